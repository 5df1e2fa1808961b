import Testing
import Wayfinder

/// A shop on the UIKit host over fakes: two tabs, a product with its category beneath, a sheet,
/// a full-screen cover and a detail screen, animated.
@MainActor
struct FakeShop {
    let ui = FakeUIKit()
    let host: FakeUIKitHost
    let navigator: Navigator

    /// - Parameter extraScreens: more screens, each with its pattern, id and presentation.
    init(extraScreens: [(pattern: String, id: String, presentation: Presentation)] = []) throws {
        let routes = Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["shop"]))
        try routes.register("/category/<category>", screen: "category", tab: "shop", exposure: .everywhere)
        try routes.register(
            "/product/<int:id>", screen: "product", parent: "/category/<category>", tab: "shop",
            exposure: .everywhere, defaults: ["category": "all"])
        try routes.register("/sheet", screen: "sheet", presentation: .present())
        try routes.register("/cover", screen: "cover", presentation: .present(style: .fullScreen))
        try routes.register("/detail/<int:id>", screen: "detail")
        for extra in extraScreens { try routes.register(extra.pattern, screen: extra.id, presentation: extra.presentation) }
        let catalog = ScreenCatalog()
        for id: String in ["home", "shop", "category", "product", "sheet", "cover", "detail"] + extraScreens.map(\.id) {
            catalog.register(id)
        }
        host = FakeUIKitHost(ui: ui, catalog: catalog)
        navigator = Navigator(
            routes: routes, catalog: catalog, host: host,
            configuration: NavigatorConfiguration(
                tabs: [TabDefinition(id: "home", screen: "home"), TabDefinition(id: "shop", screen: "shop")], animated: true))
    }

    /// Checks what every test ends with: host and navigator agree, nothing is mid-animation,
    /// UIKit complained about nothing, nothing had to be rebuilt.
    func expectSettled(sourceLocation: SourceLocation = #_sourceLocation) async {
        await ui.finishAnimations()
        #expect(
            host.displayedState == navigator.state, "host:\n\(host.displayedState)\nnavigator:\n\(navigator.state)",
            sourceLocation: sourceLocation)
        #expect(ui.complaints.isEmpty, "\(ui.complaints)", sourceLocation: sourceLocation)
        #expect(host.driver.rebuildCount == 0, sourceLocation: sourceLocation)
    }

    /// The navigation controller of a tab.
    func stack(_ tab: String) -> FakeNavigationController? {
        ContainerTree.stackContainer(at: .tab(tab), in: host.root!, bindings: host.driver.bindings) as? FakeNavigationController
    }

    /// The topmost presented controller the navigator shows.
    func topModal() -> FakeViewController? {
        ContainerTree.presentationChain(from: host.root!).last as? FakeViewController
    }
}

/// A suite of tests on one ``FakeShop``: its parts by their short names.
@MainActor
protocol FakeShopSuite {
    var shop: FakeShop { get }
}

extension FakeShopSuite {
    var ui: FakeUIKit { shop.ui }
    var host: FakeUIKitHost { shop.host }
    var navigator: Navigator { shop.navigator }
}
