import Foundation
import Testing
import Wayfinder
import WayfinderTestSupport

@testable import WayfinderManifest

/// The rules a manifest's reader keeps, one test each, both sides where there are two: the
/// manifest that must load and the one that must be refused, with the problem named.
@Suite("Manifest rules", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ManifestRulesTests {
    /// The issues a manifest that must be refused is refused with.
    static func issues(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) -> [ManifestIssue] {
        do {
            _ = try Manifest.decode(json: json, file: "m.json")
            Issue.record("expected the manifest to be refused", sourceLocation: sourceLocation)
            return []
        } catch {
            return error.issues
        }
    }

    // MARK: Tabs

    @Test("a tab id used twice is an error at the second; distinct ids load")
    func tabIDUsedTwice() throws {
        let issues = Self.issues(
            #"{"version": 1, "routes": [], "tabs": [{"id": "home", "screen": "home"}, {"id": "home", "screen": "feed"}]}"#)
        #expect(issues.map(\.text) == ["tabs[1].id: the tab id 'home' is used twice"])
        let manifest = try Manifest.decode(
            json: #"{"version": 1, "routes": [], "tabs": [{"id": "home", "screen": "home"}, {"id": "feed", "screen": "feed"}]}"#)
        #expect(manifest.tabs.map(\.id) == ["home", "feed"])
    }

    // MARK: What applies to which route

    /// The keys only a screen route takes, each with a value it could take there.
    static let screenOnlyKeys: [(key: String, value: String)] = [
        ("presentation", #""present""#),
        ("style", #""sheet""#),
        ("detents", #"["medium"]"#),
        ("anchor", #""button""#),
        ("parent", #""/a""#),
        ("tab", #""home""#),
        ("arrival", #""over""#),
        ("savedQuery", #"["q"]"#),
    ]

    @Test(
        "a screen-only key on a redirect or an action route is an error",
        arguments: ["redirect", "action"], screenOnlyKeys.map(\.key))
    func screenOnlyKey(kind: String, key: String) throws {
        let value = try #require(Self.screenOnlyKeys.first { $0.key == key }?.value)
        let target = kind == "redirect" ? "/a" : "go"
        let issues = Self.issues(
            """
            {"version": 1, "tabs": [{"id": "home", "screen": "home"}], "routes": [
              {"pattern": "/a", "screen": "a"},
              {"pattern": "/r", "\(kind)": "\(target)", "\(key)": \(value)}
            ]}
            """)
        #expect(
            issues.contains { $0.key == "routes[1].\(key)" && $0.message == "\"\(key)\" applies only to screen routes" },
            "\(issues.map(\.text))")
    }

    @Test("the screen-only keys load on a screen route")
    func screenOnlyKeysOnAScreen() throws {
        let manifest = try Manifest.decode(
            json: """
                {"version": 1, "tabs": [{"id": "home", "screen": "home"}], "routes": [
                  {"pattern": "/a", "screen": "a"},
                  {"pattern": "/s", "screen": "s", "presentation": "present", "style": "popover", "anchor": "button",
                   "parent": "/a", "tab": "home", "arrival": "over", "savedQuery": ["q"]},
                  {"pattern": "/t", "screen": "t", "presentation": "present", "style": "sheet", "detents": ["medium"]}
                ]}
                """)
        #expect(manifest.routes.map(\.pattern) == ["/a", "/s", "/t"])
        let screen = try #require(manifest.routes.dropFirst().first?.definition)
        #expect(screen.presentation == .present(style: .popover(anchor: "button")))
        #expect(screen.parent == "/a" && screen.tab == "home" && screen.savedQuery == ["q"])
        #expect(screen.arrival?.description == "over")
        #expect(manifest.routes.last?.definition.presentation == .present(style: .sheet(detents: [.medium])))
    }

    /// The keys that shape a modal, each with a value it could take.
    static let modalKeys: [(key: String, value: String)] = [
        ("style", #""sheet""#),
        ("detents", #"["medium"]"#),
        ("anchor", #""button""#),
    ]

    @Test("style, detents and anchor without a presentation are errors", arguments: modalKeys.map(\.key))
    func modalKeyNeedsPresentation(key: String) throws {
        let value = try #require(Self.modalKeys.first { $0.key == key }?.value)
        let issues = Self.issues(#"{"version": 1, "routes": [{"pattern": "/a", "screen": "a", "\#(key)": \#(value)}]}"#)
        #expect(
            issues.map(\.text) == [
                "routes[0].\(key): route '/a': \"\(key)\" needs \"presentation\": \"present\" or \"present-in-stack\""
            ])
    }

    @Test("an anchor with a presentation and a popover style loads")
    func anchorWithPresentation() throws {
        let manifest = try Manifest.decode(
            json:
                #"{"version": 1, "routes": [{"pattern": "/a", "screen": "a", "presentation": "present-in-stack", "style": "popover", "anchor": "button"}]}"#
        )
        #expect(manifest.routes.first?.definition.presentation == .presentInStack(style: .popover(anchor: "button")))
    }

    @Test("externalActions on a route that is not an action is an error", arguments: ["screen", "redirect"])
    func externalActionsOffAnAction(kind: String) {
        let target = kind == "redirect" ? "/a" : "r"
        let issues = Self.issues(
            """
            {"version": 1, "routes": [
              {"pattern": "/a", "screen": "a"},
              {"pattern": "/r", "\(kind)": "\(target)", "externalActions": "allowed"}
            ]}
            """)
        #expect(
            issues.map(\.text) == ["routes[1].externalActions: route '/r': \"externalActions\" applies only to action routes"])
    }

    @Test("externalActions on an action route loads")
    func externalActionsOnAnAction() throws {
        let manifest = try Manifest.decode(
            json:
                #"{"version": 1, "routes": [{"pattern": "/go", "action": "go", "exposure": ["external"], "externalActions": "allowed"}]}"#
        )
        #expect(manifest.routes.first?.definition.externalActions == .allowed)
    }

    // MARK: Routes with problems

    /// Routes with one problem each, that the reader can still make out a pattern and a target of.
    static let problemRoutes: [(name: String, route: String)] = [
        ("an unknown arrival", #"{"pattern": "/b", "screen": "b", "arrival": "sideways"}"#),
        ("an unknown exposure", #"{"pattern": "/b", "screen": "b", "exposure": ["web"]}"#),
        ("an unknown presentation", #"{"pattern": "/b", "screen": "b", "presentation": "sideways"}"#),
        ("externalActions on a screen", #"{"pattern": "/b", "screen": "b", "externalActions": "allowed"}"#),
        ("an empty name", #"{"pattern": "/b", "screen": "b", "name": ""}"#),
        ("a tab on an action", #"{"pattern": "/b", "action": "b", "tab": "home"}"#),
        ("applications without external", #"{"pattern": "/b", "screen": "b", "applications": ["com.partner"]}"#),
    ]

    @Test("a route with any problem is not built; the routes around it are", arguments: problemRoutes.map(\.name))
    func routeWithAProblemIsNotBuilt(problem: String) throws {
        let route = try #require(Self.problemRoutes.first { $0.name == problem }?.route)
        let node = try JSONSourceParser.parse(
            #"{"version": 1, "routes": [{"pattern": "/a", "screen": "a"}, "# + route + #", {"pattern": "/c", "screen": "c"}]}"#)
        var decoder = ManifestDecoder(file: "m.json")
        let manifest = decoder.decode(node)
        #expect(!decoder.issues.isEmpty)
        #expect(decoder.issues.allSatisfy { $0.routeIndex == 1 }, "\(decoder.issues.map(\.text))")
        #expect(manifest.routes.map(\.pattern) == ["/a", "/c"])
    }

    @Test("a route with a problem is left out of the table's checks: no conflict is reported against it")
    func routeWithAProblemDoesNotConflict() {
        let issues = Self.issues(
            """
            {"version": 1, "routes": [
              {"pattern": "/a", "screen": "a"},
              {"pattern": "/a", "screen": "b", "arrival": "sideways"}
            ]}
            """)
        #expect(issues.count == 1, "\(issues.map(\.text))")
        #expect(issues.first?.key == "routes[1].arrival")
    }

    // MARK: Exposure

    @Test("apps named in applications take the place of every app")
    func applicationsReplaceEveryApp() throws {
        let manifest = try Manifest.decode(
            json: """
                {"version": 1, "routes": [
                  {"pattern": "/partner", "screen": "partner", "exposure": ["external"], "applications": ["com.partner"]},
                  {"pattern": "/open", "screen": "open", "exposure": ["external"]},
                  {"pattern": "/web", "screen": "web", "exposure": "everywhere", "applications": ["com.partner"]}
                ]}
                """)
        try #require(manifest.routes.count == 3)
        let partner = manifest.routes[0].definition.exposure
        #expect(partner == [.otherApp(bundleID: "com.partner")])
        #expect(partner.allows(.otherApp(bundleID: "com.partner")))
        #expect(!partner.allows(.otherApp(bundleID: "com.other")))
        #expect(!partner.allows(.otherApp()))
        #expect(!partner.allows(.universalLink))
        // Without applications, every app.
        let open = manifest.routes[1].definition.exposure
        #expect(open.allows(.otherApp(bundleID: "com.other")) && open.allows(.otherApp()))
        // Everywhere with applications: every other source still, and only the named app.
        let web = manifest.routes[2].definition.exposure
        #expect(web.allows(.universalLink) && web.allows(.notification) && web.allows(.widget))
        #expect(web.allows(.otherApp(bundleID: "com.partner")))
        #expect(!web.allows(.otherApp(bundleID: "com.other")) && !web.allows(.otherApp()))
    }

    // MARK: Modal styles

    @Test(
        "an anchor on any style but a popover is an error",
        arguments: ["sheet", "full-screen", "form-sheet", "page-sheet"])
    func anchorOffAPopover(style: String) {
        let issues = Self.issues(
            #"{"version": 1, "routes": [{"pattern": "/a", "screen": "a", "presentation": "present", "style": "\#(style)", "anchor": "button"}]}"#
        )
        #expect(issues.map(\.text) == ["routes[0].anchor: route '/a': \"anchor\" applies only to the \"popover\" style"])
    }

    @Test("a popover's anchor is not empty")
    func popoverEmptyAnchor() throws {
        let issues = Self.issues(
            #"{"version": 1, "routes": [{"pattern": "/a", "screen": "a", "presentation": "present", "style": "popover", "anchor": ""}]}"#
        )
        #expect(
            issues.map(\.text) == [
                "routes[0].style: route '/a': a popover needs \"anchor\": the name of the control it points at"
            ])
        let manifest = try Manifest.decode(
            json:
                #"{"version": 1, "routes": [{"pattern": "/a", "screen": "a", "presentation": "present", "style": "popover", "anchor": "b"}]}"#
        )
        #expect(manifest.routes.first?.definition.presentation == .present(style: .popover(anchor: "b")))
    }

    // MARK: Keys written twice

    static let repeatedKeys: [(name: String, json: String, text: String)] = [
        ("top level", #"{"version": 1, "version": 1, "routes": []}"#, #"version: the key "version" appears twice"#),
        (
            "routes[]", #"{"version": 1, "routes": [{"pattern": "/a", "screen": "a", "screen": "b"}]}"#,
            #"routes[0].screen: route '/a': the key "screen" appears twice"#
        ),
        (
            "tabs[]", #"{"version": 1, "routes": [], "tabs": [{"id": "home", "id": "feed", "screen": "home"}]}"#,
            #"tabs[0].id: the key "id" appears twice"#
        ),
    ]

    @Test("a key written twice in one object is an error", arguments: repeatedKeys.map(\.name))
    func keyWrittenTwice(section: String) throws {
        let (_, json, text) = try #require(Self.repeatedKeys.first { $0.name == section })
        #expect(Self.issues(json).map(\.text) == [text])
    }

    // MARK: Size

    @Test("a file of exactly maximumBytes loads; one byte more is refused")
    func exactlyTheSizeLimit() throws {
        let json = #"{"version": 1, "routes": [{"pattern": "/a", "screen": "a"}]}"#
        let exact = Data((json + String(repeating: " ", count: 40)).utf8)
        let over = Data((json + String(repeating: " ", count: 41)).utf8)
        let limit = exact.count
        #expect(over.count == limit + 1)
        let directory = FileManager.default.temporaryDirectory
        let exactURL = directory.appendingPathComponent("exact-\(UUID().uuidString).json")
        let overURL = directory.appendingPathComponent("over-\(UUID().uuidString).json")
        try exact.write(to: exactURL)
        try over.write(to: overURL)
        defer {
            try? FileManager.default.removeItem(at: exactURL)
            try? FileManager.default.removeItem(at: overURL)
        }
        let manifest = try Manifest.load(contentsOf: exactURL, limits: ManifestLimits(maximumBytes: limit))
        #expect(manifest.routes.map(\.pattern) == ["/a"])
        let error = try #require(throws: ManifestError.self) {
            try Manifest.load(contentsOf: overURL, limits: ManifestLimits(maximumBytes: limit))
        }
        #expect(
            error.issues.map(\.message) == [
                "the file is \(limit + 1) bytes; a manifest may be at most \(limit) bytes (ManifestLimits.maximumBytes)"
            ])
    }

    // MARK: Merging

    @Test("merged manifests list a scheme, a host, a system scheme and a callback host once, in the order first named")
    func mergingListsEachOnce() throws {
        let app = try Manifest.decode(
            json: """
                {"version": 1, "schemes": ["shop"], "universalLinkHosts": ["shop.example.com"], "systemOpener": ["tel"],
                 "callbackHosts": ["pay.example.com"], "routes": [{"pattern": "/a", "screen": "a"}]}
                """, file: "app.json")
        let shop = try Manifest.decode(
            json: """
                {"version": 1, "fragment": true, "schemes": ["shop", "app"], "universalLinkHosts": ["shop.example.com"],
                 "systemOpener": ["tel"], "callbackHosts": ["pay.example.com"], "routes": [{"pattern": "/b", "screen": "b"}]}
                """, file: "shop.json")
        let account = try Manifest.decode(
            json: #"{"version": 1, "fragment": true, "schemes": ["app", "shop"], "routes": [{"pattern": "/c", "screen": "c"}]}"#,
            file: "account.json")
        let merged = try Manifest.merging([app, shop, account], file: "routes")
        #expect(merged.schemes == ["shop", "app"])
        #expect(merged.universalLinkHosts == ["shop.example.com"])
        #expect(merged.systemOpenerSchemes == ["tel"])
        #expect(merged.callbackHosts == ["pay.example.com"])
        #expect(merged.routes.map(\.pattern) == ["/a", "/b", "/c"])
    }
}
