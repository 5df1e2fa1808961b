import Foundation
import Testing

/// `wayfinder entries`: per way into the app, the routes it reaches.
@Suite("wayfinder entries")
struct EntriesCommandTests {
    static let manifest = #"""
        {
          "version": 1,
          "schemes": ["shop"],
          "universalLinkHosts": ["shop.example.com"],
          "routes": [
            { "pattern": "/login/magic", "screen": "login", "exposure": ["universal-link"], "signed": ["token"] },
            { "pattern": "/product/<int:id>", "screen": "product", "exposure": ["handoff", "spotlight"], "activityType": "com.example.product" },
            { "pattern": "/order/<id>", "screen": "order", "exposure": ["notification", "app-intent"], "guards": ["signedIn"] },
            { "pattern": "/logout", "action": "logout", "exposure": "everywhere" },
            { "pattern": "/pay", "action": "pay", "exposure": ["external"], "applications": ["com.bank"], "externalActions": "confirm" }
          ],
          "entries": { "notification": ["/order/7", "/product/1"], "widget": ["/logout", "shop://nowhere"] }
        }
        """#

    static func run(_ arguments: [String]) throws -> ToolOutput {
        let fixtures = try FixtureDirectory(["shop.json": manifest])
        defer { fixtures.remove() }
        return try runTool(["entries", "--manifest", "shop.json"] + arguments, in: fixtures.url)
    }

    @Test(
        "each source with the routes it reaches and what they ask, then the entries it sends; an action outside links never run is left out"
    )
    func text() throws {
        #expect(
            try Self.run([])
                == ToolOutput(
                    stdout: """
                        external: 1 route
                        PATTERN  TARGET      ASKS                                    LINE
                        /pay     action pay  externalActions confirm; apps com.bank  10

                        universal-link: 1 route
                        PATTERN       TARGET        ASKS                  LINE
                        /login/magic  screen login  signed (path, token)  6

                        notification: 1 route
                        PATTERN      TARGET        ASKS             LINE
                        /order/<id>  screen order  guards signedIn  8
                        sends /order/7 → /order/<id>
                        sends /product/1 → not found: /product/<int:id> is not exposed to notification

                        widget: nothing
                        sends /logout → not found: outside links never run /logout
                        sends shop://nowhere → not found: no route matches

                        spotlight: 1 route
                        PATTERN            TARGET          ASKS                          LINE
                        /product/<int:id>  screen product  activity com.example.product  7

                        handoff: 1 route
                        PATTERN            TARGET          ASKS                          LINE
                        /product/<int:id>  screen product  activity com.example.product  7

                        app-intent: 1 route
                        PATTERN      TARGET        ASKS             LINE
                        /order/<id>  screen order  guards signedIn  8

                        activity types: com.example.product

                        """, status: 0))
    }

    @Test("--json: one object per source a line, then the activity types")
    func json() throws {
        let output = try Self.run(["--json"])
        let lines = output.stdout.split(separator: "\n")
        #expect(output.status == 0 && lines.count == 8, "\(output)")
        #expect(
            lines.first
                == #"{"source": "external", "routes": [{"pattern": "/pay", "target": "action pay", "asks": ["externalActions confirm", "apps com.bank"], "line": 10}], "sends": []}"#
        )
        #expect(
            lines.contains(
                #"{"source": "widget", "routes": [], "sends": [{"url": "/logout", "opens": null}, {"url": "shop://nowhere", "opens": null}]}"#
            ))
        #expect(
            lines.contains {
                $0.hasSuffix(#""sends": [{"url": "/order/7", "opens": "/order/<id>"}, {"url": "/product/1", "opens": null}]}"#)
            })
        #expect(lines.last == #"{"activityTypes": ["com.example.product"]}"#)
    }
}
