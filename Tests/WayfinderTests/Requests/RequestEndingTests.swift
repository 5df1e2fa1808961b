import Testing
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

/// Every request ends: before a root, in line, on a guard's suspended work. Cancelling the
/// task that awaits it ends it with `cancelled`, takes it out of line, and lets the requests
/// behind it go on; a link waits for a root only as long as the configured limit.
@MainActor
@Suite("Navigator: every request ends", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct RequestEndingTests {
    /// A guard that, while signed out, opens sign-in and waits for its result.
    typealias SignIn = NavigatorSmokeTests.SignIn

    static func make(
        signedIn: SignedInFlag = SignedInFlag(), _ configure: (inout NavigatorConfiguration) -> Void = { _ in }
    ) throws -> NavigatorHarness {
        try NavigatorHarness(
            screens: ["home", "shop", "product", "sheet", "orders", "login", "welcome"],
            tabs: [TabDefinition(id: "home", screen: "home"), TabDefinition(id: "shop", screen: "shop")],
            routes: { routes in
                try routes.register("/product/<int:id>", screen: "product", tab: "shop", exposure: .everywhere)
                try routes.register("/sheet", screen: "sheet", presentation: .present(), exposure: .everywhere)
                try routes.register("/orders", screen: "orders", guards: ["signedIn"])
                try routes.register("/login", screen: "login", presentation: .present())
                try routes.register("/welcome", screen: "welcome", presentation: .setRoot, exposure: .everywhere)
            }
        ) { configuration in
            configuration.guards["signedIn"] = SignIn(isSignedIn: { await signedIn.value })
            configure(&configuration)
        }
    }

    // MARK: Before a root

    @Test("cancelling a link that waits for a root ends it cancelled; the root that comes later does not open it")
    func cancelWhileWaitingForRoot() async throws {
        let harness = try Self.make()
        let opening = Task { await harness.navigator.open("shop://sheet") }
        await NavTest.waitUntil("the link is held") { harness.navigator.heldUntilRoot.count == 1 }
        opening.cancel()
        #expect(await opening.ended("opening").rejection?.code == .cancelled)
        #expect(harness.navigator.heldUntilRoot.isEmpty)
        await harness.navigator.showTabs()
        #expect(harness.navigator.state.modals.isEmpty, "the cancelled link opened anyway")
    }

    @Test("open(expecting:) before a root throws a cancelled rejection when its task is cancelled")
    func cancelExpectingBeforeRoot() async throws {
        let harness = try Self.make()
        let opening = Task { try await harness.navigator.open("shop://sheet", expecting: Int.self) }
        await NavTest.waitUntil("the link is held") { harness.navigator.heldUntilRoot.count == 1 }
        opening.cancel()
        let openingError = await #expect(throws: NavigationError.self) { try await opening.ended("opening") }
        #expect(openingError?.code == .cancelled)
    }

    @Test("a link that waits longer than rootWaitLimit for a root ends with noRoot")
    func rootWaitLimit() async throws {
        let harness = try Self.make { $0.rootWaitLimit = .milliseconds(50) }
        let outcome = await harness.navigator.open("shop://sheet")
        #expect(outcome.rejection?.code == .noRoot)
        #expect(outcome.rejection?.message == "the link waited 0.05 seconds for the app to show a root, and none was shown")
        #expect(harness.navigator.heldUntilRoot.isEmpty)
    }

    @Test("a setRoot route on an empty window makes the root itself")
    func setRootMakesTheRoot() async throws {
        let harness = try Self.make()
        let outcome = await harness.navigator.openExternal("shop://welcome", from: .universalLink)
        #expect(outcome.rejection == nil)
        #expect(harness.navigator.topmostScreen?.id == "welcome")
    }

    @Test("a route in a configured tab on an empty window shows the tabs, then opens in its tab")
    func tabRouteMakesTheRoot() async throws {
        let harness = try Self.make()
        #expect(await harness.navigator.open("shop://product/4").rejection == nil)
        #expect(harness.navigator.state.selectedTab == "shop")
        #expect(harness.navigator.state.topmostStack?.screens.map(\.id) == ["shop", "product"])
        await harness.navigator.showTabs()
        #expect(harness.navigator.topmostScreen?.id == "product", "showTabs at launch undid the link")
    }

    // MARK: In line

    /// Tabs shown, then a push held mid-transition, so the requests after it wait in line.
    static func holdingAFirstPush(
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> (NavigatorHarness, Task<NavigationOutcome, Never>) {
        let harness = try make()
        await harness.navigator.showTabs()
        harness.host.holdsTransitions = true
        let first = Task { await harness.navigator.open("shop://product/1") }
        await NavTest.waitUntil("the first push is mid-transition", sourceLocation: sourceLocation) {
            harness.host.isTransitioning
        }
        return (harness, first)
    }

    @Test("cancelling a request in line behind a transition takes it out; it is never applied and the next goes on")
    func cancelInLine() async throws {
        let (harness, first) = try await Self.holdingAFirstPush()
        let second = Task { await harness.navigator.open("shop://sheet") }
        let third = Task { await harness.navigator.open("shop://product/3") }
        await NavTest.waitUntil("two requests wait in line") { harness.navigator.queue.count == 2 }
        second.cancel()
        #expect(await second.ended("second").rejection?.code == .cancelled)
        #expect(harness.navigator.queue.count == 1)
        harness.host.finishTransition()
        _ = await first.ended("first")
        await NavTest.waitUntil("the third push is mid-transition") { harness.host.isTransitioning }
        harness.host.finishTransition()
        #expect(await third.ended("third").rejection == nil)
        #expect(harness.navigator.state.modals.isEmpty, "the cancelled sheet was presented")
        #expect(harness.navigator.topmostStack?.screens.map(\.id) == ["shop", "product", "product"])
    }

    // MARK: Running at once

    @Test("cancelling a request that runs at once, while an interceptor decides, ends it cancelled; nothing opens")
    func cancelWhileIntercepting() async throws {
        // The interceptor waits until the stream ends; it runs for every URL request.
        let (release, releasing) = AsyncStream.makeStream(of: Void.self)
        let started = SignedInFlag()
        let harness = try Self.make { configuration in
            configuration.intercept("slow") { _ in
                await started.set(true)
                var waiting = release.makeAsyncIterator()
                _ = await waiting.next()
                return .proceed
            }
        }
        await harness.navigator.showTabs()
        // The line is free: the request runs in this task, with no handler of its own.
        let opening = Task { await harness.navigator.open("shop://sheet") }
        // Bounded: a request that never leaves the line must fail this test, not hang it.
        for _ in 0..<100_000 {
            if await started.value { break }
            await Task.yield()
        }
        #expect(await started.value, "the interceptor never started")
        opening.cancel()
        releasing.finish()
        let outcome = await opening.ended("opening")
        #expect(outcome.rejection?.code == .cancelled, "\(outcome)")
        #expect(harness.navigator.state.modals.isEmpty, "the cancelled sheet was presented")
        // The line goes on.
        #expect(await harness.navigator.open("shop://sheet").rejection == nil)
        #expect(harness.navigator.topmostScreen?.id == "sheet")
    }

    @Test("cancelling a request that waited in line, while its interceptor decides, ends it cancelled; nothing opens")
    func cancelQueuedWhileIntercepting() async throws {
        let (release, releasing) = AsyncStream.makeStream(of: Void.self)
        let started = SignedInFlag()
        let harness = try Self.make { configuration in
            // Longer than a loaded machine (the suite under the thread sanitizer) can take to
            // get from starting the interceptor to cancelling the request.
            configuration.interceptorTimeout = .seconds(600)
            configuration.intercept("slow for sheets") { request in
                guard request.match.pattern == "/sheet" else { return .proceed }
                await started.set(true)
                var waiting = release.makeAsyncIterator()
                _ = await waiting.next()
                return .proceed
            }
        }
        await harness.navigator.showTabs()
        harness.host.holdsTransitions = true
        let first = Task { await harness.navigator.open("shop://product/1") }
        await NavTest.waitUntil("the first push is mid-transition") { harness.host.isTransitioning }
        // Behind the held push, so it runs later in a task of the line's, not in its caller's.
        let opening = Task { await harness.navigator.open("shop://sheet") }
        await NavTest.waitUntil("the sheet waits in line") { harness.navigator.queue.count == 1 }
        harness.host.holdsTransitions = false
        harness.host.finishTransition()
        #expect(await first.ended("first").rejection == nil)
        // Bounded: a request that never leaves the line must fail this test, not hang it.
        for _ in 0..<100_000 {
            if await started.value { break }
            await Task.yield()
        }
        #expect(await started.value, "the interceptor never started")
        opening.cancel()
        // The cancellation reaches the line on the main actor; then the interceptor answers.
        await NavTest.settle()
        releasing.finish()
        let outcome = await opening.ended("opening")
        #expect(outcome.rejection?.code == .cancelled, "\(outcome)")
        #expect(harness.navigator.state.modals.isEmpty, "the cancelled sheet was presented")
        // The line goes on.
        #expect(await harness.navigator.open("shop://sheet").rejection == nil)
        #expect(harness.navigator.topmostScreen?.id == "sheet")
    }

    // MARK: On a guard

    @Test("cancelling a request its guard suspended ends it cancelled; signing in later opens nothing")
    func cancelWhileSuspended() async throws {
        let signedIn = SignedInFlag()
        let harness = try Self.make(signedIn: signedIn)
        await harness.navigator.showTabs()
        let opening = Task { await harness.navigator.open("shop://orders") }
        await NavTest.waitUntil("sign-in shows") { harness.navigator.topmostScreen?.id == "login" }
        opening.cancel()
        #expect(await opening.ended("opening").rejection?.code == .cancelled)
        // The sign-in screen stays; signing in now must not open the cancelled orders.
        await signedIn.set(true)
        if let login = harness.navigator.topmostScreen, login.id == "login" {
            await harness.navigator.finish(login.key, with: true)
        }
        await NavTest.settle()
        #expect(!harness.navigator.state.allScreens.contains { $0.id == "orders" })
        // The line goes on.
        #expect(await harness.navigator.open("shop://sheet").rejection == nil)
    }

    @Test("cancelling a suspended request that went through the queue reaches its guard's work too")
    func cancelSuspendedFromQueue() async throws {
        let (harness, first) = try await Self.holdingAFirstPush()
        let opening = Task { await harness.navigator.open("shop://orders") }
        await NavTest.waitUntil("the guarded request waits in line") { harness.navigator.queue.count == 1 }
        harness.host.holdsTransitions = false
        harness.host.finishTransition()
        _ = await first.ended("first")
        await NavTest.waitUntil("sign-in shows") { harness.navigator.topmostScreen?.id == "login" }
        opening.cancel()
        #expect(await opening.ended("opening").rejection?.code == .cancelled)
    }
}
