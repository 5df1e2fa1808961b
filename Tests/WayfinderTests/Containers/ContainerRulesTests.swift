import Testing
import WayfinderTestSupport

@testable import Wayfinder

/// Rules of the container driver and plan that only an unusual state shows: a transition whose
/// changes do not give its `after` state, a stopped swipe of a sheet beneath another, a tab bar
/// that does not take a selection.
@MainActor
@Suite("Container rules at the edges", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ContainerRulesTests {
    @Test("a transition whose changes do not give its after state is shown by rebuilding that state")
    func inconsistentTransitionRebuilds() {
        let home = NavTest.screen("home", 1)
        let before = NavigationState(root: .stack(Stack(home)))
        let after = NavigationState(root: .stack(Stack(home, NavTest.screen("detail", 2))))
        // Its one change pushes another screen than `after` shows: replaying it does not give `after`.
        let transition = NavigationTransition(
            before: before, after: after, changes: [.pushed([NavTest.screen("other", 3)], onto: .root)],
            requests: ScreenRequests())
        let plan = ContainerPlan(transition: transition, animated: true)
        #expect(plan.operations.map(\.description) == ContainerPlan.rebuilding(after).operations.map(\.description))
    }

    @Test("a stopped swipe of a held sheet beneath another is an attempt to dismiss down to it")
    func attemptBeneathAnotherSheet() async throws {
        let shop = try FakeShop(extraScreens: [("/compose", "compose", .presentInStack())])
        await shop.navigator.showTabs()
        await shop.navigator.open("shop://compose")
        let compose = shop.navigator.topmostScreen!
        await shop.navigator.open("shop://sheet")
        shop.navigator.setLeaveGuard(for: compose.key) { _ in .deny }
        let lower = try #require(ContainerTree.presentationChain(from: shop.host.root!).first)
        #expect(shop.host.driver.attemptedDismissal(of: lower) == .dismiss(2))
        let upper = try #require(ContainerTree.presentationChain(from: shop.host.root!).last)
        #expect(shop.host.driver.attemptedDismissal(of: upper) == nil, "the top sheet holds nothing")
        await shop.expectSettled()
    }

    @Test("a tab selection the tab bar does not take is rebuilt, never reported as the user's")
    func refusedTabSelection() async throws {
        let shop = try FakeShop()
        await shop.navigator.showTabs(selecting: "home")
        shop.ui.refusals[.tabSelection] = 1
        #expect(await shop.navigator.selectTab("shop").rejection == nil)
        await shop.ui.finishAnimations()
        #expect(shop.navigator.state.selectedTab == "shop")
        #expect(shop.host.displayedState == shop.navigator.state)
        #expect(shop.host.reports.isEmpty, "\(shop.host.reports)")
        #expect(shop.host.driver.rebuildCount == 1)
    }
}
