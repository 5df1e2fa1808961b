import Testing
import WayfinderTestSupport

@testable import Wayfinder
@_spi(Internals) @testable import WayfinderRouting

@MainActor
@Suite("Interceptors", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct InterceptorTests {
    /// Routes every test here shares: a product page, guarded orders, a login sheet, help.
    static func registerShop(_ routes: Router<RouteDefinition>) throws {
        try routes.register("/product/<int:id>", screen: "product")
        try routes.register("/orders", screen: "orders", guards: ["signedIn"])
        try routes.register("/login", screen: "login", presentation: .presentInStack())
        try routes.register("/help", screen: "help")
        try routes.register("/admin", screen: "admin", guards: ["admin"])
    }

    // MARK: The chain

    @Test("interceptors run in order, then the route's guards")
    func chainOrder() async throws {
        let record = CallRecord()
        let fixture = try NavigatorHarness(routes: Self.registerShop) { configuration in
            configuration.interceptors = ["first", "second", "third"].map { RecordingInterceptor(name: $0, record: record) }
            configuration.guards["signedIn"] = RecordingInterceptor(name: "guard", record: record)
        }
        await fixture.start()

        let outcome = await fixture.navigator.open("shop://orders")

        #expect(openedScreen(outcome)?.id == "orders", "\(outcome)")
        #expect(record.all == ["first shop://orders", "second shop://orders", "third shop://orders", "guard shop://orders"])
    }

    @Test("a route without guards runs the interceptors only; each route runs the guards it names")
    func guardsByName() async throws {
        let record = CallRecord()
        let fixture = try NavigatorHarness(routes: Self.registerShop) { configuration in
            configuration.interceptors = [RecordingInterceptor(name: "all", record: record)]
            configuration.guards["signedIn"] = RecordingInterceptor(name: "signedIn", record: record)
            configuration.guards["admin"] = RecordingInterceptor(name: "admin", record: record)
        }
        await fixture.start()

        await fixture.navigator.open("shop://product/1")
        await fixture.navigator.open("shop://orders")
        await fixture.navigator.open("shop://admin")

        #expect(
            record.all == [
                "all shop://product/1",
                "all shop://orders", "signedIn shop://orders",
                "all shop://admin", "admin shop://admin",
            ])
        #expect(fixture.screenIDs == ["home", "product", "orders", "admin"])
    }

    @Test("proceed lets the request reach its screen with its arguments")
    func proceed() async throws {
        let fixture = try NavigatorHarness(routes: Self.registerShop) { configuration in
            configuration.intercept("pass") { _ in .proceed }
        }
        await fixture.start()

        let outcome = await fixture.navigator.open("shop://product/42?ref=home")

        let screen = try #require(openedScreen(outcome), "\(outcome)")
        #expect(screen.id == "product")
        #expect(screen.arguments == ["id": "42", "ref": "home"])
        #expect(fixture.navigator.topmostScreen == screen)
    }

    @Test("an interceptor sees the match, the source and the caller's context")
    func requestContents() async throws {
        let seen = CallRecord()
        let fixture = try NavigatorHarness(routes: Self.registerShop) { configuration in
            configuration.intercept("look") { request in
                let id = request.match.get("id", as: Int.self).map(String.init) ?? "-"
                let tag = request.context["tag"] as? Int
                seen.append("\(request.match.pattern) id=\(id) source=\(request.source) tag=\(tag.map(String.init) ?? "-")")
                return .proceed
            }
        }
        await fixture.start()

        await fixture.navigator.open("shop://product/7", context: ["tag": 99])

        #expect(seen.all == ["/product/<int:id> id=7 source=app tag=99"])
    }

    // MARK: Reject

    @Test("a rejection names the interceptor and carries its reason; later interceptors do not run")
    func rejectWithReason() async throws {
        let record = CallRecord()
        let fixture = try NavigatorHarness(routes: Self.registerShop) { configuration in
            configuration.interceptors = [
                RecordingInterceptor(name: "first", record: record),
                RecordingInterceptor(name: "bouncer", record: record) { _ in .reject(reason: "closed for maintenance") },
                RecordingInterceptor(name: "third", record: record),
            ]
        }
        await fixture.start()
        let before = fixture.navigator.state

        let outcome = await fixture.navigator.open("shop://product/1")

        let rejection = try #require(NavTest.expectRejected(outcome, .interceptor, interceptor: "bouncer"))
        #expect(rejection.message == "closed for maintenance")
        #expect(rejection.description == "closed for maintenance [bouncer]")
        #expect(record.all == ["first shop://product/1", "bouncer shop://product/1"])
        #expect(fixture.navigator.state == before)
    }

    @Test("a caller awaiting a result gets the rejection thrown")
    func rejectionThrownToAwaitingCaller() async throws {
        let fixture = try NavigatorHarness(routes: Self.registerShop) { configuration in
            configuration.addGuard("admin") { _ in .reject(reason: "admins only") }
        }
        await fixture.start()

        do {
            let value = try await fixture.navigator.open("shop://admin", expecting: String.self)
            Issue.record("expected a rejection, got \(String(describing: value))")
        } catch let rejection {
            #expect(rejection.code == .interceptor)
            #expect(rejection.interceptor == "admin")
            #expect(rejection.message == "admins only")
        }
        #expect(fixture.screenIDs == ["home"])
    }

    @Test("a guard's rejection names the guard as the route names it")
    func guardRejectionName() async throws {
        struct DenyAll: NavigationInterceptor {
            func intercept(_ request: NavigationRequest) async -> InterceptorDecision { .reject(reason: "no") }
        }
        let fixture = try NavigatorHarness(routes: Self.registerShop) { configuration in
            configuration.guards["admin"] = DenyAll()
        }
        await fixture.start()

        NavTest.expectRejected(await fixture.navigator.open("shop://admin"), .interceptor, interceptor: "admin")
        #expect(DenyAll().name == "DenyAll")
    }

    @Test("an interceptor's default name is its type's name")
    func defaultName() async throws {
        struct MaintenanceMode: NavigationInterceptor {
            func intercept(_ request: NavigationRequest) async -> InterceptorDecision { .reject(reason: "down") }
        }
        let fixture = try NavigatorHarness(routes: Self.registerShop) { $0.interceptors = [MaintenanceMode()] }
        await fixture.start()

        NavTest.expectRejected(await fixture.navigator.open("shop://help"), .interceptor, interceptor: "MaintenanceMode")
    }

    // MARK: Redirect

    @Test("a redirect opens the other URL, which passes the interceptors again")
    func redirect() async throws {
        let record = CallRecord()
        let fixture = try NavigatorHarness(routes: Self.registerShop) { configuration in
            configuration.interceptors = [
                RecordingInterceptor(name: "moved", record: record) { request in
                    request.match.pattern == "/help" ? .redirect(to: "shop://product/5") : .proceed
                }
            ]
            configuration.guards["signedIn"] = RecordingInterceptor(name: "guard", record: record)
        }
        await fixture.start()

        let outcome = await fixture.navigator.open("shop://help")

        guard case .redirected(let to, let next) = outcome.kind else {
            Issue.record("expected a redirect, got \(outcome)")
            return
        }
        #expect(to == "shop://product/<id>")
        #expect(openedScreen(NavigationOutcome(next))?.arguments["id"] == "5")
        #expect(record.all == ["moved shop://help", "moved shop://product/5"])
        #expect(fixture.screenIDs == ["home", "product"])
    }

    @Test("a redirect that comes back to a visited URL is cut as a loop")
    func redirectLoop() async throws {
        let record = CallRecord()
        let fixture = try NavigatorHarness(routes: Self.registerShop) { configuration in
            configuration.interceptors = [
                RecordingInterceptor(name: "pingpong", record: record) { request in
                    request.url == "shop://help" ? .redirect(to: "shop://product/1") : .redirect(to: "shop://help")
                }
            ]
        }
        await fixture.start()
        let before = fixture.navigator.state

        let outcome = await fixture.navigator.open("shop://help")

        NavTest.expectRejected(outcome, .redirectLoop)
        #expect(outcome.description.hasPrefix("redirected to shop://product/<id>, then redirected to shop://help, then rejected"))
        #expect(record.all == ["pingpong shop://help", "pingpong shop://product/1"])
        #expect(fixture.navigator.state == before)
    }

    @Test("a redirect route that points at itself is cut as a loop")
    func redirectRouteLoop() async throws {
        let fixture = try NavigatorHarness(routes: { routes in
            try routes.register("/a", redirectTo: "shop://b")
            try routes.register("/b", redirectTo: "shop://a")
        })
        await fixture.start()

        NavTest.expectRejected(await fixture.navigator.open("shop://a"), .redirectLoop)
    }

    /// `shop://hop/<n>?to=<m>` redirects to `hop/<n+1>` until `n` reaches `m`.
    static func hopping(_ configuration: inout NavigatorConfiguration) {
        configuration.intercept("hop") { request in
            guard let n = request.match.get("n", as: Int.self),
                let to = request.match.queryItems["to"].flatMap({ Int($0) }), n < to
            else { return .proceed }
            return .redirect(to: "shop://hop/\(n + 1)?to=\(to)")
        }
        configuration.maximumRedirects = 3
    }

    @Test("up to maximumRedirects redirects are followed", arguments: [0, 1, 3])
    func redirectsWithinLimit(count: Int) async throws {
        let fixture = try NavigatorHarness(
            routes: { try $0.register("/hop/<int:n>", screen: "product") }, configure: Self.hopping)
        await fixture.start()

        let outcome = await fixture.navigator.open("shop://hop/0?to=\(count)")

        #expect(openedScreen(outcome)?.arguments["n"] == "\(count)", "\(outcome)")
    }

    @Test("one redirect more than maximumRedirects is cut")
    func tooManyRedirects() async throws {
        let fixture = try NavigatorHarness(
            routes: { try $0.register("/hop/<int:n>", screen: "product") }, configure: Self.hopping)
        await fixture.start()

        let outcome = await fixture.navigator.open("shop://hop/0?to=4")

        NavTest.expectRejected(outcome, .tooManyRedirects)
        #expect(fixture.screenIDs == ["home"])
    }

    @Test("a loop through different spellings of one URL is cut by the redirect limit")
    func spellingLoop() async throws {
        let fixture = try NavigatorHarness(routes: Self.registerShop) { configuration in
            configuration.intercept("respell") { request in .redirect(to: request.url + "/") }
        }
        await fixture.start()

        NavTest.expectRejected(await fixture.navigator.open("shop://help"), .tooManyRedirects)
    }

    // MARK: Timeout

    @Test("a guard that hangs is cut by the timeout and cancelled; the navigator stays usable")
    func hangingGuardTimesOut() async throws {
        let record = CallRecord()
        let fixture = try NavigatorHarness(routes: Self.registerShop) { configuration in
            configuration.interceptorTimeout = .milliseconds(50)
            configuration.addGuard("admin") { _ in
                try? await Task.sleep(for: .seconds(60))
                record.append(Task.isCancelled ? "cancelled" : "finished")
                return .proceed
            }
        }
        await fixture.start()
        let outcome = await fixture.navigator.open("shop://admin")

        // `interceptorTimedOut` comes only from the timer winning the race, and the guard
        // cannot answer for 60 s: the request was cut, with no wall-clock bound to flake on a
        // loaded machine (one of 30 s failed under the thread sanitizer with one free core).
        let rejection = NavTest.expectRejected(outcome, .interceptorTimedOut, interceptor: "admin")
        #expect(rejection?.message.contains("0.05 seconds") == true, "\(String(describing: rejection))")
        // The late guard is cancelled, and its answer, when it comes, ignored.
        for _ in 0..<200 where record.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
        #expect(record.all == ["cancelled"])
        #expect(fixture.screenIDs == ["home"])

        let next = await fixture.navigator.open("shop://product/3")
        #expect(openedScreen(next)?.id == "product", "\(next)")
        #expect(fixture.screenIDs == ["home", "product"])
    }

    @Test("an interceptor that answers within the timeout is not cut")
    func answersInTime() async throws {
        let fixture = try NavigatorHarness(routes: Self.registerShop) { configuration in
            configuration.interceptorTimeout = .seconds(30)
            configuration.addGuard("admin") { _ in
                await Task.yield()
                return .proceed
            }
        }
        await fixture.start()

        #expect(openedScreen(await fixture.navigator.open("shop://admin"))?.id == "admin")
    }

    // MARK: Suspend: the sign-in flow

    func signInFixture(signedIn: SharedFlag = SharedFlag()) throws -> NavigatorHarness {
        try NavigatorHarness(routes: Self.registerShop) { configuration in
            configuration.guards["signedIn"] = SignInGuard(isSignedIn: signedIn)
        }
    }

    @Test("signed in: the guard proceeds without showing the login screen")
    func signedInProceeds() async throws {
        let fixture = try signInFixture(signedIn: SharedFlag(true))
        await fixture.start()

        let outcome = await fixture.navigator.open("shop://orders")

        #expect(openedScreen(outcome)?.id == "orders", "\(outcome)")
        #expect(fixture.screenIDs == ["home", "orders"])
    }

    @Test("signed out: the guard presents login; finishing it with true resumes the original navigation")
    func signInThenResume() async throws {
        let fixture = try signInFixture()
        let navigator = fixture.navigator
        await fixture.start()

        async let opening = navigator.open("shop://orders")
        await NavTest.waitUntil("the login screen shows") { navigator.topmostScreen?.id == "login" }
        #expect(
            navigator.state.description == """
                stack
                └─ home #1
                modal sheet stack
                └─ login #2
                """)
        #expect(!fixture.screenIDs.contains("orders"))

        let login = try #require(navigator.topmostScreen)
        let finished = await navigator.finish(login.key, with: true)
        #expect(finished.transition != nil, "\(finished)")
        let outcome = await opening

        #expect(openedScreen(outcome)?.id == "orders", "\(outcome)")
        #expect(
            navigator.state.description == """
                stack
                ├─ home #1
                └─ orders #3
                """)
        #expect(fixture.host.displayedState == navigator.state)
    }

    @Test("signed out: finishing login with false drops the original navigation with the reason")
    func signInDeclined() async throws {
        let fixture = try signInFixture()
        let navigator = fixture.navigator
        await fixture.start()

        async let opening = navigator.open("shop://orders")
        await NavTest.waitUntil("the login screen shows") { navigator.topmostScreen?.id == "login" }
        await navigator.finish(try #require(navigator.topmostScreen).key, with: false)
        let outcome = await opening

        let rejection = NavTest.expectRejected(outcome, .interceptor, interceptor: "signedIn")
        #expect(rejection?.message == "sign-in was cancelled")
        #expect(fixture.screenIDs == ["home"])
    }

    @Test("signed out: swiping the login sheet away drops the original navigation with the reason")
    func signInSwipedAway() async throws {
        let fixture = try signInFixture()
        let navigator = fixture.navigator
        await fixture.start()

        async let opening = navigator.open("shop://orders")
        await NavTest.waitUntil("the login screen shows") { navigator.topmostScreen?.id == "login" }
        #expect(fixture.host.simulateInteractiveDismissal())
        let outcome = await opening

        let rejection = NavTest.expectRejected(outcome, .interceptor, interceptor: "signedIn")
        #expect(rejection?.message == "sign-in was cancelled")
        #expect(fixture.screenIDs == ["home"])
        #expect(fixture.host.displayedState == navigator.state)
    }

    @Test("while a request is suspended, other requests (from the login screen) are applied")
    func otherRequestsWhileSuspended() async throws {
        let fixture = try signInFixture()
        let navigator = fixture.navigator
        await fixture.start()

        async let opening = navigator.open("shop://orders")
        await NavTest.waitUntil("the login screen shows") { navigator.topmostScreen?.id == "login" }

        // The login screen opens help, in its own stack, and the user comes back.
        let help = await navigator.open("shop://help")
        #expect(openedScreen(help)?.id == "help", "\(help)")
        #expect(
            navigator.state.description == """
                stack
                └─ home #1
                modal sheet stack
                ├─ login #2
                └─ help #3
                """)
        #expect((await navigator.pop()).transition != nil)
        #expect(navigator.topmostScreen?.id == "login")

        await navigator.finish(try #require(navigator.topmostScreen).key, with: true)
        let outcome = await opening
        #expect(openedScreen(outcome)?.id == "orders", "\(outcome)")
        #expect(fixture.screenIDs == ["home", "orders"])
    }

    @Test("a suspension's work may return another suspension, and the last decision counts")
    func nestedSuspension() async throws {
        let record = CallRecord()
        let fixture = try NavigatorHarness(routes: Self.registerShop) { configuration in
            configuration.addGuard("admin") { _ in
                .suspend { _ in
                    record.append("first")
                    return .suspend { _ in
                        record.append("second")
                        return .reject(reason: "second thoughts")
                    }
                }
            }
        }
        await fixture.start()

        let rejection = NavTest.expectRejected(await fixture.navigator.open("shop://admin"), .interceptor, interceptor: "admin")
        #expect(rejection?.message == "second thoughts")
        #expect(record.all == ["first", "second"])
    }

    // MARK: Unknown guards and the route's own hook

    @Test("a route that names a guard that is not configured stays closed, even in-app")
    func unknownGuard() async throws {
        let fixture = try NavigatorHarness(routes: { routes in
            try routes.register("/vault", screen: "admin", guards: ["vaultKeeper"])
        })
        await fixture.start()

        let outcome = await fixture.navigator.open("shop://vault")

        let rejection = NavTest.expectRejected(outcome, .unknownGuard, interceptor: "vaultKeeper")
        #expect(rejection?.message.contains("vaultKeeper") == true)
        #expect(fixture.screenIDs == ["home"])
        #expect(
            fixture.navigator.validate().map(\.description).contains { $0.contains("'vaultKeeper', which is not configured") })
        // The check before start and the rejection name the problem with the same code.
        let diagnostic = try #require(fixture.navigator.validate().first { $0.key == "guards" })
        #expect(diagnostic.code == rejection?.code)
    }

    @Test("the route's shouldOpen hook refuses one URL and accepts another")
    func shouldOpenHook() async throws {
        let asked = CallRecord()
        let fixture = try NavigatorHarness(routes: { routes in
            try routes.register(
                "/product/<int:id>", screen: "product",
                shouldOpen: { request in
                    asked.append(request.screen.url ?? "-")
                    return request.get("id", as: Int.self) != 13
                })
        })
        await fixture.start()

        let refused = await fixture.navigator.open("shop://product/13")
        let accepted = await fixture.navigator.open("shop://product/42")

        NavTest.expectRejected(refused, .refusedByRoute)
        #expect(openedScreen(accepted)?.arguments["id"] == "42", "\(accepted)")
        #expect(asked.all == ["shop://product/13", "shop://product/42"])
        #expect(fixture.screenIDs == ["home", "product"])
    }

    @Test("shouldOpen runs after the guards: a rejected request never reaches it")
    func shouldOpenAfterGuards() async throws {
        let asked = CallRecord()
        let fixture = try NavigatorHarness(routes: { routes in
            try routes.register(
                "/admin", screen: "admin", guards: ["admin"],
                shouldOpen: { _ in
                    asked.append("asked")
                    return true
                })
        }) { $0.addGuard("admin") { _ in .reject(reason: "no") } }
        await fixture.start()

        NavTest.expectRejected(await fixture.navigator.open("shop://admin"), .interceptor, interceptor: "admin")
        #expect(asked.isEmpty)
    }
}
