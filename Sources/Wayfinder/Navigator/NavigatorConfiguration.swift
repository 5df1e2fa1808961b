/// How a ``Navigator`` guards, falls back and lays out the app.
///
/// ```swift
/// var configuration = NavigatorConfiguration()
/// configuration.guards["signedIn"] = SignedInGuard(session: session)
/// configuration.webFallback = WebFallback(screen: "web", hosts: ["help.example.com"])
/// configuration.systemOpener = SystemOpener { url in await UIApplication.shared.open(URL(string: url)!) }
/// configuration.tabs = [TabDefinition(id: "home", screen: "home"), TabDefinition(id: "cart", screen: "cart")]
/// ```
public struct NavigatorConfiguration: Sendable {
    /// Interceptors every request passes, in order.
    public var interceptors: [any NavigationInterceptor]
    /// Guards by name; a route runs those it names (``RouteDefinition/guards``) after the
    /// interceptors. A route naming a guard that is not here never opens.
    public var guards: [String: any NavigationInterceptor]
    /// How long one interceptor may take before the request is rejected. Work an interceptor
    /// suspends for (``InterceptorDecision/suspend(_:)``) is not timed.
    public var interceptorTimeout: Duration
    /// The most redirects one request may follow.
    public var maximumRedirects: Int
    /// Where `https` URLs no route takes may open.
    public var webFallback: WebFallback?
    /// Which URLs no route takes may be handed to the system, and how.
    public var systemOpener: SystemOpener?
    /// Which query parameters carry callback URLs, and where they may point.
    public var callbacks: CallbackPolicy
    /// A screen shown for URLs nothing takes; `nil` leaves the outcome `.notFound` alone.
    public var notFoundScreen: ScreenID?
    /// The app's tabs, for ``Navigator/showTabs(selecting:)`` and routes that name a tab.
    public var tabs: [TabDefinition]
    /// Asks the user before an action route runs for an outside link whose route requires
    /// confirmation. Without it, such actions are declined.
    public var confirmExternalAction: (@MainActor @Sendable (NavigationRequest) async -> Bool)?
    /// Whether URL requests that arrive while the window is empty wait until it has a root.
    /// A link whose route sets the root (``Presentation/setRoot``) or names one of ``tabs``
    /// never waits: it makes the root itself.
    public var holdsLinksUntilRoot: Bool
    /// How long a link waits for a root before it ends with a
    /// ``NavigationError/Code/noRoot`` rejection; `nil` waits as long as it takes. In
    /// debug builds, a link that has waited five seconds prints a warning naming what the app
    /// forgot.
    public var rootWaitLimit: Duration?
    /// Whether hosts animate transitions.
    public var animated: Bool

    public init(
        interceptors: [any NavigationInterceptor] = [], guards: [String: any NavigationInterceptor] = [:],
        interceptorTimeout: Duration = .seconds(10), maximumRedirects: Int = 8,
        webFallback: WebFallback? = nil, systemOpener: SystemOpener? = nil,
        callbacks: CallbackPolicy = CallbackPolicy(), notFoundScreen: ScreenID? = nil,
        tabs: [TabDefinition] = [], holdsLinksUntilRoot: Bool = true, rootWaitLimit: Duration? = .seconds(30),
        animated: Bool = true
    ) {
        self.interceptors = interceptors
        self.guards = guards
        self.interceptorTimeout = interceptorTimeout
        self.maximumRedirects = maximumRedirects
        self.webFallback = webFallback
        self.systemOpener = systemOpener
        self.callbacks = callbacks
        self.notFoundScreen = notFoundScreen
        self.tabs = tabs
        self.holdsLinksUntilRoot = holdsLinksUntilRoot
        self.rootWaitLimit = rootWaitLimit
        self.animated = animated
    }
}

/// A tab of the app: its id and the screen at the root of its stack.
public struct TabDefinition: Hashable, Sendable {
    public var id: TabID
    public var screen: ScreenID
    public var title: String?

    public init(id: TabID, screen: ScreenID, title: String? = nil) {
        self.id = id
        self.screen = screen
        self.title = title
    }
}

