import Testing
import Wayfinder
import WayfinderTestSupport

/// Reading a NavigationState back from a tree of fakes, as a UIKit host's displayedState does.
@MainActor
@Suite("ContainerTree.state: the state a container tree shows", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ContainerReadingTests {
    let ui = FakeUIKit()
    let bindings = ScreenBindings()

    /// A fake bound to a screen with this id and key.
    func screen(_ id: String, _ key: Int) -> FakeViewController {
        let controller = ui.controller("\(id)")
        bindings.bind(controller, to: NavTest.screen(id, key))
        return controller
    }

    func read(_ root: FakeViewController?) -> String {
        ContainerTree.state(of: root, bindings: bindings).description
    }

    @Test("an empty window reads as the empty state")
    func emptyWindow() {
        #expect(ContainerTree.state(of: nil, bindings: bindings) == .empty)
        #expect(read(ui.controller("not a screen")) == "(empty)")
    }

    @Test("tabs of stacks with a sheet stack and a full-screen single modal")
    func tabsAndModals() {
        let homeNav = ui.navigation("nav home", [screen("home", 1)])
        let shopNav = ui.navigation("nav shop", [screen("shop", 2), screen("product", 3)])
        bindings.bind(homeNav, toTab: "home")
        bindings.bind(shopNav, toTab: "shop")
        let tabs = ui.tabs([homeNav, shopNav], selected: 1)
        _ = ui.window(root: tabs)
        let login = ui.navigation("nav login", [screen("login", 4)])
        tabs.present(login, animated: false)
        let alert = screen("terms", 5)
        alert.modalPresentationStyle = .fullScreen
        login.present(alert, animated: false)
        #expect(
            read(tabs) == """
                tabs (selected: shop)
                ├─ tab home
                │  └─ home #1
                └─ tab shop *
                   ├─ shop #2
                   └─ product #3
                modal sheet stack
                └─ login #4
                modal fullScreen
                └─ terms #5
                """)
    }

    @Test("a single root, and a root container embedding a stack")
    func singleAndEmbedded() {
        #expect(read(screen("welcome", 1)) == "single\n└─ welcome #1")
        let menu = ui.container("menu", embedding: ui.navigation("nav", [screen("inbox", 2), screen("message", 3)]))
        #expect(read(menu) == "stack\n├─ inbox #2\n└─ message #3")
    }

    @Test("an alert and a controller the app presented itself are not part of the state")
    func presentationsBeyondState() {
        let nav = ui.navigation("nav", [screen("home", 1)])
        _ = ui.window(root: nav)
        let sheet = screen("sheet", 2)
        nav.present(sheet, animated: false)
        let foreign = ui.controller("app's own")
        sheet.present(foreign, animated: false)
        foreign.present(ui.alert(), animated: false)
        #expect(read(nav) == "stack\n└─ home #1\nmodal sheet\n└─ sheet #2")
        #expect(
            (ContainerTree.firstPresentationBeyondState(in: nav, bindings: bindings) as? FakeViewController)?.name == "app's own")
    }

    @Test("a tab bar presented over the app reads as its selected tab's stack, where its pushes land")
    func presentedTabBar() throws {
        let nav = ui.navigation("nav", [screen("home", 1)])
        _ = ui.window(root: nav)
        let a = ui.navigation("nav a", [screen("a", 2)])
        let b = ui.navigation("nav b", [screen("b", 3), screen("b2", 4)])
        nav.present(ui.tabs([a, b], selected: 1), animated: false)
        #expect(read(nav) == "stack\n└─ home #1\nmodal sheet stack\n├─ b #3\n└─ b2 #4")
        #expect(ContainerTree.stackContainer(at: .modal(0), in: nav, bindings: bindings) === b)
    }

    @Test("each stack location resolves to its navigation controller")
    func stackLocations() {
        let homeNav = ui.navigation("nav home", [screen("home", 1)])
        let shopNav = ui.navigation("nav shop", [screen("shop", 2)])
        bindings.bind(homeNav, toTab: "home")
        bindings.bind(shopNav, toTab: "shop")
        let tabs = ui.tabs([homeNav, shopNav])
        _ = ui.window(root: tabs)
        let modal = ui.navigation("nav modal", [screen("login", 3)])
        tabs.present(modal, animated: false)
        #expect(ContainerTree.stackContainer(at: .tab("shop"), in: tabs, bindings: bindings) === shopNav)
        #expect(ContainerTree.stackContainer(at: .tab("home"), in: tabs, bindings: bindings) === homeNav)
        #expect(ContainerTree.stackContainer(at: .modal(0), in: tabs, bindings: bindings) === modal)
        #expect(ContainerTree.stackContainer(at: .modal(1), in: tabs, bindings: bindings) == nil)
        #expect(ContainerTree.stackContainer(at: .tab("cart"), in: tabs, bindings: bindings) == nil)
        #expect(ContainerTree.stackContainer(at: .root, in: homeNav, bindings: bindings) === homeNav)
    }

    @Test("bindings forget screens that left, and a reused object identity is not mistaken for the old one")
    func bindingsForget() {
        let home = screen("home", 1)
        let product = screen("product", 2)
        bindings.forgetScreens(notIn: [1])
        #expect(bindings.screen(of: home)?.id == "home")
        #expect(bindings.screen(of: product) == nil)
        #expect(bindings.controller(for: 2) == nil)
        #expect(bindings.controller(for: 1) === home)
    }
}
