#if canImport(UIKit) && !os(watchOS)
import Foundation
import Wayfinder

extension Navigator {
    /// The activity a scene delegate returns from `stateRestorationActivity(for:)`, holding
    /// the navigation state; the system hands it back as `session.stateRestorationActivity`
    /// when it recreates the scene.
    ///
    /// ```swift
    /// func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    ///     navigator.restorationActivity(type: "com.example.shop.navigation")
    /// }
    ///
    /// // scene(_:willConnectTo:options:):
    /// Task {
    ///     if await !navigator.restore(savedState: session.stateRestorationActivity?.navigationState).isRestored {
    ///         await navigator.showTabs()
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter type: the activity type; list it under `NSUserActivityTypes` in Info.plist.
    public func restorationActivity(type: String) -> NSUserActivity {
        let activity = NSUserActivity(activityType: type)
        activity.addUserInfoEntries(from: [NSUserActivity.navigationStateKey: savedState()])
        return activity
    }
}

extension NSUserActivity {
    /// Where ``Wayfinder/Navigator/restorationActivity(type:)`` keeps the state.
    static let navigationStateKey = "wayfinder.navigation"

    /// The navigation state a restoration activity holds, for
    /// ``Wayfinder/Navigator/restore(savedState:from:)``; `nil` for any other activity.
    public var navigationState: Data? {
        userInfo?[Self.navigationStateKey] as? Data
    }
}
#endif
