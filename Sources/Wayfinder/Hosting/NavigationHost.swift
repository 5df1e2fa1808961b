/// A user interface the navigator drives: UIKit, SwiftUI, or memory (`HeadlessHost`, in
/// WayfinderTesting).
///
/// ## Contract
/// Every host keeps these promises; `HostContract` (WayfinderTesting) checks them against any host.
/// - ``apply(_:animated:)`` shows `transition.after` by performing `transition.changes`
///   in order, and returns once the interface shows it, animations finished. The navigator
///   never calls it again before it returns, unless it did not return within
///   ``NavigatorConfiguration/transitionTimeout``: the navigator then takes ``displayedState``
///   as the truth and goes on (a host that may wait says so with ``transitionsMayWait``).
/// - ``displayedState`` is what the interface shows, read back from it; after ``apply(_:animated:)``
///   returns it equals `transition.after`.
/// - When the user changes the interface on their own (back button, swipe back, interactive
///   dismissal, tab bar, a sheet dragged to another detent), the host calls
///   ``userNavigationHandler`` once with the action that describes it (`.pop(1)`, `.close(key)`,
///   `.dismiss(1)`, `.selectTab(id)`, `.restSheet(at: detent)`), after the
///   interface shows the result. It reports nothing for changes made by ``apply(_:animated:)``.
/// - The host builds each added screen's content from `transition.request(for: screen)`.
/// - ``settle()`` returns once no transition is under way (an animation, a gesture the user
///   has not let go of) and any change the user made meanwhile has been reported. The
///   navigator calls it before it plans each change, so a plan never starts from a state the
///   user is about to change. It ends when the transition does; the default returns at once.
/// - When the platform refuses a change and the host cannot show `transition.after`
///   even by rebuilding it, ``apply(_:animated:)`` still returns, and ``displayedState`` says what is
///   shown: the navigator takes that state as the truth, ends the request with a
///   ``WayfinderRouting/ErrorCode/hostRefused`` rejection, and hands `nil` to the screens that
///   are not shown. A refusal is never reported as the user's action.
/// - ``heldScreens`` are the screens that hold their place (leave guards). Where the platform
///   lets an app stop a gesture before it removes a screen (a sheet's swipe, the back button,
///   the back swipe), the host stops it for these screens and calls ``userAttemptHandler`` once
///   with the action the user tried; the navigator then asks the screen's leave guard and makes
///   the change itself if it may. A gesture the platform does not let an app stop is reported
///   after it happened, through ``userNavigationHandler``, as any other.
@MainActor
public protocol NavigationHost: AnyObject {
    /// What the interface shows now.
    var displayedState: NavigationState { get }
    /// Shows a transition, animated or not (``NavigatorConfiguration/animated``); returns when
    /// it has finished.
    func apply(_ transition: NavigationTransition, animated: Bool) async
    /// Returns once no transition is under way and the user's changes have been reported.
    func settle() async
    /// Whether ``apply(_:animated:)`` or ``settle()`` may wait (for an animation, a gesture):
    /// then the navigator calls them from a task of its own, so that cancelling a request ends
    /// it at once and a host that does not return within
    /// ``NavigatorConfiguration/transitionTimeout`` holds no later request. `true` by default;
    /// a host whose calls return without waiting says `false` and saves each change that task.
    var transitionsMayWait: Bool { get }
    /// Set by the navigator; the host calls it for changes the user made.
    var userNavigationHandler: (@MainActor (NavigationAction) -> Void)? { get set }
    /// Set by the navigator: the keys of the screens that hold their place, whose removal the
    /// host stops where the platform lets it. A host that stops nothing ignores it.
    var heldScreens: Set<Int> { get set }
    /// Set by the navigator; the host calls it with the action the user tried (`.pop(1)`,
    /// `.dismiss(1)`) when it stopped a gesture that would have removed a held screen.
    var userAttemptHandler: (@MainActor (NavigationAction) -> Void)? { get set }
    /// Set by the navigator: the column each screen shows in when a split view lays the base
    /// stack out (``Navigator/column(of:)``). A host with a split view lays its columns out
    /// with it (``Stack/columns(_:)``); a host without one ignores it.
    var columnOfScreen: (@MainActor (Screen) -> SplitColumn?)? { get set }
    /// Set by the navigator: the columns of the split view a tab's stack shows, the root
    /// stack's for `nil` (``Navigator/splitViewColumns(inTab:)``). A host whose split view fixes
    /// its columns when it is made (UIKit's) asks before making one; another ignores it.
    var splitViewColumns: (@MainActor (_ tab: String?) -> [SplitColumn])? { get set }
}

extension NavigationHost {
    /// Returns at once: a host whose changes finish inside ``apply(_:animated:)`` has nothing to wait for.
    public func settle() async {}

    /// `true`: the navigator gives the host's calls a way out unless the host says they never
    /// wait.
    public var transitionsMayWait: Bool { true }

    /// None, and setting it does nothing: a host that stops no gesture has no held screens to
    /// know of, and what the user does is reported after it happened.
    public var heldScreens: Set<Int> {
        get { [] }
        set {}
    }

    /// `nil`, and setting it does nothing: a host that stops no gesture reports no attempt.
    public var userAttemptHandler: (@MainActor (NavigationAction) -> Void)? {
        get { nil }
        set {}
    }

    /// `nil`, and setting it does nothing: a host without a split view lays out no columns.
    public var columnOfScreen: (@MainActor (Screen) -> SplitColumn?)? {
        get { nil }
        set {}
    }

    /// `nil`, and setting it does nothing: a host without a split view has no columns to fix.
    public var splitViewColumns: (@MainActor (_ tab: String?) -> [SplitColumn])? {
        get { nil }
        set {}
    }
}
