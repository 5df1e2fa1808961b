import Testing
import Wayfinder
import WayfinderTestSupport

/// A navigator that lives inside the app's own container (a side menu) instead of owning the
/// window: the window's root stays the app's; navigation happens in the slot.
@MainActor
@Suite("The UIKit host over fakes: inside the app's own container", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct FakeUIKitSlotTests {
    let ui = FakeUIKit()
    let menu: FakeContainerViewController
    let slot: FakeContainerSlot
    let host: FakeUIKitHost
    let navigator: Navigator

    init() throws {
        let routes = Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["app"]))
        try routes.register("/detail/<int:id>", screen: "detail")
        try routes.register("/sheet", screen: "sheet", presentation: .present())
        try routes.register("/start", screen: "start", presentation: .setRoot)
        let catalog = ScreenCatalog()
        for id: String in ["home", "detail", "sheet", "start"] { catalog.register(id) }
        slot = FakeContainerSlot("content slot", ui: ui)
        menu = ui.container("side menu", embedding: ui.controller("menu list"))
        menu.embed(slot)
        let window = ui.window(root: menu)
        host = FakeUIKitHost(ui: ui, window: window, slot: slot, catalog: catalog)
        navigator = Navigator(
            routes: routes, catalog: catalog, host: host,
            configuration: NavigatorConfiguration(
                tabs: [TabDefinition(id: "home", screen: "home")], animated: true))
    }

    func expectSettled(sourceLocation: SourceLocation = #_sourceLocation) async {
        await ui.finishAnimations()
        #expect(host.displayedState == navigator.state, sourceLocation: sourceLocation)
        #expect(ui.complaints.isEmpty, "\(ui.complaints)", sourceLocation: sourceLocation)
        #expect(host.driver.rebuildCount == 0, sourceLocation: sourceLocation)
        #expect(host.window.rootViewController === menu, "the window's root stays the app's", sourceLocation: sourceLocation)
    }

    @Test("tabs, pushes and a sheet happen inside the slot; the window keeps the app's container")
    func navigatesInsideTheSlot() async throws {
        await navigator.showTabs()
        #expect(slot.children.first is FakeTabBarController)
        await navigator.open("app://detail/1")
        await navigator.open("app://sheet")
        #expect(navigator.state.modals.count == 1)
        #expect(menu.presentedViewController != nil, "UIKit presents from the outermost container")
        await navigator.dismiss()
        await expectSettled()
    }

    @Test("a setRoot route replaces the slot's content, not the window's root")
    func setRootInTheSlot() async throws {
        await navigator.showTabs()
        await navigator.open("app://start")
        #expect(navigator.state.topmostStack?.screens.map(\.id) == ["start"])
        #expect(navigator.state.selectedTab == nil)
        #expect(host.root === slot.children.first)
        await expectSettled()
    }

    @Test("a slot emptied behind the navigator's back is rebuilt inside the slot")
    func rebuildStaysInTheSlot() async throws {
        await navigator.showTabs()
        slot.setRootController(nil)
        await navigator.open("app://detail/2")
        #expect(host.driver.rebuildCount == 1)
        #expect(host.displayedState == navigator.state)
        #expect(host.window.rootViewController === menu)
    }
}
