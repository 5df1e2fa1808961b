/// A host that can act out what a user does (Back, a swipe, the tab bar, a sheet's drag), so
/// that `HostContract` can check how it reports it. Without it the contract cannot try the
/// user's gestures, and says so in its report.
///
/// ```swift
/// extension AppWindowHost: UserSimulatingHost {
///     func simulateUser(_ action: NavigationAction) -> Bool {
///         switch action {
///         case .pop(1): return inner.simulateSwipeBack()
///         case .dismiss(1): return inner.simulateInteractiveDismissal()
///         default: return false
///         }
///     }
/// }
/// ```
@MainActor
public protocol UserSimulatingHost: NavigationHost {
    /// Performs `action` as the user would, and reports it through
    /// ``NavigationHost/userNavigationHandler`` as the host reports any gesture.
    /// - Returns: `false` when the host cannot act this out (a platform without the gesture,
    ///   or the interface does not offer it now); the contract then reports the check as not run.
    func simulateUser(_ action: NavigationAction) -> Bool
}
