/// How a ``Navigator`` guards, falls back and lays out the app.
///
/// ```swift
/// var configuration = NavigatorConfiguration()
/// configuration.guards["signedIn"] = SignedInGuard(session: session)
/// configuration.webScreen = "web"
/// configuration.webHosts = ["help.example.com"]
/// configuration.openInSystem = { url in await UIApplication.shared.open(URL(string: url)!) }
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
    /// How long a screen's leave guard (``Navigator/setLeaveGuard(for:_:)``) may take, asking
    /// the user included, before the screen is held as if it had denied: 60 seconds by default.
    public var leaveGuardTimeout: Duration
    /// How long a host whose transitions may wait (``NavigationHost/transitionsMayWait``) may
    /// take to show a change, its wait for the user's gesture included, before the navigator
    /// takes what it shows as the truth and lets later requests go: 10 seconds by default. A
    /// request whose screen is then not shown ends with
    /// ``WayfinderRouting/ErrorCode/transitionTimedOut``.
    public var transitionTimeout: Duration = .seconds(10)

    // MARK: URLs no route takes

    /// The in-app web screen where `https` URLs that no route takes open, for ``webHosts``
    /// only; `nil` (the default) opens none. It receives the URL as its `url` argument. Never
    /// a URL with user information, nor one whose host a browser would read otherwise.
    public var webScreen: String?
    /// The hosts whose pages may open in ``webScreen``: `help.example.com`, or
    /// `*.example.com` for every subdomain of `example.com`. Compared without case.
    public var webHosts: Set<String> {
        get { webAllowlist.hosts }
        set { webAllowlist.hosts = Set(newValue.map { $0.lowercased() }) }
    }
    /// How ``webScreen`` is shown; pushed by default.
    public var webPresentation: Presentation
    /// Which URLs open in the web screen: `https` with a listed host, unless a test widens it.
    package var webAllowlist: URLAllowlist

    /// Hands a URL that no route takes to the system (`tel:`, `mailto:`, another app's
    /// `otherapp://...`) when its scheme is one of ``systemSchemes``, and returns whether the
    /// system took it; `nil` (the default) hands nothing over.
    public var openInSystem: (@MainActor @Sendable (String) async -> Bool)?
    /// The schemes whose URLs ``openInSystem`` may have, compared without case: `tel`,
    /// `mailto`, `sms` and `facetime` by default. Listing `http` or `https` hands no web URL
    /// over: a web page opens in ``webScreen`` or not at all.
    public var systemSchemes: Set<String> {
        get { systemAllowlist.schemes }
        set { systemAllowlist.schemes = Set(newValue.map { $0.lowercased() }) }
    }
    /// Which URLs the system may have: a listed scheme, any host of a scheme that is not a web
    /// scheme.
    package var systemAllowlist: URLAllowlist

    /// A screen shown for URLs nothing takes; `nil` leaves the outcome `.notFound` alone.
    public var notFoundScreen: String?

    // MARK: Callback parameters

    /// The names of parameters that carry URLs the app may later open (`x-success`, `next`,
    /// `redirect_uri`...), looked for in the query and in path captures and compared without
    /// case. A request whose callback parameter points anywhere but the app's own schemes or
    /// ``callbackHosts`` is rejected before anything uses it.
    public var callbackParameters: Set<String>
    /// The hosts callbacks may point to beyond the app's own schemes: `partner.example.com`,
    /// or `*.example.com` for every subdomain. Compared without case; none by default.
    public var callbackHosts: Set<String> {
        get { callbackAllowlist.hosts }
        set { callbackAllowlist.hosts = Set(newValue.map { $0.lowercased() }) }
    }
    /// The schemes of ``callbackHosts``: `https` by default.
    public var callbackSchemes: Set<String> {
        get { callbackAllowlist.schemes }
        set { callbackAllowlist.schemes = Set(newValue.map { $0.lowercased() }) }
    }
    /// Where callbacks may point, beyond the app's own schemes.
    package var callbackAllowlist: URLAllowlist
    /// Whether callbacks may use the router's configured schemes; `true` by default.
    public var callbacksMayUseOwnSchemes: Bool

    // MARK: Layout and outside links

    /// The app's tabs, for ``Navigator/showTabs(selecting:)`` and routes that name a tab.
    public var tabs: [TabDefinition]
    /// Where requests land by source, for routes that set no ``RouteDefinition/arrival``. A
    /// source not listed takes, in order: for a named app, the entry for every app
    /// (`.otherApp()`); then ``ArrivalPolicy/inTab`` from inside the app and
    /// ``ArrivalPolicy/keepingWork`` from outside. Empty by default.
    ///
    /// ```swift
    /// configuration.arrivals[.universalLink] = .keepingWork
    /// ```
    public var arrivals: [LinkSource: ArrivalPolicy] = [:]
    /// Asks the user before an action route runs for an outside link whose route requires
    /// confirmation. Without it, such actions are declined.
    public var confirmExternalAction: (@MainActor @Sendable (NavigationRequest) async -> Bool)?
    /// Whether URL requests that arrive while the window is empty wait until it has a root.
    /// A link whose route sets the root (``Presentation/setRoot``) or names one of ``tabs``
    /// never waits: it makes the root itself.
    public var holdsLinksUntilRoot: Bool
    /// How long a link waits for a root before it ends with a
    /// ``WayfinderRouting/ErrorCode/noRoot`` rejection; `nil` waits as long as it takes. In
    /// debug builds, a link that has waited five seconds prints a warning naming what the app
    /// forgot.
    public var rootWaitLimit: Duration?
    /// Whether hosts animate transitions.
    public var animated: Bool
    /// Where notifications carry their links (``Navigator/openNotification(action:isTap:userInfo:id:)``):
    /// the URL under `"url"` by default.
    public var notificationLinks = NotificationLinks()
    /// How long a link a guard parks (``InterceptorDecision/park(until:)``) waits for the app
    /// to be ready before it is dropped unopened: one hour by default.
    public var pendingLinkLifetime: Duration = .seconds(60 * 60)
    /// The keys that check links to routes that must be signed (``RouteDefinition/signed``);
    /// without them, such routes refuse every link from outside.
    public var signedLinks: SignedLinks?
    /// How long a link from outside counts as a repeat when the same URL comes again from the
    /// same source: the repeat opens nothing and ends with
    /// ``WayfinderRouting/ErrorCode/repeatedLink``. The system can deliver one tap twice (a
    /// notification's response on a cold start, a widget tapped twice, a scene's connection
    /// options and `onOpenURL` both). One second by default; `.zero` opens every delivery.
    ///
    /// ```swift
    /// configuration.repeatedLinkWindow = .milliseconds(500)
    /// ```
    public var repeatedLinkWindow: Duration = .seconds(1)

    /// Creates a configuration; see each property for what it does and its default.
    public init(
        interceptors: [any NavigationInterceptor] = [], guards: [String: any NavigationInterceptor] = [:],
        interceptorTimeout: Duration = .seconds(10), maximumRedirects: Int = 8, leaveGuardTimeout: Duration = .seconds(60),
        webScreen: String? = nil, webHosts: Set<String> = [], webPresentation: Presentation = .push,
        systemSchemes: Set<String> = ["tel", "mailto", "sms", "facetime"],
        openInSystem: (@MainActor @Sendable (String) async -> Bool)? = nil,
        notFoundScreen: String? = nil,
        callbackParameters: Set<String> = [
            "x-success", "x-error", "x-cancel", "next", "redirect_uri", "return_to", "callback", "continue",
        ],
        callbackHosts: Set<String> = [], callbackSchemes: Set<String> = ["https"], callbacksMayUseOwnSchemes: Bool = true,
        tabs: [TabDefinition] = [], holdsLinksUntilRoot: Bool = true, rootWaitLimit: Duration? = .seconds(30),
        animated: Bool = true
    ) {
        self.interceptors = interceptors
        self.guards = guards
        self.interceptorTimeout = interceptorTimeout
        self.maximumRedirects = maximumRedirects
        self.leaveGuardTimeout = leaveGuardTimeout
        self.webScreen = webScreen
        self.webAllowlist = URLAllowlist(schemes: ["https"], hosts: webHosts)
        self.webPresentation = webPresentation
        self.systemAllowlist = URLAllowlist(schemes: systemSchemes, hosts: ["*"], allowsURLsWithoutHost: true)
        self.openInSystem = openInSystem
        self.notFoundScreen = notFoundScreen
        self.callbackParameters = callbackParameters
        self.callbackAllowlist = URLAllowlist(schemes: callbackSchemes, hosts: callbackHosts)
        self.callbacksMayUseOwnSchemes = callbacksMayUseOwnSchemes
        self.tabs = tabs
        self.holdsLinksUntilRoot = holdsLinksUntilRoot
        self.rootWaitLimit = rootWaitLimit
        self.animated = animated
    }
}

/// A tab of the app: its id and the screen at the root of its stack.
public struct TabDefinition: Hashable, Sendable {
    /// The tab's id, as routes (``RouteDefinition/tab``) and `selectTab` name it.
    public var id: String
    /// The id of the screen at the root of the tab's stack.
    public var screen: String
    /// The title hosts show on the tab's item; the id when `nil`.
    public var title: String?
    /// The SF Symbol hosts show on the tab's item (`"cart"`, `"person.crop.circle"`); none when
    /// `nil`, or when the system has no symbol of that name.
    public var image: String?

    /// Creates a tab with its id, root screen, title and symbol.
    ///
    /// ```swift
    /// TabDefinition(id: "cart", screen: "cart", title: "Cart", image: "cart")
    /// ```
    public init(id: String, screen: String, title: String? = nil, image: String? = nil) {
        self.id = id
        self.screen = screen
        self.title = title
        self.image = image
    }
}
