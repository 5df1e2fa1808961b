import Testing

/// `wayfinder open`: URLs opened in order in a headless app made from a manifest.
@Suite("wayfinder open", .timeLimit(.minutes(5)))
struct OpenCommandTests {
    @Test(
        "in-app links: tabs first, then each outcome (screens, a modal, the system, the web screen, not found) and the final tree"
    )
    func inApp() throws {
        let output = try runWithFixtures([
            "open", "--manifest", "shop.json", "shop://product/42", "shop://login", "tel:+15550100",
            "https://help.example.com/faq", "shop://nowhere",
        ])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        shop://product/42 [app]
                          opened product #3 (select tab catalog, push product #3 onto tab catalog)
                          lands in-tab
                        shop://login [app]
                          opened login #4 (present login #4 as fullScreen)
                          lands in-tab
                        tel:+15550100 [app]
                          fallback: handed to the system: tel:…
                        https://help.example.com/faq [app]
                          fallback: web screen for https://help.example.com/…
                        shop://nowhere [app]
                          fallback: not-found screen

                        tabs (selected: catalog)
                        ├─ tab home
                        │  └─ home #1
                        └─ tab catalog *
                           ├─ catalog #2
                           └─ product #3 category=all id=42
                        modal fullScreen stack
                        ├─ login #4
                        ├─ web #5 url=https://help.example.com/faq
                        └─ notFound #6

                        """#, status: 0))
    }

    @Test(
        "links from another app: the parent is built beneath, internal routes are not found, an action is declined without --confirm"
    )
    func external() throws {
        let output = try runWithFixtures([
            "open", "--manifest", "shop.json", "--source", "external", "shop://product/42", "shop://product/new",
            "shop://coupon/SAVE",
        ])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        shop://product/42 [external]
                          opened product #3 (select tab catalog, push category #4 onto tab catalog, push product #3 onto tab catalog)
                          lands keeping-work
                        shop://product/new [external]
                          fallback: not-found screen
                        shop://coupon/SAVE [external]
                          rejected: the action 'applyCoupon' was not confirmed

                        tabs (selected: catalog)
                        ├─ tab home
                        │  └─ home #1
                        └─ tab catalog *
                           ├─ catalog #2
                           ├─ category #4 category=all
                           ├─ product #3 category=all id=42
                           └─ notFound #5

                        """#, status: 0))
    }

    @Test("--confirm lets an action that asks run; code never runs; a redirect is followed")
    func confirmAndRedirect() throws {
        let output = try runWithFixtures([
            "open", "--manifest", "shop.json", "--source", "external", "--confirm", "shop://coupon/SAVE", "javascript:alert(1)",
            "shop://p/7",
        ])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        shop://coupon/SAVE [external]
                          handled: ran applyCoupon
                        javascript:alert(1) [external]
                          rejected: 'javascript:' URLs are never opened
                        shop://p/7 [external]
                          redirected to shop://product/<id>, then opened product #3 (select tab catalog, push category #4 onto tab catalog, push product #3 onto tab catalog)

                        tabs (selected: catalog)
                        ├─ tab home
                        │  └─ home #1
                        └─ tab catalog *
                           ├─ catalog #2
                           ├─ category #4 category=all
                           └─ product #3 category=all id=7

                        """#, status: 0))
    }

    @Test("guards the manifest names proceed; sources the route is not exposed to get not found")
    func guardsAndSources() throws {
        let output = try runWithFixtures([
            "open", "--manifest", "shop.json", "--source", "notification", "shop://order/6F9619FF-8B86-D011-B42D-00C04FC964FF",
            "shop://search/shoes",
        ])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        shop://order/6F9619FF-8B86-D011-B42D-00C04FC964FF [notification]
                          opened order #3 (push order #3 onto tab home)
                          lands keeping-work
                        shop://search/shoes [notification]
                          fallback: not-found screen

                        tabs (selected: home)
                        ├─ tab home *
                        │  ├─ home #1
                        │  ├─ order #3 order=6F9619FF-8B86-D011-B42D-00C04FC964FF
                        │  └─ notFound #4
                        └─ tab catalog
                           └─ catalog #2

                        """#, status: 0))
    }

