/// One depth-first walk of the trie over a scanned URL's segments, with backtracking.
///
/// At each node the walk tries the literal child first, then typed captures, the string
/// capture, `*`, and the rest captures, and backs out of a branch that dead-ends. It reads the
/// trie through raw buffers taken once per match, hashes segments straight from the URL's
/// bytes, and decodes a segment only when it has an escape. The walk is a loop over an
/// explicit stack of places to come back to, one per level, so a level costs no call.
struct TrieWalker {
    let nodes: BufferView<RouteTrie.Node>
    let edges: BufferView<RouteTrie.Edge>
    let slots: BufferView<LiteralTable.Slot>
    let text: BufferView<UInt8>
    let foldsAllLiterals: Bool
    /// The matcher's configuration, unretained: a walker lives only inside ``walk(_:from:configuration:bytes:segments:firstSegmentIsHost:mayNeedDecoding:)``,
    /// whose caller holds the configuration for the whole call; a strong reference here cost a
    /// retain and a release per match.
    let configuration: Unmanaged<CompiledConfiguration>
    /// The whole URL's UTF-8, followed by ``PaddedBytes/padding`` readable bytes.
    let bytes: BufferView<UInt8>
    /// The segments to match, starting with the first one the pattern sees.
    let segments: BufferView<ByteSpan>
    /// Whether segment 0 is a host, which compares without case.
    let firstSegmentIsHost: Bool
    /// Whether any segment may have an escape or non-ASCII text; when not, segments are hashed
    /// without looking for either.
    let mayNeedDecoding: Bool

    /// The node where a route matching all segments ends, or -1.
    static func walk(
        _ trie: RouteTrie, from root: Int32, configuration: Unmanaged<CompiledConfiguration>,
        bytes: BufferView<UInt8>, segments: BufferView<ByteSpan>, firstSegmentIsHost: Bool,
        mayNeedDecoding: Bool
    ) -> Int32 {
        let foldsAllLiterals = trie.foldsAllLiterals
        return trie.nodes.withView { nodes in
            trie.edges.withView { edges in
                trie.literals.slots.withView { slots in
                    trie.literals.text.withView { text in
                        // The stack is lent here, before the walker exists, so that the walk's
                        // loop runs without a closure that would copy the walker.
                        func walk(_ stack: MutableBufferView<Resume>) -> Int32 {
                            TrieWalker(
                                nodes: nodes, edges: edges, slots: slots, text: text,
                                foldsAllLiterals: foldsAllLiterals, configuration: configuration,
                                bytes: bytes, segments: segments, firstSegmentIsHost: firstSegmentIsHost,
                                mayNeedDecoding: mayNeedDecoding
                            ).walk(from: root, pathKey: nodes[Int(root)].pathKey, at: 0, stack: stack)
                        }
                        // A stack of a constant size for the URLs most are: a fixed place in
                        // the frame, with no size to work out. (`PaddedBytes.withCopy` does the
                        // same; one generic helper for both cost 70 instructions a match, as
                        // the walk's closure was no longer inlined: `Scripts/match-cost.sh`.)
                        if segments.count < typicalStackCapacity {
                            return withTemporaryView(of: Resume.self, capacity: typicalStackCapacity, walk)
                        }
                        return withTemporaryView(of: Resume.self, capacity: segments.count &+ 1, walk)
                    }
                }
            }
        }
    }

    /// Places a walk of a URL with the typical number of segments needs, and one more.
    private static let typicalStackCapacity = URLScanner.typicalSegmentCapacity + 1

    /// Where a walk goes back to when a branch dead-ends: a node it left and what it has not
    /// tried there yet, in one word. The segment index there is the level's (``walk(from:pathKey:at:)``
    /// consumes one segment a level); the child tried there is the node the walk backs out of.
    private struct Resume {
        var node: Int32
        /// The next list edge to try, -1 when none is left, or ``foldedLiteralsNext``.
        var stage: Int32
    }

    /// A host's literals that differ from it only in case come before its list edges.
    private static let foldedLiteralsNext: Int32 = -2

    /// What trying a node's list edges from one of them came to.
    private enum EdgeStep {
        case descend(child: Int32, resumeAt: Int32)
        case ended(at: Int32)
        case exhausted
    }

    /// ``walk(from:pathKey:at:stack:)`` on a stack of its own: for the walks a literal that
    /// needed decoding or case folding starts, while the outer walk keeps its stack.
    private func walk(from root: Int32, pathKey rootKey: UInt32, at start: Int) -> Int32 {
        withTemporaryView(of: Resume.self, capacity: segments.count &- start &+ 1) { stack in
            walk(from: root, pathKey: rootKey, at: start, stack: stack)
        }
    }

