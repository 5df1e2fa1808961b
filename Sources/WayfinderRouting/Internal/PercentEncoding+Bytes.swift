extension PercentEncoding {
    /// Decodes bytes whose escapes were already checked by the scanner, writing into `output`,
    /// which must hold at least `source.count` bytes. Returns the decoded length.
    @inline(__always)
    static func decodeChecked(
        _ source: BufferView<UInt8>, into output: MutableBufferView<UInt8>, plusAsSpace: Bool
    ) -> Int {
        var read = 0
        var written = 0
        let count = source.count
        while read < count {
            let byte = source[read]
            if byte == UInt8(ascii: "%"), read + 2 < count, let high = ASCII.hexValue(source[read + 1]),
                let low = ASCII.hexValue(source[read + 2])
            {
                output[written] = high << 4 | low
                read += 3
            } else {
                output[written] = plusAsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte
                read += 1
            }
            written += 1
        }
        return written
    }

    /// The decoded bytes of an already checked range.
    static func decodedBytes(_ source: BufferView<UInt8>, plusAsSpace: Bool) -> [UInt8] {
        guard !source.isEmpty else { return [] }
        return [UInt8](capacity: source.count) { decodeChecked(source, into: $0, plusAsSpace: plusAsSpace) }
    }

    /// The decoded text of an already checked range; decodes only when there is something to do.
    static func decodedString(_ source: BufferView<UInt8>, plusAsSpace: Bool) -> String {
        let needsWork = source.contains { $0 == UInt8(ascii: "%") || (plusAsSpace && $0 == UInt8(ascii: "+")) }
        guard needsWork else { return String(decoding: source, as: UTF8.self) }
        return String(decoding: decodedBytes(source, plusAsSpace: plusAsSpace), as: UTF8.self)
    }
}
