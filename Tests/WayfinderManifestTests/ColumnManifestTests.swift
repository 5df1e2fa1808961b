import Foundation
import Testing
import WayfinderManifest

@testable import Wayfinder

/// `"column"` in a manifest: the split view column a route's screens show in.
@Suite("Manifests: the column a route's screens show in")
struct ColumnManifestTests {
    @Test("\"column\" names the column; routes without it name none")
    func decodes() throws {
        let manifest = try Manifest.decode(
            json: """
                {"version": 1, "schemes": ["mail"], "routes": [
                  {"pattern": "/mail", "screen": "mailboxes", "column": "sidebar"},
                  {"pattern": "/mail/<box>", "screen": "inbox", "parent": "/mail", "column": "supplementary"},
                  {"pattern": "/mail/<box>/<int:id>", "screen": "message", "parent": "/mail/<box>", "column": "detail"},
                  {"pattern": "/settings", "screen": "settings"}
                ]}
                """, file: "m.json")
        #expect(manifest.routes.map(\.definition.column) == [.sidebar, .supplementary, .detail, nil])
    }

    @Test("an unknown column, or one on an action, is an error at its place")
    func refused() {
        do {
            _ = try Manifest.decode(
                json: """
                    {"version": 1, "routes": [
                      {"pattern": "/a", "screen": "a", "column": "middle"},
                      {"pattern": "/b", "action": "b", "column": "detail"}
                    ]}
                    """, file: "m.json")
            Issue.record("expected the manifest to be refused")
        } catch {
            let issues = error.issues.map(\.description)
            #expect(
                issues.contains {
                    $0.contains("routes[0].column")
                        && $0.contains(#""column" is one of "sidebar", "supplementary", "detail"; found "middle""#)
                }, "\(issues)")
            #expect(issues.contains { $0.contains("routes[1].column") && $0.contains("only to screen routes") }, "\(issues)")
        }
    }
}
