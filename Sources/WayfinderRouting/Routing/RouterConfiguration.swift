/// How a router reads URLs and which schemes and hosts it answers.
///
/// ```swift
/// let router = Router<Screen>(configuration: RouterConfiguration(
///     schemes: ["shop"],
///     universalLinkHosts: ["shop.example.com", "*.shop.example.com"]))
/// try router.register("/product/<int:id>", to: .product)
/// let custom = router.match("shop://product/42")                      // matches
/// let universal = router.match("https://shop.example.com/product/42") // matches: the host is dropped
/// let other = router.match("https://elsewhere.example/product/42")    // nil: not a universal-link host
/// ```
public struct RouterConfiguration: Sendable {
    /// The custom schemes patterns without a scheme answer, compared case-insensitively. When
    /// empty, every custom scheme is accepted except those that are never safe to route:
    /// ``neverAcceptedSchemes``. A pattern that names a scheme answers that scheme regardless.
    public var schemes: Set<String>
    /// Hosts whose `http`/`https` URLs are universal links: their host is dropped and their
    /// path matched against patterns without a scheme. `*.example.com` accepts any subdomain
    /// of `example.com`. Compared case-insensitively, on the scheme's default port only (443 for
    /// `https`, 80 for `http`, written or not); a web URL with user information, an IP address or
    /// a host not written as a browser writes it is refused while reading.
    public var universalLinkHosts: Set<String>
    /// Whether literal path segments compare without regard to case. The scheme and a custom
    /// scheme's host always do.
    public var caseInsensitivePaths: Bool
    /// Whether `+` in the query means a space, as in HTML form encoding. Applies to the query
    /// only and before percent-decoding, so `%2B` stays `+`.
    public var plusAsSpaceInQuery: Bool
    /// Parameter types beyond `string`, `int`, `double` and `uuid`.
    public var converters: [ParameterConverter]
    /// Bounds enforced while reading a URL.
    public var limits: URLLimits

    /// Schemes that no pattern without a scheme answers when ``schemes`` is empty: `http` and
    /// `https` (which need a universal-link host), and schemes that carry code or local data.
    public static let neverAcceptedSchemes: Set<String> = [
        "http", "https", "javascript", "vbscript", "data", "file", "blob", "about", "content",
    ]

    public init(
        schemes: Set<String> = [], universalLinkHosts: Set<String> = [],
        caseInsensitivePaths: Bool = false, plusAsSpaceInQuery: Bool = false,
        converters: [ParameterConverter] = [], limits: URLLimits = .default
    ) {
        self.schemes = schemes
        self.universalLinkHosts = universalLinkHosts
        self.caseInsensitivePaths = caseInsensitivePaths
        self.plusAsSpaceInQuery = plusAsSpaceInQuery
        self.converters = converters
        self.limits = limits
    }

    /// Every custom scheme, no universal links, case-sensitive paths, default limits.
    public static let `default` = RouterConfiguration()
}
