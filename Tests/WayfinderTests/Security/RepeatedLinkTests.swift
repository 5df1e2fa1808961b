import Testing
import WayfinderTestSupport

@testable import Wayfinder

/// `NavigatorConfiguration.repeatedLinkWindow`: a link from outside delivered twice opens once.
@MainActor
@Suite("A link delivered twice opens once", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct RepeatedLinkTests {
    /// A clock the test moves by hand.
    final class ManualClock {
        let start = ContinuousClock.now
        var elapsed: Duration = .zero
        var now: ContinuousClock.Instant { start.advanced(by: elapsed) }
    }

    static func make(
        window: Duration? = nil, clock: ManualClock, start: Bool = true
    ) async throws -> NavigatorHarness {
        let harness = try NavigatorHarness(routes: { routes in
            try routes.register("/product/<int:id>", screen: "product", exposure: .everywhere)
        }) { configuration in
            if let window { configuration.repeatedLinkWindow = window }
        }
        harness.navigator.now = { clock.now }
        if start { await harness.start() }
        return harness
    }

    @Test("the same link from the same source within the window opens once; the repeat says why")
    func repeatOpensNothing() async throws {
        let clock = ManualClock()
        let harness = try await Self.make(clock: clock)
        let first = await harness.navigator.openExternal("shop://product/1", from: .notification)
        clock.elapsed = .milliseconds(400)
        let second = await harness.navigator.openExternal("shop://product/1", from: .notification)
        #expect(first.screen?.id == "product")
        #expect(second.rejection?.code == .repeatedLink, "\(second)")
        #expect(second.rejection?.message == "the same link came from notification 400 ms earlier; it opens once")
        #expect(harness.screenIDs == ["home", "product"])
    }

    @Test("after the window, from another source or another URL, the link opens")
    func otherwiseItOpens() async throws {
        let clock = ManualClock()
        let harness = try await Self.make(clock: clock)
        let navigator = harness.navigator
        await navigator.openExternal("shop://product/1", from: .widget)
        #expect(await navigator.openExternal("shop://product/1", from: .spotlight).screen != nil, "another source")
        #expect(await navigator.openExternal("shop://product/2", from: .widget).screen != nil, "another URL")
        #expect(
            await navigator.openExternal("shop://product/1", from: .otherApp(bundleID: "a")).screen != nil, "an app")
        #expect(
            await navigator.openExternal("shop://product/1", from: .otherApp(bundleID: "b")).screen != nil,
            "another app is another source")
        clock.elapsed = .seconds(1)
        #expect(await navigator.openExternal("shop://product/1", from: .widget).screen != nil, "the window is over")
        clock.elapsed += .milliseconds(999)
        #expect(
            await navigator.openExternal("shop://product/1", from: .widget).rejection?.code == .repeatedLink,
            "a link that opened starts a new window")
    }

    @Test("the app's own calls and a zero window open every time")
    func inAppAndZero() async throws {
        let clock = ManualClock()
        let harness = try await Self.make(clock: clock)
        #expect(await harness.navigator.open("shop://product/1").screen != nil)
        #expect(await harness.navigator.open("shop://product/1").screen != nil)

        let open = try await Self.make(window: .zero, clock: clock)
        #expect(await open.navigator.openExternal("shop://product/1", from: .notification).screen != nil)
        #expect(await open.navigator.openExternal("shop://product/1", from: .notification).screen != nil)
    }

    @Test("on a cold start the held link opens once its root is there; its repeat ends at once")
    func coldStart() async throws {
        let clock = ManualClock()
        let harness = try await Self.make(clock: clock, start: false)
        let navigator = harness.navigator
        let held = Task { await navigator.openExternal("shop://product/1", from: .notification) }
        #expect(await NavTest.waitUntil("the link waits for a root") { !navigator.heldUntilRoot.isEmpty })
        let repeated = await navigator.openExternal("shop://product/1", from: .notification)
        #expect(repeated.rejection?.code == .repeatedLink)
        await harness.start()
        let first = await Deadline.value(of: held, "the held link")
        #expect(first?.screen?.id == "product", "\(String(describing: first))")
        #expect(harness.screenIDs == ["home", "product"])
    }

    @Test("the repeat's events: received, then rejected as a repeat")
    func events() async throws {
        let clock = ManualClock()
        let harness = try await Self.make(clock: clock)
        await harness.navigator.openExternal("shop://product/1", from: .handoff)
        var events = harness.navigator.events.makeAsyncIterator()
        let repeated = await harness.navigator.openExternal("shop://product/1", from: .handoff)
        let taken = await NavigationEventTests.takeEvents(2, &events)
        #expect(
            taken == [
                NavigationEvent(.received("shop://product/<id>", source: .handoff), request: repeated.request),
                NavigationEvent(.rejected(.repeatedLink, interceptor: nil, reason: nil), request: repeated.request),
            ])
    }
}
