import Testing
import Wayfinder
import WayfinderTestSupport

/// Presentation styles on the UIKit host over fakes: each is shown as the route says, read back
/// the same (no rebuild), and the user's swipe reports a dismissal where the style allows one.
@MainActor
@Suite("The UIKit host over fakes: presentation styles", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct FakeUIKitStyleTests {
    let ui = FakeUIKit()
    let host: FakeUIKitHost
    let navigator: Navigator
    nonisolated static let styles: [(pattern: String, style: ModalStyle)] = [
        ("/filters", .sheet(detents: [.medium, .large])),
        ("/form", .formSheet),
        ("/page", .pageSheet),
        ("/peek", .popover(anchor: "cartButton")),
        ("/short", .sheet(detents: [.height(240), .fraction(0.5)], selected: .fraction(0.5))),
    ]

    init() throws {
        let routes = Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["shop"]))
        let catalog = ScreenCatalog()
        catalog.register("home")
        for (pattern, style) in Self.styles {
            let id = String(pattern.dropFirst())
            catalog.register(id)
            try routes.register(pattern, screen: id, presentation: .presentInStack(style: style))
        }
        host = FakeUIKitHost(ui: ui, catalog: catalog)
        navigator = Navigator(routes: routes, catalog: catalog, host: host, configuration: NavigatorConfiguration(animated: true))
    }

    @Test(
        "each style is presented as the route says and read back the same, without a rebuild",
        arguments: styles.map(\.pattern))
    func presentedAndReadBack(pattern: String) async throws {
        let style = try #require(Self.styles.first { $0.pattern == pattern }?.style)
        await navigator.show("home", presentation: .setRoot)
        #expect(await navigator.open("shop:/" + pattern).rejection == nil)
        await ui.finishAnimations()
        #expect(navigator.state.modals.last?.style == style)
        #expect(host.displayedState == navigator.state, "host:\n\(host.displayedState)\nnavigator:\n\(navigator.state)")
        #expect(host.driver.rebuildCount == 0)
        // A second update reads the style back as presented: still no rebuild.
        await navigator.open("shop:/" + pattern)
        await ui.finishAnimations()
        #expect(host.driver.rebuildCount == 0)
        #expect(ui.complaints.isEmpty, "\(ui.complaints)")
    }

    @Test("a swipe dismisses any sheet kind and is reported; a result waiter gets nil")
    func swipeDismisses() async throws {
        await navigator.show("home", presentation: .setRoot)
        let opening = Task { try await navigator.open("shop://filters", expecting: Int.self) }
        await NavTest.waitUntil("the sheet shows") { navigator.state.modals.count == 1 }
        await ui.finishAnimations()
        let sheet = try #require(ContainerTree.presentationChain(from: host.root!).last as? FakeViewController)
        #expect(sheet.userSwipesDown())
        await ui.finishAnimations()
        #expect(try await opening.ended("the opener of the swiped sheet") == nil)
        #expect(navigator.state.modals.isEmpty)
        #expect(host.reports == [.dismiss(1)])
    }
}

extension FakeUIKitStyleTests {
    @Test("the user dragging a sheet to another detent is a change of state, reported once, not a dismissal")
    func userMovesBetweenDetents() async throws {
        await navigator.show("home", presentation: .setRoot)
        let opening = Task { try await navigator.open("shop://filters", expecting: Int.self) }
        await NavTest.waitUntil("the sheet shows") { navigator.state.modals.count == 1 }
        await ui.finishAnimations()
        let sheet = try #require(ContainerTree.presentationChain(from: host.root!).last as? FakeViewController)
        #expect(sheet.userDragsSheet(to: .large))
        // Reported at once, or once a transition under way has ended.
        await NavTest.waitUntil("the drag is reported") { !host.reports.isEmpty }
        #expect(host.reports == [.restSheet(at: .large)])
        #expect(navigator.state.modals.last?.style.selectedDetent == .large)
        #expect(navigator.state.modals.count == 1, "a detent change is no dismissal")
        #expect(host.displayedState == navigator.state)
        // The next update keeps the sheet where the user left it: no rebuild, no second report.
        await navigator.open("shop://form")
        await ui.finishAnimations()
        #expect(host.driver.rebuildCount == 0)
        #expect(host.reports == [.restSheet(at: .large)])
        opening.cancel()
    }

    @Test("the navigator rests a sheet at a detent, in one operation")
    func navigatorMovesTheSheet() async throws {
        await navigator.show("home", presentation: .setRoot)
        await navigator.open("shop://short")
        await ui.finishAnimations()
        let outcome = await navigator.perform(.restSheet(at: .height(240)))
        #expect(outcome.transition?.changes.map(\.summary) == ["rest modal 0 at 240pt"], "\(outcome)")
        await ui.finishAnimations()
        let sheet = try #require(ContainerTree.presentationChain(from: host.root!).last as? FakeViewController)
        #expect(sheet.modalPresentationStyle.selectedDetent == .height(240))
        #expect(
            host.driver.performedPlans.last == [
                "dismiss presentations beyond the state but searches", "rest modal 0 at 240pt (animated)",
            ])
        #expect(host.displayedState == navigator.state)
        #expect(host.driver.rebuildCount == 0)
        // A detent the sheet does not have is refused, and changes nothing.
        #expect(await navigator.perform(.restSheet(at: .medium)).rejection?.code == .invalidNavigation)
    }
}
