import Testing
import WayfinderTestSupport

@testable import WayfinderRouting

/// An `int` edge takes a short run of digits, read eight bytes at a time, before the general
/// check; everything must still be judged as `Int(_:)` judges it.
@Suite("Int edges: digit runs read in place", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct IntEdgeTests {
    @Test(
        "each segment goes to the int route exactly when it converts to Int",
        arguments: [
            "0", "7", "12345678", "123456789", "1234567890123456", "12345678901234567",
            "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
            "+5", "-5", "+", "-", "12a", "a12", "1234567a", "12345678a", "123456789012345a",
            "1234567890123456a", "12:3", "1.5", "0x10", "%31", "1%32", " 1",
        ])
    func digitRuns(_ segment: String) throws {
        let router = try MatchingFixture.router(patterns: ["/n/<int:v>", "/n/<s>"])
        let decoded = Array(segment.utf8).withView { PercentEncoding.decodedString($0, plusAsSpace: false) }
        let expected = Int(decoded) != nil ? "/n/<int:v>" : "/n/<s>"
        #expect(router.match("app://n/\(segment)")?.target == expected, "\(segment)")
    }

    @Test("a digit run at the end of a URL, or before a query, reads no byte past it")
    func digitRunAtEnd() throws {
        let router = try MatchingFixture.router(patterns: ["/n/<int:v>", "/n/<s>"])
        #expect(router.match("app://n/12345678")?.target == "/n/<int:v>")
        #expect(router.match("app://n/123456781?x=a")?.target == "/n/<int:v>")
        #expect(router.match("app://n/1#x")?.target == "/n/<int:v>")
    }
}
