import Foundation
import Testing

/// The tool's own command line: its help, its version, and how it reads options, whatever
/// the subcommand.
@Suite("wayfinder's command line", .timeLimit(.minutes(5)))
struct CommandLineTests {
    @Test("--version prints the version of the CHANGELOG's newest release")
    func version() throws {
        let changelog = try String(contentsOf: PackageRoot.url.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let released = try #require(
            changelog.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") })
        let number = released.dropFirst("## [".count).prefix { $0 != "]" }
        #expect(try runTool(["--version"]) == ToolOutput(stdout: "\(number)\n", status: 0))
    }

    @Test(
        "no arguments, --help and help print the tool's help with every subcommand: exit 0",
        arguments: [[], ["--help"], ["-h"], ["help"]])
    func toolHelp(_ arguments: [String]) throws {
        let output = try runTool(arguments)
        #expect(output.status == 0 && output.stderr.isEmpty)
        #expect(output.stdout.hasPrefix("OVERVIEW: URL routing for apps, from the command line.\n"))
        for name in ["demo", "match", "lint", "explain", "routes", "open", "graph", "aasa", "generate"] {
            #expect(output.stdout.contains("\n  \(name) "), "the help lists \(name)")
        }
        #expect(output.stdout.contains("  --version               Show the version.\n"))
    }

    @Test("an option's value may follow '=' ; a flag given a value is a usage error")
    func equalsForm() throws {
        let attached = try runTool(["match", "--pattern=/p/<int:id>", "--scheme=shop", "shop://p/7"])
        #expect(attached.status == 0 && attached.stdout.contains("/p/<int:id>"))
        let flag = try runTool(["match", "--json=yes", "--pattern", "/p", "shop://p"])
        #expect(flag.status == 2)
        #expect(flag.stderr.hasPrefix("Error: The option '--json' does not take any value, but 'yes' was specified.\n"))
    }

    @Test("after '--' every argument is a URL, even one that starts with dashes")
    func endOfOptions() throws {
        let output = try runTool(["match", "--pattern", "/p", "--", "--not-an-option"])
        #expect(output.status == 0, "\(output)")
        #expect(output.stdout.contains("--not-an-option"))
    }

    @Test("an unknown option before the subcommand, or a repeated single value, is read as documented")
    func unknownToolOption() throws {
        let output = try runTool(["--bogus"])
        #expect(
            output
                == ToolOutput(
                    stderr: """
                        Error: Unknown option '--bogus'
                        Usage: wayfinder <subcommand>
                          See 'wayfinder --help' for more information.

                        """, status: 2))
        // A single-value option given twice takes the last, as most tools do.
        let twice = try runWithFixtures(["graph", "--manifest", "missing.json", "--manifest", "shop.json", "--format", "dot"])
        #expect(twice.status == 0 && twice.stdout.hasPrefix("digraph"))
    }

    @Test("help for an unknown subcommand is a usage error: exit 2")
    func helpForUnknown() throws {
        let output = try runTool(["help", "frobnicate"])
        #expect(output.status == 2)
        #expect(output.stderr.hasPrefix("Error: Unexpected argument 'frobnicate'\n"))
    }
}
