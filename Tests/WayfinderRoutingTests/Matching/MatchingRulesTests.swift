import Foundation
import Testing
@_spi(Internals) import WayfinderRouting
import WayfinderTestSupport

@testable import WayfinderRouting

@Suite("Matching rules", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct MatchingRulesTests {
    // MARK: Literals

    static let literalRoutes: KeyValuePairs<String, String> = [
        "/about": "about",
        "/help/caf%C3%A9": "café, encoded in the pattern",
        "/help/thé": "thé, raw in the pattern",
        "/a%20b": "space",
        "/docs/a%2Fb": "encoded slash",
        "/price/100%25": "percent",
        "/c++": "plus",
    ]

    static let literalRows: [URLExpectation] = [
        .matches("app://about", "about"),
        .matches("app://about/", "about"),
        .matches("app://about//", "about"),
        .matches("app://%61bout", "about"),
        .matches("app://help/café", "café, encoded in the pattern"),
        .matches("app://help/caf%C3%A9", "café, encoded in the pattern"),
        .matches("app://help/caf%c3%a9", "café, encoded in the pattern"),
        .matches("app://help/th%C3%A9", "thé, raw in the pattern"),
        .matches("app://help/thé", "thé, raw in the pattern"),
        .matches("app://a%20b", "space"),
        .matches("app://a b", "space"),
        .matches("app://docs/a%2Fb", "encoded slash"),
        .matches("app://docs/a%2fb", "encoded slash"),
        .matches("app://price/100%25", "percent"),
        .matches("app://c++", "plus"),
        .matches("app://c%2B%2B", "plus"),
        .rejects("app://abouts"),
        .rejects("app://abou"),
        .rejects("app://about/us"),
        .rejects("app://help"),
        .rejects("app://help/cafe"),
        .rejects("app://help/caf%C3%89"),
        .rejects("app://help/CAFÉ"),
        .rejects("app://docs/a/b"),
        .rejects("app://price/100"),
        .rejects("app://c%20%20"),
    ]

    @Test("a literal matches itself, compared after percent-decoding", arguments: literalRows)
    func literal(_ row: URLExpectation) throws {
        row.verify(in: try MatchingFixture.router(Self.literalRoutes))
    }

    // MARK: String captures

    static let stringRoutes: KeyValuePairs<String, String> = [
        "/user/<name>": "user",
        "/user/<name>/posts": "posts",
        "/team/:id": "team",
        "/tag/<string:t>": "tag",
    ]

    static let stringRows: [URLExpectation] = [
        .matches("app://user/alice", "user", ["name": "alice"]),
        .matches("app://user/Alice", "user", ["name": "Alice"]),
        .matches("app://user/a%20b", "user", ["name": "a b"]),
        .matches("app://user/a b", "user", ["name": "a b"]),
        .matches("app://user/a%2Fb", "user", ["name": "a/b"]),
        .matches("app://user/a+b", "user", ["name": "a+b"]),
        .matches("app://user/%E2%9C%93", "user", ["name": "✓"]),
        .matches("app://user/%25", "user", ["name": "%"]),
        .matches("app://user/42", "user", ["name": "42"]),
        .matches("app://user/alice/", "user", ["name": "alice"]),
        .matches("app://user//alice", "user", ["name": "alice"]),
        // An empty segment is skipped, never captured as "": this is `user` with `posts`.
        .matches("app://user//posts", "user", ["name": "posts"]),
        .matches("app://user/alice/posts", "posts", ["name": "alice"]),
        .matches("app://team/x", "team", ["id": "x"]),
        .matches("app://tag/swift", "tag", ["t": "swift"]),
        .rejects("app://user"),
        .rejects("app://user/"),
        .rejects("app://user//"),
        .rejects("app://user/a/b"),
        .rejects("app://users/alice"),
        .rejects("app://team"),
        .rejects("app://tag/a/b"),
    ]

    @Test("<name>, :name and <string:name> capture one non-empty segment, decoded", arguments: stringRows)
    func stringCapture(_ row: URLExpectation) throws {
        row.verify(in: try MatchingFixture.router(Self.stringRoutes))
    }

    // MARK: Typed captures

    static let intRows: [CaptureRow] = [
        .accepts("0"),
        .accepts("42"),
        .accepts("-7"),
        .accepts("+7"),
        .accepts("-0"),
        .accepts("007"),
        .accepts("9223372036854775807"),
        .accepts("-9223372036854775808"),
        .accepts("%2B5", as: "+5"),
        .accepts("%34%32", as: "42"),
        .refuses("9223372036854775808"),
        .refuses("-9223372036854775809"),
        .refuses("18446744073709551616"),
        .refuses("99999999999999999999999"),
        .refuses("1.5"),
        .refuses("1e3"),
        .refuses("0x10"),
        .refuses("abc"),
        .refuses("+"),
        .refuses("-"),
        .refuses("--5"),
        .refuses("+-5"),
        .refuses("5-"),
        .refuses("1_000"),
        .refuses("1,000"),
        .refuses("%205"),
        .refuses("5%20"),
        .refuses("%EF%BC%95"),  // a full-width digit five
    ]

    @Test("<int:> accepts exactly what Int(_:) accepts", arguments: intRows)
    func intCapture(_ row: CaptureRow) throws {
        let router = try MatchingFixture.router(["/v/<int:value>": "typed"])
        let match = try MatchingFixture.verify(row, in: router)
        let decoded = try MatchingFixture.segments(of: "app://v/\(row.segment)").last
        // The table agrees with Swift's own parser, row by row.
        #expect((Int(decoded ?? "") != nil) == (row.value != nil))
        if let value = row.value {
            #expect(match?.get("value", as: Int.self) == Int(value))
        }
    }

    static let doubleRows: [CaptureRow] = [
        .accepts("0"),
        .accepts("1"),
        .accepts("1.5"),
        .accepts("-1.5"),
        .accepts("+2.0"),
        .accepts(".5"),
        .accepts("5."),
        .accepts("-.5"),
        .accepts("1e10"),
        .accepts("1E-3"),
        .accepts("2.5e+2"),
        .accepts("-0"),
        .accepts("1.7976931348623157e308"),
        .accepts("1e-400"),  // underflows to zero, which is finite
        .accepts("%2D1.5", as: "-1.5"),
        .refuses("inf"),
        .refuses("-inf"),
        .refuses("Infinity"),
        .refuses("nan"),
        .refuses("NaN"),
        .refuses("0x1p3"),
        .refuses("0x10"),
        .refuses("1e400"),
        .refuses("-1e400"),
        .refuses("abc"),
        .refuses("."),
        .refuses("e5"),
        .refuses("1e"),
        .refuses("1e+"),
        .refuses("1.2.3"),
        .refuses("1,5"),
        .refuses("--1"),
        .refuses("%201"),
    ]

    @Test("<double:> accepts finite decimals only: no inf, nan or hexadecimal", arguments: doubleRows)
    func doubleCapture(_ row: CaptureRow) throws {
        let router = try MatchingFixture.router(["/v/<double:value>": "typed"])
        let match = try MatchingFixture.verify(row, in: router)
        if let value = row.value {
            let expected = try #require(Double(value))
            #expect(match?.get("value", as: Double.self) == expected)
        }
    }

    static let uuidRows: [CaptureRow] = [
        .accepts("E621E1F8-C36C-495A-93FC-0C247A3E6E5F"),
        .accepts("e621e1f8-c36c-495a-93fc-0c247a3e6e5f"),
        .accepts("e621E1F8-c36c-495A-93fc-0C247a3e6E5F"),
        .accepts("00000000-0000-0000-0000-000000000000"),
        .refuses("e621e1f8c36c495a93fc0c247a3e6e5f"),
        .refuses("%7Be621e1f8-c36c-495a-93fc-0c247a3e6e5f%7D"),
        .refuses("e621e1f8-c36c-495a-93fc-0c247a3e6e5"),
        .refuses("e621e1f8-c36c-495a-93fc-0c247a3e6e5ff"),
        .refuses("g621e1f8-c36c-495a-93fc-0c247a3e6e5f"),
        .refuses("e621e1f8c-36c-495a-93fc-0c247a3e6e5f"),
        .refuses("e621e1f8_c36c_495a_93fc_0c247a3e6e5f"),
    ]

    @Test("<uuid:> accepts the 36-character form in either case", arguments: uuidRows)
    func uuidCapture(_ row: CaptureRow) throws {
        let router = try MatchingFixture.router(["/v/<uuid:value>": "typed"])
        let match = try MatchingFixture.verify(row, in: router)
        if let value = row.value {
            let expected = try #require(UUID(uuidString: value))
            #expect(match?.get("value", as: UUID.self) == expected)
        }
    }

    static let converterConfiguration: RouterConfiguration = {
        var configuration = RouterConfiguration()
        configuration.addParameterType("sku") { $0.count == 8 && $0.allSatisfy(\.isLetter) }
        configuration.addParameterType("Tab", as: FixtureTab.self)
        return configuration
    }()

    static let converterRows: [URLExpectation] = [
        .matches("app://item/ABCDEFGH", "item", ["code": "ABCDEFGH"]),
        .matches("app://item/abcdefgh", "item", ["code": "abcdefgh"]),
        // The converter sees the decoded text.
        .matches("app://item/%41BCDEFGH", "item", ["code": "ABCDEFGH"]),
        .matches("app://tab/home", "tab", ["which": "home"]),
        .matches("app://tab/cart", "tab", ["which": "cart"]),
        .rejects("app://item/ABCDEFG"),
        .rejects("app://item/ABCDEFGHI"),
        .rejects("app://item/ABCDEFG1"),
        .rejects("app://item/ABCD%20FGH"),
        .rejects("app://tab/Home"),
        .rejects("app://tab/profile"),
    ]

    @Test("a converter from the configuration decides what its captures accept", arguments: converterRows)
    func customConverter(_ row: URLExpectation) throws {
        let router = try MatchingFixture.router(
            ["/item/<sku:code>": "item", "/tab/<TAB:which>": "tab"], configuration: Self.converterConfiguration)
        row.verify(in: router)
        if row.target == "tab", let match = router.match(row.url) {
            #expect(match.get("which", as: FixtureTab.self) == FixtureTab(rawValue: row.parameters["which"] ?? ""))
        }
    }

    // MARK: Wildcards and rest captures

    static let wildcardRows: [URLExpectation] = [
        .matches("app://w/x/end", "wildcard"),
        .matches("app://w/42/end", "wildcard"),
        .matches("app://w/a%2Fb/end", "wildcard"),
        .matches("app://w//x//end/", "wildcard"),
        .rejects("app://w/end"),
        .rejects("app://w/x/y/end"),
        .rejects("app://w/x"),
        .rejects("app://w/x/end/more"),
    ]

    @Test("* matches any one segment and captures nothing", arguments: wildcardRows)
    func wildcard(_ row: URLExpectation) throws {
        row.verify(in: try MatchingFixture.router(["/w/*/end": "wildcard"]))
    }

    struct RestRow: Sendable, CustomTestStringConvertible {
        let url: String
        /// The segments the rest capture must give, or `nil` when the URL must not match.
        let segments: [String]?
        var testDescription: String { "\(url) -> \(segments.map { "\($0)" } ?? "no match")" }
    }

    static let pathRestRows: [RestRow] = [
        RestRow(url: "app://files/a", segments: ["a"]),
        RestRow(url: "app://files/a/b/c", segments: ["a", "b", "c"]),
        RestRow(url: "app://files/a%2Fb/c", segments: ["a/b", "c"]),
        RestRow(url: "app://files/a//b/", segments: ["a", "b"]),
        RestRow(url: "app://files/x%20y/z.txt", segments: ["x y", "z.txt"]),
        RestRow(url: "app://files/files/files", segments: ["files", "files"]),
        RestRow(url: "app://files", segments: nil),
        RestRow(url: "app://files/", segments: nil),
        RestRow(url: "app://files//", segments: nil),
        RestRow(url: "app://file/a", segments: nil),
    ]

    @Test("<path:name> captures one or more segments, joined with / and as an array", arguments: pathRestRows)
    func pathRest(_ row: RestRow) throws {
        let router = try MatchingFixture.router(["/files/<path:rest>": "files"])
        guard let segments = row.segments else {
            URLExpectation.rejects(row.url).verify(in: router)
            return
        }
        URLExpectation.matches(row.url, "files", ["rest": segments.joined(separator: "/")]).verify(in: router)
        let match = try #require(router.match(row.url))
        #expect(match.segments("rest") == segments)
        #expect(match.parameters["rest"] == segments.joined(separator: "/"))
        #expect(match.parameterNames == ["rest"])
    }

    static let anyRestRows: [URLExpectation] = [
        .matches("app://any/x", "any"),
        .matches("app://any/x/y/z", "any"),
        .matches("app://any/%2F", "any"),
        .matches("app://repo/me/src/main.swift", "repo", ["owner": "me", "file": "src/main.swift"]),
        .matches("app://repo/me/README", "repo", ["owner": "me", "file": "README"]),
        .rejects("app://any"),
        .rejects("app://any/"),
        .rejects("app://repo/me"),
    ]

    @Test("** matches one or more segments without capturing; a rest may follow captures", arguments: anyRestRows)
    func anyRest(_ row: URLExpectation) throws {
        let router = try MatchingFixture.router(["/any/**": "any", "/repo/<owner>/<path:file>": "repo"])
        row.verify(in: router)
    }

    // MARK: Optional tails

    static let optionalTailRows: [URLExpectation] = [
        .matches("shop://search", "search"),
        .matches("shop://search/", "search"),
        .matches("shop://search/shoes", "search", ["query": "shoes"]),
        .matches("app://a", "a[b][c]"),
        .matches("app://a/b", "a[b][c]"),
        .matches("app://a/c", "a[b][c]"),
        .matches("app://a/b/c", "a[b][c]"),
        .matches("app://n", "nested"),
        .matches("app://n/x", "nested"),
        .matches("app://n/x/5", "nested", ["y": "5"]),
        .matches("app://files", "files"),
        .matches("app://files/a/b", "files", ["rest": "a/b"]),
        .rejects("shop://search/a/b"),
        .rejects("app://a/c/b"),
        .rejects("app://a/b/b"),
        .rejects("app://a/d"),
        .rejects("app://n/5"),
        .rejects("app://n/x/q"),
        .rejects("app://n/x/5/6"),
    ]

    @Test("an optional tail matches with and without its segments, nested or in sequence", arguments: optionalTailRows)
    func optionalTail(_ row: URLExpectation) throws {
        let router = try MatchingFixture.router([
            "shop://search[/<query>]": "search",
            "/a[/b][/c]": "a[b][c]",
            "/n[/x[/<int:y>]]": "nested",
            "/files[/<path:rest>]": "files",
        ])
        row.verify(in: router)
    }

    @Test("in the zero case of an optional tail its captures are absent, not empty")
    func optionalTailZeroCase() throws {
        let router = try MatchingFixture.router(["shop://search[/<query>]": "search"])
        let match = try #require(router.match("shop://search"))
        #expect(match.get("query") == nil)
        #expect(match.parameterNames.isEmpty)
        #expect(throws: RoutingError.self) { try match.require("query") }
    }

    // MARK: Anchoring and backtracking

    static let anchoringRows: [URLExpectation] = [
        .matches("app://a/b", "a/b"),
        .matches("app://b/c", "b/c"),
        .matches("app://x/1", "x/<y>", ["y": "1"]),
        .rejects("app://a/b/c"),
        .rejects("app://a"),
        .rejects("app://q/b/c"),
        .rejects("app://x/1/2"),
        .rejects("app://x"),
    ]

    @Test("a match is anchored at both ends: nothing before, no extra segments after", arguments: anchoringRows)
    func anchoring(_ row: URLExpectation) throws {
        row.verify(in: try MatchingFixture.router(["/a/b": "a/b", "/b/c": "b/c", "/x/<y>": "x/<y>"]))
    }

    /// Depths on both sides of the walk's stack and the reader's segment buffer of typical
    /// size (24 segments), where they change from a fixed size to one made for the URL.
    static let deepDepths = [2, 22, 23, 24, 25, 26, 40, 127]

    @Test(
        "a deep pattern matches at any depth, backing out of its last level into a string capture",
        arguments: deepDepths)
    func deepPatterns(depth: Int) throws {
        // `depth` segments in all: literals, then one capture, then `edit` or `view`.
        let prefix = (0..<(depth - 2)).map { "s\($0)" }.joined(separator: "/")
        let path = { (tail: String) in prefix.isEmpty ? tail : "\(prefix)/\(tail)" }
        let router = try MatchingFixture.router([
            "/" + path("<int:id>/edit"): "edit", "/" + path("<slug>/view"): "view",
        ])
        let rows: [URLExpectation] = [
            .matches("app://" + path("42/edit"), "edit", ["id": "42"]),
            // `42` converts, but the int branch has no `view`: the walk backs out to `<slug>`.
            .matches("app://" + path("42/view"), "view", ["slug": "42"]),
            .rejects("app://" + path("abc/edit")),
            .rejects("app://" + path("42/edit/more")),
        ]
        for row in rows { row.verify(in: router) }
    }

    static let rootRows: [URLExpectation] = [
        .matches("app://", "root"),
        .matches("app:", "root"),
        .matches("app:/", "root"),
        .matches("app:///", "root"),
        .matches("https://shop.example.com", "root"),
        .matches("https://shop.example.com/", "root"),
        .matches("https://shop.example.com/?q=1#top", "root"),
        .rejects("app://x"),
        .rejects("https://shop.example.com/x"),
    ]

    @Test("the pattern / matches a URL with no path segments, and only that", arguments: rootRows)
    func rootPattern(_ row: URLExpectation) throws {
        let router = try MatchingFixture.router(
            ["/": "root"], configuration: RouterConfiguration(universalLinkHosts: ["shop.example.com"]))
        row.verify(in: router)
    }

    static let typedBacktrackingRows: [URLExpectation] = [
        .matches("app://p/42/edit", "edit", ["id": "42"]),
        // `42` converts, but the int branch has no `view`: the walk backs out to `<slug>`.
        .matches("app://p/42/view", "view", ["slug": "42"]),
        .matches("app://p/abc/view", "view", ["slug": "abc"]),
        .rejects("app://p/abc/edit"),
        .rejects("app://p/4.2/edit"),
        .matches("app://q/7", "int", ["n": "7"]),
        .matches("app://q/seven", "fallback", ["name": "seven"]),
    ]

    @Test(
        "a typed capture that does not convert is no match on that branch; the walk backtracks",
        arguments: typedBacktrackingRows)
    func typedCaptureBacktracks(_ row: URLExpectation) throws {
        let router = try MatchingFixture.router([
            "/p/<int:id>/edit": "edit",
            "/p/<slug>/view": "view",
            "/q/<int:n>": "int",
            "/q/<name>": "fallback",
        ])
        row.verify(in: router)
    }

    // MARK: Schemes and hosts

    static let schemeAgnosticRows: [URLExpectation] = [
        .matches("shop://product/1", "product", ["id": "1"]),
        .matches("other://product/1", "product", ["id": "1"]),
        .matches("my-app+beta.v2://product/1", "product", ["id": "1"]),
        .matches("SHOP://product/1", "product", ["id": "1"]),
        .matches("shop:/product/1", "product", ["id": "1"]),
        .matches("https://shop.example.com/product/1", "product", ["id": "1"]),
        .matches("http://shop.example.com/product/1", "product", ["id": "1"]),
        .matches("https://shop.example.com/product/1/", "product", ["id": "1"]),
        .rejects("https://elsewhere.example/product/1"),
        .rejects("https://shop.example.com/shop/product/1"),
        .rejects("https://product/1"),
        .rejects("https:/product/1"),
        .rejects("shop://shop.example.com/product/1"),
    ]

    @Test(
        "a pattern without a scheme matches under custom schemes and universal-link hosts",
        arguments: schemeAgnosticRows)
    func patternWithoutScheme(_ row: URLExpectation) throws {
        let router = try MatchingFixture.router(
            ["/product/<int:id>": "product"],
            configuration: RouterConfiguration(universalLinkHosts: ["shop.example.com"]))
        row.verify(in: router)
    }

    static let webSchemeRows: [URLExpectation] = [
        .matches("https://shop.example.com/promo/spring", "promo", ["code": "spring"]),
        .matches("https://SHOP.Example.COM/promo/spring", "promo", ["code": "spring"]),
        .matches("https://shop.example.com:443/promo/spring", "promo", ["code": "spring"]),
        .matches("HTTPS://shop.example.com/promo/spring", "promo", ["code": "spring"]),
        .matches("http://legacy.example.com/a/b", "legacy", ["p": "a/b"]),
        .rejects("http://shop.example.com/promo/spring"),
        .rejects("https://other.example.com/promo/spring"),
        .rejects("https://shop.example.com/Promo/spring"),
        .rejects("https://shop.example.com/promo"),
        .rejects("https://legacy.example.com/a/b"),
        .rejects("shop://shop.example.com/promo/spring"),
    ]

    @Test("a pattern naming http or https reads the host as its first segment", arguments: webSchemeRows)
    func patternNamingWebScheme(_ row: URLExpectation) throws {
        let router = try MatchingFixture.router([
            "https://shop.example.com/promo/<code>": "promo",
            "http://legacy.example.com/<path:p>": "legacy",
        ])
        row.verify(in: router)
    }

    static let customHostRows: [URLExpectation] = [
        .matches("shop://product/1/Reviews", "reviews", ["id": "1"]),
        .matches("shop://PRODUCT/1/Reviews", "reviews", ["id": "1"]),
        .matches("Shop://Product/1/Reviews", "reviews", ["id": "1"]),
        .matches("shop://pRoDuCt/1/Reviews", "reviews", ["id": "1"]),
        .matches("shop://%50RODUCT/1/Reviews", "reviews", ["id": "1"]),
        .matches("shop:/PRODUCT/1/Reviews", "reviews", ["id": "1"]),
        .matches("shop://cart", "cart"),
        .matches("SHOP://CART", "cart"),
        .matches("shop:/Cart", "cart"),
        .rejects("shop://product/1/reviews"),
        .rejects("shop://product/1/REVIEWS"),
        .rejects("other://cart"),
        // Under a universal link the first segment is path, which keeps its case.
        .matches("https://shop.example.com/product/1/Reviews", "reviews", ["id": "1"]),
        .rejects("https://shop.example.com/PRODUCT/1/Reviews"),
    ]

    @Test(
        "a custom scheme's host compares without case, also as the first segment; the path keeps its case",
        arguments: customHostRows)
    func customSchemeHost(_ row: URLExpectation) throws {
        let router = try MatchingFixture.router(
            ["/product/<int:id>/Reviews": "reviews", "shop://Cart": "cart"],
            configuration: RouterConfiguration(universalLinkHosts: ["shop.example.com"]))
        row.verify(in: router)
    }

    static let caseInsensitiveRows: [URLExpectation] = [
        .matches("app://product/1/reviews", "reviews", ["id": "1"]),
        .matches("app://PRODUCT/1/REVIEWS", "reviews", ["id": "1"]),
        .matches("https://shop.example.com/PRODUCT/1/Reviews", "reviews", ["id": "1"]),
        .matches("app://user/Alice", "user", ["name": "Alice"]),
        .matches("app://USER/ALICE", "user", ["name": "ALICE"]),
        .matches("app://x/CAF%C3%89", "café"),
        .matches("app://X/CAFÉ", "café"),
        .matches("app://x/café", "café"),
        .rejects("app://product/x/reviews"),
        .rejects("app://product/1/review"),
    ]

    @Test(
        "with caseInsensitivePaths, literals anywhere in the path compare without case; captures keep it",
        arguments: caseInsensitiveRows)
    func caseInsensitivePaths(_ row: URLExpectation) throws {
        let router = try MatchingFixture.router(
            ["/Product/<int:id>/Reviews": "reviews", "/user/<name>": "user", "/x/Café": "café"],
            configuration: RouterConfiguration(universalLinkHosts: ["shop.example.com"], caseInsensitivePaths: true))
        row.verify(in: router)
    }

    // MARK: Query and fragment

    @Test(
        "+ in the query is a space only when configured; never in the path or fragment; %2B stays +",
        arguments: [false, true])
    func plusInQuery(plusAsSpace: Bool) throws {
        let router = try MatchingFixture.router(
            ["/search/<term>": "search"], configuration: RouterConfiguration(plusAsSpaceInQuery: plusAsSpace))
        let match = try #require(router.match("app://search/a+b?q=c+d&e%2Bf=g+h%2Bi&x+y=1#j+k"))
        #expect(match.parameters["term"] == "a+b")
        #expect(match.queryItems["q"] == (plusAsSpace ? "c d" : "c+d"))
        #expect(match.queryItems.names == ["q", "e+f", plusAsSpace ? "x y" : "x+y"])
        #expect(match.queryItems["e+f"] == (plusAsSpace ? "g h+i" : "g+h+i"))
        #expect(match.fragment == "j+k")
    }

    struct FragmentRow: Sendable, CustomTestStringConvertible {
        let url: String
        let fragment: String?
        var testDescription: String { "\(url) -> \(fragment.map { "'\($0)'" } ?? "nil")" }
    }

    static let fragmentRows: [FragmentRow] = [
        FragmentRow(url: "app://product/1#reviews", fragment: "reviews"),
        FragmentRow(url: "app://product/1#re%20views", fragment: "re views"),
        FragmentRow(url: "app://product/1#/extra/segments", fragment: "/extra/segments"),
        FragmentRow(url: "app://product/1/#top", fragment: "top"),
        FragmentRow(url: "app://product/1?x=1#top", fragment: "top"),
        FragmentRow(url: "app://product/1#", fragment: ""),
        FragmentRow(url: "app://product/1", fragment: nil),
    ]

    @Test("the fragment is not matched but is available on the match", arguments: fragmentRows)
    func fragment(_ row: FragmentRow) throws {
        let router = try MatchingFixture.router(["/product/<int:id>": "product"])
        URLExpectation.matches(row.url, "product", ["id": "1"]).verify(in: router)
        #expect(router.match(row.url)?.fragment == row.fragment)
    }

    @Test("a fragment is never read as a segment")
    func fragmentIsNotASegment() throws {
        let router = try MatchingFixture.router(["/product/<int:id>": "product"])
        URLExpectation.rejects("app://product#1").verify(in: router)
        URLExpectation.rejects("app://product?1").verify(in: router)
    }

    @Test("a Foundation URL matches as its absolute string does")
    func foundationURL() throws {
        let router = try MatchingFixture.router(["/product/<int:id>": "product"])
        let url = try #require(URL(string: "shop://product/42?ref=home#top"))
        let match = try #require(router.match(url))
        #expect(match.target == "product")
        #expect(match.get("id", as: Int.self) == 42)
        #expect(match.queryItems["ref"] == "home")
        #expect(match.fragment == "top")
    }
}
