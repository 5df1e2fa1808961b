import Testing
import WayfinderTestSupport

@testable import Wayfinder

/// `NavigationOutcome.request`: every outcome names the request it ends, the same number its
/// events carry, so a caller can find them without listening from the start.
@MainActor
@Suite("An outcome names its request", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct OutcomeRequestTests {
    /// Every event the navigator sends, kept as it arrives.
    final class EventLog: Sendable {
        private let events = Locked<[NavigationEvent]>([])
        func append(_ event: NavigationEvent) { events.withLock { $0.append(event) } }
        var all: [NavigationEvent] { events.withLock { $0 } }
    }

    /// Checks that `outcome` names a request and that the event ending that request is the
    /// one its kind makes; returns the request.
    @discardableResult
    static func expectEnds(
        _ outcome: NavigationOutcome, in log: EventLog, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> NavigationRequest.ID? {
        guard let request = outcome.request else {
            Issue.record("the outcome \(outcome) names no request", sourceLocation: sourceLocation)
            return nil
        }
        let ending = NavigationEvent(.ending(outcome.kind), request: request)
        let seen = await NavTest.waitUntil("the request's ending event", sourceLocation: sourceLocation) {
            log.all.contains(ending)
        }
        #expect(seen, "events: \(log.all)", sourceLocation: sourceLocation)
        return request
    }

    @Test("every door and direct call: the outcome's request is the one its events end")
    func everyCallNamesItsRequest() async throws {
        let harness = try await NavigationEventTests.make()
        let navigator = harness.navigator
        let log = EventLog()
        let events = navigator.events
        let listener = Task { for await event in events { log.append(event) } }
        defer { listener.cancel() }

        let outcomes: [NavigationOutcome] = [
            await navigator.open("shop://product/1"),
            await navigator.open("shop://old/2"),
            await navigator.openExternal("shop://product/3", from: .universalLink),
            await navigator.open("shop://nowhere"),
            await navigator.open("shop://count"),
            await navigator.pop(),
            await navigator.show("nothing-registered"),
            await navigator.perform(.popToRoot),
        ]
        var requests: [NavigationRequest.ID] = []
        for outcome in outcomes {
            if let request = await Self.expectEnds(outcome, in: log) { requests.append(request) }
        }
        #expect(requests.count == outcomes.count)
        #expect(requests == requests.sorted() && Set(requests).count == requests.count, "one request each: \(requests)")
        // A redirect keeps its request's number: the final outcome names the same one.
        #expect(outcomes[1].final.request == outcomes[1].request)
        #expect(outcomes[1].final.kind != outcomes[1].kind)
    }

    @Test("a restoration's outcome names its request")
    func restorationNamesItsRequest() async throws {
        let source = try await NavigationEventTests.make()
        await source.navigator.open("shop://product/7")
        let data = source.navigator.savedState()

        let harness = try await NavigationEventTests.make()
        let log = EventLog()
        let events = harness.navigator.events
        let listener = Task { for await event in events { log.append(event) } }
        defer { listener.cancel() }
        let report = await harness.navigator.restore(savedState: data)
        #expect(report.isRestored)
        await Self.expectEnds(report.outcome, in: log)
    }

    @Test("no request, no number: an outcome made by hand, and two equal kinds of different requests differ")
    func madeByHand() async throws {
        #expect(NavigationOutcome(.notFound).request == nil)
        let harness = try await NavigationEventTests.make()
        let first = await harness.navigator.open("shop://nowhere")
        let second = await harness.navigator.open("shop://nowhere")
        #expect(first.kind == second.kind)
        #expect(first != second, "outcomes of two requests are two outcomes")
    }
}
