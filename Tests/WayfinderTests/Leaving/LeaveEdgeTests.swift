import Testing
import WayfinderTestSupport

@testable import Wayfinder

/// Leave guards at the edges: the state changing while they decide, several guards on one
/// change, confirmations left open, and the events of the user's own gestures.
@MainActor
@Suite("Leave guards at the edges", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct LeaveEdgeTests {
    typealias Fixture = LeaveGuardTests.Fixture

    /// The editor's guard waits for `latch`; `asked` records it.
    static func waiting(_ latch: Latch<Departure.Decision>) async throws -> Fixture {
        try await LeaveGuardTests.make { _, _ in await latch.wait() }
    }

    @Test("a change the guard allowed is not made when it would now keep what the guard let go")
    func keepsWhatTheGuardReleased() async throws {
        let latch = Latch<Departure.Decision>()
        let fixture = try await Self.waiting(latch)
        let popping = Task { await fixture.navigator.pop() }
        await NavTest.waitUntil("the guard is asked") { latch.started == 1 }
        // Meanwhile a sheet with two screens comes: pop(1) would now pop inside it.
        #expect(await fixture.navigator.show("sheet", presentation: .presentInStack()).rejection == nil)
        #expect(await fixture.navigator.show("other").rejection == nil)
        let before = fixture.navigator.state
        latch.answer(.allow)
        let outcome = await Deadline.value(of: popping, "the pop the guard allowed")
        #expect(outcome?.rejection?.code == .leaveOutdated, "\(String(describing: outcome))")
        #expect(fixture.navigator.state == before, "the allowed pop was applied to another state")
        fixture.editorResult.cancel()
    }

    @Test("a change the guard allowed is not made when it would now remove what nobody was asked about")
    func removesWhatNobodySaw() async throws {
        let latch = Latch<Departure.Decision>()
        let fixture = try await Self.waiting(latch)
        let replacing = Task { await fixture.navigator.open("shop://other") }
        await NavTest.waitUntil("the guard is asked") { latch.started == 1 }
        #expect(await fixture.navigator.show("sheet", presentation: .present()).rejection == nil)
        latch.answer(.allow)
        let outcome = await Deadline.value(of: replacing, "the new root the guard allowed")
        #expect(outcome?.rejection?.code == .leaveOutdated, "\(String(describing: outcome))")
        #expect(fixture.navigator.state.modals.count == 1, "the sheet that came meanwhile was removed unasked")
        #expect(fixture.navigator.state.contains(fixture.editor.key))
        fixture.editorResult.cancel()
    }

    @Test("a guarded screen that comes while a guard decides is asked before anything is removed")
    func newGuardedScreenAsked() async throws {
        let latch = Latch<Departure.Decision>()
        let fixture = try await Self.waiting(latch)
        let popping = Task { await fixture.navigator.popToRoot() }
        await NavTest.waitUntil("the guard is asked") { latch.started == 1 }
        #expect(await fixture.navigator.show("other").rejection == nil)
        let other = try #require(fixture.navigator.topmostScreen)
        let askedOther = CallRecord()
        fixture.navigator.setLeaveGuard(for: other.key) { _ in
            askedOther.append("other")
            return .allow
        }
        latch.answer(.allow)
        let outcome = await Deadline.value(of: popping, "the pop to the root")
        #expect(outcome?.rejection == nil, "\(String(describing: outcome))")
        #expect(askedOther.all == ["other"], "the new screen's guard was not asked")
        #expect(fixture.harness.screenIDs == ["home"])
        _ = try? await fixture.editorResult.ended("the editor's result")
    }

    @Test("guards are asked topmost first, and asking stops at the first denial")
    func topmostFirst() async throws {
        for upper in [Departure.Decision.deny, .allow] {
            let fixture = try await LeaveGuardTests.make { _, _ in .deny }
            #expect(await fixture.navigator.show("other").rejection == nil)
            let other = try #require(fixture.navigator.topmostScreen)
            fixture.navigator.setLeaveGuard(for: other.key) { _ in
                fixture.asked.append("other")
                return upper
            }
            let before = fixture.navigator.state
            let outcome = await fixture.navigator.popToRoot()
            #expect(outcome.rejection?.code == .leaveDenied)
            #expect(outcome.rejection?.screen?.key == (upper == .deny ? other.key : fixture.editor.key), "\(upper)")
            let expected = upper == .deny ? ["other"] : ["other", "editor byUser=false"]
            #expect(fixture.asked.all == expected, "\(upper)")
            #expect(fixture.navigator.state == before)
            fixture.editorResult.cancel()
        }
    }

    @Test("a guard that times out has the confirmation it opened closed")
    func timedOutConfirmationClosed() async throws {
        let fixture = try await LeaveGuardTests.make(configure: { $0.leaveGuardTimeout = .milliseconds(200) }) { _, navigator in
            // Never answered: the confirmation waits for the user, who never comes.
            _ = try? await navigator.open("shop://confirm", expecting: Bool.self)
            return .allow
        }
        let popping = Task { await fixture.navigator.pop() }
        let outcome = await Deadline.value(of: popping, "the pop whose guard timed out")
        #expect(outcome?.rejection?.code == .leaveGuardTimedOut)
        await NavTest.waitUntil("the confirmation is closed") { fixture.harness.screenIDs == ["home", "editor"] }
        #expect(fixture.harness.host.displayedState == fixture.navigator.state)
        fixture.editorResult.cancel()
    }

    @Test("cancelling a request while its guard's confirmation is still coming on screen closes it too")
    func cancelledWhileConfirmationAnimates() async throws {
        let fixture = try await LeaveGuardTests.make { _, navigator in
            let discard = try? await navigator.open("shop://confirm", expecting: Bool.self)
            return discard == true ? .allow : .deny
        }
        fixture.harness.host.holdsTransitions = true
        let popping = Task { await fixture.navigator.pop() }
        await NavTest.waitUntil("the confirmation is coming on screen") {
            fixture.navigator.topmostScreen?.id == "confirm" && fixture.harness.host.isTransitioning
        }
        popping.cancel()
        let outcome = await Deadline.value(of: popping, "the cancelled pop")
        #expect(outcome?.rejection?.code == .cancelled)
        await NavTest.waitUntil("the confirmation is closed") {
            fixture.harness.host.finishTransition()
            return fixture.harness.screenIDs == ["home", "editor"]
                && fixture.harness.host.displayedState == fixture.navigator.state
        }
        fixture.editorResult.cancel()
    }

    @Test("the events of a guard asked about the user's own gesture belong to no request")
    func gestureEventsHaveNoRequest() async throws {
        let fixture = try await LeaveGuardTests.make { _, _ in .deny }
        let events = fixture.navigator.events
        #expect(fixture.harness.host.simulateSwipeBack() == false)
        var decided: NavigationEvent?
        for await event in events {
            if case .leaveDecided = event.kind { decided = event }
            if case .rejected(.leaveDenied, _, _) = event.kind {
                #expect(event.request == nil, "the attempt's ending names a request")
                break
            }
        }
        #expect(decided != nil)
        #expect(decided?.request == nil, "the gesture's leave decision names a request")
        // A request's leave decision names it.
        let requestEvents = fixture.navigator.events
        #expect(await fixture.navigator.pop().rejection?.code == .leaveDenied)
        var named: NavigationEvent?
        for await event in requestEvents {
            if case .leaveDecided = event.kind { named = event }
            if case .rejected = event.kind { break }
        }
        #expect(named?.request != nil)
        fixture.editorResult.cancel()
    }
}
