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

    @Test("\"activityParameters\" says how the activity carries the screen: \"url\" (the default) or \"userInfo\"")
    func decodesParameters() throws {
        let manifest = try Manifest.decode(
            json: """
                {"version": 1, "schemes": ["shop"], "routes": [
                  {"pattern": "/product/<int:id>", "screen": "product", "exposure": ["handoff"],
                   "activityType": "com.example.product", "activityParameters": "userInfo"},
                  {"pattern": "/order/<int:id>", "screen": "order", "exposure": ["handoff"],
                   "activityType": "com.example.order", "activityParameters": "url"},
                  {"pattern": "/cart", "screen": "cart", "activityType": "com.example.cart"}
                ]}
                """, file: "m.json")
        #expect(manifest.routes.map(\.definition.activityParameters) == [.inUserInfo, .inURL, .inURL])
    }

    @Test("an unknown \"activityParameters\", one without an \"activityType\", or on an action, is an error")
    func refusedParameters() {
        do {
            _ = try Manifest.decode(
                json: """
                    {"version": 1, "routes": [
                      {"pattern": "/a", "screen": "a", "activityType": "com.example.a", "activityParameters": "query"},
                      {"pattern": "/b", "screen": "b", "activityParameters": "userInfo"},
                      {"pattern": "/c", "action": "c", "activityParameters": "url"}
                    ]}
                    """, file: "m.json")
            Issue.record("expected the manifest to be refused")
        } catch {
            let issues = error.issues.map(\.description)
            #expect(
                issues.contains { $0.contains("routes[0].activityParameters") && $0.contains("found \"query\"") },
                "\(issues)")
            #expect(
                issues.contains { $0.contains("routes[1].activityParameters") && $0.contains("needs an \"activityType\"") },
                "\(issues)")
            #expect(
                issues.contains { $0.contains("routes[2].activityParameters") && $0.contains("only to screen routes") },
                "\(issues)")
        }
    }

    @Test("a route whose activity carries parameters it cannot name, or that has no activity type, is reported")
    func parametersUnusable() throws {
        let routes = Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["shop"]))
        try routes.register(
            "/files/**", screen: "files", exposure: [.handoff], activityType: "com.example.files",
            activityParameters: .inUserInfo)
        try routes.register("/help/<topic>", screen: "help", activityParameters: .inUserInfo)
        var validator = RouteTableValidator(router: routes)
        validator.checksPatterns = false
        let messages = validator.diagnostics().map(\.message)
        #expect(messages.contains { $0.contains("'*' and '**' have no names") }, "\(messages)")
        #expect(messages.contains { $0.contains("declares no \"activityType\"") }, "\(messages)")
    }
}
