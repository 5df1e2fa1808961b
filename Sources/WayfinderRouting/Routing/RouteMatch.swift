/// A URL matched to a route: the route's target, typed path parameters, the query, the
/// fragment and the route's default arguments.
///
/// ```swift
/// let router = Router<Int>()
/// try router.register("shop://product/<int:id>", to: 7, defaults: ["tab": "details"])
/// let match = router.match("shop://product/42?ref=home#reviews")!
/// let target = match.target                      // 7
/// let id = try match.require("id", as: Int.self) // 42
/// let ref = match.get("ref")                     // "home", from the query
/// let fragment = match.fragment                  // "reviews"
/// let tab = match.get("tab")                     // "details", from the defaults
/// ```
///
/// When a name is found in several places, ``get(_:)`` takes the path first, then the
/// query, then the route's defaults, so a URL's query can never overwrite a path value.
/// ``parameters`` holds the path's values alone.
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
    /// The path's captures, decoded, by name; a rest capture's segments are joined with `/`.
    /// Read from the URL on each access, since a match keeps no copy so that matching
    /// allocates nothing: keep the dictionary if you use it more than once. To convert a
    /// value, or to fall back to the query and the defaults, use ``get(_:as:)``.
    public var parameters: [String: String] {
        table.matcher.withSegmentSpans(of: raw) { bytes, spans in
            // No spans: the pattern has no captures.
            spans.isEmpty
                ? [:]
                : PathCaptures.values(
                    of: table.records.captures(at: raw.route, variant: raw.variant), in: bytes, spans: spans)
        } ?? [:]
    }
    /// The path's captures, each read from the URL when asked for.
    var pathCaptures: PathCaptures {
        let spans = table.matcher.segmentSpans(of: raw)
        return PathCaptures(
            url: raw.url, captures: spans.isEmpty ? .none : table.records.captures(at: raw.route, variant: raw.variant),
            spans: spans)
    }
    /// The names of the matched pattern's captures, in pattern order.
    package var parameterNames: [String] { pathCaptures.names }
    /// A capture's decoded segments: one for a single-segment capture, one or more for a rest
    /// capture (`<path:rest>`, `**`); `nil` when the pattern has no capture of that name.
    public func segments(_ name: String) -> [String]? { pathCaptures.segments(name) }
    /// The matched route's target.
    @inlinable
    public var target: Target { table.targets[raw.route] }
    /// The matched route's pattern, in canonical form: `shop://product/<int:id>`.
    public var pattern: String { table.records.patternText(at: raw.route) }
    /// The matched route's pattern, parsed from the table's record the first time a match of
    /// this route asks for it.
    @_spi(Internals) public var parsedPattern: RoutePattern { table.pattern(at: raw.route) }
    /// The matched route's default arguments.
    public var defaults: [String: String] { table.records.defaults(for: routeID) }

    private var querySpan: ByteSpan? { raw.query }
    private var fragmentSpan: ByteSpan? { raw.fragment }
    private var plusAsSpace: Bool { table.matcher.plusAsSpace }

    /// The URL's query, decoded: each name's values, in the order they appear. `?flag` and
    /// `?flag=` give `flag` the value `""`; ``get(_:)`` reads the first value.
    ///
    /// ```swift
    /// let query = router.match("shop://search?tag=red&tag=blue&flag")!.query
    /// let tags = query["tag"]         // ["red", "blue"]
    /// let flag = query["flag"]        // [""], present and empty
    /// let missing = query["missing"]  // nil
    /// ```
    public var query: [String: [String]] {
        queryItems.reduce(into: [:]) { values, item in values[item.name, default: []].append(item.value) }
    }

    /// The URL's query items, decoded, in order.
    @_spi(Internals) public var queryItems: QueryItems {
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

    /// A named value as text: the path's capture, else the query's first item of that name,
    /// else the route's default; `nil` when none has it.
    public func get(_ name: String) -> String? { text(for: name) }

    /// A named value, found as ``get(_:)`` finds it, converted to `type`; `nil` when missing
    /// or not convertible.
    public func get<Value: RouteParameterConvertible>(_ name: String, as type: Value.Type) -> Value? {
        convert(name, as: type)
    }

    /// A named value as text, found as ``get(_:)`` finds it.
    /// - Throws: ``RoutingError`` with code ``ErrorCode/missingParameter`` naming it.
    public func require(_ name: String) throws(RoutingError) -> String {
        try requireText(name)
    }

    /// A named value converted to `type`, found as ``get(_:)`` finds it.
    /// - Throws: ``RoutingError`` naming the value and the type when it is missing
    ///   (``ErrorCode/missingParameter``) or does not convert
    ///   (``ErrorCode/invalidParameter``).
    public func require<Value: RouteParameterConvertible>(_ name: String, as type: Value.Type) throws(RoutingError) -> Value {
        try requireValue(name, as: type)
    }
}

extension RouteMatch: NamedTextValues {
    package func text(for name: String) -> String? {
        pathCaptures.get(name) ?? queryItems[name] ?? defaults[name]
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
