/// The byte range of one path segment, host or component within a URL's UTF-8.
@usableFromInline
struct ByteSpan: Hashable, Sendable {
    @usableFromInline var start: Int32
    @usableFromInline var end: Int32

    init(_ start: Int, _ end: Int) {
        self.start = Int32(truncatingIfNeeded: start)
        self.end = Int32(truncatingIfNeeded: end)
    }

    var range: Range<Int> { Int(start)..<Int(end) }
    var isEmpty: Bool { start == end }

    /// Stands for no span where an optional would take a word more: no span starts before 0.
    static let absent = ByteSpan(-1, -1)
    var isAbsent: Bool { start < 0 }
}

/// What one pass over a URL's UTF-8 found. Path segments go to a caller-supplied buffer.
struct URLScan: Equatable {
    enum SchemeKind: Equatable {
        case custom
        case web
    }

    var scheme: ByteSpan
    var kind: SchemeKind
    /// The authority's host without user information or port, when the URL has `//`.
    var host: ByteSpan?
    var port: Int?
    /// Where the path proper starts in the segment buffer: 1 when segment 0 is the host.
    var pathStart: Int
    var segmentCount: Int
    var query: ByteSpan?
    var fragment: ByteSpan?
    /// Whether any byte after the scheme is `%`: segments may need decoding.
    var hasEscapes = false
    /// Whether any byte is outside ASCII: folded comparisons may need Unicode lowercasing.
    var hasNonASCII = false
}

/// Reads a URL's UTF-8, enforcing limits as it goes: a one-pass reader for common URLs
/// (``scanCommon(_:limits:into:)``) hands anything unusual to the careful reader
/// (``scanCarefully(_:limits:into:)``), which names what is wrong and where.
///
/// Segment 0 of the buffer is the host when the URL has a non-empty one; empty segments are
/// skipped. Escapes are only checked here; values are decoded when someone asks for them.
enum URLScanner {
    /// Segments most URLs fit in; a buffer this size lives on the stack.
    static let typicalSegmentCapacity = 24

    /// The capacity a segment buffer needs for `bytes` when the typical one was too small.
    static func segmentCapacity(_ bytes: BufferView<UInt8>, limits: URLLimits) -> Int {
        var slashes = 0
        for byte in bytes where byte == UInt8(ascii: "/") { slashes += 1 }
        return min(slashes, limits.maximumSegments + 1) + 2
    }

    /// Reads a URL from a padded copy of its bytes, into a stack buffer of the typical size and
    /// again into one sized for the URL when that is too small. `body` sees the scan, the
    /// copy (with ``PaddedBytes/padding`` readable bytes after it; spans index it as they
    /// index `bytes`) and the filled segments; `refused` sees why a URL cannot be read.
    @inline(__always)
    static func withScan<Result>(
        _ bytes: BufferView<UInt8>, limits: URLLimits,
        _ body: (URLScan, BufferView<UInt8>, BufferView<ByteSpan>) -> Result,
        refused: (RoutingError) -> Result
    ) -> Result {
        PaddedBytes.withCopy(of: bytes) { padded in
            withTemporaryView(of: ByteSpan.self, capacity: typicalSegmentCapacity) { buffer in
                if let scan = scanCommon(padded, limits: limits, into: buffer) {
                    return body(scan, padded, buffer.prefix(scan.segmentCount))
                }
                return withCarefulScan(padded, limits: limits, buffer, body, refused: refused)
            }
        }
    }

    /// The careful reader's part of ``withScan(_:limits:_:refused:)``, for what the one-pass
    /// reader gave up on.
    @inline(never)
    private static func withCarefulScan<Result>(
        _ bytes: BufferView<UInt8>, limits: URLLimits, _ typical: MutableBufferView<ByteSpan>,
        _ body: (URLScan, BufferView<UInt8>, BufferView<ByteSpan>) -> Result,
        refused: (RoutingError) -> Result
    ) -> Result {
        // `nil` only when the buffer was too small, which the second, exact-size one never is.
        func attempt(_ buffer: MutableBufferView<ByteSpan>) -> Result? {
            do throws(RoutingError) {
                let scan = try URLScanner.scanCarefully(bytes, limits: limits, into: buffer)
                return body(scan, bytes, buffer.prefix(scan.segmentCount))
            } catch where error.code == .segmentBufferFull {
                return nil
            } catch {
                return refused(error)
            }
        }
        if let first = attempt(typical) { return first }
        return withTemporaryView(of: ByteSpan.self, capacity: segmentCapacity(bytes, limits: limits), attempt)
            ?? refused(tooManySegments(limits, at: 0))
    }

