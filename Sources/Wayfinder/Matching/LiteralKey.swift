/// How the literal table keys a literal: a hash of its bytes taken a word at a time, and its
/// first eight bytes, which each slot keeps so that most lookups compare one word.
///
/// Building hashes a literal's own bytes and matching hashes a URL segment's in place; both go
/// through ``init(_:fold:)-(KeyBytes,_)``, so the two always agree.
struct LiteralKey: Equatable {
    var hash: UInt64
    /// The first eight bytes, little-endian, zero-padded.
    var prefix: UInt64

    /// The key of the bytes `key` locates, lowercased as ASCII first when `fold` is set.
    @inline(__always)
    init(_ key: KeyBytes, fold: Bool) {
        let end = key.start + key.length
        var hash = Self.seed ^ UInt64(truncatingIfNeeded: key.length)
        var prefix: UInt64 = 0
        var offset = key.start
        while offset < end {
            var word = ByteWords.load(key.base, offset, count: key.limit) & ByteWords.lowLanes(end - offset)
            if fold { word = ByteWords.lowercasedASCII(word) }
            if offset == key.start { prefix = word }
            hash = (hash ^ word) &* Self.multiplier
            hash ^= hash >> 32
            offset += 8
        }
        self.hash = hash
        self.prefix = prefix
    }

    /// The key of a whole buffer.
    @inline(__always)
    init(_ bytes: UnsafeBufferPointer<UInt8>, fold: Bool) {
        self.init(KeyBytes(bytes), fold: fold)
    }

    private static let seed: UInt64 = 0xCBF2_9CE4_8422_2325
    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
}

/// Where a key's bytes lie: `length` bytes from `start`, in a buffer that may be read up to
/// `limit`, so that words can be loaded whole past the key's end.
struct KeyBytes {
    let base: UnsafePointer<UInt8>
    let start: Int
    let length: Int
    let limit: Int

    init(base: UnsafePointer<UInt8>, start: Int, length: Int, limit: Int) {
        self.base = base
        self.start = start
        self.length = length
        self.limit = limit
    }

    /// A whole buffer's bytes.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        // An empty buffer may have no address; nothing is read from it either way.
        self.init(base: bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!, start: 0, length: bytes.count, limit: bytes.count)
    }
}
