import Foundation
import Testing

/// `wayfinder lint` takes a module's fragments together with the app's manifest, as the app
/// merges them.
@Suite("wayfinder lint on fragments", .timeLimit(.minutes(5)))
struct LintFragmentsTests {
    static let app = #"""
        {
          "version": 1,
          "schemes": ["shop"],
          "tabs": [{ "id": "catalog", "screen": "catalog" }],
          "routes": [{ "pattern": "/login", "screen": "login" }]
        }
        """#
    static let shop = #"""
        {
          "version": 1,
          "fragment": true,
          "routes": [{ "pattern": "/product/<int:id>", "screen": "product", "tab": "catalog" }]
        }
        """#

    @Test("fragments that fit together lint clean, though one names a tab the other declares")
    func clean() throws {
        let fixtures = try FixtureDirectory(["app.json": Self.app, "shop.json": Self.shop])
        defer { fixtures.remove() }
        let output = try runTool(["lint", "app.json", "shop.json"], in: fixtures.url)
        #expect(output == ToolOutput(stderr: "0 errors, 0 warnings in 2 files\n", status: 0))
    }

    @Test("a conflict across files is reported in the later file, at its line, naming the earlier")
    func conflict() throws {
        let rival = #"""
            {
              "version": 1,
              "fragment": true,
              "routes": [
                { "pattern": "/product/<int:n>", "screen": "item", "tab": "catalog" },
                { "pattern": "/help", "screen": "help", "tab": "support" }
              ]
            }
            """#
        let fixtures = try FixtureDirectory(["app.json": Self.app, "shop.json": Self.shop, "rival.json": rival])
        defer { fixtures.remove() }
        let output = try runTool(["lint", "app.json", "shop.json", "rival.json"], in: fixtures.url)
        #expect(output.status == 1)
        #expect(
            output.stdout.contains(
                "rival.json:5:18: error: routes[0].pattern: '/product/<int:n>' is equivalent to '/product/<int:id>' in shop.json:4"
            ))
        #expect(output.stdout.contains("rival.json:6:52: error: routes[1].tab: no manifest declares the tab 'support'"))
        #expect(output.stderr == "2 errors, 0 warnings in 3 files\n")
    }
}
