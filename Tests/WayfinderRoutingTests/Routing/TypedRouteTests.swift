import Foundation
import Testing
import WayfinderTestSupport

@_spi(Internals) @testable import WayfinderRouting

private struct ProductRoute: TypedRoute, Equatable {
    static let pattern = "shop://product/<int:id>"
    var id: Int
    var ref: String? = nil
}

private struct ShelfRoute: TypedRoute, Equatable {
    static let pattern = "shop://shelf/<aisle>[/<int:bin>]"
    var aisle: String
    var bin: Int?
}

private enum Sort: String, Codable, Sendable, CaseIterable { case price, name }

private struct SearchRoute: TypedRoute, Equatable {
    static let pattern = "shop://search/<path:terms>"
    var terms: String
    var sort: Sort?
    var page: Int?
    var exact: Bool?
    var session: UUID?
    var minimum: Double?
}

@Suite("Typed routes", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct TypedRouteTests {
    private func router() -> Router<String> {
        Router<String>(configuration: RouterConfiguration(schemes: ["shop"]))
    }

    @Test("a value builds its URL and the match decodes it back")
    func roundTrip() throws {
        let router = router()
        try router.register(ProductRoute.self, to: "product")
        let url = try router.url(for: ProductRoute(id: 42, ref: "home page"))
        #expect(url == "shop://product/42?ref=home%20page")
        let match = try #require(router.match(url))
        #expect(match.target == "product")
        #expect(try match.decode(ProductRoute.self) == ProductRoute(id: 42, ref: "home page"))
        #expect(try router.url(for: ProductRoute(id: -7)) == "shop://product/-7")
    }

    @Test("optional tails, enums, booleans, UUIDs and numbers round-trip")
    func everyKind() throws {
        let router = router()
        try router.register(ShelfRoute.self, to: "shelf")
        try router.register(SearchRoute.self, to: "search")
        #expect(try router.url(for: ShelfRoute(aisle: "5")) == "shop://shelf/5")
        #expect(try router.url(for: ShelfRoute(aisle: "5", bin: 3)) == "shop://shelf/5/3")
        #expect(try router.match("shop://shelf/a%2Fb/3")?.decode(ShelfRoute.self) == ShelfRoute(aisle: "a/b", bin: 3))

        let session = UUID()
        let search = SearchRoute(terms: "red/shoes", sort: .price, page: 2, exact: true, session: session, minimum: 9.5)
        let url = try router.url(for: search)
        #expect(url == "shop://search/red/shoes?sort=price&page=2&exact=true&session=\(session.uuidString)&minimum=9.5")
        #expect(try router.match(url)?.decode(SearchRoute.self) == search)
    }

    @Test("a value that does not convert names its property")
    func decodingErrors() throws {
        let router = router()
        try router.register(SearchRoute.self, to: "search")
        let badSort = try #require(router.match("shop://search/shoes?sort=newest"))
        let error = try #require(throws: RoutingError.self) { try badSort.decode(SearchRoute.self) }
        #expect(error.code == .invalidParameter)
        #expect(error.parameter == "sort")
        #expect(error.value == "newest")
        #expect(error.underlyingError is DecodingError)

        let badPage = try #require(router.match("shop://search/shoes?page=two"))
        let pageError = try #require(throws: RoutingError.self) { try badPage.decode(SearchRoute.self) }
        #expect(pageError == RoutingError(.invalidParameter, parameter: "page", expectedType: "Int", value: "two"))
    }

    @Test(
        "registration refuses a type and pattern that disagree, naming both",
        arguments: [
            (
                "shop://product/<int:productID>",
                "MismatchedRoute has no property 'productID' for the capture in 'shop://product/<int:productID>'; its properties are id; MismatchedRoute.id is not captured by 'shop://product/<int:productID>'; capture it, or make it optional to read it from the query"
            ),
            (
                "shop://product/<id>",
                "MismatchedRoute.id is an integer, but '<id>' in 'shop://product/<id>' captures any text; write '<int:id>'"
            ),
            (
                "shop://product[/<int:id>]",
                "'id' is captured in an optional part of 'shop://product[/<int:id>]', so MismatchedRoute.id must be optional"
            ),
            (
                "shop://product",
                "MismatchedRoute.id is not captured by 'shop://product'; capture it, or make it optional to read it from the query"
            ),
            (
                "shop://product/<path:id>",
                "'<path:id>' in 'shop://product/<path:id>' captures several segments as text, so MismatchedRoute.id must be a String"
            ),
            (
                "shop://product/<double:id>",
                "MismatchedRoute.id is an integer, but '<double:id>' in 'shop://product/<double:id>' captures double text; write '<int:id>'"
            ),
        ])
    func mismatches(pattern: String, expected: String) throws {
        let parsed = try RoutePattern(pattern)
        let error = try #require(throws: RoutingError.self) {
            try TypedRouteCheck.check(MismatchedRoute.self, against: parsed)
        }
        #expect(error.code == .typeMismatch)
        #expect(error.message == expected)
    }

    @Test("registering a mismatched type changes nothing")
    func mismatchRegistersNothing() throws {
        let router = router()
        let error = try #require(throws: RoutingError.self) { try router.register(MismatchedRoute.self, to: "x") }
        #expect(error.code == .typeMismatch)
        #expect(error.pattern == MismatchedRoute.pattern)
        #expect(router.routes.isEmpty)
        #expect(router.match("shop://product/1") == nil)
    }

    @Test("a Bool property is never captured; a Double one takes <int:> or <double:>")
    func kinds() throws {
        struct Flag: TypedRoute {
            static let pattern = "shop://flag/<on>"
            var on: Bool
        }
        struct Price: TypedRoute {
            static let pattern = "shop://price/<int:amount>"
            var amount: Double
        }
        let router = router()
        let error = try #require(throws: RoutingError.self) { try router.register(Flag.self, to: "x") }
        #expect(
            error.message.contains(
                "Flag.on is Bool, but '<on>' in 'shop://flag/<on>' captures any text; leave it out of the path"))
        try router.register(Price.self, to: "price")
        #expect(try router.match("shop://price/12")?.decode(Price.self).amount == 12)
    }

    @Test("an optional property of any type is checked; a required enum needs CaseIterable")
    func optionalEnums() throws {
        enum Color: String, Codable, Sendable { case red, blue }
        struct Paint: TypedRoute, Equatable {
            static let pattern = "shop://paint[/<color>]"
            var color: Color?
            var shade: Color?
        }
        struct RequiredPaint: TypedRoute {
            static let pattern = "shop://paint/<color>"
            var color: Color
        }
        let router = router()
        try router.register(Paint.self, to: "paint")
        #expect(try router.url(for: Paint(color: .red, shade: .blue)) == "shop://paint/red?shade=blue")
        #expect(try router.match("shop://paint/blue")?.decode(Paint.self) == Paint(color: .blue))
        let error = try #require(throws: RoutingError.self) { try router.register(RequiredPaint.self, to: "x") }
        #expect(
            error.message.hasSuffix(
                "color is of type Color, which cannot be made from the text of a URL; if it is an enum, make it CaseIterable so that registration can check it"
            ))
    }

    @Test("a type a URL cannot hold is refused at registration")
    func unsupportedProperty() throws {
        struct Nested: Codable, Sendable { var x: Int }
        struct WithNested: TypedRoute {
            static let pattern = "shop://nested"
            var inner: Nested
        }
        let error = try #require(throws: RoutingError.self) { try router().register(WithNested.self, to: "x") }
        #expect(error.code == .typeMismatch)
        #expect(
            error.message
                == "WithNested cannot be a typed route: inner is of type Nested, which a URL cannot hold: it is not one value")

        // Optional or not, a list or a nested value is refused when the type registers, not
        // later when a URL is built.
        struct WithList: TypedRoute {
            static let pattern = "shop://list"
            var tags: [String]?
        }
        let list = try #require(throws: RoutingError.self) { try router().register(WithList.self, to: "x") }
        #expect(
            list.message
                == "WithList cannot be a typed route: tags is of type Array<String>, which a URL cannot hold: it is not one value"
        )
    }

    @Test("a Date property travels as its Codable number, seconds since 1 January 2001, and round-trips")
    func dateProperty() throws {
        struct SinceRoute: TypedRoute, Equatable {
            static let pattern = "shop://orders"
            var since: Date?
        }
        let router = router()
        try router.register(SinceRoute.self, to: "orders")
        let value = SinceRoute(since: Date(timeIntervalSinceReferenceDate: 86_400.5))
        let url = try router.url(for: value)
        #expect(url == "shop://orders?since=86400.5")
        #expect(try router.match(url)?.decode(SinceRoute.self) == value)
        let error = try #require(throws: RoutingError.self) {
            try router.match("shop://orders?since=2026-11-27")?.decode(SinceRoute.self)
        }
        #expect(error.parameter == "since")
    }

    @Test("an unregistered or removed type cannot build a URL")
    func unregistered() throws {
        let router = router()
        #expect(throws: RoutingError.self) { try router.url(for: ProductRoute(id: 1)) }
        let id = try router.register(ProductRoute.self, to: "product")
        router.remove(id)
        let error = try #require(throws: RoutingError.self) { try router.url(for: ProductRoute(id: 1)) }
        #expect(error.code == .routeNotFound)
        #expect(error.message == "ProductRoute is not registered")
    }

    @Test("a value that cannot go into the URL is a cannotBuildURL error")
    func unbuildable() throws {
        let router = router()
        try router.register(SearchRoute.self, to: "search")
        let error = try #require(throws: RoutingError.self) {
            try router.url(for: SearchRoute(terms: "a", minimum: .infinity))
        }
        #expect(error.code == .cannotBuildURL)
        #expect(error.message.contains("minimum"))
    }
}

/// A route whose property disagrees with the patterns the mismatch test checks it against.
private struct MismatchedRoute: TypedRoute {
    static let pattern = "shop://product/<id>"
    var id: Int
}
