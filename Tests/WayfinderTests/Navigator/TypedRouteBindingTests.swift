import Foundation
import Testing
import WayfinderManifest
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

private struct ItemRoute: TypedRoute, Equatable {
    static let pattern = "/item/<int:id>"
    var id: Int
    var ref: String? = nil
}

private enum ShelfOrder: String, Codable, Sendable { case price, name }

private struct ShelfRoute: TypedRoute, Equatable {
    static let pattern = "/shelf/<name>"
    var name: String
    var order: ShelfOrder?
}

/// A type whose pattern names no scheme, for a route the manifest declares for one scheme.
private struct AisleRoute: TypedRoute, Equatable {
    static let pattern = "/aisle/<int:number>"
    var number: Int
    var order: ShelfOrder?
}

private struct RenamedCapture: TypedRoute {
    static let pattern = "/item/<int:number>"
    var number: Int
}

/// A manifest that declares the routes the types above bind to: the manifest says who may
/// reach them, the types say what they carry.
private let manifestText = """
    {
      "version": 1,
      "schemes": ["shop"],
      "universalLinkHosts": ["shop.example.com"],
      "routes": [
        {"pattern": "/item/<int:id>", "screen": "item", "exposure": ["universal-link"], "description": "An item"},
        {"pattern": "/shelf/<name>", "screen": "shelf", "exposure": ["universal-link"]},
        {"pattern": "/checkout", "screen": "checkout"},
        {"pattern": "shop://aisle/<int:number>", "name": "aisle", "screen": "aisle", "exposure": ["external"]}
      ]
    }
    """

