import Testing
import WayfinderTestSupport

@_spi(Internals) @testable import WayfinderRouting

/// `router.url(for:parameters:query:fragment:scheme:host:)`: the inverse of `match`.
@Suite("Reverse routing", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ReverseRoutingTests {
    /// A route, the parameter values to build its URL from, and the URL expected.
    struct Trip: Sendable, CustomTestStringConvertible {
        let pattern: String
        let parameters: [String: String]
        let url: String
        var scheme: String? = nil
        var host: String? = nil
        var testDescription: String { "\(pattern) \(parameters.sorted { $0.key < $1.key }) -> \(url)" }
    }

    /// Every syntax form but `*` and `**`, registered together in one router.
    static let patterns = [
        "shop://product/<int:id>",
        "/user/:name",
        "/files/<path:rest>",
        "/search[/<query>]",
        "/product/<int:id>/reviews[/<int:page>]",
        "/order/<uuid:order>",
        "/price/<double:amount>",
        "/caf%C3%A9/<string:dish>",
        "/hello%20world/<greeting>",
        "/docs/<section>[/<int:page>[/<anchor>]]",
        "https://example.org/page/<slug>",
        "shop://<tenant>/home",
        "/item/<sku:code>",
        "/a/<x>/b/<y>",
        "/slash/%2F/<v>",
        "/tag/<name>/<path:more>",
    ]

    static let skuConverter = ParameterConverter("sku") { code in
        code.count == 6 && code.prefix(3).allSatisfy(\.isUppercase) && code.suffix(3).allSatisfy(\.isNumber)
    }

    static let configuration = RouterConfiguration(
        schemes: ["shop"], universalLinkHosts: ["shop.example.com"]
    ).with(skuConverter)

    static let trips: [Trip] = [
        Trip(pattern: "shop://product/<int:id>", parameters: ["id": "42"], url: "shop://product/42"),
        Trip(
            pattern: "shop://product/<int:id>", parameters: ["id": "-9223372036854775808"],
            url: "shop://product/-9223372036854775808"),
        Trip(pattern: "/user/:name", parameters: ["name": "ada"], url: "shop://user/ada"),
        Trip(pattern: "/user/:name", parameters: ["name": "Zoë Ann"], url: "shop://user/Zo%C3%AB%20Ann"),
        Trip(pattern: "/user/:name", parameters: ["name": "a/b?c#d%e"], url: "shop://user/a%2Fb%3Fc%23d%25e"),
        Trip(pattern: "/user/:name", parameters: ["name": "日本語"], url: "shop://user/%E6%97%A5%E6%9C%AC%E8%AA%9E"),
        Trip(
            pattern: "/user/:name", parameters: ["name": "+1 (555) & co; x=y, 'q' @me ~_.-!$*"],
            url: "shop://user/+1%20(555)%20&%20co;%20x=y,%20'q'%20@me%20~_.-!$*"),
        Trip(
            pattern: "/user/:name", parameters: ["name": "[x]{y}|z^`\"<>\\"],
            url: "shop://user/%5Bx%5D%7By%7D%7Cz%5E%60%22%3C%3E%5C"),
        Trip(pattern: "/user/:name", parameters: ["name": "👋🏽"], url: "shop://user/%F0%9F%91%8B%F0%9F%8F%BD"),
        Trip(pattern: "/user/:name", parameters: ["name": "ada"], url: "https://shop.example.com/user/ada", scheme: "https"),
        Trip(
            pattern: "/user/:name", parameters: ["name": "ada"], url: "https://shop.example.com/user/ada",
            scheme: "HTTPS", host: "Shop.Example.com"),
        Trip(pattern: "/user/:name", parameters: ["name": "a b"], url: "shop://user/a%20b", scheme: "SHOP"),
        Trip(pattern: "/files/<path:rest>", parameters: ["rest": "one"], url: "shop://files/one"),
        Trip(pattern: "/files/<path:rest>", parameters: ["rest": "a/b c/ü"], url: "shop://files/a/b%20c/%C3%BC"),
        Trip(pattern: "/files/<path:rest>", parameters: ["rest": "100%/x?y"], url: "shop://files/100%25/x%3Fy"),
        Trip(pattern: "/search[/<query>]", parameters: [:], url: "shop://search"),
        Trip(pattern: "/search[/<query>]", parameters: ["query": "red/blue shoes"], url: "shop://search/red%2Fblue%20shoes"),
        Trip(pattern: "/product/<int:id>/reviews[/<int:page>]", parameters: ["id": "42"], url: "shop://product/42/reviews"),
        Trip(
            pattern: "/product/<int:id>/reviews[/<int:page>]", parameters: ["id": "+42", "page": "3"],
            url: "shop://product/+42/reviews/3"),
        Trip(
            pattern: "/order/<uuid:order>", parameters: ["order": "6F9619FF-8B86-D011-B42D-00C04FC964FF"],
            url: "shop://order/6F9619FF-8B86-D011-B42D-00C04FC964FF"),
        Trip(pattern: "/price/<double:amount>", parameters: ["amount": "-12.5e3"], url: "shop://price/-12.5e3"),
        Trip(pattern: "/price/<double:amount>", parameters: ["amount": ".5"], url: "shop://price/.5"),
        Trip(
            pattern: "/caf%C3%A9/<string:dish>", parameters: ["dish": "crème brûlée"],
            url: "shop://caf%C3%A9/cr%C3%A8me%20br%C3%BBl%C3%A9e"),
        Trip(pattern: "/hello%20world/<greeting>", parameters: ["greeting": "hi"], url: "shop://hello%20world/hi"),
        Trip(pattern: "/docs/<section>[/<int:page>[/<anchor>]]", parameters: ["section": "intro"], url: "shop://docs/intro"),
        Trip(
            pattern: "/docs/<section>[/<int:page>[/<anchor>]]", parameters: ["section": "intro", "page": "2"],
            url: "shop://docs/intro/2"),
        Trip(
            pattern: "/docs/<section>[/<int:page>[/<anchor>]]",
            parameters: ["section": "intro", "page": "2", "anchor": "see also"],
            url: "shop://docs/intro/2/see%20also"),
        Trip(pattern: "https://example.org/page/<slug>", parameters: ["slug": "a b"], url: "https://example.org/page/a%20b"),
        Trip(pattern: "shop://<tenant>/home", parameters: ["tenant": "acme"], url: "shop://acme/home"),
        Trip(pattern: "shop://<tenant>/home", parameters: ["tenant": "Big Co"], url: "shop://Big%20Co/home"),
        Trip(pattern: "/item/<sku:code>", parameters: ["code": "ABC123"], url: "shop://item/ABC123"),
        Trip(pattern: "/a/<x>/b/<y>", parameters: ["x": "1", "y": "two words"], url: "shop://a/1/b/two%20words"),
        Trip(pattern: "/slash/%2F/<v>", parameters: ["v": "/"], url: "shop://slash/%2F/%2F"),
        Trip(pattern: "/tag/<name>/<path:more>", parameters: ["name": "t", "more": "x/y"], url: "shop://tag/t/x/y"),
    ]

    static func makeRouter() throws -> (Router<String>, [String: Int]) {
        let router = Router<String>(configuration: configuration)
        var ids: [String: Int] = [:]
        for pattern in patterns {
            ids[pattern] = try router.register(pattern, to: pattern)
        }
        return (router, ids)
    }

    @Test(
        "builds the expected URL, and matching it gives the same route and the same values back",
        arguments: trips)
    func roundTrip(_ trip: Trip) throws {
        let (router, ids) = try Self.makeRouter()
        let id = try #require(ids[trip.pattern])
        let url = try router.url(for: id, parameters: trip.parameters, scheme: trip.scheme, host: trip.host)
        #expect(url == trip.url)
        let match = try #require(router.match(url))
        #expect(match.route.id == id)
        #expect(match.target == trip.pattern)
        #expect(match.parameters == trip.parameters)
    }

    @Test("round-trips query items and a fragment, encoding what the query and fragment reserve")
    func queryAndFragment() throws {
        let (router, ids) = try Self.makeRouter()
        let id = try #require(ids["/user/:name"])
        let query: KeyValuePairs = [
            "q": "a&b=c",
            "q": "+ d",
            "ü": "日",
            "flag": "",
            "next": "shop://x/y?z#w",
        ]
        let url = try router.url(for: id, parameters: ["name": "ada"], query: query, fragment: "part 2#b")
        #expect(url == "shop://user/ada?q=a%26b%3Dc&q=%2B%20d&%C3%BC=%E6%97%A5&flag=&next=shop://x/y?z%23w#part%202%23b")
        let match = try #require(router.match(url))
        #expect(match.route.id == id)
        #expect(match.queryItems == QueryItems(query))
        #expect(match.fragment == "part 2#b")
    }

    @Test("an empty fragment is kept as an empty fragment")
    func emptyFragment() throws {
        let (router, ids) = try Self.makeRouter()
        let url = try router.url(for: try #require(ids["/search[/<query>]"]), fragment: "")
        #expect(url == "shop://search#")
        #expect(router.match(url)?.fragment == "")
    }

    @Test("a query built under plus-as-space still reads back the same: '+' is always encoded")
    func plusAsSpaceQuery() throws {
        let router = Router<Int>(configuration: RouterConfiguration(schemes: ["shop"], plusAsSpaceInQuery: true))
        let id = try router.register("/find", to: 1)
        let url = try router.url(for: id, query: ["q": "1+1 = 2"])
        #expect(url == "shop://find?q=1%2B1%20%3D%202")
        #expect(router.match(url)?.queryItems["q"] == "1+1 = 2")
    }

    @Test(
        "a value in the host position keeps '@' and ':' inside the value, not as user or port",
        arguments: [
            ("us@er", "shop://us%40er/home"), ("a:b", "shop://a%3Ab/home"),
            ("a:1", "shop://a%3A1/home"), ("x@y:2", "shop://x%40y%3A2/home"),
        ])
    func hostPositionValue(_ tenant: String, _ expected: String) throws {
        let (router, ids) = try Self.makeRouter()
        let id = try #require(ids["shop://<tenant>/home"])
        let url = try router.url(for: id, parameters: ["tenant": tenant])
        #expect(url == expected)
        let match = try #require(router.match(url))
        #expect(match.route.id == id)
        #expect(match.parameters["tenant"] == tenant)
    }

    @Test("'@' and ':' stay bare after the host and in a universal link's path")
    func atAndColonOutsideTheHost() throws {
        let (router, ids) = try Self.makeRouter()
        let id = try #require(ids["/user/:name"])
        #expect(try router.url(for: id, parameters: ["name": "a@b:c"]) == "shop://user/a@b:c")
        #expect(try router.url(for: id, parameters: ["name": "a@b:c"], scheme: "https") == "https://shop.example.com/user/a@b:c")
        #expect(router.match("https://shop.example.com/user/a@b:c")?.parameters["name"] == "a@b:c")
    }

    @Test("a value that a same-shaped variant would read back under another name is an error")
    func sameShapedVariants() throws {
        let router = Router<Int>(configuration: RouterConfiguration(schemes: ["shop"]))
        let id = try router.register("/shelf[/<aisle>][/<int:bin>]", to: 1)
        #expect(try router.url(for: id, parameters: ["aisle": "a5"]) == "shop://shelf/a5")
        #expect(try router.url(for: id, parameters: ["bin": "5"]) == "shop://shelf/5")
        #expect(try router.url(for: id, parameters: ["aisle": "a5", "bin": "5"]) == "shop://shelf/a5/5")
        expectError(
            .cannotBuildURL,
            #"cannot build a URL for '/shelf[/<aisle>][/<int:bin>]': 'shop://shelf/5' would be read back as bin = "5""#,
            pattern: "/shelf[/<aisle>][/<int:bin>]"
        ) {
            () throws(RoutingError) in try router.url(for: id, parameters: ["aisle": "5"])
        }
    }

    @Test("the scheme may be omitted when the router has exactly one")
    func singleConfiguredScheme() throws {
        let router = Router<Int>(configuration: RouterConfiguration(schemes: ["Shop"]))
        let id = try router.register("/cart", to: 1)
        #expect(try router.url(for: id) == "shop://cart")
    }

    @Test("with no configured scheme, a passed custom scheme builds the URL")
    func passedScheme() throws {
        let router = Router<Int>()
        let id = try router.register("/product/<int:id>", to: 1)
        let url = try router.url(for: id, parameters: ["id": "5"], scheme: "myapp")
        #expect(url == "myapp://product/5")
        #expect(router.match(url)?.route.id == id)
    }

    // MARK: Errors

    /// Runs `body`, which must throw a `RoutingError` with `code` and exactly `message`.
    func expectError(
        _ code: ErrorCode, _ message: String, pattern: String?,
        sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws(RoutingError) -> String
    ) {
        do {
            let url = try body()
            Issue.record("built \(url) instead of failing with \(code)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.code == code, sourceLocation: sourceLocation)
            #expect(error.message == message, sourceLocation: sourceLocation)
            #expect(error.pattern == pattern, sourceLocation: sourceLocation)
        }
    }

    @Test("a missing parameter is named; only the captures every variant needs are required")
    func missingParameter() throws {
        let (router, ids) = try Self.makeRouter()
        expectError(.cannotBuildURL, "cannot build a URL for '/user/<name>': missing parameter 'name'", pattern: "/user/<name>") {
            () throws(RoutingError) in try router.url(for: ids["/user/:name"]!, parameters: ["nam": "ada"])
        }
        expectError(
            .cannotBuildURL, "cannot build a URL for '/a/<x>/b/<y>': missing parameters 'x', 'y'", pattern: "/a/<x>/b/<y>"
        ) {
            () throws(RoutingError) in try router.url(for: ids["/a/<x>/b/<y>"]!)
        }
        expectError(
            .cannotBuildURL, "cannot build a URL for '/product/<int:id>/reviews[/<int:page>]': missing parameter 'id'",
            pattern: "/product/<int:id>/reviews[/<int:page>]"
        ) { () throws(RoutingError) in
            try router.url(for: ids["/product/<int:id>/reviews[/<int:page>]"]!, parameters: ["page": "2"])
        }
    }

    @Test("a value that its type does not accept, or an empty value, cannot be built")
    func valueDoesNotConvert() throws {
        let (router, ids) = try Self.makeRouter()
        expectError(
            .cannotBuildURL,
            #"cannot build a URL for 'shop://product/<int:id>': parameter 'id' is "4.2", which is not a valid int"#,
            pattern: "shop://product/<int:id>"
        ) {
            () throws(RoutingError) in try router.url(for: ids["shop://product/<int:id>"]!, parameters: ["id": "4.2"])
        }
        expectError(
            .cannotBuildURL,
            #"cannot build a URL for '/order/<uuid:order>': parameter 'order' is "42", which is not a valid uuid"#,
            pattern: "/order/<uuid:order>"
        ) {
            () throws(RoutingError) in try router.url(for: ids["/order/<uuid:order>"]!, parameters: ["order": "42"])
        }
        expectError(
            .cannotBuildURL,
            #"cannot build a URL for '/price/<double:amount>': parameter 'amount' is "inf", which is not a valid double"#,
            pattern: "/price/<double:amount>"
        ) {
            () throws(RoutingError) in try router.url(for: ids["/price/<double:amount>"]!, parameters: ["amount": "inf"])
        }
        expectError(
            .cannotBuildURL,
            #"cannot build a URL for '/item/<sku:code>': parameter 'code' is "abc123", which is not a valid sku"#,
            pattern: "/item/<sku:code>"
        ) {
            () throws(RoutingError) in try router.url(for: ids["/item/<sku:code>"]!, parameters: ["code": "abc123"])
        }
        expectError(
            .cannotBuildURL, "cannot build a URL for '/search[/<query>]': parameter 'query' is empty",
            pattern: "/search[/<query>]"
        ) {
            () throws(RoutingError) in try router.url(for: ids["/search[/<query>]"]!, parameters: ["query": ""])
        }
        expectError(
            .cannotBuildURL, "cannot build a URL for '/files/<path:rest>': parameter 'rest' has no segments",
            pattern: "/files/<path:rest>"
        ) {
            () throws(RoutingError) in try router.url(for: ids["/files/<path:rest>"]!, parameters: ["rest": "//"])
        }
    }

    @Test(
        "a pattern with '*' or '**' cannot be built, unless a variant without them can",
        arguments: ["/w/*", "/w/*/x", "/r/**", "/o/*[/<id>]"])
    func wildcardPattern(_ pattern: String) throws {
        let router = Router<Int>(configuration: RouterConfiguration(schemes: ["shop"]))
        let id = try router.register(pattern, to: 1)
        let canonical = try RoutePattern(pattern).description
        expectError(
            .cannotBuildURL,
            "cannot build a URL for '\(canonical)': '*' and '**' match segments that have no name to fill them from",
            pattern: canonical
        ) { () throws(RoutingError) in try router.url(for: id, parameters: ["id": "1"]) }
    }

    @Test("an optional '*' is left out")
    func optionalWildcardLeftOut() throws {
        let router = Router<Int>(configuration: RouterConfiguration(schemes: ["shop"]))
        let id = try router.register("/w[/*]", to: 1)
        #expect(try router.url(for: id) == "shop://w")
    }

    @Test("a pattern without a scheme needs one when the router has no custom scheme")
    func noScheme() throws {
        for configuration in [RouterConfiguration(), RouterConfiguration(schemes: ["http"])] {
            let router = Router<Int>(configuration: configuration)
            let id = try router.register("/cart", to: 1)
            expectError(.cannotBuildURL, "cannot build a URL for '/cart': the pattern has no scheme; pass one", pattern: "/cart")
            {
                () throws(RoutingError) in try router.url(for: id)
            }
        }
    }

    @Test("without a scheme passed, a URL takes the first custom scheme by name, whatever the order given")
    func defaultScheme() throws {
        let permutations: [[String]] = [
            ["shop-beta", "Shop", "https"], ["https", "shop-beta", "Shop"], ["Shop", "https", "shop-beta"],
        ]
        for schemes in permutations {
            let router = Router<Int>(
                configuration: RouterConfiguration(schemes: Set(schemes), universalLinkHosts: ["example.com"]))
            let id = try router.register("/cart", to: 1)
            #expect(try router.url(for: id) == "shop://cart", "schemes \(schemes)")
        }
        let web = Router<Int>(configuration: RouterConfiguration(schemes: ["https"], universalLinkHosts: ["example.com"]))
        let id = try web.register("/cart", to: 1)
        #expect(try web.url(for: id) == "https://example.com/cart")
    }

    @Test("a scheme the router does not accept gives a URL that would match nothing, which is an error")
    func unacceptedScheme() throws {
        let router = Router<Int>(configuration: RouterConfiguration(schemes: ["shop"]))
        let id = try router.register("/cart", to: 1)
        expectError(.cannotBuildURL, "'other://cart' would match no route; is its scheme or host accepted?", pattern: "/cart") {
            () throws(RoutingError) in try router.url(for: id, scheme: "other")
        }
        let open = Router<Int>()
        let openID = try open.register("/cart", to: 1)
        expectError(
            .cannotBuildURL, "'javascript://cart' would match no route; is its scheme or host accepted?", pattern: "/cart"
        ) {
            () throws(RoutingError) in try open.url(for: openID, scheme: "javascript")
        }
    }

    @Test("a universal link needs a host: one configured, or passed; a wildcard host does not count")
    func universalLinkHost() throws {
        for hosts: Set<String> in [[], ["a.example.com", "b.example.com"], ["*.example.com"]] {
            let router = Router<Int>(configuration: RouterConfiguration(schemes: ["shop"], universalLinkHosts: hosts))
            let id = try router.register("/cart", to: 1)
            expectError(
                .cannotBuildURL, "cannot build a URL for '/cart': a universal link needs a host; pass one", pattern: "/cart"
            ) {
                () throws(RoutingError) in try router.url(for: id, scheme: "https")
            }
        }
        let router = Router<Int>(configuration: RouterConfiguration(universalLinkHosts: ["a.example.com", "*.example.com"]))
        let id = try router.register("/cart", to: 1)
        #expect(try router.url(for: id, scheme: "https", host: "a.example.com") == "https://a.example.com/cart")
        #expect(try router.url(for: id, scheme: "https", host: "eu.example.com") == "https://eu.example.com/cart")
        #expect(try router.url(for: id, scheme: "http", host: "a.example.com") == "http://a.example.com/cart")
        expectError(
            .cannotBuildURL, "'https://evil.example.net/cart' would match no route; is its scheme or host accepted?",
            pattern: "/cart"
        ) {
            () throws(RoutingError) in try router.url(for: id, scheme: "https", host: "evil.example.net")
        }
    }

    @Test("a URL that another route would match first is an error naming that route")
    func matchesAnotherRouteFirst() throws {
        let router = Router<Int>(configuration: RouterConfiguration(schemes: ["shop"]))
        let item = try router.register("/item/<name>", to: 1)
        try router.register("/item/new", to: 2)
        let byScheme = try router.register("/account/<section>", to: 3)
        try router.register("shop://account/<int:number>", to: 4)
        #expect(try router.url(for: item, parameters: ["name": "old"]) == "shop://item/old")
        let itemNew = try RoutePattern("/item/new").description
        do {
            let url = try router.url(for: item, parameters: ["name": "new"])
            Issue.record("built \(url)")
        } catch {
            #expect(error.code == .cannotBuildURL)
            #expect(error.message == "'shop://item/new' would match '/item/new' before '/item/<name>'")
            #expect(error.pattern == "/item/<name>")
            #expect(error.conflictingPatterns == [itemNew])
        }
        expectError(
            .cannotBuildURL, "'shop://account/7' would match 'shop://account/<int:number>' before '/account/<section>'",
            pattern: "/account/<section>"
        ) {
            () throws(RoutingError) in try router.url(for: byScheme, parameters: ["section": "7"])
        }
    }

    @Test("an identifier no route has, or a removed route's, is routeNotFound")
    func routeNotFound() throws {
        let router = Router<Int>(configuration: RouterConfiguration(schemes: ["shop"]))
        let id = try router.register("/cart", to: 1)
        #expect(try router.url(for: id) == "shop://cart")
        router.remove(id)
        expectError(.routeNotFound, "no route has the identifier #\(id)", pattern: nil) { () throws(RoutingError) in
            try router.url(for: id)
        }
        expectError(.routeNotFound, "no route has the identifier #999", pattern: nil) {
            () throws(RoutingError) in try router.url(for: 999)
        }
    }
}
