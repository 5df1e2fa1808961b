import Foundation

/// Maps URL patterns to targets and matches URLs against them.
///
/// ```swift
/// let router = Router<Int>()
/// try router.register("shop://product/<int:id>", to: 7)
/// let match = router.match("shop://product/42?ref=home")
/// let target = match?.target              // 7
/// let id = match?.get("id", as: Int.self) // 42
/// let ref = match?.get("ref")             // "home"
/// ```
///
/// ## Priority
/// A pattern that names the URL's scheme beats one without a scheme. After that, segment by
/// segment from the left: a literal beats a typed capture, which beats a string capture,
/// which beats `*`, which beats `<path:>`, which beats `**`. A branch that dead-ends falls back
/// to the next, so `/a/<x>/c` still matches `/a/b/c` when `/a/b/d` is registered.
///
/// ## Concurrency
/// A router is `Sendable`. Registration changes a private table under a lock; matching takes
/// the current published table in a critical section that only retains it, so matches on
/// several threads hold up neither each other nor registration. Changes made since the last publication
/// are compiled into a new table by the first match that sees them, so registering many routes
/// one by one costs no more than registering them at once.
public final class Router<Target: Sendable>: Sendable {
    /// How the router reads URLs and which schemes and hosts it answers.
    public let configuration: RouterConfiguration
    private let builder: Locked<RouteTableBuilder<Target>>
    @usableFromInline let cell: TableCell<Target>

    /// Creates an empty router.
    public init(configuration: RouterConfiguration = .default) {
        self.configuration = configuration
        let initial = RouteTableBuilder<Target>(configuration: CompiledConfiguration(configuration))
        self.cell = TableCell(RouteTable(initial))
        self.builder = Locked(initial)
    }

    // MARK: Registration

    /// Registers a pattern for a target.
    ///
    /// ```swift
    /// try router.register("shop://product/<int:id>", to: .product,
    ///                     defaults: ["tab": "details"], description: "A product page")
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: the pattern text; see <doc:PatternSyntax> for the syntax.
    ///   - target: what a match of this pattern yields.
    ///   - name: a name to build the route's URL by (``url(named:parameters:query:fragment:scheme:host:)``);
    ///     unique in the router.
    ///   - defaults: arguments a match falls back to when path and query lack the name.
    ///   - description: what the route is for, for listings and tools.
    ///   - replacing: whether to replace the routes the pattern is equivalent to instead of
    ///     failing.
    /// - Returns: the new route's identifier.
    /// - Throws: ``RoutingError``: the pattern's own error, with its code and column, when it
    ///   does not parse; `conflict`, naming the equivalent routes or the route that has the
    ///   name.
    @discardableResult
    public func register(
        _ pattern: String, to target: Target, name: String? = nil, defaults: [String: String] = [:],
        description: String? = nil, replacing: Bool = false
    ) throws(RoutingError) -> Int {
        try changeInPlace { (table: inout RouteTableBuilder<Target>) throws(RoutingError) in
            try table.register(
                pattern, to: target, name: name, defaults: defaults, description: description, replacing: replacing)
        }
    }

    /// Registers a parsed pattern for a target.
    @discardableResult
    package func register(
        _ pattern: RoutePattern, to target: Target, name: String? = nil, defaults: [String: String] = [:],
        description: String? = nil, replacing: Bool = false
    ) throws(RoutingError) -> Int {
        try changeInPlace { (table: inout RouteTableBuilder<Target>) throws(RoutingError) in
            try table.register(
                pattern, to: target, name: name, defaults: defaults, description: description, replacing: replacing)
        }
    }

