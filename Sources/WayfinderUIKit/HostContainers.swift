#if canImport(UIKit) && !os(watchOS)
import UIKit

// The navigation and tab bar controllers the host makes. UIKit gives each one delegate, and a
// screen or the app that sets its own (custom transitions do: `navigationController?.delegate
// = self`) would silence the host: the user's Back and tab changes would go unreported until
// the next update. These controllers keep a forwarder as UIKit's delegate whatever is set, and
// put what the app sets behind it, so the host hears every change at once and the app's
// delegate still gets every call, those with answers too (animation and interaction
// controllers, supported orientations). Reading `delegate` gives the forwarder, which UIKit's
// own code may read too; setting it back (a saved delegate restored) clears the app's.
//
// Why this cannot be tested on Linux: the fakes have no Objective-C runtime, so the forwarding
// of the calls the forwarder does not implement (`responds(to:)`, `forwardingTarget(for:)`)
// cannot run there. What the host does with the calls it hears is the driver's, tested over
// the fakes.

/// A navigation controller whose delegate the host keeps hearing.
final class HostNavigationController: UINavigationController {
    private let forwarder = NavigationDelegateForwarder()

    override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        super.delegate = forwarder
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        super.delegate = forwarder
    }

    /// The host that hears the user's changes.
    var host: UIKitHost? {
        get { forwarder.host }
        set { forwarder.host = newValue }
    }

    /// Setting it puts the app's delegate behind the forwarder; UIKit's own delegate stays the
    /// forwarder, set again so that UIKit asks anew which calls it answers.
    override var delegate: (any UINavigationControllerDelegate)? {
        get { super.delegate }
        set {
            forwarder.appObject = newValue === forwarder ? nil : newValue
            super.delegate = nil
            super.delegate = forwarder
        }
    }
}

/// A tab bar controller whose delegate the host keeps hearing.
final class HostTabBarController: UITabBarController {
    private let forwarder = TabBarDelegateForwarder()

    override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        super.delegate = forwarder
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        super.delegate = forwarder
    }

    /// The host that hears the user's changes.
    var host: UIKitHost? {
        get { forwarder.host }
        set { forwarder.host = newValue }
    }

    /// Setting it puts the app's delegate behind the forwarder (see
    /// ``HostNavigationController/delegate``).
    override var delegate: (any UITabBarControllerDelegate)? {
        get { super.delegate }
        set {
            forwarder.appObject = newValue === forwarder ? nil : newValue
            super.delegate = nil
            super.delegate = forwarder
        }
    }
}

/// Tells the host when a navigation controller has shown another screen, after the app's
/// delegate.
@MainActor
final class NavigationDelegateForwarder: DelegateForwarder, UINavigationControllerDelegate {
    weak var host: UIKitHost?

    var appDelegate: (any UINavigationControllerDelegate)? { appObject as? any UINavigationControllerDelegate }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        appDelegate?.navigationController?(navigationController, didShow: viewController, animated: animated)
        host?.navigationController(navigationController, didShow: viewController, animated: animated)
    }
}

/// Asks the host whether a tap may select a tab, once the app's delegate allowed it, and tells
/// the host when the user selected one, after the app's delegate.
@MainActor
final class TabBarDelegateForwarder: DelegateForwarder, UITabBarControllerDelegate {
    weak var host: UIKitHost?

    var appDelegate: (any UITabBarControllerDelegate)? { appObject as? any UITabBarControllerDelegate }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        if appDelegate?.tabBarController?(tabBarController, shouldSelect: viewController) == false { return false }
        return host?.tabBarController(tabBarController, shouldSelect: viewController) ?? true
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        appDelegate?.tabBarController?(tabBarController, didSelect: viewController)
        host?.tabBarController(tabBarController, didSelect: viewController)
    }
}
#endif
