import Testing
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

/// Guards whose sign-in screens they guard themselves, and other loops through suspended
/// guards: each request ends, quickly, with a rejection that names the loop.
@MainActor
@Suite("Guards: loops through suspended work end", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct GuardLoopTests {
    /// A guard that, while `isOpen` says no, suspends and opens `signIn`, going on when it
    /// hands back `true`.
    struct SendsTo: NavigationInterceptor {
        let name: String
        let signIn: String
        let isOpen: @Sendable () async -> Bool

        func intercept(_ request: NavigationRequest) async -> InterceptorDecision {
            if await isOpen() { return .proceed }
            let signIn = self.signIn
            return .suspend { navigator in
                let signedIn = try? await navigator.open(signIn, expecting: Bool.self)
                return signedIn == true ? .proceed : .reject(reason: "sign-in was cancelled")
            }
        }
    }

    static func harness(guards: [String: any NavigationInterceptor], register: (Router<RouteDefinition>) throws -> Void) throws
        -> NavigatorHarness
    {
        try NavigatorHarness(screens: ["home", "orders", "login", "verify", "a", "b"], routes: register) { configuration in
            configuration.guards = guards
        }
    }

    @Test("a guard that guards its own sign-in screen ends with guardLoop naming the cycle")
    func guardsItsOwnSignIn() async throws {
        let signedIn = SendsTo(name: "signedIn", signIn: "shop://login", isOpen: { false })
        let harness = try Self.harness(guards: ["signedIn": signedIn]) { routes in
            try routes.register("/orders", screen: "orders", guards: ["signedIn"])
            try routes.register("/login", screen: "login", presentation: .present(), guards: ["signedIn"])
        }
        await harness.navigator.show("home", presentation: .setRoot)
        let outcome = await harness.navigator.open("shop://orders")
        let rejection = try #require(outcome.rejection)
        #expect(rejection.code == .guardLoop)
        #expect(rejection.interceptor == "signedIn")
        #expect(rejection.message == "the guard 'signedIn' suspends a request that its own suspended work made: /orders → /login")
        #expect(harness.navigator.state.allScreens.map(\.id) == ["home"])
    }

    @Test("a loop through two guards (a needs b's screen, b needs a's) ends with guardLoop")
    func loopThroughTwoGuards() async throws {
        let first = SendsTo(name: "first", signIn: "shop://b", isOpen: { false })
        let second = SendsTo(name: "second", signIn: "shop://a", isOpen: { false })
        let harness = try Self.harness(guards: ["first": first, "second": second]) { routes in
            try routes.register("/a", screen: "a", guards: ["first"])
            try routes.register("/b", screen: "b", guards: ["second"])
        }
        await harness.navigator.show("home", presentation: .setRoot)
        let outcome = await harness.navigator.open("shop://a")
        #expect(outcome.rejection?.code == .guardLoop)
        #expect(
            outcome.rejection?.message == "the guard 'first' suspends a request that its own suspended work made: /a → /b → /a")
        #expect(harness.navigator.state.allScreens.map(\.id) == ["home"])
    }

    @Test("a chain of different guards deeper than maximumRedirects ends with guardLoop")
    func chainTooDeep() async throws {
        var guards: [String: any NavigationInterceptor] = [:]
        for step in 0..<5 { guards["g\(step)"] = SendsTo(name: "g\(step)", signIn: "shop://step/\(step + 1)", isOpen: { false }) }
        let harness = try NavigatorHarness(
            screens: ["home", "step"],
            routes: { routes in
                for step in 0..<5 { try routes.register("/step/\(step)", screen: "step", guards: ["g\(step)"]) }
            }
        ) { configuration in
            configuration.guards = guards
            configuration.maximumRedirects = 3
        }
        await harness.navigator.show("home", presentation: .setRoot)
        let outcome = await harness.navigator.open("shop://step/0")
        #expect(outcome.rejection?.code == .guardLoop)
        #expect(outcome.rejection?.message == "guards suspended requests more than 3 deep: /step/0 → /step/1 → /step/2 → /step/3")
    }

    @Test("a sign-in screen outside the guard still works: no loop, the request goes on")
    func noLoop() async throws {
        let session = SignedInFlag()
        let signedIn = SendsTo(name: "signedIn", signIn: "shop://login", isOpen: { await session.value })
        let harness = try Self.harness(guards: ["signedIn": signedIn]) { routes in
            try routes.register("/orders", screen: "orders", guards: ["signedIn"])
            try routes.register("/login", screen: "login", presentation: .present())
        }
        await harness.navigator.show("home", presentation: .setRoot)
        let opening = Task { await harness.navigator.open("shop://orders") }
        await NavTest.waitUntil("sign-in shows") { harness.navigator.topmostScreen?.id == "login" }
        await session.set(true)
        await harness.navigator.finish(harness.navigator.topmostScreen!.key, with: true)
        #expect(await opening.ended("opening").rejection == nil)
        #expect(harness.navigator.topmostScreen?.id == "orders")
    }
}

