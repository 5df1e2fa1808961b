/// The mutable side of a router: registration, replacement and removal.
///
/// A router hands one to ``Router/update(_:)`` so that many changes publish as one table, all
/// or nothing:
///
/// ```swift
/// try router.update { table in
///     try table.register("shop://product/<int:id>", to: .product)
///     try table.register("shop://cart", to: .cart)
/// }
/// ```
public struct RouteTableBuilder<Target: Sendable>: Sendable {
    /// Each route's target, by route index.
    @usableFromInline var targets: [Target] = []
    /// Everything else about the routes, by the same index.
    @usableFromInline var registry: RouteRegistry
    /// The number of routes when spare capacity was last released.
    private var routeCountAtLastRelease = 0
    /// The route each ``TypedRoute`` type was last registered as, for building its URLs.
    var typedRoutes: [ObjectIdentifier: Int] = [:]
    /// The routes registered with a name, for building their URLs by name.
    @usableFromInline var names: [String: Int] = [:]

    init(configuration: CompiledConfiguration) {
        self.registry = RouteRegistry(configuration: configuration)
    }

    var configuration: CompiledConfiguration { registry.configuration }
    var records: RouteRecords { registry.records }
    var trie: RouteTrie { registry.trie }
    /// Counts changes, so a published table can tell whether it is current.
    var version: Int { registry.version }

    /// The registered routes, in registration order.
    public var routes: [Route<Target>] { records.routes(targets: targets) }

    // The registering methods inline into the caller, where `Target` is known: appending to
    // an array of targets in unspecialised code asks the runtime for the array's type on
    // every call, which cost more than a tenth of registering a route.

    /// Registers a pattern given as text. See ``Router/register(_:to:name:defaults:description:replacing:)``.
    @inlinable
    @discardableResult
    public mutating func register(
        _ pattern: String, to target: Target, name: String? = nil, defaults: [String: String] = [:],
        description: String? = nil, replacing: Bool = false
    ) throws(RoutingError) -> Int {
        if let name { try checkName(name, replacing: replacing) }
        let registration = try registry.register(pattern, defaults: defaults, description: description, replacing: replacing)
        if let name { assignName(name, to: registration.id) }
        return add(target, registration)
    }

    /// Registers a parsed pattern.
    @discardableResult
    package mutating func register(
        _ pattern: RoutePattern, to target: Target, name: String? = nil, defaults: [String: String] = [:],
        description: String? = nil, replacing: Bool = false
    ) throws(RoutingError) -> Int {
        if let name { try checkName(name, replacing: replacing) }
        let registration = try registry.register(pattern, defaults: defaults, description: description, replacing: replacing)
        if let name { assignName(name, to: registration.id) }
        return add(target, registration)
    }

    /// Gives the route `id` the name `name`, which the route that had it, when replacing,
    /// no longer has.
    @usableFromInline
    mutating func assignName(_ name: String, to id: Int) {
        if let holder = names[name], holder != id { registry.setName(nil, of: holder) }
        names[name] = id
        registry.setName(name, of: id)
    }

    /// Keeps the target of a route the registry has just recorded, after dropping those of
    /// the routes it replaced, so that targets stay in route order.
    @inlinable
    mutating func add(_ target: Target, _ registration: RouteRegistry.Registration) -> Int {
        if !registration.replaced.isEmpty { removeTargets(at: registration.replaced) }
        targets.append(target)
        return registration.id
    }

    /// Drops the targets at `indices`, which are in increasing order.
    @usableFromInline
    mutating func removeTargets(at indices: [Int]) {
        for index in indices.reversed() { targets.remove(at: index) }
    }

    /// Removes a route.
    /// - Returns: the removed route, or `nil` when no route has that identifier.
    @discardableResult
    public mutating func remove(_ id: Int) -> Route<Target>? {
        guard let index = records.index(of: id) else { return nil }
        return removeEntries(at: [index]).first
    }

    /// Removes the routes a pattern is equivalent to: same scheme scope and segment shapes,
    /// capture names ignored.
    /// - Returns: the removed routes; empty when none was equivalent.
    /// - Throws: ``RoutingError`` when the pattern does not parse; nothing is removed.
    @discardableResult
    public mutating func remove(pattern: String) throws(RoutingError) -> [Route<Target>] {
        let pattern = try RoutePattern(pattern)
        return removeEntries(at: registry.conflicts(scheme: pattern.scheme, variants: pattern.variants))
    }

    /// The route registered with a name, while it is still registered.
    public func routeID(named name: String) -> Int? {
        names[name].flatMap { records.index(of: $0) == nil ? nil : $0 }
    }

    /// Refuses a name another registered route has, unless replacing.
    @usableFromInline
    func checkName(_ name: String, replacing: Bool) throws(RoutingError) {
        guard !replacing, let holder = routeID(named: name), let index = records.index(of: holder) else { return }
        let pattern = records.patternText(at: index)
        throw RoutingError(
            .conflict, "the name '\(name)' is already the name of '\(pattern)'", conflictingPatterns: [pattern])
    }

    /// The route with an identifier.
    public func route(_ id: Int) -> Route<Target>? {
        records.route(id, targets: targets)
    }

    private func route(at index: Int) -> Route<Target> {
        records.route(at: index, target: targets[index])
    }

    @discardableResult
    private mutating func removeEntries(at indices: [Int]) -> [Route<Target>] {
        guard !indices.isEmpty else { return [] }
        let removed = indices.map(route(at:))
        removeTargets(at: indices)
        registry.remove(at: indices)
        return removed
    }
}

extension RouteTableBuilder {
    /// Makes the builder ready to publish its table: builds the trie again if removals left it
    /// stale, and drops the room the arrays keep for growth.
    ///
    /// The published table shares these arrays, so both hold exactly what they need; the
    /// builder's next change copies them anyway, since the table still holds them. Dropping
    /// the room costs a copy as large as the table, so it waits until the table has grown or
    /// shrunk by an eighth since the last time: it adds at most a constant share to the copies
    /// that changes between matches make anyway, and a table that has shrunk a lot gives back
    /// what its larger self had kept.
    mutating func prepareForPublishing() {
        let releasing = abs(targets.count - routeCountAtLastRelease) > routeCountAtLastRelease / 8
        registry.prepareForPublishing(releasingSpareCapacity: releasing)
        guard releasing else { return }
        routeCountAtLastRelease = targets.count
        targets.releaseSpareCapacity()
    }
}