    /// Applies several changes as one: either all of them take effect or, if `body` throws,
    /// none does.
    ///
    /// ```swift
    /// try router.update { table in
    ///     for (pattern, screen) in manifest { try table.register(pattern, to: screen) }
    /// }
    /// ```
    public func update<Result, Failure: Error>(
        _ body: (inout RouteTableBuilder<Target>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        // Changes go to a copy, which replaces the table only when all of them succeeded.
        try changeInPlace { (current: inout RouteTableBuilder<Target>) throws(Failure) -> Result in
            var draft = current
            let result = try body(&draft)
            current = draft
            return result
        }
    }

    /// Applies one change that leaves the table untouched when it throws, without the copy
    /// ``update(_:)`` makes for rolling back: registering routes one by one stays linear.
    package func changeInPlace<Result, Failure: Error>(
        _ change: (inout RouteTableBuilder<Target>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try builder.withLock { (current: inout RouteTableBuilder<Target>) throws(Failure) -> Result in
            let result = try change(&current)
            cell.noteVersion(current.version)
            return result
        }
    }

    /// Reads the builder's current state under the lock.
    func withBuilder<Result>(_ body: (RouteTableBuilder<Target>) -> Result) -> Result {
        builder.withLock { current in body(current) }
    }

    /// Removes a route.
    ///
    /// The table is compiled again when it is next used, once however many routes were removed
    /// since; to remove many, remove them in one ``update(_:)``.
    /// - Returns: the removed route, or `nil` when no route has that identifier.
    @discardableResult
    public func remove(_ id: Int) -> Route<Target>? {
        changeInPlace { $0.remove(id) }
    }

    /// Removes the routes equivalent to a pattern (same scheme scope and shapes, names
    /// ignored): `try router.remove(pattern: "/user/:name")` removes `/user/<id>`.
    /// - Returns: the removed routes.
    /// - Throws: ``RoutingError`` when the pattern does not parse; nothing is removed.
    @discardableResult
    public func remove(pattern: String) throws(RoutingError) -> [Route<Target>] {
        try changeInPlace { (table: inout RouteTableBuilder<Target>) throws(RoutingError) in try table.remove(pattern: pattern) }
    }

    // MARK: Reading the table

    /// The published table, as a token: the same object until the routes change, so that what
    /// is worked out from the routes can be kept until then (compare with `===`).
    package var tableToken: AnyObject { currentTable() }

    /// The registered routes, in registration order.
    public var routes: [Route<Target>] {
        let table = currentTable()
        return table.records.routes(targets: table.targets)
    }

    /// The route with an identifier, if registered.
    public func route(_ id: Int) -> Route<Target>? {
        let table = currentTable()
        return table.records.route(id, targets: table.targets)
    }

    // MARK: Matching

    /// Matches a URL string.
    /// - Returns: the match, or `nil` when the URL is refused while reading or no route
    ///   matches it. ``resolve(_:)`` tells the two apart.
    @inlinable
    public func match(_ url: String) -> RouteMatch<Target>? {
        currentTable().match(url)
    }

    /// Matches a Foundation URL through its absolute string.
    public func match(_ url: URL) -> RouteMatch<Target>? {
        match(url.absoluteString)
    }

    /// Reads and matches a URL, telling a URL no route takes from one refused while reading.
    ///
    /// ```swift
    /// do {
    ///     if let match = try router.resolve(link) { show(match) } else { showNotFound() }
    /// } catch {
    ///     log("refused link: \(error)")
    /// }
    /// ```
    ///
    /// - Returns: the match, or `nil` when the URL reads well and no route matches it.
    /// - Throws: ``RoutingError`` with the code and byte offset, for a URL refused while
    ///   reading (too long, control characters, malformed escapes, no scheme).
    public func resolve(_ url: String) throws(RoutingError) -> RouteMatch<Target>? {
        switch currentTable().resolve(url) {
        case .matched(let match): return match
        case .unmatched: return nil
        case .refused(let error): throw error
        }
    }

    /// What became of a URL, as a value: for the package's own modules, which switch on it.
    @inlinable
    package func resolution(_ url: String) -> RouteResolution<Target> {
        currentTable().resolve(url)
    }

    /// Whether a URL would match a route, without building the match.
    @inlinable
    public func canMatch(_ url: String) -> Bool {
        currentTable().matcher.matches(url)
    }

    /// The published table, publishing pending changes first if there are any.
    @inlinable
    func currentTable() -> RouteTable<Target> {
        if let table = cell.currentIfFresh() { return table }
        return publishPendingChanges()
    }

    /// Publishes the builder's table if it is newer than the published one.
    @usableFromInline
    func publishPendingChanges() -> RouteTable<Target> {
        builder.withLock { current in
            let table = cell.load()
            if table.version == current.version { return table }
            current.prepareForPublishing()
            let fresh = RouteTable(current)
            cell.publish(fresh)
            return fresh
        }
    }
}

// MARK: Reverse routing

extension Router {
    /// Builds the URL for a registered route from parameter values: the inverse of
    /// ``match(_:)-(String)``.
    ///
    /// ```swift
    /// let id = try router.register("shop://product/<int:id>[/<tab>]", to: .product)
    /// let short = try router.url(for: id, parameters: ["id": "42"])               // "shop://product/42"
    /// let long = try router.url(for: id, parameters: ["id": "42", "tab": "a b"])  // "shop://product/42/a%20b"
    /// ```
    ///
    /// The longest variant whose captures all have values is used. Values are
    /// percent-encoded; a rest capture's value is split on `/`. The URL is matched before it
    /// is returned, so matching it is guaranteed to give this route back.
    ///
    /// - Parameters:
    ///   - id: the route.
    ///   - parameters: a value for each capture, as text.
    ///   - query: query items to append, in order, encoded: `["sort": "price", "tag": "red"]`.
    ///   - fragment: a fragment to append, encoded.
    ///   - scheme: the scheme for a pattern without one. Omitted, it is the router's custom
    ///     scheme, the first by name when it has several (``RouterConfiguration/schemes``), else
    ///     `https` when that is configured. `https` builds a universal link.
    ///   - host: the host of a universal link; may be omitted when exactly one is configured.
    /// - Throws: ``RoutingError`` with code `routeNotFound`, or `cannotBuildURL` when a value is
    ///   missing or does not convert, the pattern has `*` or `**`, no scheme or host can be
    ///   chosen, or the URL would match another route first.
    public func url(
        for id: Int, parameters: [String: String] = [:], query: KeyValuePairs<String, String> = [:],
        fragment: String? = nil, scheme: String? = nil, host: String? = nil
    ) throws(RoutingError) -> String {
        try buildURL(for: id, parameters: parameters, query: QueryItems(query), fragment: fragment, scheme: scheme, host: host)
    }

    /// ``url(for:parameters:query:fragment:scheme:host:)`` with the query as items.
    package func buildURL(
        for id: Int, parameters: [String: String], query: QueryItems,
        fragment: String?, scheme: String?, host: String?
    ) throws(RoutingError) -> String {
        let table = currentTable()
        let url = try table.url(for: id, parameters: parameters, query: query, fragment: fragment, scheme: scheme, host: host)
        let pattern = table.records.index(of: id).map(table.records.patternText(at:))
        switch table.resolve(url) {
        case .matched(let match) where match.routeID == id:
            return url
        case .matched(let match):
            throw RoutingError(
                .cannotBuildURL, "'\(url)' would match '\(match.pattern)' before '\(pattern ?? "")'",
                pattern: pattern, conflictingPatterns: [match.pattern])
        case .unmatched:
            throw RoutingError(
                .cannotBuildURL, "'\(url)' would match no route; is its scheme or host accepted?", pattern: pattern)
        case .refused(let error):
            throw RoutingError(.cannotBuildURL, "'\(url)' would be refused: \(error)", pattern: pattern)
        }
    }

    /// Builds the URL of the route registered with `name`; see
    /// ``url(for:parameters:query:fragment:scheme:host:)``, which this is but for the lookup.
    ///
    /// ```swift
    /// try router.register("shop://product/<int:id>", to: .product, name: "product")
    /// let url = try router.url(named: "product", parameters: ["id": "42"])   // "shop://product/42"
    /// ```
    ///
    /// - Throws: ``RoutingError`` with code `routeNotFound` when no registered route has the
    ///   name, or the errors of building the URL.
    public func url(
        named name: String, parameters: [String: String] = [:], query: KeyValuePairs<String, String> = [:],
        fragment: String? = nil, scheme: String? = nil, host: String? = nil
    ) throws(RoutingError) -> String {
        guard let id = routeID(named: name) else {
            throw RoutingError(.routeNotFound, "no route is named '\(name)'")
        }
        return try url(for: id, parameters: parameters, query: query, fragment: fragment, scheme: scheme, host: host)
    }

    /// The route registered with a name, while it is still registered.
    public func routeID(named name: String) -> Int? {
        withBuilder { $0.routeID(named: name) }
    }
}
