import Foundation
import Testing

/// `wayfinder sign`: signed links made from the command line, as the app's `SignedLinks.sign`
/// makes them, and the canonical form a server's implementation compares with.
@Suite("wayfinder sign")
struct SignCommandTests {
    /// The key 00 01 … 1f, as hex and as base64.
    static let hexKey = (0..<32).map { String(format: "%02x", $0) }.joined()
    static let base64Key = Data(0..<32).base64EncodedString()
    static let magic = "https://shop.example.com/login/magic?email=ada%40example.com&utm_source=mail&token=abc"

    static let manifest = #"""
        {
          "version": 1,
          "schemes": ["shop"],
          "universalLinkHosts": ["shop.example.com"],
          "routes": [
            { "pattern": "/login/magic", "screen": "login", "exposure": ["universal-link"], "signed": ["token", "email"] },
            { "pattern": "/product/<int:id>", "screen": "product", "exposure": "everywhere" }
          ]
        }
        """#

    static func run(_ arguments: [String], key: String = hexKey) throws -> ToolOutput {
        let fixtures = try FixtureDirectory(["key.txt": key + "\n", "shop.json": manifest])
        defer { fixtures.remove() }
        return try runTool(["sign"] + arguments, in: fixtures.url)
    }

    static let fixed = ["--key-file", "key.txt", "--key-id", "2026-11", "--expires", "1900000000", "--nonce", "n-1"]

    @Test("the link's signature is the one Python's hmac computes over the documented form; hex and base64 keys agree")
    func signs() throws {
        let expected =
            Self.magic + "&wf_exp=1900000000&wf_nonce=n-1&wf_kid=2026-11&wf_sig=qH40Vy_0mWUjM6x7nuGBXsxaqrlHLFfgUR_O7MCIO98\n"
        #expect(
            try Self.run(Self.fixed + ["--signed", "token", "--signed", "email", Self.magic])
                == ToolOutput(stdout: expected, status: 0))
        #expect(
            try Self.run(Self.fixed + ["--signed", "token", "--signed", "email", Self.magic], key: Self.base64Key)
                == ToolOutput(stdout: expected, status: 0))
        #expect(try Self.run(Self.fixed + ["--manifest", "shop.json", Self.magic]) == ToolOutput(stdout: expected, status: 0))
    }

    @Test("--canonical prints the text the signature covers")
    func canonical() throws {
        let output = try Self.run(Self.fixed + ["--manifest", "shop.json", "--canonical", Self.magic])
        #expect(
            output
                == ToolOutput(
                    stdout:
                        "WF-HMAC-SHA256-1\nhttps\nshop.example.com\n/login/magic\nemail=ada%40example.com&token=abc\n1900000000\nn-1\n2026-11\n",
                    status: 0))
    }

    @Test("a route that takes unsigned links, a URL no route takes, and a link signed already: exit 1")
    func refusals() throws {
        let unsigned = try Self.run(Self.fixed + ["--manifest", "shop.json", "shop://product/1"])
        #expect(unsigned.status == 1 && unsigned.stderr.contains("takes unsigned links"), "\(unsigned)")
        let unknown = try Self.run(Self.fixed + ["--manifest", "shop.json", "shop://nowhere"])
        #expect(unknown.status == 1 && unknown.stderr.contains("no route"), "\(unknown)")
        let signed = try Self.run(Self.fixed + [Self.magic + "&wf_sig=x"])
        #expect(signed.status == 1 && signed.stderr.contains("signed already"), "\(signed)")
    }

    @Test("a short or unreadable key, a bad expiry, or two ways to name the signed query: exit 2")
    func usageErrors() throws {
        let short = try Self.run(Self.fixed + [Self.magic], key: String(Self.hexKey.prefix(62)))
        #expect(short.status == 2 && short.stderr.contains("31 bytes"), "\(short)")
        let unreadable = try Self.run(Self.fixed + [Self.magic], key: "not a key!")
        #expect(unreadable.status == 2, "\(unreadable)")
        let badExpiry = try Self.run(
            ["--key-file", "key.txt", "--key-id", "k", "--expires", "soon", Self.magic])
        #expect(badExpiry.status == 2, "\(badExpiry)")
        let both = try Self.run(Self.fixed + ["--manifest", "shop.json", "--signed", "token", Self.magic])
        #expect(both.status == 2, "\(both)")
        let missingFile = try runTool(["sign", "--key-file", "/nonexistent/key", "--key-id", "k", Self.magic])
        #expect(missingFile.status == 2 && missingFile.stderr.contains("cannot read"), "\(missingFile)")
    }

    @Test("without --expires or --nonce: ten minutes from now, and a fresh nonce each time")
    func defaults() throws {
        let first = try Self.run(["--key-file", "key.txt", "--key-id", "k", Self.magic])
        let second = try Self.run(["--key-file", "key.txt", "--key-id", "k", Self.magic])
        #expect(first.status == 0 && second.status == 0)
        #expect(first.stdout != second.stdout, "a fresh nonce")
        let expiry = try #require(first.stdout.firstMatch(of: #/wf_exp=([0-9]+)/#).flatMap { Double($0.output.1) })
        let ahead = expiry - Date().timeIntervalSince1970
        #expect(ahead > 500 && ahead <= 600, "\(ahead) s ahead")
    }

    @Test("lint warns of a signed route that no outside source reaches; explain says what is signed")
    func lintAndExplain() throws {
        let internalOnly = #"""
            {"version": 1, "schemes": ["shop"], "routes": [
              {"pattern": "/reset/<token>", "screen": "reset", "signed": []}
            ]}
            """#
        let fixtures = try FixtureDirectory(["internal.json": internalOnly, "shop.json": Self.manifest])
        defer { fixtures.remove() }
        let lint = try runTool(["lint", "internal.json"], in: fixtures.url)
        #expect(
            lint.stdout.contains(
                "warning: routes[0].signed: route '/reset/<token>': the route takes signed links only, but it is internal"),
            "\(lint)")
        let explain = try runTool(
            ["explain", "--manifest", "shop.json", "https://shop.example.com/login/magic"], in: fixtures.url)
        #expect(
            explain.stdout.contains("links from outside must be signed; the signature covers the path and email, token"),
            "\(explain)")
    }
}
