import Testing
import Wayfinder
import WayfinderTestSupport

/// The UIKit host over fakes stops the user's gestures that would remove a screen holding its
/// place, as UIKit lets it: `isModalInPresentation` on a held sheet (UIKit then tells the
/// presentation delegate of the attempt) and a back action on a held screen.
@MainActor
@Suite("The UIKit host over fakes: screens that hold their place", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct FakeUIKitHeldScreenTests: FakeShopSuite {
    let shop: FakeShop

    init() throws {
        shop = try FakeShop()
    }

    @Test("a held sheet is not swiped away; the attempt asks its guard, and an allowance dismisses it")
    func heldSheet() async {
        for decision in [Departure.Decision.deny, .allow] {
            let shop = try! FakeShop()
            await shop.navigator.showTabs()
            await shop.navigator.open("shop://sheet")
            let sheet = shop.navigator.topmostScreen!
            let asked = CallRecord()
            shop.navigator.setLeaveGuard(for: sheet.key) { departure in
                asked.append("\(departure.screen.id) byUser=\(departure.byUser)")
                return decision
            }
            let presented = shop.host.controller(for: sheet.key)!
            #expect(presented.isModalInPresentation, "the held sheet was not marked")
            #expect(presented.userSwipesDown() == false)
            await NavTest.waitUntil("the guard is asked") { !asked.isEmpty }
            await NavTest.settle()
            #expect(asked.all == ["sheet byUser=true"])
            #expect(shop.navigator.state.modals.isEmpty == (decision == .allow), "\(decision)")
            #expect(shop.host.displayedState == shop.navigator.state)
        }
    }

    @Test("a held screen's back button runs its back action: the guard decides, and an allowance pops it")
    func heldBack() async {
        for decision in [Departure.Decision.deny, .allow] {
            let shop = try! FakeShop()
            await shop.navigator.showTabs(selecting: "shop")
            await shop.navigator.open("shop://detail/1")
            let detail = shop.navigator.topmostScreen!
            shop.navigator.setLeaveGuard(for: detail.key) { _ in decision }
            let controller = shop.host.controller(for: detail.key)!
            #expect(controller.backAction != nil, "the held screen's Back was not taken over")
            #expect(shop.stack("shop")?.userTapsBack() == false)
            await NavTest.settle()
            #expect(shop.navigator.topmostScreen?.id == (decision == .allow ? "shop" : "detail"), "\(decision)")
            #expect(shop.host.displayedState == shop.navigator.state)
        }
    }

    @Test("a held screen on top stops the swipe back, which a back action alone does not stop")
    func heldSwipe() async {
        await navigator.showTabs(selecting: "shop")
        await navigator.open("shop://detail/1")
        let detail = navigator.topmostScreen!
        navigator.setLeaveGuard(for: detail.key) { _ in .deny }
        #expect(shop.stack("shop")?.interactivePopGestureEnabled == false)
        #expect(shop.stack("shop")?.userSwipesBack() == false)
        await NavTest.settle()
        #expect(navigator.topmostScreen?.key == detail.key)
        navigator.removeLeaveGuard(for: detail.key)
        #expect(shop.stack("shop")?.interactivePopGestureEnabled == true, "the swipe back was not given back")
        await shop.expectSettled()
    }

    @Test("a held screen that comes back on top by the user's Back has its swipe back stopped at once")
    func heldAgainAfterUsersBack() async {
        await navigator.showTabs(selecting: "shop")
        await navigator.open("shop://detail/1")
        let detail = navigator.topmostScreen!
        navigator.setLeaveGuard(for: detail.key) { _ in .deny }
        await navigator.open("shop://detail/2")
        await ui.finishAnimations()
        #expect(shop.stack("shop")?.interactivePopGestureEnabled == true, "a screen that does not hold was stopped")
        #expect(shop.stack("shop")?.userTapsBack() == true)
        await ui.finishAnimations()
        #expect(navigator.topmostScreen?.key == detail.key)
        #expect(shop.stack("shop")?.interactivePopGestureEnabled == false, "the guarded screen could be swiped away")
        #expect(shop.stack("shop")?.userSwipesBack() == false)
        await shop.expectSettled()
    }

    @Test("a held screen that comes back on top by a tab switch or a sheet swiped away keeps its swipe back stopped")
    func heldAgainAfterTabAndSheet() async {
        await navigator.showTabs(selecting: "shop")
        await navigator.open("shop://detail/1")
        let detail = navigator.topmostScreen!
        #expect(host.simulateUser(.selectTab("home")))
        await ui.finishAnimations()
        navigator.setLeaveGuard(for: detail.key) { _ in .deny }
        #expect(host.simulateUser(.selectTab("shop")))
        await ui.finishAnimations()
        #expect(shop.stack("shop")?.userSwipesBack() == false, "swiped away after a tab switch")
        await navigator.open("shop://sheet")
        await ui.finishAnimations()
        #expect(shop.topModal()?.userSwipesDown() == true)
        await ui.finishAnimations()
        #expect(navigator.state.modals.isEmpty)
        #expect(shop.stack("shop")?.userSwipesBack() == false, "swiped away after the sheet above went")
        #expect(navigator.topmostScreen?.key == detail.key)
        await shop.expectSettled()
    }

    @Test("a held screen at the root of a presented stack gets no back action that leads nowhere")
    func heldRootHasNoBack() async throws {
        let shop = try FakeShop(extraScreens: [("/compose", "compose", .presentInStack())])
        await shop.navigator.showTabs()
        await shop.navigator.open("shop://compose")
        let compose = shop.navigator.topmostScreen!
        shop.navigator.setLeaveGuard(for: compose.key) { _ in .deny }
        #expect(shop.host.controller(for: compose.key)?.backAction == nil)
        #expect(shop.topModal()?.isModalInPresentation == true)
        await shop.expectSettled()
    }

    @Test("tapping the selected tab again asks the guards of the screens it would pop, and pops only when they allow")
    func selectedTabTappedAgain() async {
        for decision in [Departure.Decision.deny, .allow] {
            let shop = try! FakeShop()
            await shop.navigator.showTabs(selecting: "shop")
            await shop.navigator.open("shop://detail/1")
            let detail = shop.navigator.topmostScreen!
            await shop.navigator.open("shop://detail/2")
            let asked = CallRecord()
            shop.navigator.setLeaveGuard(for: detail.key) { departure in
                asked.append(departure.screen.description)
                return decision
            }
            let tabs = shop.host.root as! FakeTabBarController
            tabs.userSelects(tabs.selectedIndex)
            await shop.ui.finishAnimations()
            #expect(shop.stack("shop")?.viewControllers.count == 3, "popped before the guard was asked")
            await NavTest.waitUntil("the guard is asked") { !asked.isEmpty }
            await NavTest.settle()
            await shop.ui.finishAnimations()
            #expect(asked.all == [detail.description], "\(decision)")
            #expect(shop.navigator.state.stack(at: .tab("shop"))?.count == (decision == .allow ? 1 : 3), "\(decision)")
            await shop.expectSettled()
        }
    }

    @Test("tapping the selected tab again pops at once when nothing it removes holds its place")
    func selectedTabTappedAgainWithoutGuards() async {
        await navigator.showTabs(selecting: "shop")
        await navigator.open("shop://detail/1")
        let home = navigator.state.stack(at: .tab("home"))!.root
        navigator.setLeaveGuard(for: home.key) { _ in .deny }  // held, but not in the tab's stack
        let tabs = host.root as! FakeTabBarController
        tabs.userSelects(tabs.selectedIndex)
        await ui.finishAnimations()
        #expect(navigator.state.stack(at: .tab("shop"))?.count == 1)
        await shop.expectSettled()
    }

    @Test("holding a screen leaves the app's own settings on the screens it does not hold")
    func appSettingsLeftAlone() async throws {
        let shop = try FakeShop(extraScreens: [("/canvas", "canvas", .push)])
        await shop.navigator.showTabs(selecting: "shop")
        await shop.navigator.open("shop://detail/1")
        let detail = shop.navigator.topmostScreen!
        await shop.navigator.open("shop://canvas")
        let canvas = shop.navigator.topmostScreen!
        // A drawing canvas: the app turns the swipe back off and gives Back its own action.
        let appsBack = FakeAction {}
        shop.host.controller(for: canvas.key)!.backAction = appsBack
        shop.stack("shop")!.interactivePopGestureEnabled = false
        await shop.navigator.open("shop://sheet")
        let payment = shop.topModal()!
        payment.isModalInPresentation = true  // the app's payment sheet is not to be swiped away
        shop.navigator.setLeaveGuard(for: detail.key) { _ in .deny }
        #expect(payment.isModalInPresentation, "the app's non-swipeable sheet was made swipeable")
        #expect(shop.host.controller(for: canvas.key)!.backAction === appsBack, "the app's back action was replaced")
        #expect(shop.stack("shop")!.interactivePopGestureEnabled == false, "the app's swipe setting was changed")
        shop.navigator.removeLeaveGuard(for: detail.key)
        #expect(payment.isModalInPresentation)
        #expect(shop.host.controller(for: canvas.key)!.backAction === appsBack)
        #expect(shop.stack("shop")!.interactivePopGestureEnabled == false)
        await shop.expectSettled()
    }

    @Test("a setting the app changed while the hold lasted is the app's: the hold's end leaves it")
    func appsChangeDuringTheHoldStays() async throws {
        await navigator.showTabs(selecting: "shop")
        await navigator.open("shop://detail/1")
        let detail = navigator.topmostScreen!
        navigator.setLeaveGuard(for: detail.key) { _ in .deny }
        // The app gives the screen a back action of its own while the guard holds it.
        let appsNewBack = FakeAction {}
        host.controller(for: detail.key)!.backAction = appsNewBack
        shop.stack("shop")!.interactivePopGestureEnabled = true
        navigator.removeLeaveGuard(for: detail.key)
        #expect(host.controller(for: detail.key)!.backAction === appsNewBack, "the app's newer back action was replaced")
        #expect(shop.stack("shop")!.interactivePopGestureEnabled == true)
        await shop.expectSettled()
    }

    @Test("a hold puts back what the app had set on the screen it held when it ends")
    func appSettingsRestored() async throws {
        await navigator.showTabs(selecting: "shop")
        await navigator.open("shop://detail/1")
        let detail = navigator.topmostScreen!
        let appsBack = FakeAction {}
        host.controller(for: detail.key)!.backAction = appsBack
        shop.stack("shop")!.interactivePopGestureEnabled = false
        navigator.setLeaveGuard(for: detail.key) { _ in .deny }
        #expect(host.controller(for: detail.key)!.backAction !== appsBack, "the hold did not take Back over")
        navigator.removeLeaveGuard(for: detail.key)
        #expect(host.controller(for: detail.key)!.backAction === appsBack, "the app's back action was not put back")
        #expect(shop.stack("shop")!.interactivePopGestureEnabled == false, "the app's swipe setting was not put back")
        await navigator.open("shop://sheet")
        let sheet = navigator.topmostScreen!
        shop.topModal()!.isModalInPresentation = true
        navigator.setLeaveGuard(for: sheet.key) { _ in .allow }
        navigator.removeLeaveGuard(for: sheet.key)
        #expect(shop.topModal()!.isModalInPresentation, "the app's own setting was cleared by the hold's end")
        await shop.expectSettled()
    }

    @Test("letting go clears the marks; the app's own modal-in-presentation sheet is left to the app")
    func marksFollowTheGuards() async {
        await navigator.showTabs()
        await navigator.open("shop://sheet")
        let sheet = navigator.topmostScreen!
        navigator.setLeaveGuard(for: sheet.key) { _ in .allow }
        navigator.removeLeaveGuard(for: sheet.key)
        let presented = host.controller(for: sheet.key)!
        #expect(!presented.isModalInPresentation)
        // The app stops the swipe itself: the attempt is its own to answer, not the navigator's.
        presented.isModalInPresentation = true
        var attempts: [NavigationAction] = []
        host.userAttemptHandler = { attempts.append($0) }
        #expect(presented.userSwipesDown() == false)
        #expect(attempts.isEmpty)
        #expect(navigator.state.modals.count == 1)
    }
}
