import Foundation
import Testing
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

private struct ProductRoute: TypedRoute, Equatable {
    static let pattern = "/product/<int:id>"
    var id: Int
    var ref: String? = nil
}

private enum Sort: String, Codable, Sendable { case price, name }

private struct ListRoute: TypedRoute, Equatable {
    static let pattern = "/list/<name>"
    var name: String
    var sort: Sort?
}

private struct CountRoute: TypedRoute {
    static let pattern = "/count/<int:step>"
    var step: Int
}

private struct Unregistered: TypedRoute {
    static let pattern = "/nowhere"
}

/// A screen's model, passed in the caller's context rather than the URL.
private struct Product: Sendable, Equatable { let name: String }

private struct ModelRoute: TypedRoute {
    static let pattern = "/model/<int:id>"
    var id: Int
}

@MainActor
private struct TypedProductScreen: RoutableScreen {
    static let screenID: String = "typedProduct"
    static func registerRoutes(_ routes: inout RouteTableBuilder<RouteDefinition>) throws(RoutingError) {
        try routes.register(ProductRoute.self, to: .screen(screenID, exposure: .everywhere))
    }
    let route: ProductRoute
    init?(request: ScreenRequest) {
        guard let route = try? request.decode(ProductRoute.self) else { return nil }
        self.route = route
    }
}

private struct CountAsText: TypedRoute {
    static let pattern = "/mismatched/<count>"
    var count: Int
}

@MainActor
private struct MismatchedScreen: RoutableScreen {
    static let screenID: String = "mismatched"
    static func registerRoutes(_ routes: inout RouteTableBuilder<RouteDefinition>) throws(RoutingError) {
        try routes.register(CountAsText.self, to: .screen(screenID))
    }
    init?(request: ScreenRequest) { nil }
}

/// Typed routes through the navigator: `open(ProductRoute(id: 42))` and the screen reading
/// the value back.
@MainActor
@Suite("Navigator: typed routes", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct TypedRouteNavigationTests {
    static func make() async throws -> NavigatorHarness {
        let harness = try NavigatorHarness(
            screens: ["home", "product", "list"],
            catalog: { catalog in
                catalog.registerAction("count") { request in
                    let route = try request.decode(CountRoute.self)
                    return ActionResult("counted", value: route.step * 2)
                }
            },
            routes: { routes in
                try routes.register(ProductRoute.self, screen: "product", exposure: .everywhere)
                try routes.register(ListRoute.self, screen: "list", exposure: .everywhere)
                try routes.register(CountRoute.self, action: "count")
            })
        await harness.start()
        return harness
    }

    @Test("opening a value pushes its screen, which decodes the same value")
    func openValue() async throws {
        let harness = try await Self.make()
        let outcome = await harness.navigator.open(ProductRoute(id: 42, ref: "home"))
        let screen = try #require(outcome.screen)
        #expect(screen.id == "product")
        #expect(screen.url == "shop://product/42?ref=home")
        let request = try #require(harness.navigator.request(for: screen.key))
        #expect(try request.decode(ProductRoute.self) == ProductRoute(id: 42, ref: "home"))
    }

    @Test("a link from outside decodes to the same value as the typed open")
    func externalLink() async throws {
        let harness = try await Self.make()
        let outcome = await harness.navigator.openExternal(
            "https://shop.example.com/list/shoes?sort=price", from: .universalLink)
        let screen = try #require(outcome.screen)
        let request = try #require(harness.navigator.request(for: screen.key))
        #expect(try request.decode(ListRoute.self) == ListRoute(name: "shoes", sort: .price))
    }

    @Test("a link whose values do not decode never opens the screen")
    func undecodableLink() async throws {
        let harness = try await Self.make()
        let before = harness.navigator.state
        let outcome = await harness.navigator.openExternal("shop://list/shoes?sort=newest", from: .otherApp(bundleID: nil))
        #expect(outcome.rejection?.code == .refusedByRoute)
        #expect(harness.navigator.state == before)
    }

    @Test("an action route reads its typed value and reports a result")
    func action() async throws {
        let harness = try await Self.make()
        let doubled = try await harness.navigator.open(CountRoute(step: 21), expecting: Int.self)
        #expect(doubled == 42)
    }

    @Test("a type that is not registered is rejected with the router's error as its cause")
    func unregistered() async throws {
        let harness = try await Self.make()
        let outcome = await harness.navigator.open(Unregistered())
        let rejection = try #require(outcome.rejection)
        #expect(rejection.code == .cannotBuildURL)
        #expect(rejection.message == "Unregistered is not registered")
        #expect((rejection.underlyingError as? RoutingError)?.code == .routeNotFound)
        await #expect(throws: NavigationError.self) {
            try await harness.navigator.open(Unregistered(), expecting: Int.self)
        }
    }

    @Test("the caller's context comes first, and a value of the property's type is taken as it is")
    func contextPrecedence() async throws {
        let harness = try await Self.make()
        let outcome = await harness.navigator.open(ProductRoute(id: 42), context: ["ref": "banner"])
        let screen = try #require(outcome.screen)
        let request = try #require(harness.navigator.request(for: screen.key))
        #expect(try request.decode(ProductRoute.self) == ProductRoute(id: 42, ref: "banner"))

        let typed = ScreenRequest(screen: screen, context: ["id": 7])
        #expect(try typed.decode(ModelRoute.self).id == 7)
        let wrongType = ScreenRequest(screen: screen, context: ["id": Product(name: "lamp")])
        let error = try #require(throws: RoutingError.self) { try wrongType.decode(ModelRoute.self) }
        #expect(error.code == ErrorCode.invalidParameter)
        #expect(error.parameter == "id")
    }

    @Test("a catalog factory for a typed route gets the value; a link that does not decode is refused")
    func catalogFactory() async throws {
        struct Page: Equatable {
            let name: String
            let sort: Sort?
        }
        let harness = try NavigatorHarness(
            screens: ["home"],
            catalog: { catalog in
                catalog.register("list", for: ListRoute.self) { route, _ in Page(name: route.name, sort: route.sort) }
            },
            routes: { routes in
                // Registered by pattern text, as a manifest does: the factory still decodes.
                try routes.register("/list/<name>", screen: "list", exposure: .everywhere)
            })
        await harness.start()
        let opened = await harness.navigator.openExternal("shop://list/shoes?sort=name", from: .universalLink)
        let screen = try #require(opened.screen)
        #expect(harness.host.content(for: screen.key, as: Page.self) == Page(name: "shoes", sort: .name))

        let before = harness.navigator.state
        let refused = await harness.navigator.openExternal("shop://list/shoes?sort=size", from: .universalLink)
        #expect(refused.rejection?.code == .refusedByRoute)
        #expect(harness.navigator.state == before)
    }

    @Test("a routable screen declares a typed route: checked when it registers, opened by value")
    func routableScreen() async throws {
        let harness = try NavigatorHarness(screens: ["home"])
        try harness.navigator.register(TypedProductScreen.self)
        await harness.start()
        let outcome = await harness.navigator.open(ProductRoute(id: 7, ref: "deal"))
        let screen = try #require(outcome.screen)
        #expect(harness.host.content(for: screen.key, as: TypedProductScreen.self)?.route == ProductRoute(id: 7, ref: "deal"))

        let error = try #require(throws: RoutingError.self) { try harness.navigator.register(MismatchedScreen.self) }
        #expect(error.code == .typeMismatch)
        #expect(!harness.catalog.contains("mismatched"))
    }
}
