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

    /// The marked bytes of a padded URL (see ``markedLanes(_:)``), in order, a word at a time.
    /// A word's marks outlive the part that needed the first of them, so that the next part,
    /// which starts after it, reads on from them: a path of short segments loads each of its
    /// words once, not once per segment.
    struct MarkedBytes {
        /// Where the word whose marks are left starts.
        private var wordStart: Int
        /// High bits of the marked lanes of that word not read yet, from the cursor's position on.
        private var marks: UInt64

        /// A cursor whose first marked byte is the first from `start` on.
        @inline(__always)
        init(_ base: BufferView<UInt8>, from start: Int) {
            wordStart = start
            marks = markedLanes(base.paddedWord(at: start))
        }

        /// The next marked byte's index; the zero padding is marked, so the search stops by
        /// the end.
        @inline(__always)
        mutating func next(_ base: BufferView<UInt8>) -> Int {
            while marks == 0 {
                wordStart &+= 8
                marks = markedLanes(base.paddedWord(at: wordStart))
            }
            let index = wordStart &+ marks.trailingZeroBitCount &>> 3
            marks &= marks &- 1
            return index
        }
    }

    /// Where the part whose first byte is `marked`'s position ends: at the first byte `isEnd`
    /// accepts, or at `count`, which `marked` has then stepped past. Bytes that are marked but
    /// neither end the part nor need care are stepped over; one that needs care is the mode's
    /// to step over, or to fail on.
    @inline(__always)
    static func partEnd<Mode: URLScanMode>(
        _ base: BufferView<UInt8>, _ marked: inout MarkedBytes, count: Int, mode: Mode.Type, seen: inout Seen,
        isEnd: (UInt8) -> Bool
    ) throws(Mode.Failure) -> Int {
        while true {
            var index = marked.next(base)
            let byte = base[index]
            if index == count || isEnd(byte) { return index }
            if needsCare(byte) {
                try Mode.stepOver(base, at: &index, count: count, seen: &seen)
                marked = MarkedBytes(base, from: index)
            }
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
