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
    /// Makes the window narrow (`compact`: a split view collapses into one stack) or wide again,
    /// as a rotation, Slide Over or a resized window does.
    /// - Returns: `false` when the host cannot (the default); the contract's split view checks
    ///   then report the width checks as not run.
    func simulateWidthChange(compact: Bool) -> Bool
}

extension UserSimulatingHost {
    /// `false`: a host that says nothing of widths cannot change its own.
    public func simulateWidthChange(compact: Bool) -> Bool { false }
}
