/// The compiled route table: a segment trie in flat arrays, one root per scheme plus one for
/// patterns without a scheme.
///
/// Each edge consumes one segment, except rest edges, which consume all that remain. So the
/// segment index during a walk always equals the node's depth, every node is visited at most
/// once per match, and backtracking can never take more steps than the trie has nodes.
struct RouteTrie: Sendable {
    /// Non-literal edge kinds in priority order; literals, looked up by hash, come before all.
    enum EdgeKind: Hashable, Comparable, Sendable {
        /// A typed capture, by converter slot: `int` before `double` before `uuid` before the
        /// app's converters in configuration order.
        case typed(Int)
        case string
        case wildcard
        case pathRest
        case anyRest
    }

    struct Node: Sendable {
        /// The first non-literal edge, or -1; edges form a list in priority order.
        var firstEdge: Int32 = -1
        /// The route that ends here, or -1.
        var route: Int32 = -1
        /// What the node's literal edges are keyed under: made from the root's number and the
        /// literals (case folded) and edge kinds on the way here, so a walk can work it out
        /// from the URL alone. See ``LiteralTable``.
        var pathKey: UInt32 = 0
        /// Which of that route's variants ends here; fewer than ``RoutePattern/maximumVariantCount``.
        var variant: UInt16 = 0
        var hasLiterals = false
        /// Whether two of the node's literal children are spelled alike but for case: only
        /// then may a host that matched one exactly also match another without case, and a
        /// walk that backs out of the first look for the second.
        var hasCaseTwins = false
    }

    struct Edge: Sendable {
        var kind: EdgeKind
        var child: Int32
        var next: Int32
    }

    static let agnosticRoot: Int32 = 0

    private(set) var nodes: [Node] = [Node(pathKey: RouteTrie.pathKey(ofRoot: agnosticRoot))]
    private(set) var edges: [Edge] = []
    private(set) var literals = LiteralTable()
    /// The lowercased schemes that patterns name, each with a root of its own.
    private(set) var schemes = FoldedNames()
    /// The root for each of ``schemes``, by index.
    private(set) var schemeRoots: [Int32] = []
    let foldsAllLiterals: Bool

    init(foldsAllLiterals: Bool) {
        self.foldsAllLiterals = foldsAllLiterals
    }

    /// The root for a URL's scheme, compared case-insensitively.
    func root(forScheme scheme: BufferView<UInt8>) -> Int32? {
        schemes.firstIndex(of: scheme).map { schemeRoots[$0] }
    }

    func existingRoot(for scheme: String?) -> Int32? {
        guard let scheme else { return Self.agnosticRoot }
        return scheme.withUTF8View { schemes.firstIndex(of: $0) }.map { schemeRoots[$0] }
    }

    mutating func makeRoot(for scheme: String?) -> Int32 {
        if let existing = existingRoot(for: scheme) { return existing }
        return addRoot(lowercaseScheme: Array(scheme!.lowercased().utf8))
    }

    /// The root for a scheme given as lowercase UTF-8, made when there is none.
    mutating func makeRoot(forLowercaseScheme scheme: BufferView<UInt8>) -> Int32 {
        if let index = schemes.firstIndex(of: scheme) { return schemeRoots[index] }
        return addRoot(lowercaseScheme: Array(scheme))
    }

    private mutating func addRoot(lowercaseScheme scheme: [UInt8]) -> Int32 {
        let node = newNode(pathKey: Self.pathKey(ofRoot: Int32(nodes.count)))
        schemes.append(lowercase: scheme)
        schemeRoots.append(node)
        return node
    }

    /// The node where `variant` ends, if the trie already has its whole path.
    ///
    /// A capture whose type has no converter in `configuration` was never inserted, so a
    /// variant with one is not found (rather than looked up as a string capture).
    func find(_ variant: [PatternSegment], from root: Int32, configuration: CompiledConfiguration) -> Int32? {
        var node = root
        for segment in variant {
            switch segment {
            case .literal(let text):
                guard let child = literalChild(of: node, text) else { return nil }
                node = child
            case .capture(_, let type) where type != .string && configuration.slot(for: type) == nil:
                return nil
            default:
                guard let kind = kind(of: segment, configuration), let child = edgeChild(of: node, kind: kind) else { return nil }
                node = child
            }
        }
        return node
    }

