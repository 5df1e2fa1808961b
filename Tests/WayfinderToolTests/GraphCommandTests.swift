import Testing

/// `wayfinder graph`: screens and their parent and tab relations as Mermaid and DOT.
@Suite("wayfinder graph", .timeLimit(.minutes(5)))
struct GraphCommandTests {
    @Test("Mermaid by default: tabs, screens (modal ones rounded), root, parent and in-tab edges, in the manifest's order")
    func mermaid() throws {
        let output = try runWithFixtures(["graph", "--manifest", "shop.json"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        flowchart LR
                            tab_home{{"tab home (Home)"}}
                            tab_catalog{{"tab catalog (Shop)"}}
                            screen_home["home"]
                            screen_catalog["catalog"]
                            screen_category["category"]
                            screen_product["product"]
                            screen_newProduct["newProduct"]
                            screen_productBySlug["productBySlug"]
                            screen_search["search"]
                            screen_order["order"]
                            screen_login(["login"])
                            screen_help["help"]
                            screen_cart["cart"]
                            screen_web["web"]
                            screen_notFound["notFound"]
                            tab_home --> screen_home
                            tab_catalog --> screen_catalog
                            screen_catalog -.->|in tab| screen_category
                            screen_category -->|parent| screen_product
                            screen_catalog -.->|in tab| screen_search

                        """#, status: 0))
    }

    @Test("Graphviz DOT: the same graph")
    func dot() throws {
        let output = try runWithFixtures(["graph", "--manifest", "shop.json", "--format", "dot"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        digraph wayfinder {
                            rankdir=LR;
                            node [shape=box];
                            "tab:home" [label="tab home (Home)", shape=tab];
                            "tab:catalog" [label="tab catalog (Shop)", shape=tab];
                            "screen:home" [label="home"];
                            "screen:catalog" [label="catalog"];
                            "screen:category" [label="category"];
                            "screen:product" [label="product"];
                            "screen:newProduct" [label="newProduct"];
                            "screen:productBySlug" [label="productBySlug"];
                            "screen:search" [label="search"];
                            "screen:order" [label="order"];
                            "screen:login" [label="login", style=rounded];
                            "screen:help" [label="help"];
                            "screen:cart" [label="cart"];
                            "screen:web" [label="web"];
                            "screen:notFound" [label="notFound"];
                            "tab:home" -> "screen:home";
                            "tab:catalog" -> "screen:catalog";
                            "screen:catalog" -> "screen:category" [style=dashed, label="in tab"];
                            "screen:category" -> "screen:product" [label="parent"];
                            "screen:catalog" -> "screen:search" [style=dashed, label="in tab"];
                        }

                        """#, status: 0))
    }

    @Test("without tabs: screens and parent edges only", .readsYAML)
    func noTabs() throws {
        let output = try runWithFixtures(["graph", "--manifest", "notes.yaml", "--format", "mermaid"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        flowchart LR
                            screen_notes["notes"]
                            screen_note["note"]
                            screen_share(["share"])
                            screen_notes -->|parent| screen_note

                        """#, status: 0))
    }

    @Test("a screen whose routes name a split view column says which, in both formats")
    func columns() throws {
        let mermaid = try runWithFixtures(["graph", "--manifest", "mail.json"])
        #expect(
            mermaid
                == ToolOutput(
                    stdout: #"""
                        flowchart LR
                            screen_mailboxes["mailboxes (sidebar)"]
                            screen_inbox["inbox (supplementary)"]
                            screen_message["message (detail)"]
                            screen_attachment["attachment"]
                            screen_mailboxes -->|parent| screen_inbox
                            screen_inbox -->|parent| screen_message

                        """#, status: 0))
        let dot = try runWithFixtures(["graph", "--manifest", "mail.json", "--format", "dot"])
        #expect(dot.stdout.contains(#""screen:message" [label="message (detail)"];"#), "\(dot.stdout)")
    }

    @Test("an unknown format is a usage error: exit 2")
    func unknownFormat() throws {
        let output = try runWithFixtures(["graph", "--manifest", "shop.json", "--format", "svg"])
        #expect(
            output
                == ToolOutput(
                    stderr: #"""
                        Error: The value 'svg' is invalid for '--format <format>'. Please provide one of 'mermaid' and 'dot'.
                        Help:  --format <format>  The diagram language.
                        Usage: wayfinder graph --manifest <manifest> [--format <format>]
                          See 'wayfinder graph --help' for more information.

                        """#, status: 2))
    }

    @Test("a manifest that does not load: its diagnostics on stderr, exit 1")
    func badManifest() throws {
        let output = try runWithFixtures(["graph", "--manifest", "missing.json"])
        #expect(
            output
                == ToolOutput(
                    stderr: #"""
                        missing.json: error: cannot read the file

                        """#, status: 1))
    }

    @Test("--help explains the command and gives an example")
    func help() throws {
        let output = try runTool(["graph", "--help"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        OVERVIEW: Draw a manifest's screens and their parent and tab relations.

                        Prints a Mermaid flowchart (the default) or a Graphviz digraph. Nodes: each tab,
                        then each screen the manifest names (tab roots, routes, the web fallback, the
                        not-found screen), in the manifest's order; screens some route presents modally
                        are drawn rounded, and a screen whose routes name a split view column says
                        which: 'message (detail)'. An arrow goes from a screen to the screen opened
                        above it: from a tab to its root screen; from the screen a route's parent
                        template leads to (filled with sample values) to the route's screen, labelled
                        'parent'; from a tab's root screen to the screen of a route in that tab without
                        a parent, dashed and labelled 'in tab'. The order is the manifest's, so the
                        output is the same on every run. Exit status: 0, or 1 when the manifest does not
                        load.

                        Examples:
                          wayfinder graph --manifest Examples/shop.json > docs/screens.mmd
                          wayfinder graph --manifest shop.json --format dot | dot -Tsvg > map.svg

                        USAGE: wayfinder graph --manifest <manifest> [--format <format>]

                        OPTIONS:
                          --manifest <manifest>   The manifest: JSON, a property list, or YAML.
                          --format <format>       The diagram language. (values: mermaid, dot; default:
                                                  mermaid)
                          -h, --help              Show help information.

                        """#, status: 0))
    }
}
