import Foundation
import Testing
import WayfinderManifest

@testable import Wayfinder

/// `"activityType"` in a manifest: the `NSUserActivity` type a route's screens advertise.
@Suite("Manifests: the activity type a route's screens advertise")
struct ActivityTypeManifestTests {
    @Test("\"activityType\" names the type; routes without it advertise nothing")
    func decodes() throws {
        let manifest = try Manifest.decode(
            json: """
                {"version": 1, "schemes": ["shop"], "routes": [
                  {"pattern": "/product/<int:id>", "screen": "product", "exposure": ["handoff"], "activityType": "com.example.product"},
                  {"pattern": "/cart", "screen": "cart"}
                ]}
                """, file: "m.json")
        #expect(manifest.routes.map(\.definition.activityType) == ["com.example.product", nil])
    }

    @Test("on an action route, or empty, \"activityType\" is an error")
    func refused() {
        do {
            _ = try Manifest.decode(
                json: """
                    {"version": 1, "routes": [
                      {"pattern": "/a", "action": "a", "activityType": "com.example.a"},
                      {"pattern": "/b", "screen": "b", "activityType": ""}
                    ]}
                    """, file: "m.json")
            Issue.record("expected the manifest to be refused")
        } catch {
            let issues = error.issues.map(\.description)
            #expect(
                issues.contains { $0.contains("routes[0].activityType") && $0.contains("only to screen routes") }, "\(issues)")
            #expect(issues.contains { $0.contains("routes[1].activityType") && $0.contains("not empty") }, "\(issues)")
        }
    }

    @Test("a route that advertises an activity but is not exposed to handoff is reported")
    func notExposed() throws {
        let manifest = try Manifest.decode(
            json: """
                {"version": 1, "schemes": ["shop"], "routes": [
                  {"pattern": "/product/<int:id>", "screen": "product", "activityType": "com.example.product"}
                ]}
                """, file: "m.json")
        var validator = RouteTableValidator(router: try manifest.makeRouter())
        validator.checksPatterns = false
        let messages = validator.diagnostics().map(\.message)
        #expect(messages.contains { $0.contains("not exposed to handoff") }, "\(messages)")
    }
}
