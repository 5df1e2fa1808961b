import Testing
import Wayfinder
import WayfinderTestSupport

/// The UIKit host over fakes stops the user's gestures that would remove a screen holding its
/// place, as UIKit lets it: `isModalInPresentation` on a held sheet (UIKit then tells the
/// presentation delegate of the attempt) and a back action on a held screen.
@MainActor
@Suite("The UIKit host over fakes: screens that hold their place", .timeLimit(.minutes(2)), .endsWithin(.seconds(20)))
struct FakeUIKitHeldScreenTests: FakeShopSuite {
    let shop: FakeShop

    init() throws {
        shop = try FakeShop()
    }

    @Test("a held sheet is not swiped away; the attempt asks its guard, and an allowance dismisses it")
    func heldSheet() async {
        for decision in [LeaveDecision.deny, .allow] {
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

    @Test("a held screen's Back runs its back action: the guard decides, and an allowance pops it")
    func heldBack() async {
        for decision in [LeaveDecision.deny, .allow] {
            let shop = try! FakeShop()
            await shop.navigator.showTabs(selecting: "shop")
            await shop.navigator.open("shop://detail/1")
            let detail = shop.navigator.topmostScreen!
            shop.navigator.setLeaveGuard(for: detail.key) { _ in decision }
            let controller = shop.host.controller(for: detail.key)!
            #expect(controller.backAction != nil, "the held screen's Back was not taken over")
            #expect(shop.stack("shop")?.userGoesBack() == false)
            await NavTest.settle()
            #expect(shop.navigator.topmostScreen?.id == (decision == .allow ? "shop" : "detail"), "\(decision)")
            #expect(shop.host.displayedState == shop.navigator.state)
        }
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
