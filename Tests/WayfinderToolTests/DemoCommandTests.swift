import Foundation
import Testing

/// `wayfinder demo`: the README's first command.
@Suite("wayfinder demo", .timeLimit(.minutes(5)))
struct DemoCommandTests {
    static let golden = ToolBinary.packageRoot.appendingPathComponent("Tests/WayfinderToolTests/Golden/demo.txt")

    @Test("prints the whole story exactly as recorded in Golden/demo.txt; exit 0")
    func wholeStory() throws {
        let output = try runTool(["demo"])
        #expect(output.status == 0)
        #expect(output.stderr == "")
        let expected = try String(contentsOf: Self.golden, encoding: .utf8)
        #expect(
            output.stdout == expected,
            "regenerate with: swift run wayfinder demo > Tests/WayfinderToolTests/Golden/demo.txt, after checking the change is intended"
        )
    }

    @Test(
        "each capability's step has the outcome it demonstrates",
        arguments: [
            "outcome  opened product #5 (select tab catalog, push category #6 onto tab catalog, push product #5 onto tab catalog)",
            "outcome  opened search #8 (push search #8 onto tab catalog)",
            "outcome  redirected to https://shop.example.com/product/7, then opened product #9",
            "guard    signedIn suspends the link and presents sign-in:",
            "outcome  redirected to https://shop.example.com/product/7, then opened product #9 (present catalog #11, push category #10 onto modal 0, push product #9 onto modal 0)",
            "outcome  opened order #13 (dismiss catalog #11, category #10, product #9, select tab account, push orders #14 onto tab account, push order #13 onto tab account)",
            "outcome  rejected: checkout #15 held its place",
            "app      asked the user to discard the order in checkout #15: no",
            "outcome  opened product #17 (present catalog #19, push category #18 onto modal 0, push product #17 onto modal 0)",
            "lands    keeping-work",
            "in-tab             select tab catalog, pop product #3, search #4 from tab catalog, pop category #2 from tab catalog",
            "on-top             push product #11 onto tab cart",
            "over               present catalog #13, push category #12 onto modal 0, push product #11 onto modal 0",
            "result   \"221B Baker Street\" handed back to the opener",
            "outcome  fallback: web screen for https://help.shop.example.com/…",
            "outcome  fallback: handed to the system: tel:…",
            "outcome  handled: applied coupon SPRING25",
            "app      asked the user to confirm 'shop://coupon/SPRING25': yes",
            "outcome  rejected: 'javascript:' URLs are never opened",
            "result   nil handed back to the opener",
            "columns  sidebar catalog #2 | supplementary category #11 | detail product #10",
            "width    compact: no screen added, dropped or re-created",
        ])
    func stepOutcome(line: String) throws {
        let output = try runTool(["demo"])
        #expect(output.stdout.contains(line))
    }

    @Test("an internal-only route from outside gets the same answer as a link that does not exist")
    func internalOnlyLooksMissing() throws {
        let output = try runTool(["demo"]).stdout
        let admin = try #require(output.range(of: "link     shop://admin/users"))
        let evil = try #require(output.range(of: "link     https://evil.example.net/login"))
        let outcome = { (start: Range<String.Index>) in
            output[start.upperBound...].split(separator: "\n").first { $0.contains("outcome") }.map(String.init)
        }
        #expect(outcome(admin) == "    outcome  fallback: not-found screen")
        #expect(outcome(evil) == outcome(admin))
    }

    @Test("the embedded manifest is Examples/shop.json")
    func embeddedManifestMatchesExample() throws {
        let example = try String(contentsOf: ToolBinary.packageRoot.appendingPathComponent("Examples/shop.json"), encoding: .utf8)
        let output = try runTool(["demo", "--manifest", ToolBinary.packageRoot.appendingPathComponent("Examples/shop.json").path])
        #expect(output.status == 0)
        #expect(output.stdout.hasPrefix("Wayfinder demo: a tour of "))
        let source = try String(
            contentsOf: ToolBinary.packageRoot.appendingPathComponent("Sources/WayfinderTool/Demo/ShopManifest.swift"),
            encoding: .utf8)
        #expect(source.contains(example.trimmingCharacters(in: .newlines)))
    }

    @Test("interactive: URLs and commands change the tree, and closed input ends cleanly")
    func interactive() throws {
        let output = try runTool(
            ["demo", "--interactive"],
            input: """
                shop://product/3
                tree
                back
                external shop://admin/users
                help
                """)
        #expect(output.status == 0)
        #expect(output.stderr == "")
        #expect(
            output.stdout.contains(
                "opened product #5 (select tab catalog, push category #6 onto tab catalog, push product #5 onto tab catalog)"))
        #expect(output.stdout.contains("wayfinder> "))
        #expect(output.stdout.contains("fallback: not-found screen"))
        #expect(output.stdout.contains("external URL   open a URL as a link from another app"))
        #expect(output.stdout.hasSuffix("wayfinder> \n"))
    }

    @Test("interactive: a guarded link waits, 'signin' lets it go on and its outcome is printed; unknown words get the help")
    func interactiveGuard() throws {
        let output = try runTool(["demo", "--interactive"], input: "shop://orders\nsignin\nhello\nquit\n")
        #expect(output.status == 0)
        let lines = output.stdout.split(separator: "\n").map(String.init).filter {
            !$0.hasPrefix(" ") && !"│├└".contains($0.first ?? " ")
        }
        let waiting = try #require(
            lines.firstIndex {
                $0.hasSuffix(
                    "[shop://orders] waiting: a guard suspended it ('signin' signs in; 'dismiss' closes the sign-in screen)")
            })
        let signedIn = try #require(lines.firstIndex { $0.hasSuffix("signed in") })
        let opened = try #require(lines.firstIndex { $0.hasPrefix("[shop://orders] opened orders") })
        let unknown = try #require(lines.firstIndex { $0.hasSuffix("unknown command 'hello'") })
        #expect(waiting < signedIn && signedIn < opened && opened < unknown, "\(lines)")
        #expect(lines[unknown + 1] == "Type a URL to open it inside the app, or one of:")
        #expect(!output.stdout.contains("[hello]"), "an unknown command was opened as a URL")
    }

    @Test("interactive: 'quit' leaves before the input ends")
    func interactiveQuit() throws {
        let output = try runTool(["demo", "--interactive"], input: "quit\nshop://product/3\n")
        #expect(output.status == 0)
        #expect(!output.stdout.contains("opened product"))
    }

    @Test("a manifest with errors: the diagnostics on stderr, exit 1")
    func badManifest() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-demo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("bad.json")
        try Data(#"{"version": 1, "routes": [{"pattern": "/a/<int:>", "screen": "a"}]}"#.utf8).write(to: file)
        let output = try runTool(["demo", "--manifest", file.path])
        #expect(output.status == 1)
        #expect(output.stdout == "")
        #expect(
            output.stderr == """
                \(file.path):1:48: error: routes[0].pattern: route '/a/<int:>': a capture needs a name after 'int:'
                {"version": 1, "routes": [{"pattern": "/a/<int:>", "screen": "a"}]}
                                                               ^

                """)
    }

    @Test("an extra argument is a usage error: exit 2")
    func extraArgument() throws {
        let output = try runTool(["demo", "extra"])
        #expect(output.status == 2)
    }
}