    /// Adds the path of `variant`, reusing what exists, and returns the node where it ends:
    /// its literals are laid out in one buffer, so that it takes the one insert below.
    mutating func insert(_ variant: [PatternSegment], from root: Int32, configuration: CompiledConfiguration) -> Int32 {
        var text: [UInt8] = []
        var segments: [CanonicalPatternReader.Segment] = []
        segments.reserveCapacity(variant.count)
        for segment in variant {
            if let kind = kind(of: segment, configuration) {
                segments.append(.edge(kind))
            } else if case .literal(let literal) = segment {
                let start = text.count
                text.append(contentsOf: literal.utf8)
                segments.append(.literal(start..<text.count))
            }
        }
        return text.withView { insert(segments, of: $0, from: root) }
    }

    /// Adds a path whose literals lie in `pattern`, as ``CanonicalPatternReader`` finds them,
    /// reusing what exists, and returns the node where it ends.
    mutating func insert(_ segments: [CanonicalPatternReader.Segment], of pattern: BufferView<UInt8>, from root: Int32) -> Int32 {
        let firstNew = Int32(nodes.count)
        var node = root
        for (depth, segment) in segments.enumerated() {
            switch segment {
            case .literal(let range):
                // Words of a literal load whole up to the pattern's end; what lies past the
                // literal is masked off.
                let literal = KeyBytes(source: pattern, start: range.lowerBound, length: range.count, limit: pattern.count)
                node = addLiteral(literal, under: node, isFirst: depth == 0, parentIsNew: node >= firstNew)
            case .edge(let kind):
                node = addEdge(from: node, kind: kind)
            }
        }
        return node
    }

    /// The child along the literal edge for the UTF-8 that `literal` locates, added when
    /// there is none.
    /// - Parameter parentIsNew: whether the same insert made `parent`, which then has no
    ///   children yet, so the edge is added without looking for it.
    private mutating func addLiteral(_ literal: KeyBytes, under parent: Int32, isFirst: Bool, parentIsNew: Bool) -> Int32 {
        if foldsAllLiterals {
            return LowercasedUTF8.with(literal.bytes) {
                addKeyedLiteral(KeyBytes($0), under: parent, folded: true, parentIsNew: parentIsNew).child
            }
        }
        let (child, isNew) = addKeyedLiteral(literal, under: parent, folded: false, parentIsNew: parentIsNew)
        if isFirst && isNew {
            // The first segment may be a custom scheme's host, which compares without case.
            LowercasedUTF8.with(literal.bytes) { bytes in
                let lowered = KeyBytes(bytes)
                let keyed = keyedLiteral(lowered, under: parent, folded: true, search: !parentIsNew)
                if keyed.child != nil { nodes[Int(parent)].hasCaseTwins = true }
                literals.insert(
                    parent: parent, key: keyed.key, literal: lowered, prefix: keyed.prefix, folded: true, child: child)
            }
        }
        return child
    }

    /// The child along the edge for `literal`, keyed as the table keys it (lowercase when
    /// `folded`), added when there is none; `isNew` says whether it was.
    private mutating func addKeyedLiteral(
        _ literal: KeyBytes, under parent: Int32, folded: Bool, parentIsNew: Bool
    ) -> (child: Int32, isNew: Bool) {
        let found = keyedLiteral(literal, under: parent, folded: folded, search: !parentIsNew)
        if let existing = found.child { return (existing, false) }
        let child = newNode(pathKey: LiteralTable.pathKey(ofChildAt: found.key))
        literals.insert(parent: parent, key: found.key, literal: literal, prefix: found.prefix, folded: folded, child: child)
        nodes[Int(parent)].hasLiterals = true
        return (child, true)
    }

    /// The table key and prefix of the edge for `literal` under `parent`, keyed as the table
    /// keys it (lowercase when `folded`), and its child when `search` is set and it exists.
    private func keyedLiteral(
        _ literal: KeyBytes, under parent: Int32, folded: Bool, search: Bool = true
    ) -> (key: UInt64, prefix: UInt64, child: Int32?) {
        let key = LiteralKey(literal, under: nodes[Int(parent)].pathKey)
        let wanted = key.hash
        let child =
            search
            ? literals.child(of: parent, wanted: wanted, literal: literal, prefix: key.prefix, folded: folded) : nil
        return (wanted, key.prefix, child)
    }

    mutating func setRoute(_ route: Int32, variant: Int, at node: Int32) {
        nodes[Int(node)].route = route
        nodes[Int(node)].variant = UInt16(variant)
    }

