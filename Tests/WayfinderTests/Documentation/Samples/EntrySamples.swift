import Foundation
import Testing
import WayfinderTestSupport
import WayfinderTesting

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

    @Test("LinkInbox.post: a link left in the app's inbox opens in the window that attaches")
    func inbox() async throws {
        let harness = try await EntryPointTests.make()
        defer { LinkInbox.shared.detach(harness.navigator) }
        // sample: LinkInbox
        LinkInbox.shared.post("shop://order/42", from: .notification)
        // end sample
        LinkInbox.shared.attach(harness.navigator)
        let opened = await NavTest.waitUntil("the order opens") {
            harness.navigator.state.topmostScreen?.arguments == ["id": "42"]
        }
        #expect(opened)
    }

    @Test("LinkSource.widgetURL: a widget's URL carries the mark")
    func widgetURL() {
        // sample: WidgetLinks
        let url = LinkSource.widgetURL("shop://cart")   // shop://cart?wf_source=widget
        // end sample
        #expect(url == "shop://cart?wf_source=widget")
    }

    @Test("Navigator.holdLinks: links wait while the user is onboarding")
    func holdLinks() async throws {
        let harness = try await EntryPointTests.make()
        let navigator = harness.navigator
        // sample: Navigator+PendingLinks
        navigator.holdLinks(until: "onboarded")
        // ... the user finishes onboarding:
        await navigator.ready("onboarded")
        // end sample
        #expect(await navigator.openExternal("shop://order/3", from: .notification).screen != nil, "no longer held")
    }

    /// What the app's own server would answer for the install.
    struct InstallLinks {
        func claim() async throws -> String? { "https://shop.example.com/product/42" }
    }

    @Test("Navigator.openDeferredLink: the link from before the install opens once")
    func deferredLink() async throws {
        let harness = try NavigatorHarness(
            router: RouterConfiguration(schemes: ["shop"], universalLinkHosts: ["shop.example.com"]),
            routes: { routes in
                try routes.register("/product/<int:id>", screen: "product", exposure: [.universalLink])
            })
        await harness.start()
        let navigator = harness.navigator
        let installLinks = InstallLinks()
        // The sample remembers its claim in the standard defaults, as an app does.
        UserDefaults.standard.removeObject(forKey: "wayfinder.deferredLinkClaimed")
        defer { UserDefaults.standard.removeObject(forKey: "wayfinder.deferredLinkClaimed") }
        // sample: Navigator+DeferredLink
        await navigator.openDeferredLink(from: .universalLink) {
            try await installLinks.claim()   // "https://shop.example.com/product/42", or nil
        }
        // end sample
        #expect(navigator.state.topmostScreen?.arguments == ["id": "42"])
        #expect(await navigator.openDeferredLink(from: .universalLink) { try await installLinks.claim() } == nil)
    }

    @Test("SignedLinks: a route that takes signed links, the keys, and a link made for it")
    func signedLinks() async throws {
        let key = [UInt8](repeating: 42, count: 32)
        let routes = Router<RouteDefinition>(
            configuration: RouterConfiguration(schemes: ["shop"], universalLinkHosts: ["shop.example.com"]))
        var configuration = NavigatorConfiguration(animated: false)
        // sample: SignedLinks
        try routes.register("/login/magic", screen: "magicLogin", exposure: [.universalLink],
                            signed: .query(["token", "email"]))
        configuration.signedLinks = try SignedLinks(keys: ["2026-11": key])
        // end sample
        // sample: SignedLinks
        let link = try SignedLinks.sign(
            "https://shop.example.com/login/magic?token=abc&email=ada%40example.com",
            signing: ["token", "email"], key: key, keyID: "2026-11",
            expires: Date.now.addingTimeInterval(600), nonce: UUID().uuidString)
        // end sample
        let catalog = ScreenCatalog()
        catalog.register("home")
        catalog.register("magicLogin")
        let host = HeadlessHost(catalog: catalog)
        let navigator = Navigator(routes: routes, catalog: catalog, host: host, configuration: configuration)
        await navigator.show("home", presentation: .setRoot)
        let opened = await navigator.openExternal(link, from: .universalLink)
        #expect(opened.screen?.arguments == ["token": "abc", "email": "ada@example.com"], "\(opened)")
        let tampered = link.replacingOccurrences(of: "token=abc", with: "token=abd")
        #expect(await navigator.openExternal(tampered, from: .universalLink).rejection?.code == .badSignature)
    }

    /// The session a guard asks.
    actor Session {
        var isSignedIn = false
        func signIn() { isSignedIn = true }
    }

    /// A guard that parks links from outside while signed out.
    struct ParkingGuard: NavigationInterceptor {
        let session: Session
        func intercept(_ request: NavigationRequest) async -> InterceptorDecision {
            // sample: NavigationInterceptor
            if await session.isSignedIn { return .proceed }
            return request.source.isExternal ? .park(until: "signedIn") : .reject(reason: "signed out")
            // end sample
        }
    }

    @Test("Navigator.ready(_:): the link that waited for sign-in opens; restorePendingLinks after a relaunch")
    func pendingLinks() async throws {
        let session = Session()
        func make() throws -> NavigatorHarness {
            try NavigatorHarness(routes: { routes in
                try routes.register("/order/<id>", screen: "orders", exposure: .everywhere, guards: ["session"])
            }) { configuration in
                configuration.guards["session"] = ParkingGuard(session: session)
            }
        }
        let before = try make()
        await before.start()
        #expect(await before.navigator.open("shop://order/1").rejection?.message == "signed out")
        await before.navigator.openExternal("shop://order/7", from: .notification)
        UserDefaults.standard.set(before.navigator.savedPendingLinks(), forKey: "pendingLinks")
        defer { UserDefaults.standard.removeObject(forKey: "pendingLinks") }

        let harness = try make()
        await harness.start()
        let navigator = harness.navigator
        // sample: Navigator+PendingLinks
        navigator.restorePendingLinks(UserDefaults.standard.data(forKey: "pendingLinks"))
        // end sample
        #expect(navigator.pendingLinks.count == 1)
        await session.signIn()
        // sample: Navigator+PendingLinks
        func didSignIn() async {
            await navigator.ready("signedIn")   // the order link that arrived while signed out opens
        }
        // end sample
        await didSignIn()
        #expect(harness.screenIDs == ["home", "orders"])
        #expect(navigator.state.topmostScreen?.arguments == ["id": "7"])
    }

    @Test("Navigator.activity(for:) and NotificationLinks: what a screen advertises, where a payload keeps links")
    func activitiesAndNotifications() async throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        let harness = try NavigatorHarness(routes: { routes in
            try routes.register(
                "/product/<int:id>", screen: "product", exposure: [.handoff], activityType: "com.example.shop.product")
            try routes.register("/order/<int:id>/track", screen: "orders", exposure: [.notification])
        }) { configuration in
            // sample: NotificationLinks
            configuration.notificationLinks = .init(urlKey: "link", actions: ["TRACK": "trackLink"])
            // {"aps": {...}, "link": "shop://order/42", "trackLink": "shop://order/42/track"}
            // end sample
        }
        await harness.start()
        let navigator = harness.navigator
        let screen = try #require(await navigator.open("shop://product/42").screen)
        // sample: Navigator+Activities
        if let activity = navigator.activity(for: screen) {
            print(activity.type, activity.url)   // com.example.shop.product shop://product/42
        }
        // end sample
        #expect(printed == ["com.example.shop.product shop://product/42"])
        // sample: NotificationLinks
        await navigator.openNotification(action: "TRACK", isTap: false, userInfo: ["trackLink": "shop://order/42/track"])
        // end sample
        #expect(navigator.state.topmostScreen?.id == "orders")
    }

    @Test("ActivityParameters and openActivity(type:userInfo:): an activity that carries parameters")
    func activityParameters() async throws {
        let harness = try NavigatorHarness(routes: { routes in
            // sample: ActivityParameters
            try routes.register(
                "/product/<int:id>", screen: "product", exposure: [.handoff], savedQuery: ["color"],
                activityType: "com.example.shop.product", activityParameters: .inUserInfo)
            // The activity of shop://product/42?color=red carries userInfo ["id": "42", "color": "red"].
            // end sample
        })
        await harness.start()
        let navigator = harness.navigator
        let screen = try #require(await navigator.open("shop://product/42?color=red").screen)
        #expect(navigator.activity(for: screen)?.userInfo == ["id": "42", "color": "red"])
        _ = await navigator.show("home", presentation: .setRoot)
        // sample: Navigator+Activities
        await navigator.openActivity(type: "com.example.shop.product", userInfo: ["id": "42", "color": "red"])
        // end sample
        #expect(navigator.state.topmostScreen?.arguments == ["id": "42", "color": "red"])
        #expect(EntryPointTests.topSource(harness) == .handoff)
    }

    @Test("Every way in: the article's blocks")
    func everyWayIn() async throws {
        let routes = Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["shop"]))
        var configuration = NavigatorConfiguration(animated: false)
        // sample: EveryWayIn
        configuration.notificationLinks = .init(urlKey: "link", actions: ["TRACK": "trackLink"])
        // end sample
        // sample: EveryWayIn
        try routes.register("/product/<int:id>", screen: "product", exposure: [.handoff, .spotlight],
                            activityType: "com.example.shop.product")
        // end sample
        // sample: EveryWayIn
        try routes.register("/login/magic", screen: "magicLogin", exposure: [.universalLink],
                            signed: .query(["token", "email"]))
        // end sample
        #expect(configuration.notificationLinks.actions == ["TRACK": "trackLink"])
        #expect(routes.match("shop://product/1")?.target.activityType == "com.example.shop.product")
        #expect(routes.match("shop://login/magic")?.target.signed == .query(["token", "email"]))

        let session = Session()
        let harness = try NavigatorHarness(routes: { routes in
            try routes.register("/order/<id>", screen: "orders", exposure: .everywhere, guards: ["session"])
        }) { configuration in configuration.guards["session"] = ArticleGuard(session: session) }
        await harness.start()
        #expect(await harness.navigator.openExternal("shop://order/1", from: .widget).kind == .parked(until: "signedIn", by: "session"))
        #expect(await harness.navigator.open("shop://order/1").rejection?.message == "signed out")
    }

    struct ArticleGuard: NavigationInterceptor {
        let session: Session
        func intercept(_ request: NavigationRequest) async -> InterceptorDecision {
            // sample: EveryWayIn
            if await session.isSignedIn { return .proceed }
            return request.source.isExternal ? .park(until: "signedIn") : .reject(reason: "signed out")
            // end sample
        }
    }
}
