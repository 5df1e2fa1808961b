import Testing
import WayfinderTestSupport

@_spi(Internals) @testable import WayfinderRouting

@Suite("Router configuration", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ConfigurationTests {
    // MARK: Accepted schemes

    static let configuredSchemeRows: [URLExpectation] = [
        .matches("shop://product/1", "product", ["id": "1"]),
        .matches("SHOP://product/1", "product", ["id": "1"]),
        .matches("shop-beta://product/1", "product", ["id": "1"]),
        .matches("Shop-Beta://PRODUCT/1", "product", ["id": "1"]),
        .rejects("other://product/1"),
        .rejects("shopping://product/1"),
        .rejects("sho://product/1"),
        .rejects("https://shop.example.com/product/1"),
        .rejects("http://product/1"),
    ]

    @Test(
        "with schemes configured, patterns without a scheme answer those schemes only",
        arguments: configuredSchemeRows)
    func configuredSchemes(_ row: URLExpectation) throws {
        let router = try MatchingFixture.router(
            ["/product/<int:id>": "product"], configuration: RouterConfiguration(schemes: ["shop", "Shop-Beta"]))
        row.verify(in: router)
    }

    @Test(
        "with no schemes configured, every custom scheme is accepted",
        arguments: [
            "shop", "myapp", "com.example.app", "x-callback", "a1+b.c-d", "fb123456", "SHOP",
        ])
    func everyCustomScheme(scheme: String) throws {
        let router = try MatchingFixture.router(["/product/<int:id>": "product"])
        URLExpectation.matches("\(scheme)://product/1", "product", ["id": "1"]).verify(in: router)
    }

    @Test(
        "with no schemes configured, the never-accepted schemes are still refused",
        arguments: RouterConfiguration.neverAcceptedSchemes.sorted())
    func neverAcceptedScheme(scheme: String) throws {
        let router = try MatchingFixture.router(["/product/<int:id>": "product", "/**": "catch-all"])
        URLExpectation.rejects("\(scheme)://product/1").verify(in: router)
        URLExpectation.rejects("\(scheme.uppercased())://product/1").verify(in: router)
        URLExpectation.rejects("\(scheme):/product/1").verify(in: router)
        URLExpectation.rejects("\(scheme):product/1").verify(in: router)
    }

    @Test("the never-accepted schemes are the web and the ones that carry code or local data")
    func neverAcceptedSchemesList() {
        #expect(
            RouterConfiguration.neverAcceptedSchemes == [
                "http", "https", "javascript", "vbscript", "data", "file", "blob", "about", "content",
            ])
    }

    static let namedSchemeRows: [URLExpectation] = [
        .matches("shop://product/1", "agnostic", ["id": "1"]),
        .matches("legacy://product/1", "legacy", ["id": "1"]),
        .matches("LEGACY://Product/1", "legacy", ["id": "1"]),
        .matches("https://www.example.com/help", "web help"),
        .matches("file://product/1", "file"),
        .rejects("other://product/1"),
        .rejects("https://shop.example.com/help"),
        .rejects("file://product/2"),
    ]

    @Test(
        "a pattern naming a scheme applies to that scheme whatever the configuration",
        arguments: namedSchemeRows)
    func namedSchemeIgnoresConfiguration(_ row: URLExpectation) throws {
        let router = try MatchingFixture.router(
            [
                "/product/<int:id>": "agnostic",
                "legacy://product/<int:id>": "legacy",
                "https://www.example.com/help": "web help",
                "file://product/1": "file",
            ],
            configuration: RouterConfiguration(schemes: ["shop"]))
        row.verify(in: router)
    }

    // MARK: Universal links

    static let universalLinkRows: [URLExpectation] = [
        .matches("https://shop.example.com/product/1", "product", ["id": "1"]),
        .matches("http://shop.example.com/product/1", "product", ["id": "1"]),
        .matches("https://SHOP.EXAMPLE.COM/product/1", "product", ["id": "1"]),
        .matches("https://links.partner.test/product/1", "product", ["id": "1"]),
        .matches("https://a.example.org/product/1", "product", ["id": "1"]),
        .matches("https://a.b.example.org/product/1", "product", ["id": "1"]),
        .matches("https://A.Example.ORG/product/1", "product", ["id": "1"]),
        // The scheme's default port, written or not, as a browser reads it; any other port is
        // not a universal link (the association is per domain, on the default port).
        .matches("https://shop.example.com:443/product/1?x=1#y", "product", ["id": "1"]),
        .matches("http://shop.example.com:80/product/1", "product", ["id": "1"]),
        .rejects("https://a.example.org:8443/product/1"),
        .rejects("https://shop.example.com:8080/product/1?x=1#y"),
        .rejects("https://shop.example.com:80/product/1"),

        .rejects("https://example.com/product/1"),
        .rejects("https://www.shop.example.com/product/1"),
        .rejects("https://example.org/product/1"),
        .rejects("https://badexample.org/product/1"),
        .rejects("https://example.org.evil.test/product/1"),
        .rejects("https://a.example.org.evil.test/product/1"),
        .rejects("https://shop.example.com.evil.test/product/1"),
        .rejects("https://shop.example.com/PRODUCT/1"),
        .rejects("ftp://shop.example.com/product/1"),
    ]

    @Test(
        "universal-link hosts: exact names and the *.suffix form, without case, on the default port",
        arguments: universalLinkRows)
    func universalLinkHosts(_ row: URLExpectation) throws {
        let configuration = RouterConfiguration(
            schemes: ["shop"], universalLinkHosts: ["shop.example.com", "Links.Partner.TEST", "*.example.org"])
        row.verify(in: try MatchingFixture.router(["/product/<int:id>": "product"], configuration: configuration))
    }

    @Test(
        "a universal link with user information is refused, whichever host the '@' puts first",
        arguments: [
            "https://user@shop.example.com/product/1", "https://shop.example.com@evil.test/product/1",
        ])
    func userInfoRefused(url: String) throws {
        let configuration = RouterConfiguration(schemes: ["shop"], universalLinkHosts: ["shop.example.com"])
        let router = try MatchingFixture.router(["/product/<int:id>": "product"], configuration: configuration)
        guard case .refused(let error) = router.resolution(url) else {
            Issue.record("\(url) was not refused")
            return
        }
        #expect(error.code == .userInfo)
    }

    @Test("without universal-link hosts, no http or https URL reaches a pattern without a scheme")
    func noUniversalLinkHosts() throws {
        let router = try MatchingFixture.router(["/product/<int:id>": "product", "/**": "everything"])
        URLExpectation.rejects("https://shop.example.com/product/1").verify(in: router)
        URLExpectation.rejects("http://localhost/product/1").verify(in: router)
        URLExpectation.matches("shop://product/1", "product", ["id": "1"]).verify(in: router)
    }

    // MARK: Reading options

    @Test("caseInsensitivePaths is off by default and applies to literals, not captures", arguments: [false, true])
    func caseInsensitivePathsOption(enabled: Bool) throws {
        let router = try MatchingFixture.router(
            ["/Help/<topic>": "help"], configuration: RouterConfiguration(caseInsensitivePaths: enabled))
        // The first segment is a custom scheme's host, which compares without case either way.
        URLExpectation.matches("app://HELP/Topic", "help", ["topic": "Topic"]).verify(in: router)
        let nested = try MatchingFixture.router(
            ["/a/Help/<topic>": "help"], configuration: RouterConfiguration(caseInsensitivePaths: enabled))
        let row: URLExpectation =
            enabled
            ? .matches("app://a/HELP/Topic", "help", ["topic": "Topic"])
            : .rejects("app://a/HELP/Topic")
        row.verify(in: nested)
        URLExpectation.matches("app://a/Help/Topic", "help", ["topic": "Topic"]).verify(in: nested)
    }

    @Test("plusAsSpaceInQuery is off by default")
    func plusAsSpaceDefault() throws {
        #expect(RouterConfiguration.default.plusAsSpaceInQuery == false)
        #expect(RouterConfiguration.default.caseInsensitivePaths == false)
        #expect(RouterConfiguration.default.schemes.isEmpty)
        #expect(RouterConfiguration.default.universalLinkHosts.isEmpty)
        let router = try MatchingFixture.router(["/s": "s"])
        #expect(router.match("app://s?q=a+b")?.queryItems["q"] == "a+b")
    }

    // MARK: Converters

    @Test("a later converter with the same name replaces an earlier one")
    func converterReplacedByName() throws {
        var configuration = RouterConfiguration()
        configuration.addParameterType("code") { $0 == "a" }
        configuration.addParameterType("CODE") { $0 == "b" }
        let router = try MatchingFixture.router(["/c/<code:value>": "code"], configuration: configuration)
        URLExpectation.matches("app://c/b", "code", ["value": "b"]).verify(in: router)
        URLExpectation.rejects("app://c/a").verify(in: router)
    }

    @Test("a converter is known to the router that has it, not to others")
    func converterBelongsToItsRouter() throws {
        let configured = Router<String>(
            configuration: RouterConfiguration().with(ParameterConverter("slug") { $0.allSatisfy { $0.isLetter || $0 == "-" } }))
        try configured.register("/post/<slug:s>", to: "post")
        URLExpectation.matches("app://post/hello-world", "post", ["s": "hello-world"]).verify(in: configured)
        URLExpectation.rejects("app://post/hello_world").verify(in: configured)

        let plain = Router<String>()
        let error = try #require(throws: RoutingError.self) { try plain.register("/post/<slug:s>", to: "post") }
        #expect(error.code == .unknownParameterType)
    }
}
