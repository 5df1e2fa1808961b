import Testing
import WayfinderTestSupport

@_spi(Internals) @testable import WayfinderRouting

/// `Router.validate()` and `Router.validate(patterns:configuration:)`: every conflict, invalid
/// pattern and shadowed route, all at once.
@Suite("Validation", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ValidationTests {
    /// The parts of a diagnostic a test compares, so that a failure shows them side by side.
    struct Finding: Equatable, CustomStringConvertible {
        let code: ErrorCode
        let index: Int
        let pattern: String
        let related: [String]
        let message: String

        init(_ code: ErrorCode, _ index: Int, _ pattern: String, related: [String] = [], _ message: String) {
            self.code = code
            self.index = index
            self.pattern = pattern
            self.related = related
            self.message = message
        }

        init(_ diagnostic: RouteDiagnostic) {
            self.init(
                diagnostic.code, diagnostic.index ?? -1, diagnostic.pattern ?? "", related: diagnostic.related, diagnostic.message
            )
        }

        var description: String { "\(code) #\(index) \(pattern) \(related): \(message)" }
    }

    static func shadowed(_ index: Int, _ pattern: String, by related: [String]) -> Finding {
        let verbs = related.count == 1 ? "matches every URL it matches and is" : "match every URL it matches and are"
        let canonical = (try? RoutePattern(pattern).description) ?? pattern
        return Finding(
            .shadowed, index, pattern, related: related,
            "'\(canonical)' is never matched: '\(related.joined(separator: "', '"))' \(verbs) tried first")
    }

    func findings(_ patterns: [String], _ configuration: RouterConfiguration = .default) -> [Finding] {
        Router<Int>.validate(patterns: patterns, configuration: configuration).map(Finding.init)
    }

    // MARK: Shadowed routes

    /// Patterns, and the findings `validate(patterns:)` must report for them.
    struct Case: Sendable, CustomTestStringConvertible {
        let rule: String
        let patterns: [String]
        let expected: [Finding]
        var testDescription: String { rule }
    }

    static let shadowingCases: [Case] = [
        Case(
            rule: "<name> shadows *", patterns: ["/x/<n>", "/x/*"],
            expected: [shadowed(1, "/x/*", by: ["/x/<n>"])]),
        Case(
            rule: "registration order does not matter", patterns: ["/x/*", "/x/<n>"],
            expected: [shadowed(0, "/x/*", by: ["/x/<n>"])]),
        Case(
            rule: "<path:> shadows **", patterns: ["/f/<path:p>", "/f/**"],
            expected: [shadowed(1, "/f/**", by: ["/f/<path:p>"])]),
        Case(
            rule: "not shadowed when the other dead-ends and the walk backtracks", patterns: ["/y/*/z", "/y/<n>/q"],
            expected: []),
        Case(
            rule: "the leftmost difference decides, whatever follows", patterns: ["/a/<b>/**", "/a/*/<path:r>"],
            expected: [shadowed(1, "/a/*/<path:r>", by: ["/a/<b>/**"])]),
        Case(
            rule: "a difference in the first segment", patterns: ["/<x>/b", "/*/b"],
            expected: [shadowed(1, "/*/b", by: ["/<x>/b"])]),
        Case(
            rule: "a typed capture shadows * behind the same typed capture", patterns: ["/n/<int:a>/<x>", "/n/<int:b>/*"],
            expected: [shadowed(1, "/n/<int:b>/*", by: ["/n/<int:a>/<x>"])]),
        Case(
            rule: "a typed capture does not shadow *: it takes fewer URLs", patterns: ["/n/<int:a>", "/n/*"],
            expected: []),
        Case(
            rule: "a typed capture does not shadow a string capture", patterns: ["/n/<b>", "/n/<int:a>"],
            expected: []),
        Case(
            rule: "int does not shadow double", patterns: ["/d/<double:a>", "/d/<int:b>"],
            expected: []),
        Case(
            rule: "a capture never shadows a literal", patterns: ["/n/<b>", "/n/lit", "/m/**", "/m/lit"],
            expected: []),
        Case(
            rule: "<path:> does not shadow *: * comes first", patterns: ["/p/<path:r>", "/p/*"],
            expected: []),
        Case(
            rule: "a pattern naming a scheme shadows only that scheme's URLs", patterns: ["shop://x/<n>", "/x/*"],
            expected: []),
        Case(
            rule: "under the same scheme it shadows", patterns: ["shop://x/<n>", "SHOP://x/*"],
            expected: [shadowed(1, "SHOP://x/*", by: ["shop://x/<n>"])]),
        Case(
            rule: "an optional tail is shadowed only when every variant is", patterns: ["/<a>", "/*[/*]"],
            expected: []),
        Case(
            rule: "an optional tail whose every variant is shadowed, by several routes",
            patterns: ["/<a>", "/<b>/<c>", "/*[/*]"],
            expected: [shadowed(2, "/*[/*]", by: ["/<a>", "/<b>/<c>"])]),
        Case(
            rule: "a route with an optional tail shadows both ways", patterns: ["/s/<q>[/<r>]", "/s/*", "/s/*/*"],
            expected: [shadowed(1, "/s/*", by: ["/s/<q>[/<r>]"]), shadowed(2, "/s/*/*", by: ["/s/<q>[/<r>]"])]),
        Case(
            rule: "several shadowed routes, each reported",
            patterns: ["/x/<n>", "/x/*", "/f/**", "/f/<path:p>", "/y/*/z", "/y/<n>/q"],
            expected: [shadowed(1, "/x/*", by: ["/x/<n>"]), shadowed(2, "/f/**", by: ["/f/<path:p>"])]),
    ]

    @Test("reports every route that routes tried first shadow, and none that can still match", arguments: shadowingCases)
    func shadowing(_ row: Case) {
        #expect(findings(row.patterns) == row.expected)
        #expect(Router<Int>.validate(patterns: row.patterns).allSatisfy { !$0.isError })
    }

    @Test("a rest route that routes shadow together, one segment and longer tails, is reported")
    func shadowedTogether() {
        // `/a/<x>` takes every one-segment tail and `/a/<x>/**` every longer one, so `/a/**`
        // never matches.
        #expect(findings(["/a/<x>", "/a/<x>/**", "/a/**"]) == [Self.shadowed(2, "/a/**", by: ["/a/<x>", "/a/<x>/**"])])
        #expect(findings(["/a/<x>[/<path:r>]", "/a/**"]) == [Self.shadowed(1, "/a/**", by: ["/a/<x>[/<path:r>]"])])
        #expect(
            findings(["/a/*", "/a/<x>/<y>", "/a/<x>/<y>/<path:r>", "/a/<path:all>"])
                == [Self.shadowed(3, "/a/<path:all>", by: ["/a/*", "/a/<x>/<y>", "/a/<x>/<y>/<path:r>"])])
        // A tail that no route takes leaves the rest route reachable.
        #expect(findings(["/a/<x>", "/a/<x>/<y>", "/a/**"]).isEmpty)
        #expect(findings(["/a/<x>/**", "/a/**"]).isEmpty)
        #expect(findings(["/a/<int:x>", "/a/<int:x>/**", "/a/**"]).isEmpty)
    }

    @Test("with case-insensitive paths, literals that differ only in case shadow and conflict", arguments: [false, true])
    func caseInsensitivePaths(_ insensitive: Bool) {
        let configuration = RouterConfiguration(caseInsensitivePaths: insensitive)
        let expected: [Finding] =
            insensitive
            ? [
                Self.shadowed(1, "/h/a/*", by: ["/h/A/<n>"]),
                Finding(.conflict, 3, "/h/c", related: ["/h/C"], "'/h/c' is equivalent to '/h/C'"),
            ]
            : []
        #expect(findings(["/h/A/<n>", "/h/a/*", "/h/C", "/h/c"], configuration) == expected)
    }

    // MARK: Conflicts

    @Test("a pattern equivalent to an earlier one is a conflict naming it; names do not matter")
    func conflict() {
        #expect(
            findings(["/user/<id>", "/user/:name"]) == [
                Finding(.conflict, 1, "/user/:name", related: ["/user/<id>"], "'/user/:name' is equivalent to '/user/<id>'")
            ])
        let diagnostic = Router<Int>.validate(patterns: ["/user/<id>", "/user/:name"]).first
        #expect(diagnostic?.isError == true)
        #expect(diagnostic?.error?.code == .conflict)
        #expect(diagnostic?.description == "error: '/user/:name' is equivalent to '/user/<id>'")
    }

    @Test("an optional tail conflicts through any of its variants, with each route it meets")
    func conflictThroughVariants() {
        #expect(
            findings(["/a", "/a/<b>", "/a[/<c>]", "/s[/<q>]", "/s/<string:t>", "/t/<int:n>", "/t/<m>"]) == [
                Finding(.conflict, 2, "/a[/<c>]", related: ["/a", "/a/<b>"], "'/a[/<c>]' is equivalent to '/a', '/a/<b>'"),
                Finding(.conflict, 4, "/s/<string:t>", related: ["/s[/<q>]"], "'/s/<string:t>' is equivalent to '/s[/<q>]'"),
            ])
    }

    @Test("scheme scope counts: the same path under another scope is no conflict; the scheme's case is ignored")
    func conflictScope() {
        #expect(
            findings(["shop://x", "/x", "other://x", "SHOP://x"]) == [
                Finding(.conflict, 3, "SHOP://x", related: ["shop://x"], "'SHOP://x' is equivalent to 'shop://x'")
            ])
    }

    // MARK: Invalid patterns

    struct Invalid: Sendable, CustomTestStringConvertible {
        let pattern: String
        let code: ErrorCode
        let column: Int
        let message: String
        var testDescription: String { pattern }
    }

    static let invalidPatterns: [Invalid] = [
        Invalid(pattern: "", code: .emptyPattern, column: 1, message: "a pattern cannot be empty; write '/' for the root"),
        Invalid(pattern: "/a/<b", code: .unterminatedCapture, column: 4, message: "'<' is never closed by '>'"),
        Invalid(
            pattern: "shop://product/<int:>", code: .missingCaptureName, column: 21,
            message: "a capture needs a name after 'int:'"),
        Invalid(pattern: "/x/**/y", code: .restNotLast, column: 4, message: "a rest capture ('**') must be the last segment"),
        Invalid(pattern: "/s[/q", code: .unbalancedBracket, column: 3, message: "'[' is never closed"),
        Invalid(
            pattern: "/p/<sku:code>", code: .unknownParameterType, column: 5,
            message: "unknown parameter type 'sku'; register a converter with that name"),
        Invalid(pattern: "/a/<x>/<x>", code: .duplicateCaptureName, column: 9, message: "the capture name 'x' is used twice"),
        Invalid(pattern: "/é/<int:>", code: .missingCaptureName, column: 9, message: "a capture needs a name after 'int:'"),
    ]

    @Test("an invalid pattern is an error with the parse error and its column", arguments: invalidPatterns)
    func invalidPattern(_ row: Invalid) throws {
        let diagnostics = Router<Int>.validate(patterns: ["/ok", row.pattern])
        #expect(
            diagnostics.map(Finding.init) == [
                Finding(.invalidPattern, 1, row.pattern, "invalid pattern '\(row.pattern)': \(row.message)")
            ])
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.isError)
        #expect(diagnostic.error?.code == row.code)
        #expect(diagnostic.error?.column == row.column)
        #expect(diagnostic.error?.message == row.message)
    }

    @Test("a converter in the configuration makes its type name known")
    func knownConverter() {
        let configuration = RouterConfiguration().with(ParameterConverter("sku") { $0.count == 6 })
        #expect(
            findings(["/p/<sku:code>", "/p/<name>", "/p/*"], configuration) == [
                Self.shadowed(2, "/p/*", by: ["/p/<name>"])
            ])
    }

    // MARK: All at once

    @Test("reports every problem at once, in pattern order; refused patterns take no part afterwards")
    func everythingAtOnce() {
        #expect(
            findings(["bad<", "/x/*", "/x/<n>", "/x/:m", "/f/**", "/f/<path:p>", "/f/<path:q>", "/ok/<id>"]) == [
                Finding(.invalidPattern, 0, "bad<", "invalid pattern 'bad<': a capture must be a whole segment"),
                Self.shadowed(1, "/x/*", by: ["/x/<n>"]),
                Finding(.conflict, 3, "/x/:m", related: ["/x/<n>"], "'/x/:m' is equivalent to '/x/<n>'"),
                Self.shadowed(4, "/f/**", by: ["/f/<path:p>"]),
                Finding(.conflict, 6, "/f/<path:q>", related: ["/f/<path:p>"], "'/f/<path:q>' is equivalent to '/f/<path:p>'"),
            ])
    }

    @Test("a valid table has no diagnostics")
    func clean() {
        #expect(findings([]) == [])
        #expect(
            findings([
                "/", "/product/<int:id>", "/product/<slug>", "/product/new", "/search[/<q>]", "/files/<path:p>", "shop://cart",
            ]) == [])
    }

    // MARK: A router's own table

    @Test("a router reports its shadowed routes by their index in its route list, in canonical form")
    func routerValidate() throws {
        let router = Router<String>()
        #expect(router.validate().isEmpty)
        let name = try router.register("/x/:n", to: "x-name")
        for pattern in ["SHOP://x/*", "/x/*", "/f/<path:p>", "/f/**", "/y/*/z", "/y/<n>/q"] {
            try router.register(pattern, to: pattern)
        }
        #expect(
            router.validate().map(Finding.init) == [
                Self.shadowed(2, "/x/*", by: ["/x/<n>"]),
                Self.shadowed(4, "/f/**", by: ["/f/<path:p>"]),
            ])
        #expect(router.validate().allSatisfy { !$0.isError && $0.error == nil })

        router.remove(name)
        #expect(router.validate().map(Finding.init) == [Self.shadowed(3, "/f/**", by: ["/f/<path:p>"])])
    }

    @Test("validate(patterns:) and a router with the same routes agree")
    func staticAndRouterAgree() throws {
        let patterns = ["/a/<b>/**", "/a/*/<path:r>", "/<a>", "/<b>/<c>", "/*[/*]", "/y/*/z", "/y/<n>/q"]
        let router = Router<Int>()
        for (index, pattern) in patterns.enumerated() { try router.register(pattern, to: index) }
        let expected = [
            Self.shadowed(1, "/a/*/<path:r>", by: ["/a/<b>/**"]),
            Self.shadowed(4, "/*[/*]", by: ["/<a>", "/<b>/<c>"]),
        ]
        #expect(findings(patterns) == expected)
        #expect(router.validate().map(Finding.init) == expected)
    }
}
