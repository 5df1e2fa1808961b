#if canImport(UIKit) && !os(watchOS)
import UIKit
import Wayfinder

/// Shows a navigator's state in a UIKit window: a tab bar controller of navigation controllers,
/// a navigation controller or a single view controller at the root, and presented navigation
/// controllers and view controllers above it.
///
/// ```swift
/// func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
///     guard let scene = scene as? UIWindowScene else { return }
///     let window = UIWindow(windowScene: scene)
///     let host = UIKitHost(window: window, catalog: catalog, tabs: configuration.tabs)
///     navigator = Navigator(routes: routes, catalog: catalog, host: host, configuration: configuration)
///     window.makeKeyAndVisible()
///     Task { await navigator.showTabs() }
///     navigator.handleConnection(options)          // links that launched the app
/// }
/// ```
///
/// The host is glue. A `ContainerDriver` from `Wayfinder` plans each change
/// (`ContainerPlan`), finds where it lands (`ContainerTree`), performs it through UIKit and
/// reads ``displayedState`` back from the window's controllers; all of that is tested on Linux
/// against fakes that behave as UIKit does. The host makes the view controllers: each screen's
/// through the catalog's factory (`catalog.register("product") { request in ProductViewController(...) }`),
/// a ``PlaceholderViewController`` for screens without one. A factory returns the screen's
/// content controller, never a navigation controller: the host puts screens in navigation
/// controllers itself.
///
/// It reports what the user does, without method swizzling, through the delegates it sets on
/// the containers it makes: `UINavigationControllerDelegate` (Back, swipe back, the back
/// button's menu, tapping the selected tab), `UITabBarControllerDelegate` (tab selection) and
/// `UIAdaptivePresentationControllerDelegate` (a sheet swiped away). Each change is named by
/// `UserNavigation` and reported once, so every screen's result resolves exactly once. A screen
/// or the app may set the navigation and tab bar controllers' delegates (for custom
/// transitions): the host keeps hearing through a forwarder, and the app's delegate gets every
/// call. A screen may set its own
/// presentation controller delegate (a "discard changes?" confirmation): the host puts a
/// forwarder in front of it after the presentation and whenever it settles, so the screen's
/// delegate is asked and told everything and the host still hears of the dismissal.
///
/// Controllers the app presents itself (mail, pickers, share sheets, alerts) are not part of
/// the navigation state; ``appPresentationPolicy`` says whether an update dismisses them at
/// once (telling ``willDismissAppPresentation``) or waits for the user to finish with them.
@MainActor
public final class UIKitHost: NSObject, NavigationHost {
    /// Where the host shows navigation: a `UIWindow`, or a ``NavigationSlotViewController``
    /// inside the app's own container.
    package var container: any RootContainer { driver.container }
    /// Plans and performs the changes, reads the state back, names the user's changes.
    package let driver: ContainerDriver

    /// What an update does with controllers the app presented itself (a mail composer, a
    /// photo picker, a share sheet, an alert) when it must change what lies beneath them:
    /// dismiss them at once (the default) or wait for the user, up to a limit.
    ///
    /// ```swift
    /// host.appPresentationPolicy = .waitThenDismiss(limit: .seconds(30))
    /// host.willDismissAppPresentation = { controller in
    ///     // A system composer cannot be saved by the app; the app's own editor keeps its draft.
    ///     (controller as? NoteEditorViewController)?.saveDraft()
    /// }
    /// ```
    public var appPresentationPolicy: AppPresentationPolicy {
        get { driver.appPresentationWaitLimit.map(AppPresentationPolicy.waitThenDismiss(limit:)) ?? .dismiss }
        set {
            switch newValue {
            case .dismiss: driver.appPresentationWaitLimit = nil
            case .waitThenDismiss(let limit): driver.appPresentationWaitLimit = limit
            }
        }
    }

    /// Called with each controller the app presented, just before an update dismisses it.
    public var willDismissAppPresentation: (@MainActor (UIViewController) -> Void)? {
        didSet {
            guard let handler = willDismissAppPresentation else {
                driver.willDismissAppPresentation = nil
                return
            }
            driver.willDismissAppPresentation = { controller in
                if let controller = controller as? UIViewController { handler(controller) }
            }
        }
    }