    func routeEnding(at node: Int32) -> (route: Int32, variant: Int)? {
        let found = nodes[Int(node)]
        return found.route >= 0 ? (found.route, Int(found.variant)) : nil
    }

    /// The non-literal edges of a node, in priority order.
    func edges(of node: Int32) -> [Edge] {
        var result: [Edge] = []
        var index = nodes[Int(node)].firstEdge
        while index >= 0 {
            result.append(edges[Int(index)])
            index = edges[Int(index)].next
        }
        return result
    }

    /// The child of `node` along the literal edge for `text`, keyed as the trie keys literals.
    func literalChild(of node: Int32, _ text: String) -> Int32? {
        text.withUTF8View { bytes in
            foldsAllLiterals
                ? LowercasedUTF8.with(bytes) { keyedLiteral(KeyBytes($0), under: node, folded: true).child }
                : keyedLiteral(KeyBytes(bytes), under: node, folded: false).child
        }
    }

    /// The path key of a root, by its node number.
    static func pathKey(ofRoot root: Int32) -> UInt32 {
        mixedKey(parent: 0x5EED, code: UInt64(UInt32(bitPattern: root)))
    }

    /// A path key made from a parent's and a code, mixed as well as a literal edge's.
    @inline(__always)
    private static func mixedKey(parent: UInt32, code: UInt64) -> UInt32 {
        var hash = code ^ (UInt64(parent) &* 0x9E37_79B9_7F4A_7C15)
        hash ^= hash >> 29
        return LiteralTable.pathKey(ofChildAt: hash &* 0xBF58_476D_1CE4_E5B9)
    }

    /// The path key of the node a list edge of `kind` leads to from a node with path key
    /// `parentKey`.
    @inline(__always)
    static func pathKey(ofEdge kind: EdgeKind, under parentKey: UInt32) -> UInt32 {
        let code: UInt64 =
            switch kind {
            case .typed(let slot): UInt64(truncatingIfNeeded: slot) << 3 | 5
            case .string: 1
            case .wildcard: 2
            case .pathRest: 3
            case .anyRest: 4
            }
        return mixedKey(parent: parentKey, code: code)
    }

    /// The edge kind of a segment; `nil` for a literal, which is not a list edge. A capture of
    /// a type without a converter reads as `.string`, so callers pass only segments of
    /// registered patterns, whose types are known.
    func kind(of segment: PatternSegment, _ configuration: CompiledConfiguration) -> EdgeKind? {
        switch segment {
        case .capture(_, let type):
            if let slot = configuration.slot(for: type) { .typed(slot) } else { .string }
        case .wildcard: .wildcard
        case .rest: .pathRest
        case .anyRest: .anyRest
        case .literal: nil
        }
    }

    private func edgeChild(of node: Int32, kind: EdgeKind) -> Int32? {
        var index = nodes[Int(node)].firstEdge
        while index >= 0 {
            if edges[Int(index)].kind == kind { return edges[Int(index)].child }
            index = edges[Int(index)].next
        }
        return nil
    }

    private mutating func addEdge(from node: Int32, kind: EdgeKind) -> Int32 {
        if let existing = edgeChild(of: node, kind: kind) { return existing }
        let child = newNode(pathKey: Self.pathKey(ofEdge: kind, under: nodes[Int(node)].pathKey))
        let edgeIndex = Int32(edges.count)
        // Keep the list sorted by priority so a walk tries edges in order.
        var previous: Int32 = -1
        var current = nodes[Int(node)].firstEdge
        while current >= 0, edges[Int(current)].kind < kind {
            previous = current
            current = edges[Int(current)].next
        }
        edges.append(Edge(kind: kind, child: child, next: current))
        if previous >= 0 { edges[Int(previous)].next = edgeIndex } else { nodes[Int(node)].firstEdge = edgeIndex }
        return child
    }

    private mutating func newNode(pathKey: UInt32) -> Int32 {
        nodes.append(Node(pathKey: pathKey))
        return Int32(nodes.count - 1)
    }
}

extension RouteTrie {
    /// Drops the room the node, edge and literal text arrays keep for growth, for a trie about
    /// to be published; see ``Swift/Array/releaseSpareCapacity()``.
    mutating func releaseSpareCapacity() {
        nodes.releaseSpareCapacity()
        edges.releaseSpareCapacity()
        literals.releaseSpareCapacity()
    }
}
