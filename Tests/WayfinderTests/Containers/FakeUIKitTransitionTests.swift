import Testing
import Wayfinder
import WayfinderTestSupport

/// Updates and reports around transitions UIKit has under way: a sheet on its way out, a sheet
/// or a swipe back the user holds, a transition coordinator that takes no alongside work.
@MainActor
@Suite("The UIKit host over fakes: transitions under way", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct FakeUIKitTransitionTests: FakeShopSuite {
    let shop: FakeShop

    init() throws {
        shop = try FakeShop()
    }

    /// Shows the tabs and a sheet, animations finished; returns the sheet's controller.
    private func showSheet() async throws -> FakeViewController {
        await navigator.showTabs()
        await navigator.open("shop://sheet")
        await ui.finishAnimations()
        return try #require(shop.topModal())
    }

    @Test("an open right after the user swipes a sheet away waits for the dismissal, then opens")
    func openWhileASheetLeaves() async throws {
        let sheet = try await showSheet()
        #expect(sheet.userSwipesDown())
        let outcome = await navigator.open("shop://cover")
        #expect(outcome.rejection == nil)
        #expect(navigator.state.modals.map(\.style) == [.fullScreen])
        #expect(host.reports == [.dismiss(1)])
        await shop.expectSettled()
    }

    @Test("an open after an animated dismissal the navigator started waits for it, then opens")
    func openWhileAnAnimatedDismissalRuns() async throws {
        _ = try await showSheet()
        let dismissing = Task { await navigator.dismiss() }
        await NavTest.waitUntil("the sheet is on its way out") { host.root?.presentedViewController?.isBeingDismissed == true }
        let outcome = await navigator.open("shop://sheet")
        #expect(outcome.rejection == nil)
        _ = await dismissing.ended("dismissing")
        #expect(navigator.state.modals.count == 1)
        #expect(host.reports.isEmpty)
        await shop.expectSettled()
    }

    @Test("an open while the user holds a sheet half-dragged waits until they let go", arguments: [false, true])
    func openWhileASheetIsDragged(completes: Bool) async throws {
        let sheet = try await showSheet()
        #expect(sheet.userBeginsDraggingDown())
        let opening = Task { await navigator.open("shop://cover") }
        for _ in 0..<50 { await Task.yield() }
        #expect(navigator.state.modals.count == 1, "nothing is planned while the user holds the sheet")
        #expect(ui.complaints.isEmpty)
        sheet.userEndsDrag(completes: completes)
        #expect(await opening.ended("opening").rejection == nil)
        #expect(navigator.state.modals.map(\.style) == (completes ? [.fullScreen] : [.sheet, .fullScreen]))
        #expect(host.reports == (completes ? [.dismiss(1)] : []))
        await shop.expectSettled()
    }

    /// Opens a detail screen whose result is awaited, then starts a swipe back on it and holds
    /// it while a container calls in; returns the awaiting task and the stack.
    private func holdSwipeBackOnAwaitedDetail(
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> (opening: Task<String?, any Error>, stack: FakeNavigationController) {
        await navigator.showTabs(selecting: "shop")
        let opening = Task { try await navigator.open("shop://detail/1", expecting: String.self) }
        await NavTest.waitUntil("the detail screen shows", sourceLocation: sourceLocation) {
            navigator.state.topmostScreen?.id == "detail"
        }
        await ui.finishAnimations()
        let stack = try #require(shop.stack("shop"), sourceLocation: sourceLocation)
        #expect(stack.userBeginsSwipeBack(), sourceLocation: sourceLocation)
        // Mid-swipe, UIKit already lists the stack without its top; a delegate call now (a
        // `willShow`, a tab bar callback) must not read that as a pop.
        host.containersChanged()
        for _ in 0..<20 { await Task.yield() }
        #expect(host.reports.isEmpty, sourceLocation: sourceLocation)
        return (opening, stack)
    }

    @Test("a swipe back the user holds is not a pop; let go of, the screen stays and can still finish")
    func heldSwipeBackCancelled() async throws {
        let (opening, stack) = try await holdSwipeBackOnAwaitedDetail()
        stack.userEndsSwipeBack(completes: false)
        for _ in 0..<20 { await Task.yield() }
        #expect(host.reports.isEmpty)
        let detail = try #require(navigator.topmostScreen)
        #expect(detail.id == "detail")
        await navigator.finish(detail.key, with: "chosen")
        #expect(try await opening.ended("opening") == "chosen")
        await shop.expectSettled()
    }

    @Test("a swipe back the user completes is one pop(1), reported when they let go")
    func heldSwipeBackCompleted() async throws {
        let (opening, stack) = try await holdSwipeBackOnAwaitedDetail()
        stack.userEndsSwipeBack(completes: true)
        #expect(try await opening.ended("opening") == nil)
        #expect(host.reports == [.pop(1)])
        await shop.expectSettled()
    }

    @Test("an update that arrives mid-swipe is planned after the swipe ends, from what it left")
    func updateDuringAHeldSwipe() async throws {
        await navigator.showTabs(selecting: "shop")
        await navigator.open("shop://detail/1")
        await ui.finishAnimations()
        let stack = try #require(shop.stack("shop"))
        #expect(stack.userBeginsSwipeBack())
        let opening = Task { await navigator.open("shop://detail/2") }
        for _ in 0..<50 { await Task.yield() }
        #expect(ui.complaints.isEmpty)
        stack.userEndsSwipeBack(completes: true)
        #expect(await opening.ended("opening").rejection == nil)
        #expect(host.reports == [.pop(1)])
        #expect(navigator.state.topmostStack?.screens.map(\.id) == ["shop", "detail"])
        #expect(navigator.state.topmostStack?.screens.last?.arguments["id"] == "2")
        await shop.expectSettled()
    }

    @Test("a transition coordinator that takes no alongside work does not hang the driver")
    func coordinatorRefusesAlongsideWork() async throws {
        ui.coordinatorsRefuseAlongsideWork = true
        let sheet = try await showSheet()
        #expect(sheet.userSwipesDown())
        #expect(await navigator.open("shop://cover").rejection == nil)
        await navigator.open("shop://detail/3")
        await ui.finishAnimations()
        #expect(host.displayedState == navigator.state)
        #expect(navigator.state.modals.count == 2)
    }
}
