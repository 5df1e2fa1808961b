import Wayfinder

/// A navigation controller as UIKit's: refuses to hold another navigation controller or the
/// same controller twice (UIKit raises), takes a controller from its previous parent, animates
/// when the top changes, and tells its delegate `didShow` after every change, the user's too.
final class FakeNavigationController: FakeViewController, StackContainer {
    /// `navigationController(_:didShow:animated:)`.
    var onDidShow: (@MainActor () -> Void)?
    private(set) var isInStackTransition = false
    private var transitionWaiters: [CheckedContinuation<Void, Never>] = []

    var viewControllers: [FakeViewController] { children }
    var topViewController: FakeViewController? { children.last }

    func setViewControllers(_ controllers: [FakeViewController], animated: Bool) {
        // "You can't push a split view controller onto a navigation stack" (UISplitViewController's overview).
        if let nested = controllers.first(where: { $0 is FakeNavigationController || $0 is FakeSplitViewController }) {
            ui.raise("Pushing a navigation controller is not supported: \(nested) onto \(self).")
            return
        }
        if Set(controllers.map(ObjectIdentifier.init)).count != controllers.count {
            ui.raise("Pushing the same view controller instance more than once is not supported (\(self)).")
            return
        }
        if let presented = controllers.first(where: { $0.presentingViewController != nil && $0.parent == nil }) {
            ui.raise("Application tried to push a view controller \(presented) that is presented modally.")
            return
        }
        if isInWindowHierarchy, ui.refuses(.stackChange) {
            ui.warn("Unbalanced calls to begin/end appearance transitions for \(self): the stack change was ignored.")
            return
        }
        let oldTop = topViewController
        setChildren(controllers)
        // UIKit loads the view of the controller it shows on top, in the window: where a
        // pushed screen commonly sets its own presentation delegate.
        if isInWindowHierarchy { topViewController?.loadIfNeeded() }
        let moves = animated && oldTop !== topViewController && isInWindowHierarchy
        isInStackTransition = moves
        ui.animate(moves) {
            self.isInStackTransition = false
            let waiters = self.transitionWaiters
            self.transitionWaiters = []
            for waiter in waiters { waiter.resume() }
            self.onDidShow?()
        }
    }

    /// `interactivePopGestureRecognizer.isEnabled`: whether the swipe from the edge pops.
    var interactivePopGestureEnabled = true

    /// The user taps the back button. With a back action on the top screen (UIKit's
    /// `navigationItem.backAction`), the action runs and nothing is popped.
    @discardableResult
    func userTapsBack() -> Bool {
        guard children.count > 1, !isInTransition, presentedViewController == nil else { return false }
        if let backAction = topViewController?.backAction {
            backAction.handler()
            return false
        }
        setViewControllers(Array(children.dropLast()), animated: true)
        return true
    }

    /// The user swipes back from the edge and lets go past the middle: the top is popped unless
    /// the swipe is off (`interactivePopGestureRecognizer.isEnabled`). A back action on the top
    /// screen does not stop it: UIKit runs `backAction` for the back button only.
    @discardableResult
    func userSwipesBack() -> Bool {
        guard userBeginsSwipeBack() else { return false }
        userEndsSwipeBack(completes: true)
        return true
    }

    /// The user picks an earlier screen from the back button's menu.
    func userGoesBack(to index: Int) {
        setViewControllers(Array(children.prefix(index + 1)), animated: true)
    }

    /// The user starts a swipe back and lets go before it completes: UIKit restores the stack
    /// and still tells the delegate `didShow` with the old top.
    func userCancelsSwipeBack() {
        if isInInteractiveTransition {
            userEndsSwipeBack(completes: false)
        } else {
            onDidShow?()
        }
    }

    /// The controller a swipe back in progress is taking off the stack.
    private var leaving: FakeViewController?

    /// The user starts a swipe back from the edge and holds it. As in UIKit, the navigation
    /// controller already lists the stack without its top (`viewControllers` answers the
    /// destination) while the top is still on screen, and a transition is under way until the
    /// user lets go.
    @discardableResult
    func userBeginsSwipeBack() -> Bool {
        guard children.count > 1, interactivePopGestureEnabled, !isInTransition, presentedViewController == nil
        else { return false }
        leaving = children.last
        setChildren(Array(children.dropLast()))
        isInStackTransition = true
        isInInteractiveTransition = true
        return true
    }

    /// The user lets go of a swipe back: it pops (`completes`) or UIKit puts the top back. The
    /// delegate hears `didShow` either way.
    func userEndsSwipeBack(completes: Bool) {
        guard isInInteractiveTransition else { return }
        if !completes, let leaving { setChildren(children + [leaving]) }
        leaving = nil
        isInInteractiveTransition = false
        isInStackTransition = false
        let waiters = transitionWaiters
        transitionWaiters = []
        for waiter in waiters { waiter.resume() }
        ui.transitionEnded()
        onDidShow?()
    }

    // MARK: StackContainer

    var stackedControllers: [any ContainerController] { children }
    var allowsInteractivePop: Bool {
        get { interactivePopGestureEnabled }
        set { interactivePopGestureEnabled = newValue }
    }