    @Test("without tabs, the first screen becomes the root", .readsYAML)
    func noTabs() throws {
        let output = try runWithFixtures([
            "open", "--manifest", "notes.yaml", "--source", "external", "notes://note/3", "notes://note/3/share",
        ])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        notes://note/3 [external]
                          opened note #1 (set root, push note #1 onto root stack)
                          lands keeping-work
                        notes://note/3/share [external]
                          not found

                        stack
                        ├─ notes #2
                        └─ note #1 id=3

                        """#, status: 0))
    }

    @Test("a split view's stack: the screens each column shows, as text and JSON")
    func columns() throws {
        let urls = ["mail://mail", "mail://mail/work/7", "mail://attachment/2", "mail://mail/news"]
        let output = try runWithFixtures(["open", "--manifest", "mail.json"] + urls)
        #expect(output.status == 0)
        #expect(
            output.stdout.hasSuffix(
                """

                columns
                  sidebar        mailboxes #1
                  supplementary  inbox #6

                """), "\(output.stdout)")
        let json = try runWithFixtures(["open", "--manifest", "mail.json", "--json"] + urls.prefix(3))
        let state = try #require(json.stdout.split(separator: "\n").last)
        #expect(
            state.hasSuffix(
                #""columns": {"sidebar": [{"id": "mailboxes", "key": 1, "url": "mail://mail", "arguments": {}}], "supplementary": [{"id": "inbox", "key": 3, "url": "mail://mail/work", "arguments": {"box": "work"}}], "detail": [{"id": "message", "key": 2, "url": "mail://mail/work/7", "arguments": {"box": "work", "id": "7"}}, {"id": "attachment", "key": 5, "url": "mail://attachment/2", "arguments": {"id": "2"}}]}}"#
            ), "\(state)")
        let plain = try runWithFixtures(["open", "--manifest", "notes.yaml", "notes://notes"])
        #expect(!plain.stdout.contains("columns"), "a stack that is no split view shows no columns")
    }

    @Test("JSON: one object per URL, then the final state", .readsYAML)
    func json() throws {
        let output = try runWithFixtures(["open", "--manifest", "notes.yaml", "--json", "notes://notes", "notes://note/3/share"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        {"type": "outcome", "url": "notes://notes", "source": "app", "outcome": "navigated", "redirects": [], "screen": {"id": "notes", "key": 1, "url": "notes://notes", "arguments": {}}, "arrival": "in-tab", "fallback": null, "message": null, "rejection": null, "changes": ["set root"], "description": "opened notes #1 (set root)"}
                        {"type": "outcome", "url": "notes://note/3/share", "source": "app", "outcome": "navigated", "redirects": [], "screen": {"id": "share", "key": 2, "url": "notes://note/3/share", "arguments": {"id": "3"}}, "arrival": "in-tab", "fallback": null, "message": null, "rejection": null, "changes": ["present share #2"], "description": "opened share #2 (present share #2)"}
                        {"type": "state", "root": {"kind": "stack", "screens": [{"id": "notes", "key": 1, "url": "notes://notes", "arguments": {}}]}, "modals": [{"kind": "single", "style": "sheet", "screens": [{"id": "share", "key": 2, "url": "notes://note/3/share", "arguments": {"id": "3"}}]}], "topmost": {"id": "share", "key": 2, "url": "notes://note/3/share", "arguments": {"id": "3"}}, "tree": "stack\n└─ notes #1\nmodal sheet\n└─ share #2 id=3"}

                        """#, status: 0))
    }