    /// The node where a route matching the segments from `start` on ends, or -1. `stack` has
    /// room for one place per segment from `start` on, and one more.
    private func walk(from root: Int32, pathKey rootKey: UInt32, at start: Int, stack: MutableBufferView<Resume>) -> Int32 {
        // Each level consumes one segment, so the level's segment index is `start + depth`.
        var depth = 0
        var node = root
        // After a literal edge, worked out from the segments rather than read from the node,
        // so that finding the next level's slot never waits for this node to load (see
        // ``LiteralTable``).
        var pathKey = rootKey
        descending: while true {
            let index = start &+ depth
            let current = nodes[Int(node)]
            assert(current.pathKey == pathKey, "a walk's path key must be the node's")
            var step = EdgeStep.exhausted
            if index == segments.count {
                if current.route >= 0 { return node }
            } else {
                let span = segments[index]
                let special = specialBytes(span)
                if current.hasLiterals {
                    let hostFolding = index == 0 && firstSegmentIsHost && !foldsAllLiterals
                    if special & 1 != 0 || (special & 2 != 0 && (foldsAllLiterals || hostFolding)) {
                        let found = walkLiteralsDecoded(node, index, bytes.slice(span.range), hostFolding: hostFolding)
                        if found >= 0 { return found }
                    } else if case (let child, let childKey) = literalChild(of: node, pathKey, span), child >= 0 {
                        let twinsLeft = hostFolding && current.hasCaseTwins
                        stack[depth] = Resume(node: node, stage: twinsLeft ? Self.foldedLiteralsNext : current.firstEdge)
                        depth &+= 1
                        node = child
                        pathKey = childKey
                        continue descending
                    } else if hostFolding {
                        let found = walkFoldedLiterals(node, index, span, skipping: -1)
                        if found >= 0 { return found }
                    }
                }
                step = tryEdges(from: current.firstEdge, index: index, span: span, hasEscape: special & 1 != 0)
            }
            // Back out until some place has something left to try.
            while true {
                switch step {
                case .descend(let child, let resumeAt):
                    stack[depth] = Resume(node: node, stage: resumeAt)
                    depth &+= 1
                    node = child
                    pathKey = nodes[Int(child)].pathKey
                    continue descending
                case .ended(let end):
                    return end
                case .exhausted:
                    guard depth > 0 else { return -1 }
                    let tried = node
                    depth &-= 1
                    let resume = stack[depth]
                    node = resume.node
                    let index = start &+ depth
                    let span = segments[index]
                    var stage = resume.stage
                    if stage == Self.foldedLiteralsNext {
                        let found = walkFoldedLiterals(node, index, span, skipping: tried)
                        if found >= 0 { return found }
                        stage = nodes[Int(node)].firstEdge
                    }
                    step = tryEdges(from: stage, index: index, span: span, hasEscape: specialBytes(span) & 1 != 0)
                }
            }
        }
    }

    /// Tries a node's list edges in priority order from `first`, for the segment at `index`.
    @inline(__always)
    private func tryEdges(from first: Int32, index: Int, span: ByteSpan, hasEscape: Bool) -> EdgeStep {
        var edgeIndex = first
        while edgeIndex >= 0 {
            let edge = edges[Int(edgeIndex)]
            switch edge.kind {
            case .typed(let slot):
                let accepted =
                    hasEscape
                    ? acceptsDecoded(slot, bytes.slice(span.range))
                    : configuration._withUnsafeGuaranteedRef { $0.accepts(slot, KeyBytes(span, inPadded: bytes)) }
                if accepted {
                    return .descend(child: edge.child, resumeAt: edge.next)
                }
            case .string, .wildcard:
                return .descend(child: edge.child, resumeAt: edge.next)
            case .pathRest, .anyRest:
                // At least one segment remains here, and a rest edge always ends its pattern.
                if nodes[Int(edge.child)].route >= 0 { return .ended(at: edge.child) }
            }
            edgeIndex = edge.next
        }
        return .exhausted
    }

    /// What in a segment needs decoding: bit 0 an escape, bit 1 a byte outside ASCII; nothing
    /// is looked for when the URL has neither.
    @inline(__always)
    private func specialBytes(_ span: ByteSpan) -> UInt8 {
        var special: UInt8 = 0
        if mayNeedDecoding {
            for byte in bytes[span.range] { special |= byte == UInt8(ascii: "%") ? 1 : byte >= 0x80 ? 2 : 0 }
        }
        return special
    }

