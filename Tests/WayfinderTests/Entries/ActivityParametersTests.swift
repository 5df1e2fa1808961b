import Foundation
import Testing
import WayfinderTestSupport
@_spi(Internals) import WayfinderTesting

@testable import Wayfinder
@_spi(Internals) @testable import WayfinderRouting

/// A route's activity carries its screen as the URL or as parameters under their own names, and
/// the door reads either back to the same screen.
@MainActor
@Suite("Activity parameters", .timeLimit(.minutes(5)), .endsWithin(.seconds(60)))
struct ActivityParametersTests {
    static func make() async throws -> NavigatorHarness {
        let harness = try NavigatorHarness(routes: { routes in
            try routes.register(
                "/product/<int:id>[/<color>]", screen: "product", exposure: [.handoff], savedQuery: ["size", "id"],
                activityType: "com.example.product", activityParameters: .inUserInfo)
            try routes.register(
                "/order/<int:id>", screen: "orders", exposure: [.handoff], activityType: "com.example.order")
            try routes.register(
                "/help/<topic>", screen: "help", exposure: [.handoff], activityType: "com.example.help",
                activityParameters: .inUserInfo)
            try routes.register(
                "/settings/<section>", screen: "settings", exposure: [.handoff], activityType: "com.example.help",
                activityParameters: .inUserInfo)
        })
        await harness.start()
        return harness
    }

    @Test("each parameter and kept query value goes under its own key; no URL, no undeclared value")
    func carriesParameters() async throws {
        let harness = try await Self.make()
        let navigator = harness.navigator
        let opened = try #require(await navigator.open("shop://product/42/red?size=m&id=99&token=secret").screen)
        let activity = try #require(navigator.activity(for: opened))
        #expect(activity.type == "com.example.product")
        #expect(activity.userInfo == ["id": "42", "color": "red", "size": "m"], "the path's id wins over the query's")
        #expect(activity.url == "shop://product/42/red?size=m&id=99")
        let order = try #require(await navigator.open("shop://order/7").screen)
        #expect(navigator.activity(for: order)?.userInfo == ["url": "shop://order/7"], "the default carries the URL")
    }

    @Test("the door builds the URL back from the parameters, with the kept query values only")
    func opensFromParameters() async throws {
        let harness = try await Self.make()
        let navigator = harness.navigator
        let outcome = await navigator.openActivity(
            type: "com.example.product", userInfo: ["id": "9", "size": "l", "token": "injected", "url": "shop://order/1"])
        #expect(outcome?.screen?.id == "product")
        #expect(outcome?.screen?.url == "shop://product/9?size=l")
        #expect(outcome?.screen?.arguments == ["id": "9", "size": "l"])
        #expect(EntryPointTests.topSource(harness) == .handoff)
    }

    @Test("parameters that fill no route of the type, or do not convert, are not found; another type is the app's")
    func refusesWhatBuildsNoURL() async throws {
        let harness = try await Self.make()
        let navigator = harness.navigator
        #expect(await navigator.openActivity(type: "com.example.product", userInfo: ["size": "l"])?.kind == .notFound)
        #expect(await navigator.openActivity(type: "com.example.product", userInfo: ["id": "nine"])?.kind == .notFound)
        #expect(await navigator.openActivity(type: "com.example.order", userInfo: ["id": "7"])?.kind == .notFound)
        #expect(await navigator.openActivity(type: "com.example.unknown", userInfo: ["id": "7"]) == nil)
        #expect(harness.screenIDs == ["home"])
    }

    @Test("of two routes of one type, the first whose parameters are all there opens")
    func firstRouteThatFills() async throws {
        let harness = try await Self.make()
        let navigator = harness.navigator
        #expect(
            await navigator.openActivity(type: "com.example.help", userInfo: ["section": "privacy"])?.screen?.id == "settings")
        #expect(await navigator.openActivity(type: "com.example.help", userInfo: ["topic": "returns"])?.screen?.id == "help")
    }

    @Test("a URL an activity carries opens from its userInfo, or from its web page URL when that holds none")
    func carriedURL() async throws {
        let harness = try await Self.make()
        let navigator = harness.navigator
        #expect(
            await navigator.openActivity(type: "com.example.order", userInfo: ["url": "shop://order/3"])?.screen?.id == "orders")
        let web = await navigator.openActivity(
            type: "com.example.order", userInfo: [:], webpage: "https://shop.example.com/order/4")
        #expect(web?.screen?.arguments == ["id": "4"])
        #expect(EntryPointTests.topSource(harness) == .handoff)
    }

    // MARK: Random tables

    nonisolated static let seeds = ModelSeeds.seeds(5, 2_026)

    /// Values that need encoding in a path segment or a query, or normalise differently.
    static let awkward = ["plain", "a b", "x&y", "a=b", "100%", "%41", "caf\u{E9}", "cafe\u{301}", "?", "#1", "+"]

    @Test(
        "over random tables, screen → activity → screen and activity → screen → activity give back what they started from",
        arguments: seeds)
    func roundTrips(seed: UInt64) async throws {
        print("activity round trip: seed \(seed) (WAYFINDER_MODEL_SEED=\(seed) replays it)")
        var random = SeededRandom(seed: seed)
        let table = RandomRouteTable(routeCount: 120, urlCount: 0, seed: seed)
        var modes: [ActivityParameters] = []
        let harness = try NavigatorHarness(
            router: RouterConfiguration(schemes: [RandomRouteTable.scheme]),
            routes: { routes in
                for (index, route) in table.routes.enumerated() {
                    let mode = ActivityParameters.allCases.randomElement(using: &random)!
                    modes.append(mode)
                    try routes.register(
                        route.pattern, screen: "product", presentation: .setRoot, exposure: [.handoff], savedQuery: ["keep"],
                        activityType: "type\(index)", activityParameters: mode)
                }
            })
        await harness.start()
        let navigator = harness.navigator
        var checked = 0
        for (index, route) in table.routes.enumerated() {
            let id = harness.routes.routes[index].id
            var parameters: [String: String] = [:]
            var number = 0
            for segment in route.segments {
                switch segment {
                case .literal: continue
                case .int:
                    number += 1
                    parameters["p\(number)"] = String(Int.random(in: 0...99_999, using: &random))
                case .string:
                    number += 1
                    parameters["p\(number)"] = Self.awkward.randomElement(using: &random)!
                case .rest:
                    parameters["rest"] = (1...Int.random(in: 1...3, using: &random)).map { _ in
                        Self.awkward.randomElement(using: &random)!
                    }.joined(separator: "/")
                }
            }
            let keep = Self.awkward.randomElement(using: &random)!
            let url = try harness.routes.url(for: id, parameters: parameters, query: ["keep": keep, "drop": "secret"])
            let context = "seed \(seed), route \(route.pattern) (\(modes[index])), \(url)"

            let screen = try #require(await navigator.open(url).screen, "\(context)")
            let activity = try #require(navigator.activity(for: screen), "\(context)")
            #expect(activity.type == "type\(index)", "\(context)")
            #expect(activity.userInfo["drop"] == nil && !activity.url.contains("secret"), "\(context)")
            let reopened = try #require(
                await navigator.openActivity(type: activity.type, userInfo: activity.userInfo)?.screen, "\(context)")
            var expected = screen.arguments
            expected["drop"] = nil
            #expect(reopened.arguments == expected, "\(context)")
            #expect(navigator.activity(for: reopened) == activity, "\(context)")
            checked += 1
        }
        #expect(checked == table.routes.count)
    }
}
