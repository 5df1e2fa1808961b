/// All literal edges of a trie in one open-addressing hash table, keyed by the parent's path
/// key and the literal's text.
///
/// One flat table instead of a dictionary per node keeps memory per route small and lets a
/// lookup hash the URL's bytes directly, with no `String` made on the way.
///
/// A slot's place comes from its parent's *path key* (``RouteTrie/Node/pathKey``), which
/// depends only on the literals and edge kinds on the way from the root, not on node numbers.
/// So a walk knows where each segment's slot lies before it has read the slot for the segment
/// before; the processor can then fetch the slots of several levels at once, which keeps a
/// match fast when the table is larger than the caches. The parent's node number, kept in the
/// slot, still decides which edge is which.
struct LiteralTable: Sendable {
    /// One edge in 32 bytes: a lookup usually reads nothing else, because the first eight
    /// bytes of the literal are kept in the slot and most literals are no longer.
    struct Slot: Sendable {
        /// The edge's key; its low bits say where the slot's probe starts.
        var hash: UInt64 = 0
        var parent: Int32 = 0
        /// The child node, or -1 for an empty slot.
        var child: Int32 = -1
        var textStart: Int32 = 0
        /// The literal's length in bytes, with ``foldedFlag`` set for an entry compared
        /// without case; one compare checks both. An empty slot's all-ones matches no key, so
        /// a probe need not check for emptiness before comparing.
        var lengthAndFolding: UInt32 = .max
        /// The literal's first eight bytes, little-endian, zero-padded.
        var prefix: UInt64 = 0
    }

    static let foldedFlag: UInt32 = 1 << 31

    @inline(__always)
    static func lengthAndFolding(_ length: Int, folded: Bool) -> UInt32 {
        UInt32(truncatingIfNeeded: length) | (folded ? foldedFlag : 0)
    }

    /// Aligned so that no slot straddles two cache lines: a lookup's probe usually reads one.
    private(set) var slots = CacheAlignedArray(repeating: Slot(), count: 16)
    /// The literals' bytes after the first eight (folded to lowercase for folded entries), in
    /// the first ``textCount`` bytes; all bytes after those are zero, and there are at least
    /// `padding` of them, so that a compare may always load a whole word.
    private(set) var text: [UInt8] = Array(repeating: 0, count: Self.padding)
    /// How many bytes of ``text`` the literals take. The zeros after them grow by doubling, so
    /// that adding a literal's bytes is one copy into room that is already there.
    private var textCount = 0
    static let padding = 8
    private(set) var count = 0

