import Testing
@_spi(Internals) import WayfinderRouting
import WayfinderTestSupport

@testable import WayfinderRouting

@Suite("Query items", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct QueryItemsTests {
    private typealias Expect = URLReadingExpectation

    /// The query of `text` as `(name, value)` pairs, in order.
    private static func pairs(
        _ text: String, plusAsSpace: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
    ) -> [String]? {
        Expect.read(text, plusAsSpace: plusAsSpace, sourceLocation: sourceLocation)?
            .query.map { "\($0.name)=\($0.value)" }
    }

    @Test(
        "items are split on '&' and '=' and decoded, in order",
        arguments: [
            ("shop://a?x=1", ["x=1"]),
            ("shop://a?x=1&y=2", ["x=1", "y=2"]),
            ("shop://a?tag=red&tag=blue&flag", ["tag=red", "tag=blue", "flag="]),
            ("shop://a?flag", ["flag="]),
            ("shop://a?flag=", ["flag="]),
            ("shop://a?a=b=c", ["a=b=c"]),
            ("shop://a?=v", ["=v"]),
            ("shop://a?a=1&&b=2&", ["a=1", "b=2"]),
            ("shop://a?&&", []),
            ("shop://a?", []),
            ("shop://a", []),
            ("shop://a?q=a%26b%3Dc", ["q=a&b=c"]),
            ("shop://a?q=%20x", ["q= x"]),
            ("shop://a?caf%C3%A9=%E2%9C%93", ["café=✓"]),
            ("shop://a?q=x?y", ["q=x?y"]),
            ("shop://a?q=a/b", ["q=a/b"]),
            ("shop://a?q=a;b", ["q=a;b"]),
            ("shop://a?q=x y", ["q=x y"]),
            ("shop://a?q=%0A", ["q=\n"]),
            ("shop://a?q=1#r=2", ["q=1"]),
            ("shop://a/b/?q=1", ["q=1"]),
        ] as [(String, [String])])
    func splitting(text: String, expected: [String]) {
        #expect(Self.pairs(text) == expected)
    }

    @Test(
        "'+' is a literal plus unless read as form encoding; '%2B' stays '+' either way",
        arguments: [
            ("shop://a?q=a+b", false, ["q=a+b"]),
            ("shop://a?q=a+b", true, ["q=a b"]),
            ("shop://a?a+b=c+d", false, ["a+b=c+d"]),
            ("shop://a?a+b=c+d", true, ["a b=c d"]),
            ("shop://a?q=%2B", false, ["q=+"]),
            ("shop://a?q=%2B", true, ["q=+"]),
            ("shop://a?q=%2B+x", true, ["q=+ x"]),
            ("shop://a?q=1%2B1%3D2", true, ["q=1+1=2"]),
            ("shop://a?q=++", true, ["q=  "]),
            ("shop://a?q=%20+", true, ["q=  "]),
        ] as [(String, Bool, [String])])
    func plus(text: String, plusAsSpace: Bool, expected: [String]) {
        #expect(Self.pairs(text, plusAsSpace: plusAsSpace) == expected)
    }

    @Test("a repeated name keeps every value in order; the subscript gives the first")
    func repeatedNames() throws {
        let query = try #require(Expect.read("shop://a?tag=red&size=m&tag=blue&tag=&tag=green")).query
        #expect(query["tag"] == "red")
        #expect(query.values(for: "tag") == ["red", "blue", "", "green"])
        #expect(query["size"] == "m")
        #expect(query.values(for: "size") == ["m"])
        #expect(query.names == ["tag", "size"])
        #expect(query.count == 5)
        #expect(query.map(\.name) == ["tag", "size", "tag", "tag", "tag"])
    }

    @Test("'?flag' is present with an empty value; a missing name is absent")
    func flagPresence() throws {
        let query = try #require(Expect.read("shop://a?flag&other=1")).query
        #expect(query["flag"] == "")
        #expect(query.contains("flag"))
        #expect(query.values(for: "flag") == [""])
        #expect(query["missing"] == nil)
        #expect(!query.contains("missing"))
        #expect(query.values(for: "missing") == [])
    }

    @Test("names are case-sensitive and compared decoded")
    func namesCaseSensitiveDecoded() throws {
        let query = try #require(Expect.read("shop://a?Tag=1&tag=2&t%61g=3")).query
        #expect(query["Tag"] == "1")
        #expect(query["tag"] == "2")
        #expect(query.values(for: "tag") == ["2", "3"])
        #expect(query.names == ["Tag", "tag"])
    }

    @Test("an empty query has no items")
    func emptyQuery() throws {
        let query = try #require(Expect.read("shop://a?#f")).query
        #expect(query.isEmpty)
        #expect(query.names == [])
        #expect(query["f"] == nil)
        #expect(query == QueryItems())
    }

    @Test("items can be built directly and behave as a random-access collection")
    func builtDirectly() {
        let query = QueryItems(["a": "1", "b": "", "a": "3"])
        #expect(query.count == 3)
        #expect(query.startIndex == 0)
        #expect(query.endIndex == 3)
        #expect(query[1] == (name: "b", value: ""))
        #expect(query[query.index(before: query.endIndex)].value == "3")
        #expect(query.reversed().map(\.value) == ["3", "", "1"])
        #expect(query["a"] == "1")
        #expect(query.values(for: "a") == ["1", "3"])
        #expect(query.names == ["a", "b"])
        #expect(query.contains("b"))
    }

    @Test("a URL's query equals the same items built directly")
    func equalsBuilt() throws {
        let url = try #require(Expect.read("shop://a?a=1&b&a=3"))
        #expect(url.query == QueryItems(["a": "1", "b": "", "a": "3"]))
    }
}
