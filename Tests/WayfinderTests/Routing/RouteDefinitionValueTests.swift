import Testing
import WayfinderTestSupport

@testable import Wayfinder

/// `RouteDefinition` keeps its settings in one shared box; setting one must change that
/// definition only, as it did when they were stored fields.
@Suite("A route definition is a value", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct RouteDefinitionValueTests {
    @Test("setting a field changes that definition's field only, never a copy's")
    func setters() {
        let original = RouteDefinition.screen(
            "product", presentation: .present(), parent: "/home", tab: "shop", exposure: .everywhere,
            guards: ["signedIn"], publicParameters: ["id"])
        var changed = original
        changed.parent = nil
        changed.tab = "cart"
        changed.exposure = .internalOnly
        changed.guards.append("adult")
        changed.publicParameters.insert("tab")
        changed.externalActions = .allowed
        changed.shouldOpen = { _ in false }

        #expect(changed.parent == nil && changed.tab == "cart" && changed.exposure == .internalOnly)
        #expect(changed.guards == ["signedIn", "adult"] && changed.publicParameters == ["id", "tab"])
        #expect(changed.externalActions == .allowed && changed.shouldOpen != nil)
        #expect(changed.screen == "product" && changed.presentation == .present())

        #expect(original.parent == "/home" && original.tab == "shop" && original.exposure == .everywhere)
        #expect(original.guards == ["signedIn"] && original.publicParameters == ["id"])
        #expect(original.externalActions == .forbidden && original.shouldOpen == nil)
    }
}