    /// Reads any URL, and says what is wrong with one that cannot be read, and where.
    static func scanCarefully(
        _ bytes: BufferView<UInt8>, limits: URLLimits,
        into segments: MutableBufferView<ByteSpan>
    ) throws(RoutingError) -> URLScan {
        let count = bytes.count
        guard count > 0 else { throw RoutingError(.emptyURL, "the URL is empty", at: 0) }
        guard count <= limits.maximumLength else {
            throw RoutingError(.tooLong, "the URL is longer than \(limits.maximumLength) bytes", at: limits.maximumLength)
        }

        // Scheme.
        var index = 0
        while index < count, ASCII.isSchemeCharacter(bytes[index]) { index += 1 }
        guard index > 0, index < count, bytes[index] == UInt8(ascii: ":"), ASCII.isLetter(bytes[0]) else {
            // A control character where the scheme should end is the problem worth naming.
            if index < count, ASCII.isControl(bytes[index]) {
                throw RoutingError(.controlCharacter, "the URL contains a control character", at: index)
            }
            throw RoutingError(.missingScheme, "the URL has no scheme; expected something like 'app://'", at: 0)
        }
        let scheme = ByteSpan(0, index)
        let kind = isWebScheme(bytes, scheme) ? URLScan.SchemeKind.web : .custom
        index += 1

        var scan = URLScan(scheme: scheme, kind: kind, host: nil, port: nil, pathStart: 0, segmentCount: 0)
        let attention = ByteSearch.attention(bytes, from: index)
        scan.hasEscapes = attention & 2 != 0
        scan.hasNonASCII = attention & 4 != 0
        var segmentLimit = limits.maximumSegments

        // Authority.
        if index + 1 < count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
            index += 2
            let start = index
            var sawPercent = false
            while index < count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
                // A browser reads '\\' as '/' in a web URL, other readers as part of the host:
                // the readers would disagree on the host, so such a URL is refused.
                if kind == .web && byte == UInt8(ascii: "\\") {
                    throw RoutingError(.invalidHost, "a '\\' in a web URL's authority is refused: a browser reads it as '/', other readers as part of the host", at: index)
                }
                try checkByte(bytes, at: &index, sawPercent: &sawPercent)
            }
            if kind == .web { try checkWebAuthority(bytes, start, index) }
            let (host, port) = splitAuthority(bytes, start, index)
            if sawPercent { try validateEscapes(bytes, host, allowControls: false) }
            scan.port = port
            scan.host = host
            if !host.isEmpty {
                segments[0] = host
                scan.segmentCount = 1
                scan.pathStart = 1
                if kind == .web { segmentLimit += 1 }
            }
        }

        // Path.
        var segmentStart = index
        var sawPercent = false
        while true {
            let atEnd = index == count
            let byte: UInt8 = atEnd ? 0 : bytes[index]
            if !atEnd && isPlain(byte) {
                index += 1
            } else if atEnd || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
                if index > segmentStart {
                    let span = ByteSpan(segmentStart, index)
                    if sawPercent { try validateEscapes(bytes, span, allowControls: false) }
                    try append(span, to: &scan, segments, limit: segmentLimit, limits: limits)
                }
                sawPercent = false
                if byte != UInt8(ascii: "/") { break }
                index += 1
                segmentStart = index
            } else {
                try checkByte(bytes, at: &index, sawPercent: &sawPercent)
            }
        }

        // Query.
        if index < count, bytes[index] == UInt8(ascii: "?") {
            index += 1
            let start = index
            var items = 0
            var itemStart = index
            sawPercent = false
            while true {
                let atEnd = index == count || bytes[index] == UInt8(ascii: "#")
                if atEnd || bytes[index] == UInt8(ascii: "&") {
                    if index > itemStart {
                        items += 1
                        guard items <= limits.maximumQueryItems else {
                            throw RoutingError(.tooManyQueryItems, "the URL has more than \(limits.maximumQueryItems) query items", at: itemStart)
                        }
                        if sawPercent { try validateEscapes(bytes, ByteSpan(itemStart, index), allowControls: true) }
                    }
                    sawPercent = false
                    if atEnd { break }
                    index += 1
                    itemStart = index
                } else {
                    try checkByte(bytes, at: &index, sawPercent: &sawPercent)
                }
            }
            scan.query = ByteSpan(start, index)
        }

        // Fragment.
        if index < count, bytes[index] == UInt8(ascii: "#") {
            index += 1
            let start = index
            sawPercent = false
            while index < count { try checkByte(bytes, at: &index, sawPercent: &sawPercent) }
            if sawPercent { try validateEscapes(bytes, ByteSpan(start, index), allowControls: true) }
            scan.fragment = ByteSpan(start, index)
        }
        return scan
    }

    /// Records a path segment, refusing one past the limit. A full buffer is not the URL's
    /// fault: ``withCarefulScan(_:limits:_:_:refused:)`` retries with a larger one.
    @inline(__always)
    private static func append(
        _ span: ByteSpan, to scan: inout URLScan, _ segments: MutableBufferView<ByteSpan>,
        limit: Int, limits: URLLimits
    ) throws(RoutingError) {
        guard scan.segmentCount < limit else {
            throw tooManySegments(limits, at: Int(span.start))
        }
        guard scan.segmentCount < segments.count else {
            throw RoutingError(.segmentBufferFull, "more segments than the buffer holds", at: Int(span.start))
        }
        segments[scan.segmentCount] = span
        scan.segmentCount += 1
    }

    private static func tooManySegments(_ limits: URLLimits, at offset: Int) -> RoutingError {
        RoutingError(.tooManySegments, "the URL has more than \(limits.maximumSegments) path segments", at: offset)
    }

    /// A byte that needs no attention in a path segment: not a delimiter, `%`, or a control
    /// character. Most bytes of most URLs; checked with a few comparisons.
    @inline(__always)
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte > UInt8(ascii: "%") && byte != UInt8(ascii: "/") && byte != UInt8(ascii: "?") && byte != 0x7F
    }

    /// Refuses control characters and malformed escapes, and steps past the byte or escape.
    @inline(__always)
    private static func checkByte(
        _ bytes: BufferView<UInt8>, at index: inout Int, sawPercent: inout Bool
    ) throws(RoutingError) {
        let byte = bytes[index]
        if byte == UInt8(ascii: "%") {
            guard index + 2 < bytes.count, ASCII.hexValue(bytes[index + 1]) != nil,
                  ASCII.hexValue(bytes[index + 2]) != nil
            else {
                throw RoutingError(.malformedPercentEncoding, "'%' must be followed by two hexadecimal digits", at: index)
            }
            sawPercent = true
            index += 3
        } else if ASCII.isControl(byte) {
            throw RoutingError(.controlCharacter, "the URL contains a control character", at: index)
        } else {
            index += 1
        }
    }

    /// Checks that a component's escapes decode to UTF-8 and, outside the query and fragment,
    /// to no control characters. `%00` is refused everywhere. An error points at the escape
    /// (or raw byte) where the bad sequence starts.
    private static func validateEscapes(
        _ bytes: BufferView<UInt8>, _ span: ByteSpan, allowControls: Bool
    ) throws(RoutingError) {
        let source = bytes.slice(span.range)
        let decoded = PercentEncoding.decodedBytes(source, plusAsSpace: false)
        if let invalid = PercentEncoding.firstInvalidUTF8(in: decoded) {
            let offset = Int(span.start) + PercentEncoding.encodedOffset(ofDecoded: invalid, in: source)
            throw RoutingError(.invalidUTF8, "percent-encoded bytes do not form valid UTF-8", at: offset)
        }
        if let control = decoded.firstIndex(where: { ASCII.isControl($0) && ($0 == 0 || !allowControls) }) {
            let offset = Int(span.start) + PercentEncoding.encodedOffset(ofDecoded: control, in: source)
            throw RoutingError(.controlCharacter, "a percent-encoded control character is not allowed here", at: offset)
        }
    }

    /// Refuses a web URL's authority that a browser would read differently from this reader, or
    /// that Apple's URL loading would never deliver to an app as a link of its own domain: user
    /// information, an empty host, an IP address, a host not in its canonical form (percent-
    /// encoded, non-ASCII instead of its IDNA `xn--` form, a trailing dot, any character but
    /// letters, digits, '-' and '.'), and a port that is not a number. Letters may be in either
    /// case: browsers lowercase them, and so does the reader.
    private static func checkWebAuthority(_ bytes: BufferView<UInt8>, _ start: Int, _ end: Int) throws(RoutingError) {
        if let at = (start..<end).first(where: { bytes[$0] == UInt8(ascii: "@") }) {
            throw RoutingError(.userInfo, "a web URL with user information ('name@host') is refused: a browser reads the host after '@'", at: at)
        }
        if end > start, bytes[start] == UInt8(ascii: "[") {
            throw RoutingError(.invalidHost, "an IP address is not a host an app's links use", at: start)
        }
        var hostEnd = end
        if let colon = (start..<end).last(where: { bytes[$0] == UInt8(ascii: ":") }) {
            guard (colon + 1..<end).allSatisfy({ ASCII.isDigit(bytes[$0]) }) else {
                throw RoutingError(.invalidHost, "the port of a web URL must be a number", at: colon + 1)
            }
            hostEnd = colon
        }
        if let problem = webHostProblem(bytes, start, hostEnd) { throw problem }
    }

    /// Why `bytes[start..<end]` is not a web host as a browser writes it, or `nil` when it is:
    /// letters, digits, '-' and '.', not empty, not an IPv4 address, not ending with '.'. The
    /// one statement of the rule: the one-pass reader gives a host with a problem to the
    /// careful pass, which refuses it with this error.
    static func webHostProblem(_ bytes: BufferView<UInt8>, _ start: Int, _ end: Int) -> RoutingError? {
        guard end > start else {
            return RoutingError(.invalidHost, "a web URL needs a host", at: start)
        }
        var sawNonNumeric = false
        for index in start..<end {
            let byte = bytes[index]
            if ASCII.isLetter(byte) || byte == UInt8(ascii: "-") {
                sawNonNumeric = true
            } else if !ASCII.isDigit(byte) && byte != UInt8(ascii: ".") {
                // An IPv4 address with something else in it is refused for that something.
                return RoutingError(
                    .invalidHost,
                    "the host is not written as a browser writes it: only letters, digits, '-' and '.' (a non-ASCII name in its 'xn--' form, no percent-encoding)",
                    at: index)
            }
        }
        guard sawNonNumeric else {
            return RoutingError(.invalidHost, "an IP address is not a host an app's links use", at: start)
        }
        if bytes[end - 1] == UInt8(ascii: ".") {
            return RoutingError(.invalidHost, "the host ends with '.'; write it without", at: end - 1)
        }
        return nil
    }

    /// The host and port of the authority `bytes[start..<end]`, in one pass: the host starts
    /// after the last `@`, and a port is the digits after the last `:` outside an IPv6 literal.
    private static func splitAuthority(_ bytes: BufferView<UInt8>, _ start: Int, _ end: Int) -> (ByteSpan, Int?) {
        var hostStart = start
        var colon = -1
        var inBrackets = false
        var index = start
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: "@"):
                hostStart = index + 1
                colon = -1
                inBrackets = false
            case UInt8(ascii: "["): if index == hostStart { inBrackets = true }
            case UInt8(ascii: "]"): inBrackets = false
            case UInt8(ascii: ":"): if !inBrackets { colon = index }
            default: break
            }
            index += 1
        }
        guard colon >= 0 else { return (ByteSpan(hostStart, end), nil) }
        var port: Int? = colon + 1 < end ? 0 : nil
        for index in (colon + 1)..<end {
            let byte = bytes[index]
            // Not a port after all: the colon belongs to the host.
            guard ASCII.isDigit(byte) else { return (ByteSpan(hostStart, end), nil) }
            // A number too large for Int is no port, but the colon still ends the host.
            if let value = port {
                let (tens, overflowTens) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflowSum) = tens.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
                port = overflowTens || overflowSum ? nil : sum
            }
        }
        return (ByteSpan(hostStart, colon), port)
    }

    static func isWebScheme(_ bytes: BufferView<UInt8>, _ scheme: ByteSpan) -> Bool {
        let length = Int(scheme.end - scheme.start)
        guard length == 4 || length == 5 else { return false }
        let expected: StaticString = "https"
        return expected.withUTF8Buffer { web in
            for offset in 0..<length where ASCII.lowercased(bytes[offset]) != web[offset] { return false }
            return true
        }
    }
}
