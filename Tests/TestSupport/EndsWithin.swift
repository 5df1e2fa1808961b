// Test support: compiled where Swift Testing exists (test builds); elsewhere, such as an SDK
// type-check of the package's modules, it compiles to nothing.
#if canImport(Testing)
import Foundation
import Testing

/// The test suites' shared support (WayfinderTestSupport): every suite of the package's test
/// targets takes it.
///
/// Fails a test that has not ended within its limit, by name, and lets the run go on: the
/// one guard that holds for every test, including those that await a navigator's call
/// directly rather than through ``Deadline``.
///
/// Swift Testing's `.timeLimit` counts in minutes. This races the test's body against `limit`
/// in a task group: when the limit comes first, the test fails with "… did not end within 20
/// seconds" and its body is cancelled, which ends every navigator request it awaits (requests
/// end on cancellation wherever they wait). With a wait broken in the library (a line whose
/// worker never starts, say), every test that waits on it fails this way, side by side, and the
/// whole run ends in about the limit instead of a minute per test. A body that ignores
/// cancellation still holds its test: waits on the app's code go through ``Deadline``.
///
/// ```swift
/// @Suite("Requests", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
/// ```
///
/// The limit is multiplied by `WAYFINDER_TEST_DEADLINE_SCALE` when set (the thread sanitizer's
/// run sets 10: it runs the suite several times slower). Each suite's `.timeLimit` (five
/// minutes) is only a backstop above that scaled limit: under the sanitizer the whole suite
/// takes 60–95 s on two cores, and a test that starts first and waits for CPU meanwhile can
/// take as long, so a one-minute backstop failed tests that were only slow.
public struct EndsWithin: TestTrait, SuiteTrait, TestScoping {
    let limit: Duration

    /// Applied to every test of a suite it is given to.
    public var isRecursive: Bool { true }

    /// Each test case is raced on its own; a suite as a whole is not.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> EndsWithin? {
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let scaled = limit * Self.scale
        // The group ends only once both tasks have, so the body never outlives this call.
        try await withoutActuallyEscaping(function) { body in
            try await withThrowingTaskGroup(of: Bool.self) { group in
                group.addTask {
                    try await body()
                    return true
                }
                group.addTask {
                    try await Task.sleep(for: scaled)
                    return false
                }
                // The first to end decides; the other is cancelled. A test past its limit is
                // cancelled, which ends the navigator's requests it awaits (they end on
                // cancellation wherever they wait), so the group can finish.
                let ended = try await group.next() ?? true
                group.cancelAll()
                if !ended {
                    Issue.record("the test '\(test.name)' did not end within \(scaled)")
                }
            }
        }
    }

    /// `WAYFINDER_TEST_DEADLINE_SCALE`, or 1.
    public static let scale: Int = {
        guard let text = ProcessInfo.processInfo.environment["WAYFINDER_TEST_DEADLINE_SCALE"],
            let scale = Int(text), scale > 0
        else { return 1 }
        return scale
    }()
}

extension Trait where Self == EndsWithin {
    /// Fails the test by name when it has not ended within `limit` (see ``EndsWithin``).
    public static func endsWithin(_ limit: Duration) -> EndsWithin { EndsWithin(limit: limit) }
}
#endif
