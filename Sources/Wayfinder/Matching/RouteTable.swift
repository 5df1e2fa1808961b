/// An immutable, published route table: what every match reads.
final class RouteTable<Target: Sendable>: Sendable {
    let version: Int
    let entries: [RouteEntry<Target>]
    let trie: RouteTrie
    let configuration: CompiledConfiguration

    init(_ builder: RouteTableBuilder<Target>) {
        version = builder.version
        entries = builder.entries
        trie = builder.trie
        configuration = builder.configuration
    }

    /// Reads and matches a URL.
    func resolve(_ url: String) -> RouteResolution<Target> {
        var text = url
        let contiguous = text
        return text.withUTF8 { bytes in
            let limits = configuration.source.limits
            let capacity = URLScanner.segmentCapacity(bytes, limits: limits)
            return withUnsafeTemporaryAllocation(of: ByteSpan.self, capacity: capacity) { buffer in
                let scan: URLScan
                do throws(URLReadingError) {
                    scan = try URLScanner.scan(bytes, limits: limits, into: buffer)
                } catch {
                    return .refused(error)
                }
                guard let found = find(scan, bytes, UnsafeBufferPointer(rebasing: buffer[0..<scan.segmentCount])) else {
                    return .unmatched
                }
                let entry = entries[Int(found.route)]
                let variant = entry.variants[found.variant]
                let hasCaptures = variant.contains { $0.captureName != nil }
                return .matched(RouteMatch(
                    route: entry.route, url: contiguous, variant: variant,
                    spans: hasCaptures ? Array(found.segments) : [],
                    query: scan.query, fragment: scan.fragment,
                    plusAsSpace: configuration.source.plusAsSpaceInQuery))
            }
        }
    }

    /// Whether a URL reads and matches, without building the match.
    func matches(_ url: String) -> Bool {
        var text = url
        return text.withUTF8 { bytes in
            let limits = configuration.source.limits
            return withUnsafeTemporaryAllocation(of: ByteSpan.self, capacity: URLScanner.segmentCapacity(bytes, limits: limits)) { buffer in
                guard let scan = try? URLScanner.scan(bytes, limits: limits, into: buffer) else { return false }
                return find(scan, bytes, UnsafeBufferPointer(rebasing: buffer[0..<scan.segmentCount])) != nil
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
        if let root = trie.root(forScheme: scheme),
           let found = walk(from: root, bytes, segments, firstSegmentIsHost: hostFirst) {
            return (found.route, found.variant, segments)
        }
        switch scan.kind {
        case .custom:
            guard configuration.acceptsCustomScheme(scheme) else { return nil }
            return walk(from: RouteTrie.agnosticRoot, bytes, segments, firstSegmentIsHost: true)
                .map { ($0.route, $0.variant, segments) }
        case .web:
            guard let host = scan.host, !host.isEmpty,
                  configuration.isUniversalLinkHost(UnsafeBufferPointer(rebasing: bytes[host.range]))
            else { return nil }
            let path = UnsafeBufferPointer(rebasing: segments[scan.pathStart...])
            return walk(from: RouteTrie.agnosticRoot, bytes, path, firstSegmentIsHost: false)
                .map { ($0.route, $0.variant, path) }
        }
    }

    private func walk(
        from root: Int32, _ bytes: UnsafeBufferPointer<UInt8>, _ segments: UnsafeBufferPointer<ByteSpan>,
        firstSegmentIsHost: Bool
    ) -> (route: Int32, variant: Int)? {
        let walker = TrieWalker(
            trie: trie, configuration: configuration, bytes: bytes, segments: segments,
            firstSegmentIsHost: firstSegmentIsHost)
        let node = walker.walk(from: root)
        return node >= 0 ? trie.routeEnding(at: node) : nil
    }
}
