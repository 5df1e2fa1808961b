import Foundation
import Testing
import WayfinderTestSupport
import Wayfinder
import WayfinderTesting

/// The README's samples run as written (``DocumentationSampleTests`` keeps them equal to the
/// README's blocks).
@MainActor
@Suite("README samples run as written", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ReadmeSamples {
    @Test("at a glance: routes, the first screen, both doors and a typed result")
    func atAGlance() async throws {
        // sample: README
        // Routes: in code, or loaded from a manifest (see Examples/shop.json).
        let routes = Router<RouteDefinition>(configuration: RouterConfiguration(
            schemes: ["shop"], universalLinkHosts: ["shop.example.com"]))
        try routes.register("/category/<category>", screen: "category", tab: "catalog", exposure: .everywhere)
        try routes.register("/product/<int:id>", screen: "product", parent: "/category/<category>",
                            tab: "catalog", exposure: .everywhere)
        try routes.register("/cart/count", action: "cartCount")

        // Screens register by id in their own modules; the host (UIKit, SwiftUI, or memory) shows them.
        let catalog = ScreenCatalog()
        for id in ["home", "catalog", "category", "product"] { catalog.register(id) }
        catalog.registerAction("cartCount") { _ in ActionResult("2 items in the cart", value: 2) }
        let navigator = Navigator(
            routes: routes, catalog: catalog, host: HeadlessHost(catalog: catalog),
            configuration: NavigatorConfiguration(tabs: [
                TabDefinition(id: "home", screen: "home"), TabDefinition(id: "catalog", screen: "catalog"),
            ]))
        await navigator.showTabs()                                       // the first screen, at launch

        await navigator.open("shop://product/42?ref=home")               // in-app door
        await navigator.openExternal("https://shop.example.com/product/7?category=shoes",
                                     from: .universalLink)               // links from outside
        // A typed result; a screen hands one back the same way when it finishes.
        let count = try await navigator.open("shop://cart/count", expecting: Int.self)   // 2
        // end sample
        #expect(count == 2)
        #expect(navigator.state.selectedTab == "catalog")
        // The link from outside kept the product the user had open in the catalog tab, and
        // showed its own product, with its category beneath it, in a sheet over it.
        #expect(navigator.state.stack(at: .tab("catalog"))?.screens.map(\.id) == ["catalog", "product"])
        #expect(navigator.state.topmostStack?.screens.map(\.id) == ["category", "product"])
    }

    @Test("matching alone needs only the router")
    func matchingAlone() throws {
        // sample: README
        let router = Router<Int>()
        try router.register("shop://product/<int:id>", to: 7)
        let match = router.match("shop://product/42?ref=home")!
        print(match.target)                          // 7
        print(try match.require("id", as: Int.self)) // 42
        print(match.get("ref") ?? "")                // home
        // end sample
        #expect(match.target == 7)
        #expect(try match.require("id", as: Int.self) == 42)
        #expect(match.get("ref") == "home")
    }

    @Test("typed routes: register a type, open a value, decode it in the screen")
    func typedRoutes() async throws {
        let routes = Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["shop"]))
        let catalog = ScreenCatalog()
        catalog.register("home")
        let navigator = Navigator(routes: routes, catalog: catalog, host: HeadlessHost(catalog: catalog))
        await navigator.show("home", presentation: .setRoot)
        struct ProductPage { let id: Int }

        // sample: README
        struct ProductRoute: TypedRoute {
            static let pattern = "/product/<int:id>"
            var id: Int
            var ref: String? = nil                   // not in the path: read from the query
        }

        try routes.register(ProductRoute.self, screen: "product", exposure: .everywhere)
        catalog.register("product", for: ProductRoute.self) { route, _ in ProductPage(id: route.id) }
        await navigator.open(ProductRoute(id: 42, ref: "home"))   // shop://product/42?ref=home
        // end sample
        let screen = try #require(navigator.topmostScreen)
        #expect(screen.id == "product")
        #expect(screen.url == "shop://product/42?ref=home")
        let request = try #require(navigator.request(for: screen.key))
        #expect(catalog.makeContent(for: request, as: ProductPage.self)?.id == 42)
        #expect(try request.decode(ProductRoute.self).ref == "home")
    }
}
