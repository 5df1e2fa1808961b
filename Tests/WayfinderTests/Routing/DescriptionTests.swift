import Testing
import WayfinderTestSupport

@testable import Wayfinder
@_spi(Internals) @testable import WayfinderRouting

/// What `print` shows of the values users log: names and patterns for people, never a dump of
/// internals, and never a value taken from a URL or passed in by the caller.
@MainActor
@Suite("Descriptions for people", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct DescriptionTests {
    @Test("routes, targets, definitions and exposures")
    func routes() throws {
        let routes = Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["shop"]))
        #expect("\(routes)" == "router with 0 routes")
        try routes.register("/product/<int:id>", screen: "product", tab: "catalog", exposure: .everywhere, guards: ["signedIn"])
        try routes.register("/login", screen: "login", presentation: .presentInStack(style: .fullScreen))
        try routes.register("/logout", action: "logout", exposure: [.notification], externalActions: .requiresConfirmation)
        try routes.register("/p/<int:id>", redirectTo: "/product/<id>", name: "short")
        #expect("\(routes)" == "router with 4 routes")
        #expect(
            routes.routes.map { "\($0)" } == [
                "route #1 /product/<int:id> -> screen product, tab catalog, exposed everywhere, guards signedIn",
                "route #2 /login -> screen login (present-in-stack full-screen), internal",
                "route #3 /logout -> action logout, exposed to notification, external actions confirm",
                "route #4 /p/<int:id> named 'short' -> redirect /product/<id>, internal",
            ])
        #expect(Set<LinkSource>.internalOnly.sourceNames == "internal")
        #expect("\(RouteDefinition.screen("sheet", presentation: .present()))" == "screen sheet (present), internal")
    }

    @Test("query items, context and requests name what they hold, not the values")
    func noValues() throws {
        let router = Router<Int>(configuration: RouterConfiguration(schemes: ["shop"]))
        try router.register("/product/<int:id>", to: 1)
        let match = try #require(router.match("shop://product/42?ref=secret&page=2"))
        #expect("\(match.queryItems)" == "query ref, page")
        #expect("\(QueryItems())" == "no query")
        #expect(!"\(match)".contains("secret"))
        let context: [String: any Sendable] = ["token": "secret", "product": 7]

        let routes = Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["shop"]))
        try routes.register("/product/<int:id>", screen: "product")
        let request = ScreenRequest(
            screen: Screen(id: "product", key: 2), match: routes.match("shop://product/42?ref=secret"),
            context: context, source: .universalLink)
        let printed = "\(request)"
        #expect(
            printed
                == "request for product #2 from universal-link, match of /product/<int:id> (id; query ref), context product, token"
        )
        #expect(!printed.contains("secret") && !printed.contains("42"))
    }
}
