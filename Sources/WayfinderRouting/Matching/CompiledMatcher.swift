/// The matching core, with no generic parameter: it reads a URL and walks the trie, and says
/// which route and variant matched. Everything that depends on the router's target type
/// happens after it, in code the compiler specialises where the router is used.
@usableFromInline
final class CompiledMatcher: Sendable {
    let trie: RouteTrie
    let configuration: CompiledConfiguration
    let schemes: SchemeTable
    /// For each route, bit `n` is set when its variant `n` captures anything.
    let capturingVariants: [UInt64]

    /// ``configuration`` for the walker, which reads it without retaining it: the matcher
    /// holds it for as long as it exists, and a walk never outlives the matcher's call.
    private let unretainedConfiguration: Unmanaged<CompiledConfiguration>

    init(trie: RouteTrie, configuration: CompiledConfiguration, capturingVariants: [UInt64]) {
        self.trie = trie
        self.configuration = configuration
        self.unretainedConfiguration = .passUnretained(configuration)
        self.schemes = SchemeTable(trie: trie, configuration: configuration)
        self.capturingVariants = capturingVariants
    }

    @usableFromInline var plusAsSpace: Bool { configuration.source.plusAsSpaceInQuery }

    /// Reads and matches a URL.
    @usableFromInline
    func resolve(_ url: String) -> RawResolution {
        switch url.withUTF8View({ find(in: $0) }) {
        case .found(let found): .matched(RawMatch(found, url: url))
        case .unmatched: .unmatched
        case .refused(let error): .refused(error)
        }
    }

    /// Reads and matches a URL, for a caller that does not ask why one did not match: it
    /// builds no resolution, which keeps ``Router/match(_:)-(String)`` to the match itself.
    @usableFromInline
    func match(_ url: String) -> RawMatch? {
        guard case .found(let found) = url.withUTF8View({ find(in: $0) }) else { return nil }
        return RawMatch(found, url: url)
    }

    /// What a URL's bytes match, found without retaining anything: an answer holds no
    /// reference in the usual case, so handing it out of the closures costs a few moves, and
    /// dropping it nothing.
    private enum Finding {
        case found(FoundMatch)
        case unmatched
        case refused(RoutingError)
    }

    /// What a URL's bytes match, or why they cannot be read.
    @inline(never)
    private func find(in bytes: BufferView<UInt8>) -> Finding {
        URLScanner.withScan(bytes, limits: configuration.source.limits) { scan, bytes, segments in
            guard let found = find(scan, bytes, segments) else { return Finding.unmatched }
            return .found(
                FoundMatch(
                    route: found.route, variant: found.variant, firstSegment: found.firstSegment, query: scan.query,
                    fragment: scan.fragment))
        } refused: {
            .refused($0)
        }
    }

    /// The spans of the segments a match's pattern saw, read again from its URL: a match keeps
    /// none, so that making one allocates nothing, and only reading its parameters pays for them.
    func segmentSpans(of match: RawMatch) -> [ByteSpan] {
        withSegmentSpans(of: match) { _, spans in Array(spans) } ?? []
    }

    /// Calls `body` with the URL's bytes and the spans of the segments a match's pattern saw,
    /// read again from its URL without copying them out; `nil` when the pattern captures
    /// nothing.
    func withSegmentSpans<Result>(
        of match: RawMatch, _ body: (BufferView<UInt8>, BufferView<ByteSpan>) -> Result
    ) -> Result? {
        guard capturingVariants[match.route] & (1 << UInt64(match.variant)) != 0 else { return nil }
        return scan(match.url) { _, bytes, segments in
            body(bytes, match.firstSegment <= segments.count ? segments.slice(from: match.firstSegment) : segments.slice(0..<0))
        } refused: { _ in
            nil
        }
    }

    /// Whether a URL reads and matches, without building the match.
    @usableFromInline
    func matches(_ url: String) -> Bool {
        guard case .found = url.withUTF8View({ find(in: $0) }) else { return false }
        return true
    }

    /// Reads a URL under the router's limits; `body` sees the scan, a padded copy of the URL's
    /// UTF-8 (see ``PaddedBytes``) and the segments read, and `refused` why it cannot be read.
    private func scan<Result>(
        _ url: String,
        _ body: (URLScan, BufferView<UInt8>, BufferView<ByteSpan>) -> Result,
        refused: (RoutingError) -> Result
    ) -> Result {
        url.withUTF8View { bytes in
            URLScanner.withScan(bytes, limits: configuration.source.limits, body, refused: refused)
        }
    }

