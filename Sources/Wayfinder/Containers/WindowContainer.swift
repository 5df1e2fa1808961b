/// A window, as UIKit's `UIWindow`: its root controller, whether it is key, its level, and
/// its scene's state. ``WindowSelection`` picks the window navigation happens in.
///
/// ## Contract
/// - ``rootController`` is `rootViewController`; ``setRootController(_:)`` sets it.
/// - ``isAboveNormalLevel`` is `true` for a window whose `windowLevel` is above `.normal`:
///   a banner, a toast, an alert window another framework put on top.
/// - ``sceneActivation`` is the window's scene's `activationState`; ``SceneActivation/unattached``
///   for a window without a scene.
@MainActor
package protocol WindowContainer: RootContainer {
    /// Whether the window is the key window.
    var isKeyWindow: Bool { get }
    /// Whether the window is hidden.
    var isHidden: Bool { get }
    /// Whether the window floats above the normal level.
    var isAboveNormalLevel: Bool { get }
    /// The state of the window's scene.
    var sceneActivation: SceneActivation { get }
}

/// A scene's activation state, as UIKit's `UIScene.ActivationState`.
package enum SceneActivation: Hashable, Sendable {
    case foregroundActive
    case foregroundInactive
    case background
    case unattached
}

/// Picks the window a link should navigate in when an app has several windows or scenes.
///
/// ```swift
/// let window = WindowSelection.navigationWindow(among: scene.windows)
/// ```
@MainActor
package enum WindowSelection {
    /// The window navigation happens in: among visible windows with a root controller at the
    /// normal level (banners, toasts and alert windows floating above are never chosen), those
    /// of a foreground-active scene first, then foreground-inactive ones, then the rest; within
    /// each group, the key window, else the first. When every window floats above the normal
    /// level, the same order applies to them.
    ///
    /// - Parameter windows: the app's windows, in the order the app or scene lists them.
    /// - Returns: the window, or `nil` when no visible window has a root controller.
    package static func navigationWindow(among windows: [any WindowContainer]) -> (any WindowContainer)? {
        let visible = windows.filter { !$0.isHidden && $0.rootController != nil }
        let normal = visible.filter { !$0.isAboveNormalLevel }
        let candidates = normal.isEmpty ? visible : normal
        for activation in [SceneActivation.foregroundActive, .foregroundInactive] {
            let group = candidates.filter { $0.sceneActivation == activation }
            if let window = group.first(where: \.isKeyWindow) ?? group.first { return window }
        }
        return candidates.first(where: \.isKeyWindow) ?? candidates.first
    }
}
