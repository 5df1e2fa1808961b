import Testing
import WayfinderTestSupport

@testable import Wayfinder

/// A leave guard learns what asked for the change: the app's own call, a link from outside,
/// a restoration, or the user's gesture.
@MainActor
@Suite("What a departure says caused it", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct DepartureCauseTests {
    /// Each way to remove the editor, with the cause its guard must see.
    static let ways: [(String, Departure.Cause, @MainActor (LeaveGuardTests.Fixture) async -> Void)] = [
        ("the app's pop", .app, { _ = await $0.navigator.pop() }),
        ("an in-app link", .app, { _ = await $0.navigator.open("shop://other") }),
        (
            "a universal link", .link(.universalLink),
            { _ = await $0.navigator.openExternal("shop://other", from: .universalLink) }
        ),
        (
            "a restoration", .restoration,
            { fixture in
                // Restoring replaces every screen on display with one made anew.
                _ = await fixture.navigator.restore(savedState: fixture.navigator.savedState())
            }
        ),
        (
            "the user's swipe back", .userGesture,
            { fixture in
                _ = fixture.harness.host.simulateSwipeBack()
                await NavTest.waitUntil("the guard is asked") { !fixture.asked.isEmpty }
            }
        ),
    ]

    @Test("each way of removing a guarded screen tells its guard what caused it", arguments: 0..<5)
    func causes(index: Int) async throws {
        #expect(Self.ways.count == 5)
        let (name, expected, remove) = Self.ways[index]
        let seen = Locked<[Departure.Cause]>([])
        // A link lands in its tab here, so that it would remove the editor.
        let fixture = try await LeaveGuardTests.make(configure: { $0.arrivals[.universalLink] = .inTab }) { departure, _ in
            seen.withLock { $0.append(departure.cause) }
            return .deny
        }
        await remove(fixture)
        #expect(seen.withLock { $0 } == [expected], "\(name)")
        #expect(seen.withLock { $0 }.first.map { $0 == .userGesture } == (expected == .userGesture), "byUser")
        fixture.editorResult.cancel()
    }
}
