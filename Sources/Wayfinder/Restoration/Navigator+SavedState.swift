import Foundation

extension Navigator {
    /// The navigation state as data to save: what a scene's state restoration keeps
    /// (`stateRestorationActivity(for:)` in UIKit, `@SceneStorage` in SwiftUI) and hands back
    /// to ``restore(savedState:)`` when the system recreates the scene.
    ///
    /// ```swift
    /// func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    ///     navigator.restorationActivity(type: "com.example.shop.navigation")
    /// }
    /// ```
    public func savedState() -> Data {
        // Encoding strings, booleans and string-backed enums into JSON cannot fail.
        (try? JSONEncoder().encode(snapshot())) ?? Data()
    }

    /// Restores the state saved by ``savedState()``, in line with other requests.
    ///
    /// ```swift
    /// if await !navigator.restore(savedState: session.stateRestorationActivity?.navigationState) {
    ///     await navigator.showTabs()
    /// }
    /// ```
    ///
    /// - Parameter data: the saved state; `nil` when there is none.
    /// - Returns: `true` when a root was restored; `false` when there was no data, it was not
    ///   a saved state (damaged, from another format), or none of its URLs opens a screen
    ///   any more: the state is then unchanged, and the app shows its first screen.
    @discardableResult
    public func restore(savedState data: Data?) async -> Bool {
        guard let data, let snapshot = try? JSONDecoder().decode(NavigationSnapshot.self, from: data) else { return false }
        return await restore(snapshot).rejection == nil
    }
}
