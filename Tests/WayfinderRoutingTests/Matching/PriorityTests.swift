import Testing
@_spi(Internals) import WayfinderRouting
import WayfinderTestSupport

@testable import WayfinderRouting

@Suite("Priority", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct PriorityTests {
    /// Several patterns, a URL, and the pattern that must win, whatever the registration order.
    struct Contest: Sendable, CustomTestStringConvertible {
        let rule: String
        let patterns: [String]
        let url: String
        /// The winning pattern as registered, or `nil` when none may match.
        let winner: String?
        var testDescription: String { "\(rule): \(url)" }
    }

    static let uuid = "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"

    static let perSegment: [Contest] = [
        Contest(rule: "literal beats typed", patterns: ["/a/<int:n>", "/a/42"], url: "app://a/42", winner: "/a/42"),
        Contest(
            rule: "typed when the literal differs", patterns: ["/a/<int:n>", "/a/42"], url: "app://a/43", winner: "/a/<int:n>"),
        Contest(rule: "literal beats string", patterns: ["/a/<s>", "/a/b"], url: "app://a/b", winner: "/a/b"),
        Contest(rule: "literal beats *", patterns: ["/a/*", "/a/b"], url: "app://a/b", winner: "/a/b"),
        Contest(rule: "literal beats <path:>", patterns: ["/a/<path:r>", "/a/b"], url: "app://a/b", winner: "/a/b"),
        Contest(rule: "literal beats **", patterns: ["/a/**", "/a/b"], url: "app://a/b", winner: "/a/b"),
        Contest(rule: "int beats string", patterns: ["/a/<s>", "/a/<int:n>"], url: "app://a/42", winner: "/a/<int:n>"),
        Contest(rule: "string when int refuses", patterns: ["/a/<s>", "/a/<int:n>"], url: "app://a/x", winner: "/a/<s>"),
        Contest(rule: "uuid beats string", patterns: ["/a/<s>", "/a/<uuid:u>"], url: "app://a/\(uuid)", winner: "/a/<uuid:u>"),
        Contest(rule: "double beats string", patterns: ["/a/<s>", "/a/<double:d>"], url: "app://a/1.5", winner: "/a/<double:d>"),
        Contest(rule: "typed beats *", patterns: ["/a/*", "/a/<int:n>"], url: "app://a/1", winner: "/a/<int:n>"),
        Contest(rule: "string beats *", patterns: ["/a/*", "/a/<s>"], url: "app://a/x", winner: "/a/<s>"),
        Contest(rule: "string beats <path:>", patterns: ["/a/<path:r>", "/a/<s>"], url: "app://a/x", winner: "/a/<s>"),
        Contest(rule: "* beats <path:>", patterns: ["/a/<path:r>", "/a/*"], url: "app://a/x", winner: "/a/*"),
        Contest(rule: "* beats **", patterns: ["/a/**", "/a/*"], url: "app://a/x", winner: "/a/*"),
        Contest(rule: "<path:> when * runs out", patterns: ["/a/<path:r>", "/a/*"], url: "app://a/x/y", winner: "/a/<path:r>"),
        Contest(rule: "<path:> beats **", patterns: ["/a/**", "/a/<path:r>"], url: "app://a/x/y", winner: "/a/<path:r>"),
        Contest(rule: "** alone", patterns: ["/a/**", "/b/<path:r>"], url: "app://a/x/y", winner: "/a/**"),
        Contest(rule: "int beats double", patterns: ["/a/<double:d>", "/a/<int:n>"], url: "app://a/5", winner: "/a/<int:n>"),
        Contest(
            rule: "int beats double, signed", patterns: ["/a/<double:d>", "/a/<int:n>"], url: "app://a/-5", winner: "/a/<int:n>"),
        Contest(
            rule: "double when int refuses", patterns: ["/a/<double:d>", "/a/<int:n>"], url: "app://a/5.5",
            winner: "/a/<double:d>"),
        Contest(
            rule: "double when int overflows", patterns: ["/a/<double:d>", "/a/<int:n>"], url: "app://a/9223372036854775808",
            winner: "/a/<double:d>"),
        Contest(
            rule: "double for an exponent", patterns: ["/a/<double:d>", "/a/<int:n>"], url: "app://a/1e3", winner: "/a/<double:d>"
        ),
        Contest(
            rule: "literal beats an optional tail's capture", patterns: ["/a[/<s>]", "/a/b"], url: "app://a/b", winner: "/a/b"),
        Contest(
            rule: "an optional tail's capture when the literal differs", patterns: ["/a[/<s>]", "/a/b"], url: "app://a/c",
            winner: "/a[/<s>]"),
        // The leftmost difference decides, whatever follows it.
        Contest(rule: "leftmost: literal first", patterns: ["/<s>/b", "/a/<t>"], url: "app://a/b", winner: "/a/<t>"),
        Contest(rule: "leftmost: typed first", patterns: ["/<s>/b", "/<int:n>/<t>"], url: "app://5/b", winner: "/<int:n>/<t>"),
        Contest(rule: "leftmost: string before *", patterns: ["/*/b", "/<s>/<t>"], url: "app://x/b", winner: "/<s>/<t>"),
        Contest(rule: "leftmost: * before <path:>", patterns: ["/<path:p>", "/*/<s>"], url: "app://x/b", winner: "/*/<s>"),
        Contest(
            rule: "leftmost: three segments", patterns: ["/a/<s>/c", "/a/b/<t>", "/<u>/b/c"], url: "app://a/b/c",
            winner: "/a/b/<t>"),
        Contest(rule: "no match among them", patterns: ["/a/<int:n>", "/a/b"], url: "app://a/x", winner: nil),
    ]

    @Test(
        "per segment: literal > typed > string > * > <path:> > **, the leftmost difference deciding",
        arguments: perSegment, [false, true])
    func perSegmentPriority(_ contest: Contest, reversed: Bool) throws {
        try check(contest, reversed: reversed)
    }

    static let backtracking: [Contest] = {
        let ladder = ["/a/b/c/d", "/a/b/<x>/e", "/a/<y>/c/f", "/<z>/b/c/g"]
        return [
            Contest(rule: "no backtracking needed", patterns: ladder, url: "app://a/b/c/d", winner: "/a/b/c/d"),
            Contest(rule: "one level", patterns: ladder, url: "app://a/b/c/e", winner: "/a/b/<x>/e"),
            Contest(rule: "two levels", patterns: ladder, url: "app://a/b/c/f", winner: "/a/<y>/c/f"),
            Contest(rule: "three levels", patterns: ladder, url: "app://a/b/c/g", winner: "/<z>/b/c/g"),
            Contest(rule: "every branch dead-ends", patterns: ladder, url: "app://a/b/c/h", winner: nil),
            Contest(
                rule: "literal to rest", patterns: ["/docs/api/index", "/docs/<path:p>"], url: "app://docs/api/other",
                winner: "/docs/<path:p>"),
            Contest(rule: "literal to **", patterns: ["/docs/api/index", "/docs/**"], url: "app://docs/api", winner: "/docs/**"),
            Contest(
                rule: "typed to string", patterns: ["/p/<int:id>/edit", "/p/<s>/view"], url: "app://p/42/view",
                winner: "/p/<s>/view"),
            Contest(rule: "typed to *", patterns: ["/x/<int:n>/a", "/x/*/b"], url: "app://x/5/b", winner: "/x/*/b"),
            Contest(rule: "string to *", patterns: ["/x/<s>/a", "/x/*/b"], url: "app://x/5/b", winner: "/x/*/b"),
            Contest(
                rule: "int to double, deep", patterns: ["/m/<int:n>/x/y", "/m/<double:d>/x/z"], url: "app://m/1/x/z",
                winner: "/m/<double:d>/x/z"),
            Contest(rule: "literal that is too short", patterns: ["/a/b/c", "/a/<s>"], url: "app://a/b", winner: "/a/<s>"),
            Contest(
                rule: "literal whose route ends too early", patterns: ["/a/b", "/a/<s>/c"], url: "app://a/b/c", winner: "/a/<s>/c"
            ),
            Contest(
                rule: "optional tail to capture", patterns: ["/a/b[/c]", "/a/<s>/d"], url: "app://a/b/d", winner: "/a/<s>/d"),
        ]
    }()

    @Test(
        "a branch that dead-ends falls back to the next, several levels deep",
        arguments: backtracking, [false, true])
    func backtrackingPriority(_ contest: Contest, reversed: Bool) throws {
        try check(contest, reversed: reversed)
    }

    static let schemes: [Contest] = [
        Contest(
            rule: "named scheme first", patterns: ["/product/<int:id>", "shop://product/<int:id>"], url: "shop://product/1",
            winner: "shop://product/<int:id>"),
        Contest(
            rule: "other schemes get the agnostic one", patterns: ["/product/<int:id>", "shop://product/<int:id>"],
            url: "other://product/1", winner: "/product/<int:id>"),
        Contest(
            rule: "named scheme first even when less specific", patterns: ["/product/42", "shop://product/<s>"],
            url: "shop://product/42", winner: "shop://product/<s>"),
        Contest(
            rule: "named scheme first even for **", patterns: ["/product/42", "shop://**"], url: "shop://product/42",
            winner: "shop://**"),
        Contest(
            rule: "agnostic when the named one does not match", patterns: ["/product/<s>", "shop://product/<int:id>"],
            url: "shop://product/abc", winner: "/product/<s>"),
        Contest(
            rule: "named scheme compares without case", patterns: ["/product/<s>", "shop://product/<s>"], url: "SHOP://product/x",
            winner: "shop://product/<s>"),
    ]

    @Test("a pattern naming the URL's scheme beats one without a scheme", arguments: schemes, [false, true])
    func schemePriority(_ contest: Contest, reversed: Bool) throws {
        try check(contest, reversed: reversed)
    }

    @Test("typed converters are tried built-in first, then the app's in configuration order")
    func convertersInOrder() throws {
        // Both app converters accept every segment of digits; so does `int`.
        let configuration = RouterConfiguration().with(
            ParameterConverter("second") { $0.allSatisfy(\.isNumber) },
            ParameterConverter("first") { $0.allSatisfy(\.isNumber) || $0 == "x" })
        let router = try MatchingFixture.router(
            patterns: ["/a/<first:f>", "/a/<second:s>", "/a/<int:n>", "/a/<name>"], configuration: configuration)
        #expect(router.match("app://a/5")?.target == "/a/<int:n>")
        #expect(router.match("app://a/99999999999999999999")?.target == "/a/<second:s>")
        #expect(router.match("app://a/x")?.target == "/a/<first:f>")
        #expect(router.match("app://a/y")?.target == "/a/<name>")
    }

    @Test("first literals that differ only in case: under a custom scheme the literal spelled as the host is tried first")
    func caseVariantsOfTheHost() throws {
        // Under a universal link `/Product/...` and `/product/...` are different paths, so both
        // register. Under a custom scheme the host has no case: the literal spelled exactly as
        // the URL has it is tried first, then the other case variants in registration order.
        var winners: [String?] = []
        for patterns in [["/Product/<s>", "/product/x"], ["/product/x", "/Product/<s>"]] {
            let router = try MatchingFixture.router(
                patterns: patterns, configuration: RouterConfiguration(universalLinkHosts: ["shop.example.com"]))
            URLExpectation.matches("https://shop.example.com/Product/x", "/Product/<s>", ["s": "x"]).verify(in: router)
            URLExpectation.matches("https://shop.example.com/product/x", "/product/x").verify(in: router)
            URLExpectation.matches("shop://PRODUCT/y", "/Product/<s>", ["s": "y"]).verify(in: router)
            URLExpectation.matches("shop://Product/x", "/Product/<s>", ["s": "x"]).verify(in: router)
            winners.append(router.match("shop://product/x")?.target)
        }
        #expect(winners == ["/product/x", "/product/x"])
    }

    @Test("a host's case variants are still tried after a dead end several levels under the literal spelled as the host")
    func caseVariantsAfterDeepDeadEnd() throws {
        for patterns in [
            ["/Product/a/x", "/product/a/b", "/PRODUCT/<s>/b"], ["/PRODUCT/<s>/b", "/product/a/b", "/Product/a/x"],
        ] {
            let router = try MatchingFixture.router(patterns: patterns)
            // `Product` then `a` dead-end at `b`; walking back to the host, the walk skips the
            // child it came from and tries the other spellings in registration order.
            let expected = patterns.first { $0 != "/Product/a/x" }!
            #expect(router.match("shop://Product/a/b")?.target == expected)
            #expect(router.match("shop://Product/a/x")?.target == "/Product/a/x")
        }
    }

    /// Registers the contest's patterns (in reverse when asked) and checks the winner, so that
    /// priority is shown not to depend on registration order.
    private func check(_ contest: Contest, reversed: Bool, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let patterns = reversed ? contest.patterns.reversed() : contest.patterns
        let router = try MatchingFixture.router(patterns: patterns)
        if let winner = contest.winner {
            URLExpectation(url: contest.url, target: winner, parameters: try expectedCaptures(winner, contest.url))
                .verify(in: router, sourceLocation: sourceLocation)
        } else {
            URLExpectation.rejects(contest.url).verify(in: router, sourceLocation: sourceLocation)
        }
    }

    /// The captures the winner must give: each named capture's segment(s) from the URL.
    private func expectedCaptures(_ pattern: String, _ url: String) throws -> [String: String] {
        let parsed = try RoutePattern(pattern)
        let segments = try MatchingFixture.segments(of: url)
        let variant = try #require(
            parsed.variants.first { variant in
                variant.count == segments.count || (variant.last?.isRest == true && variant.count <= segments.count)
            })
        var captures: [String: String] = [:]
        for (index, segment) in variant.enumerated() {
            switch segment {
            case .capture(let name, _): captures[name] = segments[index]
            case .rest(let name): captures[name] = segments[index...].joined(separator: "/")
            default: break
            }
        }
        return captures
    }
}
