import Testing
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

/// Cancelling the task awaiting a request ends it at once wherever it waits on the app's code,
/// even code that never looks at cancellation; that code's late answer applies nothing.
///
/// Every wait here races a deadline (``Deadline``): a wait that stops ending fails its test by
/// name within seconds instead of hanging the run.
@MainActor
@Suite("Navigator: every wait on the app's code ends", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct WaitsEndTests {
    /// A navigator whose `/checked` guard, `/suspended` guard, `/act` action and system opener
    /// all wait on `latch`, ignoring cancellation.
    static func make(
        latch: Latch<Bool>, record: CallRecord = CallRecord()
    ) async throws -> NavigatorHarness {
        let harness = try NavigatorHarness(
            systemSchemes: ["tel"],
            catalog: { catalog in
                catalog.registerAction("act") { _ in
                    record.append("handler")
                    _ = await latch.wait()
                    return ActionResult("acted")
                }
            },
            routes: { routes in
                try routes.register("/checked", screen: "product", guards: ["checks"])
                try routes.register("/suspended", screen: "orders", guards: ["suspends"])
                try routes.register("/act", action: "act")
            }
        ) { configuration in
            // Longer than any test: only cancellation may end these waits.
            configuration.interceptorTimeout = .seconds(600)
            configuration.addGuard("checks") { _ in
                record.append("checks")
                return await latch.wait() ? .proceed : .reject(reason: "no")
            }
            configuration.addGuard("suspends") { _ in
                .suspend { _ in await latch.wait() ? .proceed : .reject(reason: "no") }
            }
            configuration.openInSystem = { _ in await latch.wait() }
        }
        await harness.start()
        return harness
    }

    /// Opens `url` in a task, waits until the app's code holds it, cancels the task and
    /// returns how the request ended, within the deadline.
    static func cancelWhileWaiting(
        _ url: String, on harness: NavigatorHarness, latch: Latch<Bool>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> NavigationOutcome? {
        let opening = Task { await harness.navigator.open(url) }
        await NavTest.waitUntil("the app's code waits", sourceLocation: sourceLocation) { latch.started == 1 }
        opening.cancel()
        return await Deadline.value(of: opening, "the cancelled request for \(url)", sourceLocation: sourceLocation)
    }

    @Test(
        "cancelling ends a request whose guard's check ignores cancellation; its late yes opens nothing",
        arguments: ["shop://checked", "shop://suspended"])
    func guardIgnoringCancellation(url: String) async throws {
        let latch = Latch<Bool>()
        let harness = try await Self.make(latch: latch)
        let outcome = await Self.cancelWhileWaiting(url, on: harness, latch: latch)
        #expect(outcome?.rejection?.code == .cancelled, "\(String(describing: outcome))")
        latch.answer(true)
        await NavTest.settle()
        #expect(harness.screenIDs == ["home"], "the late answer opened a screen")
        // The line goes on: the next request opens.
        #expect(await harness.navigator.show("help").rejection == nil)
    }

    @Test("cancelling ends a request whose action handler ignores cancellation")
    func handlerIgnoringCancellation() async throws {
        let latch = Latch<Bool>()
        let harness = try await Self.make(latch: latch)
        let outcome = await Self.cancelWhileWaiting("shop://act", on: harness, latch: latch)
        #expect(outcome?.rejection?.code == .cancelled, "\(String(describing: outcome))")
        latch.answer(true)
        #expect(await harness.navigator.show("help").rejection == nil)
    }

    @Test("cancelling ends a request whose system opener ignores cancellation")
    func systemOpenerIgnoringCancellation() async throws {
        let latch = Latch<Bool>()
        let harness = try await Self.make(latch: latch)
        let outcome = await Self.cancelWhileWaiting("tel:123", on: harness, latch: latch)
        #expect(outcome?.rejection?.code == .cancelled, "\(String(describing: outcome))")
        latch.answer(true)
    }

    @Test("open(expecting:) throws a cancelled rejection at once while a guard's suspended work ignores cancellation")
    func expectingWhileSuspended() async throws {
        let latch = Latch<Bool>()
        let harness = try await Self.make(latch: latch)
        let opening = Task { try await harness.navigator.open("shop://suspended", expecting: Int.self) }
        await NavTest.waitUntil("the suspended work waits") { latch.started == 1 }
        opening.cancel()
        let result = await Deadline.result(of: opening, "open(expecting:) of a cancelled request")
        let rejection = #expect(throws: NavigationError.self) { try result?.get() }
        #expect(rejection?.code == .cancelled)
        latch.answer(true)
        await NavTest.settle()
        #expect(harness.screenIDs == ["home"])
    }

    @Test("a request from a task cancelled already runs no interceptor and no action handler")
    func alreadyCancelled() async throws {
        let latch = Latch<Bool>()
        let record = CallRecord()
        let harness = try await Self.make(latch: latch, record: record)
        for url in ["shop://checked", "shop://act"] {
            let opening = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return await harness.navigator.open(url)
            }
            let outcome = await Deadline.value(of: opening, "a request from a cancelled task")
            #expect(outcome?.rejection?.code == .cancelled, "\(url): \(String(describing: outcome))")
        }
        #expect(record.isEmpty, "ran \(record.all)")
        #expect(latch.started == 0)
    }

    @Test("a request made by a guard's code after its request was cancelled changes nothing")
    func lateRequestFromAbandonedWork() async throws {
        let latch = Latch<Bool>()
        let opened = Latch<NavigationOutcome>()
        let harness = try NavigatorHarness(routes: { routes in
            try routes.register("/late", screen: "orders", guards: ["late"])
        }) { configuration in
            configuration.addGuard("late") { _ in
                .suspend { navigator in
                    _ = await latch.wait()
                    // Made after the request ended: from a cancelled task, so it opens nothing.
                    opened.answer(await navigator.show("admin"))
                    return .proceed
                }
            }
        }
        await harness.start()
        let opening = Task { await harness.navigator.open("shop://late") }
        await NavTest.waitUntil("the suspended work waits") { latch.started == 1 }
        opening.cancel()
        #expect(await Deadline.value(of: opening, "the cancelled request")?.rejection?.code == .cancelled)
        let late = Task { await opened.wait() }
        latch.answer(true)
        let lateOutcome = await Deadline.value(of: late, "the late request")
        #expect(lateOutcome?.rejection?.code == .cancelled, "\(String(describing: lateOutcome))")
        #expect(harness.screenIDs == ["home"])
    }
}
