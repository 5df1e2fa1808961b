import Testing
import Wayfinder
import WayfinderTestSupport

/// Controllers the app presented itself (mail, pickers, share sheets, alerts) under an update:
/// dismissed with notice, or waited for, as the app chooses.
@MainActor
@Suite("The UIKit host over fakes: the app's own presentations", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct FakeUIKitAppPresentationTests: FakeShopSuite {
    let shop: FakeShop

    init() throws {
        shop = try FakeShop()
    }

    /// Shows the tabs with a controller the app presented itself on top; returns it.
    private func showMailComposer() async -> FakeViewController {
        await navigator.showTabs()
        let mail = ui.controller("mail composer")
        host.root!.present(mail, animated: false)
        return mail
    }

    @Test("by default the app's own presentation is dismissed, and the app is told first")
    func dismissedWithNotice() async {
        let mail = await showMailComposer()
        var told: [String] = []
        host.driver.willDismissAppPresentation = { told.append(($0 as! FakeViewController).name) }
        await navigator.open("shop://sheet")
        #expect(told == ["mail composer"])
        #expect(mail.presentingViewController == nil)
        #expect(navigator.state.modals.count == 1)
        await shop.expectSettled()
    }

    @Test("a new root tells the app before it dismisses the app's own presentation")
    func newRootTellsTheApp() async {
        let mail = await showMailComposer()
        var told: [String] = []
        host.driver.willDismissAppPresentation = { told.append(($0 as! FakeViewController).name) }
        #expect(await navigator.show("home", presentation: .setRoot).rejection == nil)
        #expect(told == ["mail composer"])
        #expect(mail.presentingViewController == nil)
        await shop.expectSettled()
    }

    @Test("a rebuild after a change in a tab out of sight tells the app before it dismisses the app's presentation")
    func rebuildTellsTheApp() async {
        await navigator.showTabs(selecting: "shop")
        await navigator.open("shop://detail/1")
        let detail = navigator.topmostScreen!
        #expect(host.simulateUser(.selectTab("home")))
        await ui.finishAnimations()
        let mail = ui.controller("mail composer")
        host.root!.present(mail, animated: false)
        var told: [String] = []
        host.driver.willDismissAppPresentation = { told.append(($0 as! FakeViewController).name) }
        // The change is in the shop tab, out of sight: the plan leaves the composer up, and UIKit
        // ignores the stack change, so the driver rebuilds the whole state.
        ui.refusals[.stackChange] = 1
        #expect(await navigator.perform(.close(detail.key)).rejection == nil)
        #expect(host.driver.rebuildCount == 1)
        #expect(told == ["mail composer"], "the rebuild dismissed the app's composer without telling the app")
        #expect(host.displayedState == navigator.state)
    }

    @Test("waitThenDismiss: a new root waits while the user finishes with the app's own presentation")
    func newRootWaitsForTheUser() async {
        let mail = await showMailComposer()
        host.driver.appPresentationWaitLimit = .seconds(30)
        var told = 0
        host.driver.willDismissAppPresentation = { _ in told += 1 }
        let showing = Task { await navigator.show("home", presentation: .setRoot) }
        try? await Task.sleep(for: .milliseconds(120))
        #expect(mail.presentingViewController != nil, "the composer was dismissed while the user wrote")
        mail.dismiss(animated: false)  // the user sends the mail; the app dismisses the composer
        #expect(await showing.ended("showing").rejection == nil)
        #expect(told == 0)
        #expect(navigator.state.root == .stack(Stack(navigator.state.topmostScreen!)))
        await shop.expectSettled()
    }

    @Test("waitThenDismiss: the update waits while the user finishes, then goes on without dismissing")
    func waitsForTheUser() async {
        let mail = await showMailComposer()
        host.driver.appPresentationWaitLimit = .seconds(30)
        var told = 0
        host.driver.willDismissAppPresentation = { _ in told += 1 }
        let opening = Task { await navigator.open("shop://sheet") }
        try? await Task.sleep(for: .milliseconds(120))
        #expect(mail.presentingViewController != nil, "the composer stays while the user writes")
        #expect(navigator.state.modals.isEmpty || host.displayedState.modals.isEmpty)
        mail.dismiss(animated: false)  // the user sends the mail; the app dismisses the composer
        #expect(await opening.ended("opening").rejection == nil)
        #expect(told == 0)
        #expect(navigator.state.modals.count == 1)
        await shop.expectSettled()
    }

    @Test("waitThenDismiss: past the limit the presentation is dismissed, with notice")
    func dismissedPastTheLimit() async {
        let mail = await showMailComposer()
        host.driver.appPresentationWaitLimit = .milliseconds(100)
        var told = 0
        host.driver.willDismissAppPresentation = { _ in told += 1 }
        #expect(await navigator.open("shop://sheet").rejection == nil)
        #expect(told == 1)
        #expect(mail.presentingViewController == nil)
        await shop.expectSettled()
    }
}

/// A screen that sets its own presentation delegate, as a "discard changes?" editor does.
final class DiscardChangesEditor: FakeViewController, FakePresentationDelegate {
    var hasChanges = false
    private(set) var calls: [String] = []

    override func viewDidLoad() {
        presentationDelegate = self
    }

    func presentationShouldDismiss(_ controller: FakeViewController) -> Bool {
        calls.append("shouldDismiss")
        return !hasChanges
    }

    func presentationDidAttemptToDismiss(_ controller: FakeViewController) { calls.append("didAttemptToDismiss") }
    func presentationDidDismiss(_ controller: FakeViewController) { calls.append("didDismiss") }
}

@MainActor
@Suite(
    "The UIKit host over fakes: screens with their own presentation delegate", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct FakeUIKitPresentationDelegateTests {
    let ui = FakeUIKit()
    let host: FakeUIKitHost
    let navigator: Navigator

    init() throws {
        let routes = Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["app"]))
        try routes.register("/edit", screen: "editor", presentation: .present())
        let catalog = ScreenCatalog()
        catalog.register("home")
        let ui = self.ui
        catalog.register("editor") { _ in DiscardChangesEditor("editor", ui: ui) as FakeViewController }
        host = FakeUIKitHost(ui: ui, catalog: catalog)
        navigator = Navigator(
            routes: routes, catalog: catalog, host: host,
            configuration: NavigatorConfiguration(
                tabs: [TabDefinition(id: "home", screen: "home")], animated: true))
    }

    @Test("a sheet swiped away is still reported when the screen set its own delegate; the screen hears it too")
    func swipeReportedThroughTheForwarder() async throws {
        await navigator.showTabs()
        let result = Task { try await navigator.open("app://edit", expecting: String.self) }
        await NavTest.waitUntil("the editor shows") { navigator.state.modals.count == 1 }
        await ui.finishAnimations()
        let editor = try #require(ContainerTree.presentationChain(from: host.root!).last as? DiscardChangesEditor)
        #expect(editor.userSwipesDown())
        #expect(try await result.ended("result") == nil)
        #expect(host.reports == [.dismiss(1)])
        #expect(editor.calls == ["shouldDismiss", "didDismiss"])
        #expect(host.displayedState == navigator.state)
    }

    @Test("the screen's own delegate still decides: with unsaved changes the swipe is refused and nothing is reported")
    func screenStillDecides() async throws {
        await navigator.showTabs()
        await navigator.open("app://edit")
        await ui.finishAnimations()
        let editor = try #require(ContainerTree.presentationChain(from: host.root!).last as? DiscardChangesEditor)
        editor.hasChanges = true
        #expect(!editor.userSwipesDown())
        #expect(editor.calls == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(host.reports.isEmpty)
        #expect(navigator.state.modals.count == 1)
    }

    @Test("a delegate the screen sets after it shows is forwarded from the next time the host settles")
    func delegateSetLater() async throws {
        await navigator.showTabs()
        await navigator.open("app://edit")
        await ui.finishAnimations()
        let editor = try #require(ContainerTree.presentationChain(from: host.root!).last as? DiscardChangesEditor)
        editor.presentationDelegate = editor  // set again later, replacing the forwarder
        await host.settle()
        #expect(editor.userSwipesDown())
        await ui.finishAnimations()
        #expect(host.reports == [.dismiss(1)])
        #expect(navigator.state.modals.isEmpty)
    }
}

