import Testing
import Wayfinder
import WayfinderTestSupport

/// Changes UIKit refuses: rebuilt, never taken for the user's gestures, and when even the
/// rebuild is refused, an honest outcome instead of a screen that never showed.
@MainActor
@Suite("The UIKit host over fakes: refusals", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct FakeUIKitRefusalTests: FakeShopSuite {
    let shop: FakeShop

    init() throws {
        shop = try FakeShop()
    }

    @Test("a presentation UIKit refuses once is rebuilt and shown, not reported as the user's dismissal")
    func refusedPresentationRebuilt() async throws {
        await navigator.showTabs()
        ui.refusals[.presentation] = 1
        let outcome = await navigator.open("shop://sheet")
        #expect(outcome.rejection == nil)
        #expect(navigator.state.modals.count == 1)
        #expect(host.displayedState == navigator.state)
        #expect(host.reports.isEmpty)
        #expect(host.driver.rebuildCount == 1)
    }

    @Test("a push UIKit ignores is rebuilt off screen and shown, not reported as Back", arguments: [1, 100])
    func ignoredPushRebuilt(refusals: Int) async throws {
        await navigator.showTabs(selecting: "shop")
        ui.refusals[.stackChange] = refusals
        let outcome = await navigator.open("shop://detail/1")
        #expect(outcome.rejection == nil)
        await ui.finishAnimations()
        #expect(shop.stack("shop")?.viewControllers.count == 2)
        #expect(host.displayedState == navigator.state)
        #expect(host.reports.isEmpty)
        #expect(host.driver.rebuildCount == 1)
    }

    @Test("a presentation UIKit always refuses ends the open with hostRefused; the result is not nil")
    func presentationAlwaysRefused() async throws {
        await navigator.showTabs()
        ui.refusals[.presentation] = 100
        let error = await #expect(throws: NavigationError.self) {
            try await navigator.open("shop://sheet", expecting: Int.self)
        }
        #expect(error?.code == .hostRefused)
        // Rebuilt as many times as the limit allows, and no more: an endless rebuild would
        // otherwise pass.
        #expect(host.driver.rebuildCount == ContainerDriver.maximumRebuilds)
        #expect(navigator.state.modals.isEmpty)
        #expect(host.displayedState == navigator.state)
        #expect(host.reports.isEmpty)
        // The navigator goes on from what the window shows.
        ui.refusals[.presentation] = 0
        #expect(await navigator.open("shop://sheet").rejection == nil)
        #expect(host.displayedState == navigator.state)
    }
}
