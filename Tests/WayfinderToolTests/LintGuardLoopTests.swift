import Testing

/// `wayfinder lint` reports loops it can see through guards (declared in the manifest's
/// `guards` section) and redirects.
@Suite("wayfinder lint: guard and redirect loops", .timeLimit(.minutes(5)))
struct LintGuardLoopTests {
    static let manifest = """
        {
          "version": 1,
          "schemes": ["shop"],
          "guards": {
            "signedIn": { "sendsTo": "/login" }
          },
          "routes": [
            { "pattern": "/orders", "screen": "orders", "guards": ["signedIn"] },
            { "pattern": "/login", "screen": "login", "guards": ["signedIn"] },
            { "pattern": "/a", "redirect": "/b" },
            { "pattern": "/b", "redirect": "/a" }
          ]
        }

        """

    @Test("a guard that guards its own sign-in route, and a redirect loop, are warnings at their spots")
    func loops() throws {
        let fixtures = try FixtureDirectory(["loops.json": Self.manifest])
        defer { fixtures.remove() }
        let output = try runTool(["lint", "loops.json"], in: fixtures.url)
        #expect(output.status == 0)
        #expect(
            output.stdout == """
                loops.json:5:5: warning: guards.signedIn: the guard 'signedIn' sends users to '/login', which 'signedIn' guards too: every link behind 'signedIn' would loop (the navigator cuts it with guardLoop)
                    "signedIn": { "sendsTo": "/login" }
                    ^
                loops.json:10:18: warning: routes[2].redirect: route '/a': redirects loop: /a → /b → /a
                    { "pattern": "/a", "redirect": "/b" },
                                 ^

                """)
        #expect(output.stderr == "0 errors, 2 warnings in 1 file\n")
    }

    @Test("an unknown key in a guard's entry is an error, as in every other section")
    func unknownKey() throws {
        let fixtures = try FixtureDirectory([
            "g.json": Self.manifest.replacingOccurrences(
                of: #""sendsTo": "/login""#, with: #""sendsTo": "/login", "color": "red""#)
        ])
        defer { fixtures.remove() }
        let output = try runTool(["lint", "g.json"], in: fixtures.url)
        #expect(output.status == 1)
        #expect(output.stdout.hasPrefix(#"g.json:5:40: error: guards.signedIn.color: unknown key "color""#), "\(output)")
    }
}
