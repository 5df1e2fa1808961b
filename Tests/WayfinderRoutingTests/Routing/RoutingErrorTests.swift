import Foundation
import Testing
import WayfinderTestSupport

@_spi(Internals) @testable import WayfinderRouting

@Suite("RoutingError: one error for patterns, URLs, parameters and the table", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct RoutingErrorTests {
    @Test("a pattern's error says the pattern and column; a URL's the byte, never the URL")
    func whereItApplies() throws {
        let pattern = try #require(throws: RoutingError.self) { try RoutePattern("/a/<int:>") }
        #expect(pattern.column == 9 && pattern.offset == nil && pattern.pattern == "/a/<int:>")
        #expect(pattern.description == "invalid pattern '/a/<int:>' at column 9: \(pattern.message)")

        let router = Router<Int>()
        let url = try #require(throws: RoutingError.self) { try router.resolve("shop://a/%zz?token=secret") }
        #expect(url.code == .malformedPercentEncoding && url.offset == 9 && url.column == nil)
        #expect(!url.description.contains("secret") && url.pattern == nil)
    }

    @Test("a parameter's error names it and the type, and keeps the value out of its description")
    func parameter() throws {
        let router = Router<Int>()
        try router.register("/item/<id>", to: 1)
        let match = try #require(router.match("shop://item/abc"))
        let error = try #require(throws: RoutingError.self) { try match.require("id", as: Int.self) }
        #expect(error.code == .invalidParameter && error.parameter == "id" && error.expectedType == "Int")
        #expect(error.value == "abc" && !error.description.contains("abc"))
        let missing = try #require(throws: RoutingError.self) { try match.require("nope", as: Int.self) }
        #expect(missing.code == .missingParameter && missing.value == nil)
    }

    @Test("errors compare and hash by what they say, not by the error behind them")
    func equality() {
        struct Cause: Error {}
        let plain = RoutingError(.invalidParameter, parameter: "id", expectedType: "UUID", value: "x")
        let caused = RoutingError(.invalidParameter, parameter: "id", expectedType: "UUID", value: "x", underlyingError: Cause())
        #expect(plain == caused && plain.hashValue == caused.hashValue)
        #expect(caused.underlyingError is Cause)
        #expect(plain != RoutingError(.invalidParameter, parameter: "id", expectedType: "UUID", value: "y"))
    }

    @Test("an error is one reference wide: every match's result has room for one")
    func layout() {
        // Stored inline, the error made every match 255 instructions dearer (see the commit
        // that boxed it); a match result carries an optional error whether or not it is used.
        #expect(MemoryLayout<RoutingError>.size == MemoryLayout<AnyObject>.size)
        #expect(MemoryLayout<RoutingError?>.size == MemoryLayout<AnyObject>.size)
    }
}