/// A screen pushed inside a presented stack that sets its own presentation delegate (an editor
/// whose "discard changes?" needs it) sets the stack's: the swipe must still be reported.
@MainActor
@Suite("The UIKit host over fakes: a delegate set inside a presented stack", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct FakeUIKitLateDelegateTests {
    let ui = FakeUIKit()
    let host: FakeUIKitHost
    let navigator: Navigator

    init() throws {
        let routes = Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["app"]))
        try routes.register("/flow", screen: "flow", presentation: .presentInStack())
        try routes.register("/edit", screen: "editor")
        let catalog = ScreenCatalog()
        for id in ["home", "flow"] { catalog.register(id) }
        let ui = self.ui
        catalog.register("editor") { _ in DiscardChangesEditor("editor", ui: ui) as FakeViewController }
        host = FakeUIKitHost(ui: ui, catalog: catalog)
        navigator = Navigator(
            routes: routes, catalog: catalog, host: host,
            configuration: NavigatorConfiguration(
                tabs: [TabDefinition(id: "home", screen: "home")], animated: true))
    }

    @Test("an editor pushed into a presented stack sets the stack's delegate; the user's swipe is still reported")
    func delegateSetAfterPresentation() async throws {
        await navigator.showTabs()
        let result = Task { try await navigator.open("app://flow", expecting: String.self) }
        await NavTest.waitUntil("the flow shows") { navigator.state.modals.count == 1 }
        await navigator.open("app://edit")
        await ui.finishAnimations()
        let sheet = try #require(ContainerTree.presentationChain(from: host.root!).last as? FakeViewController)
        #expect(sheet is FakeNavigationController)
        #expect(sheet.userSwipesDown())
        await ui.finishAnimations()
        #expect(try await result.ended("the flow's opener") == nil)
        #expect(navigator.state.modals.isEmpty, "the navigator kept a modal that is gone")
        #expect(host.reports == [.dismiss(1)])
    }
}
