/// A user interface the navigator drives: UIKit, SwiftUI, or memory (``HeadlessHost``).
///
/// ## Contract
/// Every host keeps these promises; ``HostContract`` checks them against any host.
/// - ``apply(_:)`` shows `update.transition.after` by performing `update.transition.changes`
///   in order, and returns once the interface shows it, animations finished. The navigator
///   never calls it again before it returns.
/// - ``displayedState`` is what the interface shows, read back from it; after ``apply(_:)``
///   returns it equals `update.transition.after`.
/// - When the user changes the interface on their own (back button, swipe back, interactive
///   dismissal, tab bar), the host calls ``userNavigationHandler`` once with the action that
///   describes it (`.pop(1)`, `.close(key)`, `.dismiss(1)`, `.selectTab(id)`), after the
///   interface shows the result. It reports nothing for changes made by ``apply(_:)``.
/// - The host builds each added screen's content from `update.requests`, keyed by screen.
@MainActor
public protocol NavigationHost: AnyObject {
    /// What the interface shows now.
    var displayedState: NavigationState { get }
    /// Shows a transition; returns when it has finished.
    func apply(_ update: NavigationUpdate) async
    /// Set by the navigator; the host calls it for changes the user made.
    var userNavigationHandler: (@MainActor (NavigationAction) -> Void)? { get set }
}

/// A transition to show, with the requests for the screens it adds.
public struct NavigationUpdate: Sendable {
    public let transition: NavigationTransition
    /// What each added screen was opened with, by key.
    public let requests: [ScreenKey: ScreenRequest]
    public let animated: Bool

    public init(transition: NavigationTransition, requests: [ScreenKey: ScreenRequest] = [:], animated: Bool = true) {
        self.transition = transition
        self.requests = requests
        self.animated = animated
    }
}
