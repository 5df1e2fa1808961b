/// One depth-first walk of the trie over a scanned URL's segments, with backtracking.
///
/// At each node the walk tries the literal child first, then typed captures, the string
/// capture, `*`, and the rest captures, and backs out of a branch that dead-ends. It reads the
/// trie through raw buffers taken once per match, hashes segments straight from the URL's
/// bytes, and decodes a segment only when it has an escape.
struct TrieWalker {
    let nodes: UnsafeBufferPointer<RouteTrie.Node>
    let edges: UnsafeBufferPointer<RouteTrie.Edge>
    let slots: UnsafeBufferPointer<LiteralTable.Slot>
    let text: UnsafeBufferPointer<UInt8>
    let foldsAllLiterals: Bool
    let configuration: CompiledConfiguration
    /// The whole URL's UTF-8.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The segments to match, starting with the first one the pattern sees.
    let segments: UnsafeBufferPointer<ByteSpan>
    /// Whether segment 0 is a host, which compares without case.
    let firstSegmentIsHost: Bool
    /// Whether any segment may have an escape or non-ASCII text; when not, segments are hashed
    /// without looking for either.
    let mayNeedDecoding: Bool

    /// The node where a route matching all segments ends, or -1.
    static func walk(
        _ trie: RouteTrie, from root: Int32, configuration: CompiledConfiguration,
        bytes: UnsafeBufferPointer<UInt8>, segments: UnsafeBufferPointer<ByteSpan>, firstSegmentIsHost: Bool,
        mayNeedDecoding: Bool
    ) -> Int32 {
        trie.nodes.withUnsafeBufferPointer { nodes in
            trie.edges.withUnsafeBufferPointer { edges in
                trie.literals.slots.withUnsafeBufferPointer { slots in
                    trie.literals.text.withUnsafeBufferPointer { text in
                        TrieWalker(
                            nodes: nodes, edges: edges, slots: slots, text: text,
                            foldsAllLiterals: trie.foldsAllLiterals, configuration: configuration,
                            bytes: bytes, segments: segments, firstSegmentIsHost: firstSegmentIsHost,
                            mayNeedDecoding: mayNeedDecoding
                        ).walk(root, 0)
                    }
                }
            }
        }
    }

    private func walk(_ node: Int32, _ index: Int) -> Int32 {
        let current = nodes[Int(node)]
        if index == segments.count { return current.route >= 0 ? node : -1 }
        let span = segments[index]
        let raw = UnsafeBufferPointer(rebasing: bytes[Int(span.start)..<Int(span.end)])
        let hostFolding = index == 0 && firstSegmentIsHost && !foldsAllLiterals
        // Whether the segment needs decoding: bit 0 an escape, bit 1 a byte outside ASCII.
        var special: UInt8 = 0
        if mayNeedDecoding {
            for byte in raw { special |= byte == UInt8(ascii: "%") ? 1 : byte >= 0x80 ? 2 : 0 }
        }
        let hasEscape = special & 1 != 0

        if current.hasLiterals {
            if hasEscape || (special & 2 != 0 && (foldsAllLiterals || hostFolding)) {
                let found = walkLiteralsDecoded(node, index, raw, hostFolding: hostFolding)
                if found >= 0 { return found }
            } else {
                // The literal spelled exactly as the URL has it first; for a host, then the
                // literals that differ from it only in case, in the order they were registered.
                // Hashed where it lies in the URL, a word at a time.
                let base = bytes.baseAddress!
                let start = Int(span.start), end = Int(span.end)
                var exact: Int32 = -1
                let key = LiteralKey(base, start: start, end: end, count: bytes.count, fold: foldsAllLiterals)
                let location = KeyBytes(base: base, start: start, length: end - start, limit: bytes.count)
                let found = walkLiterals(
                    node, index, location, key, folded: foldsAllLiterals, skipping: -1, firstMatch: &exact)
                if found >= 0 { return found }
                if hostFolding {
                    var ignored: Int32 = -1
                    let folded = LiteralKey(base, start: start, end: end, count: bytes.count, fold: true)
                    let found = walkLiterals(node, index, location, folded, folded: true, skipping: exact, firstMatch: &ignored)
                    if found >= 0 { return found }
                }
            }
        }

        var edgeIndex = current.firstEdge
        while edgeIndex >= 0 {
            let edge = edges[Int(edgeIndex)]
            switch edge.kind {
            case .typed(let slot):
                let converts = hasEscape ? acceptsDecoded(slot, raw) : configuration.accepts(slot, raw)
                if converts {
                    let end = walk(edge.child, index + 1)
                    if end >= 0 { return end }
                }
            case .string, .wildcard:
                let end = walk(edge.child, index + 1)
                if end >= 0 { return end }
            case .pathRest, .anyRest:
                // At least one segment remains here, and a rest edge always ends its pattern.
                if nodes[Int(edge.child)].route >= 0 { return edge.child }
            }
            edgeIndex = edge.next
        }
        return -1
    }

    /// Walks on through each literal child of `node` equal to `key`, in probe order.
    @inline(__always)
    private func walkLiterals(
        _ node: Int32, _ index: Int, _ text: KeyBytes, _ key: LiteralKey, folded: Bool, skipping: Int32,
        firstMatch: inout Int32
    ) -> Int32 {
        let wanted = LiteralTable.key(parent: node, textHash: key.hash, folded: folded)
        let mask = slots.count - 1
        var slotIndex = Int(truncatingIfNeeded: wanted) & mask
        while let found = LiteralTable.nextMatch(
            in: slots, self.text, from: slotIndex, wanted: wanted, parent: node, key: text, prefix: key.prefix, folded: folded) {
            let child = slots[found].child
            if child != skipping {
                if firstMatch < 0 { firstMatch = child }
                let end = walk(child, index + 1)
                if end >= 0 { return end }
            }
            slotIndex = (found + 1) & mask
        }
        return -1
    }

    /// The slow path for a segment with escapes, or non-ASCII text compared without case.
    @inline(never)
    private func walkLiteralsDecoded(_ node: Int32, _ index: Int, _ raw: UnsafeBufferPointer<UInt8>, hostFolding: Bool) -> Int32 {
        let decoded = PercentEncoding.decodedString(raw, plusAsSpace: false)
        var exact: Int32 = -1
        var exactKey = foldsAllLiterals ? decoded.lowercased() : decoded
        let found = exactKey.withUTF8 {
            walkLiterals(
                node, index, KeyBytes($0), LiteralKey($0, fold: false), folded: foldsAllLiterals, skipping: -1, firstMatch: &exact)
        }
        if found >= 0 || !hostFolding { return found }
        var ignored: Int32 = -1
        var foldedKey = decoded.lowercased()
        return foldedKey.withUTF8 {
            walkLiterals(
                node, index, KeyBytes($0), LiteralKey($0, fold: true), folded: true, skipping: exact, firstMatch: &ignored)
        }
    }

    @inline(never)
    private func acceptsDecoded(_ slot: Int, _ raw: UnsafeBufferPointer<UInt8>) -> Bool {
        var decoded = PercentEncoding.decodedString(raw, plusAsSpace: false)
        return decoded.withUTF8 { configuration.accepts(slot, $0) }
    }
}