    /// The route and variant a scanned URL matches, and the first segment the pattern saw.
    ///
    /// A pattern that names the URL's scheme is tried first; then patterns without a scheme,
    /// for an accepted custom scheme (host as first segment) or a universal-link host (path only).
    /// Inlined into the one caller, so that the scan's result stays in registers.
    @inline(__always)
    private func find(
        _ scan: URLScan, _ bytes: BufferView<UInt8>, _ segments: BufferView<ByteSpan>
    ) -> (route: Int32, variant: Int, firstSegment: Int)? {
        let scheme = schemes.entry(for: KeyBytes(scan.scheme, inPadded: bytes))
        let hostFirst = scan.kind == .custom || scan.pathStart == 1
        let decoding = scan.hasEscapes || scan.hasNonASCII
        if scheme.root >= 0, let found = walk(from: scheme.root, bytes, segments, firstSegmentIsHost: hostFirst, decoding) {
            return (found.route, found.variant, 0)
        }
        switch scan.kind {
        case .custom:
            guard scheme.acceptsSchemeless else { return nil }
            return walk(from: RouteTrie.agnosticRoot, bytes, segments, firstSegmentIsHost: true, decoding)
                .map { ($0.route, $0.variant, 0) }
        case .web:
            // A universal link is on the scheme's default port (written or not, as a browser
            // reads `:443`): Apple's association is per domain, on that port.
            let defaultPort = scan.scheme.end - scan.scheme.start == 5 ? 443 : 80
            guard let host = scan.host, !host.isEmpty, scan.port == nil || scan.port == defaultPort,
                configuration.isUniversalLinkHost(bytes.slice(host.range)),
                !Self.hasEmptySegment(bytes, pathFrom: Int(host.end))
            else { return nil }
            let path = segments.slice(scan.pathStart...)
            return walk(from: RouteTrie.agnosticRoot, bytes, path, firstSegmentIsHost: false, decoding)
                .map { ($0.route, $0.variant, scan.pathStart) }
        }
    }

    /// Whether a web URL's path has an empty segment (`//cart`, `/cart//x`); a single trailing
    /// slash is not one. The association file claims paths as written, so it never claims
    /// such a path for the app; the router answers none either, and both doors agree.
    private static func hasEmptySegment(_ bytes: BufferView<UInt8>, pathFrom start: Int) -> Bool {
        var previous: UInt8 = 0
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") || byte == 0 { break }
            if byte == UInt8(ascii: "/") && previous == UInt8(ascii: "/") { return true }
            previous = byte
            index &+= 1
        }
        return false
    }

    private func walk(
        from root: Int32, _ bytes: BufferView<UInt8>, _ segments: BufferView<ByteSpan>,
        firstSegmentIsHost: Bool, _ mayNeedDecoding: Bool
    ) -> (route: Int32, variant: Int)? {
        let node = TrieWalker.walk(
            trie, from: root, configuration: unretainedConfiguration, bytes: bytes, segments: segments,
            firstSegmentIsHost: firstSegmentIsHost, mayNeedDecoding: mayNeedDecoding)
        return node >= 0 ? trie.routeEnding(at: node) : nil
    }
}

/// What the matcher made of a URL, before the router attaches its routes.
@usableFromInline
enum RawResolution: Sendable {
    case matched(RawMatch)
    case unmatched
    case refused(RoutingError)
}

/// Where a match was found, by index and span: what the matcher works out while it borrows
/// the URL's bytes, with nothing in it to retain.
@usableFromInline
struct FoundMatch: Sendable {
    @usableFromInline let route: Int32
    let variant: UInt16
    /// The first of the URL's segments the pattern saw: 1 when a universal link's host was
    /// left out, else 0.
    let firstSegment: UInt16
    /// The query's span, or ``ByteSpan/absent``: a sentinel keeps this in three words.
    let querySpan: ByteSpan
    let fragmentSpan: ByteSpan

    init(route: Int32, variant: Int, firstSegment: Int, query: ByteSpan?, fragment: ByteSpan?) {
        self.route = route
        self.variant = UInt16(truncatingIfNeeded: variant)
        self.firstSegment = UInt16(truncatingIfNeeded: firstSegment)
        self.querySpan = query ?? .absent
        self.fragmentSpan = fragment ?? .absent
    }
}

/// A match by route index, with what a ``RouteMatch`` needs to decode its parts on demand.
@usableFromInline
struct RawMatch: Sendable {
    @usableFromInline let found: FoundMatch
    @usableFromInline let url: String

    init(_ found: FoundMatch, url: String) {
        self.found = found
        self.url = url
    }

    @inlinable var route: Int { Int(found.route) }
    var variant: Int { Int(found.variant) }
    var firstSegment: Int { Int(found.firstSegment) }
    var query: ByteSpan? { found.querySpan.isAbsent ? nil : found.querySpan }
    var fragment: ByteSpan? { found.fragmentSpan.isAbsent ? nil : found.fragmentSpan }
}
