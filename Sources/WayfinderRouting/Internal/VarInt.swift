/// Unsigned integers written in as few bytes as they need: seven bits a byte, the high bit
/// set on every byte but the last (LEB128).
///
/// Route records store many small numbers (identifiers, lengths, segment positions); most fit
/// in one byte, so a fixed width would waste most of what it takes.
enum VarInt {
    /// Appends `value`, which must not be negative.
    @inline(__always)
    static func append(_ value: Int, to bytes: inout [UInt8]) {
        // Most values take one or two bytes; only those are worth writing inline.
        if UInt(bitPattern: value) < 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value))
        } else if UInt(bitPattern: value) < 0x4000 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            bytes.append(UInt8(truncatingIfNeeded: value >> 7))
        } else {
            appendLong(value, to: &bytes)
        }
    }

    /// The most bytes a value takes: seven bits a byte of sixty-four.
    static let maximumLength = 10

    /// Writes `value`, which must not be negative, at `destination`, which has room for
    /// ``maximumLength`` bytes; returns how many it wrote. ``append(_:to:)`` writes values of
    /// three bytes and more through it.
    @inline(__always)
    static func write(_ value: Int, to destination: MutableBufferView<UInt8>) -> Int {
        precondition(value >= 0, "VarInt stores only non-negative values")
        var rest = UInt(bitPattern: value)
        var written = 0
        while rest >= 0x80 {
            destination[written] = UInt8(truncatingIfNeeded: rest) | 0x80
            rest >>= 7
            written &+= 1
        }
        destination[written] = UInt8(truncatingIfNeeded: rest)
        return written &+ 1
    }

    private static func appendLong(_ value: Int, to bytes: inout [UInt8]) {
        withTemporaryView(of: UInt8.self, capacity: maximumLength) { buffer in
            let written = write(value, to: buffer)
            bytes.append(contentsOf: buffer.prefix(written))
        }
    }

    /// Reads the value at `offset` and moves `offset` past it.
    @inline(__always)
    static func read(_ bytes: BufferView<UInt8>, at offset: inout Int) -> Int {
        var byte = bytes[offset]
        offset += 1
        if byte < 0x80 { return Int(byte) }
        var value = UInt(byte & 0x7F)
        var shift: UInt = 7
        repeat {
            byte = bytes[offset]
            offset += 1
            value |= UInt(byte & 0x7F) << shift
            shift += 7
        } while byte >= 0x80
        return Int(value)
    }
}
