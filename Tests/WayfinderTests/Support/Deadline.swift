import Testing
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

/// Races a request against a deadline, so that a wait that stops ending fails the test that
/// made it, by name, instead of hanging the run: the test never awaits a task that might not
/// end, only the first of its value and the deadline.
enum Deadline {
    /// The task's value, or `nil` and an issue naming `what` when it has not ended within
    /// `limit`. A task left running then stays running; the run goes on.
    @MainActor
    static func value<Value: Sendable>(
        of task: Task<Value, Never>, _ what: String, within limit: Duration = .seconds(5),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Value? {
        // Scaled as the tests' own limits are (`WAYFINDER_TEST_DEADLINE_SCALE`, under the
        // thread sanitizer): a wait that ends late on a loaded run is not a wait that never ends.
        let limit = limit * EndsWithin.scale
        let first = FirstAnswer<Value?>()
        let timer = Task {
            try? await Task.sleep(for: limit)
            first.answer(nil)
        }
        let ended: Value? = await withCheckedContinuation { continuation in
            first.install(continuation)
            Task { first.answer(await task.value) }
        }
        // The value came first: the timer has nothing left to end.
        timer.cancel()
        if ended == nil { Issue.record("\(what) did not end within \(limit)", sourceLocation: sourceLocation) }
        return ended
    }

    /// The thrown-or-returned result of a task, or `nil` and an issue when it has not ended
    /// within `limit`.
    @MainActor
    static func result<Value: Sendable>(
        of task: Task<Value, any Error>, _ what: String, within limit: Duration = .seconds(5),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Result<Value, any Error>? {
        let wrapped = Task { await task.result }
        return await value(of: wrapped, what, within: limit, sourceLocation: sourceLocation)
    }
}

/// Resumes a continuation with the first answer only.
private final class FirstAnswer<Value: Sendable>: Sendable {
    private let state = Locked<(continuation: CheckedContinuation<Value, Never>?, answered: Value??)>((nil, nil))

    func install(_ continuation: CheckedContinuation<Value, Never>) {
        let early = state.withLock { state -> Value?? in
            if state.answered == nil { state.continuation = continuation }
            return state.answered
        }
        if let early { continuation.resume(returning: early!) }
    }

    func answer(_ value: Value) {
        let continuation = state.withLock { state -> CheckedContinuation<Value, Never>? in
            guard state.answered == nil else { return nil }
            state.answered = .some(value)
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(returning: value)
    }
}

/// App code that ignores cancellation: it waits until the test answers it, as a delegate
/// bridged with a continuation does, however long that takes and whoever gave up on it. Once
/// answered, later waits return the answer at once.
final class Latch<Value: Sendable>: Sendable {
    private struct State {
        var waiters: [CheckedContinuation<Value, Never>] = []
        var started = 0
        var answer: Value?
    }

    private let state = Locked(State())

    /// How many waits have started.
    var started: Int { state.withLock { $0.started } }

    /// Waits for ``answer(_:)``, without looking at cancellation.
    func wait() async -> Value {
        await withCheckedContinuation { continuation in
            let answer = state.withLock { state -> Value? in
                state.started += 1
                if state.answer == nil { state.waiters.append(continuation) }
                return state.answer
            }
            if let answer { continuation.resume(returning: answer) }
        }
    }

    /// Answers every wait under way and every later one.
    func answer(_ value: Value) {
        let waiters = state.withLock { state in
            defer { state.waiters = [] }
            state.answer = value
            return state.waiters
        }
        for waiter in waiters { waiter.resume(returning: value) }
    }
}

/// What a task's value reads as when the task did not end in time: a value no test expects, so
/// the test's own expectations fail too, after the issue that names the wait.
protocol DidNotEndValue {
    static var didNotEnd: Self { get }
}

extension NavigationOutcome: DidNotEndValue {
    static var didNotEnd: NavigationOutcome {
        NavigationOutcome(.rejected(NavigationError(.cancelled, "the request did not end before the test's deadline")))
    }
}

extension Array: DidNotEndValue {
    static var didNotEnd: [Element] { [] }
}

extension Int: DidNotEndValue {
    static var didNotEnd: Int { -1 }
}

extension Task where Failure == Never, Success: DidNotEndValue {
    /// The task's value, racing a deadline: a wait that stops ending fails the test by name
    /// within `limit` (an issue naming `what`), instead of hanging the run.
    @MainActor
    func ended(
        _ what: String = "the request", within limit: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Success {
        await Deadline.value(of: self, what, within: limit, sourceLocation: sourceLocation) ?? .didNotEnd
    }
}

extension Task where Failure == Never, Success == Void {
    /// Waits for the task, racing a deadline (see ``Task/ended(_:within:sourceLocation:)``).
    @MainActor
    func ended(
        _ what: String = "the task", within limit: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        _ = await Deadline.value(of: self, what, within: limit, sourceLocation: sourceLocation)
    }
}

/// A wait that did not end before a test's deadline.
struct DidNotEnd: Error, CustomStringConvertible {
    let what: String
    var description: String { "\(what) did not end before the test's deadline" }
}

extension Task where Failure == any Error {
    /// The task's value or error, racing a deadline: throws ``DidNotEnd`` (after an issue
    /// naming `what`) when it has not ended within `limit`.
    @MainActor
    func ended(
        _ what: String = "the request", within limit: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Success {
        guard let result = await Deadline.result(of: self, what, within: limit, sourceLocation: sourceLocation) else {
            throw DidNotEnd(what: what)
        }
        return try result.get()
    }
}

extension Array where Element == Task<NavigationOutcome, Never> {
    /// The tasks' values in order, all racing one deadline: a wait that stops ending fails the
    /// test by name within `limit`, however many tasks are left.
    @MainActor
    func ended(
        _ what: String, within limit: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation
    ) async -> [NavigationOutcome] {
        let tasks = self
        let all = Task { @MainActor in
            var outcomes: [NavigationOutcome] = []
            for task in tasks { outcomes.append(await task.value) }
            return outcomes
        }
        return await Deadline.value(of: all, what, within: limit, sourceLocation: sourceLocation) ?? []
    }
}

extension Bool: DidNotEndValue {
    /// `false`: a wait that did not end fails its test by name first.
    static var didNotEnd: Bool { false }
}
