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
    /// The parameter types the app added, in the order added; see ``addParameterType(_:accepts:)``.
    package var converters: [ParameterConverter]
    /// The bounds enforced while reading a URL, as one value for the reader.
    @_spi(Internals) public var limits: URLLimits

    /// The most UTF-8 bytes a URL may have; longer input is refused before any route is tried.
    /// Default 8,192; at least 1.
    public var maximumURLLength: Int {
        get { limits.maximumLength }
        set {
            limits = URLLimits(
                maximumLength: newValue, maximumSegments: limits.maximumSegments, maximumQueryItems: limits.maximumQueryItems)
        }
    }

    /// The most path segments a URL may have, counting a custom scheme's host but not a
    /// universal link's host; empty segments do not count. Default 128; at least 1.
    public var maximumSegments: Int {
        get { limits.maximumSegments }
        set {
            limits = URLLimits(
                maximumLength: limits.maximumLength, maximumSegments: newValue, maximumQueryItems: limits.maximumQueryItems)
        }
    }

    /// The most non-empty query items (`name=value` pairs) a URL may have. Default 256; at
    /// least 0.
    public var maximumQueryItems: Int {
        get { limits.maximumQueryItems }
        set {
            limits = URLLimits(
                maximumLength: limits.maximumLength, maximumSegments: limits.maximumSegments, maximumQueryItems: newValue)
        }
    }

    /// Schemes that no pattern without a scheme answers when ``schemes`` is empty: `http` and
    /// `https` (which need a universal-link host), and schemes that carry code or local data.
    public static let neverAcceptedSchemes: Set<String> = [
        "http", "https", "javascript", "vbscript", "data", "file", "blob", "about", "content",
    ]

    /// Creates a configuration; see each property for what it does and its default.
    public init(
        schemes: Set<String> = [], universalLinkHosts: Set<String> = [],
        caseInsensitivePaths: Bool = false, plusAsSpaceInQuery: Bool = false,
        maximumURLLength: Int = 8_192, maximumSegments: Int = 128,
        maximumQueryItems: Int = 256
    ) {
        self.schemes = schemes
        self.universalLinkHosts = universalLinkHosts
        self.caseInsensitivePaths = caseInsensitivePaths
        self.plusAsSpaceInQuery = plusAsSpaceInQuery
        self.converters = []
        self.limits = URLLimits(
            maximumLength: maximumURLLength, maximumSegments: maximumSegments, maximumQueryItems: maximumQueryItems)
    }

    /// Adds a parameter type that patterns use as `<name:capture>`, beside the built-in
    /// `string`, `int`, `double`, `uuid` and `path`. A capture of the type matches only a
    /// segment `accepts` says yes to, given its decoded text; a segment it refuses makes the
    /// router try the next branch. Adding a name again replaces its test; a built-in name is
    /// left as it is.
    ///
    /// ```swift
    /// var configuration = RouterConfiguration()
    /// configuration.addParameterType("sku") { $0.count == 8 && $0.allSatisfy(\.isLetter) }
    /// configuration.addParameterType("tab", as: Tab.self)
    /// let router = Router<Screen>(configuration: configuration)
    /// try router.register("shop://item/<sku:code>", to: .item)
    /// ```
    ///
    /// - Parameters:
    ///   - name: the type's name in patterns; compared without case.
    ///   - accepts: whether a decoded segment is a value of the type.
    public mutating func addParameterType(_ name: String, accepts: @escaping @Sendable (String) -> Bool) {
        converters.append(ParameterConverter(name, accepts: accepts))
    }

    /// Adds a parameter type whose segments are those a ``RouteParameterConvertible`` type
    /// reads, so that `match.get("tab", as: Tab.self)` never fails on a match.
    public mutating func addParameterType<Value: RouteParameterConvertible>(_ name: String, as type: Value.Type) {
        addParameterType(name) { Value(routeParameter: $0) != nil }
    }

    /// Every custom scheme, no universal links, case-sensitive paths, default limits.
    public static let `default` = RouterConfiguration()
}
