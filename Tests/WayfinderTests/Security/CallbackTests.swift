import Testing
import WayfinderTestSupport
import WayfinderTesting

@testable import Wayfinder
@testable import WayfinderRouting

@MainActor
@Suite("Callback URLs", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct CallbackTests {
    /// A shop whose `pay` action and `auth` screen take callbacks; `partner.example` is on the
    /// callback allowlist. Interceptors and actions record that they ran.
    static func shop(ran: CallRecord, configure: (inout NavigatorConfiguration) -> Void = { _ in }) throws -> NavigatorHarness {
        let fixture = try NavigatorHarness(
            router: RouterConfiguration(schemes: ["shop", "shop-beta"], universalLinkHosts: ["shop.example.com"]),
            routes: { routes in
                try routes.register("/pay", action: "pay", exposure: .everywhere, externalActions: .allowed)
                try routes.register("/auth", screen: "login", exposure: .everywhere)
                try routes.register("/continue/<path:next>", screen: "help", exposure: .everywhere)
            }
        ) { configuration in
            configuration.callbackHosts = ["partner.example", "*.partner.example"]
            configuration.interceptors = [RecordingInterceptor(name: "interceptor", record: ran)]
            configure(&configuration)
        }
        fixture.catalog.registerAction("pay") { request in
            ran.append("pay")
            return ActionResult("paid", value: request.match.query["x-success"])
        }
        return fixture
    }

    /// An encoded query value.
    static func encoded(_ value: String) -> String {
        PercentEncoding.encodeQueryComponent(value)
    }

    nonisolated static let allowedCallbacks = [
        "shop://orders/1", "SHOP://orders/1", "shop-beta://done", "shop:/done",
        "https://partner.example/cb?state=1", "https://PARTNER.example/cb", "https://api.partner.example/cb",
    ]

    @Test(
        "callbacks to the app's own schemes and to allowlisted https hosts are allowed",
        arguments: ["x-success", "next", "redirect_uri"], allowedCallbacks)
    func allowed(parameter: String, callback: String) async throws {
        let ran = CallRecord()
        let fixture = try Self.shop(ran: ran)
        await fixture.start()

        let action = await fixture.navigator.openExternal(
            "shop://pay?amount=5&\(parameter)=\(Self.encoded(callback))", from: .otherApp())
        let screen = await fixture.navigator.open("shop://auth?\(parameter)=\(Self.encoded(callback))")

        guard case .handled = action.kind else {
            Issue.record("\(parameter)=\(callback): \(action)")
            return
        }
        #expect(openedScreen(screen)?.arguments[parameter] == callback, "\(screen)")
        #expect(ran.all.filter { $0 == "pay" }.count == 1)
    }

    nonisolated static let disallowedCallbacks = [
        "https://evil.example/steal",
        "http://partner.example/cb",
        "https://partner.example.evil.example/cb",
        "https://partner.example@evil.example/cb",
        "https://partner.example\\@evil.example/cb",
        "https://evil.example\\.partner.example/cb",
        "https:evil.example",
        "javascript:alert(document.cookie)",
        "data:text/html,<script>alert(1)</script>",
        "file:///etc/passwd",
        "otherapp://take/token",
        "shop://evil.example@orders",
        "//evil.example/cb",
        "/relative/path",
        "",
    ]

    @Test(
        "other callbacks are rejected before any interceptor or action runs, and the message does not repeat them",
        arguments: ["x-success", "next", "redirect_uri"], disallowedCallbacks)
    func disallowed(parameter: String, callback: String) async throws {
        let ran = CallRecord()
        let fixture = try Self.shop(ran: ran)
        await fixture.start()

        let external = await fixture.navigator.openExternal(
            "shop://pay?amount=5&\(parameter)=\(Self.encoded(callback))", from: .otherApp())
        let inApp = await fixture.navigator.open("shop://auth?\(parameter)=\(Self.encoded(callback))")

        for outcome in [external, inApp] {
            let rejection = NavTest.expectRejected(outcome, .disallowedCallback)
            #expect(rejection?.message == "the callback parameter '\(parameter)' points to a URL that is not allowed")
            if !callback.isEmpty {
                #expect(!outcome.description.contains(callback))
                #expect(!outcome.description.contains(Self.encoded(callback)))
            }
        }
        #expect(ran.isEmpty, "ran: \(ran.all)")
        #expect(fixture.screenIDs == ["home"])
    }

    @Test("every value of a repeated callback parameter is checked")
    func repeatedParameter() async throws {
        let ran = CallRecord()
        let fixture = try Self.shop(ran: ran)
        await fixture.start()

        let outcome = await fixture.navigator.open(
            "shop://auth?next=shop://orders&next=\(Self.encoded("https://evil.example/"))")

        NavTest.expectRejected(outcome, .disallowedCallback)
        #expect(ran.isEmpty)
    }

    @Test("a callback captured from the path is checked too")
    func pathParameter() async throws {
        let ran = CallRecord()
        let fixture = try Self.shop(ran: ran)
        await fixture.start()

        let evil = await fixture.navigator.open("shop://continue/\(PercentEncoding.encodePathSegment("https://evil.example/x"))")
        let own = await fixture.navigator.open("shop://continue/\(PercentEncoding.encodePathSegment("shop://orders"))")

        NavTest.expectRejected(evil, .disallowedCallback)
        #expect(openedScreen(own)?.arguments["next"] == "shop://orders", "\(own)")
    }

    @Test("parameters not named by the policy are not callbacks")
    func otherParameters() async throws {
        let ran = CallRecord()
        let fixture = try Self.shop(ran: ran)
        await fixture.start()

        let outcome = await fixture.navigator.open("shop://auth?ref=\(Self.encoded("https://evil.example/"))")

        #expect(openedScreen(outcome)?.id == "login", "\(outcome)")
    }

    @Test("the policy's names and own-scheme rule are configurable")
    func configurablePolicy() async throws {
        let ran = CallRecord()
        let fixture = try Self.shop(ran: ran) { configuration in
            configuration.callbackParameters = ["done"]
            configuration.callbacksMayUseOwnSchemes = false
        }
        await fixture.start()

        let ownScheme = await fixture.navigator.open("shop://auth?done=\(Self.encoded("shop://orders"))")
        let unnamed = await fixture.navigator.open("shop://auth?next=\(Self.encoded("https://evil.example/"))")

        NavTest.expectRejected(ownScheme, .disallowedCallback)
        #expect(openedScreen(unnamed)?.id == "login", "\(unnamed)")
    }

    @Test("a redirect's callback is checked when the redirect is followed")
    func callbackAfterRedirect() async throws {
        let ran = CallRecord()
        let fixture = try Self.shop(ran: ran) { configuration in
            configuration.intercept("send") { request in
                request.url.hasPrefix("shop://auth?ref") ? .redirect(to: "shop://auth?next=https%3A%2F%2Fevil.example") : .proceed
            }
        }
        await fixture.start()

        let outcome = await fixture.navigator.open("shop://auth?ref=1")

        let rejection = NavTest.expectRejected(outcome, .disallowedCallback)
        #expect(rejection?.message.contains("evil.example") == false)
        #expect(fixture.screenIDs == ["home"])
    }

    @Test("the default policy names the usual callback parameters")
    func defaultNames() {
        let names = NavigatorConfiguration().callbackParameters
        #expect(names.isSuperset(of: ["x-success", "x-error", "x-cancel", "next", "redirect_uri"]))
        #expect(NavigatorConfiguration().callbacksMayUseOwnSchemes)
        #expect(!NavigatorConfiguration().callbackAllowlist.allows("https://example.com/"))
    }
}

@MainActor
@Suite("Callbacks: parameter names without case", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct CallbackNameCaseTests {
    @Test(
        "a callback parameter spelled in capitals is checked like its lowercase name",
        arguments: ["NEXT", "Next", "X-Success", "REDIRECT_URI"])
    func capitalised(name: String) async throws {
        let routes = Router<RouteDefinition>(configuration: .init(schemes: ["shop"]))
        try routes.register("/login", screen: "login", exposure: .everywhere)
        let catalog = ScreenCatalog()
        catalog.register("home")
        catalog.register("login")
        let navigator = Navigator(routes: routes, catalog: catalog, host: HeadlessHost())
        await navigator.show("home", presentation: .setRoot)
        let outcome = await navigator.openExternal("shop://login?\(name)=https://evil.example/steal", from: .otherApp())
        #expect(outcome.rejection?.code == .disallowedCallback)
        #expect(outcome.rejection?.message == "the callback parameter '\(name)' points to a URL that is not allowed")
        let own = await navigator.openExternal("shop://login?\(name)=shop://home", from: .otherApp())
        #expect(own.rejection == nil, "\(own)")
    }
}
