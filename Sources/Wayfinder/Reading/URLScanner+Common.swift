/// The scanner's first attempt: one pass, eight bytes at a time, over the URL most apps see,
/// with no escapes, no control characters, only ASCII, and an authority without user
/// information or port. It gives up (`nil`) on anything else, and on anything over a limit,
/// so that the careful pass reads that URL and names what is wrong and where; where it does
/// not give up, it finds what the careful pass would.
extension URLScanner {
    /// What a pass is reading, which decides what each delimiter means.
    private enum Part {
        case authority
        case path
        case query
        case fragment
    }

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

        var part = Part.path
        if index + 1 < count, base[index] == UInt8(ascii: "/"), base[index + 1] == UInt8(ascii: "/") {
            index += 2
            part = .authority
        }
        var segmentLimit = limits.maximumSegments
        var partStart = index
        var queryItems = 0

        // Closes the part that ends at `end`; false when that breaks a limit or fills the buffer.
        func close(at end: Int) -> Bool {
            switch part {
            case .authority:
                let host = ByteSpan(partStart, end)
                scan.host = host
                if !host.isEmpty {
                    segments[0] = host
                    scan.segmentCount = 1
                    scan.pathStart = 1
                    if kind == .web { segmentLimit += 1 }
                }
            case .path:
                guard end > partStart else { return true }
                guard scan.segmentCount < segmentLimit, scan.segmentCount < segments.count else { return false }
                segments[scan.segmentCount] = ByteSpan(partStart, end)
                scan.segmentCount += 1
            case .query:
                guard end > partStart else { return true }
                queryItems += 1
                return queryItems <= limits.maximumQueryItems
            case .fragment:
                break
            }
            return true
        }

        var queryStart = 0
        while index < count {
            let word = ByteWords.load(base, index, count: count)
            var candidates = Self.candidates(word, inAuthority: part == .authority) & ByteWords.lowLanes(count - index)
            while candidates != 0 {
                let position = index + candidates.trailingZeroBitCount / 8
                candidates &= candidates &- 1
                let byte = base[position]
                if byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "%") { return nil }
                switch (part, byte) {
                case (.authority, UInt8(ascii: ":")), (.authority, UInt8(ascii: "@")), (.authority, UInt8(ascii: "[")):
                    return nil
                case (.authority, UInt8(ascii: "/")), (.path, UInt8(ascii: "/")):
                    guard close(at: position) else { return nil }
                    part = .path
                    partStart = position + 1
                case (.authority, UInt8(ascii: "?")), (.path, UInt8(ascii: "?")):
                    guard close(at: position) else { return nil }
                    part = .query
                    partStart = position + 1
                    queryStart = partStart
                case (.query, UInt8(ascii: "&")):
                    guard close(at: position) else { return nil }
                    partStart = position + 1
                case (.authority, UInt8(ascii: "#")), (.path, UInt8(ascii: "#")), (.query, UInt8(ascii: "#")):
                    guard close(at: position) else { return nil }
                    if part == .query { scan.query = ByteSpan(queryStart, position) }
                    part = .fragment
                    partStart = position + 1
                default:
                    continue
                }
            }
            index += 8
        }
        guard close(at: count) else { return nil }
        switch part {
        case .query: scan.query = ByteSpan(queryStart, count)
        case .fragment: scan.fragment = ByteSpan(partStart, count)
        case .authority, .path: break
        }
        return scan
    }

    /// High bits set in a superset of the lanes that may need attention: every byte below
    /// `0`, which takes in `/`, `#`, `%`, `&` and the control characters, `?`, DEL and bytes
    /// outside ASCII, and in an authority `:`, `@` and `[`. Each candidate is checked exactly.
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
