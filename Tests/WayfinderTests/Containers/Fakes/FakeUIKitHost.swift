import Wayfinder
import WayfinderTesting

/// A UIKit host over fakes, built as `WayfinderUIKit`'s `UIKitHost` is: a ``ContainerDriver``
/// does the work; the host makes controllers and forwards what the containers' delegates say.
/// Running ``HostContract`` against it checks the core's plan and rules end to end on Linux.
@MainActor
final class FakeUIKitHost: NavigationHost, UserSimulatingHost {
    let ui: FakeUIKit
    let window: FakeWindow
    let driver: ContainerDriver
    private let factory: Factory
    var userNavigationHandler: (@MainActor (NavigationAction) -> Void)?
    var userAttemptHandler: (@MainActor (NavigationAction) -> Void)?
    /// The screens that hold their place, marked on the controllers as the UIKit host marks them.
    var heldScreens: Set<Int> = [] {
        didSet { driver.heldScreens = heldScreens }
    }
    /// The navigator's columns, handed to the driver as the UIKit host does.
    var columnOfScreen: (@MainActor (Screen) -> SplitColumn?)? {
        get { driver.columnOfScreen }
        set { driver.columnOfScreen = newValue }
    }
    var splitViewColumns: (@MainActor (String?) -> [SplitColumn])? {
        get { driver.splitViewColumns }
        set { driver.splitViewColumns = newValue }
    }
    /// Every action reported to the navigator, in order.
    private(set) var reports: [NavigationAction] = []

    /// A host in `window`, or in `slot` (a slot inside the app's own container) when given.
    init(ui: FakeUIKit = FakeUIKit(), window: FakeWindow? = nil, slot: FakeContainerSlot? = nil, catalog: ScreenCatalog? = nil) {
        self.ui = ui
        let window = window ?? ui.window(root: nil)
        self.window = window
        let factory = Factory(ui: ui, catalog: catalog)
        self.factory = factory
        self.driver = ContainerDriver(container: slot ?? window, factory: factory)
        factory.host = self
        driver.userAttempt = { [weak self] action in self?.userAttemptHandler?(action) }
    }

    var displayedState: NavigationState { driver.displayedState }

    func apply(_ transition: NavigationTransition, animated: Bool) async {
        await driver.apply(transition, animated: animated)
        containersChanged()  // a gesture the user made while the transition ran
    }

    /// As the UIKit host's `presentationControllerDidAttemptToDismiss`.
    func attemptedDismissal(of controller: FakeViewController) {
        guard let action = driver.attemptedDismissal(of: controller) else { return }
        userAttemptHandler?(action)
    }

    func settle() async {
        await driver.settle { report($0) }
    }

    /// What the navigation controller, tab bar and presentation delegates call.
    func containersChanged() {
        driver.containersChanged { [weak self] action in self?.report(action) }
    }

    private func report(_ action: NavigationAction) {
        reports.append(action)
        userNavigationHandler?(action)
    }

    /// The fake that shows a screen.
    func controller(for key: Int) -> FakeViewController? {
        driver.bindings.controller(for: key) as? FakeViewController
    }

    /// The navigation's root controller: the window's, or the slot's.
    var root: FakeViewController? { driver.container.rootController as? FakeViewController }

    // MARK: UserSimulatingHost

    func simulateUser(_ action: NavigationAction) -> Bool {
        guard let root else { return false }
        switch action {
        case .pop(1):
            let target = ContainerTree.pushTarget(in: root)
            let navigation = (target as? FakeHostSplitViewController)?.navigationForBack ?? target as? FakeNavigationController
            return navigation?.userTapsBack() ?? false
        case .dismiss(1):
            return (ContainerTree.presentationChain(from: root).last as? FakeViewController)?.userSwipesDown() ?? false
        case .restSheet(let detent):
            return (ContainerTree.presentationChain(from: root).last as? FakeViewController)?.userDragsSheet(to: detent) ?? false
        case .selectTab(let id):
            guard let tabs = ContainerTree.contentTabs(of: root) as? FakeTabBarController,
                let index = tabs.viewControllers.firstIndex(where: { driver.bindings.tab(of: $0) == id })
            else { return false }
            tabs.userSelects(index)
            return true
        default:
            return false
        }
    }

