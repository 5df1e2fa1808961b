import Wayfinder

/// A view controller that behaves as UIKit's does where navigation depends on it: children
/// and parents, presentation from the outermost ancestor, refusals to present over a
/// presentation or from outside the window, dismissal of everything above, animations that
/// finish later, interactive dismissal of sheets.
@MainActor
class FakeViewController: ContainerController, CustomStringConvertible {
    let ui: FakeUIKit
    let name: String
    private(set) weak var parent: FakeViewController?
    private(set) var children: [FakeViewController] = []
    /// What this controller presents itself (UIKit keeps it on the presenting ancestor).
    private(set) var presented: FakeViewController?
    private(set) weak var presenter: FakeViewController?
    /// The window whose root this controller is.
    weak var window: FakeWindow?
    var modalPresentationStyle: ModalStyle = .sheet
    var definesPresentationContext = false
    /// Sheets the user may not swipe away.
    var isModalInPresentation = false
    private(set) var isBeingPresented = false
    private(set) var isBeingDismissed = false
    /// `presentationController?.delegate`: weak, as UIKit's; asked before the user swipes this
    /// controller away and told after. As in UIKit, a child's presentation controller is its
    /// presented ancestor's: a screen pushed inside a presented navigation controller that
    /// sets its delegate sets the navigation controller's.
    var presentationDelegate: (any FakePresentationDelegate)? {
        get { presentationOwner.ownPresentationDelegate }
        set { presentationOwner.ownPresentationDelegate = newValue }
    }
    private weak var ownPresentationDelegate: (any FakePresentationDelegate)?
    /// The controller whose presentation controller this one's is: itself when it is
    /// presented or has no parent, else its parent's.
    private var presentationOwner: FakeViewController {
        if presenter != nil { return self }
        return parent?.presentationOwner ?? self
    }
    private var hasLoaded = false

    init(_ name: String, ui: FakeUIKit) {
        self.name = name
        self.ui = ui
    }

    nonisolated var description: String { name }

    // MARK: UIKit's answers

    var presentedViewController: FakeViewController? { presented ?? parent?.presentedViewController }
    var presentingViewController: FakeViewController? { presenter ?? parent?.presentingViewController }

    var rootAncestor: FakeViewController { parent?.rootAncestor ?? self }

    var isInWindowHierarchy: Bool {
        let top = rootAncestor
        return top.window?.rootViewController === top || top.presenter?.isInWindowHierarchy == true
    }

    /// Where UIKit presents from: the nearest ancestor that defines a presentation context,
    /// else the outermost one.
    private var presentationHost: FakeViewController {
        var current = self
        while !current.definesPresentationContext, let parent = current.parent { current = parent }
        return current
    }

    // MARK: Children

    func addChild(_ child: FakeViewController) {
        if child.parent !== self { child.removeFromParent() }
        if child.window != nil { child.window?.rootViewController = nil }
        child.parent = self
        children.append(child)
        if isInWindowHierarchy { child.didMoveToWindow() }
    }

    /// The controller (with its children) has come into a window: its view is laid out there
    /// at the end of this turn. Containers that lay out differently by width override it.
    func didMoveToWindow() {
        for child in children { child.didMoveToWindow() }
    }

    /// Replaces the children, as a container does when its content changes.
    func setChildren(_ newChildren: [FakeViewController]) {
        for child in children where !newChildren.contains(where: { $0 === child }) { child.removeFromParent() }
        for child in newChildren { if child.parent !== self { addChild(child) } }
        children = newChildren
    }

    func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    // MARK: Presenting

    func present(_ controller: FakeViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        if controller.presenter != nil || controller.parent != nil || controller.window != nil {
            ui.raise(
                "Application tried to present modally a view controller \(controller) that is already presented or has a parent.")
            return
        }
        let host = presentationHost
        guard isInWindowHierarchy else {
            ui.warn("Attempt to present \(controller) on \(self) whose view is not in the window hierarchy.")
            return
        }
        if let existing = host.presented {
            ui.warn("Attempt to present \(controller) on \(host) which is already presenting \(existing).")
            return
        }
        guard !ui.isPresentationInFlight else {
            ui.warn("Attempt to present \(controller) on \(host) while a presentation or dismiss is in progress.")
            return
        }
        guard !ui.refuses(.presentation) else {
            ui.warn("Attempt to present \(controller) on \(host) which refuses it.")
            return
        }
        host.presented = controller
        controller.presenter = host
        controller.loadIfNeeded()
        controller.isBeingPresented = true
        ui.isPresentationInFlight = animated
        ui.animate(animated) {
            controller.isBeingPresented = false
            if animated { self.ui.isPresentationInFlight = false }
            completion?()
        }
    }

