import Foundation
import Testing
import Wayfinder

/// The README's samples run to completion as written: each test runs a sample's code, and
/// checks that the README shows exactly that code (the lines between the `sample:` markers
/// below, unindented, after the README's `import Wayfinder` line where it has one), so the
/// two cannot drift apart.
@MainActor
@Suite("README samples run as written", .timeLimit(.minutes(1)))
struct ReadmeSampleTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// The lines of this file between `// sample: name` and `// end sample`, unindented.
    static func sample(_ name: String) throws -> String {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "// sample: \(name)" })
        let end = try #require(lines[start...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "// end sample" })
        let body = lines[(start + 1)..<end]
        let indent = body.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return body.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n")
    }

    func expectInReadme(_ name: String, after prefix: String = "", sourceLocation: SourceLocation = #_sourceLocation) throws {
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        let code = try Self.sample(name)
        #expect(readme.contains("```swift\n" + prefix + code + "\n```"),
                "the README's sample '\(name)' differs from the code this test runs:\n\(code)", sourceLocation: sourceLocation)
    }

    @Test("at a glance: routes, the first screen, both doors and a typed result")
    func atAGlance() async throws {
        try expectInReadme("at a glance", after: "import Wayfinder\n\n")
        // sample: at a glance
        // Routes: in code, or loaded from a manifest (see Examples/shop.json).
        let routes = Router<RouteDefinition>(configuration: RouterConfiguration(
            schemes: ["shop"], universalLinkHosts: ["shop.example.com"]))
        try routes.register("/category/<category>", screen: "category", tab: "catalog", exposure: .everywhere)
        try routes.register("/product/<int:id>", screen: "product", parent: "/category/<category>",
                            tab: "catalog", exposure: .everywhere)
        try routes.register("/cart/count", action: "cartCount")

        // Screens register by id in their own modules; the host (UIKit, SwiftUI, or memory) shows them.
        let catalog = ScreenCatalog()
        for id: ScreenID in ["home", "catalog", "category", "product"] { catalog.register(id) }
        catalog.registerAction("cartCount") { _ in ActionResult("2 items in the cart", value: 2) }
        let navigator = Navigator(
            routes: routes, catalog: catalog, host: HeadlessHost(catalog: catalog),
            configuration: NavigatorConfiguration(tabs: [
                TabDefinition(id: "home", screen: "home"), TabDefinition(id: "catalog", screen: "catalog"),
            ]))
        await navigator.showTabs()                                       // the first screen, at launch

        await navigator.open("shop://product/42?ref=home")               // in-app door
        await navigator.openExternal("https://shop.example.com/product/7?category=shoes",
                                     from: .universalLink)               // links from outside
        // A typed result; a screen hands one back the same way when it finishes.
        let count = try await navigator.open("shop://cart/count", expecting: Int.self)   // 2
        // end sample
        #expect(count == 2)
        #expect(navigator.state.selectedTab == "catalog")
        #expect(navigator.state.topmostStack?.screens.map(\.id) == ["catalog", "category", "product"])
    }

    @Test("matching alone needs only the router")
    func matchingAlone() throws {
        try expectInReadme("matching alone")
        // sample: matching alone
        let router = Router<Int>()
        try router.register("shop://product/<int:id>", to: 7)
        let match = router.match("shop://product/42?ref=home")!
        print(match.target)                                      // 7
        print(try match.parameters.require("id", as: Int.self))  // 42
        print(match.query["ref"] ?? "")                          // home
        // end sample
        #expect(match.target == 7)
        #expect(try match.parameters.require("id", as: Int.self) == 42)
        #expect(match.query["ref"] == "home")
    }
}
