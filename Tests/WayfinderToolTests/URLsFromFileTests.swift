import Foundation
import Testing

/// `--urls-from`: `match` and `open` read URLs from a file or standard input, one a line, after
/// the URLs given as arguments, so thousands of URLs are read in one pass (ArgumentParser's
/// positional arguments take time that grows with the square of their number).
@Suite("wayfinder match and open read URLs from a file", .timeLimit(.minutes(5)))
struct URLsFromFileTests {
    @Test("match: the arguments first, then the file's lines; blank lines and CRs are dropped")
    func matchFromFile() throws {
        let fixtures = try FixtureDirectory(["urls.txt": "shop://product/2\r\n\nshop://product/x\nshop://product/3\n"])
        defer { fixtures.remove() }
        let output = try runTool(
            [
                "match", "--pattern", "/product/<int:id>", "--scheme", "shop", "--json",
                "--urls-from", "urls.txt", "shop://product/1",
            ], in: fixtures.url)
        #expect(output.status == 0, "\(output)")
        let urls = output.stdout.split(separator: "\n").map { line in
            String(line.split(separator: "\"")[3])
        }
        #expect(urls == ["shop://product/1", "shop://product/2", "shop://product/x", "shop://product/3"])
    }

    @Test("match: '-' reads standard input")
    func matchFromStandardInput() throws {
        let output = try runTool(
            ["match", "--pattern", "/a/<id>", "--scheme", "shop", "--urls-from", "-"],
            input: "shop://a/1\nshop://b\n")
        #expect(
            output
                == ToolOutput(
                    stdout: """
                        shop://a/1
                          matched   pattern 0: /a/<id>
                          param     id = 1
                        shop://b
                          no match

                        """, status: 0))
    }

    @Test("open: the URLs of a file open in order, as the arguments would")
    func openFromFile() throws {
        let urls = ["shop://product/42", "shop://login", "shop://nowhere"]
        let fixtures = try FixtureDirectory(["shop.json": CommandFixtures.shop, "urls.txt": urls.joined(separator: "\n")])
        defer { fixtures.remove() }
        let fromFile = try runTool(["open", "--manifest", "shop.json", "--json", "--urls-from", "urls.txt"], in: fixtures.url)
        let fromArguments = try runTool(["open", "--manifest", "shop.json", "--json"] + urls, in: fixtures.url)
        #expect(fromFile.status == 0, "\(fromFile)")
        #expect(fromFile == fromArguments)
        #expect(fromFile.stdout.split(separator: "\n").count == urls.count + 1)
    }

    @Test("a file that cannot be read, or is not UTF-8: exit 1 with the reason")
    func unreadable() throws {
        let fixtures = try FixtureDirectory([:])
        defer { fixtures.remove() }
        try Data([0x73, 0x68, 0xFF, 0x0A]).write(to: fixtures.url.appendingPathComponent("bad.txt"))
        let missing = try runTool(["match", "--pattern", "/a", "--urls-from", "missing.txt"], in: fixtures.url)
        #expect(missing.status == 1 && missing.stderr.hasPrefix("error: cannot read missing.txt"), "\(missing)")
        let binary = try runTool(["match", "--pattern", "/a", "--urls-from", "bad.txt"], in: fixtures.url)
        #expect(binary == ToolOutput(stderr: "error: bad.txt is not UTF-8\n", status: 1))
    }

    @Test("10,000 URLs from a file are read and matched, each once")
    func manyURLs() throws {
        let urls = (0..<10_000).map { "shop://product/\($0)" }
        let output = try runTool(
            ["match", "--pattern", "/product/<int:id>", "--scheme", "shop", "--json", "--urls-from", "-"],
            input: urls.joined(separator: "\n"))
        #expect(output.status == 0)
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.count == 10_000)
        #expect(lines.last?.contains(#""params": {"id": "9999"}"#) == true)
    }
}
