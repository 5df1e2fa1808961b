/// Everything a ``RouteTableBuilder`` keeps except the targets: the route records, the trie
/// and the identifiers.
///
/// It has no generic parameter, so registration compiles once, fully optimised, in this
/// module; the builder wraps it with the one generic thing, the array of targets, in code
/// small enough to inline into the caller, where the target type is known.
@usableFromInline
struct RouteRegistry: Sendable {
    let configuration: CompiledConfiguration
    /// Everything about each route except its target, by route index.
    private(set) var records = RouteRecords()
    /// The trie, unless removals have left it stale: see ``trie``.
    private var storedTrie: RouteTrie
    /// Set by a removal: the stored trie still has the removed routes and their old indices.
    private var trieIsStale = false
    private var nextID = 1
    /// Counts changes, so a published table can tell whether it is current.
    private(set) var version = 0
    /// Reads patterns already in canonical form; kept so its segment storage is reused.
    private var canonicalReader = CanonicalPatternReader()

    /// A new route's identifier, and the routes it replaced, whose targets the caller drops.
    @usableFromInline
    struct Registration {
        @usableFromInline let id: Int
        /// The indices the replaced routes had, in increasing order; the new route's index
        /// is the route count after they are gone.
        @usableFromInline let replaced: [Int]
    }

    init(configuration: CompiledConfiguration) {
        self.configuration = configuration
        self.storedTrie = RouteTrie(foldsAllLiterals: configuration.source.caseInsensitivePaths)
    }

    var count: Int { records.count }

    /// The compiled paths of the recorded routes. Publishing builds a stale trie again first
    /// (``prepareForPublishing(releasingSpareCapacity:)``), so only a read in the middle of an
    /// update after a removal, such as a diagnostic, pays for building one here.
    var trie: RouteTrie {
        guard trieIsStale else { return storedTrie }
        var reader = CanonicalPatternReader()
        return RouteTrie(records, configuration: configuration, reader: &reader)
    }

    /// Registers a pattern given as text; see ``RouteTableBuilder/register(_:to:name:defaults:description:replacing:)``.
    @usableFromInline
    mutating func register(
        _ pattern: String, defaults: [String: String], description: String?, replacing: Bool
    ) throws(RoutingError) -> Registration {
        refreshTrie()
        if let id = registerCanonical(pattern, defaults, description) { return Registration(id: id, replaced: []) }
        var parser = PatternParser(pattern, knownTypes: configuration.knownTypeNames)
        let parsed = try parser.parse()
        return try insert(parsed, parsed.description, defaults, description, replacing: replacing, source: pattern)
    }

    /// Registers a parsed pattern.
    mutating func register(
        _ pattern: RoutePattern, defaults: [String: String], description: String?, replacing: Bool
    ) throws(RoutingError) -> Registration {
        if !pattern.parameterTypes.allSatisfy({ $0 == .string || configuration.slot(for: $0) != nil }) {
            // Parsing the canonical text again yields the error with its column.
            return try register(pattern.description, defaults: defaults, description: description, replacing: replacing)
        }
        refreshTrie()
        let text = pattern.description
        return try insert(pattern, text, defaults, description, replacing: replacing, source: text)
    }

    /// Registers a pattern that ``CanonicalPatternReader`` reads, keeping its text as given;
    /// `nil` when the reader gives up or the pattern conflicts with a registered one, which
    /// leaves the pattern to the full parser and to ``insert(_:_:_:_:replacing:source:)``.
    private mutating func registerCanonical(
        _ pattern: String, _ defaults: [String: String], _ description: String?
    ) -> Int? {
        pattern.withUTF8View { registerCanonical($0, defaults, description) }
    }

    /// ``registerCanonical(_:_:_:)`` on the pattern's UTF-8, which literals and the record
    /// are taken from directly.
    private mutating func registerCanonical(
        _ pattern: BufferView<UInt8>, _ defaults: [String: String], _ description: String?
    ) -> Int? {
        guard let node = storedTrie.insert(canonical: pattern, reader: &canonicalReader, configuration: configuration)
        else { return nil }
        // A conflict is left to the full path, which reports it; see ``freeEnd(of:scheme:)``.
        guard storedTrie.routeEnding(at: node) == nil else { return nil }
        let id = newRouteID()
        records.append(
            id: id, canonicalText: pattern, variants: CollectionOfOne(canonicalReader.captures), defaults: defaults,
            description: description)
        storedTrie.setRoute(Int32(records.count - 1), variant: 0, at: node)
        return id
    }