    public var userNavigationHandler: (@MainActor (NavigationAction) -> Void)?
    /// The screens that hold their place. Only the controllers these concern are changed, and
    /// what the app had set on them comes back when the hold ends:
    /// - a presented sheet showing one gets `isModalInPresentation`: UIKit then does not let the
    ///   user swipe it away and tells the host, which reports the attempt;
    /// - one above its stack's root gets a `navigationItem.backAction` that reports an attempt
    ///   to pop it (a held root gets no back button);
    /// - a stack with one on top has its swipe back (`interactivePopGestureRecognizer`) off,
    ///   from the moment it comes on top: by an update, the user's Back, a tab switch or a sheet
    ///   above it swiped away;
    /// - tapping the selected tab again, which would pop one, is refused
    ///   (`tabBarController(_:shouldSelect:)`) and reported as an attempt to close the screens
    ///   above the tab's root, so their guards decide.
    ///
    /// What UIKit does not let an app stop is reported after it happened: a screen popped from
    /// the back button's long-press menu (iOS), and the Menu button's pop (tvOS).
    public var heldScreens: Set<Int> = [] {
        didSet { driver.heldScreens = heldScreens }
    }
    public var userAttemptHandler: (@MainActor (NavigationAction) -> Void)?
    /// The navigator's columns: a stack whose root screen is a sidebar screen shows as a
    /// column-style `UISplitViewController` (iOS, visionOS), its navigation controllers side by
    /// side when the window has the width and one stack when it does not. A width change moves
    /// the same view controllers and reports nothing.
    public var columnOfScreen: (@MainActor (Screen) -> SplitColumn?)? {
        get { driver.columnOfScreen }
        set { driver.columnOfScreen = newValue }
    }
    public var splitViewColumns: (@MainActor (_ tab: String?) -> [SplitColumn])? {
        get { driver.splitViewColumns }
        set { driver.splitViewColumns = newValue }
    }
    #if os(iOS) || os(visionOS)
    /// Called with each split view controller the host makes, before it shows: the place to set
    /// its display mode, split behavior and column widths. Its columns and their navigation
    /// controllers are the host's; a delegate set here hears every call, after which the host
    /// moves the screens on collapse and expand (a delegate set later is not heard).
    ///
    /// ```swift
    /// host.configureSplitView = { split in
    ///     split.preferredDisplayMode = .oneBesideSecondary
    ///     split.preferredSplitBehavior = .tile
    /// }
    /// ```
    public var configureSplitView: (@MainActor (UISplitViewController) -> Void)? {
        get { factory.configureSplitView }
        set { factory.configureSplitView = newValue }
    }
    #endif
    private let factory: UIKitContainerFactory

    /// Creates a host that owns a window's root view controller.
    ///
    /// - Parameters:
    ///   - window: the window; the host sets its root view controller.
    ///   - catalog: the screens; each one's view controller comes from its factory
    ///     (`makeContent(for:as: UIViewController.self)`).
    ///   - tabs: the navigator's tabs, for the tab bar items' titles.
    ///   - placeholder: the view controller for a screen without a factory.
    public convenience init(
        window: UIWindow, catalog: ScreenCatalog, tabs: [TabDefinition] = [],
        placeholder: @escaping @MainActor (ScreenRequest) -> UIViewController = { PlaceholderViewController(screen: $0.screen) }
    ) {
        self.init(container: window, catalog: catalog, tabs: tabs, placeholder: placeholder)
    }

    /// Creates a host that shows navigation in a slot of the app's own container (the content
    /// of a side menu, a column of a `UISplitViewController`), leaving the window's root to
    /// the app. A stack the routes lay out in columns shows there as one stack: UIKit puts
    /// no split view inside another container's column.
    ///
    /// ```swift
    /// let slot = NavigationSlotViewController()
    /// splitViewController.setViewController(slot, for: .secondary)
    /// let host = UIKitHost(slot: slot, catalog: catalog, tabs: configuration.tabs)
    /// ```
    ///
    /// - Parameters:
    ///   - slot: the slot; the host sets the controller it embeds.
    ///   - catalog, tabs, placeholder: as for ``init(window:catalog:tabs:placeholder:)``.
    public convenience init(
        slot: NavigationSlotViewController, catalog: ScreenCatalog, tabs: [TabDefinition] = [],
        placeholder: @escaping @MainActor (ScreenRequest) -> UIViewController = { PlaceholderViewController(screen: $0.screen) }
    ) {
        self.init(container: slot, catalog: catalog, tabs: tabs, placeholder: placeholder)
    }

    private init(
        container: any RootContainer, catalog: ScreenCatalog, tabs: [TabDefinition],
        placeholder: @escaping @MainActor (ScreenRequest) -> UIViewController
    ) {
        // A slot sits in the app's own container, which may be a split view's column or a
        // navigation controller: a split view cannot go there.
        let factory = UIKitContainerFactory(
            catalog: catalog, tabs: tabs, placeholder: placeholder, makesSplitViews: !(container is NavigationSlotViewController))
        self.factory = factory
        self.driver = ContainerDriver(container: container, factory: factory)
        super.init()
        factory.host = self
        driver.userAttempt = { [weak self] action in self?.userAttemptHandler?(action) }
    }

    /// Names a control that popovers may point at: a route presented as
    /// `.popover(anchor: name)` shows its screen in a popover at `view` (a sheet where the
    /// size class makes it one, or when no control has that name). Held weakly.
    ///
    /// ```swift
    /// host.registerPopoverAnchor(cartButton, named: "cartButton")
    /// ```
    public func registerPopoverAnchor(_ view: UIView, named name: String) {
        factory.anchors.register(view, named: name)
    }

    /// Names a bar button item that popovers may point at (see
    /// ``registerPopoverAnchor(_:named:)-(UIView,_)``).
    public func registerPopoverAnchor(_ item: UIBarButtonItem, named name: String) {
        factory.anchors.register(item, named: name)
    }

