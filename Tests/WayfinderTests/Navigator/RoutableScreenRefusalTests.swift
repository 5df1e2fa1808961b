import Testing
import WayfinderTestSupport
import WayfinderTesting

@testable import Wayfinder
@testable import WayfinderRouting

@MainActor
@Suite(
    "Navigator: a screen type that cannot be built from a request is not opened", .timeLimit(.minutes(5)),
    .endsWithin(.seconds(20)))
struct RoutableScreenRefusalTests {
    struct Order: RoutableScreen {
        static let screenID: String = "order"
        static func registerRoutes(_ routes: inout RouteTableBuilder<RouteDefinition>) throws(RoutingError) {
            try routes.register("/order/<number>", to: .screen(screenID))
        }
        let number: Int
        init?(request: ScreenRequest) {
            guard let number = request.get("number", as: Int.self), number > 0 else { return nil }
            self.number = number
        }
    }

    /// A screen whose second route conflicts with a route the table already has.
    struct Clashing: RoutableScreen {
        static let screenID: String = "clashing"
        static func registerRoutes(_ routes: inout RouteTableBuilder<RouteDefinition>) throws(RoutingError) {
            try routes.register("/clashing", to: .screen(screenID))
            try routes.register("/order/<id>", to: .screen(screenID))
        }
        init?(request: ScreenRequest) {}
    }

    @Test("a screen whose routes do not all register leaves the table and the catalog as they were")
    func allOrNothing() throws {
        let routes = Router<RouteDefinition>(configuration: .init(schemes: ["shop"]))
        let catalog = ScreenCatalog()
        let navigator = Navigator(routes: routes, catalog: catalog, host: HeadlessHost(catalog: catalog))
        try navigator.register(Order.self)
        let error = try #require(throws: RoutingError.self) { try navigator.register(Clashing.self) }
        #expect(error.code == .conflict)
        #expect(routes.routes.map(\.pattern) == ["/order/<number>"])
        #expect(routes.match("shop://clashing") == nil)
        #expect(!catalog.contains("clashing"))
    }

    @Test("a request the type accepts opens it; one it refuses is rejected and nothing changes")
    func refusal() async throws {
        let routes = Router<RouteDefinition>(configuration: .init(schemes: ["shop"]))
        let catalog = ScreenCatalog()
        catalog.register("home")
        let host = HeadlessHost(catalog: catalog)
        let navigator = Navigator(routes: routes, catalog: catalog, host: host)
        try navigator.register(Order.self)
        await navigator.show("home", presentation: .setRoot)

        let opened = await navigator.open("shop://order/12")
        let key = try #require(navigator.topmostScreen?.key)
        #expect(host.content(for: key, as: Order.self)?.number == 12, "\(opened)")

        let before = navigator.state
        let refused = await navigator.open("shop://order/minus-one")
        #expect(refused.rejection?.code == .refusedByRoute)
        #expect(refused.rejection?.message == "the screen 'order' cannot be built from this request")
        #expect(navigator.state == before)
        #expect(catalog.accepts(ScreenRequest(screen: Screen(id: "home", key: 99))))
    }
}
