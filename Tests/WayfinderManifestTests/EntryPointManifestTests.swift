import Foundation
import Testing
import WayfinderManifest

@testable import Wayfinder

/// `"entries"` in a manifest: the URLs the app's entry points send, by source.
@Suite("Manifests: the URLs entry points send")
struct EntryPointManifestTests {
    @Test("\"entries\" lists URLs under each source's name, in the file's order, with their places")
    func decodes() throws {
        let manifest = try Manifest.decode(
            json: """
                {"version": 1, "schemes": ["shop"], "routes": [{"pattern": "/cart", "screen": "cart"}],
                 "entries": {"widget": ["/cart", "shop://cart?from=widget"], "app-intent": ["/cart"], "external": []}}
                """, file: "m.json")
        #expect(manifest.entryPoints.map(\.source) == [.widget, .widget, .appIntent])
        #expect(manifest.entryPoints.map(\.url) == ["/cart", "shop://cart?from=widget", "/cart"])
        #expect(manifest.entryPoints.map { $0.mark?.line } == [2, 2, 2])
        #expect(manifest.entryPoints.map { $0.mark?.column } == [25, 34, 77])
    }

    @Test("a fragment's entries join the merged manifest, each remembering its file")
    func merges() throws {
        let app = try Manifest.decode(
            json: #"{"version": 1, "fragment": true, "routes": [], "entries": {"widget": ["/cart"]}}"#, file: "app.json")
        let orders = try Manifest.decode(
            json: #"{"version": 1, "fragment": true, "routes": [], "entries": {"notification": ["/orders"]}}"#,
            file: "orders.json")
        let merged = try Manifest.merging([app, orders], file: "app")
        #expect(merged.entryPoints.map(\.url) == ["/cart", "/orders"])
        #expect(merged.entryPoints.map(\.sourceFile) == ["app.json", "orders.json"])
    }
}
