/// One depth-first walk of the trie over a scanned URL's segments, with backtracking.
///
/// At each node the walk tries the literal child first, then typed captures, the string
/// capture, `*`, and the rest captures, and backs out of a branch that dead-ends.
struct TrieWalker {
    let trie: RouteTrie
    let configuration: CompiledConfiguration
    /// The whole URL's UTF-8.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The segments to match, starting with the first one the pattern sees.
    let segments: UnsafeBufferPointer<ByteSpan>
    /// Whether segment 0 is a host, which compares without case.
    let firstSegmentIsHost: Bool

    /// The node where a route matching all segments ends, or -1.
    func walk(from root: Int32) -> Int32 {
        trie.nodes.withUnsafeBufferPointer { nodes in
            trie.edges.withUnsafeBufferPointer { edges in
                walk(root, 0, nodes, edges)
            }
        }
    }

    private func walk(
        _ node: Int32, _ index: Int,
        _ nodes: UnsafeBufferPointer<RouteTrie.Node>, _ edges: UnsafeBufferPointer<RouteTrie.Edge>
    ) -> Int32 {
        let current = nodes[Int(node)]
        if index == segments.count { return current.route >= 0 ? node : -1 }

        if current.hasLiterals {
            let hostFolding = index == 0 && firstSegmentIsHost && !trie.foldsAllLiterals
            let folded = trie.foldsAllLiterals
            // The literal spelled exactly as the URL has it comes first.
            var exactChild: Int32 = -1
            let found = withSegment(index, folded: folded) { key in
                trie.literals.forEachChild(of: node, key: key, folded: folded) { child -> Int32? in
                    exactChild = child
                    let end = walk(child, index + 1, nodes, edges)
                    return end >= 0 ? end : nil
                }
            }
            if let found { return found }
            // A host has no case: then literals that differ from it only in case, in the order
            // they were registered.
            if hostFolding {
                let found = withSegment(index, folded: true) { key in
                    trie.literals.forEachChild(of: node, key: key, folded: true) { child -> Int32? in
                        guard child != exactChild else { return nil }
                        let end = walk(child, index + 1, nodes, edges)
                        return end >= 0 ? end : nil
                    }
                }
                if let found { return found }
            }
        }

        var edgeIndex = current.firstEdge
        while edgeIndex >= 0 {
            let edge = edges[Int(edgeIndex)]
            switch edge.kind {
            case .typed(let slot):
                if withSegment(index, folded: false, { configuration.accepts(slot, $0) }) {
                    let end = walk(edge.child, index + 1, nodes, edges)
                    if end >= 0 { return end }
                }
            case .string, .wildcard:
                let end = walk(edge.child, index + 1, nodes, edges)
                if end >= 0 { return end }
            case .pathRest, .anyRest:
                // At least one segment remains here, and a rest edge always ends its pattern.
                if nodes[Int(edge.child)].route >= 0 { return edge.child }
            }
            edgeIndex = edge.next
        }
        return -1
    }

    /// Calls `body` with the segment's decoded bytes, decoding only when it has an escape.
    /// For a folded comparison of non-ASCII text, the bytes are lowercased first; ASCII
    /// letters are folded by the literal table itself.
    @inline(__always)
    private func withSegment<Result>(
        _ index: Int, folded: Bool, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        let raw = UnsafeBufferPointer(rebasing: bytes[segments[index].range])
        var hasEscape = false
        var hasNonASCII = false
        for byte in raw {
            if byte == UInt8(ascii: "%") { hasEscape = true }
            if byte >= 0x80 { hasNonASCII = true }
        }
        if folded && (hasNonASCII || hasEscape) {
            var lowered = PercentEncoding.decodedString(raw, plusAsSpace: false).lowercased()
            return lowered.withUTF8(body)
        }
        guard hasEscape else { return body(raw) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: raw.count) { buffer in
            let length = PercentEncoding.decodeChecked(raw, into: buffer.baseAddress!, plusAsSpace: false)
            return body(UnsafeBufferPointer(rebasing: buffer[0..<length]))
        }
    }
}
