import Testing
import Wayfinder
import WayfinderTestSupport

/// What a scene owns goes with it, and windows navigate on their own.
@MainActor
@Suite("The UIKit host over fakes: scenes and windows", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct FakeUIKitLifetimeTests {
    @Test("when a scene lets go of its navigator, the navigator, host, window and screens are freed")
    func sceneFreesEverything() async throws {
        weak var weakNavigator: Navigator?
        weak var weakHost: FakeUIKitHost?
        weak var weakWindow: FakeWindow?
        weak var weakScreen: FakeViewController?
        do {
            let shop = try FakeShop()
            shop.ui.finishesAnimationsAtOnce = true
            await shop.navigator.showTabs()
            await shop.navigator.open("shop://product/42?category=shoes")
            await shop.navigator.open("shop://sheet")
            weakNavigator = shop.navigator
            weakHost = shop.host
            weakWindow = shop.host.window
            weakScreen = shop.host.controller(for: try #require(shop.navigator.topmostScreen).key)
            #expect(weakScreen != nil)
            shop.ui.disconnect(shop.host.window)  // the scene goes; UIKit lets go of its window
        }
        #expect(weakNavigator == nil, "the navigator outlives its scene")
        #expect(weakHost == nil, "the host outlives its scene")
        #expect(weakWindow == nil, "the window outlives its scene")
        #expect(weakScreen == nil, "a screen outlives its scene")
    }

    @Test("two windows sharing one route table and catalog navigate on their own")
    func windowsAreIndependent() async throws {
        let routes = Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["app"]))
        try routes.register("/detail/<int:id>", screen: "detail")
        let catalog = ScreenCatalog()
        catalog.register("home")
        catalog.register("detail")
        let ui = FakeUIKit()
        let configuration = NavigatorConfiguration(tabs: [TabDefinition(id: "home", screen: "home")], animated: false)
        let hosts = [FakeUIKitHost(ui: ui, catalog: catalog), FakeUIKitHost(ui: ui, catalog: catalog)]
        let navigators = hosts.map { Navigator(routes: routes, catalog: catalog, host: $0, configuration: configuration) }
        for navigator in navigators { await navigator.showTabs() }
        await navigators[0].open("app://detail/1")
        await navigators[1].open("app://detail/2")
        await navigators[1].open("app://detail/3")
        #expect(navigators[0].state.topmostStack?.screens.map(\.id) == ["home", "detail"])
        #expect(navigators[1].state.topmostStack?.screens.count == 3)
        #expect(hosts[0].stack(atTab: "home")?.viewControllers.count == 2)
        #expect(hosts[1].stack(atTab: "home")?.viewControllers.count == 3)
        #expect(zip(hosts, navigators).allSatisfy { $0.displayedState == $1.state })
        #expect(ui.complaints.isEmpty)
    }
}

extension FakeUIKitHost {
    /// The navigation controller of a tab this host shows.
    func stack(atTab tab: String) -> FakeNavigationController? {
        root.flatMap { ContainerTree.stackContainer(at: .tab(tab), in: $0, bindings: driver.bindings) }
            as? FakeNavigationController
    }
}