/// Typed routes meet the routes a manifest declares: the type binds to the declared route,
/// which keeps what the manifest says of it, and a link that does not fit the type says which
/// property and why.
@MainActor
@Suite("Typed routes bind to declared routes", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct TypedRouteBindingTests {
    static func make(register: (Router<RouteDefinition>) throws -> Void = { _ in }) async throws -> NavigatorHarness {
        let manifest = try Manifest.decode(json: manifestText, file: "routes.json")
        let harness = try NavigatorHarness(
            router: manifest.routerConfiguration(), screens: ["home", "item", "shelf", "checkout", "aisle"],
            routes: { target in
                try target.update { table in
                    for entry in manifest.routes {
                        try table.register(
                            entry.pattern, to: entry.definition, name: entry.name, defaults: entry.defaults,
                            description: entry.description)
                    }
                }
                try register(target)
            })
        await harness.start()
        return harness
    }

    @Test("a type registered over a manifest's route binds to it and keeps its exposure and description")
    func bindsAndKeepsDeclaration() async throws {
        let harness = try await Self.make { routes in
            // Settings passed here are the type's wishes; the manifest's declaration wins.
            try routes.register(ItemRoute.self, screen: "item", exposure: .internalOnly)
        }
        #expect(harness.routes.routes.count == 4, "no second route was added")
        let declared = try #require(harness.routes.routes.first { $0.pattern == "/item/<int:id>" })
        #expect(declared.target.exposure == [.universalLink])
        #expect(declared.description == "An item")

        let byValue = await harness.navigator.open(ItemRoute(id: 7, ref: "home"))
        #expect(byValue.screen?.url == "shop://item/7?ref=home")
        let external = await harness.navigator.openExternal("https://shop.example.com/item/8", from: .universalLink)
        #expect(external.screen?.id == "item", "the manifest's exposure still lets the link in: \(external)")
    }

    @Test("a type bound with bind(_:) or opened unbound builds the URL the router builds")
    func bindAndOpen() async throws {
        let harness = try await Self.make()
        let unbound = await harness.navigator.open(ShelfRoute(name: "hats"))
        #expect(unbound.screen?.url == "shop://shelf/hats", "a manifest's route opens by value with no registration: \(unbound)")
        let id = try harness.routes.bind(ShelfRoute.self)
        #expect(harness.routes.route(id)?.pattern == "/shelf/<name>")
        let url = try harness.routes.url(for: ShelfRoute(name: "shoes", order: .price))
        #expect(url == "shop://shelf/shoes?order=price")
        let opened = await harness.navigator.open(ShelfRoute(name: "shoes", order: .price))
        #expect(opened.screen?.url == url)
    }

    @Test("a type bound with bind(_:) refuses a link that does not decode, naming the property")
    func boundTypeRefusesLinks() async throws {
        let harness = try await Self.make()
        let before = harness.navigator.state
        // Bound by pattern, with no registration: the manifest's route now decodes to the type.
        try harness.routes.bind(ShelfRoute.self)
        let refused = await harness.navigator.openExternal(
            "https://shop.example.com/shelf/shoes?order=s3cret", from: .universalLink)
        #expect(refused.rejection?.message == "the link does not fit ShelfRoute: parameter 'order' is not a valid ShelfOrder")
        #expect(harness.navigator.state == before)
        let opened = await harness.navigator.openExternal("https://shop.example.com/shelf/shoes?order=name", from: .universalLink)
        #expect(opened.screen?.id == "shelf", "\(opened)")
    }

    @Test("a type binds by name to a declared route whose pattern is not the type's")
    func bindByName() async throws {
        let harness = try await Self.make()
        // The manifest declares the route for the shop scheme; the type's pattern names none.
        let byPattern = try #require(throws: RoutingError.self) { try harness.routes.bind(AisleRoute.self) }
        #expect(byPattern.code == .routeNotFound)
        let id = try harness.routes.bind(AisleRoute.self, toRouteNamed: "aisle")
        #expect(harness.routes.route(id)?.pattern == "shop://aisle/<int:number>")
        #expect(harness.routes.routes.count == 4, "binding adds no route")
        #expect(try harness.routes.url(for: AisleRoute(number: 3, order: .price)) == "shop://aisle/3?order=price")
        let opened = await harness.navigator.open(AisleRoute(number: 3))
        #expect(opened.screen?.url == "shop://aisle/3", "\(opened)")
        let refused = await harness.navigator.openExternal("shop://aisle/3?order=x", from: .otherApp(bundleID: nil))
        #expect(refused.rejection?.message == "the link does not fit AisleRoute: parameter 'order' is not a valid ShelfOrder")

        let unknown = try #require(throws: RoutingError.self) {
            try harness.routes.bind(AisleRoute.self, toRouteNamed: "isle")
        }
        #expect(unknown.code == .routeNotFound && unknown.message.contains("'isle'"))
        let misfit = try #require(throws: RoutingError.self) {
            try harness.routes.bind(ItemRoute.self, toRouteNamed: "aisle")
        }
        #expect(misfit.code == .typeMismatch && misfit.message.contains("number"), "\(misfit)")
    }

    @Test("a declared route that shows another screen is a conflict naming both")
    func disagreement() async throws {
        let harness = try await Self.make()
        let error = try #require(throws: RoutingError.self) {
            try harness.routes.register(ItemRoute.self, screen: "product")
        }
        #expect(error.code == .conflict)
        #expect(error.message.contains("ItemRoute") && error.message.contains("'product'") && error.message.contains("'item'"))
        #expect(error.conflictingPatterns == ["/item/<int:id>"])
        let action = try #require(throws: RoutingError.self) { try harness.routes.register(ItemRoute.self, action: "buy") }
        #expect(action.code == .conflict && action.message.contains("runs the action 'buy'"))
    }

    @Test("a type whose properties do not fit the declared captures is refused by name")
    func captureNames() async throws {
        let harness = try await Self.make()
        let error = try #require(throws: RoutingError.self) { try harness.routes.bind(RenamedCapture.self) }
        #expect(error.code == .typeMismatch)
        #expect(error.message.contains("number"))
        let missing = try #require(throws: RoutingError.self) {
            try Router<Int>().bind(ItemRoute.self)
        }
        #expect(missing.code == .routeNotFound)
    }

    @Test("replacing: true replaces the declared route with the type's own")
    func replacing() async throws {
        let harness = try await Self.make { routes in
            try routes.register(ItemRoute.self, screen: "item", exposure: .internalOnly, replacing: true)
        }
        let external = await harness.navigator.openExternal("https://shop.example.com/item/8", from: .universalLink)
        // An internal route is not there for a link from outside.
        #expect(external.screen == nil, "\(external)")
        #expect(harness.routes.match("shop://item/8")?.target.exposure == .internalOnly)
    }

    @Test("a link that does not decode names the property and why, never its value")
    func decodeRefusalNamesProperty() async throws {
        let harness = try await Self.make { routes in
            try routes.register(ShelfRoute.self, screen: "shelf")
        }
        let before = harness.navigator.state
        let outcome = await harness.navigator.openExternal(
            "https://shop.example.com/shelf/shoes?order=s3cret", from: .universalLink)
        let rejection = try #require(outcome.rejection)
        #expect(rejection.code == .refusedByRoute)
        #expect(rejection.message == "the link does not fit ShelfRoute: parameter 'order' is not a valid ShelfOrder")
        #expect(!rejection.description.contains("s3cret"))
        let cause = try #require(rejection.underlyingError as? RoutingError)
        #expect(cause.parameter == "order" && cause.code == .invalidParameter)
        #expect(harness.navigator.state == before)
    }

    @Test("the typed form inside update {} checks decoding as the router's own call does")
    func builderChecksDecoding() async throws {
        let harness = try NavigatorHarness(
            screens: ["home", "shelf"],
            routes: { routes in
                try routes.update { table in
                    try table.register(ShelfRoute.self, to: .screen("shelf", exposure: .everywhere))
                    try table.register("/checkout", screen: "shelf", exposure: .everywhere)
                    try table.register("/pay", action: "pay")
                    try table.register("/old/<name>", redirectTo: "shop://shelf/<name>", exposure: .everywhere)
                }
            })
        await harness.start()
        let refused = await harness.navigator.openExternal("shop://shelf/hats?order=colour", from: .otherApp(bundleID: nil))
        #expect(refused.rejection?.message == "the link does not fit ShelfRoute: parameter 'order' is not a valid ShelfOrder")
        let opened = await harness.navigator.openExternal("shop://old/hats", from: .otherApp(bundleID: nil))
        #expect(opened.screen?.url == "shop://shelf/hats", "\(opened)")
        #expect(harness.routes.match("shop://pay")?.target.action == "pay")
    }

    @Test("a catalog factory for a typed route refuses with the property too")
    func catalogRefusalNamesProperty() async throws {
        let harness = try NavigatorHarness(
            screens: ["home"],
            catalog: { catalog in catalog.register("shelf", for: ShelfRoute.self) { route, _ in route.name } },
            routes: { routes in try routes.register("/shelf/<name>", screen: "shelf", exposure: .everywhere) })
        await harness.start()
        let refused = await harness.navigator.openExternal("shop://shelf/hats?order=colour", from: .otherApp(bundleID: nil))
        #expect(refused.rejection?.message == "the link does not fit ShelfRoute: parameter 'order' is not a valid ShelfOrder")
        #expect((refused.rejection?.underlyingError as? RoutingError)?.parameter == "order")
    }

    @Test("a typed open builds the URL the router builds, with several schemes given in any order")
    func typedURLIsTheRoutersURL() async throws {
        for schemes in [["shop", "app", "https"], ["https", "app", "shop"]] {
            let harness = try NavigatorHarness(
                router: RouterConfiguration(schemes: Set(schemes), universalLinkHosts: ["shop.example.com"]),
                screens: ["home", "item"],
                routes: { routes in try routes.register(ItemRoute.self, screen: "item") })
            await harness.start()
            let opened = await harness.navigator.open(ItemRoute(id: 3))
            #expect(opened.screen?.url == "app://item/3")
            #expect(try harness.routes.url(for: ItemRoute(id: 3)) == "app://item/3")
        }
    }
}
