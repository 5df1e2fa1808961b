/// Word-at-a-time searches over UTF-8, eight bytes per step: the scanner's fast path for the
/// common URL with no escapes and no control characters.
enum ByteSearch {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// High bits set in the lanes of `word` that are zero; the lowest set bit is always exact.
    @inline(__always)
    private static func zeroLanes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highs
    }

    @inline(__always)
    private static func lanes(of word: UInt64, equalTo byte: UInt8) -> UInt64 {
        zeroLanes(word ^ (ones &* UInt64(byte)))
    }

    @inline(__always)
    private static func word(_ base: UnsafePointer<UInt8>, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
    }

    /// What the whole input contains that needs care: bit 0 a control character or DEL,
    /// bit 1 a `%`, bit 2 a byte outside ASCII.
    @inline(__always)
    static func attention(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> UInt8 {
        guard let base = bytes.baseAddress else { return 0 }
        let count = bytes.count
        var index = start
        var controls: UInt64 = 0
        var percents: UInt64 = 0
        var high: UInt64 = 0
        while index + 8 <= count {
            let value = word(base, index)
            // Lanes below 0x20 (ASCII lanes only; non-ASCII lanes have their high bit set).
            controls |= ((value &- ones &* 0x20) & ~value & highs) | lanes(of: value, equalTo: 0x7F)
            percents |= lanes(of: value, equalTo: UInt8(ascii: "%"))
            high |= value & highs
            index += 8
        }
        var result: UInt8 = (controls != 0 ? 1 : 0) | (percents != 0 ? 2 : 0) | (high != 0 ? 4 : 0)
        while index < count {
            let byte = base[index]
            if byte < 0x20 || byte == 0x7F { result |= 1 }
            if byte == UInt8(ascii: "%") { result |= 2 }
            if byte >= 0x80 { result |= 4 }
            index += 1
        }
        return result
    }

    /// The index of the first `/`, `?` or `#` at or after `start`, or the end.
    @inline(__always)
    static func pathDelimiter(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        firstIndex(in: bytes, from: start, of: UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"))
    }

    /// The index of the first `&` or `#` at or after `start`, or the end.
    @inline(__always)
    static func queryDelimiter(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        firstIndex(in: bytes, from: start, of: UInt8(ascii: "&"), UInt8(ascii: "#"), UInt8(ascii: "#"))
    }

    /// The index of the first of three bytes (which may repeat) at or after `start`, or the end.
    @inline(__always)
    private static func firstIndex(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, of first: UInt8, _ second: UInt8, _ third: UInt8
    ) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let count = bytes.count
        var index = start
        while index + 8 <= count {
            let value = word(base, index)
            let found = lanes(of: value, equalTo: first) | lanes(of: value, equalTo: second) | lanes(of: value, equalTo: third)
            if found != 0 { return index + found.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < count {
            let byte = base[index]
            if byte == first || byte == second || byte == third { return index }
            index += 1
        }
        return count
    }
}