/// Opens `https` URLs that no route takes in an in-app web screen, for listed hosts only.
///
/// Only `https`, only the listed hosts (`*.example.com` for subdomains), never a URL with user
/// information. The web screen receives the URL as its `url` argument.
public struct WebFallback: Sendable {
    /// The in-app web screen.
    public var screen: ScreenID
    /// How the web screen is shown.
    public var presentation: Presentation
    /// Which URLs open there: `https` with a listed host, unless a test widens it.
    package var allowlist: URLAllowlist

    /// The hosts whose pages may open in the web screen: `help.example.com`, or
    /// `*.example.com` for every subdomain of `example.com`. Compared without case.
    public var hosts: Set<String> {
        get { allowlist.hosts }
        set { allowlist.hosts = Set(newValue.map { $0.lowercased() }) }
    }

    public init(screen: ScreenID, hosts: Set<String>, presentation: Presentation = .push) {
        self.screen = screen
        self.allowlist = URLAllowlist(schemes: ["https"], hosts: hosts)
        self.presentation = presentation
    }
}

/// Hands URLs no route takes to the system (`tel:`, `mailto:`, another app's
/// `otherapp://...` and the like) when their scheme is listed. Listing `http` or `https`
/// hands no web URL over: a web page opens through the web fallback or not at all.
public struct SystemOpener: Sendable {
    /// Which URLs the system may have: a listed scheme, any host of a scheme that is not a web
    /// scheme.
    package var allowlist: URLAllowlist

    /// The schemes handed to the system, compared without case.
    public var schemes: Set<String> {
        get { allowlist.schemes }
        set { allowlist.schemes = Set(newValue.map { $0.lowercased() }) }
    }

    /// Opens a URL; returns whether the system took it.
    public var open: @MainActor @Sendable (String) async -> Bool

    public init(
        schemes: Set<String> = ["tel", "mailto", "sms", "facetime"],
        open: @escaping @MainActor @Sendable (String) async -> Bool
    ) {
        self.allowlist = URLAllowlist(schemes: schemes, hosts: ["*"], allowsURLsWithoutHost: true)
        self.open = open
    }
}

/// Parameters that carry URLs the app may later open (`x-success`, `next`, `redirect_uri`...),
/// and where they may point. A request whose callback parameter points elsewhere is rejected
/// before anything uses it.
public struct CallbackPolicy: Sendable {
    /// The names of callback parameters, looked for in the query and in path captures, and
    /// compared without case: `NEXT` is checked as `next` is.
    public var parameterNames: Set<String>
    /// Where callbacks may point, beyond the app's own schemes.
    package var allowlist: URLAllowlist
    /// Whether callbacks may use the router's configured schemes.
    public var allowsOwnSchemes: Bool

    /// The hosts callbacks may point to, beyond the app's own schemes: `partner.example.com`,
    /// or `*.example.com` for every subdomain. Compared without case; none by default.
    public var hosts: Set<String> {
        get { allowlist.hosts }
        set { allowlist.hosts = Set(newValue.map { $0.lowercased() }) }
    }

    /// The schemes of ``hosts``: `https` by default.
    public var schemes: Set<String> {
        get { allowlist.schemes }
        set { allowlist.schemes = Set(newValue.map { $0.lowercased() }) }
    }

    /// - Parameters:
    ///   - parameterNames: the names of callback parameters.
    ///   - hosts: the hosts callbacks may point to beyond the app's own schemes.
    ///   - schemes: the schemes those hosts are reached with.
    ///   - allowsOwnSchemes: whether callbacks may use the router's configured schemes.
    public init(
        parameterNames: Set<String> = ["x-success", "x-error", "x-cancel", "next", "redirect_uri", "return_to", "callback", "continue"],
        hosts: Set<String> = [], schemes: Set<String> = ["https"], allowsOwnSchemes: Bool = true
    ) {
        self.parameterNames = parameterNames
        self.allowlist = URLAllowlist(schemes: schemes, hosts: hosts)
        self.allowsOwnSchemes = allowsOwnSchemes
    }
}
