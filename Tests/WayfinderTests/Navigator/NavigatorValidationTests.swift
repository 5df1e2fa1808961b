import Testing
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

/// `navigator.validate()` runs the one validator `wayfinder lint` runs: templates, tabs,
/// exposures and loops, not only what the catalog lacks.
@MainActor
@Suite("Navigator: one validator", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct NavigatorValidationTests {
    struct Found: Equatable, CustomStringConvertible {
        let code: ErrorCode
        let pattern: String?
        let key: String?
        var description: String { "\(code) \(pattern ?? "-") \(key ?? "-")" }
    }

    @Test("parents, redirects, tab routes, exposures and shadowed routes are all reported, with their keys")
    func everyKind() throws {
        let harness = try NavigatorHarness(
            router: RouterConfiguration(schemes: ["shop"]),
            screens: ["home", "a", "b", "product", "orders"],
            tabs: [TabDefinition(id: "home", screen: "home")],
            catalog: { $0.registerAction("count") { _ in ActionResult("1") } },
            routes: { routes in
                try routes.register("/a", screen: "a", parent: "/b")
                try routes.register("/b", screen: "b", parent: "/a")
                try routes.register("/product/<int:id>", screen: "product", parent: "/category/<category>")
                try routes.register("/old", redirectTo: "/gone")
                try routes.register("/home/<section>", screen: "home", tab: "home")
                try routes.register("/count", action: "count", exposure: .everywhere)
                try routes.register("/orders", screen: "orders", exposure: [.universalLink])
                try routes.register("/files/<path:rest>", screen: "b")
                try routes.register("/files/**", screen: "b")
            })
        let found = harness.navigator.validate().map { Found(code: $0.code, pattern: $0.pattern, key: $0.key) }
        #expect(
            found == [
                Found(code: .shadowed, pattern: "/files/**", key: nil),
                Found(code: .unreachableParent, pattern: "/product/<int:id>", key: "parent"),
                Found(code: .unreachableRedirect, pattern: "/old", key: "redirect"),
                Found(code: .ignoredTabRouteSettings, pattern: "/home/<section>", key: "tab"),
                Found(code: .unreachableExposure, pattern: "/count", key: "exposure"),
                Found(code: .unreachableExposure, pattern: "/count", key: "exposure"),
                Found(code: .unreachableExposure, pattern: "/orders", key: "exposure"),
                Found(code: .parentLoop, pattern: "/a", key: "parent"),
            ])
        let loop = try #require(harness.navigator.validate().first { $0.code == .parentLoop })
        #expect(loop.description == "warning: the parent chain loops: '/a' -> '/b' -> '/a'; the navigator stops where it repeats")
        let exposure = try #require(harness.navigator.validate().last { $0.code == .unreachableExposure })
        #expect(
            exposure.message
                == "the route is exposed to universal links, but the router lists no universal-link hosts, so no universal link reaches a pattern without a scheme"
        )
    }

    @Test("a table that fits reports nothing")
    func clean() throws {
        let harness = try NavigatorHarness(routes: { routes in
            try routes.register("/category/<category>", screen: "home")
            try routes.register(
                "/product/<int:id>", screen: "product", parent: "/category/<category>", defaults: ["category": "all"])
            try routes.register("/p/<int:id>", redirectTo: "/product/<id>")
        })
        #expect(harness.navigator.validate() == [])
    }
}
