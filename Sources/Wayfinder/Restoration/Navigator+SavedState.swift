import Foundation

extension Navigator {
    /// The navigation state as data to save: what a scene's state restoration keeps
    /// (`stateRestorationActivity(for:)` in UIKit, `@SceneStorage` in SwiftUI) and hands back
    /// to ``restore(savedState:from:)`` when the system recreates the scene.
    ///
    /// ```swift
    /// func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    ///     navigator.restorationActivity(type: "com.example.shop.navigation")
    /// }
    /// ```
    ///
    /// Each screen is saved as its URL, with only the query items its route declares it keeps
    /// (``RouteDefinition/savedQuery``): a token a link carried stays out of scene storage.
    public func savedState() -> Data {
        // Encoding strings, booleans and string-backed enums into JSON cannot fail.
        (try? JSONEncoder().encode(snapshot())) ?? Data()
    }

    /// Restores the state saved by ``savedState()``, in line with other requests, each saved
    /// URL passing the checks a link from `source` passes.
    ///
    /// ```swift
    /// if await !navigator.restore(savedState: session.stateRestorationActivity?.navigationState).isRestored {
    ///     await navigator.showTabs()
    /// }
    /// ```
    ///
    /// A saved URL opens again only when a screen route still takes it, that route is exposed
    /// to `source`, its callbacks are allowed, and the interceptors and the route's guards let
    /// it through now: a user who signed out does not get the orders screen back. A guard that
    /// would suspend to ask the user (a sign-in) leaves the URL out instead; nothing is asked
    /// while restoring. What is left out is reported, and the screens the restored state
    /// replaces are asked first (``setLeaveGuard(for:_:)``).
    ///
    /// - Parameters:
    ///   - data: the saved state; `nil` when there is none.
    ///   - source: where the data came from: `.inApp` (the default) for the app's own scene
    ///     storage; an outside source for a place someone shared, whose routes must be exposed
    ///     to it.
    /// - Returns: the outcome, a rejection when there was no data, it was not a saved state
    ///   (damaged, from another format), or none of its URLs opens a screen any more (the state
    ///   is then unchanged, and the app shows its first screen); and each URL left out, and why.
    @discardableResult
    public func restore(savedState data: Data?, from source: LinkSource = .inApp) async -> RestorationReport {
        guard let data else {
            return RestorationReport(
                outcome: NavigationOutcome(.rejected(NavigationError(.invalidNavigation, "there is no saved state"))), dropped: []
            )
        }
        let snapshot: NavigationSnapshot
        do {
            snapshot = try JSONDecoder().decode(NavigationSnapshot.self, from: data)
        } catch {
            return RestorationReport(
                outcome: NavigationOutcome(
                    .rejected(
                        NavigationError(.invalidNavigation, "the data is not a saved navigation state", underlyingError: error))),
                dropped: [])
        }
        return await restore(snapshot, from: source)
    }
}
