import Testing
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

/// XControllerManager mapped URL schemes to view controllers, each mapping with a description
/// and default arguments; mappings were added, updated, removed and queried at run time; a
/// target could refuse a URL (`shouldOpenViewControllerByURL:`); and the opener was told what
/// the target handed back when it was popped. The same scenario, with Wayfinder.
@MainActor
@Suite("Seed: XControllerManager", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct XControllerManagerScenarioTests {
    struct Feedback: Hashable, Sendable {
        var rating: Int
        var comment: String
    }

    static func make(
        register: (Router<RouteDefinition>) throws -> Void = { routes in
            try routes.register(
                "xcm://article/<int:id>", screen: "article",
                defaults: ["layout": "compact", "source": "feed"], description: "Shows one article")
        }
    ) throws -> NavigatorHarness {
        let fixture = try NavigatorHarness(
            router: RouterConfiguration(schemes: ["xcm"]), screens: ["home", "reader"], routes: register)
        fixture.catalog.register("article", description: "The article reader")
        return fixture
    }

    @Test("a scheme maps to a screen with a description and default arguments")
    func mappingWithDescriptionAndDefaults() async throws {
        let fixture = try Self.make()
        await fixture.start()

        let plain = await fixture.navigator.open("xcm://article/7")
        let overridden = await fixture.navigator.open("xcm://article/8?source=push")

        #expect(openedScreen(plain)?.arguments == ["id": "7", "layout": "compact", "source": "feed"], "\(plain)")
        #expect(openedScreen(overridden)?.arguments == ["id": "8", "layout": "compact", "source": "push"], "\(overridden)")
        #expect(fixture.catalog.description(of: "article") == "The article reader")
        let route = try #require(fixture.routes.routes.first)
        #expect(route.description == "Shows one article")
        #expect(route.defaults == ["layout": "compact", "source": "feed"])
        #expect(fixture.routes.match("xcm://article/7")?.route.description == "Shows one article")
    }

    @Test("mappings are added, queried, updated and removed while the app runs")
    func addQueryUpdateRemove() async throws {
        let fixture = try Self.make(register: { _ in })
        await fixture.start()
        let routes = fixture.routes
        #expect(!routes.canMatch("xcm://article/7"))

        // Add.
        let added = try routes.register("xcm://article/<int:id>", screen: "article", description: "v1")
        #expect(routes.canMatch("xcm://article/7"))
        #expect(!routes.canMatch("xcm://article/seven"))
        #expect(routes.route(added)?.description == "v1")
        #expect(routes.routes.map(\.pattern) == ["xcm://article/<int:id>"])
        #expect(openedScreen(await fixture.navigator.open("xcm://article/7"))?.id == "article")

        // Adding an equivalent mapping without asking to replace is refused, naming the old one.
        let conflict = #expect(throws: RoutingError.self) {
            try routes.register("xcm://article/<int:number>", screen: "reader")
        }
        #expect(conflict?.code == .conflict)
        #expect(conflict?.conflictingPatterns.map(\.description) == ["xcm://article/<int:id>"])

        // Update.
        let updated = try routes.register(
            "xcm://article/<int:number>", screen: "reader", defaults: ["layout": "wide"], description: "v2", replacing: true)
        #expect(routes.route(added) == nil)
        #expect(routes.routes.map(\.id) == [updated])
        #expect(routes.route(updated)?.description == "v2")
        let reopened = await fixture.navigator.open("xcm://article/9")
        #expect(openedScreen(reopened)?.id == "reader", "\(reopened)")
        #expect(openedScreen(reopened)?.arguments == ["number": "9", "layout": "wide"])

        // Remove.
        let removed = routes.remove(updated)
        #expect(removed?.description == "v2")
        #expect(routes.routes.isEmpty)
        #expect(!routes.canMatch("xcm://article/9"))
        #expect(await fixture.navigator.open("xcm://article/9").isNotFound)
        #expect(routes.remove(updated) == nil)
    }

    @Test("the target's should-open hook refuses one URL and accepts another")
    func shouldOpen() async throws {
        let fixture = try Self.make(register: { routes in
            try routes.register(
                "xcm://article/<int:id>", screen: "article",
                shouldOpen: { request in
                    // Premium articles (ids of 1000 and over) need a subscription this reader lacks.
                    (request.get("id", as: Int.self) ?? 0) < 1000
                })
        })
        await fixture.start()

        let refused = await fixture.navigator.open("xcm://article/1001")
        let accepted = await fixture.navigator.open("xcm://article/12")

        NavTest.expectRejected(refused, .refusedByRoute)
        #expect(refused.rejection?.message == "the route 'xcm://article/<int:id>' refused to open")
        #expect(openedScreen(accepted)?.arguments["id"] == "12", "\(accepted)")
        #expect(fixture.screenIDs == ["home", "article"])
    }

    @Test("the opener is told what the screen hands back when it is popped")
    func openerNotifiedOnPop() async throws {
        let fixture = try Self.make()
        let navigator = fixture.navigator
        await fixture.start()

        async let feedback = navigator.open("xcm://article/7", expecting: Feedback.self)
        await NavTest.waitUntil("the article shows") { navigator.topmostScreen?.id == "article" }
        let article = try #require(navigator.topmostScreen)
        let finished = await navigator.finish(article.key, with: Feedback(rating: 5, comment: "great"))

        #expect(try await feedback == Feedback(rating: 5, comment: "great"))
        #expect(finished.transition?.changes == [.popped([article], from: .root)])
        #expect(fixture.screenIDs == ["home"])
    }

    @Test("popped without handing anything back, the opener is told nil")
    func openerNotifiedOfNothing() async throws {
        let fixture = try Self.make()
        let navigator = fixture.navigator
        await fixture.start()

        async let feedback = navigator.open("xcm://article/7", expecting: Feedback.self)
        await NavTest.waitUntil("the article shows") { navigator.topmostScreen?.id == "article" }
        #expect((await navigator.pop()).transition != nil)

        #expect(try await feedback == nil)
    }

    @Test("the opener is told when the screen hands back the wrong kind of value")
    func openerToldOfMismatch() async throws {
        let fixture = try Self.make()
        let navigator = fixture.navigator
        await fixture.start()

        async let feedback = navigator.open("xcm://article/7", expecting: Feedback.self)
        await NavTest.waitUntil("the article shows") { navigator.topmostScreen?.id == "article" }
        await navigator.finish(try #require(navigator.topmostScreen).key, with: "five stars")

        do {
            let value = try await feedback
            Issue.record("expected a type mismatch, got \(String(describing: value))")
        } catch {
            let rejection = error as? NavigationError
            #expect(rejection?.code == .resultTypeMismatch)
            #expect(rejection?.message == "expected a result of type Feedback, got String")
        }
    }
}
