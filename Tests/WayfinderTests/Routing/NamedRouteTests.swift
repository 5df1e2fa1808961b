import Foundation
import Testing
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderManifest
@testable import WayfinderRouting

/// Routes registered with a name, in code or in a manifest, build their URLs by that name.
@Suite("Named routes", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct NamedRouteTests {
    @Test("a named route builds its URL by name")
    func byName() throws {
        let router = Router<String>(configuration: RouterConfiguration(schemes: ["shop"]))
        let id = try router.register("/product/<int:id>[/<tab>]", to: "product", name: "product")
        #expect(router.routeID(named: "product") == id)
        #expect(try router.url(named: "product", parameters: ["id": "42"]) == "shop://product/42")
        #expect(
            try router.url(
                named: "product", parameters: ["id": "42", "tab": "reviews"],
                query: ["ref": "home"]) == "shop://product/42/reviews?ref=home")
        let missing = try #require(throws: RoutingError.self) { try router.url(named: "cart") }
        #expect(missing.code == .routeNotFound)
        #expect(missing.message == "no route is named 'cart'")
    }

    @Test("a name is unique unless the route replaces the one that has it")
    func unique() throws {
        let router = Router<String>(configuration: RouterConfiguration(schemes: ["shop"]))
        try router.register("/product/<int:id>", to: "product", name: "product")
        let error = try #require(throws: RoutingError.self) {
            try router.register("/item/<int:id>", to: "item", name: "product")
        }
        #expect(error.code == .conflict)
        #expect(error.message == "the name 'product' is already the name of '/product/<int:id>'")
        #expect(router.routes.count == 1)
        #expect(router.match("shop://item/1") == nil)

        try router.register("/item/<int:id>", to: "item", name: "product", replacing: true)
        #expect(try router.url(named: "product", parameters: ["id": "1"]) == "shop://item/1")
        // The route that had the name keeps its place, without the name.
        #expect(router.routes.map(\.name) == [nil, "product"])
    }

    @Test("a route lists the name it was registered with, in the builder and once published")
    func listed() throws {
        let router = Router<String>(configuration: RouterConfiguration(schemes: ["shop"]))
        let named = try router.register("/product/<int:id>", to: "product", name: "product", description: "A product")
        let plain = try router.register("/cart", to: "cart")
        #expect(router.route(named)?.name == "product" && router.route(named)?.description == "A product")
        #expect(router.route(plain)?.name == nil)
        try router.update { table in
            let id = try table.register("/help/<path:topic>", to: "help", name: "help")
            #expect(table.route(id)?.name == "help")
            #expect(table.routes.map(\.name) == ["product", nil, "help"])
        }
        #expect(router.routes.map(\.name) == ["product", nil, "help"])
    }

    @Test("a removed route's name builds nothing and can be taken again")
    func removed() throws {
        let router = Router<String>(configuration: RouterConfiguration(schemes: ["shop"]))
        let id = try router.register("/cart", to: "cart", name: "cart")
        router.remove(id)
        #expect(router.routeID(named: "cart") == nil)
        #expect(throws: RoutingError.self) { try router.url(named: "cart") }
        try router.register("/basket", to: "cart", name: "cart")
        #expect(try router.url(named: "cart") == "shop://basket")
    }

    @Test("manifest routes carry their name to the router")
    func manifest() throws {
        let manifest = try Manifest.decode(
            json: #"""
                {"version": 1, "schemes": ["shop"], "routes": [
                  {"pattern": "/product/<int:id>", "screen": "product", "name": "product"},
                  {"pattern": "/cart", "screen": "cart"}
                ]}
                """#)
        #expect(manifest.routes.map(\.name) == ["product", nil])
        let routes = try manifest.makeRouter()
        #expect(try routes.url(named: "product", parameters: ["id": "42"]) == "shop://product/42")
        #expect(routes.routes.map(\.name) == ["product", nil])
    }

    @Test("a manifest refuses an empty or repeated name, naming the route that has it")
    func manifestIssues() throws {
        let json = #"""
            {"version": 1, "schemes": ["shop"], "routes": [
              {"pattern": "/a", "screen": "a", "name": "home"},
              {"pattern": "/b", "screen": "b", "name": "home"},
              {"pattern": "/c", "screen": "c", "name": ""},
              {"pattern": "/d", "screen": "d", "name": 4}
            ]}
            """#
        let error = try #require(throws: ManifestError.self) { try Manifest.decode(json: json, file: "m.json") }
        let messages = error.issues.map { "\($0.key): \($0.message)" }
        #expect(
            messages == [
                "routes[1].name: 'home' is already the name of routes[0]",
                "routes[2].name: a route's name is not empty",
                "routes[3].name: expected a string, found a number",
            ])
    }
}
