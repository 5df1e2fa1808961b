import Testing

/// `wayfinder lint`: every problem in every file, as a compiler prints them, a summary on
/// standard error, exit 1 on errors.
@Suite("wayfinder lint", .timeLimit(.minutes(5)))
struct LintCommandTests {
    /// One fixture with the whole output it must give.
    struct LintCase: CustomTestStringConvertible, Sendable {
        let title: String
        let fixture: String
        let file: String
        let stdout: String
        let summary: String
        let status: Int32

        init(_ title: String, fixture: String, file: String, stdout: String, summary: String, status: Int32) {
            self.title = title
            self.fixture = fixture
            self.file = file
            self.stdout = stdout
            self.summary = summary
            self.status = status
        }

        var testDescription: String { title }
    }

    /// Lints files written into a temporary directory, named as given.
    func lint(_ files: [String: String], _ names: [String], sourceLocation: SourceLocation = #_sourceLocation) throws
        -> ToolOutput
    {
        let fixtures = try FixtureDirectory(files)
        defer { fixtures.remove() }
        return try runTool(["lint"] + names, in: fixtures.url, sourceLocation: sourceLocation)
    }

    static let decodingErrors: [LintCase] = [
        LintCase(
            "invalid JSON: the line and column of the first character that does not fit",
            fixture: LintFixtures.invalidJSON, file: "invalidJSON.json",
            stdout: #"""
                invalidJSON.json:4:39: error: invalid JSON: expected a key in double quotes
                    { "pattern": "/a", "screen": "a", }
                                                      ^

                """#,
            summary: "1 error, 0 warnings in 1 file", status: 1),
        LintCase(
            "a version this release does not read",
            fixture: LintFixtures.wrongVersion, file: "wrongVersion.json",
            stdout: #"""
                wrongVersion.json:2:14: error: version: this release reads version 1; found 2
                  "version": 2,
                             ^

                """#,
            summary: "1 error, 0 warnings in 1 file", status: 1),
        LintCase(
            "unknown keys, each with the key it is probably a typo of",
            fixture: LintFixtures.unknownKeys, file: "unknownKeys.json",
            stdout: #"""
                unknownKeys.json:3:3: error: tabz: unknown key "tabz"; did you mean "tabs"?
                  "tabz": [],
                  ^
                unknownKeys.json:5:39: error: routes[0].descripton: route '/a': unknown key "descripton"; did you mean "description"?
                    { "pattern": "/a", "screen": "a", "descripton": "A" }
                                                      ^

                """#,
            summary: "2 errors, 0 warnings in 1 file", status: 1),
        LintCase(
            "a route without a pattern",
            fixture: LintFixtures.missingPattern, file: "missingPattern.json",
            stdout: #"""
                missingPattern.json:4:5: error: routes[0].pattern: the route has no "pattern"
                    { "screen": "a" }
                    ^

                """#,
            summary: "1 error, 0 warnings in 1 file", status: 1),
        LintCase(
            "a route with two targets",
            fixture: LintFixtures.twoTargets, file: "twoTargets.json",
            stdout: #"""
                twoTargets.json:4:5: error: routes[0]: route '/a': a route has exactly one of "screen", "action" or "redirect"; found "screen" and "action"
                    { "pattern": "/a", "screen": "a", "action": "go" }
                    ^

                """#,
            summary: "1 error, 0 warnings in 1 file", status: 1),
        LintCase(
            "a presentation that does not exist",
            fixture: LintFixtures.badPresentation, file: "badPresentation.json",
            stdout: #"""
                badPresentation.json:4:55: error: routes[0].presentation: route '/a': 'sheet' is not a presentation; use "push", "present", "present-in-stack", "replace", "set-root"
                    { "pattern": "/a", "screen": "a", "presentation": "sheet" }
                                                                      ^

                """#,
            summary: "1 error, 0 warnings in 1 file", status: 1),
        LintCase(
            "a modal style that does not exist",
            fixture: LintFixtures.badStyle, file: "badStyle.json",
            stdout: #"""
                badStyle.json:4:75: error: routes[0].style: route '/a': 'drawer' is not a style; use "sheet", "full-screen", "form-sheet", "page-sheet" or "popover"
                    { "pattern": "/a", "screen": "a", "presentation": "present", "style": "drawer" }
                                                                                          ^

                """#,
            summary: "1 error, 0 warnings in 1 file", status: 1),
        LintCase(
            "an exposure that names no source, pointed at in its list",
            fixture: LintFixtures.badExposure, file: "badExposure.json",
            stdout: #"""
                badExposure.json:4:64: error: routes[0].exposure: route '/a': 'web' is not a source; use "external", "universal-link", "notification", "widget", "spotlight", "handoff", "app-intent", "internal" or "everywhere"
                    { "pattern": "/a", "screen": "a", "exposure": ["external", "web"] }
                                                                               ^

                """#,
            summary: "1 error, 0 warnings in 1 file", status: 1),
        LintCase(
            "an externalActions policy that does not exist",
            fixture: LintFixtures.badExternalActions, file: "badExternalActions.json",
            stdout: #"""
                badExternalActions.json:4:59: error: routes[0].externalActions: route '/a': 'sometimes' is not a policy; use "forbidden", "allowed" or "confirm"
                    { "pattern": "/a", "action": "go", "externalActions": "sometimes" }
                                                                          ^

                """#,
            summary: "1 error, 0 warnings in 1 file", status: 1),
        LintCase(
            "a tab that is not declared",
            fixture: LintFixtures.unknownTab, file: "unknownTab.json",
            stdout: #"""
                unknownTab.json:5:46: error: routes[0].tab: route '/a': no tab 'settings' is declared in "tabs"
                    { "pattern": "/a", "screen": "a", "tab": "settings" }
                                                             ^

                """#,
            summary: "1 error, 0 warnings in 1 file", status: 1),
        LintCase(
            "an invalid pattern, with the caret on the column inside the pattern",
            fixture: LintFixtures.invalidPattern, file: "invalidPattern.json",
            stdout: #"""
                invalidPattern.json:4:33: error: routes[0].pattern: route '/product/<int:>': a capture needs a name after 'int:'
                    { "pattern": "/product/<int:>", "screen": "product" }
                                                ^

                """#,
            summary: "1 error, 0 warnings in 1 file", status: 1),
        LintCase(
            "two equivalent patterns, naming the earlier route and its line",
            fixture: LintFixtures.conflict, file: "conflict.json",
            stdout: #"""
                conflict.json:5:18: error: routes[1].pattern: route '/user/:name': is equivalent to routes[0] '/user/<id>' at line 4
                    { "pattern": "/user/:name", "screen": "member" }
                                 ^

                """#,
            summary: "1 error, 0 warnings in 1 file", status: 1),
        LintCase(
            "routes after a route that cannot be read keep their indices in the file",
            fixture: LintFixtures.problemsAfterABadRoute, file: "problemsAfterABadRoute.json",
            stdout: #"""
                problemsAfterABadRoute.json:4:55: error: routes[0].presentation: route '/a': 'sheet' is not a presentation; use "push", "present", "present-in-stack", "replace", "set-root"
                    { "pattern": "/a", "screen": "a", "presentation": "sheet" },
                                                                      ^
                problemsAfterABadRoute.json:6:18: error: routes[2].pattern: route '/user/:name': is equivalent to routes[1] '/user/<id>' at line 5
                    { "pattern": "/user/:name", "screen": "member" },
                                 ^
                problemsAfterABadRoute.json:7:27: error: routes[3].pattern: route '/p/<int:>': a capture needs a name after 'int:'
                    { "pattern": "/p/<int:>", "screen": "p" }
                                          ^

                """#,
            summary: "3 errors, 0 warnings in 1 file", status: 1),
    ]

    @Test("each decoding error: file:line:column, the route and key, the source line and a caret", arguments: decodingErrors)
    func decodingError(_ row: LintCase) throws {
        let output = try lint([row.file: row.fixture], [row.file])
        #expect(output == ToolOutput(stdout: row.stdout, stderr: row.summary + "\n", status: row.status))
    }

    @Test("a manifest without problems: nothing on stdout, the summary on stderr, exit 0")
    func clean() throws {
        let output = try lint(["routes.json": LintFixtures.clean], ["routes.json"])
        #expect(output == ToolOutput(stderr: "0 errors, 0 warnings in 1 file\n", status: 0))
    }

    @Test("YAML: a plain and a quoted pattern both get the caret on the column inside the pattern", .readsYAML)
    func invalidPatternInYAML() throws {
        let output = try lint(["routes.yaml": LintFixtures.invalidPatternYAML], ["routes.yaml"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        routes.yaml:3:28: error: routes[0].pattern: route '/product/<int:>': a capture needs a name after 'int:'
                          - pattern: /product/<int:>
                                                   ^
                        routes.yaml:5:22: error: routes[1].pattern: route '/search[/<query>': '[' is never closed
                          - pattern: "/search[/<query>"
                                             ^

                        """#, stderr: "2 errors, 0 warnings in 1 file\n", status: 1))
    }

    @Test("a shadowed route is a warning: exit 0")
    func shadowed() throws {
        let output = try lint(["routes.json": LintFixtures.shadowed], ["routes.json"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        routes.json:5:18: warning: routes[1].pattern: route '/files/**': is never matched: routes[0] '/files/<path:rest>' at line 4 takes every URL it matches
                            { "pattern": "/files/**", "screen": "browser" }
                                         ^

                        """#, stderr: "0 errors, 1 warning in 1 file\n", status: 0))
    }

    @Test("routes no link reaches as written: tab roots, parents, loops, exposures, redirects; exit 0")
    func unreachable() throws {
        let output = try lint(["routes.json": LintFixtures.unreachable], ["routes.json"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        routes.json:6:18: warning: routes[0].tab: route '/home/<section>': opening the route selects the tab 'home' and shows the tab's own 'home' screen, so its captures (section) never reach a screen
                            { "pattern": "/home/<section>", "screen": "home", "tab": "home" },
                                         ^
                        routes.json:7:18: warning: routes[1].parent: route '/product/<int:id>': the parent '/category/<category>' needs 'category', which is neither a capture of the route nor one of its defaults; the parent is built only for links whose query has it
                            { "pattern": "/product/<int:id>", "screen": "product", "parent": "/category/<category>" },
                                         ^
                        routes.json:8:18: warning: routes[2].parent: route '/order/<uuid:id>': the parent '/orderz' fills to 'shop://orderz', which matches no route; no screen is built beneath this one
                            { "pattern": "/order/<uuid:id>", "screen": "order", "parent": "/orderz" },
                                         ^
                        routes.json:9:18: warning: routes[3].parent: route '/a': the parent '/logout' fills to 'shop://logout', which matches routes[6] '/logout', a route that opens no screen; a parent must be a screen route
                            { "pattern": "/a", "screen": "a", "parent": "/logout" },
                                         ^
                        routes.json:10:18: warning: routes[4].parent: route '/b': the parent chain loops: routes[4] '/b' -> routes[5] '/c' -> routes[4] '/b'; the navigator stops where it repeats
                            { "pattern": "/b", "screen": "b", "parent": "/c" },
                                         ^
                        routes.json:12:18: warning: routes[6].exposure: route '/logout': the action is exposed to external, but outside links never run an action whose "externalActions" is "forbidden" (the default); they get "not found". Set "externalActions" to "allowed" or "confirm", or make the route internal
                            { "pattern": "/logout", "action": "logout", "exposure": ["external"] },
                                         ^
                        routes.json:13:18: warning: routes[7].exposure: route '/w': the route is exposed to universal links, but the manifest lists no "universalLinkHosts", so no universal link reaches a pattern without a scheme
                            { "pattern": "/w", "screen": "w", "exposure": ["universal-link"] },
                                         ^
                        routes.json:14:18: warning: routes[8].exposure: route 'shop://cart': the route is exposed to universal links, but its pattern names the scheme 'shop'; a universal link is an https URL and never matches it
                            { "pattern": "shop://cart", "screen": "cart", "exposure": "everywhere" },
                                         ^
                        routes.json:15:18: warning: routes[9].redirect: route '/p/<int:id>': the redirect '/prodcut/<id>' fills to 'shop://prodcut/1', which matches no route
                            { "pattern": "/p/<int:id>", "redirect": "/prodcut/<id>" },
                                         ^
                        routes.json:16:18: warning: routes[10].redirect: route '/q/<int:id>': the redirect '/product/<sku>' needs 'sku', which is neither a capture of the route nor one of its defaults; links without it in their query are rejected
                            { "pattern": "/q/<int:id>", "redirect": "/product/<sku>" }
                                         ^

                        """#, stderr: "0 errors, 10 warnings in 1 file\n", status: 0))
    }

    @Test("the same shapes written so that links reach them: no warning")
    func reachable() throws {
        let output = try lint(["routes.json": LintFixtures.reachable], ["routes.json"])
        #expect(output == ToolOutput(stderr: "0 errors, 0 warnings in 1 file\n", status: 0))
    }

    @Test("several files: each file's problems in order, an unreadable file is an error, one summary; exit 1")
    func severalFiles() throws {
        let output = try lint(
            [
                "shadowed.json": LintFixtures.shadowed, "clean.json": LintFixtures.clean,
                "version.json": LintFixtures.wrongVersion,
            ],
            ["shadowed.json", "clean.json", "missing.json", "version.json"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        shadowed.json:5:18: warning: routes[1].pattern: route '/files/**': is never matched: routes[0] '/files/<path:rest>' at line 4 takes every URL it matches
                            { "pattern": "/files/**", "screen": "browser" }
                                         ^
                        missing.json: error: cannot read the file
                        version.json:2:14: error: version: this release reads version 1; found 2
                          "version": 2,
                                     ^

                        """#, stderr: "2 errors, 1 warning in 4 files\n", status: 1))
    }

    @Test(
        "the example manifests lint clean", arguments: ["Examples/shop.json"] + (BuiltTraits.yaml ? ["Examples/large.yaml"] : []))
    func examples(_ path: String) throws {
        let output = try runTool(["lint", path], in: PackageRoot.url)
        #expect(output == ToolOutput(stderr: "0 errors, 0 warnings in 1 file\n", status: 0))
    }

    @Test("no file is a usage error: exit 2")
    func noFile() throws {
        let output = try runTool(["lint"])
        #expect(
            output
                == ToolOutput(
                    stderr: """
                        Error: Missing expected argument '<files> ...'
                        Help:  <files>  The manifest files to check.
                        Usage: wayfinder lint <files> ...
                          See 'wayfinder lint --help' for more information.

                        """, status: 2))
    }

    @Test("--help explains the command and gives an example")
    func help() throws {
        let output = try runTool(["lint", "--help"])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        OVERVIEW: Check route manifests and report every problem.

                        Reads each file (JSON, a property list, or YAML by its extension) and prints
                        every problem on standard output as a compiler does: file:line:column, error or
                        warning, the route and key, the source line and a caret under the spot. A
                        summary line goes to standard error. Errors are what keep a manifest from
                        loading: invalid JSON or YAML, an unknown version or key, a missing or doubled
                        target, a bad presentation, style, exposure or externalActions, an undeclared
                        tab, an invalid pattern, two equivalent patterns.

                        Warnings are routes that load but that no link reaches as written: a route
                        shadowed by routes tried before it; a parent template that does not fill from
                        the route's captures and defaults, fills to a URL no route matches, leads to a
                        route that opens no screen, or loops; a redirect within the app that fills to a
                        URL no route matches; a route whose screen is its tab's own root screen, so that
                        opening it only selects the tab and its captures, presentation and parent are
                        not used; an action exposed to outside sources whose externalActions is
                        forbidden; a route exposed to universal links whose pattern names a custom
                        scheme, or in a manifest without universalLinkHosts; a URL in "entries" that
                        matches no route, reaches a route not exposed to its source, or reaches an
                        action outside links never run. The rules that need the whole table run only on
                        files that load.

                        Fragments (manifests with "fragment": true, one per feature module) are checked
                        together with the other files given, merged as the app merges them
                        (Manifest.merging): a tab, guard or fallback declared twice, equivalent patterns
                        or a screen in two files, and a tab no file declares are errors at their place
                        in their own file.

                        Exit status: 0 when no file has errors (warnings alone are fine), 1 when any
                        has, 2 on usage errors.

                        Examples:
                          wayfinder lint Examples/shop.json Examples/large.yaml
                          wayfinder lint routes/*.json 2>/dev/null | grep ': error:'

                        USAGE: wayfinder lint <files> ...

                        ARGUMENTS:
                          <files>                 The manifest files to check.

                        OPTIONS:
                          -h, --help              Show help information.

                        """#, status: 0))
    }
}
