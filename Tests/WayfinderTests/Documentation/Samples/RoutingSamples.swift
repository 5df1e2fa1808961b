import Foundation
import Testing
import WayfinderTestSupport
import WayfinderRouting

/// The samples of WayfinderRouting's articles: its landing page, "Pattern syntax" and
/// "Reading URLs".
@Suite("Routing samples run as written", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct RoutingSamples {
    @Test("the landing page: a router alone")
    func landingPage() throws {
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }
        // sample: WayfinderRouting
        let router = Router<Int>()
        try router.register("shop://product/<int:id>", to: 7)
        let match = router.match("shop://product/42?ref=home")!
        print(match.target)                          // 7
        print(try match.require("id", as: Int.self)) // 42
        // end sample
        #expect(printed == ["7", "42"])
    }

    @Test("pattern syntax: captures keep their text, schemes and hosts, converters, order")
    func patternSyntax() throws {
        let router = Router<Int>(configuration: RouterConfiguration(schemes: ["shop"]))
        try router.register("/product/<int:id>", to: 1)
        try router.register("/help/<path:topic>", to: 2)
        do {
            let match = try #require(router.match("shop://product/0010"))
            // sample: PatternSyntax
            // pattern /product/<int:id>, URL shop://product/0010
            let text = match.parameters["id"]      // "0010"
            let id = match.get("id", as: Int.self) // 10
            // end sample
            #expect(text == "0010" && id == 10)
        }
        do {
            let match = try #require(router.match("shop://help/a/b%2Fc/d"))
            // sample: PatternSyntax
            // pattern /help/<path:topic>, URL shop://help/a/b%2Fc/d
            let topic = match.parameters["topic"]  // "a/b/c/d"
            let segments = match.segments("topic") // ["a", "b/c", "d"]
            // end sample
            #expect(topic == "a/b/c/d" && segments == ["a", "b/c", "d"])
        }
    }

    @Test("pattern syntax: a pattern without a scheme answers the configured ones")
    func schemesAndHosts() throws {
        // sample: PatternSyntax
        let router = Router<Int>(configuration: RouterConfiguration(
            schemes: ["shop"], universalLinkHosts: ["shop.example.com"]))
        try router.register("/product/<int:id>", to: 1)
        try router.register("https://shop.example.com/legal/<page>", to: 2)

        let inApp = router.match("shop://product/42")?.target                     // 1
        let universal = router.match("https://shop.example.com/product/42")?.target // 1
        let legal = router.match("https://shop.example.com/legal/terms")?.target  // 2
        let http = router.match("http://shop.example.com/legal/terms")            // nil: the pattern names https
        let other = router.match("app://product/42")                              // nil: app is not an accepted scheme
        // end sample
        #expect(inApp == 1 && universal == 1 && legal == 2)
        #expect(http == nil && other == nil)
    }

    @Test("pattern syntax: custom parameter types")
    func converters() throws {
        // sample: PatternSyntax
        enum Tab: String, RouteParameterConvertible { case details, reviews }

        var configuration = RouterConfiguration()
        configuration.addParameterType("sku") { $0.count == 8 && $0.allSatisfy(\.isLetter) }
        configuration.addParameterType("tab", as: Tab.self)
        let router = Router<Int>(configuration: configuration)
        try router.register("shop://item/<sku:code>", to: 1)
        try router.register("shop://item/<tab:tab>", to: 2)

        let sku = router.match("shop://item/ABCDEFGH")?.target                       // 1
        let tab = router.match("shop://item/reviews")?.get("tab", as: Tab.self)      // .reviews
        let neither = router.match("shop://item/zz")                                 // nil
        // end sample
        #expect(sku == 1 && tab == .reviews && neither == nil)
    }

    @Test("pattern syntax: which route wins")
    func precedence() throws {
        let router = Router<Int>(configuration: RouterConfiguration(schemes: ["shop"]))
        // sample: PatternSyntax
        try router.register("/a/b/d", to: 1)
        try router.register("/a/<x>/c", to: 2)
        let backtracked = router.match("shop://a/b/c")?.target   // 2: the literal b leads nowhere, so <x> takes b

        try router.register("/item/<int:id>", to: 3)
        try router.register("/item/<slug>", to: 4)
        let number = router.match("shop://item/42")?.target     // 3
        let slug = router.match("shop://item/shoes")?.target    // 4: shoes is not an Int, so the <int:> branch fails
        // end sample
        #expect(backtracked == 2 && number == 3 && slug == 4)
    }

    @Test("pattern syntax: replacing and removing routes")
    func replacing() throws {
        enum Screen: Sendable { case profile }
        let router = Router<Screen>(configuration: RouterConfiguration(schemes: ["shop", "legacy"]))
        // sample: PatternSyntax
        try router.register("/user/<id>", to: .profile)
        // try router.register("/user/:name", to: .profile) would throw: '/user/<name>' is
        // equivalent to the registered '/user/<id>'; pass replacing: true to replace it
        try router.register("/user/:name", to: .profile, replacing: true) // replaces /user/<id>
        // end sample
        #expect(throws: RoutingError.self) { try router.register("/user/:other", to: .profile) }
        #expect(router.routes.map(\.pattern) == ["/user/<name>"])

        try router.register("legacy://old/<id>", to: .profile)
        // sample: PatternSyntax
        router.update { table in
            for route in table.routes where route.pattern.hasPrefix("legacy:") { table.remove(route.id) }
        }
        // end sample
        #expect(router.routes.map(\.pattern) == ["/user/<name>"])
    }

    @Test("pattern syntax: checking a list of patterns and reading a diagnostic")
    func checking() throws {
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }
        // sample: PatternSyntax
        let problems = Router<Int>.validate(patterns: [
            "/x/<name>", "/x/*", "/user/<id>", "/user/:name", "/bad/<int:>",
        ])
        for problem in problems { print(problem) }
        // warning: '/x/*' is never matched: '/x/<name>' matches every URL it matches and is tried first
        // error: '/user/:name' is equivalent to '/user/<id>'
        // error: invalid pattern '/bad/<int:>': a capture needs a name after 'int:'
        // end sample
        #expect(printed == [
            "warning: '/x/*' is never matched: '/x/<name>' matches every URL it matches and is tried first",
            "error: '/user/:name' is equivalent to '/user/<id>'",
            "error: invalid pattern '/bad/<int:>': a capture needs a name after 'int:'",
        ])

        printed = []
        let router = Router<String>()
        // sample: PatternSyntax
        do {
            try router.register("shop://product/<int:>", to: "product")
        } catch {
            print(error.diagnostic(file: "<pattern 1>"))
        }
        // <pattern 1>:1:21: error: a capture needs a name after 'int:'
        // shop://product/<int:>
        //                     ^
        // end sample
        #expect(printed == ["""
            <pattern 1>:1:21: error: a capture needs a name after 'int:'
            shop://product/<int:>
                                ^
            """])
    }

    @Test("reading URLs: the parts of a URL and its query")
    func readingURLs() throws {
        // sample: ReadingURLs
        let router = Router<String>()
        try router.register("shop://product/<id>", to: "product")
        try router.register("shop://search", to: "search")
        print(router.explain("shop://Product/a%2Fb/?ref=home#top"))
        // shop://Product/a%2Fb/?ref=home#top
        //   matched    'shop://product/<id>'
        //   scheme     the pattern names 'shop'; a pattern that names the URL's scheme is tried before those that do not
        //   segment 1  'product'  product  literal
        //   segment 2  'a/b'      <id>     capture
        //   param      id = a/b
        //   query      ref = home (not matched; the screen can read it)
        //   fragment   top (not matched)
        // end sample
        let lines = router.explain("shop://Product/a%2Fb/?ref=home#top").split(separator: "\n")
        #expect(lines.contains("  matched    'shop://product/<id>'"))
        #expect(lines.contains("  segment 2  'a/b'      <id>     capture"))
        #expect(lines.contains("  query      ref = home (not matched; the screen can read it)"))
        #expect(lines.contains("  fragment   top (not matched)"))

        // sample: ReadingURLs
        let match = router.match("shop://search?tag=red&tag=blue&flag&a=b=c")!
        let first = match.get("tag")           // "red": the first value
        let all = match.query["tag"]           // ["red", "blue"]: every value, in order
        let flag = match.query["flag"]         // [""]: present, with an empty value
        let a = match.get("a")                 // "b=c": the name ends at the first "="
        let missing = match.query["missing"]   // nil
        // end sample
        #expect(first == "red" && all == ["red", "blue"] && flag == [""] && a == "b=c" && missing == nil)
    }

    @Test("reading URLs: the fragment, limits and refusals")
    func refusals() throws {
        let router = Router<Int>(configuration: RouterConfiguration(schemes: ["shop"]))
        try router.register("/product/<int:id>", to: 1)
        // sample: ReadingURLs
        // with /product/<int:id> registered
        let match = router.match("shop://product/42?ref=home#reviews")
        let fragment = match?.fragment   // "reviews"
        // end sample
        #expect(fragment == "reviews")

        // sample: ReadingURLs
        var configuration = RouterConfiguration(schemes: ["shop"])
        configuration.maximumURLLength = 2_048
        configuration.maximumSegments = 32
        // end sample
        let limited = Router<Int>(configuration: configuration)
        try limited.register("/<path:rest>", to: 1)
        #expect(limited.match("shop://" + Array(repeating: "a", count: 40).joined(separator: "/")) == nil)

        var shown: [String] = []
        func show(_ match: RouteMatch<Int>) { shown.append("matched") }
        func showNotFound() { shown.append("not found") }
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }
        // sample: ReadingURLs
        do {
            if let match = try router.resolve("shop://product/%zz") { show(match) } else { showNotFound() }
        } catch {
            print(error.code)      // malformedPercentEncoding
            print(error.offset!)   // 15
            print(error)           // '%' must be followed by two hexadecimal digits (at byte 15)
        }
        // end sample
        #expect(shown.isEmpty)
        #expect(printed == ["malformedPercentEncoding", "15", "'%' must be followed by two hexadecimal digits (at byte 15)"])
    }
}