    /// Registers a parsed pattern whose canonical text is `text`.
    /// - Parameter source: the text the pattern was given as, for errors.
    private mutating func insert(
        _ pattern: RoutePattern, _ text: String, _ defaults: [String: String], _ description: String?,
        replacing: Bool, source: String
    ) throws(RoutingError) -> Registration {
        if pattern.optionalGroups.isEmpty, let node = freeEnd(of: pattern.segments, scheme: pattern.scheme) {
            let (id, index) = append(canonicalText: text, variants: [pattern.segments], defaults, description)
            storedTrie.setRoute(Int32(index), variant: 0, at: node)
            return Registration(id: id, replaced: [])
        }
        let variants = pattern.variants
        let conflicting = conflicts(scheme: pattern.scheme, variants: variants)
        if !conflicting.isEmpty {
            guard replacing else {
                let existing = conflicting.map(records.patternText(at:))
                throw RoutingError(
                    .conflict,
                    "'\(text)' is equivalent to the registered '\(existing.joined(separator: "', '"))'; pass replacing: true to replace it",
                    pattern: source, conflictingPatterns: existing)
            }
            remove(at: conflicting)
            refreshTrie()
        }
        let (id, index) = append(canonicalText: text, variants: variants, defaults, description)
        storedTrie.add(variants, scheme: pattern.scheme, route: Int32(index), configuration: configuration)
        return Registration(id: id, replaced: conflicting)
    }

    /// The node where the one variant `segments` ends, its path added to the trie, when no
    /// route ends there yet; `nil` for a conflict, which the caller looks into. Inserting finds
    /// any conflict at the node where the path ends, and the trie only gains nodes when the
    /// path was new, which means there was no conflict.
    private mutating func freeEnd(of segments: [PatternSegment], scheme: String?) -> Int32? {
        let root = storedTrie.makeRoot(for: scheme)
        let node = storedTrie.insert(segments, from: root, configuration: configuration)
        return storedTrie.routeEnding(at: node) == nil ? node : nil
    }

    /// Records a new route and returns its identifier and index; the caller puts it in the trie.
    /// See ``RouteRecords/append(id:canonicalText:variants:defaults:description:)``.
    private mutating func append(
        canonicalText text: String, variants: [[PatternSegment]], _ defaults: [String: String], _ description: String?
    ) -> (Int, Int) {
        let id = newRouteID()
        text.withUTF8View { view in
            records.append(
                id: id, canonicalText: view, variants: variants.lazy.map { RouteRecords.captures(of: $0, in: view) },
                defaults: defaults, description: description)
        }
        return (id, records.count - 1)
    }

    /// Gives the route `id` a name, or takes its name away with `nil`; the builder keeps the
    /// names unique.
    mutating func setName(_ name: String?, of id: Int) {
        records.setName(name, of: id)
    }

    /// The identifier for a route about to be recorded.
    private mutating func newRouteID() -> Int {
        let id = nextID
        nextID += 1
        version += 1
        return id
    }

    /// The indices of routes that have a variant ending where one of `variants` would.
    mutating func conflicts(scheme: String?, variants: [[PatternSegment]]) -> [Int] {
        refreshTrie()
        let trie = storedTrie
        guard let root = trie.existingRoot(for: scheme) else { return [] }
        var found: Set<Int> = []
        for variant in variants {
            if let node = trie.find(variant, from: root, configuration: configuration),
                let existing = trie.routeEnding(at: node)
            {
                found.insert(Int(existing.route))
            }
        }
        return found.sorted()
    }

    /// Forgets the routes at `indices`, which are in increasing order. The trie is built
    /// again without them when it is next needed, so that many removals in one update cost one
    /// rebuild.
    mutating func remove(at indices: [Int]) {
        guard !indices.isEmpty else { return }
        records.remove(at: indices)
        trieIsStale = true
        version += 1
    }

    /// Builds the trie again after removals, before anything reads or changes it; says
    /// whether it did.
    @discardableResult
    private mutating func refreshTrie() -> Bool {
        guard trieIsStale else { return false }
        storedTrie = RouteTrie(records, configuration: configuration, reader: &canonicalReader)
        trieIsStale = false
        return true
    }

    /// Builds the trie again if removals left it stale, and drops the room the arrays keep
    /// for growth when `releasingSpareCapacity`; see ``RouteTableBuilder/prepareForPublishing()``.
    /// A trie built again grew by appending, so it always gives its room back: the copy costs
    /// less than the building did.
    mutating func prepareForPublishing(releasingSpareCapacity: Bool) {
        let rebuilt = refreshTrie()
        if releasingSpareCapacity || rebuilt { storedTrie.releaseSpareCapacity() }
        if releasingSpareCapacity { records.releaseSpareCapacity() }
    }
}
