import Testing
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

@MainActor
@Suite("The two doors", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct TwoDoorsTests {
    nonisolated static let partner = "com.partner.app"

    static func registerShop(_ routes: Router<RouteDefinition>) throws {
        try routes.register("/product/<int:id>", screen: "product", exposure: .everywhere)
        try routes.register("/settings", screen: "settings")  // internal-only: the default
        try routes.register("/help", screen: "help", exposure: [.universalLink])
        try routes.register("/orders", screen: "orders", exposure: [.notification, .widget])
        try routes.register(
            "/partner/offer", screen: "admin",
            exposure: [.otherApp(bundleID: partner)])
        try routes.register("/cart/clear", action: "clearCart", exposure: .everywhere)
        try routes.register("/cart/add/<int:id>", action: "addToCart", exposure: .everywhere, externalActions: .allowed)
        try routes.register(
            "/account/delete", action: "deleteAccount", exposure: .everywhere, externalActions: .requiresConfirmation)
        try routes.register("/old-product/<int:id>", redirectTo: "shop://product/<id>", exposure: .everywhere)
        try routes.register("/old-settings", redirectTo: "shop://settings", exposure: .everywhere)
    }

    /// A fixture whose actions record what they ran.
    static func shop(
        ran: CallRecord, notFoundScreen: String? = nil,
        configure: (inout NavigatorConfiguration) -> Void = { _ in }
    ) throws -> NavigatorHarness {
        let fixture = try NavigatorHarness(routes: registerShop) { configuration in
            configuration.notFoundScreen = notFoundScreen
            configure(&configuration)
        }
        for name in ["clearCart", "addToCart", "deleteAccount"] {
            fixture.catalog.registerAction(name) { request in
                ran.append("\(name) from \(request.source)")
                return ActionResult("ran \(name)", value: name)
            }
        }
        return fixture
    }

    nonisolated static let outsideSources: [LinkSource] = [
        .otherApp(bundleID: "com.other.app"), .otherApp(), .universalLink, .notification, .widget,
    ]

    // MARK: Recording the source

    @Test("openExternal records the source on the request interceptors see and on the opened screen")
    func recordsSource() async throws {
        let seen = CallRecord()
        let fixture = try Self.shop(ran: CallRecord()) { configuration in
            configuration.intercept("look") { request in
                seen.append("\(request.source.kindName) \(request.source.application ?? "-")")
                return .proceed
            }
        }
        await fixture.start()

        let outcome = await fixture.navigator.openExternal("shop://product/1", from: .otherApp(bundleID: "com.other.app"))

        let screen = try #require(openedScreen(outcome), "\(outcome)")
        let request = try #require(fixture.navigator.request(for: screen.key))
        #expect(request.source == .otherApp(bundleID: "com.other.app"))
        #expect(request.source.description == "external (com.other.app)")
        #expect(seen.all == ["external com.other.app"])

        let inApp = try #require(openedScreen(await fixture.navigator.open("shop://product/2")))
        #expect(fixture.navigator.request(for: inApp.key)?.source == .inApp)
    }

    @Test("openExternal never counts as in-app, even when handed the in-app source")
    func externalDoorCannotClaimInApp() async throws {
        let fixture = try Self.shop(ran: CallRecord())
        await fixture.start()

        let outcome = await fixture.navigator.openExternal("shop://settings", from: .inApp)

        #expect(outcome.isNotFound, "\(outcome)")
        #expect(fixture.screenIDs == ["home"])
    }

    // MARK: Internal-only routes

    @Test(
        "an internal-only route answers outside sources exactly as a route that does not exist",
        arguments: outsideSources)
    func internalOnlyLooksMissing(source: LinkSource) async throws {
        let fixture = try Self.shop(ran: CallRecord())
        await fixture.start()

        let hidden = await fixture.navigator.openExternal("shop://settings", from: source)
        let missing = await fixture.navigator.openExternal("shop://no-such-route", from: source)

        #expect(hidden.isNotFound, "\(hidden)")
        #expect(missing.isNotFound, "\(missing)")
        #expect(hidden.description == missing.description)
        #expect(fixture.screenIDs == ["home"])
    }

    @Test("with a not-found screen, hidden and missing routes both show it, with nothing to tell them apart")
    func internalOnlyLooksMissingWithNotFoundScreen() async throws {
        let fixture = try Self.shop(ran: CallRecord(), notFoundScreen: "notFound")
        await fixture.start()

        let hidden = await fixture.navigator.openExternal("shop://settings", from: .universalLink)
        let hiddenScreen = try #require(fixture.navigator.topmostScreen)
        let missing = await fixture.navigator.openExternal("shop://no-such-route", from: .universalLink)
        let missingScreen = try #require(fixture.navigator.topmostScreen)

        #expect(fallbackTaken(hidden) == .notFoundScreen, "\(hidden)")
        #expect(hidden.description == missing.description)
        #expect(hiddenScreen.id == "notFound")
        #expect(missingScreen.id == "notFound")
        #expect(hiddenScreen.arguments == missingScreen.arguments)
        #expect(hiddenScreen.url == missingScreen.url)
    }

    @Test("a redirect exposed to outside sources cannot lead them to an internal-only route")
    func redirectToInternalRoute() async throws {
        let fixture = try Self.shop(ran: CallRecord())
        await fixture.start()

        let outcome = await fixture.navigator.openExternal("shop://old-settings", from: .universalLink)

        #expect(outcome.isNotFound, "\(outcome)")
        #expect(fixture.screenIDs == ["home"])
        let exposed = await fixture.navigator.openExternal("shop://old-product/9", from: .universalLink)
        #expect(openedScreen(exposed)?.arguments["id"] == "9", "\(exposed)")
    }

    // MARK: Exposure

    @Test(
        "exposure by source kind",
        arguments: [
            (LinkSource.universalLink, ["help"]),
            (LinkSource.otherApp(bundleID: "com.other.app"), []),
            (LinkSource.notification, ["orders"]),
            (LinkSource.widget, ["orders"]),
        ])
    func exposureBySourceKind(source: LinkSource, reachable: [String]) async throws {
        let fixture = try Self.shop(ran: CallRecord())
        await fixture.start()

        var opened: [String] = []
        for url in ["shop://help", "shop://orders"] {
            let outcome = await fixture.navigator.openExternal(url, from: source)
            if let screen = openedScreen(outcome) { opened.append(screen.id) } else { #expect(outcome.isNotFound, "\(outcome)") }
        }
        #expect(opened == reachable)
    }

    @Test(
        "exposure by application: only the listed bundle ids reach the route",
        arguments: [
            (LinkSource.otherApp(bundleID: partner), true),
            (LinkSource.otherApp(bundleID: "com.partner.app.evil"), false),
            (LinkSource.otherApp(bundleID: "COM.PARTNER.APP"), false),
            (LinkSource.otherApp(), false),
            (LinkSource.universalLink, false),
            (LinkSource.notification, false),
        ])
    func exposureByApplication(source: LinkSource, reaches: Bool) async throws {
        let fixture = try Self.shop(ran: CallRecord())
        await fixture.start()

        let outcome = await fixture.navigator.openExternal("shop://partner/offer", from: source)

        #expect((openedScreen(outcome)?.id == "admin") == reaches, "\(outcome)")
        if !reaches { #expect(outcome.isNotFound) }
    }

    @Test("an exposure's allows as a table")
    func exposureUnit() {
        let outside: [LinkSource] = [.otherApp(), .otherApp(bundleID: Self.partner), .universalLink, .notification, .widget]
        #expect(Set<LinkSource>.internalOnly.allows(.inApp))
        #expect(!outside.contains { Set<LinkSource>.internalOnly.allows($0) })
        #expect(outside.allSatisfy { Set<LinkSource>.everywhere.allows($0) })
        #expect(!Set<LinkSource>.everywhere.contains(.inApp))
        let partnerOnly: Set<LinkSource> = [.otherApp(bundleID: Self.partner), .universalLink]
        #expect(!partnerOnly.allows(.otherApp()), "an app that does not say who it is is not the partner")
        #expect(partnerOnly.allows(.otherApp(bundleID: Self.partner)))
        #expect(!partnerOnly.allows(.otherApp(bundleID: "com.someone.else")))
        #expect(partnerOnly.allows(.universalLink), "the application list only narrows otherApp")
        #expect(!partnerOnly.allows(.widget))
    }

    // MARK: In-app reaches everything

    @Test("the in-app door reaches every route: internal-only screens and every kind of action")
    func inAppReachesEverything() async throws {
        let ran = CallRecord()
        let fixture = try Self.shop(ran: ran)
        await fixture.start()

        for url in ["shop://settings", "shop://help", "shop://orders", "shop://partner/offer"] {
            let outcome = await fixture.navigator.open(url)
            #expect(openedScreen(outcome) != nil, "\(url): \(outcome)")
        }
        for url in ["shop://cart/clear", "shop://cart/add/3", "shop://account/delete"] {
            let outcome = await fixture.navigator.open(url)
            guard case .handled = outcome.kind else {
                Issue.record("\(url): \(outcome)")
                continue
            }
        }
        #expect(fixture.screenIDs == ["home", "settings", "help", "orders", "admin"])
        #expect(ran.all == ["clearCart from app", "addToCart from app", "deleteAccount from app"])
    }

    // MARK: Outside links and actions

    @Test(
        "outside links may open screens, but an action route that does not allow it looks missing",
        arguments: outsideSources)
    func outsideCannotRunForbiddenAction(source: LinkSource) async throws {
        let ran = CallRecord()
        let fixture = try Self.shop(ran: ran)
        await fixture.start()

        let screen = await fixture.navigator.openExternal("shop://product/1", from: source)
        let action = await fixture.navigator.openExternal("shop://cart/clear", from: source)
        let missing = await fixture.navigator.openExternal("shop://cart/nothing-here", from: source)

        #expect(openedScreen(screen)?.id == "product", "\(screen)")
        #expect(action.isNotFound, "\(action)")
        #expect(action.description == missing.description)
        #expect(ran.isEmpty)
    }

    @Test("an action route marked .allowed runs for outside links it is exposed to")
    func allowedAction() async throws {
        let ran = CallRecord()
        let fixture = try Self.shop(ran: ran)
        await fixture.start()

        let outcome = await fixture.navigator.openExternal("shop://cart/add/3", from: .universalLink)

        guard case .handled(let result) = outcome.kind else {
            Issue.record("expected the action to run, got \(outcome)")
            return
        }
        #expect(result.message == "ran addToCart")
        #expect(ran.all == ["addToCart from universal-link"])
    }

    @Test("an action that requires confirmation runs when the app's confirmation says yes")
    func confirmationAccepted() async throws {
        let ran = CallRecord()
        let asked = CallRecord()
        let fixture = try Self.shop(ran: ran) { configuration in
            configuration.confirmExternalAction = { request in
                asked.append("\(request.match.pattern) from \(request.source)")
                return true
            }
        }
        await fixture.start()

        let outcome = await fixture.navigator.openExternal("shop://account/delete", from: .otherApp(bundleID: "com.other.app"))

        guard case .handled = outcome.kind else {
            Issue.record("expected the action to run, got \(outcome)")
            return
        }
        #expect(asked.all == ["/account/delete from external (com.other.app)"])
        #expect(ran.all == ["deleteAccount from external (com.other.app)"])
    }

    @Test("an action that requires confirmation is declined when the confirmation says no")
    func confirmationDeclined() async throws {
        let ran = CallRecord()
        let asked = CallRecord()
        let fixture = try Self.shop(ran: ran) { configuration in
            configuration.confirmExternalAction = { _ in
                asked.append("asked")
                return false
            }
        }
        await fixture.start()

        let outcome = await fixture.navigator.openExternal("shop://account/delete", from: .universalLink)

        NavTest.expectRejected(outcome, .confirmationDeclined)
        #expect(asked.all == ["asked"])
        #expect(ran.isEmpty)
    }

    @Test("an action that requires confirmation is declined when the app has no confirmation step")
    func confirmationMissing() async throws {
        let ran = CallRecord()
        let fixture = try Self.shop(ran: ran)
        await fixture.start()

        let outcome = await fixture.navigator.openExternal("shop://account/delete", from: .universalLink)

        NavTest.expectRejected(outcome, .confirmationDeclined)
        #expect(ran.isEmpty)
    }

    @Test("in-app, an action that requires confirmation for outside links runs without asking")
    func confirmationNotAskedInApp() async throws {
        let ran = CallRecord()
        let asked = CallRecord()
        let fixture = try Self.shop(ran: ran) { configuration in
            configuration.confirmExternalAction = { _ in
                asked.append("asked")
                return false
            }
        }
        await fixture.start()

        let outcome = await fixture.navigator.open("shop://account/delete")

        guard case .handled = outcome.kind else {
            Issue.record("expected the action to run, got \(outcome)")
            return
        }
        #expect(asked.isEmpty)
        #expect(ran.all == ["deleteAccount from app"])
    }

    // MARK: Guards run after normalisation

    /// Spellings of `/admin` that a case-insensitive router reads as `/admin`.
    nonisolated static let adminSpellings = [
        "shop://admin", "shop://Admin", "SHOP://ADMIN", "shop://admin/", "shop://admin//",
        "shop://adm%69n", "shop://%61dmin", "shop:/admin", "shop:///admin", "shop://admin?x=1#top",
        "https://shop.example.com/admin", "https://shop.example.com/Admin", "https://shop.example.com/admin/",
        "https://shop.example.com/adm%69n", "https://shop.example.com//admin", "https://SHOP.EXAMPLE.COM:443//ADMIN/",
    ]

    static func adminFixture(caseInsensitive: Bool, guardCalls: CallRecord) throws -> NavigatorHarness {
        try NavigatorHarness(
            router: RouterConfiguration(
                schemes: ["shop"], universalLinkHosts: ["shop.example.com"], caseInsensitivePaths: caseInsensitive),
            routes: { routes in
                try routes.register("/admin", screen: "admin", exposure: .everywhere, guards: ["admin"])
                try routes.register("/settings/admin", screen: "settings", exposure: .everywhere, guards: ["admin"])
            }
        ) { configuration in
            configuration.addGuard("admin") { request in
                guardCalls.append(request.url)
                return .reject(reason: "admins only")
            }
        }
    }

    @Test("every spelling of a guarded path meets the guard (case-insensitive router)", arguments: adminSpellings)
    func guardsAfterNormalisation(url: String) async throws {
        let guardCalls = CallRecord()
        let fixture = try Self.adminFixture(caseInsensitive: true, guardCalls: guardCalls)
        await fixture.start()

        let external = await fixture.navigator.openExternal(url, from: .universalLink)
        let inApp = await fixture.navigator.open(url)

        if url.lowercased().hasPrefix("https://"), url.dropFirst("https://".count).contains("//") {
            // An empty path segment: the association file never claims such a path, and the
            // router answers none as a universal link: "not found", before any guard.
            #expect(external.isNotFound, "\(external)")
            #expect(inApp.isNotFound, "\(inApp)")
            #expect(guardCalls.all == [])
        } else {
            NavTest.expectRejected(external, .interceptor, interceptor: "admin")
            NavTest.expectRejected(inApp, .interceptor, interceptor: "admin")
            #expect(guardCalls.all == [url, url])
        }
        #expect(fixture.screenIDs == ["home"])
    }

    @Test(
        "a deeper guarded path cannot be reached by case or escapes (case-insensitive router)",
        arguments: [
            "shop://settings/admin", "shop://Settings/ADMIN", "shop://settings/adm%69n/", "shop://settings//admin",
            "shop://settings%2Fadmin", "https://shop.example.com/SETTINGS/Admin",
        ])
    func deeperGuardedPath(url: String) async throws {
        let guardCalls = CallRecord()
        let fixture = try Self.adminFixture(caseInsensitive: true, guardCalls: guardCalls)
        await fixture.start()

        let outcome = await fixture.navigator.openExternal(url, from: .universalLink)

        #expect(fixture.screenIDs == ["home"])
        if url.contains("%2F") {
            // An encoded slash stays inside one segment: no route, so nothing opens.
            #expect(outcome.isNotFound, "\(outcome)")
        } else {
            NavTest.expectRejected(outcome, .interceptor, interceptor: "admin")
        }
    }

    @Test(
        "with a case-sensitive router, a differently-cased path matches nothing, and the rest meet the guard",
        arguments: adminSpellings + ["shop://settings/Admin", "https://shop.example.com/settings/ADMIN"])
    func caseSensitiveRouterNeverOpens(url: String) async throws {
        let guardCalls = CallRecord()
        let fixture = try Self.adminFixture(caseInsensitive: false, guardCalls: guardCalls)
        await fixture.start()

        let outcome = await fixture.navigator.openExternal(url, from: .universalLink)

        #expect(fixture.screenIDs == ["home"], "\(url): \(outcome)")
        if outcome.isNotFound {
            #expect(guardCalls.isEmpty)
        } else {
            NavTest.expectRejected(outcome, .interceptor, interceptor: "admin")
            #expect(guardCalls.all == [url])
        }
    }

    @Test(
        "a link's parent chain is not built past a parent guarded by a guard the link did not pass, or whose shouldOpen refuses")
    func parentChainStopsAtGuards() async throws {
        let guardCalls = CallRecord()
        let fixture = try NavigatorHarness(routes: { routes in
            try routes.register("/account", screen: "settings", guards: ["signedIn"])
            try routes.register("/account/orders/<int:id>", screen: "orders", parent: "/account", exposure: .everywhere)
            try routes.register(
                "/account/admin", screen: "admin", parent: "/account", exposure: .everywhere, guards: ["signedIn"])
            try routes.register("/vip", screen: "admin", shouldOpen: { _ in false })
            try routes.register("/vip/offer/<int:id>", screen: "product", parent: "/vip", exposure: .everywhere)
            try routes.register("/help", screen: "help")
            try routes.register("/help/<topic>", screen: "web", parent: "/help", exposure: .everywhere)
        }) { configuration in
            configuration.addGuard("signedIn") { request in
                guardCalls.append(request.url)
                return request.match.pattern == "/account/admin" ? .proceed : .reject(reason: "signed out")
            }
        }
        await fixture.start()

        let orders = await fixture.navigator.openExternal("shop://account/orders/5", from: .universalLink)
        #expect(openedScreen(orders)?.id == "orders", "\(orders)")
        #expect(fixture.screenIDs == ["home", "orders"])
        #expect(guardCalls.isEmpty)

        await fixture.navigator.popToRoot()
        let offer = await fixture.navigator.openExternal("shop://vip/offer/2", from: .universalLink)
        #expect(openedScreen(offer)?.id == "product", "\(offer)")
        #expect(fixture.screenIDs == ["home", "product"])

        // An unguarded parent is built beneath, as usual.
        await fixture.navigator.popToRoot()
        let help = await fixture.navigator.openExternal("shop://help/returns", from: .universalLink)
        #expect(openedScreen(help)?.id == "web", "\(help)")
        #expect(fixture.screenIDs == ["home", "help", "web"])

        // A parent guarded only by guards the link passed is built too.
        await fixture.navigator.popToRoot()
        let admin = await fixture.navigator.openExternal("shop://account/admin", from: .universalLink)
        #expect(openedScreen(admin)?.id == "admin", "\(admin)")
        #expect(fixture.screenIDs == ["home", "settings", "admin"])
        #expect(guardCalls.all == ["shop://account/admin"])
    }

    @Test("a cold-start link waits for the root, then meets the guard")
    func coldStartLinkMeetsGuard() async throws {
        let guardCalls = CallRecord()
        let fixture = try Self.adminFixture(caseInsensitive: true, guardCalls: guardCalls)

        async let early = fixture.navigator.openExternal("https://shop.example.com/Admin/", from: .universalLink)
        await NavTest.waitUntil("the link is held") { !fixture.navigator.heldUntilRoot.isEmpty }
        #expect(guardCalls.isEmpty)
        await fixture.start()
        let outcome = await early

        NavTest.expectRejected(outcome, .interceptor, interceptor: "admin")
        #expect(guardCalls.all == ["https://shop.example.com/Admin/"])
        #expect(fixture.screenIDs == ["home"])
    }
}
