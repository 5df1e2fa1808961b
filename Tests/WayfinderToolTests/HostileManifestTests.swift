import Foundation
import Testing

/// Manifests are input: the tool reads them as the library does, bounded in size, depth and
/// the values YAML aliases expand to, and refuses bytes that are not UTF-8.
@Suite("wayfinder lint: hostile manifests", .timeLimit(.minutes(5)))
struct HostileManifestTests {
    /// Writes `files` (raw bytes) into a temporary directory and lints `name`.
    func lint(_ name: String, bytes: Data) throws -> ToolOutput {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try bytes.write(to: directory.appendingPathComponent(name))
        return try runTool(["lint", name], in: directory)
    }

    /// Aliases that repeat aliases: 350 bytes that expand to five times 9^6, some 2.7 million
    /// values, just past the default limit of 2.5 million. Not more: were the limit gone, the
    /// test must fail in seconds, not expand until memory runs out.
    static let billionLaughs = """
        version: 1
        a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
        b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
        c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
        d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
        e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
        f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
        g: &g [*f,*f,*f,*f,*f]
        routes: []

        """

    @Test("a billion-laughs YAML file is refused at the value limit, quickly", .readsYAML)
    func billionLaughs() throws {
        let output = try lint("laughs.yaml", bytes: Data(Self.billionLaughs.utf8))
        #expect(output.status == 1)
        #expect(
            output.stdout.hasPrefix(
                "laughs.yaml:2:8: error: the YAML holds more than 2500000 values once its aliases are expanded (ManifestLimits.maximumValues)"
            ), "\(output)")
    }

    @Test("YAML nested deeper than the depth limit is refused", .readsYAML)
    func deepYAML() throws {
        let deep = "version: 1\nroutes: []\nx: " + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "\n"
        let output = try lint("deep.yaml", bytes: Data(deep.utf8))
        #expect(output.status == 1)
        #expect(output.stdout.contains("error: values are nested more than 64 deep (ManifestLimits.maximumDepth)"), "\(output)")
    }

    @Test(
        "a file that is not UTF-8 is refused with the offset of the first bad byte, in every format", arguments: ["json", "yaml"])
    func notUTF8(format: String) throws {
        var bytes = Data(#"{"version": 1, "routes": [{"pattern": "/caf"#.utf8)
        bytes.append(0xE9)
        bytes.append(contentsOf: Data(#"", "screen": "x"}]}"#.utf8))
        let output = try lint("bad.\(format)", bytes: bytes)
        #expect(output.status == 1)
        #expect(
            output.stdout
                == "bad.\(format): error: the file is not UTF-8 text: the byte at offset 43 (0xE9) does not form a character\n",
            "\(output)")
    }

    @Test("a file over the size limit is refused before it is parsed")
    func tooLarge() throws {
        let padding = String(repeating: " ", count: 16 << 20)
        let output = try lint("big.json", bytes: Data((#"{"version": 1, "routes": []}"# + padding).utf8))
        #expect(output.status == 1)
        #expect(
            output.stdout
                == "big.json: error: the file is \((16 << 20) + 28) bytes; a manifest may be at most 16777216 bytes (ManifestLimits.maximumBytes)\n",
            "\(output)")
    }
}
