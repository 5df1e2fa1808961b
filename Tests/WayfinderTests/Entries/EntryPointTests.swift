import Foundation
import Testing
import WayfinderTestSupport
@_spi(Internals) import WayfinderTesting

@testable import Wayfinder
@_spi(Internals) @testable import WayfinderRouting

/// Every way into the app through one door: notifications, Spotlight, Handoff, App Intents and
/// widgets, each a source with its exposure, cold start and warm.
@MainActor
@Suite("Every way in", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct EntryPointTests {
    struct OrderRoute: TypedRoute {
        static let pattern = "/order/<int:id>"
        var id: Int
    }

    static func make(start: Bool = true) async throws -> NavigatorHarness {
        let harness = try NavigatorHarness(routes: { routes in
            try routes.register(
                "/order/<int:id>", screen: "orders", exposure: [.notification, .appIntent, .handoff],
                savedQuery: ["tab"], activityType: "com.example.order")
            try routes.register("/product/<int:id>", screen: "product", exposure: [.spotlight, .widget, .handoff])
            try routes.register("/help", screen: "help", exposure: [.handoff], activityType: "com.example.help")
            try routes.register("/settings", screen: "settings", activityType: "com.example.settings")
        }) { configuration in
            configuration.notificationLinks = .init(urlKey: "link", actions: ["TRACK": "trackLink"])
        }
        if start { await harness.start() }
        return harness
    }

    /// The source the screen on top was opened from.
    static func topSource(_ harness: NavigatorHarness) -> LinkSource? {
        harness.navigator.state.topmostScreen.flatMap { harness.navigator.request(for: $0.key)?.source }
    }

    // MARK: Notifications

    @Test("a notification's tap opens its link as a notification; an action its own; others nothing")
    func notification() async throws {
        let harness = try await Self.make()
        let navigator = harness.navigator
        let tap = await navigator.openNotification(
            action: "com.apple.UNNotificationDefaultActionIdentifier", isTap: true,
            userInfo: ["link": "shop://order/1", "trackLink": "shop://order/2"])
        #expect(tap?.screen?.arguments == ["id": "1"])
        #expect(Self.topSource(harness) == .notification)
        let track = await navigator.openNotification(action: "TRACK", isTap: false, userInfo: ["trackLink": "shop://order/2"])
        #expect(track?.screen?.arguments == ["id": "2"])
        #expect(await navigator.openNotification(action: "REPLY", isTap: false, userInfo: ["link": "shop://order/3"]) == nil)
        #expect(await navigator.openNotification(action: "x", isTap: true, userInfo: ["url": "shop://order/3"]) == nil)
        let unexposed = await navigator.openNotification(action: "x", isTap: true, userInfo: ["link": "shop://product/3"])
        #expect(unexposed?.kind == .notFound, "a route not exposed to notifications")
    }

    @Test(
        "cold start: each entry arrives before the app has a root, waits for it, and opens once",
        arguments: ["notification", "spotlight", "handoff", "app-intent", "widget"])
    func coldStart(entry: String) async throws {
        let harness = try await Self.make(start: false)
        let navigator = harness.navigator
        let opening = Task { () -> NavigationOutcome? in
            switch entry {
            case "notification":
                return await navigator.openNotification(action: "", isTap: true, userInfo: ["link": "shop://order/5"])
            case "spotlight": return await navigator.openExternal("shop://product/5", from: .spotlight)
            case "handoff": return await navigator.openActivity(type: "com.example.order", url: "shop://order/5")
            case "app-intent": return await navigator.openExternal(OrderRoute(id: 5), from: .appIntent)
            default: return await navigator.openExternal("shop://product/5", from: .widget)
            }
        }
        #expect(await NavTest.waitUntil("the entry waits for a root") { !navigator.heldUntilRoot.isEmpty })
        #expect(harness.screenIDs.isEmpty)
        await harness.start()
        let outcome = await Deadline.value(of: opening, "the \(entry) entry")
        #expect(outcome??.screen?.arguments == ["id": "5"], "\(String(describing: outcome))")
        #expect(harness.screenIDs.count == 2)
        #expect(Self.topSource(harness)?.description == (entry == "app-intent" ? "app-intent" : entry))
    }

    @Test("each source reaches only the routes exposed to it")
    func exposure() async throws {
        let harness = try await Self.make()
        let navigator = harness.navigator
        #expect(await navigator.openExternal("shop://order/1", from: .spotlight).kind == .notFound)
        #expect(await navigator.openExternal("shop://product/1", from: .appIntent).kind == .notFound)
        #expect(await navigator.openExternal("shop://order/1", from: .widget).kind == .notFound)
        #expect(await navigator.openExternal("shop://settings", from: .handoff).kind == .notFound)
    }

    // MARK: Handoff and Spotlight activities

    @Test("a screen advertises its route's activity, without undeclared query values; the activity opens it again")
    func activityRoundTrip() async throws {
        let harness = try await Self.make()
        let navigator = harness.navigator
        let opened = try #require(await navigator.open("shop://order/7?tab=items&token=secret").screen)
        let activity = try #require(navigator.activity(for: opened))
        #expect(
            activity
                == Navigator.Activity(
                    type: "com.example.order", url: "shop://order/7?tab=items", userInfo: ["url": "shop://order/7?tab=items"]))
        let again = await navigator.openActivity(type: activity.type, url: activity.url)
        #expect(again?.screen?.arguments == ["id": "7", "tab": "items"])
        #expect(Self.topSource(harness) == .handoff)
        #expect(navigator.activityTypes == ["com.example.help", "com.example.order", "com.example.settings"])
        let product = try #require(await navigator.open("shop://product/1").screen)
        #expect(navigator.activity(for: product) == nil, "its route declares no activity type")
    }

    @Test("an activity opens only a route of its own type; other types are the app's")
    func activityTypeMustMatch() async throws {
        let harness = try await Self.make()
        let navigator = harness.navigator
        #expect(await navigator.openActivity(type: "com.example.help", url: "shop://order/1")?.kind == .notFound)
        #expect(await navigator.openActivity(type: "com.example.order", url: "shop://help")?.kind == .notFound)
        #expect(await navigator.openActivity(type: "com.example.unknown", url: "shop://help") == nil)
        #expect(await navigator.openActivity(type: "com.example.help", url: nil) == nil)
        #expect(harness.screenIDs == ["home"])
        let web = await navigator.openActivity(type: "NSUserActivityTypeBrowsingWeb", url: "https://shop.example.com/nowhere")
        #expect(web?.kind == .notFound, "a web page's activity is a universal link")
    }

    @Test("the same entry delivered twice within a second opens once")
    func repeatedEntry() async throws {
        let harness = try await Self.make()
        let navigator = harness.navigator
        let clock = RepeatedLinkTests.ManualClock()
        navigator.now = { clock.now }
        #expect(await navigator.openNotification(action: "", isTap: true, userInfo: ["link": "shop://order/1"])?.screen != nil)
        let again = await navigator.openNotification(action: "", isTap: true, userInfo: ["link": "shop://order/1"])
        #expect(again?.rejection?.code == .repeatedLink)
        #expect(await navigator.openActivity(type: "com.example.help", url: "shop://help")?.screen != nil)
        #expect(await navigator.openActivity(type: "com.example.help", url: "shop://help")?.rejection?.code == .repeatedLink)
    }

    @Test("an App Intent opens a typed route by value; a value with no URL is refused")
    func appIntent() async throws {
        let harness = try await Self.make()
        let outcome = await harness.navigator.openExternal(OrderRoute(id: 9), from: .appIntent)
        #expect(outcome.screen?.arguments == ["id": "9"])
        #expect(Self.topSource(harness) == .appIntent)
        struct Unregistered: TypedRoute {
            static let pattern = "/nowhere/<int:id>"
            var id: Int
        }
        #expect(await harness.navigator.openExternal(Unregistered(id: 1), from: .appIntent).rejection?.code == .cannotBuildURL)
    }

    // MARK: Random tables

    nonisolated static let seeds = ModelSeeds.seeds(7, 11)

    @Test(
        "random tables: every screen's activity opens the same screen again, and no activity opens another type's route",
        arguments: seeds)
    func randomRoundTrip(seed: UInt64) async throws {
        print("activity round trip: seed \(seed) (WAYFINDER_MODEL_SEED=\(seed) replays it)")
        let table = RandomRouteTable(routeCount: 40, urlCount: 80, seed: seed)
        var random = SeededRandom(seed: seed)
        let typed = table.routes.indices.map { _ in Bool.random(using: &random) }
        let harness = try NavigatorHarness(
            router: RouterConfiguration(schemes: [RandomRouteTable.scheme]),
            screens: ["home"] + table.routes.indices.map { "s\($0)" },
            routes: { routes in
                for (index, route) in table.routes.enumerated() {
                    try routes.register(
                        route.pattern, screen: "s\(index)", exposure: [.handoff],
                        activityType: typed[index] ? "com.example.s\(index)" : nil)
                }
            }
        ) { configuration in configuration.repeatedLinkWindow = .zero }
        await harness.start()
        let navigator = harness.navigator
        var checked = 0
        for url in table.urls {
            guard let expected = url.expected else { continue }
            guard let screen = await navigator.open(url.string).screen else {
                Issue.record("seed \(seed): \(url.string) opened nothing")
                return
            }
            guard typed[expected] else {
                #expect(navigator.activity(for: screen) == nil)
                continue
            }
            let activity = try #require(navigator.activity(for: screen))
            #expect(activity.type == "com.example.s\(expected)")
            let again = await navigator.openActivity(type: activity.type, url: activity.url)
            // The activity leaves out the query no route declares: the path's values come back.
            let queryNames = Set(
                (url.string.split(separator: "?").dropFirst().first ?? "").split(separator: "&")
                    .map { String($0.prefix { $0 != "=" }) })
            #expect(again?.screen?.id == screen.id, "seed \(seed): \(url.string)")
            #expect(
                again?.screen?.arguments == screen.arguments.filter { !queryNames.contains($0.key) },
                "seed \(seed): \(url.string)")
            // The same URL under another route's type never opens.
            if let other = typed.indices.first(where: { typed[$0] && $0 != expected }) {
                #expect(await navigator.openActivity(type: "com.example.s\(other)", url: activity.url)?.kind == .notFound)
            }
            checked += 1
            await navigator.popToRoot()
        }
        #expect(checked > 0)
    }
}
