import Testing
import Wayfinder
import WayfinderTestSupport

/// An update dismisses only what is in its way: a push beneath an active search leaves the
/// search up, a change out of sight leaves the app's alert up, and an active search never
/// stalls an update that waits for the app's presentations.
@MainActor
@Suite("The UIKit host over fakes: what an update leaves on screen", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct FakeUIKitCoveredTests: FakeShopSuite {
    let shop: FakeShop

    init() throws {
        shop = try FakeShop()
    }

    var presentedNames: [String] {
        ContainerTree.allPresentations(from: host.root!).map { ($0 as! FakeViewController).name }
    }

    @Test("a search result pushed beneath an active search leaves the search up")
    func pushBeneathSearch() async {
        await navigator.showTabs(selecting: "shop")
        host.root!.present(ui.search("search"), animated: false)
        #expect(await navigator.open("shop://detail/1").rejection == nil)
        #expect(presentedNames == ["search"], "the search was dismissed for a push")
        #expect(shop.stack("shop")?.viewControllers.map(\.name) == ["shop #2", "detail #3"])
        await shop.expectSettled()
    }

    @Test("an active search does not stall an update that waits for the app's presentations")
    func searchDoesNotStall() async {
        await navigator.showTabs(selecting: "shop")
        host.driver.appPresentationWaitLimit = .seconds(600)
        host.root!.present(ui.search("search"), animated: false)
        let opening = Task { await navigator.open("shop://detail/1") }
        #expect(await opening.ended("a push beneath a search, with the app's presentations waited for").rejection == nil)
        #expect(presentedNames == ["search"])
        await shop.expectSettled()
    }

    @Test("a presentation replaces an active search, which UIKit will not present over")
    func presentationReplacesSearch() async {
        await navigator.showTabs(selecting: "shop")
        host.root!.present(ui.search("search"), animated: false)
        #expect(await navigator.open("shop://sheet").rejection == nil)
        #expect(presentedNames == ["sheet #3"])
        await shop.expectSettled()
    }

    @Test("a change in a tab out of sight leaves the app's alert up")
    func backgroundChangeKeepsAlert() async throws {
        await navigator.showTabs(selecting: "shop")
        await navigator.open("shop://detail/1")
        let detail = try #require(navigator.topmostScreen)
        #expect(await navigator.selectTab("home").rejection == nil)
        await ui.finishAnimations()
        host.root!.present(ui.alert("rate this app"), animated: false)
        // The detail screen, in the shop tab the user is not looking at, finishes.
        #expect(await navigator.finish(detail.key, with: nil).rejection == nil)
        #expect(presentedNames == ["rate this app"], "an update out of sight dismissed the app's alert")
        #expect(shop.stack("shop")?.viewControllers.map(\.name) == ["shop #2"])
    }

    @Test("a push onto the stack the user sees dismisses the app's alert over it")
    func visibleChangeDismissesAlert() async {
        await navigator.showTabs(selecting: "shop")
        host.root!.present(ui.alert("rate this app"), animated: false)
        #expect(await navigator.open("shop://detail/1").rejection == nil)
        #expect(presentedNames.isEmpty)
        await shop.expectSettled()
    }
}
