import Testing
@_spi(Internals) import WayfinderRouting
import WayfinderTestSupport

@testable import WayfinderRouting

/// Parses patterns that must be accepted; a refusal is recorded at the caller.
enum PatternExpectation {
    static func parse(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> RoutePattern? {
        do {
            return try RoutePattern(text)
        } catch {
            Issue.record("\(text.debugDescription) was refused: \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// The canonical text of each variant, segments joined with `/`.
    static func variantTexts(_ pattern: RoutePattern) -> [String] {
        pattern.variants.map { $0.map(\.description).joined(separator: "/") }
    }
}

@Suite("Pattern parsing", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct PatternParsingTests {
    typealias Segment = PatternSegment
    typealias Group = RoutePattern.OptionalGroup

    // MARK: Literals

    @Test(
        "reads literal segments, percent-decoded, case kept",
        arguments: [
            ("/product", ["product"]),
            ("/product/list", ["product", "list"]),
            ("product/list", ["product", "list"]),
            ("/Product/List", ["Product", "List"]),
            ("/caf%C3%A9", ["café"]),
            ("/caf%c3%a9", ["café"]),
            ("/café", ["café"]),
            ("/%E2%9C%93", ["✓"]),
            ("/a%2Fb", ["a/b"]),
            ("/a%20b", ["a b"]),
            ("/a b", ["a b"]),
            ("/%41", ["A"]),
            ("/%25", ["%"]),
            ("/%2525", ["%25"]),
            ("/%3Cid%3E", ["<id>"]),
            ("/%2A", ["*"]),
            ("/%2A%2A", ["**"]),
            ("/%3Aid", [":id"]),
            ("/a:b", ["a:b"]),
            ("/%3F%23", ["?#"]),
            ("/%5B%5D", ["[]"]),
            ("/a+b&c=d;e,f!$'()", ["a+b&c=d;e,f!$'()"]),
            ("/v1.2/~user/a-b_c", ["v1.2", "~user", "a-b_c"]),
            ("//a///b/", ["a", "b"]),
            ("/", []),
            ("//", []),
        ] as [(String, [String])])
    func literals(text: String, expected: [String]) {
        guard let pattern = PatternExpectation.parse(text) else { return }
        #expect(pattern.scheme == nil)
        #expect(pattern.segments == expected.map(Segment.literal))
        #expect(pattern.optionalGroups.isEmpty)
        #expect(pattern.captureNames.isEmpty)
    }

    // MARK: Captures, wildcards and rests

    @Test(
        "reads each kind of capture and wildcard as one segment",
        arguments: [
            ("/<id>", Segment.capture(name: "id", type: .string)),
            ("/:id", .capture(name: "id", type: .string)),
            ("/<string:id>", .capture(name: "id", type: .string)),
            ("/<String:id>", .capture(name: "id", type: .string)),
            ("/<int:id>", .capture(name: "id", type: .int)),
            ("/<INT:id>", .capture(name: "id", type: .int)),
            ("/<double:price>", .capture(name: "price", type: .double)),
            ("/<uuid:token>", .capture(name: "token", type: .uuid)),
            ("/<slug:title>", .capture(name: "title", type: ParameterType("slug"))),
            ("/<Slug:title>", .capture(name: "title", type: ParameterType("slug"))),
            ("/<hex-color.v2:c>", .capture(name: "c", type: ParameterType("hex-color.v2"))),
            ("/<a-b.c_d9>", .capture(name: "a-b.c_d9", type: .string)),
            ("/<_private>", .capture(name: "_private", type: .string)),
            ("/:Camel", .capture(name: "Camel", type: .string)),
            ("/*", .wildcard),
            ("/**", .anyRest),
            ("/<path:rest>", .rest(name: "rest")),
            ("/<PATH:rest>", .rest(name: "rest")),
        ] as [(String, Segment)])
    func captures(text: String, expected: Segment) {
        guard let pattern = PatternExpectation.parse(text) else { return }
        #expect(pattern.scheme == nil)
        #expect(pattern.segments == [expected])
        #expect(pattern.optionalGroups.isEmpty)
    }

    @Test("reads the full example from the syntax summary")
    func fullExample() {
        guard let pattern = PatternExpectation.parse("shop://host/segment/<name>/<int:id>/*/<path:rest>") else { return }
        #expect(pattern.scheme == "shop")
        #expect(
            pattern.segments == [
                .literal("host"), .literal("segment"), .capture(name: "name", type: .string),
                .capture(name: "id", type: .int), .wildcard, .rest(name: "rest"),
            ])
        #expect(pattern.captureNames == ["name", "id", "rest"])
        #expect(pattern.description == "shop://host/segment/<name>/<int:id>/*/<path:rest>")
    }

    @Test("capture names are case-sensitive, so the same name in two cases is two names")
    func captureNamesCaseSensitive() {
        guard let pattern = PatternExpectation.parse("/<id>/<ID>") else { return }
        #expect(pattern.captureNames == ["id", "ID"])
    }

    @Test(
        "segments report their capture name and whether they take the rest",
        arguments: [
            (Segment.literal("a"), nil as String?, false),
            (.capture(name: "id", type: .int), "id", false),
            (.capture(name: "q", type: .string), "q", false),
            (.wildcard, nil, false),
            (.rest(name: "path"), "path", true),
            (.anyRest, nil, true),
        ])
    func segmentProperties(segment: Segment, captureName: String?, isRest: Bool) {
        #expect(segment.captureName == captureName)
        #expect(segment.isRest == isRest)
    }

    @Test(
        "segments print in canonical form",
        arguments: [
            (Segment.literal("product"), "product"),
            (.literal("a/b"), "a%2Fb"),
            (.literal("100%"), "100%25"),
            (.literal("<x>"), "%3Cx%3E"),
            (.literal("[x]"), "%5Bx%5D"),
            (.literal("a?b#c"), "a%3Fb%23c"),
            (.literal("*"), "%2A"),
            (.literal(":id"), "%3Aid"),
            (.literal("a:b"), "a:b"),
            (.literal("a b"), "a b"),
            (.literal("café"), "café"),
            (.literal("a\nb"), "a%0Ab"),
            (.capture(name: "id", type: .string), "<id>"),
            (.capture(name: "id", type: .int), "<int:id>"),
            (.capture(name: "x", type: .double), "<double:x>"),
            (.capture(name: "x", type: .uuid), "<uuid:x>"),
            (.capture(name: "x", type: ParameterType("slug")), "<slug:x>"),
            (.wildcard, "*"),
            (.rest(name: "rest"), "<path:rest>"),
            (.anyRest, "**"),
        ])
    func segmentDescription(segment: Segment, expected: String) {
        #expect(segment.description == expected)
    }

    // MARK: Optional tails

    @Test(
        "reads optional tails, several and nested",
        arguments: [
            (
                "/search[/<query>]", [Segment.literal("search")],
                [Group(segments: [.capture(name: "query", type: .string)])]
            ),
            (
                "/a[/b][/c]", [.literal("a")],
                [Group(segments: [.literal("b")]), Group(segments: [.literal("c")])]
            ),
            (
                "/a[/b[/c]]", [.literal("a")],
                [Group(segments: [.literal("b")], optionalGroups: [Group(segments: [.literal("c")])])]
            ),
            (
                "/a[/b][/c[/d]]", [.literal("a")],
                [
                    Group(segments: [.literal("b")]),
                    Group(segments: [.literal("c")], optionalGroups: [Group(segments: [.literal("d")])]),
                ]
            ),
            (
                "/a[/b[/c][/d]]", [.literal("a")],
                [
                    Group(
                        segments: [.literal("b")],
                        optionalGroups: [Group(segments: [.literal("c")]), Group(segments: [.literal("d")])])
                ]
            ),
            (
                "/a[/b/<int:n>]", [.literal("a")],
                [Group(segments: [.literal("b"), .capture(name: "n", type: .int)])]
            ),
            ("/files[/<path:rest>]", [.literal("files")], [Group(segments: [.rest(name: "rest")])]),
            ("/files[/**]", [.literal("files")], [Group(segments: [.anyRest])]),
            ("/a[/*]", [.literal("a")], [Group(segments: [.wildcard])]),
            ("/a[//b/]", [.literal("a")], [Group(segments: [.literal("b")])]),
            ("/a/[/b]", [.literal("a")], [Group(segments: [.literal("b")])]),
            ("/a[/%5Bb%5D]", [.literal("a")], [Group(segments: [.literal("[b]")])]),
            ("[/a]", [], [Group(segments: [.literal("a")])]),
            ("/[/a]", [], [Group(segments: [.literal("a")])]),
        ] as [(String, [Segment], [Group])])
    func optionalTails(text: String, segments: [Segment], groups: [Group]) {
        guard let pattern = PatternExpectation.parse(text) else { return }
        #expect(pattern.scheme == nil)
        #expect(pattern.segments == segments)
        #expect(pattern.optionalGroups == groups)
    }

    @Test("an optional tail may follow a scheme")
    func optionalTailWithScheme() {
        guard let pattern = PatternExpectation.parse("shop://search[/<query>]") else { return }
        #expect(pattern.scheme == "shop")
        #expect(pattern.segments == [.literal("search")])
        #expect(pattern.optionalGroups == [Group(segments: [.capture(name: "query", type: .string)])])
        #expect(pattern.captureNames == ["query"])
    }

    // MARK: Schemes

    @Test(
        "reads the scheme, lowercased, and the host as the first segment",
        arguments: [
            ("shop://product/<int:id>", "shop", ["product", "<int:id>"]),
            ("SHOP://Product/Item", "shop", ["product", "Item"]),
            ("Shop://PRODUCT", "shop", ["product"]),
            ("shop:/product", "shop", ["product"]),
            ("shop:product", "shop", ["product"]),
            ("shop:///product", "shop", ["product"]),
            ("shop://%50roduct", "shop", ["product"]),
            ("https://Shop.Example.com/Product", "https", ["shop.example.com", "Product"]),
            ("http://shop.example.com/<int:id>", "http", ["shop.example.com", "<int:id>"]),
            ("a+b.c-d://x", "a+b.c-d", ["x"]),
            ("app2://x", "app2", ["x"]),
            ("shop://<host>/x", "shop", ["<host>", "x"]),
            ("shop://*/x", "shop", ["*", "x"]),
            ("shop://", "shop", []),
            ("shop:", "shop", []),
        ] as [(String, String, [String])])
    func schemes(text: String, scheme: String, segments: [String]) {
        guard let pattern = PatternExpectation.parse(text) else { return }
        #expect(pattern.scheme == scheme)
        #expect(pattern.segments.map(\.description) == segments)
    }

    @Test(
        "a pattern without a scheme has none, with or without a leading slash",
        arguments: [
            ("/product/<int:id>", ["product", "<int:id>"]),
            ("product/<int:id>", ["product", "<int:id>"]),
            (":id/x", ["<id>", "x"]),
            ("<id>/x", ["<id>", "x"]),
            ("*/x", ["*", "x"]),
            ("%41:b/c", ["A:b", "c"]),
        ] as [(String, [String])])
    func noScheme(text: String, segments: [String]) {
        guard let pattern = PatternExpectation.parse(text) else { return }
        #expect(pattern.scheme == nil)
        #expect(pattern.segments.map(\.description) == segments)
    }

    // MARK: Equality

    @Test(
        "patterns that mean the same are equal; others are not",
        arguments: [
            ("product/<int:id>", "/product/<int:id>", true),
            ("/user/:id", "/user/<id>", true),
            ("/user/<string:id>", "/user/<id>", true),
            ("/<INT:id>", "/<int:id>", true),
            ("SHOP://Product", "shop://product", true),
            ("shop:/product", "shop://product", true),
            ("shop:product", "shop://product", true),
            ("/a/", "/a", true),
            ("//a//b", "/a/b", true),
            ("/%41", "/A", true),
            ("/a%2fb", "/a%2Fb", true),
            ("/a[/b]", "/a/[/b]", true),
            ("/user/<id>", "/user/<name>", false),
            ("/a", "/A", false),
            ("shop://a", "/a", false),
            ("shop://a", "app://a", false),
            ("/<int:id>", "/<id>", false),
            ("/*", "/**", false),
            ("/<path:p>", "/**", false),
            ("/a[/b]", "/a/b", false),
            ("/a[/b][/c]", "/a[/b[/c]]", false),
            ("/a%2Fb", "/a/b", false),
        ])
    func equality(lhs: String, rhs: String, equal: Bool) {
        guard let left = PatternExpectation.parse(lhs), let right = PatternExpectation.parse(rhs) else { return }
        #expect((left == right) == equal)
        if equal {
            #expect(left.hashValue == right.hashValue)
            #expect(left.description == right.description)
        }
    }

    // MARK: Canonical form

    @Test(
        "prints itself in canonical form",
        arguments: [
            ("/user/:id", "/user/<id>"),
            ("/user/<string:id>", "/user/<id>"),
            ("/<INT:id>/<Double:x>/<UUID:u>", "/<int:id>/<double:x>/<uuid:u>"),
            ("/<Slug:s>", "/<slug:s>"),
            ("/<Path:rest>", "/<path:rest>"),
            ("SHOP://Product/Item", "shop://product/Item"),
            ("shop:product", "shop://product"),
            ("shop:/product", "shop://product"),
            ("shop:///product", "shop://product"),
            ("product/<int:id>", "/product/<int:id>"),
            ("//a//b/", "/a/b"),
            ("/", "/"),
            ("//", "/"),
            ("shop://", "shop://"),
            ("shop:", "shop://"),
            ("/a%2fb", "/a%2Fb"),
            ("/%41%62", "/Ab"),
            ("/%3Aid", "/%3Aid"),
            ("/a:b", "/a:b"),
            ("/%2A/%2a%2A", "/%2A/%2A%2A"),
            ("/%3f%23%25%3c%3e%5b%5d", "/%3F%23%25%3C%3E%5B%5D"),
            ("/caf%C3%A9", "/café"),
            ("/a%20b", "/a b"),
            ("/%0A/%7F", "/%0A/%7F"),
            ("/*/**", "/*/**"),
            ("/search[/<query>]", "/search[/<query>]"),
            ("/search[/:query]", "/search[/<query>]"),
            ("/a[/b][/c]", "/a[/b][/c]"),
            ("/a[/b[/c]]", "/a[/b[/c]]"),
            ("/a[//b/]", "/a[/b]"),
            ("/a/[/b]", "/a[/b]"),
            ("[/a]", "/[/a]"),
            ("shop:[/a]", "shop://[/a]"),
            ("Shop://Search[/<string:q>]", "shop://search[/<q>]"),
        ])
    func canonicalDescription(text: String, expected: String) {
        guard let pattern = PatternExpectation.parse(text) else { return }
        #expect(pattern.description == expected)
    }

    @Test(
        "parsing the canonical form gives an equal pattern",
        arguments: [
            "/",
            "/product",
            "product/<int:id>",
            "/user/:id",
            "/user/<string:id>/posts/<int:post>",
            "SHOP://Product/<uuid:order>/item/<int:index>",
            "shop:/product/42",
            "https://Shop.Example.com/product/<double:price>",
            "/files/<path:rest>",
            "/files/**",
            "/a/*/b",
            "/caf%C3%A9/%2F/%25/%3Aid/a:b/%2A/%3F%23/%5B%5D/%3C%3E",
            "/a%20b/a b",
            "/%0A",
            "/<slug:title>",
            "/search[/<query>]",
            "/a[/b][/c]",
            "/a[/b[/c]]",
            "/a[/b][/c[/d]]",
            "/a[/b[/c][/d]]",
            "/files[/<path:rest>]",
            "/files[/**]",
            "[/a]",
            "shop://",
            "shop:[/a]",
            "shop://host/segment/<name>/<int:id>/*/<path:rest>",
        ])
    func roundTrip(text: String) {
        guard let pattern = PatternExpectation.parse(text) else { return }
        let canonical = pattern.description
        guard let reparsed = PatternExpectation.parse(canonical) else { return }
        #expect(reparsed == pattern, "\(text) printed as \(canonical)")
        #expect(reparsed.description == canonical)
    }

    // MARK: Variants

    @Test(
        "expands optional tails into variants, the shortest first",
        arguments: [
            ("/a", ["a"]),
            ("/", [""]),
            ("/search[/<query>]", ["search", "search/<query>"]),
            ("/a[/b][/c]", ["a", "a/b", "a/c", "a/b/c"]),
            ("/a[/b[/c]]", ["a", "a/b", "a/b/c"]),
            ("/a[/b/c]", ["a", "a/b/c"]),
            ("[/a]", ["", "a"]),
            ("shop://search[/<q>]", ["search", "search/<q>"]),
            ("/files[/<path:rest>]", ["files", "files/<path:rest>"]),
        ] as [(String, [String])])
    func variants(text: String, expected: [String]) {
        guard let pattern = PatternExpectation.parse(text) else { return }
        #expect(PatternExpectation.variantTexts(pattern) == expected)
    }

    @Test(
        "every combination of tails is a variant, none twice, ordered by length",
        arguments: [
            ("/a[/b][/c[/d]]", ["a", "a/b", "a/c", "a/c/d", "a/b/c", "a/b/c/d"]),
            ("/a[/b[/c][/d]]", ["a", "a/b", "a/b/c", "a/b/d", "a/b/c/d"]),
            ("/a[/b[/c[/d]]]", ["a", "a/b", "a/b/c", "a/b/c/d"]),
            ("/x[/1][/2][/3]", ["x", "x/1", "x/2", "x/3", "x/1/2", "x/1/3", "x/2/3", "x/1/2/3"]),
        ] as [(String, [String])])
    func variantCombinations(text: String, expected: [String]) {
        guard let pattern = PatternExpectation.parse(text) else { return }
        let texts = PatternExpectation.variantTexts(pattern)
        #expect(texts.sorted() == expected.sorted())
        let lengths = pattern.variants.map(\.count)
        #expect(lengths == lengths.sorted())
    }

    @Test("six optional tails give the maximum of 64 variants")
    func maximumVariants() throws {
        let pattern = try #require(PatternExpectation.parse("/a" + String(repeating: "[/b]", count: 6)))
        #expect(pattern.variants.count == RoutePattern.maximumVariantCount)
        #expect(RoutePattern.maximumVariantCount == 64)
        #expect(pattern.variants.first == [.literal("a")])
        #expect(pattern.variants.last == [.literal("a")] + Array(repeating: .literal("b"), count: 6))
    }

    @Test("capture names are listed in order, tails included")
    func captureNames() {
        guard let pattern = PatternExpectation.parse("/<a>/<int:b>/*/x[/<c>[/<path:d>]]") else { return }
        #expect(pattern.captureNames == ["a", "b", "c", "d"])
    }

    // MARK: Building from parts

    @Test("builds a pattern from parts under the same rules as parsing")
    func buildFromParts() throws {
        let pattern = try RoutePattern(
            scheme: "SHOP",
            segments: [.literal("Search"), .literal("a/b")],
            optionalGroups: [Group(segments: [.capture(name: "q", type: .string)])])
        #expect(pattern.scheme == "shop")
        #expect(pattern.segments == [.literal("search"), .literal("a/b")])
        #expect(pattern.optionalGroups == [Group(segments: [.capture(name: "q", type: .string)])])
        #expect(pattern.description == "shop://search/a%2Fb[/<q>]")
        #expect(pattern == (try RoutePattern("shop://search/a%2Fb[/<q>]")))

        let schemeless = try RoutePattern(scheme: nil, segments: [.literal("Product"), .capture(name: "id", type: .int)])
        #expect(schemeless.scheme == nil)
        #expect(schemeless.segments == [.literal("Product"), .capture(name: "id", type: .int)])
        #expect(schemeless == (try RoutePattern("/Product/<int:id>")))
    }

    @Test(
        "building from parts refuses what parsing refuses",
        arguments: [
            (nil as String?, [Segment.capture(name: "1x", type: .string)], ErrorCode.invalidCaptureName),
            (nil, [.anyRest, .literal("x")], .restNotLast),
            (nil, [.rest(name: "p"), .wildcard], .restNotLast),
            (nil, [.capture(name: "a", type: .string), .capture(name: "a", type: .int)], .duplicateCaptureName),
            (nil, [.capture(name: "a", type: ParameterType("no good"))], .unknownParameterType),
            ("1shop", [.literal("x")], .invalidScheme),
            ("", [.literal("x")], .invalidScheme),
            ("my_app", [.literal("x")], .invalidScheme),
            ("a/b", [.literal("x")], .invalidScheme),
            ("shop:x", [.literal("x")], .invalidScheme),
        ])
    func buildFromPartsRefused(scheme: String?, segments: [Segment], code: ErrorCode) {
        do {
            let pattern = try RoutePattern(scheme: scheme, segments: segments)
            Issue.record("built \(pattern) (scheme \(String(describing: pattern.scheme)))")
        } catch {
            #expect(error.code == code)
        }
    }
}
