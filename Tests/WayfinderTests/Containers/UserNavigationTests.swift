import Testing
import Wayfinder
import WayfinderTestSupport

private func s(_ id: String, _ key: Int) -> Screen { NavTest.screen(id, key) }

/// Naming what the user did from the state shown before and the state the containers show now.
@Suite("UserNavigation: the action a user's gesture amounts to", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct UserNavigationTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let displayed: NavigationState
        let observed: NavigationState
        let action: NavigationAction?
        var testDescription: String { name }
    }

    static let tabs = NavigationState(
        root: NavTest.tabs(
            [NavTest.tab("home", s("home", 1)), NavTest.tab("shop", s("shop", 2), s("list", 3), s("detail", 4))],
            selected: "shop"))
    static let sheetOverTabs = NavigationState(root: tabs.root, modals: [.stack(Stack(s("login", 5), s("form", 6)))])

    static let rows: [Row] = [
        Row(
            name: "Back or a swipe on the topmost stack is pop(1)", displayed: tabs,
            observed: tabs.settingStack([s("shop", 2), s("list", 3)], at: .tab("shop"))!, action: .pop(1)),
        Row(
            name: "the back button's menu, two screens back, is pop(2)", displayed: tabs,
            observed: tabs.settingStack([s("shop", 2)], at: .tab("shop"))!, action: .pop(2)),
        Row(
            name: "a tab tapped in the tab bar is selectTab", displayed: tabs,
            observed: tabs.selectingTab("home")!, action: .selectTab("home")),
        Row(name: "a sheet swiped away is dismiss(1)", displayed: sheetOverTabs, observed: tabs, action: .dismiss(1)),
        Row(
            name: "Back inside a presented stack is pop(1) on it", displayed: sheetOverTabs,
            observed: sheetOverTabs.settingStack([s("login", 5)], at: .modal(0))!, action: .pop(1)),
        Row(
            name: "screens gone from a stack that is not the topmost are closed by key",
            displayed: tabs.selectingTab("home")!,
            observed: tabs.selectingTab("home")!.settingStack([s("shop", 2)], at: .tab("shop"))!,
            action: .close(3)),
        Row(
            name: "screens gone beneath a modal that stays are no gesture (closing them would dismiss it)",
            displayed: sheetOverTabs,
            observed: sheetOverTabs.settingStack([s("shop", 2)], at: .tab("shop"))!, action: nil),
        Row(name: "nothing changed, nothing to report", displayed: tabs, observed: tabs, action: nil),
        Row(
            name: "a change no single gesture explains is not reported", displayed: tabs,
            observed: tabs.settingStack([s("shop", 2), s("other", 9)], at: .tab("shop"))!, action: nil),
        Row(
            name: "a tab and a pop at once are not one gesture", displayed: tabs,
            observed: tabs.selectingTab("home")!.settingStack([s("shop", 2)], at: .tab("shop"))!, action: nil),
    ]

    @Test("gestures are named by the action that gives the observed state", arguments: rows)
    func names(_ row: Row) throws {
        let action = UserNavigation.action(from: row.displayed, to: row.observed)
        #expect(action == row.action)
        if let action {
            #expect(try row.displayed.applying(action).after == row.observed)
        }
    }

    @Test("the state edits a SwiftUI binding reports refuse what does not exist")
    func editsRefuse() {
        #expect(Self.tabs.settingStack([], at: .tab("shop")) == nil)
        #expect(Self.tabs.settingStack([s("x", 9)], at: .modal(0)) == nil)
        #expect(Self.tabs.selectingTab("cart") == nil)
        #expect(Self.sheetOverTabs.keepingModals(0) == Self.tabs)
        #expect(Self.sheetOverTabs.keepingModals(-1) == Self.tabs)
        #expect(Self.sheetOverTabs.keepingModals(5) == Self.sheetOverTabs)
    }
}
