import Testing
import Wayfinder
import WayfinderTestSupport

private func s(_ id: String, _ key: Int) -> Screen { NavTest.screen(id, key) }

/// The plan a transition turns into, as values: actions in, container operations out.
@Suite("ContainerPlan: the container operations a transition takes", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ContainerPlanTests {
    /// One state, the actions a navigator commits as one transition, and the plan it must give.
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let before: NavigationState
        let actions: [NavigationAction]
        var animated = true
        let operations: [String]
        var testDescription: String { name }
    }

    static let home = s("home", 1)
    static let tabs = NavigationState(
        root: NavTest.tabs(
            [NavTest.tab("home", home), NavTest.tab("shop", s("shop", 2), s("list", 3))], selected: "home"))
    static let stack = NavigationState(root: .stack(Stack(home, s("list", 2))))
    static let withSheet = NavigationState(root: stack.root, modals: [.single(s("sheet", 5), style: .sheet)])
    static let withDetents = NavigationState(
        root: stack.root, modals: [.single(s("filters", 5), style: .sheet(detents: [.medium, .large]))])
    static let withTwoModals = NavigationState(
        root: tabs.root, modals: [.stack(Stack(s("login", 5), s("form", 6))), .single(s("terms", 7), style: .fullScreen)])

    static let rows: [Row] = [
        Row(
            name: "a push sets the topmost stack, animated", before: stack, actions: [.push(s("detail", 9))],
            operations: [
                "dismiss presentations beyond the state but searches",
                "set stack of root stack to home #1, list #2, detail #9 (animated)",
            ]),
        Row(
            name: "without animation nothing animates", before: stack, actions: [.push(s("detail", 9))], animated: false,
            operations: [
                "dismiss presentations beyond the state but searches", "set stack of root stack to home #1, list #2, detail #9",
            ]),
        Row(
            name: "a deep link: dismiss, select the tab, and build the parent chain beneath the screen in one move",
            before: withTwoModals,
            actions: [.dismissAll, .selectTab("shop"), .popToRoot, .push(s("category", 10)), .push(s("product", 11))],
            operations: [
                "dismiss presentations beyond the state", "dismiss from modal 0", "select tab shop",
                "set stack of tab shop to shop #2, category #10, product #11 (animated)",
            ]),
        Row(
            name: "a pop", before: stack, actions: [.pop(1)],
            operations: ["dismiss presentations beyond the state but searches", "set stack of root stack to home #1 (animated)"]),
        Row(
            name: "dismissing one of two modals", before: withTwoModals, actions: [.dismiss(1)],
            operations: ["dismiss presentations beyond the state", "dismiss from modal 1 (animated)"]),
        Row(
            name: "closing a screen under a modal dismisses, then pops the uncovered stack", before: withTwoModals,
            actions: [.close(6)],
            operations: [
                "dismiss presentations beyond the state", "dismiss from modal 1", "set stack of modal 0 to login #5 (animated)",
            ]),
        Row(
            name: "a push onto a modal without a navigation controller presents a new stack", before: withSheet,
            actions: [.push(s("editor", 9))],
            operations: ["dismiss presentations beyond the state", "present sheet stack editor #9 (animated)"]),
        Row(
            name: "a presented stack and pushes onto it are one presentation", before: stack,
            actions: [.presentInStack(s("a", 9), style: .fullScreen), .push(s("b", 10))],
            operations: ["dismiss presentations beyond the state", "present fullScreen stack a #9, b #10 (animated)"]),
        Row(
            name: "a new root goes in without animation after the modals", before: withTwoModals,
            actions: [.setRoot(.stack(Stack(s("start", 9))))],
            operations: ["dismiss presentations beyond the state", "dismiss from modal 0", "set root to stack start #9"]),
        Row(
            name: "changes after a new root are built into it", before: .empty,
            actions: [.setRoot(tabs.root!), .selectTab("shop"), .push(s("detail", 9))],
            operations: ["dismiss presentations beyond the state", "set root to tabs home, shop selecting shop"]),
        Row(
            name: "replacing the top of a stack sets the stack", before: stack, actions: [.replace(s("list", 9))],
            operations: [
                "dismiss presentations beyond the state but searches", "set stack of root stack to home #1, list #9 (animated)",
            ]),
        Row(
            name: "replacing a single modal dismisses it and presents the new one", before: withSheet,
            actions: [.replace(s("sheet", 9))],
            operations: [
                "dismiss presentations beyond the state", "dismiss from modal 0", "present sheet single sheet #9 (animated)",
            ]),
        Row(
            name: "replacing a single root sets a new root", before: NavigationState(root: .single(s("welcome", 1))),
            actions: [.replace(s("welcome", 9))],
            operations: ["dismiss presentations beyond the state", "set root to welcome #9"]),
        Row(
            name: "a tab selection alone", before: tabs, actions: [.selectTab("shop")],
            operations: ["dismiss presentations beyond the state but searches", "select tab shop"]),
        Row(
            name: "a sheet rested at another detent is moved in one operation", before: withDetents,
            actions: [.restSheet(at: .large)],
            operations: ["dismiss presentations beyond the state but searches", "rest modal 0 at large (animated)"]),
        Row(
            name: "a sheet presented and rested in one transition is presented resting there", before: stack,
            actions: [.present(s("filters", 9), style: .sheet(detents: [.medium, .large])), .restSheet(at: .large)],
            operations: ["dismiss presentations beyond the state", "present sheet(medium, large*) single filters #9 (animated)"]),
        Row(
            name: "a change to a background tab leaves the app's presentations alone", before: tabs,
            actions: [.close(3)],
            operations: ["set stack of tab shop to shop #2"]),
        Row(
            name: "a stack that ends hidden under a modal does not animate", before: stack,
            actions: [.present(s("sheet", 9)), .close(2)],
            operations: [
                "dismiss presentations beyond the state", "present sheet single sheet #9", "dismiss from modal 0",
                "set stack of root stack to home #1 (animated)",
            ]),
    ]

    @Test("transitions become container operations", arguments: rows)
    func plans(_ row: Row) throws {
        var state = row.before
        var transition = NavigationTransition(before: state, after: state, changes: [])
        for action in row.actions { transition = transition.followed(by: try state.apply(action)) }
        let plan = ContainerPlan(transition: transition, animated: row.animated)
        #expect(plan.operations.map(\.description) == row.operations)
    }

    @Test("a transition with no changes plans nothing")
    func emptyTransition() {
        let transition = NavigationTransition(before: Self.stack, after: Self.stack, changes: [])
        #expect(ContainerPlan(transition: transition, animated: true).operations.isEmpty)
    }

    @Test("changes that do not fit the state before rebuild the state after")
    func inconsistentTransitionRebuilds() throws {
        let after = try Self.withSheet.applying(.push(s("editor", 9))).after
        // The changes claim a pop the state before cannot make.
        let broken = NavigationTransition(before: Self.withSheet, after: after, changes: [.popped([s("ghost", 40)], from: .root)])
        let plan = ContainerPlan(transition: broken, animated: true)
        #expect(plan == ContainerPlan.rebuilding(after))
        #expect(
            plan.operations.map(\.description) == [
                "set root to stack home #1, list #2", "present sheet single sheet #5", "present sheet stack editor #9",
            ])
        #expect(plan.operations.allSatisfy { !$0.isAnimated })
    }

    @Test("rebuilding the empty state does nothing")
    func rebuildEmpty() {
        #expect(ContainerPlan.rebuilding(.empty).operations.isEmpty)
    }
}
