/// Exactly what became of a navigation request.
///
/// ```swift
/// switch await navigator.open("shop://product/42") {
/// case .navigated(let transition, let screen): print("opened", screen?.id.rawValue ?? "-", transition.changes)
/// case .rejected(let rejection): print("refused:", rejection)
/// case .notFound: showToast("That link is not valid")
/// default: break
/// }
/// ```
///
/// Outcomes are `Equatable`, so a test states the whole result: `#expect(outcome == .notFound)`.
public enum NavigationOutcome: Sendable, Equatable, CustomStringConvertible {
    /// The state changed; `screen` is the screen the request opened, if it opened one.
    case navigated(NavigationTransition, screen: Screen?)
    /// An action route's handler ran and reported this.
    case handled(ActionResult)
    /// The request was sent to another URL, by a redirect route or an interceptor, with what
    /// became of that. `to` is that URL as its route's pattern (`shop://product/<id>`), values
    /// left out unless the route marks them public: an outcome is for logs, and the screen it
    /// ends on has the values.
    indirect case redirected(to: String, NavigationOutcome)
    /// The request was dropped; the rejection says why.
    case rejected(NavigationRejection)
    /// No route took the URL and a fallback did: the web screen, the system, or the
    /// not-found screen.
    case fallback(Fallback, NavigationTransition?)
    /// No route took the URL, or none that its source may reach, and no fallback applied.
    case notFound

    /// Where an unmatched URL went.
    public enum Fallback: Hashable, Sendable, CustomStringConvertible {
        /// Opened in the web screen.
        case web(String)
        /// Handed to the system (for `tel:`, `mailto:` and the like).
        case system(String)
        /// The not-found screen was shown.
        case notFoundScreen

        public var description: String {
            switch self {
            case .web(let url): "web screen for \(Redaction.withoutValues(url))"
            case .system(let url): "handed to the system: \(Redaction.withoutValues(url))"
            case .notFoundScreen: "not-found screen"
            }
        }
    }

    /// The outcome after following redirects.
    public var final: NavigationOutcome {
        if case .redirected(_, let next) = self { return next.final }
        return self
    }

    /// The transition, if the state changed.
    public var transition: NavigationTransition? {
        switch final {
        case .navigated(let transition, _): transition
        case .fallback(_, let transition): transition
        default: nil
        }
    }

    /// The screen the request opened or brought forward, if it navigated to one.
    public var screen: Screen? {
        if case .navigated(_, let screen) = final { return screen }
        return nil
    }

    /// The rejection, if the request was dropped.
    public var rejection: NavigationRejection? {
        if case .rejected(let rejection) = final { return rejection }
        return nil
    }

    /// Whether no route took the URL and no fallback applied.
    public var isNotFound: Bool {
        if case .notFound = final { return true }
        return false
    }

    /// What happened, for logs: screens by id and key, URLs as their routes' patterns (or, for
    /// a URL no route takes, its scheme and a web URL's host), so that no value taken from a
    /// URL is written anywhere unless its route marks it public
    /// (``RouteDefinition/publicParameters``).
    public var description: String {
        switch self {
        case .navigated(let transition, let screen):
            let opened = screen.map { "opened \($0.id) \($0.key)" } ?? "navigated"
            guard !transition.isEmpty else { return "\(opened) (nothing to change)" }
            return "\(opened) (\(transition.changes.map(\.summary).joined(separator: ", ")))"
        case .handled(let result): return "handled: \(result.message)"
        case .redirected(let target, let next): return "redirected to \(target), then \(next)"
        case .rejected(let rejection): return "rejected: \(rejection)"
        case .fallback(let fallback, _): return "fallback: \(fallback)"
        case .notFound: return "not found"
        }
    }

    /// One word or two for the kind of outcome, after redirects: "navigated", "handled",
    /// "rejected (interceptor)", "fallback", "not found".
    public var kindDescription: String {
        switch final {
        case .navigated: "navigated"
        case .handled: "handled"
        case .redirected: "redirected"
        case .rejected(let rejection): "rejected (\(rejection.code))"
        case .fallback: "fallback"
        case .notFound: "not found"
        }
    }
}

/// Why a request was dropped.
public struct NavigationRejection: Error, Hashable, Sendable, CustomStringConvertible {
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        public let name: String
        init(_ name: String) { self.name = name }
        public var description: String { name }

