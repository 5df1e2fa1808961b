#if canImport(UIKit) && !os(watchOS)
import UIKit
import Wayfinder

/// UIKit's view controllers answer the container rules' questions with UIKit's own answers.
/// No rule lives here: which controller is topmost, where a push lands and what a dismissal
/// unwinds are decided in `Wayfinder`'s `ContainerTree` and tested on every platform.
extension UIViewController: ContainerController {
    package var presentedController: (any ContainerController)? { presentedViewController }
    package var presentingController: (any ContainerController)? { presentingViewController }

    /// Alerts, action sheets, share sheets, active searches and controllers marked
    /// ``TransientPresentation`` are shown over navigation, not part of it. A search stays up
    /// while navigation changes beneath it (a push from a search result).
    package var routingRole: RoutingRole {
        if self is UISearchController { return .search }
        if self is UIAlertController || self is any TransientPresentation {
            return .transient
        }
        #if !os(tvOS)
        if self is UIActivityViewController { return .transient }
        #endif
        return .routable
    }

    /// The style the host presented it with (detents and anchor included), resting at the
    /// detent the sheet rests at now; for a controller the app presented itself, its kind read
    /// from UIKit.
    package var modalStyle: ModalStyle {
        if let presentedStyle {
            #if os(iOS) || os(visionOS)
            // The detent the sheet rests at now: the user may have dragged it.
            if let identifier = sheetPresentationController?.selectedDetentIdentifier,
                let detent = presentedStyle.detents.first(where: { $0.uiKitIdentifier == identifier })
            {
                return presentedStyle.resting(at: detent)
            }
            #endif
            return presentedStyle
        }
        switch modalPresentationStyle {
        case .fullScreen, .overFullScreen: return .fullScreen
        #if os(iOS) || os(visionOS)
        case .formSheet: return .formSheet
        case .pageSheet: return .pageSheet
        #endif
        default: return .sheet
        }
    }

    /// The child an ``EmbeddingContainer`` names, else the last child.
    package var visibleChildController: (any ContainerController)? {
        if let container = self as? any EmbeddingContainer { return container.visibleChild }
        return children.last
    }

    @discardableResult
    package func presentController(_ controller: any ContainerController, animated: Bool) async -> Bool {
        guard let controller = controller as? UIViewController else { return false }
        // UIKit refuses to present while this controller is in a transition.
        await waitForTransitionToEnd()
        return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let once = ResumeOnce(continuation)
            present(controller, animated: animated) { once.resume(returning: true) }
            // UIKit calls no completion for a presentation it refuses.
            if controller.presentingViewController == nil { once.resume(returning: false) }
        }
    }

    @discardableResult
    package func dismissPresentedController(animated: Bool) async -> Bool {
        guard let presented = presentedViewController else { return true }
        // A dismissal already under way (a sheet the user swiped, an animated dismissal): UIKit
        // would refuse a second one and never call its completion, so wait for the first.
        if presented.isBeingDismissed || presented.isBeingPresented {
            await presented.waitForTransitionToEnd()
            guard presentedViewController != nil else { return true }
        }
        return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let once = ResumeOnce(continuation)
            dismiss(animated: animated) { once.resume(returning: true) }
            // Neither going nor gone: UIKit refused, and calls no completion.
            if presented.presentingViewController != nil && !presented.isBeingDismissed { once.resume(returning: false) }
        }
    }

    /// A transition coordinator exists while a presentation, a dismissal or a push or pop is
    /// under way, interactive ones included, until the transition finishes or is cancelled.
    package var isInTransition: Bool { transitionCoordinator != nil }

    package func waitForTransitionToEnd() async {
        guard let coordinator = transitionCoordinator else { return }
        await coordinator.waitForEnd()
    }

    package var stopsInteractiveDismissal: Bool {
        get { isModalInPresentation }
        set { isModalInPresentation = newValue }
    }

    /// Rests the sheet at `detent` (`selectedDetentIdentifier`), moving it when animated.
    package func restSheet(at detent: ModalStyle.Detent, animated: Bool) {
        #if os(iOS) || os(visionOS)
        guard let sheet = sheetPresentationController else { return }
        if animated {
            sheet.animateChanges { sheet.selectedDetentIdentifier = detent.uiKitIdentifier }
        } else {
            sheet.selectedDetentIdentifier = detent.uiKitIdentifier
        }
        #endif
    }

    /// `navigationItem.backAction` (iOS 16, visionOS): what the back button does instead of
    /// popping. It does not stop the stack's swipe back (see
    /// `UINavigationController.allowsInteractivePop`). tvOS has no back action: there the Menu
    /// button's pop is reported after it happened.
    package var backActionSetting: AnyObject? {
        get {
            #if os(iOS) || os(visionOS)
            navigationItem.backAction
            #else
            nil
            #endif
        }
        set {
            #if os(iOS) || os(visionOS)
            navigationItem.backAction = newValue as? UIAction
            #endif
        }
    }

    package func makeBackAction(_ attempt: @escaping @MainActor () -> Void) -> AnyObject {
        UIAction { _ in attempt() }
    }
}

