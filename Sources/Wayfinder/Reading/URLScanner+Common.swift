/// The scanner's first attempt: one pass, eight bytes at a time, over the URL most apps see,
/// with no escapes, no control characters, only ASCII, and an authority without user
/// information or port. It gives up (`nil`) on anything else, and on anything over a limit,
/// so that the careful pass reads that URL and names what is wrong and where; where it does
/// not give up, it finds what the careful pass would.
extension URLScanner {
    @inline(__always)
    static func scanCommon(
        _ bytes: UnsafeBufferPointer<UInt8>, limits: URLLimits, into segments: UnsafeMutableBufferPointer<ByteSpan>
    ) -> URLScan? {
        let count = bytes.count
        guard count > 0, count <= limits.maximumLength, let base = bytes.baseAddress else { return nil }

        var index = 0
        while index < count, ASCII.isSchemeCharacter(base[index]) { index += 1 }
        guard index > 0, index < count, base[index] == UInt8(ascii: ":"), ASCII.isLetter(base[0]) else { return nil }
        let scheme = ByteSpan(0, index)
        let kind = isWebScheme(bytes, scheme) ? URLScan.SchemeKind.web : .custom
        var scan = URLScan(scheme: scheme, kind: kind, host: nil, port: nil, pathStart: 0, segmentCount: 0)
        index += 1

        var segmentLimit = limits.maximumSegments
        if index + 1 < count, base[index] == UInt8(ascii: "/"), base[index + 1] == UInt8(ascii: "/") {
            let start = index + 2
            index = start
            while true {
                index = nextCandidate(base, from: index, count: count, inAuthority: true)
                guard index < count else { break }
                let byte = base[index]
                if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
                if needsCare(byte) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "[") {
                    return nil
                }
                index += 1
            }
            let host = ByteSpan(start, index)
            scan.host = host
            if !host.isEmpty {
                segments[0] = host
                scan.segmentCount = 1
                scan.pathStart = 1
                if kind == .web { segmentLimit += 1 }
            }
        }

        // The path, up to `?`, `#` or the end.
        var segmentStart = index
        while true {
            index = nextCandidate(base, from: index, count: count, inAuthority: false)
            let byte = index < count ? base[index] : 0
            if index < count && byte != UInt8(ascii: "/") && byte != UInt8(ascii: "?") && byte != UInt8(ascii: "#") {
                if needsCare(byte) { return nil }
                index += 1
                continue
            }
            if index > segmentStart {
                guard scan.segmentCount < segmentLimit, scan.segmentCount < segments.count else { return nil }
                segments[scan.segmentCount] = ByteSpan(segmentStart, index)
                scan.segmentCount += 1
            }
            guard byte == UInt8(ascii: "/") else { break }
            index += 1
            segmentStart = index
        }

        if index < count, base[index] == UInt8(ascii: "?") {
            let queryStart = index + 1
            var itemStart = queryStart
            var items = 0
            index = queryStart
            while true {
                index = nextCandidate(base, from: index, count: count, inAuthority: false)
                let byte = index < count ? base[index] : 0
                if index < count && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "#") {
                    if needsCare(byte) { return nil }
                    index += 1
                    continue
                }
                if index > itemStart {
                    items += 1
                    guard items <= limits.maximumQueryItems else { return nil }
                }
                guard byte == UInt8(ascii: "&") else { break }
                index += 1
                itemStart = index
            }
            scan.query = ByteSpan(queryStart, index)
        }

        if index < count {
            // Only `#` ends a query or path here; the fragment runs to the end.
            let fragmentStart = index + 1
            index = fragmentStart
            while true {
                index = nextCandidate(base, from: index, count: count, inAuthority: false)
                guard index < count else { break }
                if needsCare(base[index]) { return nil }
                index += 1
            }
            scan.fragment = ByteSpan(fragmentStart, count)
        }
        return scan
    }

    /// Bytes the careful pass must see: `%`, control characters, DEL and bytes outside ASCII.
    @inline(__always)
    private static func needsCare(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "%")
    }

    /// The index of the first byte from `start` on that may need attention (see
    /// ``candidates(_:inAuthority:)``), or `count`.
    @inline(__always)
    private static func nextCandidate(_ base: UnsafePointer<UInt8>, from start: Int, count: Int, inAuthority: Bool) -> Int {
        var index = start
        while index < count {
            var found = candidates(ByteWords.load(base, index, count: count), inAuthority: inAuthority)
            if index + 8 > count { found &= ByteWords.lowLanes(count - index) }
            if found != 0 { return index + found.trailingZeroBitCount / 8 }
            index += 8
        }
        return count
    }

    /// High bits set in a superset of the lanes that may need attention: every byte below
    /// `0`, which takes in `/`, `#`, `%`, `&` and the control characters, `?`, DEL and bytes
    /// outside ASCII, and in an authority `:`, `@` and `[`. The lowest set lane is exact.
    @inline(__always)
    private static func candidates(_ word: UInt64, inAuthority: Bool) -> UInt64 {
        let low = word & ~ByteWords.highs
        // A lane below 0x30 borrows, and a borrow only ever flags more lanes, never fewer.
        let belowDigits = (word &- ByteWords.ones &* 0x30) & ~word & ByteWords.highs
        let deleteOrHigh = ((low &+ ByteWords.ones) | word) & ByteWords.highs
        var found = belowDigits | deleteOrHigh | ByteWords.lanes(of: word, equalTo: UInt8(ascii: "?"))
        if inAuthority {
            found |= ByteWords.lanes(of: word, equalTo: UInt8(ascii: ":")) | ByteWords.lanes(of: word, equalTo: UInt8(ascii: "@"))
                | ByteWords.lanes(of: word, equalTo: UInt8(ascii: "["))
        }
        return found
    }
}
