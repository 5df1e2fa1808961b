/// How the literal table keys a literal: a hash of its bytes taken a word at a time, and its
/// first eight bytes, which each slot keeps so that most lookups compare one word.
///
/// Building hashes a literal's own bytes and matching hashes a URL segment's in place; both go
/// through ``init(_:start:end:count:fold:)``, so the two always agree.
struct LiteralKey: Equatable {
    var hash: UInt64
    /// The first eight bytes, little-endian, zero-padded.
    var prefix: UInt64

    /// The key of `base[start..<end]`, where `count` bounds what may be read; lowercased as ASCII
    /// first when `fold` is set.
    @inline(__always)
    init(_ base: UnsafePointer<UInt8>, start: Int, end: Int, count: Int, fold: Bool) {
        let length = end - start
        var hash = Self.seed ^ UInt64(truncatingIfNeeded: length)
        var prefix: UInt64 = 0
        var offset = start
        while offset < end {
            var word = ByteWords.load(base, offset, count: count) & ByteWords.lowLanes(end - offset)
            if fold { word = ByteWords.lowercasedASCII(word) }
            if offset == start { prefix = word }
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
        let key = KeyBytes(bytes)
        self.init(key.base, start: 0, end: key.length, count: key.limit, fold: fold)
    }

    private static let seed: UInt64 = 0xCBF2_9CE4_8422_2325
    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
}
