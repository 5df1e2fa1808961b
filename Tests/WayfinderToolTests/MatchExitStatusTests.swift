import Testing

/// Exit statuses of `wayfinder match`: 0 when every URL was processed, 1 with a compiler-style
/// diagnostic for a bad or conflicting pattern, 2 on usage errors.
@Suite("wayfinder match exit statuses", .timeLimit(.minutes(5)))
struct MatchExitStatusTests {
    static let usage = """
        Usage: wayfinder match [--pattern <pattern> ...] [--scheme <scheme> ...] \
        [--universal-link-host <universal-link-host> ...] [--case-insensitive-path] \
        [--plus-as-space] [--json] [--urls-from <file>] [<urls> ...]
          See 'wayfinder match --help' for more information.

        """

    @Test("a bad pattern: exit 1, the diagnostic with a caret under the column on stderr, no URL processed")
    func badPattern() throws {
        let output = try runTool(["match", "--json", "--pattern", "shop://product/<int:>", "shop://product/42"])
        #expect(
            output
                == ToolOutput(
                    stderr: """
                        <pattern 0>:1:21: error: a capture needs a name after 'int:'
                        shop://product/<int:>
                                            ^

                        """, status: 1))
    }

    @Test("every bad pattern is reported, each under its own index, in order")
    func severalBadPatterns() throws {
        let output = try runTool([
            "match", "--pattern", "/ok/<id>", "--pattern", "/a/<b", "--pattern", "/x/**/y",
            "--pattern", "/s[/q", "--pattern", "/p/<sku:code>", "shop://ok/1",
        ])
        #expect(
            output
                == ToolOutput(
                    stderr: """
                        <pattern 1>:1:4: error: '<' is never closed by '>'
                        /a/<b
                           ^
                        <pattern 2>:1:4: error: a rest capture ('**') must be the last segment
                        /x/**/y
                           ^
                        <pattern 3>:1:3: error: '[' is never closed
                        /s[/q
                          ^
                        <pattern 4>:1:5: error: unknown parameter type 'sku'; register a converter with that name
                        /p/<sku:code>
                            ^

                        """, status: 1))
    }

    @Test("a pattern equivalent to an earlier one: exit 1, naming the earlier pattern and its index")
    func equivalentPattern() throws {
        let output = try runTool([
            "match", "--pattern", "/user/<id>", "--pattern", "/search[/<q>]", "--pattern", "/user/:name",
            "--pattern", "/search/<term>", "shop://user/1",
        ])
        #expect(
            output
                == ToolOutput(
                    stderr: """
                        <pattern 2>:1:1: error: '/user/<name>' is equivalent to the registered '/user/<id>' (pattern 0)
                        /user/:name
                        ^
                        <pattern 3>:1:1: error: '/search/<term>' is equivalent to the registered '/search[/<q>]' (pattern 1)
                        /search/<term>
                        ^

                        """, status: 1))
    }

    @Test("patterns that differ by scheme or type are not equivalent")
    func notEquivalent() throws {
        let output = try runTool([
            "match", "--json", "--pattern", "/user/<id>", "--pattern", "shop://user/<name>",
            "--pattern", "/user/<int:number>", "shop://user/7",
        ])
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        {"url": "shop://user/7", "matched": 1, "pattern": "shop://user/<name>", "params": {"name": "7"}, "query": {}, "fragment": null, "error": null}

                        """#, status: 0))
    }

    @Test("an unknown option is a usage error: exit 2")
    func unknownOption() throws {
        let output = try runTool(["match", "--pattern", "/a", "--bogus", "shop://a"])
        #expect(output == ToolOutput(stderr: "Error: Unknown option '--bogus'\n" + Self.usage, status: 2))
    }

    @Test("an option without its value is a usage error: exit 2")
    func missingOptionValue() throws {
        let output = try runTool(["match", "shop://a", "--pattern"])
        #expect(
            output
                == ToolOutput(
                    stderr: """
                        Error: Missing value for '--pattern <pattern>'
                        Help:  --pattern <pattern>  A route pattern; repeat for more.

                        """ + Self.usage, status: 2))
    }

    @Test("no URL is a usage error: exit 2, since the usage is 'URL...'")
    func noURL() throws {
        let output = try runTool(["match", "--pattern", "/a"])
        #expect(
            output
                == ToolOutput(
                    stderr: """
                        Error: Missing URLs: give at least one, or --urls-from <file>.

                        """ + Self.usage, status: 2))
    }

    @Test("an unknown subcommand is a usage error: exit 2")
    func unknownSubcommand() throws {
        let output = try runTool(["frobnicate"])
        #expect(
            output
                == ToolOutput(
                    stderr: """
                        Error: Unexpected argument 'frobnicate'
                        Usage: wayfinder <subcommand>
                          See 'wayfinder --help' for more information.

                        """, status: 2))
    }

    @Test("--help prints the usage and options on stdout: exit 0", arguments: [["match", "--help"], ["help", "match"]])
    func help(_ arguments: [String]) throws {
        let output = try runTool(arguments)
        #expect(
            output
                == ToolOutput(
                    stdout: #"""
                        OVERVIEW: Match URLs against patterns.

                        Patterns are registered in the order given; a URL's match names the pattern by
                        its 0-based index. Exit status: 0 when every URL was processed, matched or not;
                        1 with a diagnostic when a pattern is bad or equivalent to an earlier one; 2 on
                        usage errors.

                        Example:
                          wayfinder match --pattern 'shop://product/<int:id>' --json 'shop://product/42?ref=home'
                          {"url": "shop://product/42?ref=home", "matched": 0, "pattern": "shop://product/<int:id>", "params": {"id": "42"}, "query": {"ref": ["home"]}, "fragment": null, "error": null}

                        USAGE: wayfinder match [--pattern <pattern> ...] [--scheme <scheme> ...] \
                          [--universal-link-host <universal-link-host> ...] [--case-insensitive-path] \
                          [--plus-as-space] [--json] [--urls-from <file>] [<urls> ...]

                        ARGUMENTS:
                          <urls>                  The URLs, in order; at least one, here or in
                                                  --urls-from.

                        OPTIONS:
                          --pattern <pattern>     A route pattern; repeat for more.
                          --scheme <scheme>       A custom scheme that patterns without a scheme answer;
                                                  repeat for more. Default: every custom scheme.
                          --universal-link-host <universal-link-host>
                                                  A host whose https links are matched by path; repeat
                                                  for more.
                          --case-insensitive-path Compare literal path segments without regard to case.
                          --plus-as-space         Read '+' in the query as a space.
                          --json                  Print one JSON object per URL.
                          --urls-from <file>      Read more URLs from a file, one a line; '-' reads
                                                  standard input. For thousands of URLs.
                          -h, --help              Show help information.

                        """#, status: 0))
    }
}
