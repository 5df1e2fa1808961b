/// A user interface the navigator drives: UIKit, SwiftUI, or memory (`HeadlessHost`, in
/// WayfinderTesting).
///
/// ## Contract
/// Every host keeps these promises; `HostContract` (WayfinderTesting) checks them against any host.
/// - ``apply(_:)`` shows `update.transition.after` by performing `update.transition.changes`
///   in order, and returns once the interface shows it, animations finished. The navigator
///   never calls it again before it returns.
/// - ``displayedState`` is what the interface shows, read back from it; after ``apply(_:)``
///   returns it equals `update.transition.after`.
/// - When the user changes the interface on their own (back button, swipe back, interactive
///   dismissal, tab bar), the host calls ``userNavigationHandler`` once with the action that
///   describes it (`.pop(1)`, `.close(key)`, `.dismiss(1)`, `.selectTab(id)`), after the
///   interface shows the result. It reports nothing for changes made by ``apply(_:)``.
/// - The host builds each added screen's content from `update.request(for: screen)`.
/// - ``settle()`` returns once no transition is under way (an animation, a gesture the user
///   has not let go of) and any change the user made meanwhile has been reported. The
///   navigator calls it before it plans each change, so a plan never starts from a state the
///   user is about to change. It ends when the transition does; the default returns at once.
/// - When the platform refuses a change and the host cannot show `update.transition.after`
///   even by rebuilding it, ``apply(_:)`` still returns, and ``displayedState`` says what is
///   shown: the navigator takes that state as the truth, ends the request with a
///   ``RoutingError/Code-swift.struct/hostRefused`` rejection, and hands `nil` to the screens that
///   are not shown. A refusal is never reported as the user's action.
@MainActor
public protocol NavigationHost: AnyObject {
    /// What the interface shows now.
    var displayedState: NavigationState { get }
    /// Shows a transition; returns when it has finished.
    func apply(_ update: NavigationUpdate) async
    /// Returns once no transition is under way and the user's changes have been reported.
    func settle() async
    /// Set by the navigator; the host calls it for changes the user made.
    var userNavigationHandler: (@MainActor (NavigationAction) -> Void)? { get set }
}

extension NavigationHost {
    /// Returns at once: a host whose changes finish inside ``apply(_:)`` has nothing to wait for.
    public func settle() async {}
}

/// A transition to show, with the requests for the screens it adds.
///
/// A host builds each added screen from its request:
///
/// ```swift
/// for screen in update.transition.addedScreens {
///     contents[screen.key] = catalog.makeContent(for: update.request(for: screen), as: AnyView.self)
/// }
/// ```
public struct NavigationUpdate: Sendable {
    /// The state before, the state after and the steps between them.
    public let transition: NavigationTransition
    /// Whether to animate the steps (``NavigatorConfiguration/animated``).
    public let animated: Bool
    let requests: ScreenRequests

    /// An update, for testing a host; the navigator makes the ones it applies.
    /// - Parameter requests: what added screens were opened with; a screen with none gets a
    ///   request that holds only the screen.
    public init(transition: NavigationTransition, requests: [ScreenRequest] = [], animated: Bool = true) {
        self.init(transition: transition, requests: ScreenRequests(requests), animated: animated)
    }

    init(transition: NavigationTransition, requests: ScreenRequests, animated: Bool) {
        self.transition = transition
        self.requests = requests
        self.animated = animated
    }

    /// What a screen the update adds was opened with: its URL's match, context and source. A
    /// screen the navigator opened without a request (a tab's root, a restored screen) gets one
    /// that holds only the screen.
    public func request(for screen: Screen) -> ScreenRequest {
        requests[screen.key] ?? ScreenRequest(screen: screen)
    }
}
