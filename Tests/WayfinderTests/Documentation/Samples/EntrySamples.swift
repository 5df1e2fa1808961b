import Testing
import WayfinderTestSupport

@testable import Wayfinder

/// The samples of the doc comments on the ways into the app: each runs as the comment shows it.
@MainActor
@Suite("Entry samples run as written", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct EntrySamples {
    @Test("NavigatorConfiguration.repeatedLinkWindow: a shorter window")
    func sample() async throws {
        let clock = RepeatedLinkTests.ManualClock()
        let harness = try NavigatorHarness(routes: { routes in
            try routes.register("/product/<int:id>", screen: "product", exposure: .everywhere)
        }) { configuration in
            // sample: NavigatorConfiguration
            configuration.repeatedLinkWindow = .milliseconds(500)
            // end sample
        }
        harness.navigator.now = { clock.now }
        await harness.start()
        await harness.navigator.openExternal("shop://product/1", from: .widget)
        clock.elapsed = .milliseconds(499)
        #expect(await harness.navigator.openExternal("shop://product/1", from: .widget).rejection?.code == .repeatedLink)
        clock.elapsed = .milliseconds(500)
        #expect(await harness.navigator.openExternal("shop://product/1", from: .widget).screen != nil)
    }
}
