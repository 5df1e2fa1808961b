/// How the literal table keys a literal edge: a hash of the parent's path key and the
/// literal's bytes with ASCII case folded, taken a word at a time, and the literal's first
/// eight bytes as they are, which each slot keeps so that most lookups compare one word.
///
/// The parent's path key seeds the hash, so that the edge's key in the table (see
/// ``LiteralTable``) comes out of one multiply per word: a path key is itself the high half of
/// such a hash, well mixed, and needs no mixing of its own.
///
/// The hash ignores ASCII case so that a literal and its case-folded copy land in the same
/// place, and a segment needs hashing once whether it is then compared exactly or without
/// case. It sets bit 5 of every byte rather than lowercasing: that one instruction makes
/// capitals equal to small letters, and only makes a few more pairs of bytes equal (such as
/// `@` and a backquote), which the compare after the hash tells apart.
///
/// Building hashes a literal's own bytes and matching hashes a URL segment's in place, from a
/// padded copy of the URL; both go through ``hash(under:length:firstWord:word:)``, so the two
/// always agree.
struct LiteralKey: Equatable {
    /// The edge's key in the literal table: its low bits say where a probe starts, its high
    /// half is the child's path key (see ``LiteralTable/pathKey(ofChildAt:)``).
    var hash: UInt64
    /// The first eight bytes, little-endian, zero-padded, not folded.
    var prefix: UInt64

    /// The first eight bytes with ASCII capitals lowercased.
    @inline(__always)
    var foldedPrefix: UInt64 { ByteWords.lowercasedASCII(prefix) }

    /// The prefix to compare with a slot's: folded for a folded slot.
    @inline(__always)
    func prefix(folded: Bool) -> UInt64 { folded ? foldedPrefix : prefix }

    /// The key of the edge spelled as the bytes `key` locates, under a parent whose path key
    /// is `parent`.
    @inline(__always)
    init(_ key: KeyBytes, under parent: UInt32) {
        let first = key.firstWord
        self.hash = Self.hash(under: parent, length: key.length, firstWord: first) { key.word(at: $0) }
        self.prefix = first
    }

    /// The hash of `length` bytes whose first eight are `firstWord` (zero-padded) under a parent
    /// whose path key is `parent`, where `word(offset)` loads the eight bytes from `offset` on,
    /// for each multiple of eight below `length`; what it loads past the end is masked off.
    /// The one hash building and matching both use, whichever way they load their words.
    @inline(__always)
    static func hash(under parent: UInt32, length: Int, firstWord: UInt64, word load: (Int) -> UInt64) -> UInt64 {
        var hash = seed ^ UInt64(parent) ^ (UInt64(truncatingIfNeeded: length) &<< 32)
        var offset = 0
        var word = firstWord
        while true {
            hash = (hash ^ (word | caseBits)) &* multiplier
            hash ^= hash >> 32
            offset &+= 8
            guard offset < length else { break }
            word = load(offset) & ByteWords.lowLanes(length &- offset)
        }
        return hash
    }

    /// The key of `length` bytes from `start` in a ``PaddedBytes`` copy, which has eight
    /// readable bytes after its end: every word loads whole, with no bound check.
    @inline(__always)
    init(paddedIn bytes: BufferView<UInt8>, from start: Int, length: Int, under parent: UInt32) {
        let first = bytes.paddedWord(at: start) & ByteWords.lowLanes(length)
        self.hash = Self.hash(under: parent, length: length, firstWord: first) { bytes.paddedWord(at: start &+ $0) }
        self.prefix = first
    }

    /// The key of a whole buffer under a parent whose path key is `parent`.
    @inline(__always)
    init(_ bytes: BufferView<UInt8>, under parent: UInt32) {
        self.init(KeyBytes(bytes), under: parent)
    }

    private static let caseBits: UInt64 = 0x2020_2020_2020_2020
    private static let seed: UInt64 = 0xCBF2_9CE4_8422_2325
    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
}

/// Where a key's bytes lie: `length` bytes from `start`, in a buffer that may be read up to
/// `limit`, so that words can be loaded whole past the key's end.
struct KeyBytes {
    let source: BufferView<UInt8>
    let start: Int
    let length: Int
    let limit: Int

    init(source: BufferView<UInt8>, start: Int, length: Int, limit: Int) {
        self.source = source
        self.start = start
        self.length = length
        self.limit = limit
    }

    /// The eight bytes at `offset` from the key's start, whole up to `limit`, zero-padded.
    @inline(__always)
    func word(at offset: Int) -> UInt64 { source.word(at: start &+ offset, readableTo: limit) }

    /// The first eight bytes, little-endian, zero-padded.
    @inline(__always)
    var firstWord: UInt64 { word(at: 0) & ByteWords.lowLanes(length) }

    /// The key's bytes alone.
    var bytes: BufferView<UInt8> { source.slice(start..<(start + length)) }

    /// A span of a ``PaddedBytes`` copy of a URL, whose words may load whole into the padding
    /// after the copy's end.
    @inline(__always)
    init(_ span: ByteSpan, inPadded bytes: BufferView<UInt8>) {
        self.init(
            source: bytes, start: Int(span.start), length: Int(span.end &- span.start),
            limit: bytes.count + PaddedBytes.padding)
    }

    /// A whole buffer's bytes.
    init(_ bytes: BufferView<UInt8>) {
        self.init(source: bytes, start: 0, length: bytes.count, limit: bytes.count)
    }
}
