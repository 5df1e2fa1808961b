import Testing
import Wayfinder
import WayfinderTestSupport

/// The topmost-controller, push-target and dismissal rules on trees of fakes, including the
/// cases users report broken in other routers.
@MainActor
@Suite(
    "ContainerTree: which controller is topmost and where navigation lands", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ContainerTreeTests {
    let ui = FakeUIKit()

    /// `tabs [nav home [home], nav shop [shop, product]]`, shop selected, in a key window.
    func tabsOfStacks() -> (
        window: FakeWindow, tabs: FakeTabBarController, homeNav: FakeNavigationController, shopNav: FakeNavigationController
    ) {
        let homeNav = ui.navigation("nav home", [ui.controller("home")])
        let shopNav = ui.navigation("nav shop", [ui.controller("shop"), ui.controller("product")])
        let tabs = ui.tabs([homeNav, shopNav], selected: 1)
        return (ui.window(root: tabs), tabs, homeNav, shopNav)
    }

    func name(_ controller: (any ContainerController)?) -> String {
        (controller as? FakeViewController)?.name ?? "nil"
    }

    @Test("a plain root is its own topmost controller and offers no stack")
    func plainRoot() {
        let root = ui.controller("welcome")
        _ = ui.window(root: root)
        #expect(name(ContainerTree.topmostController(in: root)) == "welcome")
        #expect(ContainerTree.pushTarget(in: root) == nil)
        #expect(ContainerTree.presentationChain(from: root).isEmpty)
    }

    @Test("the topmost controller is the selected tab's top, and a push lands in that tab's stack")
    func selectedTab() {
        let tree = tabsOfStacks()
        #expect(name(ContainerTree.topmostController(in: tree.tabs)) == "product")
        #expect(ContainerTree.pushTarget(in: tree.tabs) === tree.shopNav)
        tree.tabs.selectTab(at: 0)
        #expect(name(ContainerTree.topmostController(in: tree.tabs)) == "home")
        #expect(ContainerTree.pushTarget(in: tree.tabs) === tree.homeNav)
    }

    @Test("a presented navigation controller is topmost, and pushes land in it")
    func presentedStack() {
        let tree = tabsOfStacks()
        let modal = ui.navigation("nav login", [ui.controller("login"), ui.controller("form")])
        tree.shopNav.topViewController!.present(modal, animated: false)
        #expect(ui.complaints.isEmpty)
        #expect(name(ContainerTree.topmostController(in: tree.tabs)) == "form")
        #expect(ContainerTree.pushTarget(in: tree.tabs) === modal)
        #expect(ContainerTree.presentationChain(from: tree.tabs).map(name) == ["nav login"])
        #expect(ContainerTree.presentationAnchor(in: tree.tabs) === modal)
    }

    @Test("a modal without a navigation controller offers no stack: a push must present one")
    func modalWithoutNavigationController() {
        let tree = tabsOfStacks()
        let sheet = ui.controller("sheet")
        tree.tabs.present(sheet, animated: false)
        #expect(name(ContainerTree.topmostController(in: tree.tabs)) == "sheet")
        #expect(ContainerTree.pushTarget(in: tree.tabs) == nil, "a push must not land in the tab beneath the sheet")
        #expect(ContainerTree.presentationAnchor(in: tree.tabs) === sheet)
    }

    @Test("an alert on top is skipped: the topmost screen and the push target are beneath it")
    func alertOnTop() {
        let tree = tabsOfStacks()
        let modal = ui.navigation("nav login", [ui.controller("login")])
        tree.tabs.present(modal, animated: false)
        modal.present(ui.alert("rate this app"), animated: false)
        #expect(name(ContainerTree.topmostController(in: tree.tabs)) == "login")
        #expect(ContainerTree.pushTarget(in: tree.tabs) === modal)
        #expect(ContainerTree.presentationChain(from: tree.tabs).map(name) == ["nav login"])
        #expect(ContainerTree.allPresentations(from: tree.tabs).map(name) == ["nav login", "rate this app"])
    }

    @Test("an alert over the root leaves the root's stack as the push target")
    func alertOverRoot() {
        let tree = tabsOfStacks()
        tree.shopNav.topViewController!.present(ui.alert(), animated: false)
        #expect(ui.complaints.isEmpty)
        #expect(name(ContainerTree.topmostController(in: tree.tabs)) == "product")
        #expect(ContainerTree.pushTarget(in: tree.tabs) === tree.shopNav)
        #expect(ContainerTree.presentationChain(from: tree.tabs).isEmpty)
        #expect(ContainerTree.presentationAnchor(in: tree.tabs) === tree.tabs)
    }

    @Test("a tab bar inside a modal: its selected tab's stack is topmost and takes pushes")
    func tabBarInsideModal() {
        let tree = tabsOfStacks()
        let first = ui.navigation("nav a", [ui.controller("a")])
        let second = ui.navigation("nav b", [ui.controller("b1"), ui.controller("b2")])
        let modalTabs = ui.tabs([first, second], name: "modal tabs", selected: 1)
        tree.tabs.present(modalTabs, animated: false)
        #expect(name(ContainerTree.topmostController(in: tree.tabs)) == "b2")
        #expect(ContainerTree.pushTarget(in: tree.tabs) === second)
        modalTabs.selectTab(at: 0)
        #expect(ContainerTree.pushTarget(in: tree.tabs) === first)
    }

    @Test("a child container embedding a navigation controller is walked into")
    func childContainerEmbeddingNavigation() {
        let navigation = ui.navigation("nav", [ui.controller("inbox"), ui.controller("message")])
        let menu = ui.container("side menu", embedding: navigation)
        _ = ui.window(root: menu)
        #expect(name(ContainerTree.topmostController(in: menu)) == "message")
        #expect(ContainerTree.pushTarget(in: menu) === navigation)
        #expect(ContainerTree.contentStack(of: menu) === navigation)
    }

    @Test("a controller presented from deep inside a container is found from the root")
    func presentedFromAChild() {
        let tree = tabsOfStacks()
        let sheet = ui.controller("sheet")
        tree.shopNav.topViewController!.present(sheet, animated: false)
        #expect(sheet.presentingViewController === tree.tabs, "UIKit presents from the outermost ancestor")
        #expect(ContainerTree.presentationChain(from: tree.tabs).map(name) == ["sheet"])
    }

    @Test("a child that defines the presentation context presents over itself, and the walk finds it")
    func definesPresentationContext() {
        let tree = tabsOfStacks()
        tree.shopNav.definesPresentationContext = true
        let sheet = ui.controller("sheet")
        tree.shopNav.topViewController!.present(sheet, animated: false)
        #expect(sheet.presentingViewController === tree.shopNav)
        #expect(name(ContainerTree.topmostController(in: tree.tabs)) == "sheet")
        #expect(ContainerTree.pushTarget(in: tree.tabs) == nil)
    }

    @Test("a presentation being dismissed no longer counts")
    func beingDismissed() async {
        let tree = tabsOfStacks()
        let sheet = ui.controller("sheet")
        tree.tabs.present(sheet, animated: false)
        tree.tabs.dismiss(animated: true)
        #expect(sheet.isBeingDismissed)
        #expect(name(ContainerTree.topmostController(in: tree.tabs)) == "product")
        #expect(ContainerTree.presentationChain(from: tree.tabs).isEmpty)
        #expect(ContainerTree.allPresentations(from: tree.tabs).map(name) == ["sheet"])
        await ui.finishAnimations()
        #expect(tree.tabs.presentedViewController == nil)
    }

    @Test("dismiss(n) unwinds n routable presentations from their presenter, with the alerts above them")
    func dismissalCounts() throws {
        let tree = tabsOfStacks()
        let first = ui.navigation("nav first", [ui.controller("first")])
        let second = ui.controller("second")
        let third = ui.navigation("nav third", [ui.controller("third")])
        tree.tabs.present(first, animated: false)
        first.present(second, animated: false)
        second.present(third, animated: false)
        third.present(ui.alert(), animated: false)
        #expect(ui.complaints.isEmpty)

        let one = try #require(ContainerTree.dismissal(ofTopmost: 1, in: tree.tabs))
        #expect(one.presenter === second)
        #expect(one.firstDismissed === third)
        #expect(one.unwoundCount == 2, "the modal and the alert above it")

        let all = try #require(ContainerTree.dismissal(ofTopmost: 3, in: tree.tabs))
        #expect(all.presenter === tree.tabs)
        #expect(all.unwoundCount == 4)

        #expect(ContainerTree.dismissal(ofTopmost: 4, in: tree.tabs) == nil)
        #expect(ContainerTree.dismissal(ofTopmost: 0, in: tree.tabs) == nil)
    }

    @Test("dismissing from the presenter that dismissal names leaves exactly the modals beneath")
    func dismissalApplied() async throws {
        let tree = tabsOfStacks()
        let first = ui.controller("first")
        let second = ui.controller("second")
        tree.tabs.present(first, animated: false)
        first.present(second, animated: false)
        second.present(ui.alert(), animated: false)
        let dismissal = try #require(ContainerTree.dismissal(ofTopmost: 1, in: tree.tabs))
        await dismissal.presenter.dismissPresentedController(animated: true)
        #expect(ContainerTree.allPresentations(from: tree.tabs).map(name) == ["first"])
        #expect(ui.complaints.isEmpty)
    }
}
