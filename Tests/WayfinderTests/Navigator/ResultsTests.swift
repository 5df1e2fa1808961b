import Testing
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

/// Every screen opened with `open(_:expecting:)` hands back exactly one answer: its value, or
/// `nil` when it leaves any other way.
@MainActor
@Suite("Navigator: results", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ResultsTests {
    struct HandlerFailure: Error, Equatable {}

    static func make() async throws -> NavigatorHarness {
        let harness = try NavigatorHarness(
            screens: ["home", "picker", "sheet", "cover", "flow"],
            catalog: { catalog in
                catalog.registerAction("count") { _ in ActionResult("counted", value: 3) }
                catalog.registerAction("fail") { _ in throw HandlerFailure() }
            },
            routes: { routes in
                try routes.register("/pick", screen: "picker")
                try routes.register("/sheet", screen: "sheet", presentation: .present())
                try routes.register("/cover", screen: "cover", presentation: .present(style: .fullScreen))
                try routes.register("/flow", screen: "flow", presentation: .presentInStack())
                try routes.register("/reset", screen: "home", presentation: .setRoot)
                try routes.register("/old-pick", redirectTo: "/pick")
                try routes.register("/count", action: "count")
                try routes.register("/fail", action: "fail")
            })
        await harness.navigator.show("home", presentation: .setRoot)
        return harness
    }

    /// Starts awaiting a result for `url` and returns the waiting task and the screen it opened,
    /// once the screen is on the state.
    static func awaiting<Value: Sendable>(
        _ url: String, as type: Value.Type, in harness: NavigatorHarness,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> (Task<Value?, any Error>, Screen) {
        let navigator = harness.navigator
        let known = Set(navigator.state.allScreens.map(\.key))
        let waiting = navigator.store.waitingResultCount
        let task = Task { try await navigator.open(url, expecting: Value.self) }
        await NavTest.waitUntil("\(url) is open and awaited", sourceLocation: sourceLocation) {
            navigator.store.waitingResultCount == waiting + 1 && navigator.state.allScreens.contains { !known.contains($0.key) }
        }
        let screen = try #require(
            navigator.state.allScreens.last { !known.contains($0.key) }, sourceLocation: sourceLocation)
        return (task, screen)
    }

    // MARK: A value

    @Test("finish(with:) closes the screen and delivers the value once")
    func finishDelivers() async throws {
        let harness = try await Self.make()
        let (task, picker) = try await Self.awaiting("shop://pick", as: String.self, in: harness)
        let finished = await harness.navigator.finish(picker.key, with: "Main St")
        #expect(finished.transition?.changes == [.popped([picker], from: .root)])
        #expect(try await task.ended("task") == "Main St")
        #expect(harness.navigator.store.waitingResultCount == 0)
        #expect(!harness.navigator.state.contains(picker.key))

        let again = await harness.navigator.finish(picker.key, with: "Elm St")
        NavTest.expectRejected(again, .invalidNavigation, message: "no screen #2 is on the state")
    }

    @Test("a screen opened through a redirect hands its value back to the original caller")
    func finishAfterRedirect() async throws {
        let harness = try await Self.make()
        let (task, picker) = try await Self.awaiting("shop://old-pick", as: Int.self, in: harness)
        #expect(picker.url == "shop://pick")
        await harness.navigator.finish(picker.key, with: 7)
        #expect(try await task.ended("task") == 7)
    }

    @Test("finishing a screen beneath gives it the value and the screens above it nil")
    func finishBeneath() async throws {
        let harness = try await Self.make()
        let (lower, lowerScreen) = try await Self.awaiting("shop://pick", as: String.self, in: harness)
        let (upper, _) = try await Self.awaiting("shop://sheet", as: String.self, in: harness)
        await harness.navigator.finish(lowerScreen.key, with: "lower")
        #expect(try await lower.ended("lower") == "lower")
        #expect(try await upper.ended("upper") == nil)
        #expect(
            harness.tree == """
                stack
                └─ home #1
                """)
    }

    @Test("finishing with nil delivers nil")
    func finishWithNil() async throws {
        let harness = try await Self.make()
        let (task, sheet) = try await Self.awaiting("shop://sheet", as: String.self, in: harness)
        await harness.navigator.finish(sheet.key, with: nil)
        #expect(try await task.ended("task") == nil)
    }

    @Test("a value for a screen that cannot close is dropped; the screen later leaves with nil")
    func finishThatFails() async throws {
        let harness = try await Self.make()
        let (task, root) = try await Self.awaiting("shop://reset", as: String.self, in: harness)
        let finished = await harness.navigator.finish(root.key, with: "never")
        NavTest.expectRejected(
            finished, .invalidNavigation, message: "screen #2 is the root of the root stack and cannot be closed")
        #expect(harness.navigator.store.waitingResultCount == 1)
        await harness.navigator.show("home", presentation: .setRoot)
        #expect(try await task.ended("task") == nil)
    }

    // MARK: Nil, every other way

    enum Leaving: String, Sendable, CaseIterable, CustomTestStringConvertible {
        case swipeBack, interactiveDismissal, pop, popToRoot, parentModalDismissed, dismissAll, closeOfScreenBeneath, setRoot

        /// Opens what the awaited screen needs beneath it; returns the URL to await.
        @MainActor
        func prepare(_ harness: NavigatorHarness) async -> String {
            switch self {
            case .swipeBack, .pop: return "shop://pick"
            case .interactiveDismissal, .dismissAll: return "shop://sheet"
            case .popToRoot:
                await harness.navigator.open("shop://pick")
                return "shop://pick"
            case .parentModalDismissed:
                await harness.navigator.open("shop://flow")
                return "shop://pick"
            case .closeOfScreenBeneath:
                await harness.navigator.open("shop://pick")
                return "shop://sheet"
            case .setRoot: return "shop://flow"
            }
        }

        /// Makes the awaited screen leave without a value.
        @MainActor
        func leave(_ harness: NavigatorHarness, sourceLocation: SourceLocation = #_sourceLocation) async {
            let navigator = harness.navigator
            switch self {
            case .swipeBack: #expect(harness.host.simulateSwipeBack(), sourceLocation: sourceLocation)
            case .interactiveDismissal: #expect(harness.host.simulateInteractiveDismissal(), sourceLocation: sourceLocation)
            case .pop: #expect(await navigator.pop().transition != nil, sourceLocation: sourceLocation)
            case .popToRoot: #expect(await navigator.popToRoot().transition != nil, sourceLocation: sourceLocation)
            case .parentModalDismissed: #expect(await navigator.dismiss().transition != nil, sourceLocation: sourceLocation)
            case .dismissAll: #expect(await navigator.dismissAll().transition != nil, sourceLocation: sourceLocation)
            case .closeOfScreenBeneath:
                let beneath = navigator.state.allScreens[1]
                #expect(await navigator.finish(beneath.key, with: "beneath").transition != nil, sourceLocation: sourceLocation)
            case .setRoot: #expect(await navigator.open("shop://reset").transition != nil, sourceLocation: sourceLocation)
            }
        }

        var testDescription: String { rawValue }
    }

    @Test("every other way of leaving delivers nil, once", arguments: Leaving.allCases)
    func leavingDeliversNil(_ leaving: Leaving) async throws {
        let harness = try await Self.make()
        let url = await leaving.prepare(harness)
        let (task, screen) = try await Self.awaiting(url, as: String.self, in: harness)
        await leaving.leave(harness)
        #expect(try await task.ended("task") == nil)
        #expect(!harness.navigator.state.contains(screen.key))
        #expect(harness.host.displayedState == harness.navigator.state)
        #expect(harness.navigator.store.waitingResultCount == 0)
        // Later changes deliver nothing more (a second delivery would resume twice and trap).
        await harness.navigator.open("shop://reset")
        #expect(harness.navigator.store.waitingResultCount == 0)
    }

    @Test("a full-screen modal cannot be swiped away; its waiter keeps waiting")
    func fullScreenCannotBeSwiped() async throws {
        let harness = try await Self.make()
        let (task, cover) = try await Self.awaiting("shop://cover", as: String.self, in: harness)
        #expect(!harness.host.simulateInteractiveDismissal())
        await NavTest.settle()
        #expect(harness.navigator.store.waitingResultCount == 1)
        #expect(harness.navigator.state.contains(cover.key))
        await harness.navigator.dismiss()
        #expect(try await task.ended("task") == nil)
    }

    @Test("cancelling the waiting task throws a cancelled rejection and the screen stays")
    func cancellation() async throws {
        let harness = try await Self.make()
        let (task, picker) = try await Self.awaiting("shop://pick", as: String.self, in: harness)
        task.cancel()
        let taskError = await #expect(throws: NavigationError.self) { try await task.ended("task") }
        #expect(taskError?.code == .cancelled)
        #expect(harness.navigator.state.contains(picker.key))
        #expect(harness.host.displayedState.contains(picker.key))
        #expect(harness.navigator.store.waitingResultCount == 0)
        // The screen can still be finished; nobody is left waiting for it.
        let finished = await harness.navigator.finish(picker.key, with: "late")
        #expect(finished.transition?.changes == [.popped([picker], from: .root)])
    }

    @Test("a value of another type throws a resultTypeMismatch rejection")
    func typeMismatch() async throws {
        let harness = try await Self.make()
        let (task, picker) = try await Self.awaiting("shop://pick", as: Int.self, in: harness)
        await harness.navigator.finish(picker.key, with: "forty-two")
        let error = await #expect(throws: NavigationError.self) { try await task.ended("task") }
        #expect(error?.code == .resultTypeMismatch)
        #expect(error?.message == "expected a result of type Int, got String")
    }

    // MARK: Nothing opened

    @Test("awaiting a URL that opens nothing throws the rejection")
    func nothingOpened() async throws {
        let harness = try await Self.make()
        let notFound = await #expect(throws: NavigationError.self) {
            try await harness.navigator.open("shop://nowhere", expecting: String.self)
        }
        #expect(notFound?.code == .unknownTarget)
        #expect(notFound?.message == "the URL opened no screen (not found)")

        let refused = await #expect(throws: NavigationError.self) {
            try await harness.navigator.open("shop://pick/%zz", expecting: String.self)
        }
        #expect(refused?.code == .invalidURL)
        #expect(harness.navigator.store.waitingResultCount == 0)
        #expect(harness.navigator.state.allScreens.map(\.id) == ["home"])
    }

    // MARK: Actions

    @Test("an action route hands its ActionResult's value back")
    func actionValue() async throws {
        let harness = try await Self.make()
        #expect(try await harness.navigator.open("shop://count", expecting: Int.self) == 3)
        let error = await #expect(throws: NavigationError.self) {
            try await harness.navigator.open("shop://count", expecting: String.self)
        }
        #expect(error?.code == .resultTypeMismatch)
        #expect(error?.message == "expected a result of type String, got Int")
    }

    @Test("an action that fails throws the rejection its outcome carries")
    func actionFailure() async throws {
        let harness = try await Self.make()
        let outcome = await harness.navigator.open("shop://fail")
        NavTest.expectRejected(outcome, .actionFailed, message: "the action 'fail' failed: HandlerFailure()")
        let error = await #expect(throws: NavigationError.self) {
            try await harness.navigator.open("shop://fail", expecting: Int.self)
        }
        #expect(error == outcome.rejection)
    }

    // MARK: Tabs

    @MainActor
    final class Answer {
        var arrived = false
    }

    @Test("awaiting a route to a tab's root screen does not wait forever: the root hands back nil")
    func tabRootAnswersNil() async throws {
        let harness = try NavigatorHarness(
            screens: ["home", "shop"],
            tabs: [TabDefinition(id: "home", screen: "home"), TabDefinition(id: "shop", screen: "shop")],
            routes: { routes in try routes.register("/shop", screen: "shop", tab: "shop") })
        await harness.navigator.showTabs()
        let answer = Answer()
        let task = Task {
            defer { answer.arrived = true }
            return try await harness.navigator.open("shop://shop", expecting: String.self)
        }
        await NavTest.waitUntil("the tab-root route answers") { answer.arrived }
        #expect(harness.navigator.state.selectedTab == "shop")
        if answer.arrived {
            #expect(try await task.ended("task") == nil)
        } else {
            task.cancel()
        }
    }

    // MARK: The slot itself

    @Test("a result slot keeps the first delivery and ignores later ones")
    func slotDeliversOnce() async throws {
        let early = ResultSlot()
        early.deliver(.success("first"))
        early.deliver(.success("second"))
        early.deliver(.failure(Navigator.resultWaitCancellation))
        #expect(early.isDelivered)
        #expect(try await early.wait().get() as? String == "first")

        let late = ResultSlot()
        let waiting = Task { try await late.wait().get() }
        await NavTest.settle()
        #expect(!late.isDelivered)
        late.deliver(.failure(Navigator.resultWaitCancellation))
        late.deliver(.success("too late"))
        let waitingError = await #expect(throws: NavigationError.self) { try await waiting.ended("waiting") }
        #expect(waitingError?.code == .cancelled)
    }
}