/// The loops validate() can see before anything runs.
@MainActor
@Suite("Guards: loops validate() reports", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct StaticGuardLoopTests {
    func warnings(guards: [String: any NavigationInterceptor], _ register: (Router<RouteDefinition>) throws -> Void) throws
        -> [String]
    {
        let harness = try NavigatorHarness(screens: ["home", "orders", "login", "a", "b"], routes: register) {
            $0.guards = guards
        }
        return harness.navigator.validate().map(\.description).filter { $0.hasPrefix("warning:") }
    }

    static func guardSending(_ name: String, to route: String) -> ClosureInterceptor {
        ClosureInterceptor(name, sendsTo: route) { _ in .proceed }
    }

    @Test("a guard whose sign-in route it guards itself is reported")
    func guardsItsOwnSignIn() throws {
        let found = try warnings(guards: ["signedIn": Self.guardSending("signedIn", to: "/login")]) { routes in
            try routes.register("/orders", screen: "orders", guards: ["signedIn"])
            try routes.register("/login", screen: "login", guards: ["signedIn"])
        }
        #expect(
            found == [
                "warning: the guard 'signedIn' sends users to '/login', which 'signedIn' guards too: every link behind 'signedIn' would loop (the navigator cuts it with guardLoop)"
            ])
    }

    @Test("guards that send users to each other's routes are reported once, as a cycle")
    func cycleOfGuards() throws {
        let found = try warnings(guards: [
            "first": Self.guardSending("first", to: "shop://b"), "second": Self.guardSending("second", to: "/a"),
        ]) { routes in
            try routes.register("/a", screen: "a", guards: ["first"])
            try routes.register("/b", screen: "b", guards: ["second"])
        }
        #expect(found == ["warning: guards send users to each other's routes in a loop: 'first' → 'second' → 'first'"])
    }

    @Test("a sign-in route outside its guard, and a guard that declares none, are fine")
    func noLoop() throws {
        let found = try warnings(guards: [
            "signedIn": Self.guardSending("signedIn", to: "/login"), "other": ClosureInterceptor("other") { _ in .proceed },
        ]) { routes in
            try routes.register("/orders", screen: "orders", guards: ["signedIn", "other"])
            try routes.register("/login", screen: "login", guards: ["other"])
        }
        #expect(found.isEmpty)
    }

    @Test("a guard that sends users to no route is reported")
    func destinationMissing() throws {
        let found = try warnings(guards: ["signedIn": Self.guardSending("signedIn", to: "/signin")]) { routes in
            try routes.register("/orders", screen: "orders", guards: ["signedIn"])
        }
        #expect(found == ["warning: the guard 'signedIn' sends users to '/signin', which matches no route"])
    }

    @Test("redirects that lead back to where they started are reported once")
    func redirectLoop() throws {
        let found = try warnings(guards: [:]) { routes in
            try routes.register("/a", redirectTo: "/b")
            try routes.register("/b", redirectTo: "/c")
            try routes.register("/c", redirectTo: "/a")
            try routes.register("/d", redirectTo: "/orders")
            try routes.register("/orders", screen: "orders")
        }
        #expect(found == ["warning: redirects loop: /a → /b → /c → /a"])
    }

    @Test("a long chain into a loop, and loops side by side: each loop once, the chain not")
    func chainsAndLoops() throws {
        let found = try warnings(guards: [:]) { routes in
            // /r0 → /r1 → … → /r999 → /x → /y → /x: a chain of 1,000 redirects into a loop.
            for index in 0..<1_000 { try routes.register("/r\(index)", redirectTo: index == 999 ? "/x" : "/r\(index + 1)") }
            try routes.register("/x", redirectTo: "/y")
            try routes.register("/y", redirectTo: "/x")
            try routes.register("/p", redirectTo: "/p")
        }
        #expect(found == ["warning: redirects loop: /x → /y → /x", "warning: redirects loop: /p → /p"])
    }

    @Test("guards in two separate loops, one of them reachable from many: one finding per loop")
    func guardLoopsSideBySide() throws {
        var guards: [String: any NavigationInterceptor] = [:]
        for index in 0..<500 { guards["g\(index)"] = Self.guardSending("g\(index)", to: index == 499 ? "/u" : "/h\(index + 1)") }
        guards["u"] = Self.guardSending("u", to: "/v")
        guards["v"] = Self.guardSending("v", to: "/u")
        guards["k"] = Self.guardSending("k", to: "/l")
        guards["l"] = Self.guardSending("l", to: "/m")
        guards["m"] = Self.guardSending("m", to: "/k")
        let found = try warnings(guards: guards) { routes in
            for index in 0..<500 { try routes.register("/h\(index)", screen: "a", guards: ["g\(index)"]) }
            try routes.register("/u", screen: "a", guards: ["u"])
            try routes.register("/v", screen: "b", guards: ["v"])
            try routes.register("/k", screen: "a", guards: ["k"])
            try routes.register("/l", screen: "a", guards: ["l"])
            try routes.register("/m", screen: "a", guards: ["m"])
        }
        #expect(
            found.sorted() == [
                "warning: guards send users to each other's routes in a loop: 'k' → 'l' → 'm' → 'k'",
                "warning: guards send users to each other's routes in a loop: 'u' → 'v' → 'u'",
            ])
    }
}
