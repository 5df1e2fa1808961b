#if canImport(UIKit) && !os(watchOS)
import UIKit
import Wayfinder

/// UIKit's view controllers answer the container rules' questions with UIKit's own answers.
/// No rule lives here: which controller is topmost, where a push lands and what a dismissal
/// unwinds are decided in `Wayfinder`'s ``ContainerTree`` and tested on every platform.
extension UIViewController: ContainerController {
    public var presentedController: (any ContainerController)? { presentedViewController }
    public var presentingController: (any ContainerController)? { presentingViewController }

    /// Alerts, action sheets, share sheets, active searches and controllers marked
    /// ``TransientPresentation`` are shown over navigation, not part of it.
    public var routingRole: RoutingRole {
        if self is UIAlertController || self is UISearchController || self is any TransientPresentation {
            return .transient
        }
        #if !os(tvOS)
        if self is UIActivityViewController { return .transient }
        #endif
        return .routable
    }

    public var modalStyle: ModalStyle {
        switch modalPresentationStyle {
        case .fullScreen, .overFullScreen: .fullScreen
        default: .sheet
        }
    }

    /// The child an ``EmbeddingContainer`` names, else the last child.
    public var visibleChildController: (any ContainerController)? {
        if let container = self as? any EmbeddingContainer { return container.visibleChild }
        return children.last
    }

    public func presentController(_ controller: any ContainerController, animated: Bool) async {
        guard let controller = controller as? UIViewController else { return }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let once = ResumeOnce(continuation)
            present(controller, animated: animated) { once.resume() }
            // UIKit calls no completion for a presentation it refuses.
            if controller.presentingViewController == nil { once.resume() }
        }
    }

    public func dismissPresentedController(animated: Bool) async {
        guard let presented = presentedViewController else { return }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let once = ResumeOnce(continuation)
            dismiss(animated: animated) { once.resume() }
            // Neither going nor gone: UIKit refused, and calls no completion.
            if presented.presentingViewController != nil && !presented.isBeingDismissed { once.resume() }
        }
    }
}

extension UINavigationController: StackContainer {
    public var stackedControllers: [any ContainerController] { viewControllers }

    public func setStackedControllers(_ controllers: [any ContainerController], animated: Bool) async {
        setViewControllers(controllers.compactMap { $0 as? UIViewController }, animated: animated)
        guard animated, let coordinator = transitionCoordinator else { return }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            coordinator.animate(alongsideTransition: nil) { _ in continuation.resume() }
        }
    }
}

extension UITabBarController: TabContainer {
    public var tabControllers: [any ContainerController] { viewControllers ?? [] }

    public var selectedTabIndex: Int? {
        (viewControllers ?? []).isEmpty ? nil : selectedIndex
    }

    public func setTabControllers(_ controllers: [any ContainerController], selectedIndex index: Int) {
        setViewControllers(controllers.compactMap { $0 as? UIViewController }, animated: false)
        selectedIndex = index
    }

    public func selectTab(at index: Int) {
        selectedIndex = index
    }
}

extension UIWindow: WindowContainer {
    public var rootController: (any ContainerController)? { rootViewController }

    public func setRootController(_ controller: (any ContainerController)?) {
        rootViewController = controller as? UIViewController
    }

    public var isAboveNormalLevel: Bool { windowLevel > .normal }

    public var sceneActivation: SceneActivation {
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
final class ResumeOnce {
    private var continuation: CheckedContinuation<Void, Never>?

    init(_ continuation: CheckedContinuation<Void, Never>) {
        self.continuation = continuation
    }

    func resume() {
        continuation?.resume()
        continuation = nil
    }
}
#endif
