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
    /// What went wrong: one of the library's codes (``/WayfinderRouting/ErrorCode``), such
    /// as ``WayfinderRouting/ErrorCode/interceptor`` or
    /// ``WayfinderRouting/ErrorCode/hostRefused``.
    public let code: ErrorCode
    /// A sentence saying what is wrong.
    public let message: String
    /// The interceptor or guard involved, if any.
    public let interceptor: String?
    /// The screen involved, if any: the one that held its place, for
    /// ``WayfinderRouting/ErrorCode/leaveDenied`` and
    /// ``WayfinderRouting/ErrorCode/leaveGuardTimedOut``.
    public var screen: Screen? { heldScreen?.screen }
    /// ``screen``, boxed: every outcome can carry a rejection, and a screen stored inline would
    /// double the size of each outcome that requests pass back.
    private let heldScreen: ScreenBox?

    private final class ScreenBox: Sendable {
        let screen: Screen
        init(_ screen: Screen) { self.screen = screen }
    }
    /// The error that caused the rejection, as it was thrown: the ``/WayfinderRouting/RoutingError`` of a
    /// refused URL (``WayfinderRouting/ErrorCode/invalidURL``), the error an action's handler threw
    /// (``WayfinderRouting/ErrorCode/actionFailed``), the state's own error for a navigation that does
    /// not fit it (``WayfinderRouting/ErrorCode/invalidNavigation``); `nil` for the others.
    /// Rejections compare and hash without it.
    ///
    /// ```swift
    /// do {
    ///     let discount = try await navigator.open(link, expecting: Discount.self)
    ///     use(discount)
    /// } catch {
    ///     // `open(_:expecting:)` throws only `NavigationError`.
    ///     if error.underlyingError is Coupons.ExpiredCoupon { showExpired() }
    /// }
    /// ```
    public let underlyingError: (any Error)?

    /// Creates an error, for an interceptor or a test; a navigator makes its own.
    public init(
        _ code: ErrorCode, _ message: String, interceptor: String? = nil, screen: Screen? = nil,
        underlyingError: (any Error)? = nil
    ) {
        self.code = code
        self.message = message
        self.interceptor = interceptor
        self.heldScreen = screen.map(ScreenBox.init)
        self.underlyingError = underlyingError
    }

    public static func == (lhs: NavigationError, rhs: NavigationError) -> Bool {
        lhs.code == rhs.code && lhs.message == rhs.message && lhs.interceptor == rhs.interceptor && lhs.screen == rhs.screen
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(message)
        hasher.combine(interceptor)
        hasher.combine(screen)
    }

    public var description: String {
        interceptor.map { "\(message) [\($0)]" } ?? message
    }
}
