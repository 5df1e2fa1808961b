/// Finds routes that can never match because routes tried before them take every URL they
/// would match.
///
/// A route variant is shadowed by another when, segment by segment, the other accepts
/// everything it accepts, and at the leftmost segment where their shapes differ the other
/// has priority. With the priority order, that happens when `<name>` stands where `*` does or
/// `<path:>` where `**` does, after identical segments.
struct ShadowAnalysis {
    let trie: RouteTrie
    let records: RouteRecords
    let configuration: CompiledConfiguration

    func diagnostics() -> [RouteDiagnostic] {
        (0..<records.count).compactMap { index -> RouteDiagnostic? in
            let routePattern = records.pattern(at: index)
            guard let root = trie.existingRoot(for: routePattern.scheme) else { return nil }
            var all: Set<Int32> = []
            for variant in routePattern.variants {
                let found = shadowers(of: variant, route: Int32(index), root: root)
                if found.isEmpty { return nil }
                all.formUnion(found)
            }
            let related = all.sorted().map { records.patternText(at: Int($0)) }
            let pattern = routePattern.description
            return RouteDiagnostic(
                code: .shadowed, isError: false, pattern: pattern, index: index, related: related,
                message:
                    "'\(pattern)' is never matched: '\(related.joined(separator: "', '"))' \(related.count == 1 ? "matches" : "match") every URL it matches and \(related.count == 1 ? "is" : "are") tried first"
            )
        }
    }

    private func shadowers(of variant: [PatternSegment], route: Int32, root: Int32) -> Set<Int32> {
        var found: Set<Int32> = []
        func record(_ node: Int32) {
            if let ending = trie.routeEnding(at: node), ending.route != route { found.insert(ending.route) }
        }
        func visit(_ node: Int32, _ index: Int, _ decided: Bool) {
            if index == variant.count {
                if decided { record(node) }
                return
            }
            let segment = variant[index]
            if segment.isRest {
                // The edges that take any one segment (`<name>`, `*`) are tried before a rest,
                // and may together take every tail it would (the rest edges here are compared
                // below, by rank).
                var cover = TailCover(analysis: self, route: route)
                if let routes = cover.tails(from: node, restEdgesHere: false) { found.formUnion(routes) }
            }
            if case .literal(let text) = segment {
                if let child = trie.literalChild(of: node, text) {
                    visit(child, index + 1, decided)
                }
            }
            for edge in trie.edges(of: node) {
                let ownRank = rank(of: segment)
                let edgeRank = rank(of: edge.kind)
                switch edge.kind {
                case .pathRest, .anyRest:
                    let same = segment.isRest && trie.kind(of: segment, configuration) == edge.kind
                    // A rest edge takes every remaining segment, so it ends the comparison here.
                    if decided || (!same && edgeRank < ownRank) {
                        record(edge.child)
                    }
                default:
                    guard !segment.isRest, covers(edge.kind, segment) else { continue }
                    let same = !isLiteral(segment) && trie.kind(of: segment, configuration) == edge.kind
                    if same || decided {
                        visit(edge.child, index + 1, decided)
                    } else if edgeRank < ownRank {
                        visit(edge.child, index + 1, true)
                    }
                }
            }
        }
        visit(root, 0, false)
        return found
    }

    /// Which routes take every tail of one or more segments from a node, tried before a rest
    /// segment that stands above it. A tail of length 1 is taken when an edge that accepts any
    /// segment (`<name>`, `*`) leads to the end of a route, a longer one when such an edge leads
    /// to a node that takes the tail's remainder, and every tail when a rest edge ends a route;
    /// the edges may differ from one length to the next (`/a/*` takes one segment, `/a/<x>/<y>`
    /// two). Each node is answered once, so the search stays linear in the trie.
    private struct TailCover {
        /// The tail lengths a node takes: those in `lengths`, and every length from `allFrom` on.
        struct Lengths {
            var lengths: Set<Int> = []
            var allFrom: Int?
            var routes: Set<Int32> = []

            var takesEveryLength: Bool {
                guard let allFrom else { return false }
                return (1..<allFrom).allSatisfy(lengths.contains)
            }
        }

        let analysis: ShadowAnalysis
        /// The route under test, which cannot shadow itself.
        let route: Int32
        private var answers: [Int32: Lengths] = [:]

        init(analysis: ShadowAnalysis, route: Int32) {
            self.analysis = analysis
            self.route = route
        }

        /// The routes that take every tail from `node`; `nil` when some tail length reaches none.
        /// With `restEdgesHere` false, the node's own rest edges are left out (the caller ranks
        /// them against its own rest).
        mutating func tails(from node: Int32, restEdgesHere: Bool) -> Set<Int32>? {
            let taken = lengths(from: node, restEdges: restEdgesHere)
            return taken.takesEveryLength ? taken.routes : nil
        }

        private mutating func lengths(from node: Int32, restEdges: Bool = true) -> Lengths {
            if restEdges, let answer = answers[node] { return answer }
            let trie = analysis.trie
            var taken = Lengths()
            for edge in trie.edges(of: node) {
                switch edge.kind {
                case .pathRest, .anyRest:
                    if restEdges, let ending = trie.routeEnding(at: edge.child), ending.route != route {
                        taken.allFrom = 1
                        taken.routes.insert(ending.route)
                    }
                case .string, .wildcard:
                    if let ending = trie.routeEnding(at: edge.child), ending.route != route {
                        taken.lengths.insert(1)
                        taken.routes.insert(ending.route)
                    }
                    let below = lengths(from: edge.child)
                    if !below.lengths.isEmpty || below.allFrom != nil {
                        taken.lengths.formUnion(below.lengths.map { $0 + 1 })
                        if let from = below.allFrom { taken.allFrom = min(taken.allFrom ?? .max, from + 1) }
                        taken.routes.formUnion(below.routes)
                    }
                case .typed:
                    continue
                }
            }
            if restEdges { answers[node] = taken }
            return taken
        }
    }

    /// Whether a single-segment edge accepts every segment `segment` accepts.
    private func covers(_ kind: RouteTrie.EdgeKind, _ segment: PatternSegment) -> Bool {
        switch (kind, segment) {
        case (.string, _), (.wildcard, _): return true
        case (.typed(let slot), .literal(let text)):
            return text.withUTF8View { configuration.accepts(slot, $0) }
        case (.typed, .capture):
            return trie.kind(of: segment, configuration) == kind
        default: return false
        }
    }

    private func isLiteral(_ segment: PatternSegment) -> Bool {
        if case .literal = segment { return true }
        return false
    }

    private func rank(of segment: PatternSegment) -> Int {
        guard let kind = trie.kind(of: segment, configuration) else { return 0 }  // a literal
        return rank(of: kind)
    }

    private func rank(of kind: RouteTrie.EdgeKind) -> Int {
        switch kind {
        case .typed: 1
        case .string: 2
        case .wildcard: 3
        case .pathRest: 4
        case .anyRest: 5
        }
    }
}
