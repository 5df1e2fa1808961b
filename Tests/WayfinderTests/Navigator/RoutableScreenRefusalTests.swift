import Testing
@testable import Wayfinder
@testable import WayfinderRouting
import WayfinderTesting

@MainActor
@Suite("Navigator: a screen type that cannot be built from a request is not opened")
struct RoutableScreenRefusalTests {
    struct Order: RoutableScreen {
        static let screenID: String = "order"
        static let routes = [RouteDeclaration("/order/<number>")]
        let number: Int
        init?(request: ScreenRequest) {
            guard let number = request.get("number", as: Int.self), number > 0 else { return nil }
            self.number = number
        }
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
