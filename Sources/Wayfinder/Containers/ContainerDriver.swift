/// Shows navigation on containers: the whole of a UIKit-like host but its glue. It performs a
/// ``ContainerPlan`` with the container protocols, reads the displayed state back from the
/// window (or the slot in the app's own container), and names the changes the user makes.
///
/// ```swift
/// final class MyHost: NavigationHost {
///     let driver: ContainerDriver
///     var displayedState: NavigationState { driver.displayedState }
///     var userNavigationHandler: (@MainActor (NavigationAction) -> Void)?
///     func apply(_ transition: NavigationTransition, animated: Bool) async {
///         await driver.apply(transition, animated: animated)
///         containersChanged()   // a gesture the user made meanwhile
///     }
///     func settle() async {
///         await driver.settle { [weak self] action in self?.userNavigationHandler?(action) }
///     }
///     // from UINavigationControllerDelegate, UIAdaptivePresentationControllerDelegate, ...:
///     func containersChanged() {
///         driver.containersChanged { [weak self] action in self?.userNavigationHandler?(action) }
///     }
/// }
/// ```
///
/// The driver never reads or changes the containers in the middle of a transition: it first
/// waits for the one under way to end (an animated dismissal, a sheet the user is dragging, a
/// swipe back not yet let go of), since UIKit refuses a change meanwhile and reports a stack
/// mid-swipe as already popped. Each wait is bounded: it ends when UIKit ends the transition,
/// and after ``maximumSettlingRounds`` transitions in a row the driver goes on regardless.
///
/// After performing a plan, the driver checks each operation against the containers. When UIKit
/// refused one (a presentation, a stack change, a dismissal) or the window does not show the
/// transition's `after` state for a reason no gesture of the user's explains, it rebuilds that
/// state without animation, at most ``maximumRebuilds`` times, so ``displayedState`` ends equal
/// to what the navigator expects. A refusal is never reported as the user's doing. The one
/// change kept is the user's own (a swipe back that ended while the update ran), which the
/// host reports through ``userChangedContainers()`` once `apply` returns.
@MainActor
package final class ContainerDriver {
    /// How many transitions in a row the driver waits out before it reads or changes the
    /// containers regardless.
    package static let maximumSettlingRounds = 16
    /// How many times one update is rebuilt when UIKit refuses part of it.
    package static let maximumRebuilds = 2

    /// Where the driver shows navigation: a window, or a slot in the app's own container.
    package let container: any RootContainer
    /// Which controller shows which screen.
    package let bindings = ScreenBindings()
    private let factory: any ContainerFactory
    /// Whether an update is being applied; changes seen meanwhile are the driver's own.
    package private(set) var isApplying = false
    /// How long an update that needs what lies beneath controllers the app presented itself
    /// waits for the user to finish with them before dismissing them; `nil` (the default)
    /// dismisses them at once. The UIKit adapter's `AppPresentationPolicy` sets it.
    package var appPresentationWaitLimit: Duration?
    /// Called with the lowest controller the app presented itself just before the driver
    /// dismisses it and everything above it, so the app can save a draft or end a session.
    package var willDismissAppPresentation: (@MainActor (any ContainerController) -> Void)?
    /// The newest plans performed (at most ``performedPlanLimit``), oldest first, for logs and
    /// tests: each as its operations' descriptions, which name screens by id and key and keep
    /// no value from a URL (a plan's screens carry their URLs and arguments; this outlives them).
    package private(set) var performedPlans: [[String]] = []
    /// How many plans ``performedPlans`` keeps.
    package static let performedPlanLimit = 16
    /// How many times the containers did not show an update as planned, so the driver rebuilt
    /// the state; zero unless UIKit refused something.
    package private(set) var rebuildCount = 0
    /// The state last shown or reported: the base the user's changes are named against.
    private var knownState: NavigationState = .empty
    private var requests: [Int: ScreenRequest] = [:]

    /// The screens that hold their place: the user's gestures that would remove one are
    /// stopped and reported to ``userAttempt`` instead (see ``HoldMarks``). Whatever makes
    /// another screen the top (an update, the user's Back, a tab switch, a sheet swiped away)
    /// marks the containers again, so a guarded screen that comes back on top has its swipe
    /// back stopped before the user can make it.
    package var heldScreens: Set<Int> = [] {
        didSet { if heldScreens != oldValue { markHeld() } }
    }
    /// Told of a gesture the containers stopped because it would remove a held screen: a back
    /// button (`.pop(1)`), a tap on the selected tab (`.close(key)` of the lowest screen it
    /// would pop). A host sets it to report to the navigator's ``NavigationHost/userAttemptHandler``.
    package var userAttempt: (@MainActor (NavigationAction) -> Void)?
    /// What holding screens set on the containers, and what the app had set there.
    let holdMarks = HoldMarks()
    /// The column each screen shows in when a split view lays out its stack; the host sets
    /// the navigator's (``NavigationHost/columnOfScreen``). Without it, no stack is a split view.
    package var columnOfScreen: (@MainActor (Screen) -> SplitColumn?)?
    /// The columns of a tab's split view (``NavigationHost/splitViewColumns``).
    package var splitViewColumns: (@MainActor (String?) -> [SplitColumn])?

    /// Creates a driver for a window or a slot in the app's own container, with the factory
    /// that makes its controllers.
    package init(container: any RootContainer, factory: any ContainerFactory) {
        self.container = container
        self.factory = factory
        self.knownState = displayedState
    }

    /// The state the window shows, read from its controllers.
    package var displayedState: NavigationState {
        ContainerTree.state(of: container.rootController, bindings: bindings, reference: knownState)
    }

    /// Whether a controller on the way to the top is in a transition.
    package var isInTransition: Bool {
        guard let root = container.rootController else { return false }
        return !ContainerTree.controllersInTransition(from: root).isEmpty
    }

    /// Performs a transition's plan and returns once the window shows `transition.after`, or
    /// that state changed by a gesture of the user's made meanwhile. Call
    /// ``userChangedContainers()`` afterwards to report such a gesture.
    package func apply(_ transition: NavigationTransition, animated: Bool) async {
        isApplying = true
        defer { isApplying = false }
        transition.requests.forEach { requests[$0.screen.key] = $0 }
        let after = transition.after
        await waitForTransitionsToEnd()
        var asPlanned = await perform(ContainerPlan(transition: transition, animated: animated))
        var rebuilds = 0
        while true {
            await waitForTransitionsToEnd()
            let shown = displayedState
            // Kept when every operation went as planned and a gesture of the user's explains
            // the rest: the host reports it after `apply` returns.
            if shown == after || (asPlanned && UserNavigation.action(from: after, to: shown) != nil) {
                knownState = after
                break
            }
            guard rebuilds < Self.maximumRebuilds else {
                // UIKit refuses even a rebuild: what it shows is the truth, and no part of the
                // difference is the user's to report.
                knownState = shown
                break
            }
            rebuilds += 1
            rebuildCount += 1
            asPlanned = await perform(ContainerPlan.rebuilding(after))
        }
        // A screen pushed into a presented stack may have set the stack's presentation
        // delegate as it loaded: the forwarder goes back in front of it.
        keepReportingDismissals()
        markHeld()
        let keys = Set(after.allScreens.map(\.key)).union(displayedState.allScreens.map(\.key))
        bindings.forgetScreens(notIn: keys)
        requests = requests.filter { keys.contains($0.key) }
    }

    /// Call when a container reports a change (a pop, a dismissal, a tab selection): hands
    /// `report` the user's action, at once when the containers are settled, else once the
    /// transition under way has ended (a swipe back still being dragged is not a pop yet, and
    /// one the user cancels is never reported).
    package func containersChanged(report: @escaping @MainActor (NavigationAction) -> Void) {
        guard isInTransition else {
            if let action = userChangedContainers() { report(action) }
            // A push inside a presented stack (the navigation controller's didShow) may have
            // loaded a screen that set the stack's presentation delegate.
            keepReportingDismissals()
            markHeld()
            return
        }
        Task { @MainActor in await self.settle(report: report) }
    }

    /// Waits for the transition under way to end, then hands `report` the user's action, if
    /// any: what a host's ``NavigationHost/settle()`` does.
    package func settle(report: @MainActor (NavigationAction) -> Void) async {
        await waitForTransitionsToEnd()
        if let action = userChangedContainers() { report(action) }
        keepReportingDismissals()
        markHeld()
    }

    /// Puts the host's dismissal reporting back in front of each presented modal's delegate,
    /// which a screen may set whenever it loads (see ``ContainerFactory/keepReportingDismissal(of:)``).
    private func keepReportingDismissals() {
        guard let root = container.rootController else { return }
        for modal in ContainerTree.readableModals(from: root, bindings) { factory.keepReportingDismissal(of: modal.controller) }
    }

    /// The action to report to the navigator for what the containers show now, or `nil` when
    /// there is nothing new to report: while an update is applied or a transition is under
    /// way, when the containers show what was last known, or when no single user action
    /// explains the change.
    package func userChangedContainers() -> NavigationAction? {
        guard !isApplying, !isInTransition else { return nil }
        let observed = displayedState
        defer { knownState = observed }
        return UserNavigation.action(from: knownState, to: observed)
    }

    /// Waits until no controller on the way to the top is in a transition, for at most
    /// ``maximumSettlingRounds`` transitions in a row.
    package func waitForTransitionsToEnd() async {
        for _ in 0..<Self.maximumSettlingRounds {
            guard let root = container.rootController,
                let moving = ContainerTree.controllersInTransition(from: root).first
            else { return }
            await moving.waitForTransitionToEnd()
            await Task.yield()
        }
    }

    // MARK: Performing

    /// Performs a plan; `false` when the containers refused or skipped an operation.
    private func perform(_ plan: ContainerPlan) async -> Bool {
        if performedPlans.count == Self.performedPlanLimit { performedPlans.removeFirst() }
        performedPlans.append(plan.operations.map(\.description))
        var asPlanned = true
        for operation in plan.operations {
            if !(await perform(operation)) { asPlanned = false }
        }
        return asPlanned
    }

    /// Performs one operation and checks it against the containers: `false` when UIKit
    /// refused it or what it acts on was not there.
    private func perform(_ operation: ContainerOperation) async -> Bool {
        switch operation {
        case .dismissPresentationsBeyondState(let keepingSearches):
            await waitForAppPresentations()
            guard let root = container.rootController,
                let first = ContainerTree.firstPresentationBeyondState(
                    in: root, bindings: bindings, keepingSearches: keepingSearches)
            else { return true }
            guard let presenter = first.presentingController else { return false }
            willDismissAppPresentation?(first)
            return await presenter.dismissPresentedController(animated: false)
        case .setRoot(let root):
            await dismissPresentationsBeforeNewRoot()
            let controller = await makeRoot(root)
            container.setRootController(controller)
            return container.rootController === controller
        case .setStack(let screens, let location, let animated):
            guard let root = container.rootController,
                let stack = ContainerTree.stackContainer(at: location, in: root, bindings: bindings),
                // A stack that became a split view, or stopped being one, needs another container.
                (stack is any SplitContainer) == isSplitView(screens, at: location)
            else { return false }
            return await stack.setStackedControllers(screens.map(controller(for:)), animated: animated)
        case .selectTab(let id):
            guard let root = container.rootController, let tabs = ContainerTree.contentTabs(of: root),
                let index = tabs.tabControllers.firstIndex(where: { bindings.tab(of: $0) == id })
            else { return false }
            tabs.selectTab(at: index)
            return tabs.selectedTabIndex == index
        case .present(let modal, let animated):
            guard let root = container.rootController else { return false }
            let controller = await makeModal(modal)
            factory.prepareForPresentation(controller, style: modal.style)
            let presented = await ContainerTree.presentationAnchor(in: root).presentController(controller, animated: animated)
            // The screen may have set a presentation delegate of its own while it loaded.
            if presented { factory.keepReportingDismissal(of: controller) }
            return presented
        case .restSheet(let index, let detent, let animated):
            guard let root = container.rootController else { return false }
            let modals = ContainerTree.readableModals(from: root, bindings)
            guard modals.indices.contains(index) else { return false }
            modals[index].controller.restSheet(at: detent, animated: animated)
            return modals[index].controller.modalStyle.selectedDetent == detent
        case .dismiss(let index, let animated):
            guard let root = container.rootController else { return false }
            // From this host's modal at `index`, counted in the window's chain, which may hold
            // another host's modals too: those above it go as well (UIKit unwinds everything
            // above what it dismisses), and that host reports it.
            let modals = ContainerTree.readableModals(from: root, bindings)
            let chain = ContainerTree.presentationChain(from: root)
            guard modals.indices.contains(index),
                let position = chain.firstIndex(where: { $0 === modals[index].controller }),
                let dismissal = ContainerTree.dismissal(ofTopmost: chain.count - position, in: root)
            else { return false }
            return await dismissal.presenter.dismissPresentedController(animated: animated)
        }
    }

    /// Before a new root: dismisses this host's modals and the app's own presentations, as an
    /// update does (waiting for the user as ``appPresentationWaitLimit`` says, and telling
    /// ``willDismissAppPresentation`` first). Another host's modals in the same window stay,
    /// unless they lie above one of these, which UIKit unwinds with it (that host reports it).
    private func dismissPresentationsBeforeNewRoot() async {
        await waitForAppPresentations()
        guard let root = container.rootController,
            let first = ContainerTree.allPresentations(from: root).first(where: {
                !ContainerTree.isAnotherHosts($0, than: bindings)
            }),
            let presenter = first.presentingController
        else { return }
        if let appPresentation = ContainerTree.firstPresentationBeyondState(in: root, bindings: bindings) {
            willDismissAppPresentation?(appPresentation)
        }
        await presenter.dismissPresentedController(animated: false)
    }

    /// With an ``appPresentationWaitLimit``, returns once the app's own presentations are gone
    /// or the limit has passed, looking every 50 ms. An active search is not waited for: it is
    /// the app's chrome, not work of the user's.
    private func waitForAppPresentations() async {
        guard let limit = appPresentationWaitLimit else { return }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        while let root = container.rootController,
            ContainerTree.firstPresentationBeyondState(in: root, bindings: bindings, keepingSearches: true) != nil,
            clock.now < deadline
        {
            do { try await clock.sleep(for: .milliseconds(50)) } catch { return }  // cancelled: stop waiting
            await waitForTransitionsToEnd()
        }
    }

    // MARK: Building

    /// The controller of a screen: the one already showing it, else a new one.
    private func controller(for screen: Screen) -> any ContainerController {
        if let existing = bindings.controller(for: screen.key) { return existing }
        let controller = factory.makeController(for: requests[screen.key] ?? ScreenRequest(screen: screen))
        bindings.bind(controller, to: screen)
        return controller
    }

    /// Whether the screens of a stack at `location` show as a split view: a base stack whose
    /// root is a sidebar screen, where the factory makes split views.
    private func isSplitView(_ screens: [Screen], at location: Stack.Location) -> Bool {
        if case .modal = location { return false }
        guard let columnOfScreen, let root = screens.first else { return false }
        return columnOfScreen(root) == .sidebar && splitViewColumns != nil
    }

    /// A new stack container holding a stack's screens; it is off screen, so nothing animates.
    /// A base stack whose root is a sidebar screen gets a split view, where the factory makes them.
    private func makeStack(_ stack: Stack, tab: String?, base: Bool = true) async -> any StackContainer {
        let container: any StackContainer
        if base, isSplitView(stack.screens, at: tab.map(Stack.Location.tab) ?? .root),
            let split = factory.makeSplitContainer(
                tab: tab, hasSupplementaryColumn: splitViewColumns?(tab).contains(.supplementary) ?? false)
        {
            split.arrangement.columnOf = { [bindings, columnOfScreen] controller in
                bindings.screen(of: controller).flatMap { columnOfScreen?($0) }
            }
            // A move changes which Backs would take a held screen.
            split.arrangement.didMove = { [weak self] in self?.markHeld() }
            container = split
        } else {
            container = factory.makeStackContainer(tab: tab)
        }
        if let tab { bindings.bind(container, toTab: tab) }
        await container.setStackedControllers(stack.screens.map(controller(for:)), animated: false)
        return container
    }

    private func makeRoot(_ root: NavigationState.Root) async -> any ContainerController {
        switch root {
        case .single(let screen):
            return controller(for: screen)
        case .stack(let stack):
            return await makeStack(stack, tab: nil)
        case .tabs(let tabs, let selected):
            let ordered = inDisplayedOrder(tabs)
            let container = factory.makeTabContainer()
            var children: [any ContainerController] = []
            for tab in ordered { children.append(await makeStack(tab.stack, tab: tab.id)) }
            container.setTabControllers(children, selectedIndex: ordered.firstIndex { $0.id == selected } ?? 0)
            return container
        }
    }

    /// The tabs in the order the tab bar on display shows them: the user may have rearranged
    /// them in More ▸ Edit, and a rebuild keeps their order (the state keeps the app's, which
    /// reading maps the bar back to). Tabs the bar does not show follow, in the state's order.
    private func inDisplayedOrder(_ tabs: [NavigationState.Tab]) -> [NavigationState.Tab] {
        guard let root = container.rootController, let shown = ContainerTree.contentTabs(of: root) else { return tabs }
        var position: [String: Int] = [:]
        for (index, controller) in shown.tabControllers.enumerated() {
            if let id = bindings.tab(of: controller), position[id] == nil { position[id] = index }
        }
        let last = shown.tabControllers.count
        return tabs.enumerated()
            .sorted { (position[$0.element.id] ?? last + $0.offset) < (position[$1.element.id] ?? last + $1.offset) }
            .map(\.element)
    }

    private func makeModal(_ modal: NavigationState.Modal) async -> any ContainerController {
        switch modal {
        case .single(let screen, _): controller(for: screen)
        case .stack(let stack, _): await makeStack(stack, tab: nil, base: false)
        }
    }
}
