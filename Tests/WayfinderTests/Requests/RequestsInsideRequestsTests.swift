import Testing
import WayfinderTestSupport
import WayfinderTesting

@testable import Wayfinder

/// A request made by code another request awaits (an interceptor, an action's handler) runs at
/// once, inside it; any other request, even one that code the host runs started, waits its
/// turn in arrival order.
@MainActor
@Suite("Navigator: requests made inside requests", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct RequestsInsideRequestsTests {
    /// Lets closures registered before the navigator exists reach it.
    @MainActor
    final class NavigatorBox {
        var navigator: Navigator?
        var started: [Task<NavigationOutcome, Never>] = []
    }

    @Test("an action's handler that opens a screen and waits for its result gets it, not a deadlock")
    func actionOpensScreen() async throws {
        let box = NavigatorBox()
        let harness = try NavigatorHarness(
            screens: ["home", "address"],
            catalog: { catalog in
                catalog.registerAction("checkout") { _ in
                    let address = try await box.navigator!.open("shop://address", expecting: String.self)
                    return ActionResult("checked out to \(address ?? "nowhere")")
                }
            },
            routes: { routes in
                try routes.register("/checkout", action: "checkout")
                try routes.register("/address", screen: "address")
            })
        box.navigator = harness.navigator
        await harness.start()

        let checkout = Task { await harness.navigator.open("shop://checkout") }
        await NavTest.waitUntil("the handler's screen shows") { harness.screenIDs == ["home", "address"] }
        // The action still holds the line while it waits: a request from elsewhere waits too.
        let later = Task { await harness.navigator.open("shop://address") }
        await NavTest.waitUntil("the later request is in line") { harness.navigator.queue.count == 1 }

        #expect(harness.host.simulateSwipeBack())
        guard case .handled(let result) = (await checkout.ended("checkout")).kind else {
            Issue.record("the action did not end handled")
            return
        }
        #expect(result.message == "checked out to nowhere")
        #expect(await later.ended("later").isNavigated)
        #expect(harness.screenIDs == ["home", "address"])
    }

    @Test("an action's handler that shows a screen and pops it again does both at once, inside itself")
    func actionShowsAndPops() async throws {
        let box = NavigatorBox()
        let harness = try NavigatorHarness(
            screens: ["home", "help"],
            catalog: { catalog in
                catalog.registerAction("peek") { _ in
                    let navigator = box.navigator!
                    let shown = await navigator.show("help")
                    let popped = await navigator.pop()
                    return ActionResult(
                        "\(shown.screen?.id ?? "none"), then \(popped.rejection == nil ? "popped" : "not popped")")
                }
            },
            routes: { routes in try routes.register("/peek", action: "peek") })
        box.navigator = harness.navigator
        await harness.start()

        guard case .handled(let result) = (await harness.navigator.open("shop://peek")).kind else {
            Issue.record("the action did not end handled")
            return
        }
        #expect(result.message == "help, then popped")
        #expect(harness.screenIDs == ["home"])
        #expect(
            harness.host.appliedTransitions.dropFirst().map { $0.changes.map(\.summary) } == [
                ["push help #2 onto root stack"], ["pop help #2 from root stack"],
            ])
    }

    @Test("an interceptor that opens a screen first runs it at once, inside the request it decides on")
    func interceptorOpensScreen() async throws {
        let box = NavigatorBox()
        let harness = try NavigatorHarness(
            screens: ["home", "terms", "product"],
            routes: { routes in
                try routes.register("/terms", screen: "terms")
                try routes.register("/product/<int:id>", screen: "product")
            },
            configure: { configuration in
                configuration.intercept("terms first") { request in
                    guard request.match.pattern == "/product/<int:id>" else { return .proceed }
                    let shown = await box.navigator!.open("shop://terms")
                    return shown.isNavigated ? .proceed : .reject(reason: "the terms did not show")
                }
            })
        box.navigator = harness.navigator
        await harness.start()

        let outcome = await harness.navigator.open("shop://product/7")
        #expect(outcome.isNavigated)
        #expect(harness.screenIDs == ["home", "terms", "product"])
    }

    @Test("a request that code the host runs starts waits its turn behind requests already in line")
    func hostStartedRequestWaitsInLine() async throws {
        let box = NavigatorBox()
        let harness = try NavigatorHarness(
            screens: ["home", "product", "help"],
            catalog: { catalog in
                // Building the sheet's content starts a request, as a view controller's
                // initialiser might.
                catalog.register("sheet") { _ in
                    box.started.append(Task { await box.navigator!.open("shop://help") })
                    return "sheet"
                }
            },
            routes: { routes in
                try routes.register("/product/<int:id>", screen: "product")
                try routes.register("/sheet", screen: "sheet", presentation: .present())
                try routes.register("/help", screen: "help")
            })
        box.navigator = harness.navigator
        await harness.start()
        let host = harness.host
        host.holdsTransitions = true

        let first = Task { await harness.navigator.open("shop://product/1") }
        await NavTest.waitUntil("the first push is mid-transition") { host.isTransitioning }
        let sheet = Task { await harness.navigator.open("shop://sheet") }
        let second = Task { await harness.navigator.open("shop://product/2") }
        await NavTest.waitUntil("two requests are in line") { harness.navigator.queue.count == 2 }

        // Each held transition is let go in turn; the help request arrives while the sheet shows.
        for _ in 0..<4 {
            await NavTest.waitUntil("a transition is under way") { host.isTransitioning }
            host.finishTransition()
            await NavTest.settle()
        }
        _ = await [first, sheet, second].ended("the three requests")
        #expect(box.started.count == 1)
        for outcome in await box.started.ended("the requests the host started") { #expect(outcome.isNavigated) }
        // In arrival order: the help request came last, while the sheet was being shown.
        // (The sheet is a single screen, so the next push presents a stack above it.)
        #expect(
            host.appliedTransitions.dropFirst().map { $0.changes.map(\.summary) } == [
                ["push product #2 onto root stack"],
                ["present sheet #3"],
                ["present product #4"],
                ["push help #5 onto modal 1"],
            ])
    }
}
