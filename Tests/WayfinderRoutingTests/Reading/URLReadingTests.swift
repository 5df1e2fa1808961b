import Foundation
import Testing
@_spi(Internals) import WayfinderRouting
import WayfinderTestSupport

@testable import WayfinderRouting

/// Reads URLs for tests, recording an unexpected outcome at the caller.
enum URLReadingExpectation {
    static func read(
        _ text: String, limits: URLLimits = .default, plusAsSpace: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> RouteURL? {
        do {
            return try RouteURL(text, limits: limits, plusAsSpace: plusAsSpace)
        } catch {
            Issue.record(
                "\(text.prefix(200).debugDescription) was refused: \(error.code): \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    static func refusal(
        _ text: String, limits: URLLimits = .default, sourceLocation: SourceLocation = #_sourceLocation
    ) -> RoutingError? {
        do {
            let url = try RouteURL(text, limits: limits)
            Issue.record(
                "\(text.prefix(200).debugDescription) should be refused but read as \(url.segments)",
                sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    /// Checks that `text` is refused with `code` at byte `offset`.
    static func expectRefused(
        _ text: String, _ code: ErrorCode, at offset: Int, limits: URLLimits = .default,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let error = refusal(text, limits: limits, sourceLocation: sourceLocation) else { return }
        #expect(error.code == code, "\(text.prefix(200).debugDescription): \(error)", sourceLocation: sourceLocation)
        #expect(error.offset == offset, "\(text.prefix(200).debugDescription): \(error)", sourceLocation: sourceLocation)
        #expect(!error.message.isEmpty, sourceLocation: sourceLocation)
    }
}

@Suite("Reading URLs", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct URLReadingTests {
    private typealias Expect = URLReadingExpectation

    // MARK: Scheme and host

    @Test(
        "with a custom scheme the host is the first segment, lowercased",
        arguments: [
            ("shop://product/42", "product", ["product", "42"]),
            ("shop://product", "product", ["product"]),
            ("shop://Product/Item", "product", ["product", "Item"]),
            ("shop://PRODUCT/ITEM", "product", ["product", "ITEM"]),
            ("shop://pro%64uct/42", "product", ["product", "42"]),
            ("shop://Caf%C3%89/x", "café", ["café", "x"]),
            ("shop://a%2Fb/c", "a/b", ["a/b", "c"]),
            ("shop://user@product/42", "product", ["product", "42"]),
            ("shop://user@product:8080/42", "product", ["product", "42"]),
            ("ftp://host/a", "host", ["host", "a"]),
            ("httpx://host/a", "host", ["host", "a"]),
        ] as [(String, String, [String])])
    func customSchemeHost(text: String, host: String, segments: [String]) {
        guard let url = Expect.read(text) else { return }
        #expect(url.host == host)
        #expect(url.segments == segments)
    }

    @Test(
        "'shop:/product/42' and its other spellings read as 'shop://product/42'",
        arguments: [
            "shop:/product/42",
            "shop:product/42",
            "shop:///product/42",
            "shop://product/42",
        ])
    func customSchemeSpellings(text: String) {
        guard let url = Expect.read(text) else { return }
        #expect(url.scheme == "shop")
        #expect(url.segments == ["product", "42"])
        #expect(url.port == nil)
    }

    @Test("without an authority a custom-scheme URL has no host, but its first segment still reads as one, lowercased")
    func customSchemeWithoutAuthority() {
        guard let url = Expect.read("shop:/Product/Item") else { return }
        #expect(url.host == nil)
        #expect(url.segments == ["product", "Item"])
    }

    @Test(
        "http and https keep the host apart, lowercased, and read the port",
        arguments: [
            ("https://shop.example.com/product/42", "https", "shop.example.com", nil as Int?, ["product", "42"]),
            ("http://shop.example.com/product/42", "http", "shop.example.com", nil, ["product", "42"]),
            ("https://shop.example.com:8443/product/42", "https", "shop.example.com", 8443, ["product", "42"]),
            ("HTTPS://Shop.Example.COM/Product/42", "https", "shop.example.com", nil, ["Product", "42"]),
            ("HtTp://x.com/A", "http", "x.com", nil, ["A"]),
            ("https://shop.example.com", "https", "shop.example.com", nil, []),
            ("https://shop.example.com/", "https", "shop.example.com", nil, []),
            ("https://shop.example.com?x=1", "https", "shop.example.com", nil, []),
            ("https://shop.example.com:/a", "https", "shop.example.com", nil, ["a"]),
            ("https:/product/42", "https", nil, nil, ["product", "42"]),
        ] as [(String, String, String?, Int?, [String])])
    func webSchemes(text: String, scheme: String, host: String?, port: Int?, segments: [String]) {
        guard let url = Expect.read(text) else { return }
        #expect(url.scheme == scheme)
        #expect(url.host == host)
        #expect(url.port == port)
        #expect(url.segments == segments)
    }

    @Test(
        "a web URL's authority that a browser reads differently, or never sends to an app, is refused",
        arguments: [
            ("https://user@shop.example.com/a", ErrorCode.userInfo, 12),
            ("https://user:pw@shop.example.com:80/a", .userInfo, 15),
            ("https://shop.example.com@evil.test/product/1", .userInfo, 24),
            ("http://a:1@b/x", .userInfo, 10),
            ("https:///product", .invalidHost, 8),
            ("https://:80/a", .invalidHost, 8),
            ("https://[::1]/a", .invalidHost, 8),
            ("https://[::1]:8080/a", .invalidHost, 8),
            ("https://127.0.0.1/a", .invalidHost, 8),
            ("https://%61pp.example.com/a", .invalidHost, 8),
            ("https://b\u{FC}cher.example/a", .invalidHost, 9),
            ("https://shop.example.com./a", .invalidHost, 24),
            ("https://shop_example.com/a", .invalidHost, 12),
            ("https://shop.example.com:8o/a", .invalidHost, 25),
            ("https://evil.com\\@app.example.com/admin", .invalidHost, 16),
            ("https://app.example.com\\evil.com/x", .invalidHost, 23),
        ] as [(String, ErrorCode, Int)])
    func webAuthorityRefused(text: String, code: ErrorCode, offset: Int) {
        #expect(throws: RoutingError.self) { try RouteURL(text) }
        do {
            _ = try RouteURL(text)
        } catch {
            #expect(error.code == code)
            #expect(error.offset == offset)
        }
    }

    /// Hosts as the WHATWG URL Standard's parser (and so a browser) reports them, for the web
    /// URLs that are read at all.
    @Test(
        "a web URL's host is the one a browser reports",
        arguments: [
            ("https://EXAMPLE.com/", "example.com"),
            ("https://example.com:443/x", "example.com"),
            ("https://a-b.example.com/x?y#z", "a-b.example.com"),
            ("http://example.com:80/", "example.com"),
            ("https://xn--bcher-kva.example/", "xn--bcher-kva.example"),
        ] as [(String, String)])
    func browserHost(text: String, host: String) throws {
        #expect(try RouteURL(text).host == host)
    }

    @Test("the scheme is lowercased and the text kept as given")
    func schemeLowercased() {
        guard let url = Expect.read("SHOP://Product/Item?Q=V#Frag") else { return }
        #expect(url.scheme == "shop")
        #expect(url.string == "SHOP://Product/Item?Q=V#Frag")
        #expect(url.segments == ["product", "Item"])
        #expect(url.query["Q"] == "V")
        #expect(url.fragment == "Frag")
    }

    @Test(
        "authority edge cases read without trouble",
        arguments: [
            ("shop://[", "[" as String?, nil as Int?, ["["]),
            ("shop://[::1", "[::1", nil, ["[::1"]),
            ("shop://:", nil, nil, []),
            ("shop://@/x", nil, nil, ["x"]),
            ("shop://a:99999999999999999999/x", "a", nil, ["a", "x"]),
            ("shop://product:42/x", "product", 42, ["product", "x"]),
            ("shop://", nil, nil, []),
            ("shop:", nil, nil, []),
        ] as [(String, String?, Int?, [String])])
    func authorityEdgeCases(text: String, host: String?, port: Int?, segments: [String]) {
        guard let url = Expect.read(text) else { return }
        #expect(url.host == host)
        #expect(url.port == port)
        #expect(url.segments == segments)
    }

    // MARK: Path

    @Test(
        "the path keeps its case",
        arguments: [
            ("shop://a/Mixed/CASE", ["a", "Mixed", "CASE"]),
            ("shop://a/%4D%49%58", ["a", "MIX"]),
            ("https://h.com/Mixed/CASE", ["Mixed", "CASE"]),
        ] as [(String, [String])])
    func pathCaseKept(text: String, segments: [String]) {
        guard let url = Expect.read(text) else { return }
        #expect(url.segments == segments)
    }

    @Test("dot segments are ordinary segments")
    func dotSegments() {
        guard let url = Expect.read("shop://a/./../b") else { return }
        #expect(url.segments == ["a", ".", "..", "b"])
    }

    @Test(
        "a trailing slash and empty segments are dropped",
        arguments: [
            ("shop://a/b", ["a", "b"]),
            ("shop://a/b/", ["a", "b"]),
            ("shop://a//b", ["a", "b"]),
            ("shop://a///b//", ["a", "b"]),
            ("shop://a/b/?x=1", ["a", "b"]),
            ("shop://a/b/#f", ["a", "b"]),
            ("shop:/a//b/", ["a", "b"]),
            ("https://h.com//a//b/", ["a", "b"]),
            ("shop://a/", ["a"]),
            ("shop:///", []),
            ("shop:", []),
        ] as [(String, [String])])
    func emptySegmentsDropped(text: String, segments: [String]) {
        guard let url = Expect.read(text) else { return }
        #expect(url.segments == segments)
    }

    @Test(
        "the path is split on '/' before decoding, so '%2F' stays inside one segment",
        arguments: [
            ("shop://a/b%2Fc", ["a", "b/c"]),
            ("shop://a/b%2fc", ["a", "b/c"]),
            ("shop://a/%2F", ["a", "/"]),
            ("shop://a/%2F%2F", ["a", "//"]),
            ("shop://open/https%3A%2F%2Fexample.com%2Fx%3Fy%3D1%23z", ["open", "https://example.com/x?y=1#z"]),
            ("https://h.com/files/a%2Fb/c", ["files", "a/b", "c"]),
        ] as [(String, [String])])
    func encodedSlashStaysInSegment(text: String, segments: [String]) {
        guard let url = Expect.read(text) else { return }
        #expect(url.segments == segments)
    }

    @Test(
        "path segments are percent-decoded once; '+' stays",
        arguments: [
            ("shop://a/a%20b", "a b"),
            ("shop://a/100%25", "100%"),
            ("shop://a/%2525", "%25"),
            ("shop://a/%3F", "?"),
            ("shop://a/%23", "#"),
            ("shop://a/caf%C3%A9", "café"),
            ("shop://a/café", "café"),
            ("shop://a/%E2%9C%93", "✓"),
            ("shop://a/%F0%9F%98%80", "😀"),
            ("shop://a/a+b", "a+b"),
            ("shop://a/a%2Bb", "a+b"),
            ("shop://a/%3Cid%3E", "<id>"),
            ("shop://a/.", "."),
            ("shop://a/..", ".."),
        ])
    func pathDecoding(text: String, segment: String) {
        guard let url = Expect.read(text) else { return }
        #expect(url.segments == ["a", segment])
    }

    @Test("plusAsSpace applies to the query only")
    func plusAsSpaceQueryOnly() {
        guard let url = Expect.read("shop://a+b/c+d?q=e+f#g+h", plusAsSpace: true) else { return }
        #expect(url.host == "a+b")
        #expect(url.segments == ["a+b", "c+d"])
        #expect(url.query["q"] == "e f")
        #expect(url.fragment == "g+h")
    }

    @Test("raw spaces are accepted everywhere")
    func rawSpaces() {
        guard let url = Expect.read("shop://a b/c d?q=x y#f g") else { return }
        #expect(url.host == "a b")
        #expect(url.segments == ["a b", "c d"])
        #expect(url.query["q"] == "x y")
        #expect(url.fragment == "f g")
    }

    // MARK: Fragment

    @Test(
        "the fragment is decoded and kept",
        arguments: [
            ("shop://a#top", "top" as String?),
            ("shop://a", nil),
            ("shop://a?x=1", nil),
            ("shop://a#", ""),
            ("shop://a#x#y", "x#y"),
            ("shop://a#a%20b", "a b"),
            ("shop://a#a+b", "a+b"),
            ("shop://a#%23", "#"),
            ("shop://a#%0A", "\n"),
            ("shop://a/b#/c/d", "/c/d"),
            ("shop://a?q=1#f?g=2&h", "f?g=2&h"),
        ])
    func fragment(text: String, fragment: String?) {
        guard let url = Expect.read(text) else { return }
        #expect(url.fragment == fragment)
        #expect(url.segments.first == "a")
    }

    @Test("the fragment does not become part of the path or query")
    func fragmentSeparate() {
        guard let url = Expect.read("shop://a/b?q=1#c/d?e=2") else { return }
        #expect(url.segments == ["a", "b"])
        #expect(url.query == QueryItems(["q": "1"]))
        #expect(url.fragment == "c/d?e=2")
    }

    // MARK: Schemes required

    @Test(
        "a string with a scheme is read",
        arguments: [
            ("shop:x", "shop"),
            ("a+b.c-d://x", "a+b.c-d"),
            ("SHOP://x", "shop"),
            ("app2://x", "app2"),
            ("x:y", "x"),
        ])
    func schemePresent(text: String, scheme: String) {
        guard let url = Expect.read(text) else { return }
        #expect(url.scheme == scheme)
    }

    @Test(
        "a string without a scheme is refused at byte 0",
        arguments: [
            "product/42",
            "/product/42",
            "://x",
            "1shop://x",
            "-x://y",
            "sh_op://x",
            "shop",
            "shop/x:y",
            " shop://x",
            "%73hop://x",
            "é://x",
        ])
    func schemeMissing(text: String) {
        Expect.expectRefused(text, .missingScheme, at: 0)
    }

    @Test("an empty string is refused")
    func empty() {
        Expect.expectRefused("", .emptyURL, at: 0)
    }

    // MARK: Control characters

    @Test(
        "raw control characters are refused anywhere, at their byte",
        arguments: [
            ("shop://a\nb", 8),
            ("shop://a/b\nc", 10),
            ("shop://a/b\r", 10),
            ("shop://a?q=\n", 11),
            ("shop://a#x\u{7F}", 10),
            ("https://example.com/a\tb", 21),
            ("shop://a/\u{0}", 9),
            ("\nshop://a", 0),
            ("sh\top://a", 2),
            ("shop\u{1B}://a", 4),
        ])
    func rawControlCharacters(text: String, offset: Int) {
        Expect.expectRefused(text, .controlCharacter, at: offset)
    }

    @Test(
        "percent-encoded control characters are refused in the host and path, at the escape",
        arguments: [
            ("shop://a/%0A", 9),
            ("shop://a/x%0Ay", 10),
            ("shop://a/%7F", 9),
            ("shop://a/%1F", 9),
            ("shop://a/%09", 9),
            ("https://h.com/a/b%0D", 17),
            ("shop://%0Aa/b", 7),
            ("shop://a%0Ab", 8),
            ("shop://a/%00", 9),
        ])
    func encodedControlsInPath(text: String, offset: Int) {
        Expect.expectRefused(text, .controlCharacter, at: offset)
    }

    @Test("percent-encoded control characters other than NUL are allowed in the query and fragment")
    func encodedControlsInQuery() {
        guard let url = Expect.read("shop://a?q=%0A&r=%09%0D%0A%7F#line%0Anext") else { return }
        #expect(url.query["q"] == "\n")
        #expect(url.query["r"] == "\t\r\n\u{7F}")
        #expect(url.fragment == "line\nnext")
    }

    @Test(
        "'%00' is refused everywhere",
        arguments: [
            ("shop://a/%00", 9),
            ("shop://%00/a", 7),
            ("shop://a?q=%00", 11),
            ("shop://a?%00=x", 9),
            ("shop://a#%00", 9),
            ("shop://a#ok%00", 11),
        ])
    func nulRefused(text: String, offset: Int) {
        Expect.expectRefused(text, .controlCharacter, at: offset)
    }

    // MARK: Percent-encoding

    @Test(
        "a '%' not followed by two hex digits is refused at the '%'",
        arguments: [
            ("shop://a/%", 9),
            ("shop://a/%4", 9),
            ("shop://a/%zz", 9),
            ("shop://a/x%4g", 10),
            ("shop://a/b%2", 10),
            ("shop://a/%%41", 9),
            ("shop://%zz/a", 7),
            ("shop://a?q=%", 11),
            ("shop://a?q=%G0", 11),
            ("shop://a?x=1&y=%4", 15),
            ("shop://a?q=100%", 14),
            ("shop://a#%", 9),
            ("shop://a/%E2%2", 12),
        ])
    func malformedPercent(text: String, offset: Int) {
        Expect.expectRefused(text, .malformedPercentEncoding, at: offset)
    }

    @Test(
        "escapes that do not decode to UTF-8 are refused at the first bad escape",
        arguments: [
            ("shop://product/%E2%28", 15),
            ("shop://product/ab%E2%28", 17),
            ("shop://a/b%E2%28", 10),
            ("shop://a/%FF", 9),
            ("shop://a/%C3", 9),
            ("shop://a/%C3%28", 9),
            ("shop://a/%80", 9),
            ("shop://a/%ED%A0%80", 9),
            ("shop://a/%C0%AF", 9),
            ("shop://a/%C3%A9%FF", 15),
            ("shop://a/é%A9", 11),
            ("shop://ab%FF/x", 9),
            ("shop://a?q=%FF", 11),
            ("shop://a?q=ok&r=x%FF", 17),
            ("shop://a#x%FF", 10),
        ])
    func invalidUTF8(text: String, offset: Int) {
        Expect.expectRefused(text, .invalidUTF8, at: offset)
    }

    @Test("the refusal describes itself without the input")
    func errorDescription() {
        guard let error = Expect.refusal("shop://a/b?token=secret%zz") else { return }
        #expect(error.code == .malformedPercentEncoding)
        #expect(error.code.description == "malformedPercentEncoding")
        #expect(error.offset == 23)
        #expect(error.message == "'%' must be followed by two hexadecimal digits")
        #expect(error.description == "'%' must be followed by two hexadecimal digits (at byte 23)")
        #expect(!error.description.contains("secret"))
    }

    // MARK: Foundation URL

    @Test("a Foundation URL reads like its absolute string")
    func foundationURL() throws {
        let foundation = try #require(URL(string: "shop://Product/a%2Fb/?ref=home&ref=x#top"))
        let url = try RouteURL(foundation)
        #expect(url.string == foundation.absoluteString)
        #expect(url.scheme == "shop")
        #expect(url.host == "product")
        #expect(url.segments == ["product", "a/b"])
        #expect(url.query.values(for: "ref") == ["home", "x"])
        #expect(url.fragment == "top")
        #expect(url == (try RouteURL(foundation.absoluteString)))
    }

    @Test("a Foundation URL with a port and the web scheme")
    func foundationWebURL() throws {
        let foundation = try #require(URL(string: "https://Shop.Example.com:8443/Product/42?x=a+b"))
        let url = try RouteURL(foundation, plusAsSpace: true)
        #expect(url.host == "shop.example.com")
        #expect(url.port == 8443)
        #expect(url.segments == ["Product", "42"])
        #expect(url.query["x"] == "a b")
    }

    @Test("a relative Foundation URL reads through its absolute form")
    func foundationRelativeURL() throws {
        let base = try #require(URL(string: "shop://host/"))
        let relative = try #require(URL(string: "product/42", relativeTo: base))
        let url = try RouteURL(relative)
        #expect(url.segments == ["host", "product", "42"])
    }

    @Test("a Foundation URL without a scheme, or over a limit, is refused")
    func foundationURLRefused() throws {
        let schemeless = try #require(URL(string: "product/42"))
        #expect(throws: RoutingError.self) { try RouteURL(schemeless) }
        do {
            _ = try RouteURL(schemeless)
        } catch {
            #expect(error.code == .missingScheme)
            #expect(error.offset == 0)
        }

        let deep = try #require(URL(string: "shop://a/b/c"))
        do {
            let url = try RouteURL(deep, limits: URLLimits(maximumSegments: 2))
            Issue.record("read \(url.segments) over the segment limit")
        } catch {
            #expect(error.code == .tooManySegments)
            #expect(error.offset == 11)
        }
    }

    @Test("a file URL reads with its path decoded")
    func fileURL() throws {
        let url = try RouteURL(URL(fileURLWithPath: "/tmp/a b/c"))
        #expect(url.scheme == "file")
        #expect(url.host == nil)
        #expect(url.segments == ["tmp", "a b", "c"])
    }
}
