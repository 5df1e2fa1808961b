import Foundation
import Testing
import WayfinderManifest

@testable import Wayfinder

/// `"signed"` in a manifest: the query names a route's signature covers.
@Suite("Manifests: routes that take signed links only")
struct SignedRouteManifestTests {
    @Test("\"signed\" lists the query names; an empty list signs the path only; without it, links are unsigned")
    func decodes() throws {
        let manifest = try Manifest.decode(
            json: """
                {"version": 1, "schemes": ["shop"], "routes": [
                  {"pattern": "/login/magic", "screen": "login", "exposure": ["universal-link"], "signed": ["token", "email"]},
                  {"pattern": "/invite/<code>", "screen": "invite", "exposure": "everywhere", "signed": []},
                  {"pattern": "/pay", "action": "pay", "exposure": ["universal-link"], "externalActions": "allowed", "signed": ["payment"]},
                  {"pattern": "/product/<int:id>", "screen": "product"}
                ]}
                """, file: "m.json")
        #expect(manifest.routes.map(\.definition.signed) == [.query(["token", "email"]), .path, .query(["payment"]), nil])
    }

    @Test("\"signed\" on a redirect, or not a list of names, is an error at its line and column")
    func refused() {
        do {
            _ = try Manifest.decode(
                json: """
                    {"version": 1, "routes": [
                      {"pattern": "/a", "redirect": "/b", "signed": ["t"]},
                      {"pattern": "/c", "screen": "c", "signed": "token"}
                    ]}
                    """, file: "m.json")
            Issue.record("expected the manifest to be refused")
        } catch {
            let issues = error.issues.map(\.description)
            #expect(
                issues.contains { $0.contains("routes[0].signed") && $0.contains("only to screen and action routes") },
                "\(issues)")
            #expect(issues.contains { $0.hasPrefix("m.json:3:") && $0.contains("routes[1].signed") }, "\(issues)")
        }
    }
}
