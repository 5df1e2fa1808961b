import Foundation
import Testing
import WayfinderManifest

@testable import Wayfinder
@testable import WayfinderRouting

@Test func shopManifestLoads() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/shop.json")
    let manifest = try Manifest.load(contentsOf: url)
    #expect(manifest.routes.count == 17)
    let router = try manifest.makeRouter()
    #expect(router.match("https://shop.example.com/p/42")?.pattern == "/p/<int:id>")
    do {
        _ = try Manifest.decode(
            json: """
                {"version": 2, "routes": [{"pattern": "/a/<int:>", "screen": "a", "presentaton": "push"},
                 {"pattern": "/b", "screen": "b", "action": "x"}, {"pattern": "/c", "screen": "c", "tab": "nope"}]}
                """, file: "bad.json")
        Issue.record("expected failure")
    } catch {
        for issue in error.issues { print(issue) }
    }
}