    @Test("JSON for a redirect, a rejection and a fallback")
    func jsonOutcomes() throws {
        let output = try runWithFixtures([
            "open", "--manifest", "shop.json", "--source", "external", "--json", "shop://p/7", "shop://coupon/SAVE",
            "shop://admin",
        ])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        {"type": "outcome", "url": "shop://p/7", "source": "external", "outcome": "navigated", "redirects": ["shop://product/<id>"], "screen": {"id": "product", "key": 3, "url": "shop://product/7", "arguments": {"category": "all", "id": "7"}}, "arrival": null, "fallback": null, "message": null, "rejection": null, "changes": ["select tab catalog", "push category #4 onto tab catalog", "push product #3 onto tab catalog"], "description": "redirected to shop://product/<id>, then opened product #3 (select tab catalog, push category #4 onto tab catalog, push product #3 onto tab catalog)"}
                        {"type": "outcome", "url": "shop://coupon/SAVE", "source": "external", "outcome": "rejected", "redirects": [], "screen": null, "arrival": null, "fallback": null, "message": null, "rejection": {"code": "confirmationDeclined", "message": "the action 'applyCoupon' was not confirmed", "interceptor": null}, "changes": [], "description": "rejected: the action 'applyCoupon' was not confirmed"}
                        {"type": "outcome", "url": "shop://admin", "source": "external", "outcome": "fallback", "redirects": [], "screen": {"id": "notFound", "key": 5, "url": null, "arguments": {}}, "arrival": null, "fallback": "notFoundScreen", "message": null, "rejection": null, "changes": ["push notFound #5 onto tab catalog"], "description": "fallback: not-found screen"}
                        {"type": "state", "root": {"kind": "tabs", "selected": "catalog", "tabs": [{"id": "home", "screens": [{"id": "home", "key": 1, "url": null, "arguments": {}}]}, {"id": "catalog", "screens": [{"id": "catalog", "key": 2, "url": null, "arguments": {}}, {"id": "category", "key": 4, "url": "shop://category/all", "arguments": {"category": "all"}}, {"id": "product", "key": 3, "url": "shop://product/7", "arguments": {"category": "all", "id": "7"}}, {"id": "notFound", "key": 5, "url": null, "arguments": {}}]}]}, "modals": [], "topmost": {"id": "notFound", "key": 5, "url": null, "arguments": {}}, "tree": "tabs (selected: catalog)\n├─ tab home\n│  └─ home #1\n└─ tab catalog *\n   ├─ catalog #2\n   ├─ category #4 category=all\n   ├─ product #3 category=all id=7\n   └─ notFound #5"}

                        """#, status: 0))
    }

    @Test("an unknown source is a usage error: exit 2")
    func unknownSource() throws {
        let output = try runWithFixtures(["open", "--manifest", "shop.json", "--source", "web", "shop://cart"])
        #expect(
            output
                == ToolOutput(
                    stderr: #"""
                        Error: The value 'web' is invalid for '--source <source>'. Please provide one of 'app', 'external', 'universal-link', 'notification', 'widget', 'spotlight', 'handoff' or 'app-intent'.
                        Help:  --source <source>  Where the links come from.
                        Usage: wayfinder open --manifest <manifest> [--source <source>] [--confirm] [--json] [--urls-from <file>] [<urls> ...]
                          See 'wayfinder open --help' for more information.

                        """#, status: 2))
    }

    @Test("a manifest that does not load: its diagnostics on stderr, exit 1")
    func badManifest() throws {
        let output = try runWithFixtures(["open", "--manifest", "missing.json", "shop://a"])
        #expect(
            output
                == ToolOutput(
                    stderr: #"""
                        missing.json: error: cannot read the file

                        """#, status: 1))
    }

    @Test("--help explains the command and gives an example")
    func help() throws {
        let output = try runTool(["open", "--help"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        OVERVIEW: Open URLs in a headless app built from a manifest and show where they
                        lead.

                        Builds an app in memory from the manifest: a navigator on a headless host, every
                        screen the manifest names registered by id, every action answering "ran NAME".
                        Guards the manifest names are configured as interceptors that always proceed, so
                        guarded routes open as for a signed-in user; URLs the systemOpener allowlist
                        takes are reported as handed to the system; an action that asks to confirm an
                        outside link is declined unless --confirm is given. When the manifest has tabs,
                        the app starts by showing them; otherwise the first screen opened becomes the
                        root.

                        The URLs are opened in order, each through the door its source uses: in-app
                        calls for app (the default), the outside door for the others, where only routes
                        exposed to that source answer. Prints each URL with its outcome and, for a
                        screen, the arrival policy it landed by, then the final screen tree, and the
                        columns a wide window shows when the routes lay it out as a split view. With
                        --json, prints one JSON object a line: {"type": "outcome", ...} for each URL
                        (keys: type, url, source, outcome, redirects, screen, arrival, fallback,
                        message, rejection, changes, description), then {"type": "state", ...} (keys:
                        type, root, modals, topmost, tree, and columns when the base stack is a split
                        view: its screens by column). The outcome's texts (description, redirects,
                        rejection, changes) carry no value from the URL: redirects show their route's
                        pattern, unmatched URLs their scheme and web host. The screens (screen, and the
                        state) show what was opened, arguments included, as the screen tree does.

                        Exit status: 0 when every URL was opened, whatever its outcome; 1 when the
                        manifest does not load; 2 on usage errors.

                        Examples:
                          wayfinder open --manifest Examples/shop.json shop://product/42 shop://login
                          wayfinder open --manifest Examples/shop.json --source external --json \
                            shop://admin/users

                        USAGE: wayfinder open --manifest <manifest> [--source <source>] [--confirm] \
                          [--json] [--urls-from <file>] [<urls> ...]

                        ARGUMENTS:
                          <urls>                  The URLs, in order; at least one, here or in
                                                  --urls-from.

                        OPTIONS:
                          --manifest <manifest>   The manifest: JSON, a property list, or YAML.
                          --source <source>       Where the links come from. (values: app, external,
                                                  universal-link, notification, widget, spotlight,
                                                  handoff, app-intent; default: app)
                          --confirm               Answer yes when an action asks to confirm a link from
                                                  outside.
                          --json                  Print one JSON object per URL, then the final state.
                          --urls-from <file>      Read more URLs from a file, one a line; '-' reads
                                                  standard input. For thousands of URLs.
                          -h, --help              Show help information.

                        """#, status: 0))
    }
}
