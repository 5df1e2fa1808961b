import Testing
import WayfinderTestSupport

@testable import Wayfinder

/// Arrival policies at the edges where a user's place is at stake: presentations that replace
/// the whole tree, sheets links presented and what the user did in them, the policies' names
/// and their configuration.
@MainActor
@Suite("Arrival policies at the edges", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ArrivalEdgeTests {
    /// Tabs `home` and `catalog`, the user at `catalog, category, product #1`; `/welcome` is
    /// shown as a new root, `/note` replaces, `/review` presents, `/chat` pushes (none has a tab
    /// or a parent), all reachable from outside.
    static func make(
        welcome arrival: ArrivalPolicy? = nil, configure: (inout NavigatorConfiguration) -> Void = { _ in }
    ) async throws -> NavigatorHarness {
        let harness = try NavigatorHarness(
            screens: ["home", "catalog", "category", "product", "review", "welcome", "note", "chat", "question"],
            tabs: [TabDefinition(id: "home", screen: "home"), TabDefinition(id: "catalog", screen: "catalog")],
            routes: { routes in
                try routes.register("/category/<category>", screen: "category", tab: "catalog", exposure: .everywhere)
                try routes.register(
                    "/product/<int:id>", screen: "product", parent: "/category/<category>", tab: "catalog",
                    exposure: .everywhere, defaults: ["category": "shoes"])
                try routes.register("/review", screen: "review", presentation: .present(), exposure: .everywhere)
                try routes.register(
                    "/welcome", screen: "welcome", presentation: .setRoot, exposure: .everywhere, arrival: arrival)
                try routes.register(
                    "/note", screen: "note", presentation: .replace, exposure: .everywhere, arrival: arrival)
                try routes.register("/chat/<int:id>", screen: "chat", exposure: .everywhere)
                try routes.register(
                    "/question/<int:id>", screen: "question", parent: "/product/<id>", exposure: .everywhere)
            }, configure: configure)
        await harness.navigator.showTabs(selecting: "catalog")
        #expect(await harness.navigator.show("category", arguments: ["category": "shoes"]).rejection == nil)
        #expect(await harness.navigator.show("product", arguments: ["category": "shoes", "id": "1"]).rejection == nil)
        return harness
    }

    static func catalogStack(_ harness: NavigatorHarness) -> [String] {
        harness.navigator.state.stack(at: .tab("catalog"))?.screens.map { "\($0.id)\($0.arguments["id"] ?? "")" } ?? []
    }

    @Test("keeping-work never replaces the user's tree with a route shown as a new root: it presents it over")
    func keepingWorkNewRoot() async throws {
        let harness = try await Self.make()
        #expect(await harness.navigator.openExternal("shop://welcome", from: .universalLink).rejection == nil)
        #expect(Self.catalogStack(harness) == ["catalog", "category", "product1"], "the user's tree was replaced")
        #expect(harness.navigator.state.modals.count == 1)
        #expect(harness.navigator.topmostScreen?.id == "welcome")
    }

    @Test("on-top closes nothing, whatever the route's presentation: a new root or a replacement is pushed")
    func onTopClosesNothing() async throws {
        for (url, id) in [("shop://welcome", "welcome"), ("shop://note", "note")] {
            let harness = try await Self.make(welcome: .onTop)
            if id == "note" { #expect(await harness.navigator.show("note").rejection == nil) }
            let before = harness.navigator.state.allScreens.map(\.key)
            #expect(await harness.navigator.openExternal(url, from: .notification).rejection == nil)
            let after = Set(harness.navigator.state.allScreens.map(\.key))
            #expect(before.allSatisfy(after.contains), "\(id): a screen was closed")
            #expect(harness.navigator.topmostScreen?.id == id)
        }
    }

    @Test("over: the sheet starts with the root-most parent, the others pushed above it in order")
    func overBuildsTheWholeChain() async throws {
        let harness = try await Self.make { $0.arrivals[.universalLink] = .over }
        #expect(await harness.navigator.openExternal("shop://question/5", from: .universalLink).rejection == nil)
        let sheet = try #require(harness.navigator.state.modals.last)
        #expect(sheet.screens.map(\.id) == ["category", "product", "question"])
        #expect(Self.catalogStack(harness) == ["catalog", "category", "product1"])
    }

    @Test("keeping-work: a second link replaces the first link's sheet, one sheet left")
    func secondLinkReplacesTheFirstsSheet() async throws {
        let harness = try await Self.make()
        #expect(await harness.navigator.openExternal("shop://product/2", from: .universalLink).rejection == nil)
        #expect(harness.navigator.state.modals.count == 1)
        #expect(await harness.navigator.openExternal("shop://product/3", from: .universalLink).rejection == nil)
        #expect(harness.navigator.state.modals.count == 1, "the first link's sheet stayed beneath the second's")
        #expect(harness.navigator.topmostScreen?.arguments["id"] == "3")
        #expect(Self.catalogStack(harness) == ["catalog", "category", "product1"])
    }

    @Test("keeping-work: a sheet the app opened above or below a link's sheet is never dismissed by the next link")
    func appsSheetsStay() async throws {
        // Below: the app's sheet, then a link's; the next link replaces the link's only.
        let below = try await Self.make()
        #expect(await below.navigator.show("review", presentation: .present()).rejection == nil)
        #expect(await below.navigator.openExternal("shop://product/2", from: .universalLink).rejection == nil)
        #expect(await below.navigator.openExternal("shop://product/3", from: .universalLink).rejection == nil)
        #expect(below.navigator.state.modals.map { $0.screens.first?.id } == ["review", "category"])
        // Above: a link's sheet, then the app's over it; the next link dismisses neither.
        let above = try await Self.make()
        #expect(await above.navigator.openExternal("shop://product/2", from: .universalLink).rejection == nil)
        #expect(await above.navigator.show("review", presentation: .present()).rejection == nil)
        #expect(await above.navigator.openExternal("shop://product/3", from: .universalLink).rejection == nil)
        #expect(above.navigator.state.modals.map { $0.screens.first?.id } == ["category", "review", "category"])
    }

    @Test("a link's sheet stops being the link's once the user opens a screen in it or works in it")
    func usersWorkInALinksSheet() async throws {
        for work in ["opened a screen", "holds a form"] {
            let harness = try await Self.make()
            #expect(await harness.navigator.openExternal("shop://product/2", from: .universalLink).rejection == nil)
            if work == "opened a screen" {
                #expect(await harness.navigator.open("shop://chat/9").rejection == nil)
            } else {
                harness.navigator.setLeaveGuard(for: harness.navigator.topmostScreen!.key) { _ in .deny }
            }
            let sheet = harness.navigator.state.modals[0]
            #expect(await harness.navigator.openExternal("shop://product/3", from: .universalLink).rejection == nil)
            #expect(harness.navigator.state.modals.first == sheet, "\(work): the user's sheet was dismissed")
            #expect(harness.navigator.state.modals.count == 2, "\(work)")
        }
    }

    @Test("existing selects the tab of the screen it brings forward")
    func existingSelectsTheTab() async throws {
        let harness = try await Self.make { $0.arrivals[.universalLink] = .existingOr(.over) }
        #expect(await harness.navigator.selectTab("home").rejection == nil)
        let product = try #require(harness.navigator.state.allScreens.first { $0.id == "product" })
        let outcome = await harness.navigator.openExternal("shop://product/1", from: .universalLink)
        #expect(outcome.screen == product)
        #expect(harness.navigator.state.selectedTab == "catalog")
        #expect(harness.navigator.topmostScreen == product)
    }

    @Test("existing brings forward a screen in a sheet beneath another, dismissing only what is above it")
    func existingInASheet() async throws {
        let harness = try await Self.make { $0.arrivals[.universalLink] = .existingOr(.over) }
        #expect(await harness.navigator.show("chat", presentation: .presentInStack(), arguments: ["id": "4"]).rejection == nil)
        #expect(await harness.navigator.show("note").rejection == nil)
        #expect(await harness.navigator.show("review", presentation: .present()).rejection == nil)
        let chat = try #require(harness.navigator.state.allScreens.first { $0.id == "chat" })
        #expect(await harness.navigator.openExternal("shop://chat/4", from: .universalLink).screen == chat)
        #expect(harness.navigator.state.modals.count == 1, "the sheet holding the screen was dismissed too")
        #expect(harness.navigator.topmostScreen == chat)
    }

    @Test(
        "every policy's manifest name reads back to the same policy",
        arguments: [
            "in-tab", "on-top", "over", "keeping-work", "existing", "existing-or-over", "existing-or-in-tab",
            "existing-or-on-top", "existing-or-keeping-work",
        ])
    func namesRoundTrip(name: String) throws {
        let policy = try #require(ArrivalPolicy(named: name))
        let again = try #require(ArrivalPolicy(named: policy.description), "\(policy) does not read back")
        #expect(again.description == policy.description)
    }

    @Test("an invalid combination of policies is refused", arguments: ["existing-or-existing", "existing-or-existing-or-"])
    func invalidCombination(name: String) {
        #expect(ArrivalPolicy(named: name) == nil)
    }

    @Test("an arrival set for the app's own requests in the configuration applies to them")
    func inAppArrival() async throws {
        let harness = try await Self.make { $0.arrivals[.inApp] = .over }
        #expect(await harness.navigator.open("shop://product/2").rejection == nil)
        #expect(harness.navigator.state.modals.count == 1, "the app's request landed in the tab")
        #expect(Self.catalogStack(harness) == ["catalog", "category", "product1"])
    }

    @Test("a policy set for every app applies to a named app; a named app's own entry wins")
    func everyAppToNamedApp() async throws {
        let harness = try await Self.make { $0.arrivals[.otherApp()] = .over }
        #expect(await harness.navigator.popToRoot().rejection == nil)
        #expect(
            await harness.navigator.openExternal("shop://product/2", from: .otherApp(bundleID: "com.partner")).rejection == nil)
        #expect(harness.navigator.state.modals.count == 1, "the every-app policy was not applied")
        let named = try await Self.make {
            $0.arrivals[.otherApp()] = .over
            $0.arrivals[.otherApp(bundleID: "com.partner")] = .inTab
        }
        #expect(await named.navigator.openExternal("shop://product/2", from: .otherApp(bundleID: "com.partner")).rejection == nil)
        #expect(named.navigator.state.modals.isEmpty)
        #expect(Self.catalogStack(named) == ["catalog", "category", "product2"])
    }
}
