/// A URL matched to a route: the route's target, typed path parameters, the query, the
/// fragment and the route's default arguments.
///
/// ```swift
/// let router = Router<Int>()
/// try router.register("shop://product/<int:id>", to: 7, defaults: ["tab": "details"])
/// let match = router.match("shop://product/42?ref=home#reviews")!
/// let target = match.target                                 // 7
/// let id = try match.parameters.require("id", as: Int.self) // 42
/// let ref = match.query["ref"]                              // "home"
/// let fragment = match.fragment                             // "reviews"
/// let tab = match.argument("tab")                           // "details", from the defaults
/// ```
///
/// When a name is found in several places, ``argument(_:)`` takes the path first, then the
/// query, then the route's defaults, so a URL's query can never overwrite a path value.
public struct RouteMatch<Target: Sendable>: Sendable {
    /// The table the match was made in, which holds the route.
    @usableFromInline let table: RouteTable<Target>
    @usableFromInline let raw: RawMatch

    @inlinable
    init(_ table: RouteTable<Target>, _ raw: RawMatch) {
        self.table = table
        self.raw = raw
    }

    /// The route that matched, rebuilt from the table's record on each access (its pattern is
    /// parsed once per table).
    public var route: Route<Target> {
        let index = raw.route
        let id = table.records.id(at: index)
        let extras = table.records.extras[id]
        return Route(
            id: id, pattern: table.pattern(at: index), target: table.targets[index],
            defaults: extras?.defaults ?? [:], description: extras?.description)
    }
    /// The matched route's identifier, without rebuilding the route as ``route`` does.
    package var routeID: Int { table.records.id(at: raw.route) }
    /// The URL as given.
    public var url: String { raw.url }
    /// The path parameters, read again from the URL on each access, since a match keeps no
    /// spans so that matching allocates nothing; keep the value if you use it more than once.
    public var parameters: RouteParameters {
        let spans = table.matcher.segmentSpans(of: raw)
        return RouteParameters(
            url: raw.url, captures: spans.isEmpty ? .none : table.records.captures(at: raw.route, variant: raw.variant),
            spans: spans)
    }
    /// Every path capture's decoded value by name, as `parameters.values` gives them, read in
    /// one pass without keeping the segments' spans.
    package var pathValues: [String: String] {
        table.matcher.withSegmentSpans(of: raw) { bytes, spans in
            // As `parameters` reads them: no spans, no captures.
            spans.isEmpty ? [:] : RouteParameters.values(
                of: table.records.captures(at: raw.route, variant: raw.variant), in: bytes, spans: spans)
        } ?? [:]
    }
    /// The matched route's target.
    @inlinable
    public var target: Target { table.targets[raw.route] }
    /// The matched route's pattern, parsed from the table's record the first time a match of
    /// this route asks for it.
    public var pattern: RoutePattern { table.pattern(at: raw.route) }
    /// The matched route's default arguments.
    public var defaults: [String: String] { table.records.defaults(for: routeID) }

    private var querySpan: ByteSpan? { raw.query }
    private var fragmentSpan: ByteSpan? { raw.fragment }
    private var plusAsSpace: Bool { table.matcher.plusAsSpace }

    /// The URL's query items, decoded.
    public var query: QueryItems {
        guard let querySpan else { return QueryItems() }
        return url.withUTF8View { bytes in
            QueryItems.parse(bytes.slice(querySpan.range), plusAsSpace: plusAsSpace)
        }
    }

    /// The URL's fragment, decoded, without `#`; never used for matching.
    public var fragment: String? {
        guard let fragmentSpan else { return nil }
        return url.withUTF8View { bytes in
            PercentEncoding.decodedString(bytes.slice(fragmentSpan.range), plusAsSpace: false)
        }
    }

    /// A named value from the path, else the query's first value, else the route's defaults.
    public func argument(_ name: String) -> String? {
        parameters.get(name) ?? query[name] ?? defaults[name]
    }

    /// A named value, as ``argument(_:)`` finds it, converted to `type`.
    public func argument<Value: RouteParameterConvertible>(_ name: String, as type: Value.Type) -> Value? {
        argument(name).flatMap(Value.init(routeParameter:))
    }
}

/// What became of a URL: matched, read but matched by no route, or refused while reading.
/// ``Router/resolve(_:)`` gives the same answer as an optional match or a thrown error.
@usableFromInline
package enum RouteResolution<Target: Sendable>: Sendable {
    case matched(RouteMatch<Target>)
    /// The URL was well formed and no route matched it.
    case unmatched
    /// The URL was refused before matching; the error says why and where.
    case refused(RoutingError)

    /// The match, if there was one.
    @inlinable
    package var match: RouteMatch<Target>? {
        if case .matched(let match) = self { return match }
        return nil
    }
}
