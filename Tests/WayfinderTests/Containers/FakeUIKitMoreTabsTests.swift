import Testing
import Wayfinder
import WayfinderTestSupport

/// A tab bar with more tabs than fit: UIKit's More list and its Edit screen are chrome, not
/// navigation, and never cost a rebuild.
@MainActor
@Suite("The UIKit host over fakes: more than five tabs", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct FakeUIKitMoreTabsTests {
    let ui = FakeUIKit()
    let host: FakeUIKitHost
    let navigator: Navigator
    static let tabIDs: [String] = ["t0", "t1", "t2", "t3", "t4", "t5", "t6"]

    init() throws {
        let routes = Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["app"]))
        try routes.register("/t6/detail/<int:id>", screen: "detail", tab: "t6")
        try routes.register("/t1/detail/<int:id>", screen: "detail", tab: "t1")
        let catalog = ScreenCatalog()
        catalog.register("detail")
        for tab in Self.tabIDs { catalog.register(tab) }
        host = FakeUIKitHost(ui: ui, catalog: catalog)
        navigator = Navigator(
            routes: routes, catalog: catalog, host: host,
            configuration: NavigatorConfiguration(
                tabs: Self.tabIDs.map { TabDefinition(id: $0, screen: $0) }, animated: true))
    }

    var tabs: FakeTabBarController { host.root as! FakeTabBarController }

    func expectSettled(sourceLocation: SourceLocation = #_sourceLocation) async {
        await ui.finishAnimations()
        #expect(
            host.displayedState == navigator.state, "host:\n\(host.displayedState)\nnavigator:\n\(navigator.state)",
            sourceLocation: sourceLocation)
        #expect(ui.complaints.isEmpty, "\(ui.complaints)", sourceLocation: sourceLocation)
        #expect(host.driver.rebuildCount == 0, "the window was rebuilt", sourceLocation: sourceLocation)
    }

    @Test("the More list showing is no navigation; the next update does not rebuild the window")
    func moreListShowing() async {
        await navigator.showTabs(selecting: "t1")
        let tabBar = tabs
        #expect(tabBar.userSelectsMore())
        #expect(host.reports.isEmpty)
        #expect(host.displayedState == navigator.state)
        #expect(await navigator.open("app://t6/detail/1").rejection == nil)
        #expect(navigator.state.selectedTab == "t6")
        #expect(host.root === tabBar)
        await expectSettled()
    }

    @Test("a tab picked from the More list is selectTab")
    func tabPickedFromMore() async {
        await navigator.showTabs()
        #expect(tabs.userSelectsMore())
        tabs.userSelects(5)
        #expect(host.reports == [.selectTab("t5")])
        #expect(navigator.state.selectedTab == "t5")
        await expectSettled()
    }

    @Test("tabs the user reordered in More ▸ Edit keep the user's order through later updates")
    func reorderedTabs() async {
        await navigator.showTabs(selecting: "t1")
        let order = [0, 5, 2, 3, 4, 1, 6]
        tabs.userReorders(order)
        #expect(host.reports.isEmpty)
        await navigator.open("app://t6/detail/2")
        await navigator.open("app://t1/detail/3")
        let names = tabs.viewControllers.map { host.driver.bindings.tab(of: $0) ?? "?" }
        #expect(names == order.map { "t\($0)" })
        #expect(navigator.state.selectedTab == "t1")
        #expect(navigator.state.topmostStack?.screens.map(\.id) == ["t1", "detail"])
        await expectSettled()
    }

    @Test("a rebuild after a refusal keeps the tab order the user chose in More ▸ Edit")
    func reorderedTabsSurviveARebuild() async {
        await navigator.showTabs(selecting: "t1")
        let order = [0, 5, 2, 3, 4, 1, 6]
        tabs.userReorders(order)
        ui.refusals[.stackChange] = 1
        #expect(await navigator.open("app://t1/detail/3").rejection == nil)
        await ui.finishAnimations()
        #expect(host.driver.rebuildCount == 1, "the refusal did not cost a rebuild; this test needs one")
        let names = tabs.viewControllers.map { host.driver.bindings.tab(of: $0) ?? "?" }
        #expect(names == order.map { "t\($0)" }, "the rebuild reverted the user's order")
        #expect(tabs.selectedViewController.flatMap { host.driver.bindings.tab(of: $0) } == "t1")
        #expect(host.displayedState == navigator.state)
        #expect(navigator.state.topmostStack?.screens.map(\.id) == ["t1", "detail"])
    }
}