    /// The window gets narrow or wide: every split view the host made collapses or expands.
    func simulateWidthChange(compact: Bool) -> Bool {
        window.isCompact = compact
        for split in splitViews { split.changeWidth(compact: compact) }
        return true
    }

    /// The split views on display: the root's, or the tabs'.
    var splitViews: [FakeHostSplitViewController] {
        guard let root else { return [] }
        if let tabs = ContainerTree.contentTabs(of: root) as? FakeTabBarController {
            return tabs.viewControllers.compactMap { $0 as? FakeHostSplitViewController }
        }
        return (ContainerTree.contentStack(of: root) as? FakeHostSplitViewController).map { [$0] } ?? []
    }

    /// Makes fakes, wiring their delegates to the host.
    final class Factory: ContainerFactory {
        let ui: FakeUIKit
        let catalog: ScreenCatalog?
        weak var host: FakeUIKitHost?

        init(ui: FakeUIKit, catalog: ScreenCatalog?) {
            self.ui = ui
            self.catalog = catalog
        }

        func makeController(for request: ScreenRequest) -> any ContainerController {
            catalog?.makeContent(for: request, as: FakeViewController.self)
                ?? ui.controller(request.screen.description)
        }

        func makeStackContainer(tab: String?) -> any StackContainer {
            let navigation = ui.navigation(tab.map { "nav \($0)" } ?? "nav")
            navigation.onDidShow = { [weak self] in self?.host?.containersChanged() }
            return navigation
        }

        func makeSplitContainer(tab: String?, hasSupplementaryColumn: Bool) -> (any SplitContainer)? {
            let split = FakeHostSplitViewController(
                hasSupplementaryColumn: hasSupplementaryColumn, name: tab.map { "split \($0)" } ?? "split", ui: ui)
            split.onDidShow = { [weak self] in self?.host?.containersChanged() }
            return split
        }

        func makeTabContainer() -> any TabContainer {
            let tabs = ui.tabs([])
            tabs.onDidSelect = { [weak self] in self?.host?.containersChanged() }
            tabs.shouldSelect = { [weak self] controller in self?.host?.driver.shouldSelectTab(controller) ?? true }
            return tabs
        }

        func prepareForPresentation(_ controller: any ContainerController, style: ModalStyle) {
            guard let controller = controller as? FakeViewController else { return }
            controller.modalPresentationStyle = style
            keepReportingDismissal(of: controller)
        }

        /// The forwarders the factory installed, kept alive: UIKit holds delegates weakly.
        private var forwarders: [ObjectIdentifier: DismissalForwarder] = [:]

        /// As the UIKit host does: puts a forwarder in front of whatever delegate the screen set.
        func keepReportingDismissal(of controller: any ContainerController) {
            guard let controller = controller as? FakeViewController,
                !(controller.presentationDelegate is DismissalForwarder)
            else { return }
            let forwarder = DismissalForwarder(factory: self, appDelegate: controller.presentationDelegate)
            forwarders[ObjectIdentifier(controller)] = forwarder
            controller.presentationDelegate = forwarder
        }

        func dismissalReported(of controller: FakeViewController) {
            forwarders[ObjectIdentifier(controller)] = nil
            host?.containersChanged()
        }
    }

    /// Reports a dismissal to the host and forwards every call to the screen's own delegate.
    final class DismissalForwarder: FakePresentationDelegate {
        weak var factory: Factory?
        weak var appDelegate: (any FakePresentationDelegate)?

        init(factory: Factory, appDelegate: (any FakePresentationDelegate)?) {
            self.factory = factory
            self.appDelegate = appDelegate
        }

        func presentationShouldDismiss(_ controller: FakeViewController) -> Bool {
            appDelegate?.presentationShouldDismiss(controller) ?? true
        }

        func presentationDidAttemptToDismiss(_ controller: FakeViewController) {
            appDelegate?.presentationDidAttemptToDismiss(controller)
            factory?.host?.attemptedDismissal(of: controller)
        }

        func presentationDidDismiss(_ controller: FakeViewController) {
            appDelegate?.presentationDidDismiss(controller)
            factory?.dismissalReported(of: controller)
        }

        func presentationDidChangeDetent(_ controller: FakeViewController) {
            appDelegate?.presentationDidChangeDetent(controller)
            factory?.host?.containersChanged()
        }
    }
}
