import Testing
import WayfinderTestSupport

@testable import Wayfinder

/// `Navigator.events`: what the navigator does, in order, without values from URLs.
@MainActor
@Suite("The navigator's event stream", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct NavigationEventTests {
    static func make(signedIn: SharedFlag = SharedFlag()) async throws -> NavigatorHarness {
        let harness = try NavigatorHarness(
            screens: ["home", "product", "orders", "login"],
            catalog: { catalog in
                catalog.registerAction("count") { _ in ActionResult("counted", value: 3) }
            },
            routes: { routes in
                try routes.register("/product/<int:id>", screen: "product", exposure: .everywhere)
                try routes.register("/old/<id>", redirectTo: "/product/<id>", exposure: .everywhere)
                try routes.register("/orders", screen: "orders", exposure: .everywhere, guards: ["signedIn"])
                try routes.register("/login", screen: "login", presentation: .present())
                try routes.register("/count", action: "count")
            }
        ) { configuration in
            configuration.guards["signedIn"] = SignInGuard(isSignedIn: signedIn)
        }
        await harness.start()
        return harness
    }

    /// The next `count` events; a missing one ends the test at its time limit.
    static func takeEvents(_ count: Int, _ events: inout AsyncStream<NavigationEvent>.Iterator) async -> [NavigationEvent] {
        var taken: [NavigationEvent] = []
        while taken.count < count, let event = await events.next(isolation: #isolation) { taken.append(event) }
        return taken
    }

    /// What the next `count` events say happened.
    static func take(_ count: Int, _ events: inout AsyncStream<NavigationEvent>.Iterator) async -> [NavigationEvent.Kind] {
        await takeEvents(count, &events).map(\.kind)
    }

    @Test("a redirect: received, matched, redirected, matched again, navigated")
    func redirect() async throws {
        let harness = try await Self.make()
        var events = harness.navigator.events.makeAsyncIterator()
        await harness.navigator.open("shop://old/42?ref=mail")
        let taken = await Self.take(5, &events)
        #expect(
            taken == [
                .received("shop://old/<id>", source: .inApp),
                .matched(pattern: "/old/<id>"),
                .redirected(to: "shop://product/<id>", by: nil),
                .matched(pattern: "/product/<int:id>"),
                .navigated(["push product #2 onto root stack"]),
            ])
        #expect(!taken.map(\.description).joined().contains("42"))
        #expect(!taken.map(\.description).joined().contains("mail"))
    }

    @Test("a guard that suspends: its decisions and the sign-in it opens, in order")
    func suspendingGuard() async throws {
        let harness = try await Self.make()
        var events = harness.navigator.events.makeAsyncIterator()
        let opening = Task { await harness.navigator.openExternal("https://shop.example.com/orders", from: .universalLink) }
        await NavTest.waitUntil("the sign-in screen shows") { harness.navigator.topmostScreen?.id == "login" }
        await harness.navigator.finish(harness.navigator.topmostScreen!.key, with: true)
        _ = await opening.ended("opening")
        let taken = await Self.takeEvents(10, &events)
        #expect(
            taken.map(\.kind) == [
                .received("https://shop.example.com/orders", source: .universalLink),
                .matched(pattern: "/orders"),
                .suspended(by: "signedIn"),
                .received("shop://login", source: .inApp),
                .matched(pattern: "/login"),
                .navigated(["present login #2"]),
                .navigated(["dismiss login #2"]),
                .passed(by: "signedIn"),
                .arrived(policy: "keeping-work"),
                .navigated(["push orders #3 onto root stack"]),
            ])
        // Three requests, told apart by their identifiers: the link, the sign-in its guard
        // opened, and the screen finishing; the link's events carry one number throughout.
        let ids = taken.map(\.request)
        #expect(!ids.contains(nil))
        let link = ids[0]
        let signIn = ids[3]
        let finish = ids[6]
        #expect(ids == [link, link, link, signIn, signIn, signIn, finish, link, link, link], "\(taken)")
        #expect(Set([link, signIn, finish]).count == 3)
        #expect(link! < signIn! && signIn! < finish!, "numbered in the order they were made")
        #expect(taken[0].description == "\(link!): received https://shop.example.com/orders from universal-link")
    }

    @Test("two requests at once: every event names its own, and the interceptor sees the same number")
    func concurrentRequests() async throws {
        let record = CallRecord()
        let seenByInterceptor = CallRecord()
        let harness = try NavigatorHarness(
            screens: ["home", "product"],
            routes: { routes in
                try routes.register("/product/<int:id>", screen: "product")
            }
        ) { configuration in
            configuration.interceptors = [
                RecordingInterceptor(name: "logger", record: record) { request in
                    seenByInterceptor.append("\(request.id)")
                    return .proceed
                }
            ]
        }
        await harness.start()
        var events = harness.navigator.events.makeAsyncIterator()
        harness.host.holdsTransitions = true
        let first = Task { await harness.navigator.open("shop://product/1") }
        await NavTest.waitUntil("the first push is mid-transition") { harness.host.isTransitioning }
        let second = Task { await harness.navigator.open("shop://product/2") }
        await NavTest.waitUntil("the second link is in line") { harness.navigator.queue.count == 1 }
        harness.host.finishTransition()
        await NavTest.waitUntil("the second push is mid-transition") {
            harness.host.isTransitioning && harness.navigator.queue.isEmpty
        }
        harness.host.finishTransition()
        _ = await first.ended("first")
        _ = await second.ended("second")
        let taken = await Self.takeEvents(8, &events)
        var byRequest: [NavigationRequest.ID: [NavigationEvent.Kind]] = [:]
        for event in taken { byRequest[event.request!, default: []].append(event.kind) }
        #expect(byRequest.count == 2, "\(taken)")
        for (_, kinds) in byRequest {
            #expect(kinds.first.map { if case .received = $0 { true } else { false } } == true, "\(kinds)")
            #expect(kinds.last.map { if case .navigated = $0 { true } else { false } } == true, "\(kinds)")
            #expect(kinds.count == 4, "received, matched, passed, navigated: \(kinds)")
        }
        #expect(Set(seenByInterceptor.all) == Set(byRequest.keys.map(\.description)), "the interceptor saw the events' numbers")
    }

    @Test("what the user does on their own belongs to no request; a pop is a request of its own")
    func userEventsHaveNoRequest() async throws {
        let harness = try await Self.make()
        await harness.navigator.open("shop://product/3")
        await harness.navigator.open("shop://product/4")
        var events = harness.navigator.events.makeAsyncIterator()
        harness.host.simulateSwipeBack()
        let swipe = await Self.takeEvents(1, &events)
        #expect(swipe.first?.request == nil, "\(swipe)")
        #expect(swipe.first?.description.hasPrefix("the user navigated: pop product #") == true, "\(swipe)")
        await harness.navigator.pop()
        let pop = await Self.takeEvents(1, &events)
        #expect(pop.first?.request != nil, "\(pop)")
        #expect(pop.first.map { if case .navigated = $0.kind { true } else { false } } == true, "\(pop)")
    }

    @Test("an interceptor's redirect and refusal name it; one that lets a request pass says so")
    func interceptorDecisions() async throws {
        let record = CallRecord()
        let harness = try NavigatorHarness(
            screens: ["home", "product", "sale"],
            routes: { routes in
                try routes.register("/product/<int:id>", screen: "product")
                try routes.register("/sale", screen: "sale")
                try routes.register("/closed", screen: "sale")
            }
        ) { configuration in
            configuration.interceptors = [
                RecordingInterceptor(name: "shopHours", record: record) { request in
                    switch request.match.pattern {
                    case "/sale": .redirect(to: "shop://product/9")
                    case "/closed": .reject(reason: "closed")
                    default: .proceed
                    }
                }
            ]
        }
        await harness.start()
        var events = harness.navigator.events.makeAsyncIterator()
        await harness.navigator.open("shop://sale")
        let redirected = await Self.take(6, &events)
        #expect(
            redirected == [
                .received("shop://sale", source: .inApp),
                .matched(pattern: "/sale"),
                .redirected(to: "shop://product/<id>", by: "shopHours"),
                .matched(pattern: "/product/<int:id>"),
                .passed(by: "shopHours"),
                .navigated(["push product #2 onto root stack"]),
            ])
        #expect(redirected[2].description == "redirected to shop://product/<id> by shopHours")
        await harness.navigator.open("shop://closed")
        let refused = await Self.take(3, &events)
        #expect(
            refused == [
                .received("shop://closed", source: .inApp),
                .matched(pattern: "/closed"),
                .rejected(.interceptor, interceptor: "shopHours", reason: "closed"),
            ])
        // The interceptor's own words come along: the app wrote them.
        #expect(refused[2].description == "rejected: \(ErrorCode.interceptor) by shopHours (closed)")
    }

    @Test("how requests end: an action, a rejection, not found, a refusal, a cancellation")
    func endings() async throws {
        let harness = try await Self.make()
        var events = harness.navigator.events.makeAsyncIterator()
        await harness.navigator.open("shop://count")
        #expect(
            await Self.take(3, &events) == [
                .received("shop://count", source: .inApp), .matched(pattern: "/count"), .handled("counted"),
            ])

        await harness.navigator.openExternal("shop://count", from: .universalLink)
        #expect(await Self.take(2, &events) == [.received("shop://count", source: .universalLink), .notFound])

        await harness.navigator.open("shop://product/%zz")
        let refused = await Self.take(2, &events)
        #expect(refused == [.received("shop://…", source: .inApp), .rejected(.invalidURL, interceptor: nil)], "\(refused)")

        harness.host.holdsTransitions = true
        let first = Task { await harness.navigator.open("shop://product/1") }
        await NavTest.waitUntil("the push is mid-transition") { harness.host.isTransitioning }
        let second = Task { await harness.navigator.open("shop://product/2?secret=x") }
        await NavTest.waitUntil("the second link is in line") { harness.navigator.queue.count == 1 }
        second.cancel()
        #expect(await second.ended("second").rejection?.code == .cancelled)
        harness.host.finishTransition()
        _ = await first.ended("first")
        let taken = await Self.take(5, &events)
        #expect(taken.contains(.cancelled))
        #expect(taken.last == .navigated(["push product #2 onto root stack"]))
        #expect(!taken.map(\.description).joined().contains("secret"))
    }

    @Test("a stream stops when its reader does, and the navigator stops building events")
    func streamEnds() async throws {
        let harness = try await Self.make()
        let reader = Task { @MainActor in
            var count = 0
            for await _ in harness.navigator.events { count += 1 }
            return count
        }
        await NavTest.waitUntil("the reader listens") { !harness.navigator.eventSinks.isEmpty }
        await harness.navigator.open("shop://product/7")
        reader.cancel()
        _ = await reader.ended("reader")
        await NavTest.waitUntil("the stream is gone") { harness.navigator.eventSinks.isEmpty }
    }
}
