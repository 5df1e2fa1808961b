import Testing
@_spi(Internals) import WayfinderRouting
import WayfinderTestSupport

@testable import WayfinderRouting

@Suite("URL limits", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct URLLimitsTests {
    private typealias Expect = URLReadingExpectation

    /// `base` followed by `count` segments `/x`, and the byte offset where segment `count`
    /// (1-based) of those starts.
    private static func deepURL(_ base: String, segments count: Int) -> (text: String, lastSegmentOffset: Int) {
        let text = base + String(repeating: "/x", count: count)
        return (text, text.utf8.count - 1)
    }

    /// `shop://a?` followed by `count` items `k<n>=v`, and the offset where the last item starts.
    private static func queryURL(items count: Int) -> (text: String, lastItemOffset: Int) {
        let items = (0..<count).map { "k\($0)=v" }
        let text = "shop://a?" + items.joined(separator: "&")
        return (text, text.utf8.count - items[count - 1].utf8.count)
    }

    // MARK: Defaults and configuration

    @Test("the defaults are 8,192 bytes, 128 segments and 256 query items")
    func defaults() {
        #expect(URLLimits.default.maximumLength == 8_192)
        #expect(URLLimits.default.maximumSegments == 128)
        #expect(URLLimits.default.maximumQueryItems == 256)
        #expect(URLLimits() == .default)
        #expect(RouterConfiguration().limits == .default)
    }

    @Test(
        "limits are clamped to sensible values",
        arguments: [
            (URLLimits(maximumLength: 0), 1, 128, 256),
            (URLLimits(maximumLength: -10), 1, 128, 256),
            (URLLimits(maximumLength: Int.max), Int(Int32.max), 128, 256),
            (URLLimits(maximumSegments: 0), 8_192, 1, 256),
            (URLLimits(maximumQueryItems: -5), 8_192, 128, 0),
            (URLLimits(maximumLength: 100, maximumSegments: 4, maximumQueryItems: 2), 100, 4, 2),
        ])
    func clamping(limits: URLLimits, length: Int, segments: Int, queryItems: Int) {
        #expect(limits.maximumLength == length)
        #expect(limits.maximumSegments == segments)
        #expect(limits.maximumQueryItems == queryItems)
    }

    // MARK: Length

    @Test("a URL of exactly the default length is read; one byte more is refused at the limit")
    func defaultLength() {
        let base = "shop://a/"
        let exact = base + String(repeating: "x", count: 8_192 - base.utf8.count)
        #expect(exact.utf8.count == 8_192)
        #expect(Expect.read(exact)?.segments.last?.utf8.count == 8_192 - base.utf8.count)
        Expect.expectRefused(exact + "x", .tooLong, at: 8_192)
    }

    @Test("length counts UTF-8 bytes, not characters")
    func lengthInBytes() {
        let text = "shop://a/" + String(repeating: "é", count: 4_092)
        #expect(text.count == 4_101)
        #expect(text.utf8.count == 8_193)
        Expect.expectRefused(text, .tooLong, at: 8_192)
    }

    @Test(
        "a custom length limit",
        arguments: [
            ("shop://abc/def/ghijk", true),
            ("shop://abc/def/ghijkl", false),
            ("shop://a", true),
        ])
    func customLength(text: String, fits: Bool) {
        let limits = URLLimits(maximumLength: 20)
        if fits {
            #expect(Expect.read(text, limits: limits)?.string == text)
        } else {
            Expect.expectRefused(text, .tooLong, at: 20, limits: limits)
        }
    }

    @Test("the length is checked before anything else is read")
    func lengthFirst() {
        let limits = URLLimits(maximumLength: 10)
        Expect.expectRefused("no scheme at all", .tooLong, at: 10, limits: limits)
        Expect.expectRefused("shop://a/\n%zz", .tooLong, at: 10, limits: limits)
    }

    @Test("a megabyte of input is refused, not read")
    func hugeInput() {
        let text = "shop://a/" + String(repeating: "a/", count: 500_000)
        Expect.expectRefused(text, .tooLong, at: 8_192)
    }

    // MARK: Segments

    @Test("128 segments are read, counting a custom scheme's host; the 129th is refused where it starts")
    func defaultSegmentsCustomScheme() {
        let fits = Self.deepURL("shop://a", segments: 127)
        #expect(Expect.read(fits.text)?.segments.count == 128)
        let over = Self.deepURL("shop://a", segments: 128)
        Expect.expectRefused(over.text, .tooManySegments, at: over.lastSegmentOffset)
        #expect(over.lastSegmentOffset == 263)
    }

    @Test("without an authority, 128 path segments are read and the 129th refused")
    func defaultSegmentsWithoutHost() {
        let fits = Self.deepURL("shop:", segments: 128)
        #expect(Expect.read(fits.text)?.segments.count == 128)
        let over = Self.deepURL("shop:", segments: 129)
        Expect.expectRefused(over.text, .tooManySegments, at: over.lastSegmentOffset)
    }

    @Test("a web URL's host does not count as a segment")
    func defaultSegmentsWeb() {
        let fits = Self.deepURL("https://h.example", segments: 128)
        guard let url = Expect.read(fits.text) else { return }
        #expect(url.host == "h.example")
        #expect(url.segments.count == 128)
        let over = Self.deepURL("https://h.example", segments: 129)
        Expect.expectRefused(over.text, .tooManySegments, at: over.lastSegmentOffset)
    }

    @Test(
        "a custom segment limit; empty segments do not count",
        arguments: [
            ("shop://a/b", nil as Int?),
            ("shop://a//b//", nil),
            ("shop://a/b/", nil),
            ("shop://a/b?c/d/e", nil),
            ("shop://a/b#c/d/e", nil),
            ("shop://a/b/c", 11),
            ("shop://a//b//c", 13),
            ("shop:/a/b/c", 10),
            ("https://h.com/a/b", nil),
            ("https://h.com/a/b/c", 18),
        ])
    func customSegments(text: String, refusedAt offset: Int?) {
        let limits = URLLimits(maximumSegments: 2)
        if let offset {
            Expect.expectRefused(text, .tooManySegments, at: offset, limits: limits)
        } else {
            #expect(Expect.read(text, limits: limits) != nil)
        }
    }

    @Test("with a limit of three, the fourth segment is refused where it starts")
    func threeSegments() {
        Expect.expectRefused("shop://a/b/c/d", .tooManySegments, at: 13, limits: URLLimits(maximumSegments: 3))
        #expect(Expect.read("shop://a/b/c", limits: URLLimits(maximumSegments: 3))?.segments == ["a", "b", "c"])
    }

    @Test("a segment limit of one still reads a bare host")
    func oneSegment() {
        let limits = URLLimits(maximumSegments: 1)
        #expect(Expect.read("shop://a", limits: limits)?.segments == ["a"])
        #expect(Expect.read("shop://a/", limits: limits)?.segments == ["a"])
        Expect.expectRefused("shop://a/b", .tooManySegments, at: 9, limits: limits)
        Expect.expectRefused("shop:/a/b", .tooManySegments, at: 8, limits: limits)
    }

    @Test("thousands of segments are refused without trouble")
    func manySegments() {
        let over = Self.deepURL("shop://a", segments: 3_000)
        Expect.expectRefused(over.text, .tooManySegments, at: 263)
    }

    // MARK: Query items

    @Test("256 query items are read; the 257th is refused where it starts")
    func defaultQueryItems() {
        let fits = Self.queryURL(items: 256)
        guard let url = Expect.read(fits.text) else { return }
        #expect(url.query.count == 256)
        #expect(url.query["k255"] == "v")
        let over = Self.queryURL(items: 257)
        Expect.expectRefused(over.text, .tooManyQueryItems, at: over.lastItemOffset)
    }

    @Test(
        "a custom query limit; empty items do not count",
        arguments: [
            ("shop://a?x&y", nil as Int?),
            ("shop://a?x&&y&", nil),
            ("shop://a?&x&y&", nil),
            ("shop://a?x&y#z&w&v", nil),
            ("shop://a?x&y&z", 13),
            ("shop://a?x=1&y=2&z=3", 17),
            ("shop://a?x&&y&&z", 15),
        ])
    func customQueryItems(text: String, refusedAt offset: Int?) {
        let limits = URLLimits(maximumQueryItems: 2)
        if let offset {
            Expect.expectRefused(text, .tooManyQueryItems, at: offset, limits: limits)
        } else {
            #expect(Expect.read(text, limits: limits)?.query.count == 2)
        }
    }

    @Test("a query limit of zero accepts an empty query only")
    func zeroQueryItems() {
        let limits = URLLimits(maximumQueryItems: 0)
        #expect(Expect.read("shop://a?", limits: limits)?.query.isEmpty == true)
        #expect(Expect.read("shop://a?&#f", limits: limits)?.fragment == "f")
        Expect.expectRefused("shop://a?x", .tooManyQueryItems, at: 9, limits: limits)
    }
}
