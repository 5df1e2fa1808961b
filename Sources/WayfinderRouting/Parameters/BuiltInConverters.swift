/// The built-in parameter types, checked on bytes so matching makes no `String` for them.
package enum BuiltInConverters {
    /// Whether `bytes` are one to sixteen ASCII digits, checked eight at a time: such a run is
    /// always an `Int`, and it is what most integer path segments are. Signs, longer runs and
    /// anything else are for ``isInt(_:)`` to judge.
    @inline(__always)
    static func isShortDigitRun(_ key: KeyBytes) -> Bool {
        let count = key.length
        guard count > 0, count <= 16 else { return false }
        let firstLanes = ByteWords.lowLanes(count) & ByteWords.highs
        guard digitLanes(key.firstWord) & firstLanes == firstLanes else { return false }
        guard count > 8 else { return true }
        let secondLanes = ByteWords.lowLanes(count &- 8) & ByteWords.highs
        return digitLanes(key.word(at: 8)) & secondLanes == secondLanes
    }

    /// High bits set in the lanes holding an ASCII digit.
    @inline(__always)
    private static func digitLanes(_ word: UInt64) -> UInt64 {
        ByteWords.lanes(of: word, from: UInt8(ascii: "0"), through: UInt8(ascii: "9")) & ~word
    }

    /// What `Int(_:)` accepts: an optional sign and decimal digits that fit in 64 bits.
    static func isInt(_ bytes: some Collection<UInt8>) -> Bool {
        var iterator = bytes.makeIterator()
        guard var byte = iterator.next() else { return false }
        let negative = byte == UInt8(ascii: "-")
        if negative || byte == UInt8(ascii: "+") {
            guard let next = iterator.next() else { return false }
            byte = next
        }
        var magnitude: UInt64 = 0
        while true {
            guard ASCII.isDigit(byte) else { return false }
            let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
            if overflow1 || overflow2 { return false }
            magnitude = sum
            guard let next = iterator.next() else { break }
            byte = next
        }
        return magnitude <= (negative ? UInt64(Int64.max) + 1 : UInt64(Int64.max))
    }

    /// `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`: a decimal, no `inf`/`nan`/hex.
    package static func isDecimal(_ bytes: some Collection<UInt8>) -> Bool {
        var index = bytes.startIndex
        func peek() -> UInt8? { index == bytes.endIndex ? nil : bytes[index] }
        func advance() { index = bytes.index(after: index) }
        func digits() -> Int {
            var count = 0
            while let byte = peek(), ASCII.isDigit(byte) {
                advance()
                count += 1
            }
            return count
        }
        if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { advance() }
        var mantissaDigits = digits()
        if peek() == UInt8(ascii: ".") {
            advance()
            mantissaDigits += digits()
        }
        guard mantissaDigits > 0 else { return false }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            advance()
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { advance() }
            guard digits() > 0 else { return false }
        }
        return index == bytes.endIndex
    }

    /// A finite decimal; the value is parsed only to rule out overflow to infinity.
    static func isDouble(_ bytes: BufferView<UInt8>) -> Bool {
        guard isDecimal(bytes) else { return false }
        return Double(String(decoding: bytes, as: UTF8.self))?.isFinite ?? false
    }

    /// `8-4-4-4-12` hexadecimal digits, either case.
    static func isUUID(_ bytes: BufferView<UInt8>) -> Bool {
        guard bytes.count == 36 else { return false }
        for (offset, byte) in bytes.enumerated() {
            if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                if byte != UInt8(ascii: "-") { return false }
            } else if ASCII.hexValue(byte) == nil {
                return false
            }
        }
        return true
    }
}
