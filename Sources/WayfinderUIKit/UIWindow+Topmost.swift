#if canImport(UIKit) && !os(watchOS)
import UIKit
import Wayfinder

extension UIWindow {
    /// The view controller the user sees on top of the window's content: past the controllers
    /// presented over it, skipping one being dismissed, beneath any alert. Present the app's own
    /// alerts and sheets from it.
    ///
    /// ```swift
    /// let alert = UIAlertController(title: "Open this link?", message: nil, preferredStyle: .alert)
    /// window.topmostViewController?.present(alert, animated: true)
    /// ```
    public var topmostViewController: UIViewController? {
        rootViewController.map { ContainerTree.topmostController(in: $0) as? UIViewController ?? $0 }
    }
}
#endif