    func setStackedControllers(_ controllers: [any ContainerController], animated: Bool) async -> Bool {
        let requested = controllers.compactMap { $0 as? FakeViewController }
        setViewControllers(requested, animated: animated)
        let accepted = children.map(ObjectIdentifier.init) == requested.map(ObjectIdentifier.init)
        if isInStackTransition {
            await withCheckedContinuation { transitionWaiters.append($0) }
        }
        return accepted
    }

    override var isInTransition: Bool { super.isInTransition || isInStackTransition }
}

/// A tab bar controller as UIKit's: one child per tab, a selection, and a delegate told when
/// the user taps a tab (not when code selects one).
final class FakeTabBarController: FakeViewController, TabContainer {
    /// `tabBarController(_:didSelect:)`.
    var onDidSelect: (@MainActor () -> Void)?
    /// `tabBarController(_:shouldSelect:)`: asked before every tap on a tab, the selected one's
    /// too; `false` makes UIKit do nothing, not even pop the selected tab's stack.
    var shouldSelect: (@MainActor (FakeViewController) -> Bool)?
    var selectedIndex = 0

    var viewControllers: [FakeViewController] {
        get { children }
        set {
            setChildren(newValue)
            if !newValue.indices.contains(selectedIndex) { selectedIndex = 0 }
        }
    }

    var selectedViewController: FakeViewController? {
        children.indices.contains(selectedIndex) ? children[selectedIndex] : nil
    }

    /// Whether the More list shows (UIKit's `selectedIndex == NSNotFound`); only with more
    /// than five tabs, as on an iPhone.
    private(set) var isShowingMoreList = false

    /// The user taps a tab, in the bar or in the More list. Tapping the selected tab again pops
    /// its navigation controller to its root, as UIKit does, and UIKit tells the delegate
    /// `didSelect` for it too (its documentation: "even when the selected tab was already
    /// selected").
    func userSelects(_ index: Int) {
        guard children.indices.contains(index), shouldSelect?(children[index]) ?? true else { return }
        if index == selectedIndex, !isShowingMoreList, let navigation = children[index] as? FakeNavigationController,
            navigation.children.count > 1
        {
            navigation.userGoesBack(to: 0)
            onDidSelect?()
            return
        }
        isShowingMoreList = false
        selectedIndex = index
        onDidSelect?()
    }

    /// The user taps More: the list of the tabs beyond the fourth shows, and no tab is selected.
    @discardableResult
    func userSelectsMore() -> Bool {
        guard children.count > 5 else { return false }
        isShowingMoreList = true
        onDidSelect?()
        return true
    }

    /// The user rearranges the tabs in More ▸ Edit: `order` lists the old indices in their new
    /// order. The selected controller stays selected. UIKit then tells the delegate
    /// `didEndCustomizing`.
    func userReorders(_ order: [Int]) {
        guard order.sorted() == Array(children.indices) else { return }
        let selected = selectedViewController
        setChildren(order.map { children[$0] })
        if let selected, let index = children.firstIndex(where: { $0 === selected }) { selectedIndex = index }
        onDidSelect?()
    }

    // MARK: TabContainer

    override var visibleChildController: (any ContainerController)? { nil }
    var tabControllers: [any ContainerController] { children }
    var selectedTabIndex: Int? { children.isEmpty || isShowingMoreList ? nil : selectedIndex }

    func setTabControllers(_ controllers: [any ContainerController], selectedIndex: Int) {
        viewControllers = controllers.compactMap { $0 as? FakeViewController }
        isShowingMoreList = false
        self.selectedIndex = selectedIndex
    }

    func selectTab(at index: Int) {
        guard !ui.refuses(.tabSelection) else { return }
        isShowingMoreList = false
        selectedIndex = index
    }
}

/// A window as UIKit's: a root controller, key status, a level, a scene.
@MainActor
final class FakeWindow: WindowContainer, CustomStringConvertible {
    let ui: FakeUIKit
    var isKeyWindow = false
    var isHidden = false
    var isAboveNormalLevel = false
    var sceneActivation: SceneActivation = .foregroundActive
    /// Whether the window's horizontal size class is compact (an iPhone, Slide Over, a narrow
    /// Stage Manager window): a split view in it collapses (`SplitViewFacts.md`, fake 6).
    var isCompact = false
    let name: String

    init(_ name: String = "window", ui: FakeUIKit) {
        self.name = name
        self.ui = ui
    }

    nonisolated var description: String { name }

    var rootViewController: FakeViewController? {
        didSet {
            if let oldValue, oldValue !== rootViewController { oldValue.window = nil }
            if let root = rootViewController {
                root.removeFromParent()
                root.window = self
                if root !== oldValue { root.didMoveToWindow() }
            }
        }
    }

    func makeKey() { ui.makeKey(self) }

    var rootController: (any ContainerController)? { rootViewController }

    func setRootController(_ controller: (any ContainerController)?) {
        rootViewController = controller as? FakeViewController
    }
}
