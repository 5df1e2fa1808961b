import Testing
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

/// Where a link lands: the route's policy, else the source's; each policy from a user's place
/// three screens deep in the catalog tab, with or without a sheet open.
@MainActor
@Suite("Arrival policies", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ArrivalPolicyTests {
    /// Tabs `home` and `catalog`; the user in the catalog tab at `catalog, category, product #1`.
    static func make(
        route arrival: ArrivalPolicy? = nil, sheet: Bool = false,
        configure: (inout NavigatorConfiguration) -> Void = { _ in }
    ) async throws -> NavigatorHarness {
        let harness = try NavigatorHarness(
            screens: ["home", "catalog", "category", "product", "review"],
            tabs: [TabDefinition(id: "home", screen: "home"), TabDefinition(id: "catalog", screen: "catalog")],
            routes: { routes in
                try routes.register("/category/<category>", screen: "category", tab: "catalog", exposure: .everywhere)
                try routes.register(
                    "/product/<int:id>", screen: "product", parent: "/category/<category>", tab: "catalog",
                    exposure: .everywhere, defaults: ["category": "shoes"], arrival: arrival)
                try routes.register("/review", screen: "review", presentation: .present())
            }, configure: configure)
        // Shown without routes, so that the route's own policy plays no part in the set-up.
        await harness.navigator.showTabs(selecting: "catalog")
        #expect(await harness.navigator.show("category", arguments: ["category": "shoes"]).rejection == nil)
        #expect(await harness.navigator.show("product", arguments: ["category": "shoes", "id": "1"]).rejection == nil)
        if sheet { #expect(await harness.navigator.show("review", presentation: .present()).rejection == nil) }
        return harness
    }

    static func catalogStack(_ harness: NavigatorHarness) -> [String] {
        guard case .tabs(let tabs, _)? = harness.navigator.state.root else { return [] }
        return tabs.first { $0.id == "catalog" }?.stack.screens.map { "\($0.id)\($0.arguments["id"] ?? "")" } ?? []
    }

    @Test("in-tab builds the parents in the tab and dismisses the sheet")
    func inTab() async throws {
        let harness = try await Self.make(sheet: true) { $0.arrivals[.universalLink] = .inTab }
        let outcome = await harness.navigator.openExternal("shop://product/2", from: .universalLink)
        #expect(outcome.rejection == nil)
        #expect(harness.navigator.state.modals.isEmpty)
        #expect(Self.catalogStack(harness) == ["catalog", "category", "product2"])
    }

    @Test("keeping-work, the default from outside, presents over the user's place when landing in the tab would wipe it")
    func keepingWork() async throws {
        for sheet in [false, true] {
            let harness = try await Self.make(sheet: sheet)
            let outcome = await harness.navigator.openExternal("shop://product/2", from: .universalLink)
            #expect(outcome.rejection == nil)
            #expect(Self.catalogStack(harness) == ["catalog", "category", "product1"], "the tab was wiped")
            #expect(harness.navigator.state.modals.count == (sheet ? 2 : 1))
            #expect(harness.navigator.topmostScreen?.id == "product")
            // Dismissing it goes back to where the user was.
            #expect(await harness.navigator.dismiss().rejection == nil)
            #expect(harness.navigator.topmostScreen?.id == (sheet ? "review" : "product"))
        }
    }

    @Test("keeping-work lands in the tab when the tab is at its root and nothing is presented")
    func keepingWorkInTab() async throws {
        let harness = try await Self.make { $0.arrivals[.otherApp()] = .keepingWork }
        #expect(await harness.navigator.popToRoot().rejection == nil)
        // A named app takes the entry for every app.
        let outcome = await harness.navigator.openExternal("shop://product/2", from: .otherApp(bundleID: "com.partner"))
        #expect(outcome.rejection == nil)
        #expect(harness.navigator.state.modals.isEmpty)
        #expect(Self.catalogStack(harness) == ["catalog", "category", "product2"])
    }

    @Test("on-top pushes onto the stack the user sees, the sheet kept")
    func onTop() async throws {
        let harness = try await Self.make(route: .onTop)
        #expect(await harness.navigator.openExternal("shop://product/2", from: .notification).rejection == nil)
        #expect(Self.catalogStack(harness) == ["catalog", "category", "product1", "product2"])
    }

    @Test("existing goes back to the same screen with the same arguments, closing what is above it")
    func existing() async throws {
        let harness = try await Self.make(route: .existingOr(.over), sheet: true)
        let before = try #require(harness.navigator.state.allScreens.first { $0.id == "product" })
        let outcome = await harness.navigator.openExternal("shop://product/1", from: .universalLink)
        #expect(outcome.screen == before)
        #expect(harness.navigator.state.modals.isEmpty)
        #expect(harness.navigator.topmostScreen == before)
        // Another product is not open: it lands as `otherwise` says.
        #expect(await harness.navigator.openExternal("shop://product/3", from: .universalLink).rejection == nil)
        #expect(harness.navigator.state.modals.count == 1)
    }

    @Test("a custom policy returns the actions; one that does not show the screen is refused")
    func custom() async throws {
        let harness = try await Self.make(route: .custom { _, screen in [.present(screen, style: .fullScreen)] })
        #expect(await harness.navigator.open("shop://product/2").rejection == nil)
        #expect(harness.navigator.state.modals.last?.style == .fullScreen)
        let refusing = try await Self.make(route: .custom { _, _ in [.popToRoot] })
        let outcome = await refusing.navigator.open("shop://product/2")
        #expect(outcome.rejection?.code == .invalidNavigation)
        #expect(Self.catalogStack(refusing) == ["catalog", "category", "product1"])
    }

    @Test("the policy applied is an event")
    func event() async throws {
        let harness = try await Self.make(route: .over)
        let events = harness.navigator.events
        _ = await harness.navigator.openExternal("shop://product/2", from: .universalLink)
        var seen: [NavigationEvent.Kind] = []
        for await event in events {
            seen.append(event.kind)
            if case .navigated = event.kind { break }
        }
        #expect(seen.contains(.arrived(policy: "over")), "\(seen)")
    }

    @Test(
        "a policy's name reads back from its description",
        arguments: [
            "in-tab", "on-top", "over", "keeping-work", "existing-or-over", "existing-or-existing-or-in-tab",
        ])
    func names(name: String) {
        #expect(ArrivalPolicy(named: name)?.description == name)
    }

    @Test("an unknown policy name is nil", arguments: ["", "intab", "existing-or-", "existing-or-custom", "custom"])
    func unknownNames(name: String) {
        #expect(ArrivalPolicy(named: name) == nil)
    }
}
