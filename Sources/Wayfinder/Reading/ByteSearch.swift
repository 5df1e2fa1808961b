/// Word-at-a-time searches over UTF-8, eight bytes per step, for the careful reader: what a URL
/// contains that needs care, and where its delimiters are when it has none of that.
enum ByteSearch {
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
            let value = ByteWords.load(base, index, count: count)
            // Lanes below 0x20 (ASCII lanes only; non-ASCII lanes have their high bit set).
            controls |= ((value &- ByteWords.ones &* 0x20) & ~value & ByteWords.highs) | ByteWords.lanes(of: value, equalTo: 0x7F)
            percents |= ByteWords.lanes(of: value, equalTo: UInt8(ascii: "%"))
            high |= value & ByteWords.highs
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
            let value = ByteWords.load(base, index, count: count)
            let found = ByteWords.lanes(of: value, equalTo: first) | ByteWords.lanes(of: value, equalTo: second) | ByteWords.lanes(of: value, equalTo: third)
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
