import Testing
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

private func s(_ id: String, _ key: Int, _ arguments: [String: String] = [:]) -> Screen {
    NavTest.screen(id, key, arguments)
}

/// The whole tree, printed and compared as one string.
@Suite("NavigationState printing", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct NavigationStatePrintingTests {
    @Test("the empty window")
    func empty() {
        #expect(NavigationState.empty.description == "(empty)")
    }

    @Test("a single root screen")
    func singleRoot() {
        #expect(
            NavigationState(root: .single(s("welcome", 1))).description == """
                single
                └─ welcome #1
                """)
    }

    @Test("a root stack, root first, arguments sorted by name")
    func rootStack() {
        let state = NavigationState(
            root: .stack(
                Stack(
                    s("home", 1), s("search", 2, ["q": "red shoes", "page": "2", "sort": "price"]), s("product", 3, ["id": "42"]))
            ))
        #expect(
            state.description == """
                stack
                ├─ home #1
                ├─ search #2 page=2 q=red shoes sort=price
                └─ product #3 id=42
                """)
    }

    @Test("the documented example: tabs, the selection marked, and a modal stack")
    func documentedExample() {
        let state = NavigationState(
            root: NavTest.tabs(
                [NavTest.tab("home", s("home", 1)), NavTest.tab("shop", s("catalog", 2), s("product", 5, ["id": "42"]))],
                selected: "shop"),
            modals: [.stack(Stack(s("login", 6)), style: .sheet)])
        #expect(
            state.description == """
                tabs (selected: shop)
                ├─ tab home
                │  └─ home #1
                └─ tab shop *
                   ├─ catalog #2
                   └─ product #5 id=42
                modal sheet stack
                └─ login #6
                """)
    }

    @Test("a selected tab in the middle, and every kind of modal in order")
    func tabsAndModals() {
        let state = NavigationState(
            root: NavTest.tabs(
                [
                    NavTest.tab("home", s("home", 1), s("feed", 2)),
                    NavTest.tab("search", s("search", 3)),
                    NavTest.tab("cart", s("cart", 4)),
                ],
                selected: "search"),
            modals: [
                .single(s("alert", 5, ["kind": "warning"]), style: .fullScreen),
                .stack(Stack(s("login", 6), s("form", 7)), style: .sheet),
                .single(s("picker", 8), style: .sheet),
                .stack(Stack(s("editor", 9)), style: .fullScreen),
            ])
        #expect(
            state.description == """
                tabs (selected: search)
                ├─ tab home
                │  ├─ home #1
                │  └─ feed #2
                ├─ tab search *
                │  └─ search #3
                └─ tab cart
                   └─ cart #4
                modal fullScreen
                └─ alert #5 kind=warning
                modal sheet stack
                ├─ login #6
                └─ form #7
                modal sheet
                └─ picker #8
                modal fullScreen stack
                └─ editor #9
                """)
    }

    @Test("a tree printed after actions shows exactly the new state")
    func afterActions() throws {
        var state = NavigationState.empty
        try state.apply(.push(s("home", 1)))
        try state.apply(.push(s("list", 2)))
        try state.apply(.push(s("detail", 3, ["id": "7"])))
        try state.apply(.present(s("share", 4)))
        try state.apply(.push(s("contacts", 5)))
        #expect(
            state.description == """
                stack
                ├─ home #1
                ├─ list #2
                └─ detail #3 id=7
                modal sheet
                └─ share #4
                modal sheet stack
                └─ contacts #5
                """)
        try state.apply(.close(2))
        #expect(
            state.description == """
                stack
                └─ home #1
                """)
    }
}
