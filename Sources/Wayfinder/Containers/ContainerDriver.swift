/// Shows navigation on containers: the whole of a UIKit-like host but its glue. It performs a
/// ``ContainerPlan`` with the container protocols, reads the displayed state back from the
/// window, and names the changes the user makes.
///
/// ```swift
/// final class MyHost: NavigationHost {
///     let driver: ContainerDriver
///     var displayedState: NavigationState { driver.displayedState }
///     var userNavigationHandler: (@MainActor (NavigationAction) -> Void)?
///     func apply(_ update: NavigationUpdate) async {
///         await driver.apply(update)
///         containersChanged()   // a gesture the user made meanwhile
///     }
///     // from UINavigationControllerDelegate, UIAdaptivePresentationControllerDelegate, ...:
///     func containersChanged() {
///         if let action = driver.userChangedContainers() { userNavigationHandler?(action) }
///     }
/// }
/// ```
///
/// After performing a plan, the driver reads the window back; when it does not show the
/// transition's `after` state (UIKit refused something, the app changed controllers behind
/// the navigator's back), it rebuilds that state without animation, so ``displayedState`` ends
/// equal to what the navigator expects. The one exception is a change a user's gesture
/// explains (a swipe back that began while the update ran): that is the user's, and the host
/// reports it by calling ``userChangedContainers()`` once `apply` returns.
@MainActor
public final class ContainerDriver {
    /// The window the driver shows navigation in.
    public let window: any WindowContainer
    /// Which controller shows which screen.
    public let bindings = ScreenBindings()
    private let factory: any ContainerFactory
    /// Whether an update is being applied; changes seen meanwhile are the driver's own.
    public private(set) var isApplying = false
    /// The plans performed, in order, for logs and tests.
    public private(set) var performedPlans: [ContainerPlan] = []
    /// How many updates the containers did not show as planned, so the driver rebuilt the
    /// state; zero unless UIKit refused something.
    public private(set) var rebuildCount = 0
    /// The state last shown or reported: the base the user's changes are named against.
    private var knownState: NavigationState = .empty
    private var requests: [ScreenKey: ScreenRequest] = [:]

    /// Creates a driver for a window, with the factory that makes its controllers.
    public init(window: any WindowContainer, factory: any ContainerFactory) {
        self.window = window
        self.factory = factory
        self.knownState = displayedState
    }

    /// The state the window shows, read from its controllers.
    public var displayedState: NavigationState {
        ContainerTree.state(of: window.rootController, bindings: bindings)
    }

    /// Performs an update's plan and returns once the window shows `update.transition.after`,
    /// or that state changed by a gesture of the user's made meanwhile. Call
    /// ``userChangedContainers()`` afterwards to report such a gesture.
    public func apply(_ update: NavigationUpdate) async {
        isApplying = true
        defer { isApplying = false }
        requests.merge(update.requests) { _, new in new }
        let after = update.transition.after
        let plan = ContainerPlan(transition: update.transition, animated: update.animated)
        await perform(plan)
        let shown = displayedState
        if shown != after && UserNavigation.action(from: after, to: shown) == nil {
            rebuildCount += 1
            await perform(ContainerPlan.rebuilding(after))
        }
        knownState = after
        let keys = Set(after.allScreens.map(\.key)).union(displayedState.allScreens.map(\.key))
        bindings.forgetScreens(notIn: keys)
        requests = requests.filter { keys.contains($0.key) }
    }

    /// Call when a container reports a change (a pop, a dismissal, a tab selection); returns
    /// the action to report to the navigator, or `nil` when there is nothing new to report:
    /// while an update is applied, when the containers show what was last known, or when no
    /// single user action explains the change.
    public func userChangedContainers() -> NavigationAction? {
        guard !isApplying else { return nil }
        let observed = displayedState
        defer { knownState = observed }
        return UserNavigation.action(from: knownState, to: observed)
    }

    // MARK: Performing

    private func perform(_ plan: ContainerPlan) async {
        performedPlans.append(plan)
        for operation in plan.operations { await perform(operation) }
    }

    private func perform(_ operation: ContainerOperation) async {
        switch operation {
        case .dismissPresentationsBeyondState:
            guard let root = window.rootController,
                  let first = ContainerTree.firstPresentationBeyondState(in: root, bindings: bindings),
                  let presenter = first.presentingController else { return }
            await presenter.dismissPresentedController(animated: false)
        case .setRoot(let root):
            if let old = window.rootController, let first = ContainerTree.allPresentations(from: old).first,
               let presenter = first.presentingController {
                await presenter.dismissPresentedController(animated: false)
            }
            window.setRootController(await makeRoot(root))
        case .setStack(let screens, let location, let animated):
            guard let root = window.rootController,
                  let stack = ContainerTree.stackContainer(at: location, in: root, bindings: bindings) else { return }
            await stack.setStackedControllers(screens.map(controller(for:)), animated: animated)
        case .selectTab(let id):
            guard let root = window.rootController, let tabs = ContainerTree.contentTabs(of: root),
                  let index = tabs.tabControllers.firstIndex(where: { bindings.tab(of: $0) == id }) else { return }
            tabs.selectTab(at: index)
        case .present(let modal, let animated):
            guard let root = window.rootController else { return }
            let controller = await makeModal(modal)
            factory.prepareForPresentation(controller, style: modal.style)
            await ContainerTree.presentationAnchor(in: root).presentController(controller, animated: animated)
        case .dismiss(let index, let animated):
            guard let root = window.rootController else { return }
            let count = ContainerTree.readableModals(from: root, bindings).count - index
            guard let dismissal = ContainerTree.dismissal(ofTopmost: count, in: root) else { return }
            await dismissal.presenter.dismissPresentedController(animated: animated)
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

    /// A new stack container holding a stack's screens; it is off screen, so nothing animates.
    private func makeStack(_ stack: Stack, tab: TabID?) async -> any StackContainer {
        let container = factory.makeStackContainer(tab: tab)
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
        case .tabs(let tabs):
            let container = factory.makeTabContainer()
            var children: [any ContainerController] = []
            for tab in tabs.tabs { children.append(await makeStack(tab.stack, tab: tab.id)) }
            container.setTabControllers(children, selectedIndex: tabs.selectedIndex)
            return container
        }
    }

    private func makeModal(_ modal: NavigationState.Modal) async -> any ContainerController {
        switch modal {
        case .single(let screen, _): controller(for: screen)
        case .stack(let stack, _): await makeStack(stack, tab: nil)
        }
    }
}
