/// The scanner's first attempt: one pass, eight bytes at a time, over the URL most apps see,
/// with no escapes, no control characters, only ASCII, and an authority without user
/// information or port. It gives up (`nil`) on anything else, and on anything over a limit,
/// so that the careful pass reads that URL and names what is wrong and where; where it does
/// not give up, it finds what the careful pass would.
///
/// `bytes` must be followed by ``PaddedBytes/padding`` readable bytes, as a
/// ``PaddedBytes`` copy is, so that every word loads whole.
extension URLScanner {
    @inline(__always)
    static func scanCommon(
        _ bytes: UnsafeBufferPointer<UInt8>, limits: URLLimits, into segments: UnsafeMutableBufferPointer<ByteSpan>
    ) -> URLScan? {
        let count = bytes.count
        guard count > 0, count <= limits.maximumLength, let base = bytes.baseAddress else { return nil }

        // The scheme runs to the first byte that cannot be in one, found a word at a time; the
        // zero padding cannot be, so the search stops by `count`.
        var index = 0
        while true {
            let stops = ~schemeCharacterLanes(ByteWords.loadPadded(base, index)) & ByteWords.highs
            if stops != 0 {
                index &+= stops.trailingZeroBitCount / 8
                break
            }
            index &+= 8
        }
        guard index > 0, index < count, base[index] == UInt8(ascii: ":"), ASCII.isLetter(base[0]) else { return nil }
        let scheme = ByteSpan(0, index)
        let kind = isWebScheme(bytes, scheme) ? URLScan.SchemeKind.web : .custom
        var scan = URLScan(scheme: scheme, kind: kind, host: nil, port: nil, pathStart: 0, segmentCount: 0)
        index += 1

        var reading = Reading(part: .path, start: index, segmentLimit: limits.maximumSegments)
        if index + 1 < count, base[index] == UInt8(ascii: "/"), base[index + 1] == UInt8(ascii: "/") {
            index += 2
            reading.part = .authority
            reading.start = index
        }

        var wordStart = index
        while wordStart < count {
            var found = candidates(ByteWords.loadPadded(base, wordStart), inAuthority: reading.part == .authority)
            if wordStart + 8 > count { found &= ByteWords.lowLanes(count - wordStart) }
            if wordStart < index { found &= ~ByteWords.lowLanes(index - wordStart) }
            while found != 0 {
                let position = wordStart + found.trailingZeroBitCount / 8
                found &= found &- 1
                let byte = base[position]
                switch byte {
                case UInt8(ascii: "/") where reading.part == .authority || reading.part == .path,
                     UInt8(ascii: "?") where reading.part == .authority || reading.part == .path:
                    guard reading.close(at: position, &scan, segments, limits) else { return nil }
                    reading.part = byte == UInt8(ascii: "/") ? .path : .query
                    reading.start = position + 1
                    if byte == UInt8(ascii: "?") { scan.query = ByteSpan(position + 1, position + 1) }
                case UInt8(ascii: "&") where reading.part == .query:
                    guard reading.close(at: position, &scan, segments, limits) else { return nil }
                    reading.start = position + 1
                case UInt8(ascii: "#") where reading.part != .fragment:
                    guard reading.close(at: position, &scan, segments, limits) else { return nil }
                    if let query = scan.query { scan.query = ByteSpan(Int(query.start), position) }
                    reading.part = .fragment
                    reading.start = position + 1
                case UInt8(ascii: ":") where reading.part == .authority, UInt8(ascii: "@") where reading.part == .authority,
                     UInt8(ascii: "[") where reading.part == .authority:
                    return nil
                default:
                    if needsCare(byte) { return nil }
                }
            }
            wordStart += 8
        }
        guard reading.close(at: count, &scan, segments, limits) else { return nil }
        switch reading.part {
        case .query: scan.query = ByteSpan(Int(scan.query!.start), count)
        case .fragment: scan.fragment = ByteSpan(reading.start, count)
        case .authority, .path: break
        }
        return scan
    }

    /// Where a one-pass read is: which part of the URL, where that part started, and what
    /// the limits still allow.
    private struct Reading {
        enum Part {
            case authority
            case path
            case query
            case fragment
        }

        var part: Part
        var start: Int
        var segmentLimit: Int
        var queryItems = 0

        init(part: Part, start: Int, segmentLimit: Int) {
            self.part = part
            self.start = start
            self.segmentLimit = segmentLimit
        }

        /// Records the part that ends at `end`: the host, a path segment or a query item.
        /// False when that breaks a limit or fills the buffer.
        @inline(__always)
        mutating func close(
            at end: Int, _ scan: inout URLScan, _ segments: UnsafeMutableBufferPointer<ByteSpan>, _ limits: URLLimits
        ) -> Bool {
            switch part {
            case .authority:
                let host = ByteSpan(start, end)
                scan.host = host
                if !host.isEmpty {
                    segments[0] = host
                    scan.segmentCount = 1
                    scan.pathStart = 1
                    if scan.kind == .web { segmentLimit += 1 }
                }
            case .path:
                guard end > start else { return true }
                guard scan.segmentCount < segmentLimit, scan.segmentCount < segments.count else { return false }
                segments[scan.segmentCount] = ByteSpan(start, end)
                scan.segmentCount += 1
            case .query:
                guard end > start else { return true }
                queryItems += 1
                return queryItems <= limits.maximumQueryItems
            case .fragment:
                break
            }
            return true
        }
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
