#if canImport(UIKit) && !os(watchOS)
import UIKit
import Wayfinder

/// Screens that hold their place (leave guards) in UIKit: what a host can stop, and how.
///
/// - A presented sheet that shows a held screen gets `isModalInPresentation`: UIKit then does
///   not let the user swipe it away and calls `presentationControllerDidAttemptToDismiss(_:)`,
///   which the host reports as an attempt to dismiss it.
/// - A navigation controller whose top screen is held turns off its interactive pop gesture,
///   and the screen's back button runs `navigationItem.backAction`, which reports an attempt to
///   pop it instead of popping (iOS and visionOS; tvOS has neither).
///
/// What UIKit does not let an app stop is reported after it happened: a screen popped from the
/// back button's long-press menu, and a tab's stack popped to its root by tapping the selected
/// tab again.
extension UIKitHost {
    /// Marks the controllers on display as `heldScreens` says. Called when the held screens
    /// change and after every transition, since the controllers change with them.
    func markHeldScreens() {
        let state = displayedState
        var presentedContainers: [ObjectIdentifier: (controller: UIViewController, holds: Bool)] = [:]
        for screen in state.allScreens {
            guard let controller = viewController(for: screen.key) else { continue }
            let holds = heldScreens.contains(screen.key)
            let container = controller.navigationController ?? controller
            if container.presentingViewController != nil {
                let id = ObjectIdentifier(container)
                presentedContainers[id] = (container, (presentedContainers[id]?.holds ?? false) || holds)
            }
            #if os(iOS) || os(visionOS)
            markBackButton(of: controller, holds: holds)
            #endif
        }
        for (_, entry) in presentedContainers {
            entry.controller.isModalInPresentation = entry.holds
        }
    }

    #if os(iOS) || os(visionOS)
    /// Routes a held screen's back button to an attempt, and keeps its stack's back swipe from
    /// starting while it is on top.
    private func markBackButton(of controller: UIViewController, holds: Bool) {
        controller.navigationItem.backAction = holds
            ? UIAction { [weak self] _ in self?.userAttemptHandler?(.pop(1)) }
            : nil
        if let navigation = controller.navigationController, navigation.topViewController === controller {
            navigation.interactivePopGestureRecognizer?.isEnabled = !holds
        }
    }
    #endif
}
#endif
