/// A view controller as Wayfinder's container rules see it: what it presents, what presents
/// it, and the child it shows. It describes UIKit's `UIViewController` without UIKit, so the
/// rules that decide where navigation happens run, and are tested, on every platform.
///
/// `WayfinderUIKit` conforms `UIViewController`; tests conform fakes that behave as UIKit does.
/// A navigation controller also conforms to ``StackContainer``, a tab bar controller to
/// ``TabContainer``.
///
/// ```swift
/// let topmost = ContainerTree.topmostController(in: window.rootController!)
/// ```
///
/// ## Contract
/// A conformance reports UIKit's own answers and adds no rules of its own:
/// - ``presentedController`` is the controller this one presents, as UIKit's
///   `presentedViewController` answers it (a child answers for the ancestor that presents);
///   ``presentingController`` is the one that presents this one, as `presentingViewController`.
/// - ``isBeingDismissed`` is `true` while a dismissal of this controller is under way.
/// - ``routingRole`` is ``RoutingRole/transient`` for alerts, action sheets and share sheets, and
///   ``RoutingRole/search`` for search controllers: things shown over navigation that are not
///   part of it.
/// - ``modalStyle`` is how the controller is, or will be, presented.
/// - ``visibleChildController`` is the embedded child the user sees, for a container that
///   embeds children (not for stacks or tab bars, which have their own protocols); `nil` for
///   a controller that embeds none.
/// - ``presentController(_:animated:)`` and ``dismissPresentedController(animated:)`` return
///   `true` once UIKit has finished, animations included, or `false` at once when UIKit
///   refuses (UIKit then never calls its completion). UIKit's answer is read right after the
///   call, so a gesture of the user's during the animation is never taken for a refusal.
/// - ``isInTransition`` is `true` while a transition involving this controller is under way:
///   a presentation, a dismissal, a push or pop, and an interactive one (a swipe back or a
///   sheet drag the user has not let go of) until it has finished or been cancelled; in UIKit,
///   `transitionCoordinator != nil`. While it is, what the controller reports is not settled:
///   mid-swipe, a navigation controller already lists the stack without the screen leaving.
/// - ``waitForTransitionToEnd()`` returns once that transition has ended, at once when there is
///   none, and never waits on a completion UIKit will not call (when the transition
///   coordinator refuses alongside work, it returns at once).
@MainActor
package protocol ContainerController: AnyObject {
    /// The controller this one presents.
    var presentedController: (any ContainerController)? { get }
    /// The controller that presents this one.
    var presentingController: (any ContainerController)? { get }
    /// Whether a dismissal of this controller is under way.
    var isBeingDismissed: Bool { get }
    /// Whether this controller takes part in navigation.
    var routingRole: RoutingRole { get }
    /// How this controller is presented.
    var modalStyle: ModalStyle { get }
    /// The embedded child the user sees; `nil` when there is none.
    var visibleChildController: (any ContainerController)? { get }
    /// Presents a controller over this one; returns `true` when the presentation has
    /// finished, `false` when UIKit refused it.
    @discardableResult
    func presentController(_ controller: any ContainerController, animated: Bool) async -> Bool
    /// Dismisses the controller this one presents and every controller above it; returns
    /// `true` when the dismissal has finished or there was nothing to dismiss, `false` when
    /// UIKit refused it.
    @discardableResult
    func dismissPresentedController(animated: Bool) async -> Bool
    /// Whether a transition involving this controller is under way, interactive ones included.
    var isInTransition: Bool { get }
    /// Returns once the transition under way has ended; at once when there is none.
    func waitForTransitionToEnd() async
    /// Whether the user's swipe may not dismiss this presented controller; UIKit's
    /// `isModalInPresentation`, which makes it tell the presentation controller's delegate
    /// `presentationControllerDidAttemptToDismiss` instead.
    var stopsInteractiveDismissal: Bool { get set }
    /// What this screen's back button does instead of popping, as the app or the library set
    /// it: UIKit's `navigationItem.backAction` (a `UIAction`); `nil` pops. The rules never call
    /// it: they keep what was there while a screen holds its place, and put it back after.
    /// Always `nil` where the platform has no back action (tvOS), and setting it does nothing.
    var backActionSetting: AnyObject? { get set }
    /// A back action, for ``backActionSetting``, that calls `attempt` instead of popping.
    func makeBackAction(_ attempt: @escaping @MainActor () -> Void) -> AnyObject
    /// Rests this presented sheet at one of its detents (UIKit: the sheet presentation
    /// controller's `selectedDetentIdentifier`); ``modalStyle`` then reads it back.
    func restSheet(at detent: ModalStyle.Detent, animated: Bool)
}

/// Whether a controller takes part in navigation.
package enum RoutingRole: Hashable, Sendable {
    /// A screen or a container of screens.
    case routable
    /// Shown over navigation for a moment and not part of it: an alert, an action sheet, a
    /// share sheet. The rules look beneath it for the topmost screen, and a host dismisses it
    /// before it changes what it covers.
    case transient
    /// An active search (`UISearchController`), shown over the screen that searches. The rules
    /// look beneath it, as beneath a transient controller; a host leaves it up while it
    /// changes a stack or selects a tab (a push from a search result), and dismisses it only
    /// to present or dismiss a modal over it.
    case search
}
