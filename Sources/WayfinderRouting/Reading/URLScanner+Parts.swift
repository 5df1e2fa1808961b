/// How ``URLScanner/scan(_:limits:into:mode:)`` finds where a part of a URL ends: by jumping
/// from one byte that may matter to the next, a word of eight bytes at a time, over a padded
/// copy (see ``PaddedBytes``).
extension URLScanner {
    /// Where the scheme ends: at the first byte that cannot be in one (see
    /// ``ASCII/isSchemeCharacter(_:)``), found a word at a time; the zero padding cannot be in
    /// one, so the search stops by the end.
    @inline(__always)
    static func schemeEnd(_ base: BufferView<UInt8>) -> Int {
        var index = 0
        while true {
            let stops = ~schemeCharacterLanes(base.paddedWord(at: index)) & ByteWords.highs
            if stops != 0 { return index &+ stops.trailingZeroBitCount &>> 3 }
            index &+= 8
        }
    }

    /// Where the part from `start` ends: at the first byte `isEnd` accepts, or at `count`.
    /// Bytes that are marked (see ``markedLanes(_:)``) but neither end the part nor need care
    /// are stepped over; one that needs care is the mode's to step over, or to fail on.
    @inline(__always)
    static func partEnd<Mode: URLScanMode>(
        _ base: BufferView<UInt8>, from start: Int, count: Int, mode: Mode.Type, seen: inout Seen,
        isEnd: (UInt8) -> Bool
    ) throws(Mode.Failure) -> Int {
        var index = start
        while true {
            index = nextMarked(base, from: index)
            let byte = base[index]
            if index == count || isEnd(byte) { return index }
            if needsCare(byte) {
                try Mode.stepOver(base, at: &index, count: count, seen: &seen)
            } else {
                index &+= 1
            }
        }
    }

    /// The first byte from `start` on that may end a part or need care (see
    /// ``markedLanes(_:)``); the zero padding is one, so the search stops by the end.
    @inline(__always)
    static func nextMarked(_ base: BufferView<UInt8>, from start: Int) -> Int {
        var offset = start
        while true {
            let marked = markedLanes(base.paddedWord(at: offset))
            if marked != 0 { return offset &+ marked.trailingZeroBitCount &>> 3 }
            offset &+= 8
        }
    }

    /// High bits set, exactly, in the lanes holding a byte that may end a part or need care:
    /// every byte below `0`, which takes in `/`, `#`, `%`, `&`, the zero padding and the
    /// control characters; `:` through `@`, which takes in `?` and an authority's `:` and `@`;
    /// DEL and bytes outside ASCII. Letters and digits, most of most URLs, are not marked.
    @inline(__always)
    static func markedLanes(_ word: UInt64) -> UInt64 {
        // Seven bits per lane, so that adding never carries into the next lane.
        let low = word & ~ByteWords.highs
        let fromDigits = low &+ ByteWords.ones &* (0x80 - 0x30)
        let fromDelete = low &+ ByteWords.ones &* (0x80 - 0x7F)
        let fromColon = low &+ ByteWords.ones &* (0x80 - 0x3A)
        let pastAt = low &+ ByteWords.ones &* (0x80 - 0x41)
        return (~fromDigits | fromDelete | word | (fromColon & ~pastAt)) & ByteWords.highs
    }

    @inline(__always)
    static func isPathDelimiter(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
    }

    /// `:` and `@`, which in an authority set off a port and user information.
    @inline(__always)
    static func isAuthorityMark(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@")
    }

    /// High bits set, exactly, in the lanes holding a byte a scheme may have (see
    /// ``ASCII/isSchemeCharacter(_:)``): a letter, a digit, `+`, `-` or `.`.
    @inline(__always)
    private static func schemeCharacterLanes(_ word: UInt64) -> UInt64 {
        let caseless = word | ByteWords.ones &* 0x20
        let found =
            ByteWords.lanes(of: caseless, from: UInt8(ascii: "a"), through: UInt8(ascii: "z"))
            | ByteWords.lanes(of: word, from: UInt8(ascii: "0"), through: UInt8(ascii: "9"))
            | ByteWords.lanes(of: word, from: UInt8(ascii: "-"), through: UInt8(ascii: "."))
            | ByteWords.lanes(of: word, from: UInt8(ascii: "+"), through: UInt8(ascii: "+"))
        // Bytes outside ASCII were judged by their low bits above.
        return found & ~word
    }

    /// Bytes a mode decides about: `%`, control characters, DEL and bytes outside ASCII.
    @inline(__always)
    static func needsCare(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "%")
    }
}
