import Foundation
import Testing
import WayfinderTestSupport

@_spi(Internals) @testable import WayfinderRouting

@Suite("Parameters", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ParametersTests {
    static let order = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"

    /// `shop://order/<uuid:order>/item/<int:index>/<double:price>/<label>/<path:rest>`, matched.
    private func orderMatch() throws -> RouteMatch<String> {
        let router = try MatchingFixture.router([
            "shop://order/<uuid:order>/item/<int:index>/<double:price>/<label>/<path:rest>": "order"
        ])
        return try #require(
            router.match(
                "shop://order/\(Self.order.lowercased())/item/-3/9.5/gift%20box/a/b%2Fc/d?index=7&label=query"))
    }

    // MARK: Typed access

    @Test("get reads each capture as text and converts it to the asked type")
    func getConverts() throws {
        let match = try orderMatch()
        #expect(match.get("order") == Self.order.lowercased())
        #expect(match.get("order", as: UUID.self) == UUID(uuidString: Self.order))
        #expect(match.get("index") == "-3")
        #expect(match.get("index", as: Int.self) == -3)
        #expect(match.get("index", as: Int64.self) == -3)
        #expect(match.get("index", as: Double.self) == -3.0)
        #expect(match.get("index", as: String.self) == "-3")
        #expect(match.get("price", as: Double.self) == 9.5)
        #expect(match.get("price", as: Int.self) == nil)
        #expect(match.get("label") == "gift box")
        #expect(match.get("label", as: Int.self) == nil)
        #expect(match.get("label", as: UUID.self) == nil)
        #expect(match.parameters["label"] == "gift box")
        #expect(match.get("missing") == nil)
        #expect(match.get("missing", as: Int.self) == nil)
    }

    @Test("names, values and segments cover every capture; a rest capture as text and as an array")
    func allCaptures() throws {
        let match = try orderMatch()
        #expect(match.parameterNames == ["order", "index", "price", "label", "rest"])
        #expect(
            match.parameters == [
                "order": Self.order.lowercased(), "index": "-3", "price": "9.5", "label": "gift box", "rest": "a/b/c/d",
            ])
        #expect(match.get("rest") == "a/b/c/d")
        #expect(match.segments("rest") == ["a", "b/c", "d"])
        #expect(match.segments("label") == ["gift box"])
        #expect(match.segments("missing") == nil)
    }

    @Test("require returns the converted value")
    func requireConverts() throws {
        let match = try orderMatch()
        #expect(try match.require("index", as: Int.self) == -3)
        #expect(try match.require("price", as: Double.self) == 9.5)
        #expect(try match.require("order", as: UUID.self) == UUID(uuidString: Self.order))
        #expect(try match.require("label") == "gift box")
        #expect(try match.require("rest") == "a/b/c/d")
    }

    struct RequireFailure: Sendable, CustomTestStringConvertible {
        let name: String
        let type: String
        let code: ErrorCode
        let value: String?
        let message: String
        var testDescription: String { "\(name) as \(type)" }
    }

    static let requireFailures: [RequireFailure] = [
        RequireFailure(
            name: "label", type: "Int", code: .invalidParameter, value: "gift box",
            message: "parameter 'label' is not a valid Int"),
        RequireFailure(
            name: "price", type: "Int", code: .invalidParameter, value: "9.5",
            message: "parameter 'price' is not a valid Int"),
        RequireFailure(
            name: "index", type: "UUID", code: .invalidParameter, value: "-3",
            message: "parameter 'index' is not a valid UUID"),
        RequireFailure(
            name: "label", type: "Bool", code: .invalidParameter, value: "gift box",
            message: "parameter 'label' is not a valid Bool"),
        RequireFailure(
            name: "nope", type: "Int", code: .missingParameter, value: nil,
            message: "missing parameter 'nope' (expected Int)"),
        RequireFailure(
            name: "nope", type: "Double", code: .missingParameter, value: nil,
            message: "missing parameter 'nope' (expected Double)"),
        RequireFailure(
            name: "nope", type: "String", code: .missingParameter, value: nil,
            message: "missing parameter 'nope' (expected String)"),
    ]

    @Test("require throws a RoutingError naming the parameter, the type and the text", arguments: requireFailures)
    func requireFails(_ failure: RequireFailure) throws {
        let match = try orderMatch()
        let error = try #require(throws: RoutingError.self) {
            switch failure.type {
            case "Int": _ = try match.require(failure.name, as: Int.self)
            case "Double": _ = try match.require(failure.name, as: Double.self)
            case "UUID": _ = try match.require(failure.name, as: UUID.self)
            case "Bool": _ = try match.require(failure.name, as: Bool.self)
            default: _ = try match.require(failure.name)
            }
        }
        #expect(error.code == failure.code)
        #expect(error.parameter == failure.name)
        #expect(error.expectedType == failure.type)
        #expect(error.value == failure.value)
        #expect(error.description == failure.message)
        #expect(error.code.description == (failure.code == .missingParameter ? "missingParameter" : "invalidParameter"))
    }

    @Test("the query never overrides a path parameter, and never enters the path's values")
    func queryNeverOverridesPath() throws {
        let match = try orderMatch()
        #expect(match.queryItems["index"] == "7")
        #expect(try match.require("index", as: Int.self) == -3)
        let router = try MatchingFixture.router(["/p/<id>": "p"])
        let other = try #require(router.match("app://p/1?name=x&id=2"))
        #expect(other.parameters == ["id": "1"])
        #expect(other.get("id") == "1")
        #expect(other.get("name") == "x")
        #expect(throws: RoutingError.self) { try other.require("missing") }
    }

    struct Conversion: Sendable, CustomTestStringConvertible {
        let text: String
        let bool: Bool?
        let tab: FixtureTab?
        let int64: Int64?
        var testDescription: String { "'\(text)'" }
    }

    static let conversions: [Conversion] = [
        Conversion(text: "true", bool: true, tab: nil, int64: nil),
        Conversion(text: "YES", bool: true, tab: nil, int64: nil),
        Conversion(text: "1", bool: true, tab: nil, int64: 1),
        Conversion(text: "False", bool: false, tab: nil, int64: nil),
        Conversion(text: "no", bool: false, tab: nil, int64: nil),
        Conversion(text: "0", bool: false, tab: nil, int64: 0),
        Conversion(text: "2", bool: nil, tab: nil, int64: 2),
        Conversion(text: "home", bool: nil, tab: .home, int64: nil),
        Conversion(text: "cart", bool: nil, tab: .cart, int64: nil),
        Conversion(text: "Home", bool: nil, tab: nil, int64: nil),
        Conversion(text: "-9223372036854775808", bool: nil, tab: nil, int64: .min),
        Conversion(text: "9223372036854775808", bool: nil, tab: nil, int64: nil),
    ]

    @Test("Bool, Int64 and RawRepresentable types convert from a capture's text", arguments: conversions)
    func otherConversions(_ conversion: Conversion) throws {
        let router = try MatchingFixture.router(["/v/<value>": "v"])
        let parameters = try #require(router.match("app://v/\(conversion.text)"))
        #expect(parameters.get("value", as: Bool.self) == conversion.bool)
        #expect(parameters.get("value", as: FixtureTab.self) == conversion.tab)
        #expect(parameters.get("value", as: Int64.self) == conversion.int64)
    }

    @Test(
        "Double reads what <double:> accepts and nothing more",
        arguments: [
            ("1.5", 1.5), ("-2", -2.0), (".5", 0.5), ("1e3", 1000.0),
            ("inf", nil), ("nan", nil), ("0x10", nil), ("1e400", nil), ("", nil),
        ] as [(String, Double?)])
    func doubleConversion(text: String, expected: Double?) {
        #expect(Double(routeParameter: text) == expected)
    }

    // MARK: Arguments: path > query > defaults

    @Test("get(_:) takes the path first, then the query's first value, then the route's defaults")
    func argumentPrecedence() throws {
        let router = Router<String>()
        try router.register(
            "/p/<id>", to: "p", defaults: ["id": "default-id", "tab": "default-tab", "sort": "new", "page": "1"])
        let match = try #require(router.match("app://p/path-id?id=query-id&tab=query-tab&tab=second&page=x"))
        #expect(match.get("id") == "path-id")
        #expect(match.get("tab") == "query-tab")
        #expect(match.get("sort") == "new")
        #expect(match.get("page") == "x")
        #expect(match.get("page", as: Int.self) == nil)
        #expect(match.get("none") == nil)
        #expect(match.defaults == ["id": "default-id", "tab": "default-tab", "sort": "new", "page": "1"])

        let plain = try #require(router.match("app://p/path-id"))
        #expect(plain.get("tab") == "default-tab")
        #expect(plain.get("page", as: Int.self) == 1)
        #expect(plain.get("id") == "path-id")
    }

    @Test("get(_:as:) converts whichever value get(_:) finds")
    func typedArgument() throws {
        let router = Router<String>()
        try router.register("/p/<int:id>", to: "p", defaults: ["limit": "20", "flag": "yes"])
        let match = try #require(router.match("app://p/5?id=6&offset=40&flag=0"))
        #expect(match.get("id", as: Int.self) == 5)
        #expect(match.get("offset", as: Int.self) == 40)
        #expect(match.get("limit", as: Int.self) == 20)
        #expect(match.get("flag", as: Bool.self) == false)
        #expect(match.get("missing", as: Int.self) == nil)
    }

    @Test("in an optional tail's zero case, a value of the tail's name comes from the query or defaults")
    func argumentInZeroCase() throws {
        let router = Router<String>()
        try router.register("shop://search[/<query>]", to: "search", defaults: ["query": "all"])
        #expect(router.match("shop://search/shoes?query=hats")?.get("query") == "shoes")
        #expect(router.match("shop://search?query=hats")?.get("query") == "hats")
        #expect(router.match("shop://search")?.get("query") == "all")
    }

    // MARK: Query

    @Test("every value of a repeated query name is kept in order; the single accessor gives the first")
    func repeatedQueryValues() throws {
        let router = try MatchingFixture.router(["/s": "s"])
        let match = try #require(router.match("app://s?tag=red&tag=blue&other=1&tag=&tag=red"))
        #expect(match.query == ["tag": ["red", "blue", "", "red"], "other": ["1"]])
        #expect(match.get("tag") == "red")
        let query = match.queryItems
        #expect(query.values(for: "tag") == ["red", "blue", "", "red"])
        #expect(query["tag"] == "red")
        #expect(query.names == ["tag", "other"])
        #expect(query.count == 5)
        #expect(query.values(for: "missing").isEmpty)
    }

    @Test("query items: ?flag is present and empty, a=b=c keeps b=c, escapes decode in names and values")
    func queryItems() throws {
        let router = try MatchingFixture.router(["/s": "s"])
        let match = try #require(router.match("app://s?flag&empty=&a=b=c&x%3Dy=1%262&&sp=%20"))
        #expect(match.query == ["flag": [""], "empty": [""], "a": ["b=c"], "x=y": ["1&2"], "sp": [" "]])
        let query = match.queryItems
        #expect(query.contains("flag"))
        #expect(query["flag"] == "")
        #expect(query["empty"] == "")
        #expect(query["a"] == "b=c")
        #expect(query["x=y"] == "1&2")
        #expect(query["sp"] == " ")
        #expect(!query.contains("missing"))
        #expect(query["missing"] == nil)
        #expect(query == QueryItems(["flag": "", "empty": "", "a": "b=c", "x=y": "1&2", "sp": " "]))
    }

    @Test("a URL without a query has an empty one")
    func noQuery() throws {
        let router = try MatchingFixture.router(["/s": "s"])
        #expect(try #require(router.match("app://s")).queryItems.isEmpty)
        #expect(try #require(router.match("app://s?")).queryItems.isEmpty)
        #expect(try #require(router.match("app://s#a=b")).queryItems.isEmpty)
    }

    @Test("a route's defaults and description are kept with it")
    func defaultsKept() throws {
        let router = Router<String>()
        let id = try router.register("/p", to: "p", defaults: ["a": "1"], description: "A page")
        let match = try #require(router.match("app://p"))
        #expect(match.route.id == id)
        #expect(match.defaults == ["a": "1"])
        #expect(match.route.description == "A page")
        #expect(match.get("a") == "1")
        let bare = try router.register("/q", to: "q")
        #expect(router.route(bare)?.defaults == [:])
        #expect(router.route(bare)?.description == nil)
    }
}