    /// The literal child spelled as the segment is, or -1, and the child's path key.
    ///
    /// The URL is a padded copy, so every word from the segment's start loads whole, and a
    /// scanned segment is never empty.
    @inline(__always)
    private func literalChild(of node: Int32, _ pathKey: UInt32, _ span: ByteSpan) -> (child: Int32, pathKey: UInt32) {
        let start = Int(span.start)
        let length = Int(span.end &- span.start)
        // A local copy, so that the closures below capture the view, not the whole walker.
        let bytes = self.bytes
        let key = LiteralKey(paddedIn: bytes, from: start, length: length, under: pathKey)
        let wanted = key.hash
        let probeStart = Int(truncatingIfNeeded: wanted) & (slots.count &- 1)
        // Two calls with constant folding, so that the usual exact probe carries no folding code.
        let found =
            foldsAllLiterals
            ? LiteralTable.nextMatch(
                in: slots, text, from: probeStart, wanted: wanted, parent: node, length: length,
                prefix: key.foldedPrefix, folded: true
            ) { bytes.paddedWord(at: start &+ $0) }
            : LiteralTable.nextMatch(
                in: slots, text, from: probeStart, wanted: wanted, parent: node, length: length, prefix: key.prefix,
                folded: false
            ) { bytes.paddedWord(at: start &+ $0) }
        return (found >= 0 ? slots[found].child : -1, LiteralTable.pathKey(ofChildAt: wanted))
    }

    /// Walks on through a host's literal children that differ from it only in case, in the
    /// order they were registered, leaving out the one spelled as the host is.
    @inline(never)
    private func walkFoldedLiterals(_ node: Int32, _ index: Int, _ span: ByteSpan, skipping: Int32) -> Int32 {
        var ignored: Int32 = -1
        return walkLiterals(node, index, KeyBytes(span, inPadded: bytes), folded: true, skipping: skipping, firstMatch: &ignored)
    }

    /// Walks on through each literal child of `node` equal to the bytes `text` locates, folded
    /// or not, in probe order.
    @inline(__always)
    private func walkLiterals(
        _ node: Int32, _ index: Int, _ text: KeyBytes, folded: Bool, skipping: Int32, firstMatch: inout Int32
    ) -> Int32 {
        let key = LiteralKey(text, under: nodes[Int(node)].pathKey)
        let wanted = key.hash
        let mask = slots.count - 1
        var slotIndex = Int(truncatingIfNeeded: wanted) & mask
        while let found = LiteralTable.nextMatch(
            in: slots, self.text, from: slotIndex, wanted: wanted, parent: node, key: text,
            prefix: key.prefix(folded: folded), folded: folded)
        {
            let child = slots[found].child
            if child != skipping {
                if firstMatch < 0 { firstMatch = child }
                // A child reached without case may have been keyed under another spelling.
                let end = walk(from: child, pathKey: nodes[Int(child)].pathKey, at: index + 1)
                if end >= 0 { return end }
            }
            slotIndex = (found + 1) & mask
        }
        return -1
    }

    /// The slow path for a segment with escapes, or non-ASCII text compared without case.
    @inline(never)
    private func walkLiteralsDecoded(_ node: Int32, _ index: Int, _ raw: BufferView<UInt8>, hostFolding: Bool) -> Int32 {
        let decoded = PercentEncoding.decodedString(raw, plusAsSpace: false)
        var exact: Int32 = -1
        let exactKey = foldsAllLiterals ? decoded.lowercased() : decoded
        let found = exactKey.withUTF8View {
            walkLiterals(
                node, index, KeyBytes($0), folded: foldsAllLiterals, skipping: -1, firstMatch: &exact)
        }
        if found >= 0 || !hostFolding { return found }
        var ignored: Int32 = -1
        let foldedKey = decoded.lowercased()
        return foldedKey.withUTF8View {
            walkLiterals(
                node, index, KeyBytes($0), folded: true, skipping: exact, firstMatch: &ignored)
        }
    }

    @inline(never)
    private func acceptsDecoded(_ slot: Int, _ raw: BufferView<UInt8>) -> Bool {
        let decoded = PercentEncoding.decodedString(raw, plusAsSpace: false)
        return decoded.withUTF8View { view in configuration._withUnsafeGuaranteedRef { $0.accepts(slot, view) } }
    }
}