    /// UIKit's `dismiss(animated:completion:)`: dismisses what this controller (or the ancestor
    /// presenting for it) presents, with everything above; called on a presented controller
    /// with nothing above it, dismisses that controller.
    func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        var host: FakeViewController? = self
        while let current = host, current.presented == nil { host = current.parent }
        guard let host = host ?? presentingViewController?.presentingHost(of: rootAncestor) else {
            completion?()
            return
        }
        guard !ui.isPresentationInFlight else {
            ui.warn("Attempt to dismiss from \(host) while a presentation or dismiss is in progress.")
            return
        }
        var going: [FakeViewController] = []
        var next = host.presented
        while let controller = next {
            going.append(controller)
            next = controller.presentedViewController
        }
        for controller in going { controller.isBeingDismissed = true }
        ui.isPresentationInFlight = animated
        ui.animate(animated) {
            for controller in going {
                controller.isBeingDismissed = false
                controller.presenter = nil
                controller.presented = nil
            }
            host.presented = nil
            if animated { self.ui.isPresentationInFlight = false }
            completion?()
        }
    }

    /// The controller that presents `controller` itself, walking up from here.
    private func presentingHost(of controller: FakeViewController) -> FakeViewController? {
        var current: FakeViewController? = self
        while let node = current, node.presented !== controller { current = node.parent }
        return current
    }

    /// UIKit's `viewDidLoad`, called once before the controller first shows (here: when it is
    /// first presented), where screens commonly set their own presentation delegate.
    func viewDidLoad() {}

    func loadIfNeeded() {
        guard !hasLoaded else { return }
        hasLoaded = true
        viewDidLoad()
    }

    /// The user swipes this sheet down; refused for full-screen modals, and for modal-in-presentation
    /// sheets and when the presentation delegate says it should not dismiss (UIKit then tells
    /// it `didAttemptToDismiss`). After the dismissal UIKit tells the delegate `didDismiss`.
    @discardableResult
    func userSwipesDown() -> Bool {
        guard presenter != nil, presented == nil, modalPresentationStyle.isUserDismissible else { return false }
        if isModalInPresentation {
            presentationDelegate?.presentationDidAttemptToDismiss(self)
            return false
        }
        if presentationDelegate?.presentationShouldDismiss(self) == false {
            presentationDelegate?.presentationDidAttemptToDismiss(self)
            return false
        }
        presenter?.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.presentationDelegate?.presentationDidDismiss(self)
        }
        return true
    }

    /// The user drags this sheet to another of its detents and lets go there: UIKit tells the
    /// sheet presentation controller's delegate `didChangeSelectedDetentIdentifier`. `false`
    /// when the sheet has no such detent, or rests there already.
    @discardableResult
    func userDragsSheet(to detent: ModalStyle.Detent) -> Bool {
        guard presenter != nil, modalPresentationStyle.detents.contains(detent),
            modalPresentationStyle.selectedDetent != detent
        else { return false }
        modalPresentationStyle = modalPresentationStyle.resting(at: detent)
        presentationDelegate?.presentationDidChangeDetent(self)
        return true
    }

    /// The user starts dragging this sheet down and holds it: as in UIKit, the sheet is being
    /// dismissed (`isBeingDismissed`), a transition is under way, and UIKit refuses other
    /// presentations and dismissals until the user lets go.
    @discardableResult
    func userBeginsDraggingDown() -> Bool {
        guard presenter != nil, presented == nil, modalPresentationStyle.isUserDismissible, !isModalInPresentation,
            !ui.isPresentationInFlight
        else { return false }
        isBeingDismissed = true
        isInInteractiveTransition = true
        ui.isPresentationInFlight = true
        return true
    }

    /// The user lets go of a dragged sheet: it goes (`completes`) or springs back. UIKit tells
    /// the presentation controller's delegate only when it goes.
    func userEndsDrag(completes: Bool) {
        guard isInInteractiveTransition else { return }
        isInInteractiveTransition = false
        ui.isPresentationInFlight = false
        isBeingDismissed = false
        if completes, let host = presenter {
            host.presented = nil
            presenter = nil
            presentationDelegate?.presentationDidDismiss(self)
        }
        ui.transitionEnded()
    }

    /// Whether the user is in the middle of a gesture that moves this controller.
    var isInInteractiveTransition = false

    /// UIKit's `transitionCoordinator != nil`: being presented or dismissed, or in a gesture.
    var isInTransition: Bool { isBeingPresented || isBeingDismissed || isInInteractiveTransition }

    func waitForTransitionToEnd() async {
        guard isInTransition else { return }
        await ui.waitForATransitionToEnd()
    }

    // MARK: ContainerController

    var presentedController: (any ContainerController)? { presentedViewController }
    var presentingController: (any ContainerController)? { presentingViewController }
    var routingRole: RoutingRole { .routable }
    var stopsInteractiveDismissal: Bool {
        get { isModalInPresentation }
        set { isModalInPresentation = newValue }
    }
    /// What the back button does instead of popping, as UIKit's `navigationItem.backAction`
    /// (a `UIAction`): the back button runs it; the stack's swipe back does not look at it.
    var backAction: FakeAction?
    var backActionSetting: AnyObject? {
        get { backAction }
        set { backAction = newValue as? FakeAction }
    }
    func makeBackAction(_ attempt: @escaping @MainActor () -> Void) -> AnyObject { FakeAction(attempt) }

    func restSheet(at detent: ModalStyle.Detent, animated: Bool) {
        modalPresentationStyle = modalPresentationStyle.resting(at: detent)
    }
    var modalStyle: ModalStyle { modalPresentationStyle }
    var visibleChildController: (any ContainerController)? { children.last }

    func presentController(_ controller: any ContainerController, animated: Bool) async -> Bool {
        guard let controller = controller as? FakeViewController else { return false }
        await waitForTransitionToEnd()
        return await withCheckedContinuation { continuation in
            let once = Once(continuation)
            present(controller, animated: animated) { once.resume(returning: true) }
            if controller.presenter == nil { once.resume(returning: false) }  // refused: UIKit calls no completion
        }
    }

    func dismissPresentedController(animated: Bool) async -> Bool {
        guard let presented = presentedViewController else { return true }
        if presented.isBeingDismissed || presented.isBeingPresented {
            await presented.waitForTransitionToEnd()
            guard presentedViewController != nil else { return true }
        }
        return await withCheckedContinuation { continuation in
            let once = Once(continuation)
            dismiss(animated: animated) { once.resume(returning: true) }
            if !presented.isBeingDismissed && presented.presenter != nil { once.resume(returning: false) }  // refused
        }
    }
}

