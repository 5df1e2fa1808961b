import Testing
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

/// A route with one public and one private capture: the public value may show in outcomes and
/// events, the private one nowhere.
@MainActor
@Suite("Redaction: a public and a private capture", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct PrivateCaptureTests {
    static let secret = "s3cr3tT0ken"

    static func make(rejects: Bool = false) async throws -> NavigatorHarness {
        let harness = try NavigatorHarness(
            screens: ["home", "reset"],
            routes: { routes in
                try routes.register(
                    "/account/<int:id>/reset/<token>", to: .screen("reset", guards: ["check"], publicParameters: ["id"]))
                try routes.register("/r/<int:id>/<token>", redirectTo: "/account/<id>/reset/<token>", exposure: .everywhere)
                try routes.register(
                    "/ext/<int:id>/reset/<token>", to: .screen("reset", exposure: .everywhere, publicParameters: ["id"]))
            }
        ) { configuration in
            configuration.addGuard("check") { _ in rejects ? .reject(reason: "not now") : .proceed }
        }
        await harness.start()
        return harness
    }

    /// Every event the navigator sent while `body` ran, as text.
    static func events(of harness: NavigatorHarness, _ body: () async -> [NavigationOutcome]) async -> ([String], [String]) {
        let stream = harness.navigator.events
        let outcomes = await body()
        var lines: [String] = []
        var iterator = stream.makeAsyncIterator()
        var endings = 0
        while endings < outcomes.count, let event = await iterator.next() {
            lines.append(event.description)
            switch event.kind {
            case .navigated, .rejected, .cancelled, .notFound, .fellBack, .handled: endings += 1
            default: break
            }
        }
        return (outcomes.map(\.description) + outcomes.compactMap { $0.rejection.map { "\($0)" } }, lines)
    }

    @Test("outcomes, rejections and events show the public id and never the private token")
    func nowhere() async throws {
        for rejects in [false, true] {
            let harness = try await Self.make(rejects: rejects)
            let (outcomes, events) = await Self.events(of: harness) {
                [
                    await harness.navigator.open("shop://account/42/reset/\(Self.secret)"),
                    await harness.navigator.open("shop://r/42/\(Self.secret)"),
                    await harness.navigator.openExternal(
                        "shop://ext/42/reset/\(Self.secret)?next=\(Self.secret)", from: .universalLink),
                ]
            }
            let everything = (outcomes + events).joined(separator: "\n")
            #expect(!everything.contains(Self.secret), "\(everything)")
            #expect(everything.contains("42"), "the public id is not shown: \(everything)")
            #expect(everything.contains("<token>"), "\(everything)")
        }
    }
}
