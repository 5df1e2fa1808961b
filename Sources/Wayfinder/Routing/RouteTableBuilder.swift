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
    let configuration: CompiledConfiguration
    /// Each route's target, by route index.
    private(set) var targets: [Target] = []
    /// Everything else about each route, by the same index.
    private(set) var records = RouteRecords()
    private(set) var trie: RouteTrie
    private var nextID = 1
    /// Counts changes, so a published table can tell whether it is current.
    private(set) var version = 0
    /// The number of routes when spare capacity was last released.
    private var routeCountAtLastRelease = 0
    /// Reads patterns already in canonical form; kept so its segment storage is reused.
    private var canonicalReader = CanonicalPatternReader()

    init(configuration: CompiledConfiguration) {
        self.configuration = configuration
        self.trie = RouteTrie(foldsAllLiterals: configuration.source.caseInsensitivePaths)
    }

    /// The registered routes, in registration order.
    public var routes: [Route<Target>] { (0..<targets.count).map(route(at:)) }

    /// Registers a pattern given as text. See ``Router/register(_:to:defaults:description:replacing:)-(String,_,_,_,_)``.
    @discardableResult
    public mutating func register(
        _ pattern: String, to target: Target, defaults: [String: String] = [:],
        description: String? = nil, replacing: Bool = false
    ) throws(RouterError) -> RouteID {
        if let id = registerCanonical(pattern, target, defaults, description) { return id }
        let parsed: RoutePattern
        do {
            var parser = PatternParser(pattern, knownTypes: configuration.knownTypeNames)
            parsed = try parser.parse()
        } catch {
            throw RouterError(.invalidPattern, error.description, pattern: pattern, patternError: error)
        }
        return try insert(parsed, parsed.description, target, defaults, description, replacing: replacing, source: pattern)
    }

    /// Registers a pattern that ``CanonicalPatternReader`` reads, keeping its text as given;
    /// `nil` when the reader gives up or the pattern conflicts with a registered one, which
    /// leaves the pattern to the full parser and to ``insert(_:_:_:_:_:replacing:source:)``.
    private mutating func registerCanonical(
        _ pattern: String, _ target: Target, _ defaults: [String: String], _ description: String?
    ) -> RouteID? {
        guard canonicalReader.read(pattern, knownTypes: configuration.knownTypeNames) else { return nil }
        // A conflict is left to the full path, which reports it.
        guard let node = freeEnd(of: canonicalReader.segments, scheme: canonicalReader.scheme) else { return nil }
        let id = newRouteID()
        records.append(id: id, canonicalText: pattern, captures: canonicalReader.captures, defaults: defaults, description: description)
        targets.append(target)
        trie.setRoute(Int32(targets.count - 1), variant: 0, at: node)
        return id
    }

    /// Registers a parsed pattern. See ``Router/register(_:to:defaults:description:replacing:)-(RoutePattern,_,_,_,_)``.
    @discardableResult
    public mutating func register(
        _ pattern: RoutePattern, to target: Target, defaults: [String: String] = [:],
        description: String? = nil, replacing: Bool = false
    ) throws(RouterError) -> RouteID {
        if !pattern.parameterTypes.allSatisfy({ $0 == .string || configuration.slot(for: $0) != nil }) {
            // Parsing the canonical text again yields the error with its column.
            return try register(pattern.description, to: target, defaults: defaults, description: description, replacing: replacing)
        }
        let text = pattern.description
        return try insert(pattern, text, target, defaults, description, replacing: replacing, source: text)
    }

    /// Removes a route.
    /// - Returns: the removed route, or `nil` when no route has that identifier.
    @discardableResult
    public mutating func remove(_ id: RouteID) -> Route<Target>? {
        guard let index = records.index(of: id) else { return nil }
        return removeEntries(at: [index]).first
    }

    /// Removes the routes a pattern is equivalent to: same scheme scope and segment shapes,
    /// capture names ignored.
    /// - Returns: the removed routes; empty when none was equivalent.
    @discardableResult
    public mutating func remove(pattern: RoutePattern) -> [Route<Target>] {
        removeEntries(at: conflicts(scheme: pattern.scheme, variants: pattern.variants))
    }

    /// The route with an identifier.
    public func route(_ id: RouteID) -> Route<Target>? {
        records.index(of: id).map(route(at:))
    }

    private func route(at index: Int) -> Route<Target> {
        records.route(at: index, target: targets[index])
    }

    /// Registers a parsed pattern whose canonical text is `text`.
    /// - Parameter source: the text the pattern was given as, for errors.
    private mutating func insert(
        _ pattern: RoutePattern, _ text: String, _ target: Target, _ defaults: [String: String], _ description: String?,
        replacing: Bool, source: String
    ) throws(RouterError) -> RouteID {
        if pattern.optionalGroups.isEmpty, let node = freeEnd(of: pattern.segments, scheme: pattern.scheme) {
            let (id, index) = append(canonicalText: text, variants: [pattern.segments], target, defaults, description)
            trie.setRoute(Int32(index), variant: 0, at: node)
            return id
        }
        let variants = pattern.variants
        let conflicting = conflicts(scheme: pattern.scheme, variants: variants)
        if !conflicting.isEmpty {
            guard replacing else {
                let existing = conflicting.map(records.pattern(at:))
                throw RouterError(
                    .conflict,
                    "'\(text)' is equivalent to the registered '\(existing.map(\.description).joined(separator: "', '"))'; pass replacing: true to replace it",
                    pattern: source, conflictingPatterns: existing)
            }
            removeEntries(at: conflicting)
        }
        let (id, index) = append(canonicalText: text, variants: variants, target, defaults, description)
        add(variants, scheme: pattern.scheme, at: index)
        return id
    }

    /// The node where the one variant `segments` ends, its path added to the trie, when no
    /// route ends there yet; `nil` for a conflict, which the caller looks into. Inserting finds
    /// any conflict at the node where the path ends, and the trie only gains nodes when the
    /// path was new, which means there was no conflict.
    private mutating func freeEnd(of segments: [PatternSegment], scheme: String?) -> Int32? {
        let root = trie.makeRoot(for: scheme)
        let node = trie.insert(segments, from: root, configuration: configuration)
        return trie.routeEnding(at: node) == nil ? node : nil
    }

    /// Records a new route and returns its identifier and index; the caller puts it in the trie.
    /// See ``RouteRecords/append(id:canonicalText:variants:defaults:description:)``.
    private mutating func append(
        canonicalText text: String, variants: [[PatternSegment]], _ target: Target,
        _ defaults: [String: String], _ description: String?
    ) -> (RouteID, Int) {
        let id = newRouteID()
        records.append(id: id, canonicalText: text, variants: variants, defaults: defaults, description: description)
        targets.append(target)
        return (id, targets.count - 1)
    }

    /// The identifier for a route about to be recorded.
    private mutating func newRouteID() -> RouteID {
        let id = RouteID(rawValue: nextID)
        nextID += 1
        version += 1
        return id
    }

    /// The indices of entries that have a variant ending where one of `variants` would.
    func conflicts(scheme: String?, variants: [[PatternSegment]]) -> [Int] {
        guard let root = trie.existingRoot(for: scheme) else { return [] }
        var found: Set<Int> = []
        for variant in variants {
            if let node = trie.find(variant, from: root, configuration: configuration),
               let existing = trie.routeEnding(at: node) {
                found.insert(Int(existing.route))
            }
        }
        return found.sorted()
    }

    @discardableResult
    private mutating func removeEntries(at indices: [Int]) -> [Route<Target>] {
        guard !indices.isEmpty else { return [] }
        let removed = indices.map(route(at:))
        for index in indices.reversed() { targets.remove(at: index) }
        records.remove(at: indices)
        rebuildTrie()
        return removed
    }

    private mutating func add(_ variants: [[PatternSegment]], scheme: String?, at index: Int) {
        let root = trie.makeRoot(for: scheme)
        for (variantIndex, variant) in variants.enumerated() {
            let node = trie.insert(variant, from: root, configuration: configuration)
            if trie.routeEnding(at: node) == nil {
                trie.setRoute(Int32(index), variant: variantIndex, at: node)
            }
        }
    }

    private mutating func rebuildTrie() {
        trie = RouteTrie(foldsAllLiterals: configuration.source.caseInsensitivePaths)
        for index in 0..<records.count {
            let pattern = records.pattern(at: index)
            add(pattern.variants, scheme: pattern.scheme, at: index)
        }
        version += 1
    }
}

extension RouteTableBuilder {
    /// Drops the room the builder's arrays keep for growth, before its table is published.
    ///
    /// The published table shares these arrays, so both hold exactly what they need; the
    /// builder's next change copies them anyway, since the table still holds them. Copying
    /// costs as much as the table is large, so it waits until the table has grown by an
    /// eighth since the last time: registering routes one by one between matches stays linear.
    mutating func releaseSpareCapacity() {
        guard targets.count - routeCountAtLastRelease > routeCountAtLastRelease / 8 else { return }
        routeCountAtLastRelease = targets.count
        targets.releaseSpareCapacity()
        records.releaseSpareCapacity()
        trie.releaseSpareCapacity()
    }
}