    /// The path key of the node a literal edge with key `key` (see ``LiteralKey``) leads to.
    @inline(__always)
    static func pathKey(ofChildAt key: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: key >> 32)
    }

    /// Adds an edge with key `key` (see ``LiteralKey``); the caller has checked that
    /// no equal edge exists. `literal` is keyed as the table keys it (lowercase for folded
    /// entries), and `prefix` is its first eight bytes.
    mutating func insert(
        parent: Int32, key: UInt64, literal: KeyBytes, prefix: UInt64, folded: Bool, child: Int32
    ) {
        // Three quarters full at most: probes stay short and mostly within one cache line.
        if (count + 1) * 4 > slots.count * 3 { grow() }
        let textStart = textCount
        if literal.length > 8 { appendTail(of: literal) }
        let slot = Slot(
            hash: key, parent: parent, child: child, textStart: Int32(textStart),
            lengthAndFolding: Self.lengthAndFolding(literal.length, folded: folded), prefix: prefix)
        slots.withMutableView { Self.place(slot, in: $0) }
        count += 1
    }

    /// Keeps the bytes of `literal` after its first eight at the end of the text.
    private mutating func appendTail(of literal: KeyBytes) {
        let tailCount = literal.length - 8
        let needed = textCount + tailCount + Self.padding
        if needed > text.count {
            text.append(contentsOf: repeatElement(0, count: Swift.max(needed, 2 * text.count) - text.count))
        }
        let start = textCount
        let tail = literal.source.slice((literal.start + 8)..<(literal.start + literal.length))
        text.withMutableView { $0.copy(tail, to: start) }
        textCount += tailCount
    }

    /// Drops the zeros after the text beyond its padding, and the room the text array keeps
    /// for growth, for a table about to be published; see ``Swift/Array/releaseSpareCapacity()``.
    mutating func releaseSpareCapacity() {
        if text.count > textCount + Self.padding { text.removeLast(text.count - textCount - Self.padding) }
        text.releaseSpareCapacity()
    }

    /// Puts `slot` in the first empty slot from its place on: where a lookup for it, which
    /// stops at the first empty slot, will look.
    private static func place(_ slot: Slot, in slots: MutableBufferView<Slot>) {
        let mask = slots.count &- 1
        var index = Int(truncatingIfNeeded: slot.hash) & mask
        while slots[index].child >= 0 { index = (index &+ 1) & mask }
        slots[index] = slot
    }

    private mutating func grow() {
        var grown = CacheAlignedArray(repeating: Slot(), count: slots.count * 2)
        slots.withView { old in
            grown.withMutableView { grown in
                for slot in old where slot.child >= 0 { Self.place(slot, in: grown) }
            }
        }
        slots = grown
    }

    /// The index of the first slot, from `start` on in probe order, whose edge has key
    /// `wanted`, leaves `parent` and is spelled as the bytes `key` locates (compared without
    /// case for folded entries, whose `prefix` the caller has folded); `nil` once the probe
    /// reaches an empty slot. The one probe loop both building and matching use; matching
    /// goes on from the next index to find case variants.
    @inline(__always)
    static func nextMatch(
        in slots: BufferView<Slot>, _ text: BufferView<UInt8>, from start: Int,
        wanted: UInt64, parent: Int32, key: KeyBytes, prefix: UInt64, folded: Bool
    ) -> Int? {
        let index = nextMatch(
            in: slots, text, from: start, wanted: wanted, parent: parent, length: key.length, prefix: prefix,
            folded: folded
        ) { key.word(at: $0) }
        return index >= 0 ? index : nil
    }

    /// ``nextMatch(in:_:from:wanted:parent:key:prefix:folded:)`` for a key of `length` bytes
    /// whose words `word(offset)` loads (see ``LiteralKey/hash(length:firstWord:word:)``);
    /// -1 when no slot matches.
    @inline(__always)
    static func nextMatch(
        in slots: BufferView<Slot>, _ text: BufferView<UInt8>, from start: Int,
        wanted: UInt64, parent: Int32, length: Int, prefix: UInt64, folded: Bool, word: (Int) -> UInt64
    ) -> Int {
        let mask = slots.count &- 1
        let lengthAndFolding = Self.lengthAndFolding(length, folded: folded)
        var index = start
        while true {
            let slot = slots[index]
            if slot.hash == wanted, slot.parent == parent, slot.lengthAndFolding == lengthAndFolding,
                slot.prefix == prefix, equalTail(length, word, slot, text, fold: folded)
            {
                return index
            }
            if slot.child < 0 { return -1 }
            index = (index &+ 1) & mask
        }
    }

    /// The child for exactly this literal along an edge with key `wanted` under `parent`, if
    /// there is one; used while building. `literal` is keyed as the table keys it (lowercase
    /// for folded entries), and `prefix` is its first eight bytes. An exact entry, or a folded
    /// one in a table that folds every literal, names at most one child, so the first found
    /// is the one.
    func child(of parent: Int32, wanted: UInt64, literal: KeyBytes, prefix: UInt64, folded: Bool) -> Int32? {
        slots.withView { slots in
            text.withView { text in
                Self.nextMatch(
                    in: slots, text, from: Int(truncatingIfNeeded: wanted) & (slots.count &- 1), wanted: wanted,
                    parent: parent, key: literal, prefix: prefix, folded: folded
                ).map { slots[$0].child }
            }
        }
    }

    /// Whether the bytes after the first eight are the slot's, compared a word at a time; the
    /// caller has compared the lengths and the first eight bytes. Folded slots keep their text
    /// lowercase, so only the key's words need lowercasing.
    @inline(__always)
    static func equalTail(
        _ length: Int, _ word: (Int) -> UInt64, _ slot: Slot, _ text: BufferView<UInt8>, fold: Bool
    ) -> Bool {
        guard length > 8 else { return true }
        // The padding after the text makes every whole-word load from it safe.
        let tail = Int(slot.textStart) &- 8
        var offset = 8
        while offset < length {
            let mask = ByteWords.lowLanes(length &- offset)
            var keyWord = word(offset) & mask
            if fold { keyWord = ByteWords.lowercasedASCII(keyWord) }
            if keyWord != text.paddedWord(at: tail &+ offset) & mask {
                return false
            }
            offset &+= 8
        }
        return true
    }
}
