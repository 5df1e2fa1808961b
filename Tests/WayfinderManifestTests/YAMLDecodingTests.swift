#if YAML
import Testing
import WayfinderTestSupport
import Wayfinder
import WayfinderManifest
@testable import WayfinderYAML

/// `Manifest.decode(yaml:)`: the library reads YAML as the tool does, with positions, and
/// within the limits.
@Suite("YAML manifests", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct YAMLDecodingTests {
    @Test("a YAML manifest decodes to the same routes as its JSON twin")
    func sameAsJSON() throws {
        let yaml = try Manifest.decode(
            yaml: """
                version: 1
                schemes: [shop]
                routes:
                  - pattern: /product/<int:id>
                    screen: product
                    exposure: everywhere
                  - pattern: /cart/count
                    action: cartCount
                """, file: "routes.yaml")
        let json = try Manifest.decode(
            json: """
                {"version": 1, "schemes": ["shop"], "routes": [
                  {"pattern": "/product/<int:id>", "screen": "product", "exposure": "everywhere"},
                  {"pattern": "/cart/count", "action": "cartCount"}]}
                """, file: "routes.json")
        #expect(yaml.routes.map(\.pattern) == json.routes.map(\.pattern))
        #expect(yaml.routes.map { "\($0.definition.destination)" } == json.routes.map { "\($0.definition.destination)" })
        #expect(yaml.routes.map(\.definition.exposure) == json.routes.map(\.definition.exposure))
        #expect(try yaml.makeRouter().match("shop://product/42")?.parameters["id"] == "42")
    }

    @Test("a problem names the YAML line and column")
    func positions() {
        let error = #expect(throws: ManifestError.self) {
            try Manifest.decode(
                yaml: "version: 1\nroutes:\n  - pattern: /product/<int:id\n    screen: product\n", file: "bad.yaml")
        }
        let issue = error?.issues.first
        #expect(issue?.mark?.line == 3, "\(String(describing: error))")
        #expect(issue?.file == "bad.yaml")
    }

    @Test("aliases that multiply are refused at the value limit, before anything is built")
    func billionLaughs() {
        // 9^5 values against a limit of 20,000: were the limit gone, the whole file would be
        // built in moments and the test fail, instead of expanding until memory runs out.
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x]\n"
        for level in 1...4 {
            let previous = "*a\(level - 1)"
            text += "a\(level): &a\(level) [\(Array(repeating: previous, count: 9).joined(separator: ", "))]\n"
        }
        // A lower limit than the default keeps the debug-build test fast; the tool's test runs
        // the default one.
        let error = #expect(throws: ManifestError.self) {
            try Manifest.decode(yaml: text, file: "laughs.yaml", limits: ManifestLimits(maximumValues: 20_000))
        }
        #expect(
            error?.issues.first?.message.contains(
                "more than 20000 values once its aliases are expanded (ManifestLimits.maximumValues)") == true,
            "\(String(describing: error))")
    }

    @Test("nesting deeper than the limit is refused, naming the limit")
    func depth() {
        let text = "version: 1\nx: " + String(repeating: "[", count: 80) + String(repeating: "]", count: 80) + "\n"
        let error = #expect(throws: ManifestError.self) {
            try Manifest.decode(yaml: text, file: "deep.yaml", limits: ManifestLimits(maximumDepth: 32))
        }
        #expect(error?.issues.first?.message.contains("ManifestLimits.maximumDepth") == true, "\(String(describing: error))")
    }

    @Test("text that is not YAML is refused with the parser's position", arguments: ["routes: [", "a: b: c", "\t- x"])
    func notYAML(_ text: String) {
        let error = #expect(throws: ManifestError.self) { try Manifest.decode(yaml: text, file: "broken.yaml") }
        #expect(error?.issues.isEmpty == false)
        #expect(error?.issues.first?.message.isEmpty == false)
    }

    @Test(
        "plain scalars resolve by the core schema; YAML 1.1 base-60 numbers stay text and never trap",
        arguments: [
            // Found by FuzzManifestYAML: Yams' resolver stopped the process on this base-60 number.
            ("-33:-3:63:-3:63:6:-3:6:-3:63:6", "\"-33:-3:63:-3:63:6:-3:6:-3:63:6\""),
            ("1:30", "\"1:30\""), ("0x1F", "31.0"), ("0o17", "15.0"), ("0o8", "\"0o8\""), ("-12.5e1", "-125.0"),
            ("99999999999999999999999", "1e+23"), ("0xFFFFFFFFFFFFFFFFFFFF", "inf"), (".5", "0.5"), ("1_000", "\"1_000\""),
            ("~", "null"), ("True", "true"), ("no", "\"no\""), ("yes", "\"yes\""), ("1e", "\"1e\""), ("-", "\"-\""),
        ])
    func coreSchema(text: String, expected: String) throws {
        let described =
            switch CoreSchema.value(of: text) {
            case .null: "null"
            case .bool(let flag): "\(flag)"
            case .number(let number): "\(number)"
            case .string(let text): "\"\(text)\""
            default: "?"
            }
        #expect(described == expected, "\(text) read as \(described)")
    }

    @Test("the input that stopped the process is now a manifest error")
    func fuzzFinding() {
        let error = #expect(throws: ManifestError.self) {
            try Manifest.decode(yaml: "-33:-3:63:-3:63:6:-3:6:-3:63:6", file: "crash.yaml")
        }
        #expect(error?.issues.isEmpty == false)
    }
}
#endif
