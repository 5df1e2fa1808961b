import Testing

/// `wayfinder routes`: the table as aligned text, JSON or Markdown.
@Suite("wayfinder routes", .timeLimit(.minutes(5)))
struct RoutesCommandTests {
    @Test("aligned text: pattern, target, exposure, parent, tab, guards, description; '-' for none")
    func text() throws {
        let output = try runWithFixtures(["routes", "--manifest", "shop.json"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        PATTERN               TARGET                                       EXPOSURE                  PARENT                TAB      GUARDS    DESCRIPTION
                        /                     screen home                                  everywhere                -                     home     -         The home tab
                        /category/<category>  screen category                              everywhere                -                     catalog  -         -
                        /product/<int:id>     screen product                               external, universal-link  /category/<category>  catalog  -         A product page
                        /product/new          screen newProduct                            internal                  -                     -        staff     -
                        /product/<slug>       screen productBySlug                         internal                  -                     -        -         -
                        /search[/<query>]     screen search                                universal-link            -                     catalog  -         -
                        /order/<uuid:order>   screen order                                 notification              -                     -        signedIn  -
                        /login                screen login (present-in-stack full-screen)  internal                  -                     -        -         -
                        /help/<path:topic>    screen help                                  everywhere                -                     -        -         -
                        /coupon/<code>        action applyCoupon                           external                  -                     -        -         Apply a coupon | save
                        /p/<int:id>           redirect /product/<id>                       everywhere                -                     -        -         -
                        shop://cart           screen cart                                  internal                  -                     -        -         -

                        """#, status: 0))
    }

    @Test("JSON: an array, one object a line, keys in a fixed order")
    func json() throws {
        let output = try runWithFixtures(["routes", "--manifest", "shop.json", "--json"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        [
                          {"pattern": "/", "name": null, "kind": "screen", "target": "home", "presentation": "push", "exposure": ["external", "universal-link", "notification", "widget", "spotlight", "handoff", "app-intent"], "applications": null, "externalActions": null, "signed": null, "parent": null, "tab": "home", "guards": [], "defaults": {}, "description": "The home tab", "line": 13},
                          {"pattern": "/category/<category>", "name": null, "kind": "screen", "target": "category", "presentation": "push", "exposure": ["external", "universal-link", "notification", "widget", "spotlight", "handoff", "app-intent"], "applications": null, "externalActions": null, "signed": null, "parent": null, "tab": "catalog", "guards": [], "defaults": {}, "description": null, "line": 15},
                          {"pattern": "/product/<int:id>", "name": null, "kind": "screen", "target": "product", "presentation": "push", "exposure": ["external", "universal-link"], "applications": null, "externalActions": null, "signed": null, "parent": "/category/<category>", "tab": "catalog", "guards": [], "defaults": {"category": "all"}, "description": "A product page", "line": 17},
                          {"pattern": "/product/new", "name": null, "kind": "screen", "target": "newProduct", "presentation": "push", "exposure": [], "applications": null, "externalActions": null, "signed": null, "parent": null, "tab": null, "guards": ["staff"], "defaults": {}, "description": null, "line": 20},
                          {"pattern": "/product/<slug>", "name": null, "kind": "screen", "target": "productBySlug", "presentation": "push", "exposure": [], "applications": null, "externalActions": null, "signed": null, "parent": null, "tab": null, "guards": [], "defaults": {}, "description": null, "line": 21},
                          {"pattern": "/search[/<query>]", "name": null, "kind": "screen", "target": "search", "presentation": "push", "exposure": ["universal-link"], "applications": null, "externalActions": null, "signed": null, "parent": null, "tab": "catalog", "guards": [], "defaults": {}, "description": null, "line": 22},
                          {"pattern": "/order/<uuid:order>", "name": null, "kind": "screen", "target": "order", "presentation": "push", "exposure": ["notification"], "applications": null, "externalActions": null, "signed": null, "parent": null, "tab": null, "guards": ["signedIn"], "defaults": {}, "description": null, "line": 24},
                          {"pattern": "/login", "name": null, "kind": "screen", "target": "login", "presentation": "present-in-stack full-screen", "exposure": [], "applications": null, "externalActions": null, "signed": null, "parent": null, "tab": null, "guards": [], "defaults": {}, "description": null, "line": 26},
                          {"pattern": "/help/<path:topic>", "name": null, "kind": "screen", "target": "help", "presentation": "push", "exposure": ["external", "universal-link", "notification", "widget", "spotlight", "handoff", "app-intent"], "applications": null, "externalActions": null, "signed": null, "parent": null, "tab": null, "guards": [], "defaults": {}, "description": null, "line": 28},
                          {"pattern": "/coupon/<code>", "name": null, "kind": "action", "target": "applyCoupon", "presentation": null, "exposure": ["external"], "applications": null, "externalActions": "confirm", "signed": null, "parent": null, "tab": null, "guards": [], "defaults": {}, "description": "Apply a coupon | save", "line": 29},
                          {"pattern": "/p/<int:id>", "name": null, "kind": "redirect", "target": "/product/<id>", "presentation": null, "exposure": ["external", "universal-link", "notification", "widget", "spotlight", "handoff", "app-intent"], "applications": null, "externalActions": null, "signed": null, "parent": null, "tab": null, "guards": [], "defaults": {}, "description": null, "line": 31},
                          {"pattern": "shop://cart", "name": null, "kind": "screen", "target": "cart", "presentation": "push", "exposure": [], "applications": null, "externalActions": null, "signed": null, "parent": null, "tab": null, "guards": [], "defaults": {}, "description": null, "line": 32}
                        ]

                        """#, status: 0))
    }

    @Test("Markdown: a table for docs, patterns and names as code", .readsYAML)
    func markdown() throws {
        let output = try runWithFixtures(["routes", "--manifest", "notes.yaml", "--markdown"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        | Pattern | Target | Exposure | Parent | Tab | Guards | Description |
                        | --- | --- | --- | --- | --- | --- | --- |
                        | `/notes` | screen `notes` | internal |  |  |  |  |
                        | `/note/<int:id>` | screen `note` | external | `/notes` |  |  |  |
                        | `/note/<int:id>/share` | screen `share` (present) | internal |  |  |  |  |

                        """#, status: 0))
    }

    @Test("Markdown escapes '|' in descriptions and writes patterns as code")
    func markdownShop() throws {
        let output = try runWithFixtures(["routes", "--manifest", "shop.json", "--markdown"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        | Pattern | Target | Exposure | Parent | Tab | Guards | Description |
                        | --- | --- | --- | --- | --- | --- | --- |
                        | `/` | screen `home` | everywhere |  | home |  | The home tab |
                        | `/category/<category>` | screen `category` | everywhere |  | catalog |  |  |
                        | `/product/<int:id>` | screen `product` | external, universal-link | `/category/<category>` | catalog |  | A product page |
                        | `/product/new` | screen `newProduct` | internal |  |  | staff |  |
                        | `/product/<slug>` | screen `productBySlug` | internal |  |  |  |  |
                        | `/search[/<query>]` | screen `search` | universal-link |  | catalog |  |  |
                        | `/order/<uuid:order>` | screen `order` | notification |  |  | signedIn |  |
                        | `/login` | screen `login` (present-in-stack full-screen) | internal |  |  |  |  |
                        | `/help/<path:topic>` | screen `help` | everywhere |  |  |  |  |
                        | `/coupon/<code>` | action `applyCoupon` | external |  |  |  | Apply a coupon \| save |
                        | `/p/<int:id>` | redirect `/product/<id>` | everywhere |  |  |  |  |
                        | `shop://cart` | screen `cart` | internal |  |  |  |  |

                        """#, status: 0))
    }

    @Test("--json and --markdown together are a usage error: exit 2")
    func bothFormats() throws {
        let output = try runWithFixtures(["routes", "--manifest", "shop.json", "--json", "--markdown"])
        #expect(
            output
                == ToolOutput(
                    stderr: #"""
                        Error: --json and --markdown cannot be used together
                        Usage: wayfinder routes --manifest <manifest> [--json] [--markdown]
                          See 'wayfinder routes --help' for more information.

                        """#, status: 2))
    }

    @Test("a manifest that does not load: its diagnostics on stderr, exit 1")
    func badManifest() throws {
        let output = try runWithFixtures(["routes", "--manifest", "missing.json"])
        #expect(
            output
                == ToolOutput(
                    stderr: #"""
                        missing.json: error: cannot read the file

                        """#, status: 1))
    }

    @Test("--help explains the command and gives an example")
    func help() throws {
        let output = try runTool(["routes", "--help"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        OVERVIEW: List a manifest's routes.

                        Prints one row per route, in the manifest's order: its name when some route has
                        one, the pattern, the target (a screen and how it is presented when not pushed,
                        an action, or a redirect), the outside sources that may reach it (internal,
                        everywhere, or a list), the parent template, the tab, the guards and the
                        description; '-' marks an empty cell. --json prints a JSON array with one object
                        per line, keys always in the same order: pattern, name, kind, target,
                        presentation, exposure, applications, externalActions, signed, parent, tab,
                        guards, defaults, description, line. --markdown prints a table for docs. Exit
                        status: 0, or 1 when the manifest does not load.

                        Example:
                          wayfinder routes --manifest Examples/shop.json --markdown > docs/routes.md

                        USAGE: wayfinder routes --manifest <manifest> [--json] [--markdown]

                        OPTIONS:
                          --manifest <manifest>   The manifest: JSON, a property list, or YAML.
                          --json                  Print a JSON array, one route object a line.
                          --markdown              Print a Markdown table.
                          -h, --help              Show help information.

                        """#, status: 0))
    }

    @Test("route names show as a first column, and as a key in JSON, when the manifest names routes")
    func names() throws {
        let fixtures = try FixtureDirectory([
            "named.json": #"""
            {"version": 1, "schemes": ["shop"], "routes": [
              {"pattern": "/product/<int:id>", "screen": "product", "name": "product"},
              {"pattern": "/cart", "screen": "cart"}
            ]}
            """#
        ])
        defer { fixtures.remove() }
        let text = try runTool(["routes", "--manifest", "named.json"], in: fixtures.url)
        #expect(
            text.stdout.split(separator: "\n").map(String.init) == [
                "NAME     PATTERN            TARGET          EXPOSURE  PARENT  TAB  GUARDS  DESCRIPTION",
                "product  /product/<int:id>  screen product  internal  -       -    -       -",
                "-        /cart              screen cart     internal  -       -    -       -",
            ])
        let json = try runTool(["routes", "--manifest", "named.json", "--json"], in: fixtures.url)
        #expect(json.stdout.contains(#"{"pattern": "/product/<int:id>", "name": "product", "kind": "screen""#))
        #expect(json.stdout.contains(#"{"pattern": "/cart", "name": null, "kind": "screen""#))
    }
}
