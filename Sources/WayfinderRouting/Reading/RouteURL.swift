import Foundation

/// A URL read the way the router reads it: scheme, host, decoded path segments, query and
/// fragment.
///
/// Wayfinder reads URL text itself, in one pass over its UTF-8, rather than through
/// Foundation's `URL.path`, whose handling of encoded slashes and trailing slashes differs
/// between platforms. The rules:
///
/// - With a custom scheme the host is the first path segment: `shop://product/42` and
///   `shop:/product/42` both have the segments `product`, `42`.
/// - With `http` or `https` the host is kept apart and ``segments`` holds the path only; a
///   port is read and ignored by matching.
/// - The scheme and host are lowercased; the path keeps its case.
/// - A trailing slash and empty segments (`a//b`) are dropped.
/// - The path is split on `/` first, then each segment is percent-decoded, so `%2F` stays
///   inside one segment.
/// - The query keeps every value of a repeated name, in order; the fragment is
///   decoded and kept, never matched.
///
/// ```swift
/// let url = try RouteURL("shop://Product/a%2Fb/?ref=home#top")
/// url.scheme      // "shop"
/// url.segments    // ["product", "a/b"]
/// url.query["ref"] // "home"
/// url.fragment    // "top"
/// ```
@_spi(Internals) public struct RouteURL: Sendable, Hashable {
    /// The text that was read.
    public let string: String
    /// The scheme, lowercased.
    public let scheme: String
    /// The authority's host, lowercased, without user information or port; `nil` when the URL
    /// has no `//` authority or an empty one.
    public let host: String?
    /// The authority's port, if it has one.
    public let port: Int?
    /// The decoded path segments; with a custom scheme the host comes first, lowercased.
    public let segments: [String]
    /// The decoded query items.
    public let query: QueryItems
    /// The decoded fragment, without `#`.
    public let fragment: String?

    /// Reads a URL string.
    ///
    /// - Parameters:
    ///   - string: the URL, such as `shop://product/42?ref=home`.
    ///   - limits: the bounds on length, segment count and query items.
    ///   - plusAsSpace: whether `+` in the query means a space (form encoding).
    /// - Throws: ``RoutingError`` for input over a limit, with control characters, with
    ///   malformed percent-encoding, or without a scheme.
    public init(_ string: String, limits: URLLimits = .default, plusAsSpace: Bool = false) throws(RoutingError) {
        let result = string.withUTF8View { bytes in
            Result { () throws(RoutingError) in
                try RouteURL(reading: bytes, string: string, limits: limits, plusAsSpace: plusAsSpace)
            }
        }
        self = try result.get()
    }

    /// Reads a Foundation URL through its absolute string, with the same rules.
    public init(_ url: URL, limits: URLLimits = .default, plusAsSpace: Bool = false) throws(RoutingError) {
        try self.init(url.absoluteString, limits: limits, plusAsSpace: plusAsSpace)
    }

    private init(
        reading bytes: BufferView<UInt8>, string: String, limits: URLLimits, plusAsSpace: Bool
    ) throws(RoutingError) {
        let read = URLScanner.withScan(bytes, limits: limits) { scan, _, segments in
            Result<(URLScan, [ByteSpan]), RoutingError>.success((scan, Array(segments)))
        } refused: {
            .failure($0)
        }
        let (scan, spans) = try read.get()
        func text(_ span: ByteSpan) -> String {
            PercentEncoding.decodedString(bytes.slice(span.range), plusAsSpace: false)
        }
        self.string = string
        self.scheme = String(decoding: bytes.slice(scan.scheme.range), as: UTF8.self).lowercased()
        self.host = scan.host.flatMap { $0.isEmpty ? nil : text($0).lowercased() }
        self.port = scan.port
        var segments = spans.map(text)
        if scan.kind == .web {
            segments.removeFirst(scan.pathStart)
        } else if !segments.isEmpty {
            segments[0] = segments[0].lowercased()
        }
        self.segments = segments
        self.query =
            scan.query.map {
                QueryItems.parse(bytes.slice($0.range), plusAsSpace: plusAsSpace)
            } ?? QueryItems()
        self.fragment = scan.fragment.map(text)
    }
}
