import Foundation
import Testing
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

/// How a bin's contents are sorted in this version: by price or by name. An earlier version
/// took any text.
private enum RestoredBinOrder: String, Codable, Sendable { case price, name }

/// The typed route of a bin in this version.
private struct RestoredBinRoute: TypedRoute, Equatable {
    static let pattern = "/bin/<name>"
    var name: String
    var order: RestoredBinOrder?
}

/// A saved state meets the routes as they are today: a URL its route refuses now (a typed
/// route it no longer decodes to, a `shouldOpen` that says no) is left out and reported, and a
/// modal left with no URL is dropped without taking the modals after it along.
@MainActor
@Suite("Restoration keeps to today's routes", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct RestorationRulesTests {
    /// This version: bins are typed, and product 13 is withdrawn (its route's `shouldOpen`
    /// refuses it).
    static func make() throws -> NavigatorHarness {
        try NavigatorHarness(
            screens: ["home", "bin", "product", "alert", "help"],
            routes: { routes in
                try routes.register("/home", screen: "home")
                try routes.register(RestoredBinRoute.self, screen: "bin")
                try routes.register("/product/<int:id>", screen: "product", shouldOpen: { $0.get("id") != "13" })
                try routes.register("/alert", screen: "alert", presentation: .present())
                try routes.register("/help", screen: "help")
            })
    }

    static func data(_ snapshot: NavigationSnapshot) throws -> Data {
        try JSONEncoder().encode(snapshot)
    }

    @Test("a saved URL its route refuses today is left out, and the report says why")
    func routeRefusalsDropURLs() async throws {
        let harness = try Self.make()
        // As an earlier version saved it: a bin sorted by colour, and product 13.
        let saved = NavigationSnapshot(root: [
            .init(
                isStack: true,
                urls: [
                    "shop://home", "shop://bin/hats?order=colour", "shop://product/13", "shop://bin/hats?order=price",
                    "shop://product/12",
                ])
        ])
        let report = await harness.navigator.restore(savedState: try Self.data(saved))
        #expect(report.isRestored, "\(report.outcome)")
        #expect(
            NavTest.shape(of: harness.navigator.state) == """
                stack
                ├─ home
                ├─ bin name=hats order=price
                └─ product id=12
                """)
        #expect(report.dropped.map(\.code) == [.refusedByRoute, .refusedByRoute])
        #expect(
            report.dropped.first?.message
                == "the link does not fit RestoredBinRoute: parameter 'order' is not a valid RestoredBinOrder")
        #expect((report.dropped.first?.underlyingError as? RoutingError)?.parameter == "order")
        #expect(report.dropped.last?.message == "the route '/product/<int:id>' refused to open")
        #expect(!report.dropped.description.contains("colour"), "a value reached the report")
        #expect(harness.host.displayedState == harness.navigator.state)
    }

    @Test("a modal left with no URL is dropped, and the modals after it still come back")
    func emptiedModalKeepsTheRest() async throws {
        // The middle modal's one URL is refused by its route today, or no route takes it any more.
        let middles: [(url: String, code: ErrorCode)] = [
            ("shop://product/13", .refusedByRoute), ("shop://gone/1", .unknownTarget),
        ]
        for (refused, code) in middles {
            let harness = try Self.make()
            let saved = NavigationSnapshot(
                root: [.init(isStack: true, urls: ["shop://home"])],
                modals: [
                    .init(isStack: false, urls: ["shop://alert"], style: .fullScreen),
                    .init(isStack: true, urls: [refused], style: .sheet),
                    .init(isStack: true, urls: ["shop://help", "shop://product/12"], style: .sheet),
                ])
            let report = await harness.navigator.restore(savedState: try Self.data(saved))
            #expect(report.isRestored, "\(refused): \(report.outcome)")
            #expect(
                NavTest.shape(of: harness.navigator.state) == """
                    stack
                    └─ home
                    modal fullScreen
                    └─ alert
                    modal sheet stack
                    ├─ help
                    └─ product id=12
                    """, "\(refused)")
            #expect(report.dropped.map(\.code) == [code], "\(refused)")
            #expect(harness.host.displayedState == harness.navigator.state)
        }
    }
}
