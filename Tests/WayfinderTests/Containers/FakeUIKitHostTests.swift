import Testing
import Wayfinder
import WayfinderTestSupport

/// A navigator on the UIKit host over fakes: links, animations, alerts and the user's gestures.
@MainActor
@Suite("The UIKit host over fakes: links, animations, alerts and gestures", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct FakeUIKitHostTests: FakeShopSuite {
    let shop: FakeShop

    init() throws {
        shop = try FakeShop()
    }

    func expectSettled(sourceLocation: SourceLocation = #_sourceLocation) async {
        await shop.expectSettled(sourceLocation: sourceLocation)
    }

    func stack(_ tab: String) -> FakeNavigationController? { shop.stack(tab) }

    @Test("an animated push returns once its animation has finished")
    func animatedPushWaits() async {
        await navigator.showTabs(selecting: "shop")
        await navigator.open("shop://detail/1")
        #expect(ui.animationsInFlight == 0)
        #expect(stack("shop")?.viewControllers.map(\.name) == ["shop #2", "detail #3"])
        #expect(host.driver.performedPlans.last?.last?.hasSuffix("(animated)") == true, "\(host.driver.performedPlans)")
        await expectSettled()
    }

    @Test("a link from outside builds the parent chain beneath its screen in one setViewControllers")
    func deepLinkParentChain() async {
        await navigator.showTabs()
        await navigator.openExternal("shop://product/42?category=shoes", from: .universalLink)
        #expect(navigator.state.selectedTab == "shop")
        #expect(stack("shop")?.viewControllers.map(\.name) == ["shop #2", "category #4", "product #3"])
        let setStacks = host.driver.performedPlans.last!.filter { $0.hasPrefix("set stack") }
        #expect(setStacks.count == 1)
        await expectSettled()
    }

    @Test("a link that arrives under an alert dismisses the alert and presents its screen")
    func linkUnderAnAlert() async {
        await navigator.showTabs()
        host.root!.present(ui.alert("rate this app"), animated: false)
        await navigator.open("shop://sheet")
        #expect(ContainerTree.allPresentations(from: host.root!).map { ($0 as! FakeViewController).name } == ["sheet #3"])
        await expectSettled()
    }

    @Test("a controller the app presented itself is dismissed before the navigator presents")
    func foreignPresentation() async {
        await navigator.showTabs()
        host.root!.present(ui.controller("app's own"), animated: false)
        await navigator.open("shop://cover")
        #expect(ContainerTree.presentationChain(from: host.root!).map { ($0 as! FakeViewController).name } == ["cover #3"])
        await expectSettled()
    }

    @Test("a push onto a modal without a navigation controller presents a navigation controller over it")
    func pushOverSingleModal() async {
        await navigator.showTabs()
        await navigator.open("shop://sheet")
        await navigator.open("shop://detail/7")
        let chain = ContainerTree.presentationChain(from: host.root!)
        #expect(chain.count == 2)
        #expect(chain.last is FakeNavigationController)
        #expect(navigator.state.modals.count == 2)
        await expectSettled()
    }

    @Test("Back is reported once as pop(1), and the awaited result is nil")
    func backReportedOnce() async throws {
        await navigator.showTabs(selecting: "shop")
        let opening = Task { try await navigator.open("shop://detail/1", expecting: String.self) }
        await NavTest.waitUntil("the detail screen shows") { stack("shop")?.viewControllers.count == 2 }
        await ui.finishAnimations()
        #expect(stack("shop")!.userTapsBack())
        await ui.finishAnimations()
        #expect(try await opening.ended("opening") == nil)
        stack("shop")!.onDidShow?()  // UIKit may tell the delegate again
        #expect(host.reports == [.pop(1)])
        await expectSettled()
    }

    @Test("a swipe back the user cancels reports nothing")
    func cancelledSwipe() async {
        await navigator.showTabs(selecting: "shop")
        await navigator.open("shop://detail/1")
        stack("shop")!.userCancelsSwipeBack()
        #expect(host.reports.isEmpty)
        await expectSettled()
    }

    @Test("the back button's menu two screens back is pop(2)")
    func backMenu() async {
        await navigator.showTabs(selecting: "shop")
        await navigator.open("shop://detail/1")
        await navigator.open("shop://detail/2")
        stack("shop")!.userGoesBack(to: 0)
        await ui.finishAnimations()
        #expect(host.reports == [.pop(2)])
        await expectSettled()
    }

    @Test("a sheet swiped away is dismiss(1); a full-screen cover cannot be swiped")
    func interactiveDismissal() async throws {
        await navigator.showTabs()
        await navigator.open("shop://cover")
        let cover = try #require(ContainerTree.presentationChain(from: host.root!).last as? FakeViewController)
        #expect(!cover.userSwipesDown())
        await navigator.dismiss()
        let result = Task { try await navigator.open("shop://sheet", expecting: Int.self) }
        await NavTest.waitUntil("the sheet shows") { navigator.state.modals.count == 1 }
        await ui.finishAnimations()
        let sheet = try #require(ContainerTree.presentationChain(from: host.root!).last as? FakeViewController)
        #expect(sheet.userSwipesDown())
        #expect(try await result.ended("result") == nil)
        #expect(host.reports == [.dismiss(1)])
        await expectSettled()
    }

    @Test("a tab tapped is selectTab; tapping the selected tab again pops its stack to the root")
    func tabBar() async throws {
        await navigator.showTabs()
        let tabs = try #require(host.root as? FakeTabBarController)
        tabs.userSelects(1)
        await navigator.open("shop://detail/1")
        await navigator.open("shop://detail/2")
        tabs.userSelects(1)
        await ui.finishAnimations()
        #expect(host.reports == [.selectTab("shop"), .pop(2)])
        await expectSettled()
    }

    @Test("finishing a screen with a value hands it back and closes the screen")
    func finishWithValue() async throws {
        await navigator.showTabs()
        let result = Task { try await navigator.open("shop://sheet", expecting: Int.self) }
        await NavTest.waitUntil("the sheet shows") { navigator.state.modals.count == 1 }
        await navigator.finish(navigator.topmostScreen!.key, with: 42)
        #expect(try await result.ended("result") == 42)
        #expect(navigator.state.modals.isEmpty)
        #expect(host.reports.isEmpty)
        await expectSettled()
    }

    @Test("a window root replaced behind the navigator's back is rebuilt on the next update")
    func rebuildsWhatItLostTrackOf() async {
        await navigator.showTabs()
        host.window.rootViewController = ui.controller("intruder")
        await navigator.open("shop://detail/1")
        await ui.finishAnimations()
        #expect(host.driver.rebuildCount == 1)
        #expect(host.displayedState == navigator.state)
        #expect(ui.complaints.isEmpty)
    }
}

extension FakeUIKitHostTests {
    @Test("a tab tapped while an update animates is reported once, when the update ends")
    func gestureDuringAnUpdate() async throws {
        await navigator.showTabs(selecting: "shop")
        let tabs = try #require(host.root as? FakeTabBarController)
        let opening = Task { await navigator.open("shop://detail/1") }
        await NavTest.waitUntil("the push animates") { stack("shop")?.isInTransition == true }
        tabs.userSelects(0)
        _ = await opening.ended("opening")
        #expect(host.reports == [.selectTab("home")])
        #expect(navigator.state.selectedTab == "home")
        await expectSettled()
    }
}

extension FakeUIKitHostTests {
    @Test("the driver's record of plans keeps the newest few, and no value from a URL")
    func planRecordIsBounded() async {
        await navigator.showTabs(selecting: "shop")
        for number in 0..<(ContainerDriver.performedPlanLimit * 3) {
            await navigator.open("shop://detail/\(number + 1000)?token=secret\(number)")
            await navigator.pop()
        }
        #expect(host.driver.performedPlans.count == ContainerDriver.performedPlanLimit)
        let recorded = host.driver.performedPlans.joined().joined(separator: "\n")
        #expect(!recorded.contains("secret"), "\(recorded)")
        #expect(!recorded.contains("1047"), "a path value stays out too: \(recorded)")
        #expect(recorded.contains("detail #"), "screens are named by id and key: \(recorded)")
        await expectSettled()
    }
}
