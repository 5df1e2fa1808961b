import Foundation
import Testing
import WayfinderTestSupport
import Wayfinder
import WayfinderManifest
import WayfinderTesting

/// The samples of WayfinderManifest's articles and of Wayfinder's landing page.
@MainActor
@Suite("Manifest samples run as written", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ManifestSamples {
    @Test("the landing page: a router, a match, a typed parameter")
    func wayfinderLandingPage() throws {
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }
        // sample: Wayfinder
        enum Screen: Sendable { case product, search }

        let router = Router<Screen>(configuration: RouterConfiguration(
            schemes: ["shop"], universalLinkHosts: ["shop.example.com"]))
        try router.register("/product/<int:id>", to: .product)
        try router.register("/search[/<query>]", to: .search)

        if let match = router.match("https://shop.example.com/product/42?ref=home") {
            print(match.target)                          // product
            print(try match.require("id", as: Int.self)) // 42
            print(match.get("ref") ?? "")                // home
        }
        // end sample
        #expect(printed == ["product", "42", "home"])
    }

    @Test("WayfinderManifest's landing page: a router and a configuration from a file")
    func manifestLandingPage() throws {
        let url = shopManifestURL
        // sample: WayfinderManifest
        let manifest = try Manifest.load(contentsOf: url)
        let routes = try manifest.makeRouter()
        let configuration = manifest.navigatorConfiguration()
        // end sample
        #expect(routes.match("shop://product/42")?.target.screen == "product")
        #expect(configuration.tabs.map(\.id) == ["home", "catalog", "cart", "account"])
    }

    @Test("manifest format: every issue as a compiler diagnostic")
    func diagnostics() throws {
        let text = """
            {"version": 1, "schemes": ["shop"], "routes": [
              {"pattern": "/product/<int:>", "screen": "product"}
            ]}
            """
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }
        // sample: ManifestFormat
        do {
            let manifest = try Manifest.decode(json: text, file: "routes.json")
            print("\(manifest.routes.count) routes")
        } catch {
            for issue in error.issues { print(issue.diagnostic(source: text)) }
        }
        // end sample
        #expect(printed == ["""
            routes.json:2:30: error: routes[0].pattern: route '/product/<int:>': a capture needs a name after 'int:'
              {"pattern": "/product/<int:>", "screen": "product"}
                                         ^
            """])
    }

    @Test("manifest format: a router of your own from the entries, and the start-up check")
    func ownRouter() async throws {
        let manifest = try Manifest.load(contentsOf: shopManifestURL)
        // sample: ManifestFormat
        var configuration = manifest.routerConfiguration()
        configuration.caseInsensitivePaths = true
        let routes = Router<RouteDefinition>(configuration: configuration)
        try routes.update { table in
            for entry in manifest.routes {
                try table.register(entry.pattern, to: entry.definition,
                                   defaults: entry.defaults, description: entry.description)
            }
        }
        // end sample
        #expect(routes.match("shop://PRODUCT/42")?.target.screen == "product")

        let catalog = AppScreens.makeCatalog()
        var navigatorConfiguration = manifest.navigatorConfiguration()
        navigatorConfiguration.addGuard("signedIn") { _ in .proceed }
        let navigator = Navigator(routes: routes, catalog: catalog, host: HeadlessHost(catalog: catalog),
                                  configuration: navigatorConfiguration)
        // sample: ManifestFormat
        let problems = manifest.issues(against: catalog).map(\.description) + navigator.validate().map(\.description)
        assert(problems.isEmpty, problems.joined(separator: "\n"))
        // end sample
        #expect(problems.isEmpty, "\(problems)")
    }
}
