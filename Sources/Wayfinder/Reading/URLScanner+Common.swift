/// The scanner's first attempt: one pass over the URL most apps see, with no escapes, no
/// control characters, only ASCII, and an authority without user information or port. It
/// gives up (`nil`) on anything else, and on anything over a limit, so that the careful pass
/// reads that URL and names what is wrong and where; where it does not give up, it finds what
/// the careful pass would.
///
/// Each part is read by jumping from one byte that may matter to the next (see
/// ``URLScanner/nextMarked(_:from:)``), so a run of letters and digits costs a few
/// instructions per eight bytes, and each part has its own small loop.
///
/// `bytes` must be followed by ``PaddedBytes/padding`` zero bytes, as a ``PaddedBytes`` copy
/// is: every word loads whole, and the zero after the last byte ends every search.
extension URLScanner {
    @inline(__always)
    static func scanCommon(
        _ bytes: UnsafeBufferPointer<UInt8>, limits: URLLimits, into segments: UnsafeMutableBufferPointer<ByteSpan>
    ) -> URLScan? {
        let count = bytes.count
        guard count > 0, count <= limits.maximumLength, let base = bytes.baseAddress,
              let segmentBase = segments.baseAddress
        else { return nil }

        // The scheme runs to the first byte that cannot be in one, found a word at a time; the
        // zero padding cannot be, so the search stops by `count`.
        var index = 0
        while true {
            let stops = ~schemeCharacterLanes(ByteWords.loadPadded(base, index)) & ByteWords.highs
            if stops != 0 {
                index &+= stops.trailingZeroBitCount &>> 3
                break
            }
            index &+= 8
        }
        guard index > 0, index < count, base[index] == UInt8(ascii: ":"), ASCII.isLetter(base[0]) else { return nil }
        let scheme = ByteSpan(0, index)
        let kind = isWebScheme(bytes, scheme) ? URLScan.SchemeKind.web : .custom
        var scan = URLScan(scheme: scheme, kind: kind, host: nil, port: nil, pathStart: 0, segmentCount: 0)
        index &+= 1

        var segmentCount = 0
        var segmentLimit = limits.maximumSegments
        if index &+ 1 < count, base[index] == UInt8(ascii: "/"), base[index &+ 1] == UInt8(ascii: "/") {
            // The authority: its end is where the path starts.
            let start = index &+ 2
            index = start
            while true {
                index = nextMarked(base, from: index)
                let byte = base[index]
                if index == count || isPathDelimiter(byte) { break }
                // A port or user information is the careful pass's to read.
                if byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@") || needsCare(byte) { return nil }
                index &+= 1
            }
            let host = ByteSpan(start, index)
            scan.host = host
            if !host.isEmpty {
                segmentBase[0] = host
                segmentCount = 1
                scan.pathStart = 1
                if kind == .web { segmentLimit &+= 1 }
            }
        }

        // The path, to the end, `?` or `#`; empty segments are skipped.
        var segmentStart = index
        var end: Int
        while true {
            index = nextMarked(base, from: index)
            let byte = base[index]
            if index == count || isPathDelimiter(byte) {
                if index > segmentStart {
                    guard segmentCount < segmentLimit, segmentCount < segments.count else { return nil }
                    segmentBase[segmentCount] = ByteSpan(segmentStart, index)
                    segmentCount &+= 1
                }
                end = index
                index &+= 1
                // The zero after the last byte is no `/` either.
                if byte != UInt8(ascii: "/") { break }
                segmentStart = index
            } else if needsCare(byte) {
                return nil
            } else {
                index &+= 1
            }
        }
        scan.segmentCount = segmentCount

        // The query, to the end or `#`, counting its non-empty items.
        if end < count, base[end] == UInt8(ascii: "?") {
            let start = index
            var itemStart = index
            var items = 0
            while true {
                index = nextMarked(base, from: index)
                let byte = base[index]
                if index == count || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "#") {
                    if index > itemStart {
                        items &+= 1
                        guard items <= limits.maximumQueryItems else { return nil }
                    }
                    end = index
                    index &+= 1
                    if byte != UInt8(ascii: "&") { break }
                    itemStart = index
                } else if needsCare(byte) {
                    return nil
                } else {
                    index &+= 1
                }
            }
            scan.query = ByteSpan(start, end)
        }

        // The fragment: only checked.
        if end < count {
            let start = index
            while true {
                index = nextMarked(base, from: index)
                if index == count { break }
                if needsCare(base[index]) { return nil }
                index &+= 1
            }
            scan.fragment = ByteSpan(start, count)
        }
        return scan
    }

    /// The first byte from `start` on that may end a part or need care (see
    /// ``markedLanes(_:)``); the zero padding is one, so the search stops by the end.
    @inline(__always)
    static func nextMarked(_ base: UnsafePointer<UInt8>, from start: Int) -> Int {
        var offset = start
        while true {
            let marked = markedLanes(ByteWords.loadPadded(base, offset))
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
    private static func isPathDelimiter(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
    }

    /// High bits set, exactly, in the lanes holding a byte a scheme may have (see
    /// ``ASCII/isSchemeCharacter(_:)``): a letter, a digit, `+`, `-` or `.`.
    @inline(__always)
    private static func schemeCharacterLanes(_ word: UInt64) -> UInt64 {
        let caseless = word | ByteWords.ones &* 0x20
        let found = ByteWords.lanes(of: caseless, from: UInt8(ascii: "a"), through: UInt8(ascii: "z"))
            | ByteWords.lanes(of: word, from: UInt8(ascii: "0"), through: UInt8(ascii: "9"))
            | ByteWords.lanes(of: word, from: UInt8(ascii: "-"), through: UInt8(ascii: "."))
            | ByteWords.lanes(of: word, from: UInt8(ascii: "+"), through: UInt8(ascii: "+"))
        // Bytes outside ASCII were judged by their low bits above.
        return found & ~word
    }

    /// Bytes the careful pass must see: `%`, control characters, DEL and bytes outside ASCII.
    @inline(__always)
    private static func needsCare(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "%")
    }
}
