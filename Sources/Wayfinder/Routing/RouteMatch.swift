/// A URL matched to a route: the route's target, typed path parameters, the query, the
/// fragment and the route's default arguments.
///
/// ```swift
/// let router = Router<Int>()
/// try router.register("shop://product/<int:id>", to: 7, defaults: ["tab": "details"])
/// let match = router.match("shop://product/42?ref=home#reviews")!
/// match.target                                   // 7
/// try match.parameters.require("id", as: Int.self) // 42
/// match.query["ref"]                             // "home"
/// match.fragment                                 // "reviews"
/// match.argument("tab")                          // "details", from the defaults
/// ```
///
/// When a name is found in several places, ``argument(_:)`` takes the path first, then the
/// query, then the route's defaults, so a URL's query can never overwrite a path value.
public struct RouteMatch<Target: Sendable>: Sendable {
    /// The route that matched.
    public let route: Route<Target>
    /// The URL as given.
    public let url: String
    /// The path parameters.
    public let parameters: RouteParameters
    @usableFromInline let querySpan: ByteSpan?
    @usableFromInline let fragmentSpan: ByteSpan?
    @usableFromInline let plusAsSpace: Bool

    @inlinable
    init(_ entry: RouteEntry<Target>, _ raw: RawMatch, plusAsSpace: Bool) {
        self.route = entry.route
        self.url = raw.url
        self.parameters = RouteParameters(
            url: raw.url, variant: raw.spans.isEmpty ? [] : entry.variant(raw.variant), spans: raw.spans)
        self.querySpan = raw.query
        self.fragmentSpan = raw.fragment
        self.plusAsSpace = plusAsSpace
    }

    /// The matched route's target.
    public var target: Target { route.target }
    /// The matched route's pattern.
    public var pattern: RoutePattern { route.pattern }
    /// The matched route's default arguments.
    public var defaults: [String: String] { route.defaults }

    /// The URL's query items, decoded.
    public var query: QueryItems {
        guard let querySpan else { return QueryItems() }
        return url.withUTF8Bytes { bytes in
            QueryItems.parse(UnsafeBufferPointer(rebasing: bytes[querySpan.range]), plusAsSpace: plusAsSpace)
        }
    }

    /// The URL's fragment, decoded, without `#`; never used for matching.
    public var fragment: String? {
        guard let fragmentSpan else { return nil }
        return url.withUTF8Bytes { bytes in
            PercentEncoding.decodedString(UnsafeBufferPointer(rebasing: bytes[fragmentSpan.range]), plusAsSpace: false)
        }
    }

    /// A named value from the path, else the query's first value, else the route's defaults.
    public func argument(_ name: String) -> String? {
        parameters.get(name) ?? query[name] ?? route.defaults[name]
    }

    /// A named value, as ``argument(_:)`` finds it, converted to `type`.
    public func argument<Value: RouteParameterConvertible>(_ name: String, as type: Value.Type) -> Value? {
        argument(name).flatMap(Value.init(routeParameter:))
    }
}

/// What became of a URL: matched, read but matched by no route, or refused while reading.
public enum RouteResolution<Target: Sendable>: Sendable {
    case matched(RouteMatch<Target>)
    /// The URL was well formed and no route matched it.
    case unmatched
    /// The URL was refused before matching; the error says why and where.
    case refused(URLReadingError)

    /// The match, if there was one.
    @inlinable
    public var match: RouteMatch<Target>? {
        if case .matched(let match) = self { return match }
        return nil
    }
}
