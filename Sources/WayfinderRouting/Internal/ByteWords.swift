/// Eight bytes at a time: classifying or lowercasing all eight lanes of a word (loaded with
/// ``BufferView/word(at:)``) with a few instructions.
enum ByteWords {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highs: UInt64 = 0x8080_8080_8080_8080

    /// A mask keeping the low `count` lanes of a word; all of them from eight on. `count`
    /// must not be negative.
    @inline(__always)
    static func lowLanes(_ count: Int) -> UInt64 {
        // Below eight lanes the shift is under 64, so the unchecked shift is exact.
        count >= 8 ? ~0 : (1 &<< (UInt64(truncatingIfNeeded: count) &* 8)) &- 1
    }

    /// High bits set in the lanes of `word` that are zero; the lowest set bit is always exact.
    @inline(__always)
    static func zeroLanes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highs
    }

    /// High bits set in the lanes equal to `byte`; the lowest set bit is always exact.
    @inline(__always)
    static func lanes(of word: UInt64, equalTo byte: UInt8) -> UInt64 {
        zeroLanes(word ^ (ones &* UInt64(byte)))
    }

    /// High bits set in the lanes whose low seven bits lie in `low...high` (both below 0x80);
    /// exact in every lane, since seven-bit lanes never carry into the next one. Lanes with the
    /// high bit set are judged by their low seven bits, so callers that care mask them off.
    @inline(__always)
    static func lanes(of word: UInt64, from low: UInt8, through high: UInt8) -> UInt64 {
        let sevenBits = word & ~highs
        let atLeastLow = sevenBits &+ ones &* UInt64(0x80 &- low)
        let aboveHigh = sevenBits &+ ones &* UInt64(0x7F &- high)
        return atLeastLow & ~aboveHigh & highs
    }

    /// The word with ASCII capitals lowercased; other bytes, non-ASCII ones too, unchanged.
    @inline(__always)
    static func lowercasedASCII(_ word: UInt64) -> UInt64 {
        // Bytes outside ASCII are judged by their low seven bits, so their lanes are masked off.
        let capitals = lanes(of: word, from: UInt8(ascii: "A"), through: UInt8(ascii: "Z")) & ~word
        // A capital's high bit moved to bit 5 of its lane is the bit that lowercases it.
        return word | (capitals >> 2)
    }
}
