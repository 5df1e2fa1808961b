import Foundation
import Testing
import Wayfinder
import WayfinderTestSupport

@testable import WayfinderManifest

/// The size limit guards every format before its reader runs: JSON, property lists and YAML
/// alike, through the one reader the library and the tool share.
@Suite("Manifest size limit, for every format", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ManifestSizeLimitTests {
    /// A valid manifest in each format, over 200 bytes.
    static let json =
        #"{"version": 1, "routes": [{"pattern": "/product/<int:id>", "screen": "product", "description": "\#(String(repeating: "x", count: 200))"}]}"#

    static func write(_ data: Data, as name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("size-\(UUID().uuidString)-\(name)")
        try data.write(to: url)
        return url
    }

    static func propertyList() throws -> Data {
        let object: [String: Any] = [
            "version": 1,
            "routes": [["pattern": "/product/<int:id>", "screen": "product", "description": String(repeating: "x", count: 200)]],
        ]
        return try PropertyListSerialization.data(fromPropertyList: object, format: .xml, options: 0)
    }

    @Test("a file over the limit is refused before it is read, whatever its format", arguments: ["json", "plist", "yaml"])
    func overTheLimit(format: String) throws {
        let data = format == "plist" ? try Self.propertyList() : Data(Self.json.utf8)
        let url = try Self.write(data, as: "routes.\(format)")
        defer { try? FileManager.default.removeItem(at: url) }
        nonisolated(unsafe) var yamlReaderRan = false
        let reader: ManifestSource.YAMLReader = { (text, file, base, limits) throws(ManifestError) in
            yamlReaderRan = true
            return try Manifest.decode(json: text, file: file, base: base, limits: limits)
        }
        let limits = ManifestLimits(maximumBytes: 100)
        let failure = try #require(throws: ManifestSource.Failure.self) {
            try ManifestSource.read(contentsOf: url, name: "routes.\(format)", limits: limits, readYAML: reader, noYAML: "")
        }
        #expect(
            failure.error.issues.first?.message.hasPrefix("the file is \(data.count) bytes; a manifest may be at most 100 bytes")
                == true)
        #expect(!yamlReaderRan)
        // Within the limit, the same file loads.
        let loaded = try ManifestSource.read(
            contentsOf: url, name: "routes.\(format)", limits: ManifestLimits(maximumBytes: 4096), readYAML: reader, noYAML: "")
        #expect(loaded.manifest.routes.first?.pattern == "/product/<int:id>")
        #expect((loaded.text == nil) == (format == "plist"))
    }

    @Test("Manifest.load applies the limit to property lists as to JSON, and names the YAML module for YAML")
    func libraryLoad() throws {
        for (format, data) in [("json", Data(Self.json.utf8)), ("plist", try Self.propertyList())] {
            let url = try Self.write(data, as: "routes.\(format)")
            defer { try? FileManager.default.removeItem(at: url) }
            let error = try #require(throws: ManifestError.self) {
                try Manifest.load(contentsOf: url, limits: ManifestLimits(maximumBytes: 100))
            }
            #expect(error.issues.first?.message.contains("at most 100 bytes") == true, "\(format)")
        }
        let yaml = try Self.write(Data("version: 1\n".utf8), as: "routes.yaml")
        defer { try? FileManager.default.removeItem(at: yaml) }
        let error = try #require(throws: ManifestError.self) { try Manifest.load(contentsOf: yaml) }
        #expect(error.issues.first?.message.contains("WayfinderYAML") == true)
    }
}
