import Testing
@_spi(Internals) import WayfinderRouting
import WayfinderTestSupport
@_spi(Internals) import WayfinderTesting

@testable import Wayfinder
@testable import WayfinderRouting

/// The router keeps each route as a compact record and rebuilds `Route`, `RoutePattern` and
/// parameters from it: everything read back must be exactly what was registered.
@Suite("Route records read back what was registered", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct RouteRecordsTests {
    /// A pattern, its canonical form, a URL it matches and the parameters that URL gives.
    struct Sample: Sendable, CustomTestStringConvertible {
        let pattern: String
        let canonical: String
        let url: String
        let parameters: [String: String]
        var testDescription: String { pattern }
    }

    static let samples = [
        Sample(pattern: "/product/<int:id>", canonical: "/product/<int:id>", url: "app://product/42", parameters: ["id": "42"]),
        Sample(pattern: "/user/:name/", canonical: "/user/<name>", url: "app://user/ann", parameters: ["name": "ann"]),
        Sample(
            pattern: "SHOP://Cart//<string:tab>", canonical: "shop://cart/<tab>", url: "shop://cart/a%20b",
            parameters: ["tab": "a b"]),
        Sample(
            pattern: "/files/<path:rest>", canonical: "/files/<path:rest>", url: "app://files/a/b%2Fc",
            parameters: ["rest": "a/b/c"]),
        Sample(
            pattern: "/caf%C3%A9/%3Ax/<dish>", canonical: "/café/%3Ax/<dish>", url: "app://caf%C3%A9/:x/soup",
            parameters: ["dish": "soup"]),
        Sample(
            pattern: "/docs/<section>[/<int:page>[/<anchor>]]", canonical: "/docs/<section>[/<int:page>[/<anchor>]]",
            url: "app://docs/intro/3/top", parameters: ["section": "intro", "page": "3", "anchor": "top"]),
        Sample(
            pattern: "/shelf[/<aisle>][/x/<int:bin>]", canonical: "/shelf[/<aisle>][/x/<int:bin>]",
            url: "app://shelf/x/7", parameters: ["bin": "7"]),
        Sample(pattern: "/static/*/**", canonical: "/static/*/**", url: "app://static/a/b/c", parameters: [:]),
        // Longer than 127 bytes, so the record's text length takes two bytes.
        Sample(
            pattern: "/" + String(repeating: "segment/", count: 20)
                + "<a_rather_long_capture_name_that_keeps_going_on_and_on_for_a_while>",
            canonical: "/" + String(repeating: "segment/", count: 20)
                + "<a_rather_long_capture_name_that_keeps_going_on_and_on_for_a_while>",
            url: "app://" + String(repeating: "segment/", count: 20) + "v",
            parameters: ["a_rather_long_capture_name_that_keeps_going_on_and_on_for_a_while": "v"]),
    ]

    @Test("routes, route(id) and a match give back the pattern, target, defaults and description", arguments: samples)
    func readsBack(_ sample: Sample) throws {
        let router = Router<String>(configuration: RouterConfiguration(schemes: ["app", "shop"]))
        try router.register("/unrelated/<int:n>", to: "other")
        let id = try router.register(sample.pattern, to: "target", defaults: ["fallback": "details"], description: "a page")

        let expected = try RoutePattern(sample.pattern)
        #expect(expected.description == sample.canonical)
        let route = try #require(router.route(id))
        expectRoute(route, id: id, pattern: expected)
        #expect(router.routes.map(\.id).contains(id))
        expectRoute(try #require(router.routes.first { $0.id == id }), id: id, pattern: expected)

        let match = try #require(router.match(sample.url))
        expectRoute(match.route, id: id, pattern: expected)
        #expect(match.pattern == expected.description)
        #expect(match.target == "target")
        #expect(match.defaults == ["fallback": "details"])
        #expect(match.parameters == sample.parameters)
        #expect(Set(match.parameterNames) == Set(sample.parameters.keys))
        #expect(match.get("fallback") == "details")
    }

    @Test("a route without defaults or description reads back none")
    func noExtras() throws {
        let router = Router<Int>()
        let id = try router.register("shop://cart", to: 1)
        let route = try #require(router.route(id))
        #expect(route.defaults.isEmpty)
        #expect(route.description == nil)
        #expect(router.match("shop://cart")?.defaults == [:])
    }

    @Test("after a replacement the new route's pattern, target, defaults and description read back")
    func replacement() throws {
        let router = Router<String>()
        let old = try router.register("shop://user/<id>", to: "old", defaults: ["a": "1"], description: "old")
        let new = try router.register("shop://user/<name>", to: "new", defaults: ["b": "2"], replacing: true)
        #expect(router.route(old) == nil)
        let route = try #require(router.route(new))
        #expect(route.pattern == "shop://user/<name>")
        #expect(route.target == "new")
        #expect(route.defaults == ["b": "2"])
        #expect(route.description == nil)
        let match = try #require(router.match("shop://user/ann"))
        #expect(match.parameters == ["name": "ann"])
        #expect(match.defaults == ["b": "2"])
    }

    @Test("after removals the remaining routes keep their identifiers, patterns, extras and parameters")
    func removal() throws {
        let router = Router<Int>()
        var ids: [Int] = []
        // More than 127 routes, so identifiers take two bytes in their records.
        for index in 0..<300 {
            ids.append(try router.register("shop://item\(index)/<int:n>[/<tail>]", to: index, description: "item \(index)"))
        }
        #expect(router.remove(ids[7])?.target == 7)
        let removed = try router.remove(pattern: "shop://item200/<int:x>")
        #expect(removed.map(\.target) == [200])
        #expect(router.routes.count == 298)
        for (index, id) in ids.enumerated() where index != 7 && index != 200 {
            let route = try #require(router.route(id))
            #expect(route.target == index)
            #expect(route.pattern == "shop://item\(index)/<int:n>[/<tail>]")
            #expect(route.description == "item \(index)")
        }
        #expect(router.route(ids[7]) == nil)
        #expect(router.route(ids[200]) == nil)
        let match = try #require(router.match("shop://item250/5/end"))
        #expect(match.target == 250)
        #expect(match.parameters == ["n": "5", "tail": "end"])
        #expect(match.route.description == "item 250")
    }

    @Test(
        "removing records in place keeps every other record whole",
        arguments: [[0], [39], [0, 1, 2], [5, 6, 20, 38, 39], Array(0..<40).filter { $0 % 3 != 1 }, Array(0..<40)])
    func removingRecords(removed: [Int]) throws {
        var records = RouteRecords()
        // Records of different lengths, some with captures and extras, and more than 127
        // identifiers apart, so identifiers take one or two bytes.
        for index in 0..<40 {
            let text = index % 2 == 0 ? "/item\(index)/<int:n>[/<tail>]" : "/static\(String(repeating: "x", count: index))"
            let pattern = try RoutePattern(text)
            pattern.description.withUTF8View { view in
                records.append(
                    id: index * 10 + 1, canonicalText: view,
                    variants: pattern.variants.map { RouteRecords.captures(of: $0, in: view) },
                    defaults: index % 5 == 0 ? ["n": "\(index)"] : [:], description: "route \(index)")
            }
        }
        records.remove(at: removed)
        let kept = (0..<40).filter { !removed.contains($0) }
        #expect(records.count == kept.count)
        for (position, index) in kept.enumerated() {
            let id = index * 10 + 1
            #expect(records.id(at: position) == id)
            #expect(records.index(of: id) == position)
            let text = index % 2 == 0 ? "/item\(index)/<int:n>[/<tail>]" : "/static\(String(repeating: "x", count: index))"
            #expect(records.patternText(at: position) == text)
            #expect(records.capturingVariants[position] == (index % 2 == 0 ? 0b11 : 0))
            #expect(records.defaults(for: id) == (index % 5 == 0 ? ["n": "\(index)"] : [:]))
            #expect(records.extras[id]?.description == "route \(index)")
        }
        for index in removed { #expect(records.extras[index * 10 + 1] == nil) }
    }

    @Test("the builder reads back its routes before they are published")
    func builderReadsBack() throws {
        let router = Router<Int>()
        try router.update { table in
            let id = try table.register("/a/<int:x>", to: 1, defaults: ["k": "v"])
            #expect(table.route(id)?.pattern == "/a/<int:x>")
            #expect(table.route(id)?.defaults == ["k": "v"])
            #expect(table.routes.map(\.target) == [1])
        }
    }

    @Test("a conflict names the registered pattern in canonical form")
    func conflictNamesRegistered() throws {
        let router = Router<Int>()
        try router.register("/user/:id", to: 1)
        #expect(throws: RoutingError.self) { try router.register("/user/<name>", to: 2) }
        do {
            try router.register("/user/<name>", to: 2)
        } catch {
            #expect(error.conflictingPatterns.map(\.description) == ["/user/<id>"])
        }
    }

    @Test("the captures the canonical reader finds are those found for the parsed segments, and recorded alike")
    func capturesFromReader() throws {
        var random = SeededRandom(seed: 0xCA97)
        var texts = (0..<3_000).map { _ in CanonicalPatternReaderTests.randomPattern(using: &random) }
        // More than 127 captures, so the count takes two bytes; long text, so offsets do too.
        texts.append("shop://" + (0..<130).map { "<c\($0)>" }.joined(separator: "/") + "/<path:rest>")
        texts.append("/" + String(repeating: "long-segment/", count: 12) + "<int:x>/y/**")
        var compared = 0
        for text in texts {
            guard let read = CanonicalPatternReaderTests.read(text) else { continue }
            var fromReader = RouteRecords()
            var fromSegments = RouteRecords()
            text.withUTF8View { view in
                #expect(RouteRecords.captures(of: read.segments, in: view) == read.captures, "\(text.debugDescription)")
                fromReader.append(
                    id: 1, canonicalText: view, variants: CollectionOfOne(read.captures), defaults: [:], description: nil)
                fromSegments.append(
                    id: 1, canonicalText: view, variants: [RouteRecords.captures(of: read.segments, in: view)],
                    defaults: [:], description: nil)
            }
            #expect(fromReader.bytes == fromSegments.bytes, "\(text.debugDescription)")
            #expect(fromReader.capturingVariants == fromSegments.capturingVariants, "\(text.debugDescription)")
            compared += 1
        }
        #expect(compared > 1_000)
    }

    private func expectRoute(
        _ route: Route<String>, id: Int, pattern: RoutePattern, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(route.id == id, sourceLocation: sourceLocation)
        #expect(route.pattern == pattern.description, sourceLocation: sourceLocation)
        #expect(route.target == "target", sourceLocation: sourceLocation)
        #expect(route.defaults == ["fallback": "details"], sourceLocation: sourceLocation)
        #expect(route.description == "a page", sourceLocation: sourceLocation)
    }
}
