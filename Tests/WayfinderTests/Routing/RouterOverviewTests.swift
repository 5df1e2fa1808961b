import Testing
import WayfinderTestSupport

@testable import Wayfinder
@_spi(Internals) @testable import WayfinderRouting

/// The router's main features in one pass each: a quick read of what it does, each line
/// checked; the suites beside this one test every feature in depth.
@Suite("The router at a glance", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct RouterOverviewTests {
    @Test("matching: typed captures, the query, the fragment, universal links, rest captures, optional tails")
    func matching() throws {
        let router = Router<Int>(configuration: .init(universalLinkHosts: ["shop.example.com"]))
        try router.register("shop://product/<int:id>", to: 7)
        try router.register("/product/<name>", to: 8)
        try router.register("/files/<path:rest>", to: 9)
        try router.register("shop://search[/<query>]", to: 10)
        let m = try #require(router.match("shop://product/42?ref=home&ref=x#frag"))
        #expect(m.target == 7)
        #expect(m.get("id", as: Int.self) == 42)
        #expect(m.queryItems.values(for: "ref") == ["home", "x"])
        #expect(m.fragment == "frag")
        #expect(router.match("shop://product/abc")?.target == 8)
        #expect(router.match("https://shop.example.com/product/abc")?.target == 8)
        #expect(router.match("https://SHOP.example.com:443/product/abc")?.parameters["name"] == "abc")
        #expect(router.match("https://other.com/product/abc") == nil)
        #expect(router.match("other://PRODUCT/abc")?.target == 8)
        #expect(router.match("x://files/a/b%2Fc//d/")?.segments("rest") == ["a", "b/c", "d"])
        #expect(router.match("shop://search")?.target == 10)
        #expect(router.match("shop://search/shoes")?.parameters["query"] == "shoes")
        #expect(throws: RoutingError.self) { try router.register("/product/:other", to: 1) }
        #expect(try RoutePattern("shop://search[/<query>][/x[/<int:y>]]").description == "shop://search[/<query>][/x[/<int:y>]]")
        let error = #expect(throws: RoutingError.self) { try RoutePattern("shop://product/<int:>") }
        #expect(
            error?.diagnostic(file: "<pattern 1>").description == """
                <pattern 1>:1:21: error: a capture needs a name after 'int:'
                shop://product/<int:>
                                    ^
                """)
    }

    @Test("validation names shadowed, equivalent and invalid patterns; reverse routing encodes values")
    func validationAndReverseRouting() throws {
        let found = Router<Void>.validate(patterns: [
            "/x/<name>", "/x/*", "/user/<id>", "/user/:name", "/f/<path:p>", "/f/**", "/a/<b", "/y/*/z", "/y/<n>/q",
        ])
        #expect(
            found.map(\.description) == [
                "warning: '/x/*' is never matched: '/x/<name>' matches every URL it matches and is tried first",
                "error: '/user/:name' is equivalent to '/user/<id>'",
                "warning: '/f/**' is never matched: '/f/<path:p>' matches every URL it matches and is tried first",
                "error: invalid pattern '/a/<b': '<' is never closed by '>'",
            ], "'/y/*/z' and '/y/<n>/q' differ in their last literal: neither hides the other")
        let router = Router<Int>(configuration: .init(schemes: ["shop"]))
        let id = try router.register("/product/<int:id>[/<tab>]", to: 1)
        #expect(try router.url(for: id, parameters: ["id": "42"]) == "shop://product/42")
        #expect(try router.url(for: id, parameters: ["id": "42", "tab": "a b/c"]) == "shop://product/42/a%20b%2Fc")
        let files = try router.register("/files/<path:p>", to: 2)
        #expect(try router.url(for: files, parameters: ["p": "a/b c/d"], query: ["q": "x&y"]) == "shop://files/a/b%20c/d?q=x%26y")
    }
}

@Suite("Matches print for people", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct MatchDescriptionTests {
    @Test("a match prints its pattern and the names it filled, never their values")
    func matchDescription() throws {
        let router = Router<Int>(configuration: RouterConfiguration(schemes: ["shop"]))
        try router.register("/product/<int:id>/<path:rest>", to: 1)
        try router.register("/home", to: 2)
        let match = try #require(router.match("shop://product/42/a/secret?ref=mail&ref=x&tag=red#frag"))
        #expect("\(match)" == "match of /product/<int:id>/<path:rest> (id, rest; query ref, tag; fragment)")
        let plain = try #require(router.match("shop://home"))
        #expect("\(plain)" == "match of /home")
    }
}
