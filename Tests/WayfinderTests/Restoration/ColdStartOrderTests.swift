import Foundation
import Testing
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

/// On a cold start a link and the restoration come in no fixed order (SwiftUI's `.onOpenURL`
/// and `.task`, a scene delegate's URL contexts and its restoration task): either way the
/// user ends on the screen the link opened, over the restored state when there is room for it.
@MainActor
@Suite("A cold start: a link and a restoration in either order", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ColdStartOrderTests {
    static func make() throws -> NavigatorHarness {
        try NavigatorHarness(
            screens: ["home", "shop", "product", "share"],
            tabs: [TabDefinition(id: "home", screen: "home"), TabDefinition(id: "shop", screen: "shop")],
            routes: { routes in
                try routes.register("/product/<int:id>", screen: "product", tab: "shop", exposure: .everywhere)
                try routes.register("/share", screen: "share", exposure: .everywhere)
            })
    }

    /// What the user left: the shop tab with product 1 on it.
    static func savedState() async throws -> Data {
        let before = try make()
        await before.navigator.showTabs()
        #expect(await before.navigator.open("shop://product/1").rejection == nil)
        return before.navigator.savedState()
    }

    @Test("a link that makes the root before the restoration keeps its screen; the restoration says why it did nothing")
    func linkFirst() async throws {
        let saved = try await Self.savedState()
        let harness = try Self.make()
        #expect(await harness.navigator.openExternal("shop://product/2", from: .universalLink).rejection == nil)
        let report = await harness.navigator.restore(savedState: saved)
        #expect(!report.isRestored)
        #expect(report.outcome.rejection?.code == .linkOpenedFirst, "\(report.outcome)")
        #expect(harness.navigator.topmostScreen?.arguments["id"] == "2", "the restoration replaced the link's screen")
        // The app then shows its tabs, as it does when nothing is restored: the link's stays.
        await harness.navigator.showTabs()
        #expect(harness.navigator.topmostScreen?.arguments["id"] == "2")
        // Only the launch's restoration gives way: a later one replaces the state.
        #expect(await harness.navigator.restore(savedState: saved).isRestored)
        #expect(harness.navigator.topmostScreen?.arguments["id"] == "1")
    }

    @Test("a restoration before the link: the link opens over the restored state")
    func restorationFirst() async throws {
        let saved = try await Self.savedState()
        let harness = try Self.make()
        #expect(await harness.navigator.restore(savedState: saved).isRestored)
        #expect(await harness.navigator.openExternal("shop://product/2", from: .universalLink).rejection == nil)
        #expect(harness.navigator.topmostScreen?.arguments["id"] == "2")
        #expect(harness.navigator.state.allScreens.contains { $0.arguments["id"] == "1" }, "the restored product is gone")
    }

    @Test("a link that needs a root waits for the restoration, then opens over it")
    func linkWaitsForTheRestoration() async throws {
        let saved = try await Self.savedState()
        let harness = try Self.make()
        let link = Task { await harness.navigator.openExternal("shop://share", from: .universalLink) }
        await NavTest.waitUntil("the link waits for a root") { !harness.navigator.heldUntilRoot.isEmpty }
        #expect(await harness.navigator.restore(savedState: saved).isRestored)
        #expect(await link.ended("the held link").rejection == nil)
        #expect(harness.navigator.topmostScreen?.id == "share")
        #expect(harness.navigator.state.allScreens.contains { $0.arguments["id"] == "1" })
    }
}
