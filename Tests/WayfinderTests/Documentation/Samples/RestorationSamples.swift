import Foundation
import Testing
import WayfinderTestSupport
@testable import Wayfinder
import WayfinderTesting

// The samples of saving and restoring navigation, run as written.

/// Lines a logger kept.
@MainActor
private final class RestorationLog {
    var lines: [String] = []
    func info(_ line: String) { lines.append(line) }
}

@MainActor
@Suite("Restoration samples run as written", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct RestorationSamples {
    @Test("RestorationReport: restore, fall back to the tabs, log what was left out")
    func report() async throws {
        let shop = try SampleShop()
        try shop.routes.register("/orders", screen: "orders", guards: ["signedIn"])
        var configuration = shop.configuration
        configuration.addGuard("signedIn") { _ in .reject(reason: "signed out") }
        let host = HeadlessHost(catalog: shop.catalog)
        let navigator = Navigator(routes: shop.routes, catalog: shop.catalog, host: host, configuration: configuration)
        let data = Data(#"{"root":[{"isStack":true,"urls":["shop://orders"]}],"modals":[]}"#.utf8)
        let logger = RestorationLog()

        // sample: RestorationReport
        let report = await navigator.restore(savedState: data)
        if !report.isRestored { await navigator.showTabs() }
        for reason in report.dropped { logger.info("not restored: \(reason)") }   // the route's pattern, no values
        // end sample

        #expect(navigator.state.selectedTab == "home")
        #expect(logger.lines == ["not restored: signed out [signedIn]"])
    }

    @Test("Security: a route keeps only the query items it declares in a saved state")
    func savedQuery() async throws {
        let shop = try SampleShop()
        let routes = shop.routes
        // sample: Security
        try routes.register("/product/<int:id>", screen: "product", savedQuery: ["tab"])
        // shop://product/42?tab=reviews&token=abc is saved as shop://product/42?tab=reviews
        // end sample
        let (navigator, _) = await shop.start()
        await navigator.open("shop://product/42?tab=reviews&token=abc")
        #expect(navigator.snapshot().urls == ["shop://product/42?tab=reviews"])
    }
}
