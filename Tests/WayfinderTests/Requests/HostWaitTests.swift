import Testing
import WayfinderTestSupport
import WayfinderTesting

@testable import Wayfinder
@testable import WayfinderRouting

/// Waits on the host end too: cancelling a request ends it at once while the host is
/// mid-transition or not yet ready, and a host that never returns holds no later request past
/// ``NavigatorConfiguration/transitionTimeout``.
///
/// Every wait here races a deadline (``Deadline``), so a wait that stops ending fails its test
/// by name within seconds.
@MainActor
@Suite("Navigator: waits on the host end", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct HostWaitTests {
    static func make(transitionTimeout: Duration = .seconds(600)) async throws -> NavigatorHarness {
        let harness = try NavigatorHarness(routes: { routes in
            try routes.register("/product/<int:id>", screen: "product")
        }) { configuration in
            configuration.transitionTimeout = transitionTimeout
        }
        await harness.start()
        return harness
    }

    @Test("cancelling a request mid-transition ends it at once; the change stands and the host finishes it")
    func cancelMidTransition() async throws {
        let harness = try await Self.make()
        harness.host.holdsTransitions = true
        let opening = Task { await harness.navigator.open("shop://product/1") }
        await NavTest.waitUntil("the push is mid-transition") { harness.host.isTransitioning }
        opening.cancel()
        let outcome = await opening.ended("the cancelled request", within: .seconds(5))
        // The state changed before the host was called: the outcome says so.
        #expect(outcome.screen?.id == "product", "\(outcome)")
        #expect(harness.screenIDs == ["home", "product"])
        // The next request waits for the host to finish, then goes.
        let next = Task { await harness.navigator.open("shop://product/2") }
        await NavTest.settle()
        #expect(harness.host.appliedTransitions.count == 2, "the next change reached the host mid-transition")
        harness.host.finishTransition()
        await NavTest.waitUntil("the next push is mid-transition") { harness.host.isTransitioning }
        harness.host.finishTransition()
        #expect(await next.ended("the next request").rejection == nil)
        #expect(harness.host.displayedState == harness.navigator.state)
    }

    @Test("cancelling a request waiting for another's transition ends it, changing nothing")
    func cancelWhileWaitingForTheHost() async throws {
        let latch = Latch<Bool>()
        let harness = try NavigatorHarness(routes: { routes in
            try routes.register("/product/<int:id>", screen: "product")
            try routes.register("/orders", screen: "orders", guards: ["suspends"])
        }) { configuration in
            configuration.addGuard("suspends") { _ in .suspend { _ in await latch.wait() ? .proceed : .reject(reason: "no") } }
        }
        await harness.start()
        // The guarded request steps out of line while its guard's work waits...
        let guarded = Task { await harness.navigator.open("shop://orders") }
        await NavTest.waitUntil("the guard's work waits") { latch.started == 1 }
        // ...so another request takes the host meanwhile, and holds it mid-transition...
        harness.host.holdsTransitions = true
        let other = Task { await harness.navigator.open("shop://product/1") }
        await NavTest.waitUntil("the other push is mid-transition") { harness.host.isTransitioning }
        // ...and the guarded request, let through, waits for the host.
        latch.answer(true)
        await NavTest.settle()
        #expect(harness.host.appliedTransitions.count == 2, "the guarded request reached the host mid-transition")
        guarded.cancel()
        let outcome = await guarded.ended("the request waiting for the host", within: .seconds(5))
        #expect(outcome.rejection?.code == .cancelled, "\(outcome)")
        harness.host.finishTransition()
        #expect(await other.ended("the other request").screen?.id == "product")
        await NavTest.settle()
        #expect(harness.screenIDs == ["home", "product"], "the cancelled request changed the state")
    }

    @Test("a host that never finishes holds nothing past the time limit; its late return changes nothing")
    func hostNeverReturns() async throws {
        let harness = try await Self.make(transitionTimeout: .milliseconds(200))
        harness.host.holdsTransitions = true
        let stuck = Task { await harness.navigator.open("shop://product/1") }
        let outcome = await stuck.ended("the request on a stuck host", within: .seconds(5))
        // The host never showed the product: what it shows is the truth.
        #expect(outcome.rejection?.code == .transitionTimedOut, "\(outcome)")
        #expect(harness.screenIDs == ["home"])
        #expect(harness.navigator.state == harness.host.displayedState)
        // Later requests go on.
        harness.host.holdsTransitions = false
        let later = Task { await harness.navigator.open("shop://product/2") }
        #expect(await later.ended("the request after the stuck one").screen?.id == "product")
        let state = harness.navigator.state
        // The stuck transition ends late: the navigator stays as it is.
        harness.host.finishTransition()
        await NavTest.settle()
        #expect(harness.navigator.state == state)
    }

    /// A navigator on a host whose `settle` waits on `latch` while it is stuck.
    static func makeSettling(
        latch: Latch<Bool>, transitionTimeout: Duration
    ) async throws -> (Navigator, SettlingHost) {
        let routes = Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["shop"]))
        try routes.register("/product/<int:id>", screen: "product")
        let catalog = ScreenCatalog()
        for id in ["home", "product"] { catalog.register(id) }
        let host = SettlingHost(latch: latch)
        var configuration = NavigatorConfiguration(animated: false)
        configuration.transitionTimeout = transitionTimeout
        let navigator = Navigator(routes: routes, catalog: catalog, host: host, configuration: configuration)
        #expect(await navigator.show("home", presentation: .setRoot).rejection == nil)
        return (navigator, host)
    }

    @Test("a request waiting for a host that never settles ends at once when cancelled, changing nothing")
    func cancelWhileTheHostSettles() async throws {
        let latch = Latch<Bool>()
        let (navigator, host) = try await Self.makeSettling(latch: latch, transitionTimeout: .seconds(600))
        host.isStuck = true
        let opening = Task { await navigator.open("shop://product/1") }
        await NavTest.waitUntil("the host is settling") { latch.started == 1 }
        opening.cancel()
        let cancelled = await opening.ended("the request on a host that never settles", within: .seconds(5))
        #expect(cancelled.rejection?.code == .cancelled, "\(cancelled)")
        // The host settles late: the cancelled change is not made, and the next one goes.
        host.isStuck = false
        latch.answer(true)
        let next = Task { await navigator.open("shop://product/2") }
        #expect(await next.ended("the request once the host settles").screen?.arguments["id"] == "2")
        #expect(navigator.state.allScreens.map(\.id) == ["home", "product"], "the cancelled change was made")
    }

    @Test("a host that never settles holds no request past the time limit, and changes nothing")
    func settleNeverEnds() async throws {
        let latch = Latch<Bool>()
        let (navigator, host) = try await Self.makeSettling(latch: latch, transitionTimeout: .milliseconds(200))
        host.isStuck = true
        let first = Task { await navigator.open("shop://product/1") }
        let second = Task { await navigator.open("shop://product/2") }
        for (task, name) in [(first, "the first request"), (second, "the second request")] {
            let outcome = await task.ended(name, within: .seconds(5))
            #expect(outcome.rejection?.code == .transitionTimedOut, "\(name): \(outcome)")
        }
        #expect(navigator.state.allScreens.map(\.id) == ["home"])
        host.isStuck = false
        latch.answer(true)
        let last = Task { await navigator.open("shop://product/3") }
        #expect(await last.ended("the request once the host settles").screen?.id == "product")
    }
}

/// A headless host whose `settle` waits on a latch while `isStuck`, as a gesture the user never
/// lets go of would.
@MainActor
final class SettlingHost: NavigationHost {
    private let inner = HeadlessHost()
    private let latch: Latch<Bool>
    var isStuck = false

    init(latch: Latch<Bool>) {
        self.latch = latch
    }

    var displayedState: NavigationState { inner.displayedState }
    func apply(_ transition: NavigationTransition, animated: Bool) async {
        await inner.apply(transition, animated: animated)
    }
    func settle() async {
        if isStuck { _ = await latch.wait() }
    }
    var userNavigationHandler: (@MainActor (NavigationAction) -> Void)? {
        get { inner.userNavigationHandler }
        set { inner.userNavigationHandler = newValue }
    }
}
