import Testing
import WayfinderTestSupport
import WayfinderTesting

@testable import Wayfinder
@testable import WayfinderRouting

/// A link from outside builds the route's parent beneath it, unless the stack already holds
/// that parent, in which case the new screen lands right above it.
@MainActor
@Suite("Navigator: parents already on the stack", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ParentChainTests {
    func make() throws -> (Navigator, HeadlessHost) {
        let routes = Router<RouteDefinition>(configuration: .init(schemes: ["shop"]))
        try routes.register("/product/<int:id>", screen: "product", parent: "/category/<category>", exposure: .everywhere)
        try routes.register("/category/<category>", screen: "category", exposure: .everywhere)
        let catalog = ScreenCatalog()
        for id: String in ["home", "product", "category"] { catalog.register(id) }
        let host = HeadlessHost()
        // Links land in place, as these tests ask: from outside the default would keep the
        // product the user had and present the new one over it.
        var configuration = NavigatorConfiguration()
        configuration.arrivals[.otherApp()] = .inTab
        return (Navigator(routes: routes, catalog: catalog, host: host, configuration: configuration), host)
    }

    @Test("a second product of the same category lands above the category already there")
    func sameParentReused() async throws {
        let (navigator, _) = try make()
        await navigator.show("home", presentation: .setRoot)
        await navigator.openExternal("shop://product/1?category=shoes", from: .otherApp())
        let second = await navigator.openExternal("shop://product/2?category=shoes", from: .otherApp())
        #expect(
            navigator.state.description == """
                stack
                ├─ home #1
                ├─ category #3 category=shoes
                └─ product #4 category=shoes id=2
                """)
        #expect(second.description == "opened product #4 (pop product #2 from root stack, push product #4 onto root stack)")
    }

    @Test("a product of another category gets its own category beneath it")
    func otherParentBuilt() async throws {
        let (navigator, _) = try make()
        await navigator.show("home", presentation: .setRoot)
        await navigator.openExternal("shop://product/1?category=shoes", from: .otherApp())
        await navigator.openExternal("shop://product/2?category=hats", from: .otherApp())
        #expect(
            navigator.state.description == """
                stack
                ├─ home #1
                ├─ category #3 category=shoes
                ├─ product #2 category=shoes id=1
                ├─ category #5 category=hats
                └─ product #4 category=hats id=2
                """)
    }

    @Test("an outcome's description names screens and routes, never a query value")
    func outcomesCarryNoQueryValues() async throws {
        let (navigator, _) = try make()
        await navigator.show("home", presentation: .setRoot)
        let outcome = await navigator.openExternal("shop://product/1?category=shoes&token=s3cret", from: .otherApp())
        #expect(!outcome.description.contains("s3cret"))
        #expect(!outcome.description.contains("shoes"))
        let missing = await navigator.open("shop://nowhere?token=s3cret")
        #expect(missing.description == "not found")
        do {
            _ = try await navigator.open("shop://nowhere?token=s3cret", expecting: Int.self)
            Issue.record("expected a rejection")
        } catch {
            #expect(!"\(error)".contains("s3cret"))
        }
    }
}