/// UIKit's `UIAction`: a handler an app hands to a control.
@MainActor
final class FakeAction {
    let handler: @MainActor () -> Void
    init(_ handler: @escaping @MainActor () -> Void) { self.handler = handler }
}

/// UIKit's `UIAdaptivePresentationControllerDelegate`, for the fakes.
@MainActor
protocol FakePresentationDelegate: AnyObject {
    func presentationShouldDismiss(_ controller: FakeViewController) -> Bool
    func presentationDidAttemptToDismiss(_ controller: FakeViewController)
    func presentationDidDismiss(_ controller: FakeViewController)
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`.
    func presentationDidChangeDetent(_ controller: FakeViewController)
}

extension FakePresentationDelegate {
    /// Optional, as in UIKit.
    func presentationDidChangeDetent(_ controller: FakeViewController) {}
}

/// An alert: shown over navigation, not part of it.
final class FakeAlertController: FakeViewController {
    override var routingRole: RoutingRole { .transient }
}

/// An active search (`UISearchController`): shown over the screen that searches, which UIKit
/// leaves up while the stack beneath it changes.
final class FakeSearchController: FakeViewController {
    override var routingRole: RoutingRole { .search }
}

/// A container view controller that embeds a child, as a custom side menu or card container does.
final class FakeContainerViewController: FakeViewController {
    func embed(_ child: FakeViewController) { addChild(child) }
}

/// A slot inside the app's own container (a side menu's content, a split view's detail) that
/// holds the navigation's root as its one embedded child.
final class FakeContainerSlot: FakeViewController, RootContainer {
    var rootController: (any ContainerController)? { children.first }

    func setRootController(_ controller: (any ContainerController)?) {
        setChildren((controller as? FakeViewController).map { [$0] } ?? [])
    }
}
