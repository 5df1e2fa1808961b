import Testing
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

/// Outcomes, errors and link descriptions show patterns and screen ids, never a value taken
/// from a URL, unless the route marks the parameter public.
@MainActor
@Suite("No URL value in outcomes or errors", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct RedactionTests {
    nonisolated static let secret = "s3cr3t-T0KEN"

    static func fixture() throws -> NavigatorHarness {
        try NavigatorHarness(
            screens: NavigatorHarness.standardScreens + ["search", "reset"],
            systemSchemes: ["tel"],
            routes: { routes in
                try routes.register("/search/<query>", screen: "search", exposure: .everywhere)
                try routes.register("/find", redirectTo: "/search/<q>", exposure: .everywhere)
                try routes.register("/reset/<token>", screen: "reset", exposure: .everywhere, guards: ["signedIn"])
                try routes.register("/r/<token>", redirectTo: "/reset/<token>", exposure: .everywhere)
                try routes.register(
                    "/product/<int:id>",
                    to: .screen(
                        "product", exposure: .everywhere, publicParameters: ["id"]))
                try routes.register("/p/<int:id>", redirectTo: "/product/<id>", exposure: .everywhere)
            },
            configure: { configuration in
                configuration.addGuard("signedIn") { _ in .reject(reason: "signed out") }
                configuration.webScreen = "web"
                configuration.webHosts = ["help.example.com"]
            })
    }

    @Test(
        "a redirect that moves a query value into a path shows the route's pattern",
        arguments: [
            "shop://find?q=\(secret)", "https://shop.example.com/find?q=\(secret)",
        ])
    func queryIntoPath(url: String) async throws {
        let fixture = try Self.fixture()
        await fixture.start()
        for outcome in [await fixture.navigator.open(url), await fixture.navigator.openExternal(url, from: .universalLink)] {
            #expect(!outcome.description.contains(Self.secret), "\(outcome.description)")
            #expect(outcome.description.contains("/search/<query>"), "\(outcome.description)")
            guard case .redirected(let target, _) = outcome.kind else {
                Issue.record("expected a redirect: \(outcome)")
                continue
            }
            #expect(!target.contains(Self.secret))
        }
        // The screen itself has the value: only texts for logs leave it out.
        #expect(fixture.navigator.topmostScreen?.arguments["query"] == Self.secret)
    }

    @Test("a path capture never shows: redirected, then rejected by a guard")
    func pathCapture() async throws {
        let fixture = try Self.fixture()
        await fixture.start()
        let outcome = await fixture.navigator.openExternal(
            "shop://r/\(Self.secret)", from: .otherApp(bundleID: "com.example.mail"))
        #expect(outcome.description == "redirected to shop://reset/<token>, then rejected: signed out [signedIn]")
        #expect(outcome.rejection?.message.contains(Self.secret) == false)
    }

    @Test("a public parameter shows its value; the others do not")
    func publicParameter() async throws {
        let fixture = try Self.fixture()
        await fixture.start()
        let outcome = await fixture.navigator.open("shop://p/42")
        guard case .redirected(let target, _) = outcome.kind else {
            Issue.record("expected a redirect: \(outcome)")
            return
        }
        #expect(target == "shop://product/42")
    }

    @Test(
        "fallbacks show the scheme and a web URL's host, not the path",
        arguments: [
            ("https://help.example.com/reset/\(secret)?x=\(secret)", "fallback: web screen for https://help.example.com/…"),
            ("tel:+1555\(secret)", "fallback: handed to the system: tel:…"),
        ])
    func fallbacks(url: String, expected: String) async throws {
        let fixture = try Self.fixture()
        await fixture.start()
        let outcome = await fixture.navigator.open(url)
        #expect(outcome.description == expected)
    }

    @Test("a parameter that does not convert is named, its value left out of the description")
    func parameterError() throws {
        let router = Router<Int>()
        try router.register("/item/<id>", to: 1)
        let match = try #require(router.match("app://item/\(Self.secret)"))
        let error = #expect(throws: RoutingError.self) { try match.require("id", as: Int.self) }
        #expect(error?.description == "parameter 'id' is not a valid Int")
        #expect(error?.value == Self.secret)
    }

    @Test(
        "redaction keeps what is not a value",
        arguments: [
            ("shop://product/42?ref=x", "shop://…"), ("https://help.example.com", "https://help.example.com"),
            ("https://help.example.com/", "https://help.example.com/"), ("mailto:someone@example.com", "mailto:…"),
            ("not a url", "…"), ("shop:", "shop:"),
        ])
    func withoutValues(url: String, expected: String) {
        #expect(Redaction.withoutValues(url) == expected)
    }
}
