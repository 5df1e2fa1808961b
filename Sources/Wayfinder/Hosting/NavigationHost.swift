/// A user interface the navigator drives: UIKit, SwiftUI, or memory (`HeadlessHost`, in
/// WayfinderTesting).
///
/// ## Contract
/// Every host keeps these promises; `HostContract` (WayfinderTesting) checks them against any host.
/// - ``apply(_:animated:)`` shows `transition.after` by performing `transition.changes`
///   in order, and returns once the interface shows it, animations finished. The navigator
///   never calls it again before it returns.
/// - ``displayedState`` is what the interface shows, read back from it; after ``apply(_:animated:)``
///   returns it equals `transition.after`.
/// - When the user changes the interface on their own (back button, swipe back, interactive
///   dismissal, tab bar), the host calls ``userNavigationHandler`` once with the action that
///   describes it (`.pop(1)`, `.close(key)`, `.dismiss(1)`, `.selectTab(id)`), after the
///   interface shows the result. It reports nothing for changes made by ``apply(_:animated:)``.
/// - The host builds each added screen's content from `transition.request(for: screen)`.
/// - ``settle()`` returns once no transition is under way (an animation, a gesture the user
///   has not let go of) and any change the user made meanwhile has been reported. The
///   navigator calls it before it plans each change, so a plan never starts from a state the
///   user is about to change. It ends when the transition does; the default returns at once.
/// - When the platform refuses a change and the host cannot show `transition.after`
///   even by rebuilding it, ``apply(_:animated:)`` still returns, and ``displayedState`` says what is
///   shown: the navigator takes that state as the truth, ends the request with a
///   ``RoutingError/Code-swift.struct/hostRefused`` rejection, and hands `nil` to the screens that
///   are not shown. A refusal is never reported as the user's action.
@MainActor
public protocol NavigationHost: AnyObject {
    /// What the interface shows now.
    var displayedState: NavigationState { get }
    /// Shows a transition, animated or not (``NavigatorConfiguration/animated``); returns when
    /// it has finished.
    func apply(_ transition: NavigationTransition, animated: Bool) async
    /// Returns once no transition is under way and the user's changes have been reported.
    func settle() async
    /// Set by the navigator; the host calls it for changes the user made.
    var userNavigationHandler: (@MainActor (NavigationAction) -> Void)? { get set }
}

extension NavigationHost {
    /// Returns at once: a host whose changes finish inside ``apply(_:animated:)`` has nothing to wait for.
    public func settle() async {}
}
