import Testing
import WayfinderTestSupport
import WayfinderTesting

@testable import Wayfinder
@testable import WayfinderRouting

/// Requests are applied one at a time, in the order they arrive; links wait for a root.
@MainActor
@Suite("Navigator: one request at a time, in order", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct NavigatorQueueTests {
    static func make(_ configure: (inout NavigatorConfiguration) -> Void = { _ in }) throws -> NavigatorHarness {
        try NavigatorHarness(
            screens: ["home", "product", "sheet"],
            routes: { routes in
                try routes.register("/product/<int:id>", screen: "product", exposure: .everywhere)
                try routes.register("/sheet", screen: "sheet", presentation: .present())
            }, configure: configure)
    }

    /// The changes of each update the host applied after the first `skipping`, as summaries.
    static func updates(_ host: HeadlessHost, skipping: Int = 0) -> [[String]] {
        host.appliedTransitions.dropFirst(skipping).map { $0.changes.map(\.summary) }
    }

    @Test("a request that arrives mid-transition waits, then is applied after it, in order")
    func waitsForTransition() async throws {
        let harness = try Self.make()
        let navigator = harness.navigator
        let host = harness.host
        await navigator.show("home", presentation: .setRoot)
        let rootOnly = navigator.state
        host.holdsTransitions = true

        let first = Task { await navigator.open("shop://product/1") }
        await NavTest.waitUntil("the first push is mid-transition") { host.isTransitioning }
        #expect(host.displayedState == rootOnly)
        let second = Task { await navigator.open("shop://product/2") }
        await NavTest.waitUntil("the second request is queued") { navigator.queue.count == 1 }
        let third = Task { await navigator.pop() }
        await NavTest.waitUntil("the third request is queued") { navigator.queue.count == 2 }

        // While the first transition is held, nothing else reaches the host, and the user
        // cannot swipe.
        await NavTest.settle()
        #expect(Self.updates(host, skipping: 1) == [["push product #2 onto root stack"]])
        #expect(navigator.state.allScreens.map(\.key) == [1, 2])
        #expect(!host.simulateSwipeBack())

        host.finishTransition()
        let firstOutcome = await first.ended("first")
        #expect(NavTest.navigated(firstOutcome)?.screen?.key == 2)
        await NavTest.waitUntil("the second push is mid-transition") {
            host.isTransitioning && host.appliedTransitions.count == 3
        }
        #expect(host.displayedState == firstOutcome.transition?.after)
        #expect(navigator.queue.count == 1)

        host.finishTransition()
        let secondOutcome = await second.ended("second")
        #expect(NavTest.navigated(secondOutcome)?.screen?.key == 3)
        await NavTest.waitUntil("the pop is mid-transition") { host.isTransitioning && host.appliedTransitions.count == 4 }

        host.finishTransition()
        let thirdOutcome = await third.ended("third")
        #expect(thirdOutcome.transition?.changes.map(\.summary) == ["pop product #3 from root stack"])
        #expect(
            Self.updates(host, skipping: 1) == [
                ["push product #2 onto root stack"], ["push product #3 onto root stack"], ["pop product #3 from root stack"],
            ])
        #expect(
            harness.tree == """
                stack
                ├─ home #1
                └─ product #2 id=1
                """)
        #expect(host.displayedState == navigator.state)
    }

    @Test("requests from many tasks are applied in the order they arrived")
    func arrivalOrder() async throws {
        let harness = try Self.make()
        let navigator = harness.navigator
        await navigator.show("home", presentation: .setRoot)
        harness.host.holdsTransitions = true
        var tasks: [Task<NavigationOutcome, Never>] = []
        tasks.append(Task { await navigator.open("shop://product/0") })
        await NavTest.waitUntil("the first push is mid-transition") { harness.host.isTransitioning }
        for index in 1..<8 {
            tasks.append(Task { await navigator.open("shop://product/\(index)") })
            await NavTest.waitUntil("request \(index) is queued") { navigator.queue.count == index }
        }
        harness.host.holdsTransitions = false
        harness.host.finishTransition()
        _ = await tasks.ended("the eight requests")
        #expect(navigator.state.allScreens.map { $0.arguments["id"] } == [nil] + (0..<8).map { "\($0)" })
        #expect(navigator.state.allScreens.map(\.key) == Array(1...9))
        #expect(harness.host.appliedTransitions.count == 9)
    }

    @Test("links before a root are held, then opened once a root exists, in arrival order")
    func linksWaitForRoot() async throws {
        let harness = try Self.make()
        let navigator = harness.navigator
        let first = Task { await navigator.open("shop://product/1") }
        await NavTest.waitUntil("the first link is held") { navigator.heldUntilRoot.count == 1 }
        let second = Task { await navigator.openExternal("shop://product/2", from: .universalLink) }
        await NavTest.waitUntil("the second link is held") { navigator.heldUntilRoot.count == 2 }
        let third = Task { await navigator.open("shop://sheet") }
        await NavTest.waitUntil("the third link is held") { navigator.heldUntilRoot.count == 3 }
        await NavTest.settle()
        #expect(navigator.state == .empty)
        #expect(harness.host.appliedTransitions.isEmpty)

        // Direct actions are not held: they answer at once, and a failed one gives no root.
        let pop = await navigator.pop()
        NavTest.expectRejected(pop, .invalidNavigation, message: "cannot pop: the window is empty")
        #expect(navigator.heldUntilRoot.count == 3)

        let root = await navigator.show("home", presentation: .setRoot)
        #expect(root.transition?.changes.map(\.summary) == ["set root"])
        let outcomes = await [first, second, third].ended("the three links")
        #expect(outcomes.map { NavTest.navigated($0)?.screen?.key } == [2, 3, 4])
        #expect(navigator.heldUntilRoot.isEmpty)
        #expect(
            Self.updates(harness.host) == [
                ["set root"], ["push product #2 onto root stack"], ["push product #3 onto root stack"], ["present sheet #4"],
            ])
        #expect(
            harness.tree == """
                stack
                ├─ home #1
                ├─ product #2 id=1
                └─ product #3 id=2
                modal sheet
                └─ sheet #4
                """)
    }

    @Test("a direct show on an empty window is not held: it becomes the root")
    func directShowIsNotHeld() async throws {
        let harness = try Self.make()
        let outcome = await harness.navigator.show("product", arguments: ["id": "5"])
        #expect(outcome.transition?.changes == [.rootSet(.stack(Stack(NavTest.screen("product", 1, ["id": "5"]))))])
        #expect(
            harness.tree == """
                stack
                └─ product #1 id=5
                """)
    }

    @Test("with holding switched off, a link on an empty window opens at once")
    func holdingSwitchedOff() async throws {
        let harness = try Self.make { $0.holdsLinksUntilRoot = false }
        let outcome = await harness.navigator.open("shop://product/9")
        #expect(outcome.transition?.changes.map(\.summary) == ["set root"])
        #expect(harness.navigator.heldUntilRoot.isEmpty)
        #expect(
            harness.tree == """
                stack
                └─ product #1 id=9
                """)
    }

    @Test("a link held for a root is opened once a restoration sets one")
    func heldLinkReleasedByRootFromRestoration() async throws {
        let harness = try Self.make()
        let navigator = harness.navigator
        let held = Task { await navigator.open("shop://sheet") }
        await NavTest.waitUntil("the link is held") { navigator.heldUntilRoot.count == 1 }
        await navigator.restore(NavigationSnapshot(root: [.init(isStack: true, urls: ["shop://product/1"])]))
        let outcome = await held.ended("held")
        #expect(NavTest.navigated(outcome)?.screen?.id == "sheet")
        #expect(
            harness.tree == """
                stack
                └─ product #1 id=1
                modal sheet
                └─ sheet #2
                """)
    }
}
