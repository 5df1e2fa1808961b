import Testing

/// `wayfinder lint` checks that every URL the manifest's `entries` declare for a source reaches
/// a route exposed to that source.
@Suite("wayfinder lint: entry points", .timeLimit(.minutes(5)))
struct LintEntriesTests {
    static let manifest = """
        {
          "version": 1,
          "schemes": ["shop"],
          "routes": [
            { "pattern": "/cart", "screen": "cart", "exposure": ["widget", "spotlight"] },
            { "pattern": "/order/<int:id>", "screen": "order", "exposure": ["notification"] },
            { "pattern": "/coupon/<code>", "action": "applyCoupon", "exposure": ["notification"],
              "externalActions": "confirm" },
            { "pattern": "/logout", "action": "logout", "exposure": ["app-intent"] }
          ],
          "entries": {
            "widget": ["shop://cart", "/order/1"],
            "notification": ["shop://order/7", "/nowhere", "/coupon/X"],
            "app-intent": ["/logout"],
            "spotlight": ["/cart"]
          }
        }

        """

    @Test(
        "an entry URL that matches no route, reaches a route not exposed to its source, or an action outside links never run, is a warning at its spot"
    )
    func unreachableEntries() throws {
        let fixtures = try FixtureDirectory(["entries.json": Self.manifest])
        defer { fixtures.remove() }
        let output = try runTool(["lint", "entries.json"], in: fixtures.url)
        #expect(output.status == 0)
        let expected = """
            entries.json:9:18: warning: routes[3].exposure: route '/logout': the action is exposed to app-intent, but outside links never run an action whose "externalActions" is "forbidden" (the default); they get "not found". Set "externalActions" to "allowed" or "confirm", or make the route internal
                { "pattern": "/logout", "action": "logout", "exposure": ["app-intent"] }
                             ^
            entries.json:12:31: warning: entries.widget[1]: the widget entry '/order/1' reaches routes[1] '/order/<int:id>', which is not exposed to widget, so it answers "not found"; add "widget" to the route's exposure
                "widget": ["shop://cart", "/order/1"],
                                          ^
            entries.json:13:40: warning: entries.notification[1]: the notification entry '/nowhere' matches no route: it opens the fallback, or nothing
                "notification": ["shop://order/7", "/nowhere", "/coupon/X"],
                                                   ^
            entries.json:14:20: warning: entries.app-intent[0]: the app-intent entry '/logout' reaches the action routes[3] '/logout', whose "externalActions" is "forbidden": outside links never run it
                "app-intent": ["/logout"],
                               ^

            """
        #expect(output.stdout == expected, "\(output.stdout)")
        #expect(output.stderr == "0 errors, 4 warnings in 1 file\n")
    }

    @Test("a source that does not exist, and an entry that is not a string, are errors")
    func badEntries() throws {
        let fixtures = try FixtureDirectory([
            "bad.json": Self.manifest.replacingOccurrences(
                of: #""spotlight": ["/cart"]"#, with: #""sms": ["/cart"], "handoff": [42]"#)
        ])
        defer { fixtures.remove() }
        let output = try runTool(["lint", "bad.json"], in: fixtures.url)
        #expect(output.status == 1)
        #expect(
            output.stdout.contains(
                "bad.json:15:5: error: entries.sms: 'sms' is not a source; the sources are external, universal-link, notification, widget, spotlight, handoff, app-intent"
            ), "\(output.stdout)")
        #expect(output.stdout.contains("error: entries.handoff[0]: expected a string, found a number"), "\(output.stdout)")
    }

    @Test("a fragment's entries are checked against the merged table, at their place in their own file")
    func fragments() throws {
        let app = """
            { "version": 1, "fragment": true, "schemes": ["shop"],
              "routes": [{ "pattern": "/cart", "screen": "cart", "exposure": ["widget"] }] }

            """
        let orders = """
            { "version": 1, "fragment": true,
              "routes": [{ "pattern": "/order/<int:id>", "screen": "order" }],
              "entries": { "widget": ["/cart", "/order/2"] } }

            """
        let fixtures = try FixtureDirectory(["app.json": app, "orders.json": orders])
        defer { fixtures.remove() }
        let output = try runTool(["lint", "app.json", "orders.json"], in: fixtures.url)
        #expect(output.status == 0)
        #expect(
            output.stdout.hasPrefix(
                "orders.json:3:36: warning: entries.widget[1]: the widget entry '/order/2' reaches routes[1] '/order/<int:id>', which is not exposed to widget"
            ),
            "\(output.stdout)")
        #expect(output.stderr == "0 errors, 1 warning in 2 files\n")
    }
}
