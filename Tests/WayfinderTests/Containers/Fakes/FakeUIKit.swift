import Wayfinder

/// The world fakes live in: what UIKit would print or throw, and animations in flight.
///
/// Each test makes its own, so tests running side by side do not see each other's log.
@MainActor
final class FakeUIKit {
    /// What UIKit prints to the console when it refuses something ("Attempt to present ...").
    var warnings: [String] = []
    /// What UIKit raises an exception for, which would crash an app.
    var exceptions: [String] = []
    /// Whether a presentation or dismissal is running; UIKit refuses another meanwhile.
    var isPresentationInFlight = false
    /// Whether animations finish at once, as in a test that cannot wait for them.
    var finishesAnimationsAtOnce = false
    /// Animations not yet finished.
    private(set) var animationsInFlight = 0
    /// Who waits for a transition to end (`transitionCoordinator.animate(alongsideTransition:completion:)`).
    private var transitionWaiters: [CheckedContinuation<Void, Never>] = []
    /// Whether transition coordinators refuse alongside work (`animate(alongsideTransition:completion:)`
    /// answers `false`, and UIKit never calls the completion).
    var coordinatorsRefuseAlongsideWork = false
    private(set) var windows: [FakeWindow] = []
    /// When a split view's trait handler hears of a size class change, against its delegate's
    /// calls for the collapse or expansion: an order UIKit does not document.
    var splitTraitOrder = SplitTraitOrder.afterDelegate

    /// Whether a split view laid out in a compact window for the first time tells its delegate
    /// it collapses: undocumented, and reported both ways (`SplitViewFacts.md`), so tests run both.
    var splitLaunch = SplitLaunch.tellsDelegate

    enum SplitLaunch: CaseIterable, Sendable {
        /// `topColumnForCollapsing`, then `didCollapse`, as for a window made narrow.
        case tellsDelegate
        /// `isCollapsed` is simply true at the first layout.
        case silently
    }

    /// When a split view's trait handler hears of a size class change.
    enum SplitTraitOrder: CaseIterable, Sendable {
        case beforeDelegate
        /// After the delegate's first call, while `isCollapsed` still says the old width.
        case duringDelegate
        case afterDelegate
    }
    /// How many more of each kind of change UIKit refuses, for reasons the fakes do not model
    /// (a controller in a state UIKit will not present from, a stack change it ignores).
    var refusals: [Refusal: Int] = [:]

    /// A change UIKit can refuse.
    enum Refusal { case presentation, stackChange, tabSelection }

    /// Whether UIKit refuses this change; counts it against ``refusals``.
    func refuses(_ kind: Refusal) -> Bool {
        guard let left = refusals[kind], left > 0 else { return false }
        refusals[kind] = left - 1
        return true
    }

    /// Everything UIKit complained about.
    var complaints: [String] { exceptions + warnings }

    func warn(_ message: String) { warnings.append(message) }
    func raise(_ message: String) { exceptions.append(message) }

    /// Runs `finish` at once, or after a few turns of the main actor when animated, as UIKit
    /// calls completions after an animation.
    func animate(_ animated: Bool, _ finish: @escaping @MainActor () -> Void) {
        guard animated, !finishesAnimationsAtOnce else {
            finish()
            return
        }
        animationsInFlight += 1
        Task { @MainActor in
            for _ in 0..<3 { await Task.yield() }
            self.animationsInFlight -= 1
            finish()
            self.transitionEnded()
        }
    }

    /// Waits as a transition coordinator's completion does: until a transition ends.
    func waitForATransitionToEnd() async {
        guard !coordinatorsRefuseAlongsideWork else { return }
        await withCheckedContinuation { transitionWaiters.append($0) }
    }

    /// A transition ended (an animation, a gesture let go of): wakes whoever waits.
    func transitionEnded() {
        let waiters = transitionWaiters
        transitionWaiters = []
        for waiter in waiters { waiter.resume() }
    }

    /// Waits until every animation has finished.
    func finishAnimations() async {
        while animationsInFlight > 0 { await Task.yield() }
    }

    // MARK: Making fakes

    func controller(_ name: String) -> FakeViewController { FakeViewController(name, ui: self) }

    func navigation(_ name: String = "nav", _ controllers: [FakeViewController] = []) -> FakeNavigationController {
        let navigation = FakeNavigationController(name, ui: self)
        navigation.setViewControllers(controllers, animated: false)
        return navigation
    }

    func tabs(_ controllers: [FakeViewController], name: String = "tabs", selected: Int = 0) -> FakeTabBarController {
        let tabs = FakeTabBarController(name, ui: self)
        tabs.viewControllers = controllers
        tabs.selectedIndex = selected
        return tabs
    }

    func container(_ name: String, embedding child: FakeViewController) -> FakeContainerViewController {
        let container = FakeContainerViewController(name, ui: self)
        container.embed(child)
        return container
    }

    func alert(_ name: String = "alert") -> FakeAlertController { FakeAlertController(name, ui: self) }
    func search(_ name: String = "search") -> FakeSearchController { FakeSearchController(name, ui: self) }

    func window(
        root: FakeViewController?, key: Bool = true, aboveNormalLevel: Bool = false,
        activation: SceneActivation = .foregroundActive, hidden: Bool = false
    ) -> FakeWindow {
        let window = FakeWindow(ui: self)
        window.rootViewController = root
        window.isAboveNormalLevel = aboveNormalLevel
        window.sceneActivation = activation
        window.isHidden = hidden
        windows.append(window)
        if key { window.makeKey() }
        return window
    }

    /// The window's scene disconnected: UIKit lets go of the window.
    func disconnect(_ window: FakeWindow) {
        windows.removeAll { $0 === window }
    }

    /// Makes `window` the key window, as `makeKeyAndVisible()` does.
    func makeKey(_ window: FakeWindow) {
        for other in windows { other.isKeyWindow = other === window }
    }
}

/// Resumes a continuation once, whoever asks first: UIKit's completion or a refusal seen at once.
@MainActor
final class Once<Value: Sendable> {
    private var continuation: CheckedContinuation<Value, Never>?
    init(_ continuation: CheckedContinuation<Value, Never>) { self.continuation = continuation }
    func resume(returning value: Value) {
        continuation?.resume(returning: value)
        continuation = nil
    }
}
