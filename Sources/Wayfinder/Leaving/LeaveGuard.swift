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
public struct Departure: Sendable {
    /// The screen that would leave.
    public let screen: Screen
    /// The state the change would leave behind, were every screen it removes let go.
    public let destination: NavigationState
    /// Whether the user asked for it with a gesture (Back, a swipe, a swiped sheet) rather
    /// than the app or a link.
    public let byUser: Bool
}

/// Code a screen runs before it is removed, to hold the user's place: a form with unsaved
/// changes, a purchase under way. See ``Navigator/setLeaveGuard(for:_:)``.
public typealias LeaveGuard = @MainActor @Sendable (Departure) async -> Departure.Decision
