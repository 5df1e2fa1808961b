import Testing
import WayfinderTestSupport

@_spi(Internals) @testable import WayfinderRouting

/// A match's `pattern` and `route` read the table's record once per table, from any thread,
/// for every kind of pattern, including captures of an app's own types.
@Suite("Match accessors", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct RouteMatchAccessTests {
    @Test("pattern and route give the registered pattern, every time")
    func sameEveryTime() throws {
        let router = Router<String>(
            configuration: RouterConfiguration(
                schemes: ["shop"]).with(ParameterConverter("sku") { $0.count == 8 }))
        let patterns = [
            "/item/<sku:code>", "shop://a/<int:n>[/<b>[/<uuid:c>]]", "/files/<path:rest>", "/x/*/**", "/caf%C3%A9/<name>",
        ]
        for (index, pattern) in patterns.enumerated() { try router.register(pattern, to: "\(index)") }
        let urls = [
            "shop://item/ABCDEFGH", "shop://a/1/two/6F9619FF-8B86-D011-B42D-00C04FC964FF", "shop://files/a/b", "shop://x/1/2/3",
            "shop://café/x",
        ]
        for (index, url) in urls.enumerated() {
            let match = try #require(router.match(url), "\(url)")
            let expected = try RoutePattern(patterns[index]).description
            #expect(match.pattern == expected)
            #expect(match.pattern == expected)
            #expect(match.route.pattern == expected)
            #expect(match.route.target == "\(index)")
            #expect(router.match(url)?.pattern == expected)
            #expect(match.parameters == match.parameters, "\(url)")
        }
    }

    @Test("many threads ask for the same pattern at once")
    func concurrent() async throws {
        let router = Router<Int>()
        for number in 0..<50 { try router.register("shop://r\(number)/<int:id>", to: number) }
        let expected = try (0..<50).map { try RoutePattern("shop://r\($0)/<int:id>").description }
        await withTaskGroup(of: Bool.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    (0..<200).allSatisfy { step in
                        let number = (step * 7 + worker) % 50
                        return router.match("shop://r\(number)/\(step)")?.pattern == expected[number]
                    }
                }
            }
            for await allEqual in group { #expect(allEqual) }
        }
    }
}
