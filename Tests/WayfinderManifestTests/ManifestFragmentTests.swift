import Foundation
import Testing
import Wayfinder
import WayfinderTestSupport

@testable import WayfinderManifest

/// Feature modules own their routes: each ships a fragment, and the app merges them into one
/// table with tabs, guards and fallbacks declared once.
@Suite("Manifest fragments", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ManifestFragmentTests {
    static let app = #"""
        {
          "version": 1,
          "schemes": ["shop"],
          "tabs": [{ "id": "home", "screen": "home" }, { "id": "catalog", "screen": "catalog" }],
          "guards": { "signedIn": { "sendsTo": "/login" } },
          "notFoundScreen": "notFound",
          "routes": [{ "pattern": "/login", "screen": "login", "presentation": "present" }]
        }
        """#
    static let shop = #"""
        {
          "version": 1,
          "fragment": true,
          "universalLinkHosts": ["shop.example.com"],
          "routes": [
            { "pattern": "/product/<int:id>", "screen": "product", "tab": "catalog", "exposure": "everywhere" },
            { "pattern": "/cart", "screen": "cart", "guards": ["signedIn"] }
          ]
        }
        """#
    static let account = #"""
        {
          "version": 1,
          "fragment": true,
          "routes": [{ "pattern": "/orders", "screen": "orders", "tab": "catalog", "name": "orders" }]
        }
        """#

    static func decode(_ text: String, _ file: String) throws -> Manifest {
        try Manifest.decode(json: text, file: file)
    }

    @Test("fragments merge into one table: routes in order, hosts joined, each route keeps its file")
    func merges() throws {
        let merged = try Manifest.merging(
            [Self.decode(Self.app, "app.json"), Self.decode(Self.shop, "shop.json"), Self.decode(Self.account, "account.json")],
            file: "routes")
        #expect(merged.routes.map(\.pattern) == ["/login", "/product/<int:id>", "/cart", "/orders"])
        #expect(merged.routes.map(\.sourceFile) == ["app.json", "shop.json", "shop.json", "account.json"])
        #expect(merged.universalLinkHosts == ["shop.example.com"] && merged.schemes == ["shop"])
        #expect(merged.tabs.map(\.id) == ["home", "catalog"] && merged.guards.map(\.name) == ["signedIn"])
        let router = try merged.makeRouter()
        #expect(router.match("https://shop.example.com/product/7")?.target.tab == "catalog")
        #expect(try router.url(named: "orders") == "shop://orders")
    }

    @Test("a fragment alone may name a tab another declares; an ordinary manifest may not")
    func fragmentTabs() throws {
        #expect(try Self.decode(Self.account, "account.json").routes.count == 1)
        let whole = Self.account.replacingOccurrences(of: "\"fragment\": true,", with: "")
        let error = try #require(throws: ManifestError.self) { try Self.decode(whole, "account.json") }
        #expect(error.issues.first?.message.contains("no tab 'catalog' is declared") == true)
    }

    @Test("everything declared twice, and a tab nobody declares, is reported at once in the later file, naming the earlier")
    func conflicts() throws {
        let rival = #"""
            {
              "version": 1,
              "fragment": true,
              "tabs": [{ "id": "home", "screen": "home" }],
              "guards": { "signedIn": {} },
              "notFoundScreen": "missing",
              "routes": [
                { "pattern": "/product/<int:number>", "screen": "item" },
                { "pattern": "/basket", "screen": "cart" },
                { "pattern": "/history", "screen": "history", "name": "orders", "tab": "profile" }
              ]
            }
            """#
        let error = try #require(throws: ManifestError.self) {
            try Manifest.merging(
                [
                    Self.decode(Self.app, "app.json"), Self.decode(Self.shop, "shop.json"),
                    Self.decode(Self.account, "account.json"), Self.decode(rival, "rival.json"),
                ],
                file: "routes")
        }
        let messages = error.issues.map { "\($0.file) \($0.key): \($0.message)" }
        #expect(messages.contains("rival.json tabs: the tab 'home' is declared in app.json already; declare each tab once"))
        #expect(messages.contains { $0.hasPrefix("rival.json guards.signedIn: the guard 'signedIn' is declared in app.json:") })
        #expect(messages.contains("rival.json notFoundScreen: the not-found screen is declared in app.json already"))
        #expect(
            messages.contains(
                "rival.json routes[0].pattern: '/product/<int:number>' is equivalent to '/product/<int:id>' in shop.json:6"))
        #expect(
            messages.contains {
                $0.hasPrefix("rival.json routes[1].screen: the screen 'cart' is opened by routes of shop.json too")
            })
        #expect(messages.contains { $0.hasPrefix("rival.json routes[2].name: the route name 'orders' is used in account.json:") })
        #expect(messages.contains("rival.json routes[2].tab: no manifest declares the tab 'profile'"))
        #expect(error.issues.count == 7, "\(messages)")
        #expect(error.issues.first { $0.key == "routes[0].pattern" }?.mark?.line == 8)
    }
}
