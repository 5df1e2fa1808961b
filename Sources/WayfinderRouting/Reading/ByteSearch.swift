/// Word-at-a-time searches over UTF-8, eight bytes per step, for the careful reader: what a URL
/// contains that needs care.
enum ByteSearch {
    /// What the whole input contains that needs care: bit 0 a control character or DEL,
    /// bit 1 a `%`, bit 2 a byte outside ASCII.
    @inline(__always)
    static func attention(_ bytes: BufferView<UInt8>, from start: Int) -> UInt8 {
        let count = bytes.count
        var index = start
        var controls: UInt64 = 0
        var percents: UInt64 = 0
        var high: UInt64 = 0
        while index + 8 <= count {
            let value = bytes.paddedWord(at: index)
            // Lanes below 0x20 (ASCII lanes only; non-ASCII lanes have their high bit set).
            controls |= ((value &- ByteWords.ones &* 0x20) & ~value & ByteWords.highs) | ByteWords.lanes(of: value, equalTo: 0x7F)
            percents |= ByteWords.lanes(of: value, equalTo: UInt8(ascii: "%"))
            high |= value & ByteWords.highs
            index += 8
        }
        var result: UInt8 = (controls != 0 ? 1 : 0) | (percents != 0 ? 2 : 0) | (high != 0 ? 4 : 0)
        while index < count {
            let byte = bytes[index]
            if byte < 0x20 || byte == 0x7F { result |= 1 }
            if byte == UInt8(ascii: "%") { result |= 2 }
            if byte >= 0x80 { result |= 4 }
            index += 1
        }
        return result
    }
}