        /// The URL was refused while reading it: too long, control characters, bad escapes.
        public static let invalidURL = Code("invalidURL")
        /// The URL's scheme carries code or local data (`javascript:`, `data:`, `file:`...).
        public static let forbiddenScheme = Code("forbiddenScheme")
        /// An interceptor or guard rejected the request.
        public static let interceptor = Code("interceptor")
        /// An interceptor took longer than the configured timeout.
        public static let interceptorTimedOut = Code("interceptorTimedOut")
        /// A route names a guard that is not configured; the route stays closed.
        public static let unknownGuard = Code("unknownGuard")
        /// The route's `shouldOpen` said no.
        public static let refusedByRoute = Code("refusedByRoute")
        /// Redirects came back to a URL already visited.
        public static let redirectLoop = Code("redirectLoop")
        /// A guard suspended a request that its own suspended work made (a sign-in route the
        /// guard also guards), or guards suspended requests deeper than the redirect limit.
        public static let guardLoop = Code("guardLoop")
        /// More redirects than the configured maximum.
        public static let tooManyRedirects = Code("tooManyRedirects")
        /// A callback parameter points somewhere not on the allowlist.
        public static let disallowedCallback = Code("disallowedCallback")
        /// The app's confirmation step declined an action from outside.
        public static let confirmationDeclined = Code("confirmationDeclined")
        /// The route names a screen or action the catalog does not have.
        public static let unknownTarget = Code("unknownTarget")
        /// The action's handler threw.
        public static let actionFailed = Code("actionFailed")
        /// The navigation does not fit the current state.
        public static let invalidNavigation = Code("invalidNavigation")
        /// The platform refused to show the navigation, even when the host rebuilt it.
        public static let hostRefused = Code("hostRefused")
        /// The task awaiting the request was cancelled: the request was taken out of line, or
        /// stopped where it waited (a guard's suspended work, the host), and changed nothing
        /// after that.
        public static let cancelled = Code("cancelled")
        /// A link waited longer than ``NavigatorConfiguration/rootWaitLimit`` for the app to
        /// show a root.
        public static let noRoot = Code("noRoot")
        /// A typed route's URL could not be built: its type is not registered, or a value
        /// cannot go into a URL. The ``NavigationRejection/underlyingError`` is the
        /// ``RoutingError``.
        public static let cannotBuildURL = Code("cannotBuildURL")
        /// The screen opened with ``Navigator/open(_:context:expecting:)`` finished with a
        /// value of another type than expected; the message names both types.
        public static let resultTypeMismatch = Code("resultTypeMismatch")
    }

    public let code: Code
    public let message: String
    /// The interceptor or guard involved, if any.
    public let interceptor: String?
    /// The error that caused the rejection, as it was thrown: the ``RoutingError`` of a
    /// refused URL (``Code-swift.struct/invalidURL``), the error an action's handler threw
    /// (``Code-swift.struct/actionFailed``), the ``NavigationError`` of a navigation that does
    /// not fit the state (``Code-swift.struct/invalidNavigation``); `nil` for the others.
    /// Rejections compare and hash without it.
    ///
    /// ```swift
    /// do {
    ///     let discount = try await navigator.open(link, expecting: Discount.self)
    ///     use(discount)
    /// } catch let rejection as NavigationRejection {
    ///     if rejection.underlyingError is Coupons.ExpiredCoupon { showExpired() }
    /// }
    /// ```
    public let underlyingError: (any Error)?

    public init(_ code: Code, _ message: String, interceptor: String? = nil, underlyingError: (any Error)? = nil) {
        self.code = code
        self.message = message
        self.interceptor = interceptor
        self.underlyingError = underlyingError
    }

    public static func == (lhs: NavigationRejection, rhs: NavigationRejection) -> Bool {
        lhs.code == rhs.code && lhs.message == rhs.message && lhs.interceptor == rhs.interceptor
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(message)
        hasher.combine(interceptor)
    }

    public var description: String {
        interceptor.map { "\(message) [\($0)]" } ?? message
    }
}

extension NavigationChange: CustomStringConvertible {
    /// A short phrase for logs and outcomes: `push product #3 onto root stack`.
    public var summary: String {
        func names(_ screens: [Screen]) -> String { screens.map { "\($0.id) \($0.key)" }.joined(separator: ", ") }
        switch self {
        case .pushed(let screens, let location): return "push \(names(screens)) onto \(location)"
        case .popped(let screens, let location): return "pop \(names(screens)) from \(location)"
        case .replaced(let old, let new): return "replace \(old.id) \(old.key) with \(new.id) \(new.key)"
        case .presented(let modal): return "present \(names(modal.screens))"
        case .dismissed(let modals): return "dismiss \(names(modals.flatMap(\.screens)))"
        case .rootSet: return "set root"
        case .tabSelected(let tab, _): return "select tab \(tab)"
        }
    }

    /// The ``summary``.
    public var description: String { summary }
}
