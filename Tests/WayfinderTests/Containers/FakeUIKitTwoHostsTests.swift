import Testing
import Wayfinder
import WayfinderTestSupport

/// Two hosts in one window, one per column of a split view: UIKit has one chain of
/// presentations for the window, and each host must keep to its own part of it.
@MainActor
@Suite("The UIKit host over fakes: two hosts in one window", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct FakeUIKitTwoHostsTests {
    let ui = FakeUIKit()
    let split: FakeContainerViewController
    let hostA: FakeUIKitHost
    let hostB: FakeUIKitHost
    let navigatorA: Navigator
    let navigatorB: Navigator

    init() throws {
        func make() throws -> (Router<RouteDefinition>, ScreenCatalog) {
            let routes = Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["app"]))
            try routes.register("/detail/<int:id>", screen: "detail")
            try routes.register("/sheet", screen: "sheet", presentation: .presentInStack())
            let catalog = ScreenCatalog()
            for id in ["home", "detail", "sheet"] { catalog.register(id) }
            return (routes, catalog)
        }
        let slotA = FakeContainerSlot("primary column", ui: ui)
        let slotB = FakeContainerSlot("secondary column", ui: ui)
        split = ui.container("split view", embedding: slotA)
        split.embed(slotB)
        let window = ui.window(root: split)
        let (routesA, catalogA) = try make()
        let (routesB, catalogB) = try make()
        hostA = FakeUIKitHost(ui: ui, window: window, slot: slotA, catalog: catalogA)
        hostB = FakeUIKitHost(ui: ui, window: window, slot: slotB, catalog: catalogB)
        navigatorA = Navigator(
            routes: routesA, catalog: catalogA, host: hostA, configuration: NavigatorConfiguration(animated: true))
        navigatorB = Navigator(
            routes: routesB, catalog: catalogB, host: hostB, configuration: NavigatorConfiguration(animated: true))
    }

    func start() async {
        await navigatorA.show("home", presentation: .setRoot)
        await navigatorB.show("home", presentation: .setRoot)
        await ui.finishAnimations()
    }

    func expectAgreed(sourceLocation: SourceLocation = #_sourceLocation) async {
        await ui.finishAnimations()
        #expect(
            hostA.displayedState == navigatorA.state, "A:\n\(hostA.displayedState)\n\(navigatorA.state)",
            sourceLocation: sourceLocation)
        #expect(
            hostB.displayedState == navigatorB.state, "B:\n\(hostB.displayedState)\n\(navigatorB.state)",
            sourceLocation: sourceLocation)
        #expect(hostA.driver.rebuildCount == 0 && hostB.driver.rebuildCount == 0, sourceLocation: sourceLocation)
        #expect(ui.complaints.isEmpty, "\(ui.complaints)", sourceLocation: sourceLocation)
    }

    @Test("one host's update leaves the other's sheet up; nobody reports a swipe")
    func updateKeepsTheOthersSheet() async throws {
        await start()
        #expect(await navigatorA.open("app://sheet").rejection == nil)
        await ui.finishAnimations()
        #expect(await navigatorB.open("app://detail/1").rejection == nil)
        #expect(navigatorA.state.modals.count == 1, "B's update took A's sheet for the app's own")
        #expect(hostA.reports.isEmpty && hostB.reports.isEmpty, "A: \(hostA.reports), B: \(hostB.reports)")
        #expect(navigatorB.state.modals.isEmpty)
        await expectAgreed()
    }

    @Test("a new root in one host leaves the other host's sheet up")
    func newRootKeepsTheOthersSheet() async throws {
        await start()
        #expect(await navigatorA.open("app://sheet").rejection == nil)
        await ui.finishAnimations()
        #expect(await navigatorB.show("detail", presentation: .setRoot).rejection == nil)
        #expect(navigatorA.state.modals.count == 1, "B's new root dismissed A's sheet")
        #expect(hostA.displayedState.modals.count == 1)
        #expect(navigatorB.state.topmostScreen?.id == "detail")
        await expectAgreed()
    }

    @Test("each host reads its own sheet when both are up, and dismisses only from its own")
    func bothSheetsUp() async throws {
        await start()
        #expect(await navigatorA.open("app://sheet").rejection == nil)
        await ui.finishAnimations()
        #expect(await navigatorB.open("app://sheet").rejection == nil)
        await ui.finishAnimations()
        #expect(navigatorA.state.modals.count == 1 && navigatorB.state.modals.count == 1)
        await expectAgreed()
        // B dismisses its own sheet, on top: A's stays.
        #expect(await navigatorB.dismiss().rejection == nil)
        await ui.finishAnimations()
        #expect(navigatorA.state.modals.count == 1)
        #expect(hostA.reports.isEmpty)
        await expectAgreed()
    }
}
