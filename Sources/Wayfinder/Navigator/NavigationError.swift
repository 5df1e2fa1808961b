/// Why the navigator dropped a request, or why a navigation action does not fit a state.
///
/// One error type serves the navigation library: a rejected request's outcome carries it
/// (``NavigationOutcome/rejection``), ``Navigator/open(_:context:expecting:)-(String,_,_)`` throws it, and
/// ``NavigationState/applying(_:)`` throws it for an action the state cannot take.
///
/// ```swift
/// let outcome = await navigator.open("shop://admin")
/// if let rejection = outcome.rejection {
///     print(rejection.code)          // interceptor
///     print(rejection.interceptor!)  // signedIn
/// }
/// ```
public struct NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong. New codes may be added in later versions, so a `switch` over codes
    /// needs a `default`.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name, as `description` prints it: `unknownTarget`.
        public let name: String
        init(_ name: String) { self.name = name }
        public var description: String { name }

        // A request the navigator dropped.

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
        /// cannot go into a URL. The ``NavigationError/underlyingError`` is the
        /// ``RoutingError``.
        public static let cannotBuildURL = Code("cannotBuildURL")
        /// The screen opened with ``Navigator/open(_:context:expecting:)-(String,_,_)`` finished with a
        /// value of another type than expected; the message names both types.
        public static let resultTypeMismatch = Code("resultTypeMismatch")

        // An action that does not fit the state. The navigator rejects such a request with
        // ``invalidNavigation``, whose ``NavigationError/underlyingError`` has one of these.

        /// The window is empty, so there is nothing to pop, select or dismiss.
        public static let emptyWindow = Code("emptyWindow")
        /// The topmost screen is not in a stack.
        public static let noStack = Code("noStack")
        /// More screens were to be popped than stand above the stack's root.
        public static let notEnoughScreens = Code("notEnoughScreens")
        /// More modals were to be dismissed than are presented.
        public static let notEnoughModals = Code("notEnoughModals")
        /// The root is not a tab bar.
        public static let noTabs = Code("noTabs")
        /// No tab has the requested id.
        public static let unknownTab = Code("unknownTab")
        /// No screen with the requested id or key is where it was looked for.
        public static let screenNotFound = Code("screenNotFound")
        /// A count was zero or negative.
        public static let invalidCount = Code("invalidCount")
        /// The screen to close is the root of the window or of a tab's stack, which stays.
        public static let rootCannotClose = Code("rootCannotClose")
    }

    /// What went wrong.
    public let code: Code
    /// A sentence saying what is wrong.
    public let message: String
    /// The interceptor or guard involved, if any.
    public let interceptor: String?
    /// The error that caused the rejection, as it was thrown: the ``RoutingError`` of a
    /// refused URL (``Code-swift.struct/invalidURL``), the error an action's handler threw
    /// (``Code-swift.struct/actionFailed``), the state's own error for a navigation that does
    /// not fit it (``Code-swift.struct/invalidNavigation``); `nil` for the others.
    /// Rejections compare and hash without it.
    ///
    /// ```swift
    /// do {
    ///     let discount = try await navigator.open(link, expecting: Discount.self)
    ///     use(discount)
    /// } catch let rejection as NavigationError {
    ///     if rejection.underlyingError is Coupons.ExpiredCoupon { showExpired() }
    /// }
    /// ```
    public let underlyingError: (any Error)?

    /// Creates an error, for an interceptor or a test; a navigator makes its own.
    public init(_ code: Code, _ message: String, interceptor: String? = nil, underlyingError: (any Error)? = nil) {
        self.code = code
        self.message = message
        self.interceptor = interceptor
        self.underlyingError = underlyingError
    }

    public static func == (lhs: NavigationError, rhs: NavigationError) -> Bool {
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
