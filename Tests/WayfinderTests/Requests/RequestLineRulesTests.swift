import Testing
import WayfinderTestSupport
import WayfinderTesting

@testable import Wayfinder
@testable import WayfinderRouting

/// The rules the request line and the host gate keep, each pinned where it breaks: code a
/// finished request left running makes requests that wait their turn; links held for a root go
/// before requests queued after them; a cancelled request starts none of the app's code; the
/// host is handed to its waiters in the order they came, never to a task cancelled before it
/// waited; and a request that stepped out of line never lets two others run at once.
///
/// Every wait on a request races a deadline (``Deadline``).
@MainActor
@Suite("The request line's rules", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct RequestLineRulesTests {
    /// Lets closures registered before the navigator exists reach it, and keeps what they start.
    @MainActor
    final class Box {
        var navigator: Navigator?
        /// A task a handler left running after its request ended.
        var leftover: Task<NavigationOutcome, Never>?
        /// Requests a handler made inside its own.
        var inner: [Task<NavigationOutcome, Never>] = []
        /// The request a test cancels from inside the app's code.
        var request: Task<NavigationOutcome, Never>?
        var log: [String] = []
    }

    /// Which action handlers ran, in order, and how many at most at the same time.
    @MainActor
    final class Overlap {
        private(set) var log: [String] = []
        private(set) var running = 0
        private(set) var most = 0

        func start(_ name: String) {
            running += 1
            most = max(most, running)
            log.append("\(name) starts")
        }

        func end(_ name: String) {
            running -= 1
            log.append("\(name) ends")
        }
    }

    /// The message of an action's outcome; `nil` when it was not handled.
    static func handled(_ outcome: NavigationOutcome) -> String? {
        if case .handled(let result) = outcome.kind.final { return result.message }
        return nil
    }

    /// Yields, sleeping a millisecond now and then so that work on other threads goes on too,
    /// until `condition` holds or `rounds` have passed: gives work that must not happen (a
    /// request started beside another) the time to happen. Whether it did.
    @discardableResult
    static func allowTime(rounds: Int = 2_000, until condition: () -> Bool) async -> Bool {
        for round in 0..<rounds {
            if condition() { return true }
            if round % 200 == 199 {
                try? await Task.sleep(for: .milliseconds(1))
            } else {
                await Task.yield()
            }
        }
        return condition()
    }

    // MARK: Code a finished request left running

    @Test("a request made by a finished request's leftover task waits its turn behind the request running then")
    func leftoverRequestWaitsItsTurn() async throws {
        let box = Box()
        let release = Latch<Bool>()
        let late = CallRecord()
        let harness = try NavigatorHarness(
            catalog: { catalog in
                catalog.registerAction("spawn") { _ in
                    // Work the handler leaves behind: it asks once its request has ended.
                    box.leftover = Task {
                        _ = await release.wait()
                        return await box.navigator!.open("shop://late")
                    }
                    return ActionResult("spawned")
                }
                catalog.registerAction("late") { _ in
                    late.append("late")
                    return ActionResult("late")
                }
            },
            routes: { routes in
                try routes.register("/spawn", action: "spawn")
                try routes.register("/late", action: "late")
                try routes.register("/product/<int:id>", screen: "product")
            })
        box.navigator = harness.navigator
        await harness.start()
        let spawned = await harness.navigator.open("shop://spawn")
        #expect(Self.handled(spawned) == "spawned", "\(spawned)")

        // Another request holds the line, mid-transition, when the leftover code asks.
        harness.host.holdsTransitions = true
        let push = Task { await harness.navigator.open("shop://product/1") }
        await NavTest.waitUntil("the push is mid-transition") { harness.host.isTransitioning }
        release.answer(true)
        await NavTest.waitUntil("the late request waits in line, or runs") {
            harness.navigator.queue.count == 1 || !late.isEmpty
        }
        #expect(late.isEmpty, "the late request ran inside the request that had ended, beside the push")
        #expect(harness.navigator.queue.count == 1)

        harness.host.holdsTransitions = false
        harness.host.finishTransition()
        #expect(await push.ended("the push").screen?.id == "product")
        let leftover = try #require(box.leftover)
        let lateOutcome = await leftover.ended("the late request")
        #expect(Self.handled(lateOutcome) == "late", "\(lateOutcome)")
        #expect(late.all == ["late"])
        #expect(harness.screenIDs == ["home", "product"])
    }

    // MARK: Links held for a root

    @Test("links held until a root open before the requests queued after them")
    func heldLinksGoFirst() async throws {
        let harness = try NavigatorHarness(
            screens: ["home", "product", "help"],
            routes: { routes in
                try routes.register("/product/<int:id>", screen: "product", exposure: .everywhere)
            })
        let navigator = harness.navigator
        let host = harness.host
        let link = Task { await navigator.openExternal("shop://product/1", from: .universalLink) }
        await NavTest.waitUntil("the link is held for a root") { navigator.heldUntilRoot.count == 1 }

        // The root comes, held mid-transition; an in-app request queues behind it meanwhile.
        host.holdsTransitions = true
        let root = Task { await navigator.show("home", presentation: .setRoot) }
        await NavTest.waitUntil("the root is coming on screen") { host.isTransitioning }
        let later = Task { await navigator.show("help") }
        await NavTest.waitUntil("the in-app request waits in line") { navigator.queue.count == 1 }
        #expect(navigator.heldUntilRoot.count == 1)

        host.holdsTransitions = false
        host.finishTransition()
        let outcomes = await [root, link, later].ended("the root, the held link and the later request")
        #expect(outcomes.map { $0.screen?.id } == ["home", "product", "help"])
        #expect(host.appliedTransitions.map { $0.addedScreens.map(\.id) } == [["home"], ["product"], ["help"]])
        #expect(harness.screenIDs == ["home", "product", "help"])
    }

    // MARK: Cancelled before the app's code starts

    @Test("a request cancelled after one leave guard answered starts the next guard not at all")
    func cancelledRequestStartsNoMoreAppCode() async throws {
        let harness = try NavigatorHarness()
        await harness.start()
        let navigator = harness.navigator
        let lowerOutcome = await navigator.show("product")
        let lower = try #require(lowerOutcome.screen)
        let upperOutcome = await navigator.show("help")
        let upper = try #require(upperOutcome.screen)
        let asked = CallRecord()
        let box = Box()
        // Asked first (topmost first). It lets its screen go, and the request is cancelled
        // just after, before the next guard is asked: queued on the main actor now, this runs
        // before the request is back there.
        navigator.setLeaveGuard(for: upper.key) { _ in
            asked.append("help")
            Task { @MainActor in box.request?.cancel() }
            return .allow
        }
        navigator.setLeaveGuard(for: lower.key) { _ in
            asked.append("product")
            return .allow
        }
        let popping = Task { await navigator.popToRoot() }
        box.request = popping
        let outcome = await popping.ended("the pop cancelled between its guards")
        #expect(outcome.rejection?.code == .cancelled, "\(outcome)")
        // Time for a guard started by a cancelled request to run.
        await NavTest.settle()
        #expect(asked.all == ["help"], "a guard was started for a cancelled request")
        #expect(harness.screenIDs == ["home", "product", "help"])
    }

    // MARK: The host gate

    @Test("the host gate lets its waiters in in the order they came")
    func gateWaitersInArrivalOrder() async throws {
        let gate = HostGate()
        #expect(gate.tryEnter())
        let box = Box()
        let names = ["first", "second", "third"]
        var waiting: [Task<Bool, Never>] = []
        for name in names {
            waiting.append(
                Task { @MainActor in
                    box.log.append("\(name) waits")
                    let entered = await gate.enter()
                    box.log.append("\(name) enters")
                    return entered
                })
            await NavTest.waitUntil("\(name) waits for the gate") { box.log.last == "\(name) waits" }
            await NavTest.settle()
        }
        for (index, name) in names.enumerated() {
            gate.leave()
            await NavTest.waitUntil("the gate is taken again") { box.log.count == names.count + index + 1 }
            #expect(box.log.last == "\(name) enters")
            #expect(await waiting[index].ended("\(name)'s wait for the gate"))
        }
        gate.leave()
        #expect(gate.tryEnter())
    }

    @Test("a task cancelled before it waits for the host gate does not wait, and never takes it")
    func cancelledTaskDoesNotWaitForTheGate() async throws {
        let gate = HostGate()
        #expect(gate.tryEnter())
        let waiting = Task { @MainActor in
            withUnsafeCurrentTask { $0?.cancel() }
            // The gate opens in a task queued before the gate's own clean-up of a cancelled
            // wait, which runs in a task of its own: a waiter left in line would be let in.
            Task { @MainActor in gate.leave() }
            return await gate.enter()
        }
        let entered = await waiting.ended("a cancelled task's wait for the gate")
        #expect(!entered, "a cancelled task took the gate")
        await NavTest.settle()
        #expect(gate.tryEnter(), "the gate stayed taken")
    }

    @Test("requests waiting for a busy host reach it in the order they came")
    func busyHostServesInArrivalOrder() async throws {
        let box = Box()
        let second = Latch<Bool>()
        let third = Latch<Bool>()
        let done = Latch<Bool>()
        let harness = try NavigatorHarness(
            catalog: { catalog in
                // Requests made inside this one run at once, each in a task of its own: the
                // first holds the host mid-transition, the next two wait for it in turn.
                catalog.registerAction("burst") { _ in
                    let navigator = box.navigator!
                    box.inner.append(Task { await navigator.show("product") })
                    _ = await second.wait()
                    box.inner.append(Task { await navigator.show("help") })
                    box.log.append("help asked")
                    _ = await third.wait()
                    box.inner.append(Task { await navigator.show("settings") })
                    box.log.append("settings asked")
                    _ = await done.wait()
                    return ActionResult("burst")
                }
            },
            routes: { routes in try routes.register("/burst", action: "burst") })
        box.navigator = harness.navigator
        await harness.start()
        let host = harness.host
        host.holdsTransitions = true

        let burst = Task { await harness.navigator.open("shop://burst") }
        await NavTest.waitUntil("the first push is mid-transition") { host.isTransitioning }
        second.answer(true)
        await NavTest.waitUntil("the second push is asked for") { box.log == ["help asked"] }
        await NavTest.settle()
        #expect(host.appliedTransitions.count == 2, "the second push reached the host mid-transition")
        third.answer(true)
        await NavTest.waitUntil("the third push is asked for") { box.log == ["help asked", "settings asked"] }
        await NavTest.settle()
        #expect(host.appliedTransitions.count == 2, "the third push reached the host mid-transition")

        host.holdsTransitions = false
        host.finishTransition()
        let pushes = await box.inner.ended("the three pushes")
        #expect(pushes.map { $0.screen?.id } == ["product", "help", "settings"])
        done.answer(true)
        let burstOutcome = await burst.ended("the action")
        #expect(Self.handled(burstOutcome) == "burst", "\(burstOutcome)")
        #expect(
            host.appliedTransitions.dropFirst().map { $0.addedScreens.map(\.id) } == [["product"], ["help"], ["settings"]])
        #expect(harness.screenIDs == ["home", "product", "help", "settings"])
    }

    // MARK: Stepping out of line

    /// A navigator whose `/orders` guard steps out of line while its work waits for
    /// `guardWork`; whose `/first` and `/long` actions run until `first` and `long` answer; and
    /// whose `/short` action ends at once. ``Overlap`` records the actions.
    struct LineFixture {
        let harness: NavigatorHarness
        let overlap: Overlap
        let guardWork: Latch<Bool>
        let first: Latch<Bool>
        let long: Latch<Bool>
        var navigator: Navigator { harness.navigator }
    }

    static func action(
        _ name: String, waitingFor latch: Latch<Bool>?, in overlap: Overlap
    ) -> @MainActor @Sendable (NavigationRequest) async throws -> ActionResult {
        { _ in
            overlap.start(name)
            if let latch { _ = await latch.wait() }
            overlap.end(name)
            return ActionResult(name)
        }
    }

    static func makeLine() async throws -> LineFixture {
        let overlap = Overlap()
        let guardWork = Latch<Bool>()
        let first = Latch<Bool>()
        let long = Latch<Bool>()
        let harness = try NavigatorHarness(
            catalog: { catalog in
                catalog.registerAction("first", handler: Self.action("first", waitingFor: first, in: overlap))
                catalog.registerAction("long", handler: Self.action("long", waitingFor: long, in: overlap))
                catalog.registerAction("short", handler: Self.action("short", waitingFor: nil, in: overlap))
            },
            routes: { routes in
                try routes.register("/first", action: "first")
                try routes.register("/long", action: "long")
                try routes.register("/short", action: "short")
                try routes.register("/orders", screen: "orders", guards: ["waits"])
            }
        ) { configuration in
            configuration.addGuard("waits") { _ in
                .suspend { _ in await guardWork.wait() ? .proceed : .reject(reason: "no") }
            }
        }
        await harness.start()
        return LineFixture(harness: harness, overlap: overlap, guardWork: guardWork, first: first, long: long)
    }

    /// Expects the short action still to wait in line behind the long one, after giving it
    /// time to start wrongly.
    static func expectShortStillWaits(_ fixture: LineFixture, sourceLocation: SourceLocation = #_sourceLocation) async {
        await Self.allowTime { fixture.overlap.log.contains("short starts") }
        #expect(
            !fixture.overlap.log.contains("short starts"), "the short action ran beside the long one",
            sourceLocation: sourceLocation)
        #expect(fixture.navigator.queue.count == 1, sourceLocation: sourceLocation)
    }

    @Test("when a request that stepped out of line ends, the request that took the line meanwhile keeps it to itself")
    func steppedOutRequestEndsAtOnce() async throws {
        let fixture = try await Self.makeLine()
        let navigator = fixture.navigator
        // The guarded request runs at once, then steps out of line while its guard's work waits.
        let guarded = Task { await navigator.open("shop://orders") }
        await NavTest.waitUntil("the guard's work waits") { fixture.guardWork.started == 1 }
        // The line is free: the long action takes it, and the short one waits behind it.
        let long = Task { await navigator.open("shop://long") }
        await NavTest.waitUntil("the long action runs") { fixture.overlap.log == ["long starts"] }
        let short = Task { await navigator.open("shop://short") }
        await NavTest.waitUntil("the short action waits in line") { navigator.queue.count == 1 }

        // The guarded request goes on, and ends while the long action still runs.
        fixture.guardWork.answer(true)
        #expect(await guarded.ended("the guarded request").screen?.id == "orders")
        await Self.expectShortStillWaits(fixture)

        fixture.long.answer(true)
        let outcomes = await [long, short].ended("the two actions")
        #expect(outcomes.map { Self.handled($0) } == ["long", "short"])
        #expect(fixture.overlap.log == ["long starts", "long ends", "short starts", "short ends"])
        #expect(fixture.overlap.most == 1)
    }

    @Test("when a request that stepped out of line from the queue ends, its worker starts no other")
    func steppedOutQueuedRequestEnds() async throws {
        let fixture = try await Self.makeLine()
        let navigator = fixture.navigator
        // The first action holds the line, so the guarded request waits in the queue...
        let first = Task { await navigator.open("shop://first") }
        await NavTest.waitUntil("the first action runs") { fixture.overlap.log == ["first starts"] }
        let guarded = Task { await navigator.open("shop://orders") }
        await NavTest.waitUntil("the guarded request waits in line") { navigator.queue.count == 1 }
        // ...runs from there once the first ends, and steps out of line while its guard's work waits.
        fixture.first.answer(true)
        let firstOutcome = await first.ended("the first action")
        #expect(Self.handled(firstOutcome) == "first", "\(firstOutcome)")
        await NavTest.waitUntil("the guard's work waits") { fixture.guardWork.started == 1 }
        // The line is free: the long action takes it, and the short one waits behind it.
        let long = Task { await navigator.open("shop://long") }
        await NavTest.waitUntil("the long action runs") { fixture.overlap.log.last == "long starts" }
        let short = Task { await navigator.open("shop://short") }
        await NavTest.waitUntil("the short action waits in line") { navigator.queue.count == 1 }

        // The guarded request goes on, and ends while the long action still runs.
        fixture.guardWork.answer(true)
        #expect(await guarded.ended("the guarded request").screen?.id == "orders")
        await Self.expectShortStillWaits(fixture)

        fixture.long.answer(true)
        let outcomes = await [long, short].ended("the two actions")
        #expect(outcomes.map { Self.handled($0) } == ["long", "short"])
        #expect(
            fixture.overlap.log == [
                "first starts", "first ends", "long starts", "long ends", "short starts", "short ends",
            ])
        #expect(fixture.overlap.most == 1)
    }
}
