import Foundation
import Testing
import Wayfinder
import WayfinderTestSupport
import WayfinderTesting

/// The doors take `URL` values as they take text.
@MainActor
@Suite("Opening URL values", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct URLDoorTests {
    static func navigator() throws -> (Navigator, ScreenCatalog) {
        let routes = Router<RouteDefinition>(
            configuration: RouterConfiguration(schemes: ["shop"], universalLinkHosts: ["shop.example.com"]))
        try routes.register("/product/<int:id>", screen: "product", exposure: [.universalLink])
        try routes.register("/admin", screen: "admin")
        try routes.register("/count", action: "count")
        let catalog = ScreenCatalog()
        for id: String in ["home", "product", "admin"] { catalog.register(id) }
        catalog.registerAction("count") { _ in ActionResult("3 items", value: 3) }
        return (Navigator(routes: routes, catalog: catalog, host: HeadlessHost(catalog: catalog)), catalog)
    }

    @Test("in-app, from outside, and with a result: the same outcomes as the URL's text")
    func doors() async throws {
        let (navigator, _) = try Self.navigator()
        await navigator.show("home", presentation: .setRoot)

        let opened = await navigator.open(try #require(URL(string: "shop://product/42?ref=mail")))
        #expect(navigator.topmostScreen?.id == "product")
        #expect(navigator.topmostScreen?.arguments["id"] == "42")
        #expect(opened.rejection == nil && !opened.isNotFound)

        let outside = await navigator.openExternal(
            try #require(URL(string: "https://shop.example.com/admin")), from: .universalLink)
        #expect(outside.isNotFound, "an internal route answers 'not found' from outside, as text does")

        let count = try await navigator.open(try #require(URL(string: "shop://count")), expecting: Int.self)
        #expect(count == 3)
    }
}
