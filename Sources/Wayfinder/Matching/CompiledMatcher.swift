/// The matching core, with no generic parameter: it reads a URL and walks the trie, and says
/// which route and variant matched. Everything that depends on the router's target type
/// happens after it, in code the compiler specialises where the router is used.
@usableFromInline
final class CompiledMatcher: Sendable {
    let trie: RouteTrie
    let configuration: CompiledConfiguration
    /// For each route, bit `n` is set when its variant `n` captures anything.
    let capturingVariants: [UInt64]

    init(trie: RouteTrie, configuration: CompiledConfiguration, capturingVariants: [UInt64]) {
        self.trie = trie
        self.configuration = configuration
        self.capturingVariants = capturingVariants
    }

    @usableFromInline var plusAsSpace: Bool { configuration.source.plusAsSpaceInQuery }

    /// Reads and matches a URL.
    @usableFromInline
    func resolve(_ url: String) -> RawResolution {
        var text = url
        return text.withUTF8 { bytes in
            URLScanner.withScan(bytes, limits: configuration.source.limits) { result, segments in
                let scan: URLScan
                switch result {
                case .success(let scanned): scan = scanned
                case .failure(let error): return .refused(error)
                }
                guard let found = find(scan, bytes, segments) else { return .unmatched }
                let captures = capturingVariants[Int(found.route)] & (1 << UInt64(found.variant)) != 0
                return .matched(RawMatch(
                    route: Int(found.route), variant: found.variant, url: url,
                    spans: captures ? Array(found.segments) : [], query: scan.query, fragment: scan.fragment))
            }
        }
    }

    /// Whether a URL reads and matches, without building the match.
    @usableFromInline
    func matches(_ url: String) -> Bool {
        var text = url
        return text.withUTF8 { bytes in
            URLScanner.withScan(bytes, limits: configuration.source.limits) { result, segments in
                guard case .success(let scan) = result else { return false }
                return find(scan, bytes, segments) != nil
            }
        }
    }

    /// The route and variant a scanned URL matches, and the segments the pattern saw.
    ///
    /// A pattern that names the URL's scheme is tried first; then patterns without a scheme,
    /// for an accepted custom scheme (host as first segment) or a universal-link host (path only).
    private func find(
        _ scan: URLScan, _ bytes: UnsafeBufferPointer<UInt8>, _ segments: UnsafeBufferPointer<ByteSpan>
    ) -> (route: Int32, variant: Int, segments: UnsafeBufferPointer<ByteSpan>)? {
        let scheme = UnsafeBufferPointer(rebasing: bytes[scan.scheme.range])
        let hostFirst = scan.kind == .custom || scan.pathStart == 1
        let decoding = scan.hasEscapes || scan.hasNonASCII
        if let root = trie.root(forScheme: scheme),
           let found = walk(from: root, bytes, segments, firstSegmentIsHost: hostFirst, decoding) {
            return (found.route, found.variant, segments)
        }
        switch scan.kind {
        case .custom:
            guard configuration.acceptsCustomScheme(scheme) else { return nil }
            return walk(from: RouteTrie.agnosticRoot, bytes, segments, firstSegmentIsHost: true, decoding)
                .map { ($0.route, $0.variant, segments) }
        case .web:
            guard let host = scan.host, !host.isEmpty,
                  configuration.isUniversalLinkHost(UnsafeBufferPointer(rebasing: bytes[host.range]))
            else { return nil }
            let path = UnsafeBufferPointer(rebasing: segments[scan.pathStart...])
            return walk(from: RouteTrie.agnosticRoot, bytes, path, firstSegmentIsHost: false, decoding)
                .map { ($0.route, $0.variant, path) }
        }
    }

    private func walk(
        from root: Int32, _ bytes: UnsafeBufferPointer<UInt8>, _ segments: UnsafeBufferPointer<ByteSpan>,
        firstSegmentIsHost: Bool, _ mayNeedDecoding: Bool
    ) -> (route: Int32, variant: Int)? {
        let node = TrieWalker.walk(
            trie, from: root, configuration: configuration, bytes: bytes, segments: segments,
            firstSegmentIsHost: firstSegmentIsHost, mayNeedDecoding: mayNeedDecoding)
        return node >= 0 ? trie.routeEnding(at: node) : nil
    }
}

/// What the matcher made of a URL, before the router attaches its routes.
@usableFromInline
enum RawResolution: Sendable {
    case matched(RawMatch)
    case unmatched
    case refused(URLReadingError)
}

/// A match by route index, with the byte spans a ``RouteMatch`` decodes on demand.
@usableFromInline
struct RawMatch: Sendable {
    @usableFromInline let route: Int
    @usableFromInline let variant: Int
    @usableFromInline let url: String
    /// The matched segments' spans when the variant captures; empty otherwise.
    @usableFromInline let spans: [ByteSpan]
    @usableFromInline let query: ByteSpan?
    @usableFromInline let fragment: ByteSpan?
}
