import Foundation
import Testing
import WayfinderManifest
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

@Suite("Manifest decoding", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ManifestDecodingTests {
    func issues(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        do {
            _ = try Manifest.decode(json: json, file: "m.json")
            Issue.record("expected the manifest to be refused", sourceLocation: sourceLocation)
            return []
        } catch {
            return error.issues.map(\.description)
        }
    }

    @Test("every problem is reported at once, in source order, with line and column")
    func allAtOnce() {
        #expect(
            issues(
                """
                {"version": 1, "routes": [
                  {"pattern": "/a", "screen": "a", "presentation": "push", "style": "sheet"},
                  {"pattern": "/b", "screen": "b", "exposure": "internal", "applications": ["com.x"]},
                  {"pattern": "/c", "screen": "c", "exposure": ["universal-link"], "applications": ["com.x"]},
                  {"pattern": "/d", "screen": "d", "pattren": "x"}
                ]}
                """) == [
                    "m.json:2:69: error: routes[0].style: route '/a': \"style\" applies only to \"present\" and \"present-in-stack\"",
                    "m.json:3:76: error: routes[1].applications: route '/b': \"applications\" needs \"exposure\" to include \"external\"",
                    "m.json:4:84: error: routes[2].applications: route '/c': \"applications\" needs \"exposure\" to include \"external\"",
                    "m.json:5:36: error: routes[3].pattren: route '/d': unknown key \"pattren\"; did you mean \"pattern\"?",
                ])
    }

    @Test("property lists keep no positions, so their problems name the file, key and route only")
    func propertyListIssuesHaveNoLine() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
              <key>version</key><integer>2</integer>
              <key>routes</key><array/>
            </dict></plist>
            """
        do {
            _ = try Manifest.decode(propertyList: Data(plist.utf8), file: "routes.plist")
            Issue.record("expected a refusal")
        } catch {
            #expect(error.issues.map(\.description) == ["routes.plist: error: version: this release reads version 1; found 2"])
        }
    }

    @Test("a manifest's router takes what the manifest does not say from a base configuration")
    func baseConfiguration() throws {
        let manifest = try Manifest.decode(
            json: #"{"version": 1, "schemes": ["shop"], "routes": [{"pattern": "/Product", "screen": "p"}]}"#)
        let router = try manifest.makeRouter(base: RouterConfiguration(caseInsensitivePaths: true))
        #expect(router.match("shop://host/PRODUCT") == nil)
        #expect(router.match("shop://PRODUCT") != nil)
        #expect(router.configuration.caseInsensitivePaths)
        #expect(router.configuration.schemes == ["shop"])
    }

    @Test("tabs of the base configuration stay when the manifest declares none")
    func tabsKept() throws {
        let manifest = try Manifest.decode(json: #"{"version": 1, "routes": []}"#)
        let base = NavigatorConfiguration(tabs: [TabDefinition(id: "home", screen: "home")])
        #expect(manifest.navigatorConfiguration(base: base).tabs.map(\.id) == ["home"])
    }
}

/// The library's reading of manifest files, bounded as the tool's is.
@Suite("Manifest: limits on what a file may be", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ManifestLimitTests {
    func write(_ bytes: Data, as name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(name)")
        try bytes.write(to: url)
        return url
    }

    @Test("a file over maximumBytes is refused, naming its size and the limit")
    func tooLarge() throws {
        let url = try write(Data(#"{"version": 1, "routes": []}"#.utf8), as: "m.json")
        defer { try? FileManager.default.removeItem(at: url) }
        let error = #expect(throws: ManifestError.self) {
            try Manifest.load(contentsOf: url, limits: ManifestLimits(maximumBytes: 10))
        }
        #expect(
            error?.issues.map(\.message) == [
                "the file is 28 bytes; a manifest may be at most 10 bytes (ManifestLimits.maximumBytes)"
            ])
        #expect(throws: Never.self) { try Manifest.load(contentsOf: url) }
    }

    @Test("a file that is not UTF-8 is refused with the offset of the first bad byte")
    func notUTF8() throws {
        var bytes = Data(#"{"version": 1, "routes": [{"pattern": "/"#.utf8)
        bytes.append(contentsOf: [0xC3, 0x28])
        let url = try write(bytes, as: "m.json")
        defer { try? FileManager.default.removeItem(at: url) }
        let error = #expect(throws: ManifestError.self) { try Manifest.load(contentsOf: url) }
        #expect(
            error?.issues.map(\.message) == ["the file is not UTF-8 text: the byte at offset 40 (0xC3) does not form a character"]
        )
    }

    @Test("JSON nested deeper than maximumDepth is refused at the spot")
    func tooDeep() throws {
        let text =
            #"{"version": 1, "routes": [], "x": "# + String(repeating: "[", count: 10) + String(repeating: "]", count: 10) + "}"
        let error = #expect(throws: ManifestError.self) {
            try Manifest.decode(json: text, limits: ManifestLimits(maximumDepth: 5))
        }
        #expect(
            error?.issues.first?.message.hasSuffix("values are nested more than 5 deep (ManifestLimits.maximumDepth)") == true)
    }
}

/// Every section of a manifest reports the keys it does not know, so a typo is never
/// silently ignored.
@Suite("Manifest: unknown keys in every section", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ManifestUnknownKeyTests {
    static let sections: [(name: String, json: String, key: String)] = [
        ("top level", #"{"version": 1, "routes": [], "colour": 1}"#, "colour"),
        ("routes[]", #"{"version": 1, "routes": [{"pattern": "/a", "screen": "a", "colour": 1}]}"#, "routes[0].colour"),
        (
            "webFallback", #"{"version": 1, "routes": [], "webFallback": {"screen": "web", "hosts": [], "colour": 1}}"#,
            "webFallback.colour"
        ),
        ("tabs[]", #"{"version": 1, "routes": [], "tabs": [{"id": "home", "screen": "home", "colour": 1}]}"#, "tabs[0].colour"),
        (
            "guards", #"{"version": 1, "routes": [], "guards": {"signedIn": {"sendsTo": "/login", "colour": 1}}}"#,
            "guards.signedIn.colour"
        ),
    ]

    @Test("an unknown key is an error naming its path", arguments: sections.map(\.name))
    func unknownKey(section: String) throws {
        let (_, json, key) = try #require(Self.sections.first { $0.name == section })
        let error = #expect(throws: ManifestError.self) { try Manifest.decode(json: json) }
        #expect(
            error?.issues.contains { $0.key == key && $0.message.hasPrefix("unknown key \"colour\"") } == true,
            "\(error?.issues ?? [])")
    }
}

@Suite("Manifest decoding: arrival policies", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ManifestArrivalTests {
    @Test(
        "a route's arrival names its policy and savedQuery its kept query; an unknown policy, or either on an action, is an error at its line"
    )
    func arrival() throws {
        let manifest = try Manifest.decode(
            json: """
                {"version": 1, "routes": [
                  {"pattern": "/a", "screen": "a", "arrival": "over"},
                  {"pattern": "/b", "screen": "b", "arrival": "existing-or-on-top", "savedQuery": ["tab"]},
                  {"pattern": "/c", "screen": "c"}
                ]}
                """)
        #expect(manifest.routes.map { $0.definition.arrival?.description } == ["over", "existing-or-on-top", nil])
        #expect(manifest.routes.map(\.definition.savedQuery) == [[], ["tab"], []])
        #expect(
            ManifestDecodingTests().issues(
                """
                {"version": 1, "routes": [
                  {"pattern": "/a", "screen": "a", "arrival": "sideways"},
                  {"pattern": "/b", "action": "b", "arrival": "over"},
                  {"pattern": "/c", "action": "c", "savedQuery": ["x"]}
                ]}
                """) == [
                    "m.json:2:47: error: routes[0].arrival: route '/a': 'sideways' is not an arrival policy; use \"in-tab\", \"on-top\", \"over\", \"existing\", \"keeping-work\" or \"existing-or-<policy>\"",
                    "m.json:3:47: error: routes[1].arrival: route '/b': \"arrival\" applies only to screen routes",
                    "m.json:4:50: error: routes[2].savedQuery: route '/c': \"savedQuery\" applies only to screen routes",
                ])
    }
}

@Suite("Manifest decoding: tab items", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ManifestTabItemTests {
    @Test("a tab's image names its SF Symbol; one that is not text is an error at its line")
    func image() throws {
        let manifest = try Manifest.decode(
            json: """
                {"version": 1, "routes": [], "tabs": [
                  {"id": "cart", "screen": "cart", "title": "Cart", "image": "cart"},
                  {"id": "home", "screen": "home"}
                ]}
                """)
        #expect(
            manifest.tabs == [
                TabDefinition(id: "cart", screen: "cart", title: "Cart", image: "cart"),
                TabDefinition(id: "home", screen: "home"),
            ])
        #expect(manifest.navigatorConfiguration().tabs.map(\.image) == ["cart", nil])
        let issues = ManifestDecodingTests().issues(
            """
            {"version": 1, "routes": [], "tabs": [
              {"id": "cart", "screen": "cart", "image": 7}
            ]}
            """)
        #expect(issues.count == 1 && issues[0].hasPrefix("m.json:2:") && issues[0].contains("tabs[0].image"), "\(issues)")
    }
}

@Suite("Manifest decoding: modal styles", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ManifestModalStyleTests {
    @Test("a route's style, detents and anchor make its modal style")
    func styles() throws {
        let manifest = try Manifest.decode(
            json: """
                {"version": 1, "routes": [
                  {"pattern": "/a", "screen": "a", "presentation": "present", "style": "sheet", "detents": ["medium", "large", "0.3", "240pt"]},
                  {"pattern": "/b", "screen": "b", "presentation": "present-in-stack", "style": "form-sheet"},
                  {"pattern": "/c", "screen": "c", "presentation": "present", "style": "popover", "anchor": "cartButton"},
                  {"pattern": "/d", "screen": "d", "presentation": "present", "detents": ["medium"]},
                  {"pattern": "/e", "screen": "e", "presentation": "present", "style": "page-sheet"}
                ]}
                """)
        let presentations = manifest.routes.map(\.definition.presentation)
        #expect(
            presentations == [
                .present(style: .sheet(detents: [.medium, .large, .fraction(0.3), .height(240)])),
                .presentInStack(style: .formSheet),
                .present(style: .popover(anchor: "cartButton")),
                .present(style: .sheet(detents: [.medium])),
                .present(style: .pageSheet),
            ])
    }

    @Test("a style's mistakes are errors at their lines")
    func mistakes() {
        let issues = ManifestDecodingTests().issues(
            """
            {"version": 1, "routes": [
              {"pattern": "/a", "screen": "a", "presentation": "present", "detents": ["half"]},
              {"pattern": "/b", "screen": "b", "presentation": "present", "style": "full-screen", "detents": ["medium"]},
              {"pattern": "/c", "screen": "c", "presentation": "present", "style": "popover"},
              {"pattern": "/d", "screen": "d", "presentation": "present", "anchor": "x"},
              {"pattern": "/e", "screen": "e", "presentation": "push", "detents": ["large"]},
              {"pattern": "/f", "screen": "f", "detents": ["1.5"]}
            ]}
            """)
        #expect(issues.count == 6, "\(issues.joined(separator: "\n"))")
        for (line, text) in [
            (2, "'half' is not a detent"), (3, "\"detents\" applies only to the \"sheet\" style"),
            (4, "a popover needs \"anchor\""), (5, "\"anchor\" applies only to the \"popover\" style"),
            (6, "\"detents\" applies only to \"present\" and \"present-in-stack\""),
            (7, "\"detents\" needs \"presentation\""),
        ] {
            #expect(
                issues.contains { $0.hasPrefix("m.json:\(line):") && $0.contains(text) },
                "line \(line): \(text)\n\(issues.joined(separator: "\n"))")
        }
    }
}