    /// What the window or slot shows, read from its view controllers.
    public var displayedState: NavigationState { driver.displayedState }

    public func apply(_ transition: NavigationTransition, animated: Bool) async {
        await driver.apply(transition, animated: animated)
        containersChanged()  // a gesture the user made while the transition ran
    }

    /// The view controller that shows a screen on display.
    public func viewController(for key: Int) -> UIViewController? {
        driver.bindings.controller(for: key) as? UIViewController
    }

    /// Waits for a transition under way (an animation, a swipe the user holds) to end, and
    /// reports what the user changed meanwhile.
    public func settle() async {
        await driver.settle { [weak self] action in self?.userNavigationHandler?(action) }
    }

    /// A container said something changed: reports the user's change once, when no
    /// transition is under way (a swipe back still being dragged is not a pop yet).
    func containersChanged() {
        driver.containersChanged { [weak self] action in self?.userNavigationHandler?(action) }
    }
}

extension UIKitHost: UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        #if os(iOS) || os(visionOS)
        // A split view's column: its screens moving on a width change are not the user's doing.
        if let split = navigationController.splitViewController as? HostSplitViewController, !split.stackDidShow() { return }
        #endif
        containersChanged()
    }
}

extension UIKitHost: UITabBarControllerDelegate {
    /// A tap on the selected tab, which would pop its stack to the root, is refused when that
    /// removes a screen holding its place; the screens' guards are asked instead.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        driver.shouldSelectTab(viewController)
    }

    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        containersChanged()
    }
}

extension UIKitHost: UIAdaptivePresentationControllerDelegate {
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        containersChanged()
    }

    /// The user tried to swipe away a sheet that holds its place (`isModalInPresentation`): the
    /// navigator asks the screen's leave guard and dismisses it if it may.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        guard let action = driver.attemptedDismissal(of: presentationController.presentedViewController) else {
            return
        }
        userAttemptHandler?(action)
    }
}

#if os(iOS) || os(visionOS)
extension UIKitHost: UISheetPresentationControllerDelegate {
    /// The user dragged a sheet to another of its detents: reported as `.restSheet(at:)`.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        containersChanged()
    }
}
#endif

/// Makes the host's view controllers and sets the host as their containers' delegate.
@MainActor
final class UIKitContainerFactory: ContainerFactory {
    weak var host: UIKitHost?
    /// The controls popovers point at.
    let anchors = PopoverAnchors()
    private let catalog: ScreenCatalog
    private let tabs: [TabDefinition]
    private let placeholder: @MainActor (ScreenRequest) -> UIViewController

    /// Whether stacks laid out in columns show as split views; else as one stack.
    private let makesSplitViews: Bool

    init(
        catalog: ScreenCatalog, tabs: [TabDefinition], placeholder: @escaping @MainActor (ScreenRequest) -> UIViewController,
        makesSplitViews: Bool
    ) {
        self.catalog = catalog
        self.tabs = tabs
        self.placeholder = placeholder
        self.makesSplitViews = makesSplitViews
    }

    func makeController(for request: ScreenRequest) -> any ContainerController {
        catalog.makeContent(for: request, as: UIViewController.self) ?? placeholder(request)
    }

    func makeStackContainer(tab: String?) -> any StackContainer {
        let navigation = HostNavigationController(nibName: nil, bundle: nil)
        navigation.host = host
        if let tab { setTabBarItem(of: navigation, tab: tab) }
        return navigation
    }

    #if os(iOS) || os(visionOS)
    var configureSplitView: (@MainActor (UISplitViewController) -> Void)?

    func makeSplitContainer(tab: String?, hasSupplementaryColumn: Bool) -> (any SplitContainer)? {
        guard makesSplitViews else { return nil }
        // A tab past the fourth of more than five may show from the More list, which pushes it
        // onto a navigation controller, where a split view cannot go: it shows as one stack.
        if let tab, tabs.count > 5, let index = tabs.firstIndex(where: { $0.id == tab }), index >= 4 { return nil }
        let split = HostSplitViewController(hasSupplementaryColumn: hasSupplementaryColumn, host: host)
        if let tab { setTabBarItem(of: split, tab: tab) }
        configureSplitView?(split)
        split.keepDelegateForwarder()
        return split
    }
    #endif

    private func setTabBarItem(of controller: UIViewController, tab: String) {
        let definition = tabs.first { $0.id == tab }
        controller.tabBarItem.title = definition?.title ?? tab
        controller.tabBarItem.image = definition?.image.flatMap { UIImage(systemName: $0) }
    }

    func makeTabContainer() -> any TabContainer {
        let tabBar = HostTabBarController(nibName: nil, bundle: nil)
        tabBar.host = host
        return tabBar
    }

    func prepareForPresentation(_ controller: any ContainerController, style: ModalStyle) {
        guard let controller = controller as? UIViewController else { return }
        controller.prepare(for: style, anchors: anchors)
        controller.presentationController?.delegate = host
    }

    func keepReportingDismissal(of controller: any ContainerController) {
        guard let controller = controller as? UIViewController, let host else { return }
        PresentationDelegateForwarder.install(on: controller, host: host)
    }
}
#endif
