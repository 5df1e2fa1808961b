import Testing
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

/// A link from outside builds its route's parents beneath its screen, and a value from the
/// link never chooses which screen that is: a parent is the route its template names, filled
/// from the link or else from the route's defaults, or nothing.
@MainActor
@Suite("The outside door: values never choose a parent screen", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ParentChainDoorTests {
    static func harness() throws -> NavigatorHarness {
        try NavigatorHarness(
            screens: ["home", "product", "item", "category", "internalCategory", "department", "secret"],
            routes: { routes in
                try routes.register(
                    "/product/<int:id>", screen: "product", parent: "/category/<category>",
                    exposure: .everywhere, defaults: ["category": "all"])
                try routes.register(
                    "/item/<category>/<int:id>", screen: "item", parent: "/category/<category>", exposure: .everywhere)
                try routes.register(
                    "/category/<category>", screen: "category", parent: "/department/<dept>", defaults: ["dept": "main"])
                try routes.register("/category/internal", screen: "internalCategory")
                try routes.register("/department/<dept>", screen: "department")
                try routes.register("/department/secret", screen: "secret")
            })
    }

    /// Opens `url` from another app on a fresh navigator; returns the stack, as `id(arguments)`.
    func stack(after url: String) async throws -> [String] {
        let harness = try Self.harness()
        await harness.navigator.show("home", presentation: .setRoot)
        let outcome = await harness.navigator.openExternal(url, from: .otherApp(bundleID: "com.example.other"))
        #expect(outcome.rejection == nil, "\(outcome)")
        return (harness.navigator.state.topmostStack?.screens ?? []).map { screen in
            let category = screen.arguments["category"].map { " \($0)" } ?? ""
            return screen.id + category
        }
    }

    @Test(
        "a parent value that would match an internal route gives the parent from the defaults",
        arguments: [
            "shop://product/42?category=internal",
            "shop://product/42?category=%69nternal",
            "shop://product/42?category=internal&category=shoes",
            "shop://product/42?category=in%74ernal#x",
        ])
    func queryValue(url: String) async throws {
        #expect(try await stack(after: url) == ["home", "department", "category all", "product internal"])
    }

    @Test("an ordinary value builds its parent, and the first of repeated values is the one read")
    func ordinaryValue() async throws {
        #expect(
            try await stack(after: "shop://product/42?category=shoes") == [
                "home", "department", "category shoes", "product shoes",
            ])
        #expect(
            try await stack(after: "shop://product/42?category=shoes&category=internal") == [
                "home", "department", "category shoes", "product shoes",
            ])
    }

    @Test("a value from the path that would match an internal route gives no parent when the route has no default")
    func pathValue() async throws {
        #expect(try await stack(after: "shop://item/internal/5") == ["home", "item internal"])
        #expect(try await stack(after: "shop://item/shoes/5") == ["home", "department", "category shoes", "item shoes"])
    }

    @Test("parents of parents are the routes their templates name too")
    func grandparents() async throws {
        let harness = try Self.harness()
        await harness.navigator.show("home", presentation: .setRoot)
        await harness.navigator.openExternal("shop://product/1?category=shoes&dept=secret", from: .universalLink)
        let ids = harness.navigator.state.allScreens.map(\.id)
        #expect(!ids.contains("secret") && !ids.contains("internalCategory"), "\(ids)")
        #expect(ids == ["home", "department", "category", "product"])
    }

    @Test("in-app links build no parents: nothing changes for them")
    func inAppUnchanged() async throws {
        let harness = try Self.harness()
        await harness.navigator.show("home", presentation: .setRoot)
        await harness.navigator.open("shop://product/42?category=internal")
        #expect(harness.navigator.state.allScreens.map(\.id) == ["home", "product"])
    }
}
