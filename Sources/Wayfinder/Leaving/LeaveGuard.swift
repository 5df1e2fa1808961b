extension Departure {
    /// What a leave guard answers: whether its screen may go.
    public enum Decision: Sendable, Hashable {
        /// The screen may leave; the change goes on.
        case allow
        /// The screen stays; the change is not made, and the request that asked for it ends with
        /// a ``WayfinderRouting/ErrorCode/leaveDenied`` rejection that names the screen.
        case deny
    }
}

/// A change that would remove a screen holding its place, as its leave guard sees it.
///
/// ```swift
/// navigator.setLeaveGuard(for: screen.key) { departure in
///     switch departure.cause {
///     case .link, .restoration: return .deny          // keep the form; the link lands over it
///     case .app, .userGesture: return await askUser("Discard your changes?") ? .allow : .deny
///     }
/// }
/// ```
public struct Departure: Sendable {
    /// The screen that would leave.
    public let screen: Screen
    /// The state the change would leave behind, were every screen it removes let go.
    public let destination: NavigationState
    /// What asked for the change.
    public let cause: Cause

    /// Whether the user asked for it with a gesture (Back, a swipe, a swiped sheet) rather
    /// than the app or a link: ``cause`` is ``Cause/userGesture``.
    public var byUser: Bool { cause == .userGesture }

    /// What asks for a change that would remove a screen.
    public enum Cause: Hashable, Sendable {
        /// The app's own call: `pop()`, `dismiss()`, `finish(_:with:)`, `show(_:)`, an in-app
        /// `open(_:)`.
        case app
        /// A link from outside the app, from this source.
        case link(LinkSource)
        /// Restoring saved navigation (``Navigator/restore(savedState:from:)``).
        case restoration
        /// The user's own gesture, which the host stopped to ask first (Back, a swipe back, a
        /// sheet swiped down, a tap on the selected tab).
        case userGesture

        /// The cause of a request from `source`: a link when it comes from outside, else the app.
        init(_ source: LinkSource) {
            self = source.isExternal ? .link(source) : .app
        }
    }
}

/// Code a screen runs before it is removed, to hold the user's place: a form with unsaved
/// changes, a purchase under way. See ``Navigator/setLeaveGuard(for:_:)``.
public typealias LeaveGuard = @MainActor @Sendable (Departure) async -> Departure.Decision
