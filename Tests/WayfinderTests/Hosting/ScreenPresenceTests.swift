import Testing
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

/// The bounded wait a SwiftUI host uses to return from apply once a transition shows.
@MainActor
@Suite("ScreenPresence: waiting for screens to appear and go", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ScreenPresenceTests {
    let presence = ScreenPresence()
    let a = 1
    let b = 2

    @Test("a wait that is already satisfied returns at once")
    func alreadySatisfied() async {
        presence.appeared(a)
        #expect(await presence.waitUntil(visible: [a], gone: [b], timeout: .seconds(30)))
    }

    @Test("a wait ends when the new screen appears and the old one goes, in either order")
    func endsOnReports() async {
        presence.appeared(b)
        let waiting = Task { await presence.waitUntil(visible: [a], gone: [b], timeout: .seconds(30)) }
        await Task.yield()
        presence.appeared(a)
        for _ in 0..<5 { await Task.yield() }
        presence.disappeared(b)
        #expect(await waiting.ended("waiting"))
        #expect(presence.isVisible(a) && !presence.isVisible(b))
    }

    @Test("a wait whose screens never report ends at its timeout")
    func endsAtTimeout() async {
        #expect(await presence.waitUntil(visible: [a], gone: [], timeout: .milliseconds(50)) == false)
    }

    @Test("cancelling the waiting task ends the wait at once, long before its time limit")
    func endsOnCancellation() async {
        // The limit is far past the deadline: only the cancellation can end the wait in time.
        let waiting = Task { await presence.waitUntil(visible: [a], gone: [], timeout: .seconds(600)) }
        await Task.yield()
        waiting.cancel()
        #expect(await Deadline.value(of: waiting, "the cancelled presence wait", within: .seconds(2)) == false)
        // Cancelled before it starts: it does not wait at all.
        let early = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await presence.waitUntil(visible: [a], gone: [], timeout: .seconds(600))
        }
        #expect(await Deadline.value(of: early, "a presence wait from a cancelled task", within: .seconds(2)) == false)
    }

    @Test("several waits end independently")
    func severalWaits() async {
        let first = Task { await presence.waitUntil(visible: [a], gone: [], timeout: .seconds(30)) }
        let second = Task { await presence.waitUntil(visible: [b], gone: [], timeout: .milliseconds(50)) }
        await Task.yield()
        presence.appeared(a)
        #expect(await first.ended("first"))
        #expect(await second.ended("second") == false)
    }
}
