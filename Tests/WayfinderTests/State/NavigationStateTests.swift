import Foundation
import Testing
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

private func s(_ id: String, _ key: Int, _ arguments: [String: String] = [:]) -> Screen {
    NavTest.screen(id, key, arguments)
}

/// Navigation as values: a state and an action in, a state and the changes out.
@Suite("NavigationState as a value", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct NavigationStateTests {
    /// One action applied to one state, with the state and changes it must give.
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let before: NavigationState
        let action: NavigationAction
        let after: NavigationState
        let changes: [NavigationTransition.Change]
        var testDescription: String { name }
    }

    /// One action that does not fit one state, with the error it must give.
    struct ErrorRow: Sendable, CustomTestStringConvertible {
        let name: String
        let state: NavigationState
        let action: NavigationAction
        let code: ErrorCode
        let message: String
        var testDescription: String { name }
    }

    // MARK: Fixtures

    /// A product screen the tables open.
    static let product = s("product", 9, ["id": "42"])

    /// `stack [home #1, list #2]`
    static let rootStack = NavigationState(root: .stack(Stack(s("home", 1), s("list", 2))))
    /// `tabs home [home #1], shop* [shop #2, catalog #3]`
    static let tabs = NavigationState(
        root: NavTest.tabs(
            [NavTest.tab("home", s("home", 1)), NavTest.tab("shop", s("shop", 2), s("catalog", 3))], selected: "shop"))
    /// `tabs home [home #1], shop* [shop #2, catalog #3, item #4]`
    static let deepTabs = NavigationState(
        root: NavTest.tabs(
            [NavTest.tab("home", s("home", 1)), NavTest.tab("shop", s("shop", 2), s("catalog", 3), s("item", 4))],
            selected: "shop"))
    /// `single welcome #1`
    static let singleRoot = NavigationState(root: .single(s("welcome", 1)))
    /// `stack [home #1]` under a sheet stack `[login #2, form #3]`
    static let modalStack = NavigationState(
        root: .stack(Stack(s("home", 1))), modals: [.stack(Stack(s("login", 2), s("form", 3)), style: .sheet)])
    /// `stack [home #1]` under a full-screen single `alert #2`
    static let singleModal = NavigationState(
        root: .stack(Stack(s("home", 1))), modals: [.single(s("alert", 2), style: .fullScreen)])
    static let lowerModal = NavigationState.Modal.stack(Stack(s("login", 3), s("form", 4)), style: .sheet)
    static let upperModal = NavigationState.Modal.single(s("alert", 5), style: .fullScreen)
    /// `stack [home #1, list #2]` under a sheet stack `[login #3, form #4]` and a full-screen `alert #5`
    static let twoModals = NavigationState(root: rootStack.root, modals: [lowerModal, upperModal])
    /// `stack [home #1, list #2, detail #3, list #4, detail #5]`
    static let repeating = NavigationState(
        root: .stack(
            Stack(
                s("home", 1), s("list", 2), s("detail", 3), s("list", 4), s("detail", 5))))

    // MARK: Applying

    static let pushRows: [Row] = [
        Row(
            name: "push onto the root stack", before: rootStack, action: .push(product),
            after: NavigationState(root: .stack(Stack(s("home", 1), s("list", 2), product))),
            changes: [.pushed([product], onto: .root)]),
        Row(
            name: "push onto the selected tab's stack", before: tabs, action: .push(product),
            after: NavigationState(
                root: NavTest.tabs(
                    [NavTest.tab("home", s("home", 1)), NavTest.tab("shop", s("shop", 2), s("catalog", 3), product)],
                    selected: "shop")),
            changes: [.pushed([product], onto: .tab("shop"))]),
        Row(
            name: "push onto the topmost modal stack", before: modalStack, action: .push(product),
            after: NavigationState(
                root: .stack(Stack(s("home", 1))), modals: [.stack(Stack(s("login", 2), s("form", 3), product), style: .sheet)]),
            changes: [.pushed([product], onto: .modal(0))]),
        Row(
            name: "push lands in the topmost of two modal stacks",
            before: NavigationState(
                root: .stack(Stack(s("home", 1))),
                modals: [.stack(Stack(s("a", 2))), .stack(Stack(s("b", 3)), style: .fullScreen)]),
            action: .push(product),
            after: NavigationState(
                root: .stack(Stack(s("home", 1))),
                modals: [.stack(Stack(s("a", 2))), .stack(Stack(s("b", 3), product), style: .fullScreen)]),
            changes: [.pushed([product], onto: .modal(1))]),
        Row(
            name: "push onto a single root screen presents a new stack", before: singleRoot, action: .push(product),
            after: NavigationState(root: .single(s("welcome", 1)), modals: [.stack(Stack(product), style: .sheet)]),
            changes: [.presented(.stack(Stack(product), style: .sheet))]),
        Row(
            name: "push onto a single modal presents a new stack above it", before: singleModal, action: .push(product),
            after: NavigationState(
                root: .stack(Stack(s("home", 1))),
                modals: [.single(s("alert", 2), style: .fullScreen), .stack(Stack(product), style: .sheet)]),
            changes: [.presented(.stack(Stack(product), style: .sheet))]),
        Row(
            name: "push on an empty window makes a stack the root", before: .empty, action: .push(product),
            after: NavigationState(root: .stack(Stack(product))),
            changes: [.rootSet(.stack(Stack(product)))]),
    ]

    static let presentRows: [Row] = [
        Row(
            name: "present a single sheet above a stack", before: rootStack, action: .present(product),
            after: NavigationState(root: rootStack.root, modals: [.single(product, style: .sheet)]),
            changes: [.presented(.single(product, style: .sheet))]),
        Row(
            name: "present full screen keeps the style", before: tabs, action: .present(product, style: .fullScreen),
            after: NavigationState(root: tabs.root, modals: [.single(product, style: .fullScreen)]),
            changes: [.presented(.single(product, style: .fullScreen))]),
        Row(
            name: "present above a modal chains another modal", before: modalStack, action: .present(product),
            after: NavigationState(root: modalStack.root, modals: modalStack.modals + [.single(product, style: .sheet)]),
            changes: [.presented(.single(product, style: .sheet))]),
        Row(
            name: "present on an empty window sets the screen as root", before: .empty, action: .present(product),
            after: NavigationState(root: .single(product)),
            changes: [.rootSet(.single(product))]),
        Row(
            name: "present in a stack above tabs", before: tabs, action: .presentInStack(product, style: .fullScreen),
            after: NavigationState(root: tabs.root, modals: [.stack(Stack(product), style: .fullScreen)]),
            changes: [.presented(.stack(Stack(product), style: .fullScreen))]),
        Row(
            name: "present in a stack above a single root", before: singleRoot, action: .presentInStack(product),
            after: NavigationState(root: singleRoot.root, modals: [.stack(Stack(product), style: .sheet)]),
            changes: [.presented(.stack(Stack(product), style: .sheet))]),
        Row(
            name: "present in a stack on an empty window makes a stack the root", before: .empty,
            action: .presentInStack(product),
            after: NavigationState(root: .stack(Stack(product))),
            changes: [.rootSet(.stack(Stack(product)))]),
    ]

    static let replaceRows: [Row] = [
        Row(
            name: "replace the same id on the root stack swaps the top", before: rootStack, action: .replace(s("list", 9)),
            after: NavigationState(root: .stack(Stack(s("home", 1), s("list", 9)))),
            changes: [.replaced(s("list", 2), with: s("list", 9))]),
        Row(
            name: "replace the same id in the selected tab swaps the top", before: tabs, action: .replace(s("catalog", 9)),
            after: NavigationState(
                root: NavTest.tabs(
                    [NavTest.tab("home", s("home", 1)), NavTest.tab("shop", s("shop", 2), s("catalog", 9))], selected: "shop")),
            changes: [.replaced(s("catalog", 3), with: s("catalog", 9))]),
        Row(
            name: "replace the same id in a modal stack swaps its top", before: modalStack, action: .replace(s("form", 9)),
            after: NavigationState(root: modalStack.root, modals: [.stack(Stack(s("login", 2), s("form", 9)), style: .sheet)]),
            changes: [.replaced(s("form", 3), with: s("form", 9))]),
        Row(
            name: "replace the same id as a single modal swaps it and keeps its style", before: singleModal,
            action: .replace(s("alert", 9)),
            after: NavigationState(root: singleModal.root, modals: [.single(s("alert", 9), style: .fullScreen)]),
            changes: [.replaced(s("alert", 2), with: s("alert", 9))]),
        Row(
            name: "replace the same id as the single root swaps it", before: singleRoot, action: .replace(s("welcome", 9)),
            after: NavigationState(root: .single(s("welcome", 9))),
            changes: [.replaced(s("welcome", 1), with: s("welcome", 9))]),
        Row(
            name: "replace a different id pushes", before: rootStack, action: .replace(product),
            after: NavigationState(root: .stack(Stack(s("home", 1), s("list", 2), product))),
            changes: [.pushed([product], onto: .root)]),
        Row(
            name: "replace a different id on a single root presents a new stack", before: singleRoot,
            action: .replace(product),
            after: NavigationState(root: singleRoot.root, modals: [.stack(Stack(product), style: .sheet)]),
            changes: [.presented(.stack(Stack(product), style: .sheet))]),
        Row(
            name: "replace on an empty window sets a stack as root", before: .empty, action: .replace(product),
            after: NavigationState(root: .stack(Stack(product))),
            changes: [.rootSet(.stack(Stack(product)))]),
    ]

    static let rootAndTabRows: [Row] = [
        Row(
            name: "set root dismisses every modal, topmost first", before: twoModals, action: .setRoot(.single(product)),
            after: NavigationState(root: .single(product)),
            changes: [.dismissed([upperModal, lowerModal]), .rootSet(.single(product))]),
        Row(
            name: "set root replaces tabs with a stack", before: tabs, action: .setRoot(.stack(Stack(product))),
            after: NavigationState(root: .stack(Stack(product))),
            changes: [.rootSet(.stack(Stack(product)))]),
        Row(
            name: "set root on an empty window", before: .empty, action: .setRoot(tabs.root!),
            after: tabs,
            changes: [.rootSet(tabs.root!)]),
        Row(
            name: "select another tab", before: tabs, action: .selectTab("home"),
            after: NavigationState(
                root: NavTest.tabs(
                    [NavTest.tab("home", s("home", 1)), NavTest.tab("shop", s("shop", 2), s("catalog", 3))], selected: "home")),
            changes: [.tabSelected("home", previous: "shop")]),
        Row(
            name: "select the selected tab changes nothing", before: tabs, action: .selectTab("shop"),
            after: tabs, changes: []),
    ]

    static let popRows: [Row] = [
        Row(
            name: "pop one off the root stack", before: rootStack, action: .pop(1),
            after: NavigationState(root: .stack(Stack(s("home", 1)))),
            changes: [.popped([s("list", 2)], from: .root)]),
        Row(
            name: "pop two off the selected tab, leaving its root", before: deepTabs, action: .pop(2),
            after: NavigationState(
                root: NavTest.tabs(
                    [NavTest.tab("home", s("home", 1)), NavTest.tab("shop", s("shop", 2))], selected: "shop")),
            changes: [.popped([s("catalog", 3), s("item", 4)], from: .tab("shop"))]),
        Row(
            name: "pop inside the topmost modal stack", before: modalStack, action: .pop(1),
            after: NavigationState(root: modalStack.root, modals: [.stack(Stack(s("login", 2)), style: .sheet)]),
            changes: [.popped([s("form", 3)], from: .modal(0))]),
        Row(
            name: "pop to root pops every screen above the root", before: deepTabs, action: .popToRoot,
            after: NavigationState(
                root: NavTest.tabs(
                    [NavTest.tab("home", s("home", 1)), NavTest.tab("shop", s("shop", 2))], selected: "shop")),
            changes: [.popped([s("catalog", 3), s("item", 4)], from: .tab("shop"))]),
        Row(
            name: "pop to root at the root changes nothing", before: NavigationState(root: .stack(Stack(s("home", 1)))),
            action: .popToRoot,
            after: NavigationState(root: .stack(Stack(s("home", 1)))), changes: []),
        Row(
            name: "pop to root inside a modal stack leaves the modal", before: modalStack, action: .popToRoot,
            after: NavigationState(root: modalStack.root, modals: [.stack(Stack(s("login", 2)), style: .sheet)]),
            changes: [.popped([s("form", 3)], from: .modal(0))]),
        Row(
            name: "pop to an id stops at the nearest screen with it", before: repeating, action: .popTo("list"),
            after: NavigationState(root: .stack(Stack(s("home", 1), s("list", 2), s("detail", 3), s("list", 4)))),
            changes: [.popped([s("detail", 5)], from: .root)]),
        Row(
            name: "pop to the root's id pops everything above it", before: repeating, action: .popTo("home"),
            after: NavigationState(root: .stack(Stack(s("home", 1)))),
            changes: [.popped([s("list", 2), s("detail", 3), s("list", 4), s("detail", 5)], from: .root)]),
        Row(
            name: "pop to the id on top changes nothing", before: repeating, action: .popTo("detail"),
            after: repeating, changes: []),
    ]

    static let dismissRows: [Row] = [
        Row(
            name: "dismiss one dismisses the topmost modal", before: twoModals, action: .dismiss(1),
            after: NavigationState(root: rootStack.root, modals: [lowerModal]),
            changes: [.dismissed([upperModal])]),
        Row(
            name: "dismiss two dismisses both, topmost first", before: twoModals, action: .dismiss(2),
            after: rootStack, changes: [.dismissed([upperModal, lowerModal])]),
        Row(
            name: "dismiss all dismisses every modal, topmost first", before: twoModals, action: .dismissAll,
            after: rootStack, changes: [.dismissed([upperModal, lowerModal])]),
        Row(
            name: "dismiss all without modals changes nothing", before: tabs, action: .dismissAll,
            after: tabs, changes: []),
    ]

    @Test("push", arguments: pushRows)
    func push(_ row: Row) throws { try check(row) }

    @Test("present and present in a stack", arguments: presentRows)
    func present(_ row: Row) throws { try check(row) }

    @Test("replace: the same id swaps, a different id pushes", arguments: replaceRows)
    func replace(_ row: Row) throws { try check(row) }

    @Test("set root and select a tab", arguments: rootAndTabRows)
    func rootAndTabs(_ row: Row) throws { try check(row) }

    @Test("pop by count, to root and to an id", arguments: popRows)
    func pop(_ row: Row) throws { try check(row) }

    @Test("dismiss by count and all", arguments: dismissRows)
    func dismiss(_ row: Row) throws { try check(row) }

    private func check(_ row: Row, sourceLocation: SourceLocation = #_sourceLocation) throws {
        var state = row.before
        let transition = try state.apply(row.action)
        #expect(state == row.after, "got\n\(state)\nexpected\n\(row.after)", sourceLocation: sourceLocation)
        #expect(transition.changes == row.changes, sourceLocation: sourceLocation)
        #expect(transition.before == row.before, sourceLocation: sourceLocation)
        #expect(transition.after == row.after, sourceLocation: sourceLocation)
        #expect(transition.isEmpty == row.changes.isEmpty, sourceLocation: sourceLocation)
        // `applying` computes the same transition and leaves the state alone.
        #expect(try row.before.applying(row.action) == transition, sourceLocation: sourceLocation)
    }

    // MARK: Errors

    static let errorRows: [ErrorRow] = [
        ErrorRow(
            name: "pop more than stand above the root stack's root", state: rootStack, action: .pop(3),
            code: .notEnoughScreens, message: "cannot pop 3 screens: the root stack has 1 above its root"),
        ErrorRow(
            name: "pop one off a stack with only its root", state: NavigationState(root: .stack(Stack(s("home", 1)))),
            action: .pop(1),
            code: .notEnoughScreens, message: "cannot pop 1 screen: the root stack has 0 above its root"),
        ErrorRow(
            name: "pop more than stand above a tab's root", state: tabs, action: .pop(2),
            code: .notEnoughScreens, message: "cannot pop 2 screens: the tab shop has 1 above its root"),
        ErrorRow(
            name: "pop more than stand above a modal stack's root", state: modalStack, action: .pop(2),
            code: .notEnoughScreens, message: "cannot pop 2 screens: the modal 0 has 1 above its root"),
        ErrorRow(
            name: "pop zero", state: rootStack, action: .pop(0),
            code: .invalidCount, message: "cannot pop 0 screens; pop at least one"),
        ErrorRow(
            name: "pop a negative count", state: rootStack, action: .pop(-1),
            code: .invalidCount, message: "cannot pop -1 screens; pop at least one"),
        ErrorRow(
            name: "pop on an empty window", state: .empty, action: .pop(1),
            code: .emptyWindow, message: "cannot pop: the window is empty"),
        ErrorRow(
            name: "pop a single root screen", state: singleRoot, action: .pop(1),
            code: .noStack, message: "cannot pop: the topmost screen is not in a stack"),
        ErrorRow(
            name: "pop when a single modal is on top", state: singleModal, action: .pop(1),
            code: .noStack, message: "cannot pop: the topmost screen is not in a stack"),
        ErrorRow(
            name: "pop to root on an empty window", state: .empty, action: .popToRoot,
            code: .emptyWindow, message: "cannot pop: the window is empty"),
        ErrorRow(
            name: "pop to root on a single root screen", state: singleRoot, action: .popToRoot,
            code: .noStack, message: "cannot pop: the topmost screen is not in a stack"),
        ErrorRow(
            name: "pop to an id not in the stack", state: rootStack, action: .popTo("missing"),
            code: .screenNotFound, message: "no 'missing' screen in the root stack"),
        ErrorRow(
            name: "pop to an id that is only in another tab", state: tabs, action: .popTo("home"),
            code: .screenNotFound, message: "no 'home' screen in the tab shop"),
        ErrorRow(
            name: "dismiss more modals than are presented", state: singleModal, action: .dismiss(2),
            code: .notEnoughModals, message: "cannot dismiss 2 modals: 1 is presented"),
        ErrorRow(
            name: "dismiss one with none presented", state: rootStack, action: .dismiss(1),
            code: .notEnoughModals, message: "cannot dismiss 1 modal: 0 are presented"),
        ErrorRow(
            name: "dismiss three of two", state: twoModals, action: .dismiss(3),
            code: .notEnoughModals, message: "cannot dismiss 3 modals: 2 are presented"),
        ErrorRow(
            name: "dismiss zero", state: twoModals, action: .dismiss(0),
            code: .invalidCount, message: "cannot dismiss 0 modals; dismiss at least one"),
        ErrorRow(
            name: "select an unknown tab", state: tabs, action: .selectTab("cart"),
            code: .unknownTab, message: "no tab 'cart'; the tabs are 'home', 'shop'"),
        ErrorRow(
            name: "select a tab when the root is a stack", state: rootStack, action: .selectTab("home"),
            code: .noTabs, message: "cannot select tab 'home': the root is not a tab bar"),
        ErrorRow(
            name: "select a tab on an empty window", state: .empty, action: .selectTab("home"),
            code: .emptyWindow, message: "cannot select tab 'home': the window is empty"),
        ErrorRow(
            name: "close a key that is not on the state", state: tabs, action: .close(99),
            code: .screenNotFound, message: "no screen #99 is on the state"),
        ErrorRow(
            name: "close the single root screen", state: singleRoot, action: .close(1),
            code: .rootCannotClose, message: "screen #1 is the root and cannot be closed"),
        ErrorRow(
            name: "close the root of the root stack", state: twoModals, action: .close(1),
            code: .rootCannotClose, message: "screen #1 is the root of the root stack and cannot be closed"),
        ErrorRow(
            name: "close the root of a tab", state: tabs, action: .close(2),
            code: .rootCannotClose, message: "screen #2 is the root of the tab shop and cannot be closed"),
    ]

    @Test("an action that does not fit is an error value and leaves the state unchanged", arguments: errorRows)
    func errors(_ row: ErrorRow) {
        var state = row.state
        let error = #expect(throws: NavigationError.self) { try state.apply(row.action) }
        #expect(error?.code == row.code)
        #expect(error?.message == row.message)
        #expect(error?.description == row.message)
        #expect(state == row.state)
        #expect(throws: NavigationError.self) { try row.state.applying(row.action) }
    }

    // MARK: Closing one screen

    static let lowest = NavigationState.Modal.stack(Stack(s("login", 5), s("form", 6), s("confirm", 7)), style: .sheet)
    static let middle = NavigationState.Modal.single(s("alert", 8), style: .fullScreen)
    static let highest = NavigationState.Modal.stack(Stack(s("picker", 9), s("detail", 10)), style: .sheet)
    /// Tabs `home* [home #1, feed #2, post #3]`, `shop [shop #4]`, under three modals.
    static let everywhere = NavigationState(
        root: NavTest.tabs(
            [NavTest.tab("home", s("home", 1), s("feed", 2), s("post", 3)), NavTest.tab("shop", s("shop", 4))],
            selected: "home"),
        modals: [lowest, middle, highest])

    struct CloseRow: Sendable, CustomTestStringConvertible {
        let name: String
        let state: NavigationState
        let key: Int
        let after: NavigationState
        let changes: [NavigationTransition.Change]
        var testDescription: String { name }
    }

    static let closeRows: [CloseRow] = [
        CloseRow(
            name: "a screen in the middle of a tab's stack: every modal goes, then it and those above it",
            state: everywhere, key: 2,
            after: NavigationState(
                root: NavTest.tabs(
                    [NavTest.tab("home", s("home", 1)), NavTest.tab("shop", s("shop", 4))], selected: "home")),
            changes: [.dismissed([highest, middle, lowest]), .popped([s("feed", 2), s("post", 3)], from: .tab("home"))]),
        CloseRow(
            name: "the top of a tab's stack", state: everywhere, key: 3,
            after: NavigationState(
                root: NavTest.tabs(
                    [NavTest.tab("home", s("home", 1), s("feed", 2)), NavTest.tab("shop", s("shop", 4))], selected: "home")),
            changes: [.dismissed([highest, middle, lowest]), .popped([s("post", 3)], from: .tab("home"))]),
        CloseRow(
            name: "a screen on the root stack", state: NavigationState(root: repeating.root, modals: [middle]), key: 3,
            after: NavigationState(root: .stack(Stack(s("home", 1), s("list", 2)))),
            changes: [.dismissed([middle]), .popped([s("detail", 3), s("list", 4), s("detail", 5)], from: .root)]),
        CloseRow(
            name: "the root of a modal stack dismisses that modal and those above it", state: everywhere, key: 5,
            after: NavigationState(root: everywhere.root),
            changes: [.dismissed([highest, middle, lowest])]),
        CloseRow(
            name: "a screen in the middle of a modal stack: the modals above go, then the pop", state: everywhere,
            key: 6,
            after: NavigationState(root: everywhere.root, modals: [.stack(Stack(s("login", 5)), style: .sheet)]),
            changes: [.dismissed([highest, middle]), .popped([s("form", 6), s("confirm", 7)], from: .modal(0))]),
        CloseRow(
            name: "a single modal dismisses it and those above it", state: everywhere, key: 8,
            after: NavigationState(root: everywhere.root, modals: [lowest]),
            changes: [.dismissed([highest, middle])]),
        CloseRow(
            name: "the root of the topmost modal stack dismisses only that modal", state: everywhere, key: 9,
            after: NavigationState(root: everywhere.root, modals: [lowest, middle]),
            changes: [.dismissed([highest])]),
        CloseRow(
            name: "the top of the topmost modal stack pops it", state: everywhere, key: 10,
            after: NavigationState(
                root: everywhere.root, modals: [lowest, middle, .stack(Stack(s("picker", 9)), style: .sheet)]),
            changes: [.popped([s("detail", 10)], from: .modal(2))]),
    ]

    @Test("close removes a screen wherever it is, with everything above it", arguments: closeRows)
    func close(_ row: CloseRow) throws {
        var state = row.state
        let transition = try state.apply(.close(row.key))
        #expect(state == row.after, "got\n\(state)\nexpected\n\(row.after)")
        #expect(transition.changes == row.changes)
        #expect(!state.contains(row.key))
        #expect(transition.removedScreens.contains { $0.key == row.key })
    }

    // MARK: Queries

    struct TopmostRow: Sendable, CustomTestStringConvertible {
        let name: String
        let state: NavigationState
        let screen: Int?
        let stack: Stack.Location?
        let stackScreens: [Int]?
        var testDescription: String { name }
    }

    static let topmostRows: [TopmostRow] = [
        TopmostRow(name: "empty window", state: .empty, screen: nil, stack: nil, stackScreens: nil),
        TopmostRow(name: "single root", state: singleRoot, screen: 1, stack: nil, stackScreens: nil),
        TopmostRow(name: "root stack", state: rootStack, screen: 2, stack: .root, stackScreens: [1, 2]),
        TopmostRow(name: "selected tab", state: tabs, screen: 3, stack: .tab("shop"), stackScreens: [2, 3]),
        TopmostRow(name: "modal stack", state: modalStack, screen: 3, stack: .modal(0), stackScreens: [2, 3]),
        TopmostRow(name: "single modal", state: singleModal, screen: 2, stack: nil, stackScreens: nil),
        TopmostRow(name: "single modal above a modal stack", state: twoModals, screen: 5, stack: nil, stackScreens: nil),
        TopmostRow(name: "the last of three modals", state: everywhere, screen: 10, stack: .modal(2), stackScreens: [9, 10]),
    ]

    @Test("topmost screen and topmost stack", arguments: topmostRows)
    func topmost(_ row: TopmostRow) {
        #expect(row.state.topmostScreen?.key == row.screen)
        #expect(row.state.topmostStackLocation == row.stack)
        #expect(row.state.topmostStack?.screens.map(\.key) == row.stackScreens)
    }

    @Test("location of every screen in a state with tabs and three modals")
    func locations() {
        let expected: [Int: NavigationState.ScreenLocation] = [
            1: .inStack(.tab("home"), index: 0), 2: .inStack(.tab("home"), index: 1), 3: .inStack(.tab("home"), index: 2),
            4: .inStack(.tab("shop"), index: 0),
            5: .inStack(.modal(0), index: 0), 6: .inStack(.modal(0), index: 1), 7: .inStack(.modal(0), index: 2),
            8: .modalScreen(1),
            9: .inStack(.modal(2), index: 0), 10: .inStack(.modal(2), index: 1),
        ]
        for (key, location) in expected {
            #expect(Self.everywhere.location(of: key) == location, "key \(key)")
        }
        #expect(Self.everywhere.location(of: 11) == nil)
        #expect(Self.singleRoot.location(of: 1) == .rootScreen)
        #expect(Self.rootStack.location(of: 2) == .inStack(.root, index: 1))
        #expect(Self.everywhere.allScreens.map(\.key) == Array(1...10))
        #expect(Self.everywhere.selectedTab == "home")
        #expect(Self.rootStack.selectedTab == nil)
        #expect(Self.everywhere.contains(8))
        #expect(!Self.everywhere.contains(0))
    }

    @Test("stack(at:) finds stacks by location and nothing elsewhere")
    func stacksByLocation() {
        let state = Self.everywhere
        #expect(state.stack(at: .tab("shop"))?.screens == [s("shop", 4)])
        #expect(state.stack(at: .modal(2))?.screens == [s("picker", 9), s("detail", 10)])
        #expect(state.stack(at: .modal(1)) == nil)  // a single modal
        #expect(state.stack(at: .modal(3)) == nil)  // no such modal
        #expect(state.stack(at: .root) == nil)  // the root is tabs
        #expect(state.stack(at: .tab("cart")) == nil)
    }

    @Test("removed and added screens of a transition")
    func removedAndAdded() throws {
        var state = Self.twoModals
        let transition = try state.apply(.setRoot(.stack(Stack(s("start", 20), s("next", 21)))))
        #expect(transition.removedScreens.map(\.key) == [1, 2, 3, 4, 5])
        #expect(transition.addedScreens.map(\.key) == [20, 21])

        let push = try state.applying(.push(s("third", 22)))
        #expect(push.removedScreens.isEmpty)
        #expect(push.addedScreens == [s("third", 22)])

        let replace = try state.applying(.replace(s("next", 23)))
        #expect(replace.removedScreens == [s("next", 21)])
        #expect(replace.addedScreens == [s("next", 23)])
    }

    @Test("transitions join: the first's before, the last's after, every change in order")
    func followedBy() throws {
        var state = Self.rootStack
        let first = try state.apply(.push(Self.product))
        let second = try state.apply(.present(s("sheet", 10)))
        let joined = first.followed(by: second)
        #expect(joined.before == Self.rootStack)
        #expect(joined.after == state)
        #expect(joined.changes == [.pushed([Self.product], onto: .root), .presented(.single(s("sheet", 10), style: .sheet))])
        #expect(joined.addedScreens == [Self.product, s("sheet", 10)])
    }

    // MARK: Building blocks

    @Test("a tab bar with no tabs, or whose selection names none, is refused, not shown")
    func tabBarInvariants() throws {
        let home = NavTest.tab("home", s("home", 1), s("detail", 2))
        for (root, code) in [
            (NavigationState.Root.tabs([], selected: "home"), ErrorCode.noTabs),
            (.tabs([home], selected: "cart"), .unknownTab),
        ] {
            var state = NavigationState(root: .stack(Stack(s("start", 9))))
            #expect(throws: NavigationError(code, root.tabsProblem?.message ?? "")) { try state.apply(.setRoot(root)) }
            #expect(state.root == .stack(Stack(s("start", 9))))

            // Coded by hand, it does not decode.
            let data = try JSONEncoder().encode(NavigationState(root: root))
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(NavigationState.self, from: data) }

            // Built by hand, its queries answer without trapping, and actions still apply.
            var built = NavigationState(root: root)
            #expect(built.topmostScreen == nil)
            #expect(built.topmostStackLocation == nil)
            #expect(built.stack(at: .tab("cart")) == nil)
            #expect(built.allScreens == (code == .noTabs ? [] : [s("home", 1), s("detail", 2)]))
            _ = try? built.apply(.replace(s("other", 3)))
            _ = try? built.apply(.popToRoot)
            #expect(built.contains(3))
        }
        let shown = NavigationState(root: .tabs([home, NavTest.tab("shop", s("shop", 4))], selected: "shop"))
        #expect(shown.topmostScreen == s("shop", 4))
        #expect(shown.stack(at: .tab("home"))?.top == s("detail", 2))
        #expect(shown.root?.tabsProblem == nil)
        #expect(Stack(screens: []) == nil)
        #expect(Stack(s("a", 1), s("b", 2)).root == s("a", 1))
        #expect(Stack(s("a", 1), s("b", 2)).top == s("b", 2))
    }

    @Test("a state encodes and decodes to an equal state")
    func codable() throws {
        let data = try JSONEncoder().encode(Self.everywhere)
        let decoded = try JSONDecoder().decode(NavigationState.self, from: data)
        #expect(decoded == Self.everywhere)
        #expect(decoded.description == Self.everywhere.description)
    }
}
