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
                code: .shadowed, severity: .warning, pattern: pattern, index: index, related: related,
                message: "'\(pattern)' is never matched: '\(related.joined(separator: "', '"))' \(related.count == 1 ? "matches" : "match") every URL it matches and \(related.count == 1 ? "is" : "are") tried first",
                patternError: nil)
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

    /// Whether a single-segment edge accepts every segment `segment` accepts.
    private func covers(_ kind: RouteTrie.EdgeKind, _ segment: PatternSegment) -> Bool {
        switch (kind, segment) {
        case (.string, _), (.wildcard, _): return true
        case (.typed(let slot), .literal(let text)):
            return text.withUTF8Bytes { configuration.accepts(slot, $0) }
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
        if case .literal = segment { return 0 }
        return rank(of: trie.kind(of: segment, configuration))
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