extension UIViewControllerTransitionCoordinator {
    /// Returns once the transition has ended, finished or cancelled. When the coordinator
    /// takes no alongside work (`animate(alongsideTransition:completion:)` answers `false`),
    /// UIKit never calls the completion, so this returns at once.
    func waitForEnd() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let once = ResumeOnce(continuation)
            if !animate(alongsideTransition: nil, completion: { _ in once.resume(returning: ()) }) {
                once.resume(returning: ())
            }
        }
    }
}

extension UINavigationController: StackContainer {
    package var stackedControllers: [any ContainerController] { viewControllers }

    @discardableResult
    package func setStackedControllers(_ controllers: [any ContainerController], animated: Bool) async -> Bool {
        let requested = controllers.compactMap { $0 as? UIViewController }
        setViewControllers(requested, animated: animated)
        // UIKit answers at once: the stack lists the new controllers unless it refused them.
        let accepted = viewControllers == requested
        if animated, let coordinator = transitionCoordinator { await coordinator.waitForEnd() }
        return accepted
    }

    /// `interactivePopGestureRecognizer?.isEnabled`: the swipe back from the edge, which a
    /// back action does not stop; and from iOS 26, the swipe back from anywhere in the content
    /// (`interactiveContentPopGestureRecognizer`), which pops as well and is turned off with
    /// it. The second is read by its name where the system has it, since the iOS 17 SDK this
    /// package builds against does not declare it. tvOS has neither.
    package var allowsInteractivePop: Bool {
        get {
            #if os(iOS) || os(visionOS)
            (interactivePopGestureRecognizer?.isEnabled ?? false) && (contentPopGestureRecognizer?.isEnabled ?? true)
            #else
            false
            #endif
        }
        set {
            #if os(iOS) || os(visionOS)
            interactivePopGestureRecognizer?.isEnabled = newValue
            contentPopGestureRecognizer?.isEnabled = newValue
            #endif
        }
    }

    #if os(iOS) || os(visionOS)
    /// iOS 26's `interactiveContentPopGestureRecognizer`, where the system has it.
    private var contentPopGestureRecognizer: UIGestureRecognizer? {
        let name = "interactiveContentPopGestureRecognizer"
        guard responds(to: NSSelectorFromString(name)) else { return nil }
        return value(forKey: name) as? UIGestureRecognizer
    }
    #endif
}

extension UITabBarController: TabContainer {
    package var tabControllers: [any ContainerController] { viewControllers ?? [] }

    /// `nil` while the More list shows: `selectedIndex` is then `NSNotFound`.
    package var selectedTabIndex: Int? {
        (viewControllers ?? []).isEmpty || selectedIndex == NSNotFound ? nil : selectedIndex
    }

    package func setTabControllers(_ controllers: [any ContainerController], selectedIndex index: Int) {
        setViewControllers(controllers.compactMap { $0 as? UIViewController }, animated: false)
        selectedIndex = index
    }

    package func selectTab(at index: Int) {
        selectedIndex = index
    }
}

extension UIWindow: WindowContainer {
    package var rootController: (any ContainerController)? { rootViewController }

    package func setRootController(_ controller: (any ContainerController)?) {
        rootViewController = controller as? UIViewController
    }

    package var isAboveNormalLevel: Bool { windowLevel > .normal }

    package var sceneActivation: SceneActivation {
        switch windowScene?.activationState {
        case .foregroundActive?: .foregroundActive
        case .foregroundInactive?: .foregroundInactive
        case .background?: .background
        default: .unattached
        }
    }
}

/// Resumes a continuation once, whoever comes first: UIKit's completion or a refusal seen at once.
@MainActor
final class ResumeOnce<Value: Sendable> {
    private var continuation: CheckedContinuation<Value, Never>?

    init(_ continuation: CheckedContinuation<Value, Never>) {
        self.continuation = continuation
    }

    func resume(returning value: Value) {
        continuation?.resume(returning: value)
        continuation = nil
    }
}
#endif
