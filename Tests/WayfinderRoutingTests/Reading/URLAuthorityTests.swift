import Testing
import WayfinderTestSupport

@_spi(Internals) @testable import WayfinderRouting

/// What the security checks read of a URL comes from the scanner the router matches with: the
/// same host, the same refusals.
@Suite("URL authority, as the checks read it", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct URLAuthorityTests {
    @Test(
        "scheme, host and user information, read in the router's one pass",
        arguments: [
            ("https://Partner.example/cb?state=1", "https", "partner.example", false),
            ("SHOP://Orders/1", "shop", "orders", false),
            ("shop://evil.example@orders/1", "shop", "orders", true),
            ("shop://@orders", "shop", "orders", true),
            ("shop:/orders", "shop", nil, false),
            ("tel:+15551234", "tel", nil, false),
            ("shop://caf%C3%A9/x", "shop", "café", false),
        ] as [(String, String, String?, Bool)])
    func parts(url: String, scheme: String, host: String?, hasUserInfo: Bool) throws {
        let parts = try #require(URLAuthority(url))
        #expect(parts.scheme == scheme)
        #expect(parts.host == host)
        #expect(parts.hasUserInfo == hasUserInfo)
    }

    @Test(
        "a URL the router refuses gives no parts",
        arguments: ["https://user@example.com/x", "https://127.0.0.1/", "no scheme", "shop://a/%zz", ""])
    func refused(url: String) {
        #expect(URLAuthority(url) == nil)
        #expect((try? RouteURL(url)) == nil, "the router refuses it too")
    }
}
