import Testing
import Wayfinder
import WayfinderTestSupport

/// Outcomes are `Equatable`: a test states the whole result it expects.
@MainActor
@Suite("Outcomes compare whole", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct OutcomeEqualityTests {
    /// A value that is not `Hashable`.
    struct Receipt: Sendable {
        var total: Int
    }

    @Test("outcomes of the same requests on the same states are equal; different ones are not")
    func outcomes() async throws {
        func make() async throws -> NavigatorHarness {
            let harness = try NavigatorHarness(
                screens: ["home", "product"],
                catalog: { catalog in
                    catalog.registerAction("count") { _ in ActionResult("counted", value: 3) }
                    catalog.registerAction("receipt") { _ in ActionResult("paid", value: Receipt(total: 12)) }
                },
                routes: { routes in
                    try routes.register("/product/<int:id>", screen: "product")
                    try routes.register("/old/<id>", redirectTo: "/product/<id>")
                    try routes.register("/count", action: "count")
                    try routes.register("/receipt", action: "receipt")
                })
            await harness.start()
            return harness
        }
        let first = try await make()
        let second = try await make()
        for url in ["shop://old/7", "shop://count", "shop://receipt", "shop://nowhere", "shop://product/%zz"] {
            let a = await first.navigator.open(url)
            let b = await second.navigator.open(url)
            #expect(a == b, "\(url): \(a) against \(b)")
        }
        #expect(await first.navigator.open("shop://nowhere").kind == .notFound)
        #expect(await first.navigator.open("shop://count").kind == .handled(ActionResult("counted", value: 3)))
        #expect(await first.navigator.open("shop://count").kind != .handled(ActionResult("counted", value: 4)))
        #expect(await first.navigator.open("shop://receipt").kind == .handled(ActionResult("paid", value: Receipt(total: 12))))
        #expect(await first.navigator.open("shop://receipt").kind != .handled(ActionResult("paid", value: Receipt(total: 13))))
        #expect(await first.navigator.open("shop://product/1") != second.navigator.open("shop://product/2"))
    }

    @Test("action results: values compare as Hashable, else by type and printed form")
    func actionResults() {
        #expect(ActionResult("a") == ActionResult("a"))
        #expect(ActionResult("a") != ActionResult("b"))
        #expect(ActionResult("a", value: 1) != ActionResult("a"))
        #expect(ActionResult("a", value: 1) != ActionResult("a", value: "1"))
        #expect(ActionResult("a", value: Receipt(total: 1)) == ActionResult("a", value: Receipt(total: 1)))
    }
}
