import Testing
import WayfinderTestSupport
import WayfinderTesting

@testable import Wayfinder
@testable import WayfinderRouting

/// The user's own gestures meet leave guards: a host stops a gesture that would remove a held
/// screen and reports the attempt; the navigator asks the guard and makes the change if it may.
@MainActor
@Suite("Leave guards and the user's gestures", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct UserGestureLeaveTests {
    static func make() async throws -> NavigatorHarness {
        let harness = try NavigatorHarness(
            screens: ["home", "editor", "sheet"],
            routes: { routes in
                try routes.register("/editor", screen: "editor")
                try routes.register("/sheet", screen: "sheet", presentation: .present())
            })
        await harness.start()
        return harness
    }

    @Test("the host learns which screens hold their place, and forgets them as they go")
    func heldScreens() async throws {
        let harness = try await Self.make()
        await harness.navigator.open("shop://editor")
        let editor = try #require(harness.navigator.topmostScreen)
        harness.navigator.setLeaveGuard(for: editor.key) { _ in .allow }
        #expect(harness.host.heldScreens == [editor.key])
        harness.navigator.removeLeaveGuard(for: editor.key)
        #expect(harness.host.heldScreens.isEmpty)
        harness.navigator.setLeaveGuard(for: editor.key) { _ in .allow }
        await harness.navigator.pop()
        #expect(harness.host.heldScreens.isEmpty)
    }

    @Test("a back swipe on a held screen is stopped; a denial keeps it, an allowance pops it once")
    func backSwipe() async throws {
        for decision in [Departure.Decision.deny, .allow] {
            let harness = try await Self.make()
            let (waiting, editor) = try await ResultsTests.awaiting("shop://editor", as: Int.self, in: harness)
            let asked = CallRecord()
            harness.navigator.setLeaveGuard(for: editor.key) { departure in
                asked.append("\(departure.screen.id) byUser=\(departure.byUser)")
                return decision
            }
            #expect(harness.host.simulateSwipeBack() == false, "the gesture was not stopped")
            await NavTest.waitUntil("the guard is asked") { !asked.isEmpty }
            await NavTest.settle()
            #expect(asked.all == ["editor byUser=true"])
            if decision == .deny {
                #expect(harness.screenIDs == ["home", "editor"])
                #expect(harness.host.displayedState == harness.navigator.state)
                waiting.cancel()
            } else {
                #expect(harness.screenIDs == ["home"])
                let result = await Deadline.result(of: waiting, "the editor's result")
                #expect((try? result?.get()) == .some(nil))
            }
        }
    }

    @Test("a swiped sheet that holds its place stays until its guard allows it")
    func sheetSwipe() async throws {
        let harness = try await Self.make()
        await harness.navigator.open("shop://sheet")
        let sheet = try #require(harness.navigator.topmostScreen)
        let answer = Latch<Departure.Decision>()
        harness.navigator.setLeaveGuard(for: sheet.key) { _ in await answer.wait() }
        #expect(harness.host.simulateInteractiveDismissal() == false)
        await NavTest.waitUntil("the guard is asked") { answer.started == 1 }
        #expect(harness.navigator.state.modals.count == 1)
        answer.answer(.allow)
        await NavTest.waitUntil("the sheet is dismissed") { harness.navigator.state.modals.isEmpty }
        #expect(harness.host.displayedState == harness.navigator.state)
    }

    @Test("what the user did on their own is an event")
    func userEvent() async throws {
        let harness = try await Self.make()
        await harness.navigator.open("shop://editor")
        let events = harness.navigator.events
        harness.host.simulateSwipeBack()
        var iterator = events.makeAsyncIterator()
        let first = await iterator.next()
        #expect(first?.description.hasPrefix("the user navigated: pop editor #") == true, "\(String(describing: first))")
    }
}
