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

/// Reads a URL's UTF-8, enforcing limits as it goes. One reading of the grammar
/// (``scan(_:limits:into:mode:)``) runs in two modes: the first attempt at every URL
/// (``scanCommon(_:limits:into:)``) gives up on anything unusual, and the careful one
/// (``scanCarefully(_:limits:into:)``) reads that URL again and names what is wrong and where.
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
            } catch  where error.code == .segmentBufferFull {
                return nil
            } catch {
                return refused(error)
            }
        }
        if let first = attempt(typical) { return first }
        return withTemporaryView(of: ByteSpan.self, capacity: segmentCapacity(bytes, limits: limits), attempt)
            ?? refused(tooManySegments(limits, at: 0))
    }

    /// The first attempt at a URL: the one pass most URLs need, `nil` when the URL needs
    /// the careful reading (see ``OnePass``).
    @inline(__always)
    static func scanCommon(
        _ bytes: BufferView<UInt8>, limits: URLLimits, into segments: MutableBufferView<ByteSpan>
    ) -> URLScan? {
        try? scan(bytes, limits: limits, into: segments, mode: OnePass.self)
    }

    /// Reads any URL, and says what is wrong with one that cannot be read, and where.
    static func scanCarefully(
        _ bytes: BufferView<UInt8>, limits: URLLimits, into segments: MutableBufferView<ByteSpan>
    ) throws(RoutingError) -> URLScan {
        try scan(bytes, limits: limits, into: segments, mode: Careful.self)
    }

    /// Reads a URL's grammar once for both modes: the scheme, an authority after `//`, the
    /// path's segments, the query's items and the fragment, enforcing the limits as it goes.
    /// What the URL has that needs care, and what a limit means, is the mode's to decide.
    ///
    /// Each part is read by jumping from one byte that may matter to the next (see
    /// ``MarkedBytes``), so a run of letters and digits costs a few instructions per eight
    /// bytes, and a part starts where the last one stopped, in the word already read. `bytes`
    /// must be followed by ``PaddedBytes/padding`` zero bytes, as a ``PaddedBytes`` copy is:
    /// every word loads whole, and the zero after the last byte ends every search.
    @inline(__always)
    static func scan<Mode: URLScanMode>(
        _ bytes: BufferView<UInt8>, limits: URLLimits, into segments: MutableBufferView<ByteSpan>, mode: Mode.Type
    ) throws(Mode.Failure) -> URLScan {
        let count = bytes.count
        guard count > 0 else { throw Mode.failure(RoutingError(.emptyURL, "the URL is empty", at: 0)) }
        guard count <= limits.maximumLength else {
            throw Mode.failure(
                RoutingError(.tooLong, "the URL is longer than \(limits.maximumLength) bytes", at: limits.maximumLength))
        }
        // Reads go up to the zero padding after the copy's end.
        let base = bytes.includingPadding()

        // The scheme runs to the first byte that cannot be in one; the zero padding cannot be.
        var index = schemeEnd(base)
        guard index > 0, index < count, base[index] == UInt8(ascii: ":"), ASCII.isLetter(base[0]) else {
            // A control character where the scheme should end is the problem worth naming.
            if index < count, ASCII.isControl(base[index]) {
                throw Mode.failure(RoutingError(.controlCharacter, "the URL contains a control character", at: index))
            }
            throw Mode.failure(RoutingError(.missingScheme, "the URL has no scheme; expected something like 'app://'", at: 0))
        }
        let scheme = ByteSpan(0, index)
        let kind = isWebScheme(bytes, scheme) ? URLScan.SchemeKind.web : .custom
        var scan = URLScan(scheme: scheme, kind: kind, host: nil, port: nil, pathStart: 0, segmentCount: 0)
        index &+= 1
        var segmentLimit = limits.maximumSegments
        var segmentCount = 0
        var seen = Seen()

        // Where the part just read ends: at its end byte, or at `count`, where the zero
        // padding stands in for one that is none of `/`, `?`, `&` and `#`. Each part starts
        // after the last one's end, where `marked` stands.
        var end = index &- 1
        var marked: MarkedBytes
        // Whether a path segment starts after `end`: always after the scheme, after an
        // authority only at a `/`.
        var pathGoesOn = true
        if index &+ 1 < count, base[index] == UInt8(ascii: "/"), base[index &+ 1] == UInt8(ascii: "/") {
            // The authority, to where the path starts. It is read in stretches between `:`
            // and `@`, so that one without them, most, is a host as it stands.
            let start = index &+ 2
            marked = MarkedBytes(base, from: start)
            seen.startPart()
            var found = try partEnd(base, &marked, count: count, mode: mode, seen: &seen) {
                isPathDelimiter($0) || isAuthorityMark($0)
            }
            var plain = true
            while isAuthorityMark(base[found]) {
                plain = false
                found = try partEnd(base, &marked, count: count, mode: mode, seen: &seen) {
                    isPathDelimiter($0) || isAuthorityMark($0)
                }
            }
            // Most web authorities are a plain host that passes the host rule: nothing more to check.
            if kind == .web, !plain || webHostProblem(base, start, found) != nil,
                let problem = webAuthorityProblem(base, start, found)
            {
                throw Mode.failure(problem)
            }
            let (host, port) = plain ? (ByteSpan(start, found), nil) : splitAuthority(base, start, found)
            if seen.partHasEscapes, let problem = escapeProblem(base, host, allowControls: false) {
                throw Mode.failure(problem)
            }
            scan.host = host
            scan.port = port
            if !host.isEmpty {
                // Every buffer has room for the host: it is segment 0.
                segments[0] = host
                segmentCount = 1
                scan.pathStart = 1
                if kind == .web { segmentLimit &+= 1 }
            }
            // The path goes on after the authority's end byte when that is a `/`.
            end = found
            pathGoesOn = base[found] == UInt8(ascii: "/")
        } else {
            marked = MarkedBytes(base, from: index)
        }

        // The path, to the end, `?` or `#`; empty segments are skipped.
        while pathGoesOn {
            let segmentStart = end &+ 1
            seen.startPart()
            end = try partEnd(base, &marked, count: count, mode: mode, seen: &seen, isEnd: isPathDelimiter)
            if end > segmentStart {
                let span = ByteSpan(segmentStart, end)
                if seen.partHasEscapes, let problem = escapeProblem(base, span, allowControls: false) {
                    throw Mode.failure(problem)
                }
                try append(span, to: segments, count: &segmentCount, limit: segmentLimit, limits: limits, mode: Mode.self)
            }
            pathGoesOn = base[end] == UInt8(ascii: "/")
        }
        scan.segmentCount = segmentCount

        // The query, to the end or `#`, counting its non-empty items.
        if end < count, base[end] == UInt8(ascii: "?") {
            let start = end &+ 1
            var items = 0
            repeat {
                let itemStart = end &+ 1
                seen.startPart()
                end = try partEnd(base, &marked, count: count, mode: mode, seen: &seen) {
                    $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "#")
                }
                if end > itemStart {
                    items &+= 1
                    guard items <= limits.maximumQueryItems else {
                        throw Mode.failure(
                            RoutingError(
                                .tooManyQueryItems, "the URL has more than \(limits.maximumQueryItems) query items", at: itemStart
                            ))
                    }
                    if seen.partHasEscapes, let problem = escapeProblem(base, ByteSpan(itemStart, end), allowControls: true) {
                        throw Mode.failure(problem)
                    }
                }
            } while base[end] == UInt8(ascii: "&")
            scan.query = ByteSpan(start, end)
        }

        // The fragment, to the end.
        if end < count {
            let start = end &+ 1
            seen.startPart()
            _ = try partEnd(base, &marked, count: count, mode: mode, seen: &seen) { _ in false }
            let fragment = ByteSpan(start, count)
            if seen.partHasEscapes, let problem = escapeProblem(base, fragment, allowControls: true) {
                throw Mode.failure(problem)
            }
            scan.fragment = fragment
        }
        scan.hasEscapes = seen.hasEscapes
        scan.hasNonASCII = seen.hasNonASCII
        return scan
    }

    /// Records a path segment, refusing one past the limit. A full buffer is not the URL's
    /// fault: ``withCarefulScan(_:limits:_:_:refused:)`` retries with a larger one.
    @inline(__always)
    private static func append<Mode: URLScanMode>(
        _ span: ByteSpan, to segments: MutableBufferView<ByteSpan>, count: inout Int,
        limit: Int, limits: URLLimits, mode: Mode.Type
    ) throws(Mode.Failure) {
        guard count < limit else {
            throw Mode.failure(tooManySegments(limits, at: Int(span.start)))
        }
        guard count < segments.count else {
            throw Mode.failure(RoutingError(.segmentBufferFull, "more segments than the buffer holds", at: Int(span.start)))
        }
        segments[count] = span
        count &+= 1
    }

    private static func tooManySegments(_ limits: URLLimits, at offset: Int) -> RoutingError {
        RoutingError(.tooManySegments, "the URL has more than \(limits.maximumSegments) path segments", at: offset)
    }

    /// Why a part's escapes are not acceptable, or `nil`: they must decode to UTF-8 and,
    /// outside the query and fragment, to no control characters; `%00` is refused everywhere.
    /// The error points at the escape (or raw byte) where the bad sequence starts.
    private static func escapeProblem(_ bytes: BufferView<UInt8>, _ span: ByteSpan, allowControls: Bool) -> RoutingError? {
        let source = bytes.slice(span.range)
        let decoded = PercentEncoding.decodedBytes(source, plusAsSpace: false)
        if let invalid = PercentEncoding.firstInvalidUTF8(in: decoded) {
            let offset = Int(span.start) + PercentEncoding.encodedOffset(ofDecoded: invalid, in: source)
            return RoutingError(.invalidUTF8, "percent-encoded bytes do not form valid UTF-8", at: offset)
        }
        if let control = decoded.firstIndex(where: { ASCII.isControl($0) && ($0 == 0 || !allowControls) }) {
            let offset = Int(span.start) + PercentEncoding.encodedOffset(ofDecoded: control, in: source)
            return RoutingError(.controlCharacter, "a percent-encoded control character is not allowed here", at: offset)
        }
        return nil
    }

    /// Why a web URL's authority is refused, or `nil`: one a browser would read differently
    /// from this reader, or that Apple's URL loading would never deliver to an app as a link
    /// of its own domain. A `\\` (a browser reads it as `/`, other readers as part of the
    /// host), user information, an empty host, an IP address, a host not in its canonical form
    /// (percent-encoded, non-ASCII instead of its IDNA `xn--` form, a trailing dot, any
    /// character but letters, digits, '-' and '.'), and a port that is not a number. Letters
    /// may be in either case: browsers lowercase them, and so does the reader.
    private static func webAuthorityProblem(_ bytes: BufferView<UInt8>, _ start: Int, _ end: Int) -> RoutingError? {
        if let backslash = (start..<end).first(where: { bytes[$0] == UInt8(ascii: "\\") }) {
            return RoutingError(
                .invalidHost,
                "a '\\' in a web URL's authority is refused: a browser reads it as '/', other readers as part of the host",
                at: backslash)
        }
        if let at = (start..<end).first(where: { bytes[$0] == UInt8(ascii: "@") }) {
            return RoutingError(
                .userInfo, "a web URL with user information ('name@host') is refused: a browser reads the host after '@'", at: at)
        }
        if end > start, bytes[start] == UInt8(ascii: "[") {
            return RoutingError(.invalidHost, "an IP address is not a host an app's links use", at: start)
        }
        var hostEnd = end
        if let colon = (start..<end).last(where: { bytes[$0] == UInt8(ascii: ":") }) {
            guard (colon + 1..<end).allSatisfy({ ASCII.isDigit(bytes[$0]) }) else {
                return RoutingError(.invalidHost, "the port of a web URL must be a number", at: colon + 1)
            }
            hostEnd = colon
        }
        return webHostProblem(bytes, start, hostEnd)
    }

    /// Why `bytes[start..<end]` is not a web host as a browser writes it, or `nil` when it is:
    /// letters, digits, '-' and '.', not empty, not an IPv4 address, not ending with '.'. The
    /// one statement of the rule, for both modes of the scan.
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
