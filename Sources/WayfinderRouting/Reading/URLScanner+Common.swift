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
        _ bytes: BufferView<UInt8>, limits: URLLimits, into segments: MutableBufferView<ByteSpan>
    ) -> URLScan? {
        let count = bytes.count
        guard count > 0, count <= limits.maximumLength else { return nil }
        // Reads go up to the zero padding after the copy's end.
        let base = bytes.includingPadding()
        let segmentBase = segments

        // The scheme runs to the first byte that cannot be in one, found a word at a time; the
        // zero padding cannot be, so the search stops by `count`.
        var index = 0
        while true {
            let stops = ~schemeCharacterLanes(base.paddedWord(at: index)) & ByteWords.highs
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
        // Where the part just read ends: at its end byte, or at `count`, where the zero
        // padding stands in for one that is none of `/`, `?`, `&` and `#`.
        var end = index &- 1
        if index &+ 1 < count, base[index] == UInt8(ascii: "/"), base[index &+ 1] == UInt8(ascii: "/") {
            // The authority: its end is where the path starts. A port or user information is
            // the careful pass's to read.
            let start = index &+ 2
            guard let found = partEnd(base, from: start, count: count, isEnd: { isPathDelimiter($0) || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "@") }),
                  base[found] != UInt8(ascii: ":"), base[found] != UInt8(ascii: "@")
            else { return nil }
            // A web host the careful pass would refuse (an IP address, a trailing dot, '\\')
            // is the careful pass's to read, so both readings agree.
            if kind == .web, webHostProblem(base, start, found) != nil { return nil }
            let host = ByteSpan(start, found)
            scan.host = host
            if !host.isEmpty {
                segmentBase[0] = host
                segmentCount = 1
                scan.pathStart = 1
                if kind == .web { segmentLimit &+= 1 }
            }
            // The path starts at the authority's end byte, not after it.
            end = found &- 1
        }

        // The path, to the end, `?` or `#`; empty segments are skipped.
        repeat {
            let segmentStart = end &+ 1
            guard let found = partEnd(base, from: segmentStart, count: count, isEnd: isPathDelimiter) else { return nil }
            end = found
            if end > segmentStart {
                guard segmentCount < segmentLimit, segmentCount < segments.count else { return nil }
                segmentBase[segmentCount] = ByteSpan(segmentStart, end)
                segmentCount &+= 1
            }
        } while base[end] == UInt8(ascii: "/")
        scan.segmentCount = segmentCount

        // The query, to the end or `#`, counting its non-empty items.
        if end < count, base[end] == UInt8(ascii: "?") {
            let start = end &+ 1
            var items = 0
            repeat {
                let itemStart = end &+ 1
                guard let found = partEnd(base, from: itemStart, count: count, isEnd: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "#") })
                else { return nil }
                end = found
                if end > itemStart {
                    items &+= 1
                    guard items <= limits.maximumQueryItems else { return nil }
                }
            } while base[end] == UInt8(ascii: "&")
            scan.query = ByteSpan(start, end)
        }

        // The fragment: only checked.
        if end < count {
            let start = end &+ 1
            guard partEnd(base, from: start, count: count, isEnd: { _ in false }) != nil else { return nil }
            scan.fragment = ByteSpan(start, count)
        }
        return scan
    }

    /// Where the part from `start` ends: at the first byte `isEnd` accepts, or at `count`;
    /// `nil` when a byte before that needs the careful pass. Bytes that are marked (see
    /// ``markedLanes(_:)``) but neither end the part nor need care are stepped over.
    @inline(__always)
    static func partEnd(
        _ base: BufferView<UInt8>, from start: Int, count: Int, isEnd: (UInt8) -> Bool
    ) -> Int? {
        var index = start
        while true {
            index = nextMarked(base, from: index)
            let byte = base[index]
            if index == count || isEnd(byte) { return index }
            if needsCare(byte) { return nil }
            index &+= 1
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
