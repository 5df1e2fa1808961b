import Testing

/// `wayfinder lint` checks that the routes' parent chains fit the split view columns they name.
@Suite("wayfinder lint: columns", .timeLimit(.minutes(5)))
struct LintColumnsTests {
    static let manifest = """
        {
          "version": 1,
          "schemes": ["mail"],
          "routes": [
            { "pattern": "/mail", "screen": "mailboxes", "column": "sidebar" },
            { "pattern": "/mail/<box>", "screen": "inbox", "parent": "/mail", "column": "supplementary" },
            { "pattern": "/mail/<box>/<int:id>", "screen": "message", "parent": "/mail/<box>", "column": "detail" },
            { "pattern": "/thread/<int:id>", "screen": "thread", "parent": "/mail/inbox/<id>", "column": "supplementary" },
            { "pattern": "/compose", "screen": "compose", "column": "detail" }
          ]
        }

        """

    @Test("a parent in a later column, or a column route whose chain reaches no sidebar, is a warning at its spot")
    func columnOrder() throws {
        let fixtures = try FixtureDirectory(["mail.json": Self.manifest])
        defer { fixtures.remove() }
        let output = try runTool(["lint", "mail.json"], in: fixtures.url)
        #expect(output.status == 0)
        let expected = """
            mail.json:8:18: warning: routes[3].column: route '/thread/<int:id>': the route shows in the supplementary column, but its parent routes[2] '/mail/<box>/<int:id>' shows in the detail column, after it; a split view shows a parent's column first
                { "pattern": "/thread/<int:id>", "screen": "thread", "parent": "/mail/inbox/<id>", "column": "supplementary" },
                             ^
            mail.json:9:18: warning: routes[4].column: route '/compose': the route shows in the detail column, but no parent leads to a sidebar route, so a link to it on a window without the split view shows it alone, in one stack; give it a parent whose chain reaches the sidebar
                { "pattern": "/compose", "screen": "compose", "column": "detail" }
                             ^
            """
        #expect(output.stderr.hasPrefix(expected) || output.stdout.hasPrefix(expected), "\(output)")
    }

    @Test("the example shop's catalog split view lints clean")
    func shopIsClean() throws {
        let output = try runTool(["lint", ToolBinary.packageRoot.appendingPathComponent("Examples/shop.json").path])
        #expect(output.status == 0)
        #expect(!output.stdout.contains("columnOrder") && !output.stdout.contains("column"), "\(output.stdout)")
    }
}
