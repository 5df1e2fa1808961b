import Foundation

/// Turns URLs into navigation on a host, passing parameters in and results back.
///
/// ```swift
/// let navigator = Navigator(routes: routes, catalog: catalog, host: host, configuration: configuration)
/// await navigator.showTabs()
///
/// // In-app door:
/// let outcome = await navigator.open("shop://product/42", context: ["product": product])
/// // Results:
/// let address = try await navigator.open("shop://address/pick", expecting: Address.self)
/// // Outside door, with the source recorded and the security policy applied:
/// await navigator.openExternal(url, from: .otherApp(bundleID: sourceApplication))
/// ```
///
/// Requests are applied one at a time, in the order they arrive; one that arrives while the
/// host is mid-transition waits for it. URL requests that arrive while the window is empty
/// wait until it has a root. A request whose interceptor suspends steps out of the line while
/// it waits, so the screens it opens (sign-in, say) can be used meanwhile.
@MainActor
public final class Navigator {
    /// The route table; `Sendable`, so readable from any isolation.
    nonisolated public let routes: Router<RouteDefinition>
    /// The screens and actions.
    public let catalog: ScreenCatalog
    /// The configuration the navigator was created with.
    public let configuration: NavigatorConfiguration
    /// What the navigator has shown: the truth the host follows.
    public var state: NavigationState { store.state }

    /// The one owner of the state, the screens' requests and results, and the host.
    let store: NavigationStore
    /// The line requests wait in, one at a time.
    let line: RequestLine
    /// The interceptors and guards each request passes.
    let interception: InterceptorChain
    /// The streams ``events`` handed out.
    let eventSinks = EventSinks()
    /// The number of the last request made (``NavigationRequest/ID``).
    var lastRequestNumber: UInt64 = 0
    /// Whether a link made the window's root (a cold-start link whose route names a tab or sets
    /// the root) and no restoration has come since: the next one does not replace what it
    /// opened (``restore(savedState:from:)``).
    var linkMadeRoot = false
    /// The links from outside of the last ``NavigatorConfiguration/repeatedLinkWindow``.
    var recentLinks = RecentLinks()
    /// The time, for telling a repeated link; tests move it by hand.
    var now: () -> ContinuousClock.Instant = { ContinuousClock.now }
    /// Whether a link from outside has arrived: a link claimed from before the install does
    /// not open over it (``openDeferredLink(from:within:rememberingIn:key:claim:)``).
    var externalLinkArrived = false
    /// The column each screen's first route with a column gives it, for the route table it was
    /// worked out from (``column(of:)``).
    var screenColumns: ScreenColumns?
    /// The links parked until the app is ready for them.
    var pending = PendingLinks()
    /// The date, for pending links' expiry, which outlives a launch; tests set it.
    var wallClock: () -> Date = { Date() }
    /// The callback parameters' names and the app's own schemes, lowercased once.
    let callbackNames: CallbackNames
    let ownSchemes: Set<String>

    /// Creates a navigator over a route table, the screens and actions it can open, and the
    /// host that shows its state. The navigator starts from the state the host displays.
    public init(
        routes: Router<RouteDefinition>, catalog: ScreenCatalog, host: any NavigationHost,
        configuration: NavigatorConfiguration = NavigatorConfiguration()
    ) {
        self.routes = routes
        self.catalog = catalog
        self.configuration = configuration
        self.callbackNames = CallbackNames(configuration.callbackParameters)
        self.ownSchemes = Set(routes.configuration.schemes.map { $0.lowercased() })
        let line = RequestLine(
            holdsLinksUntilRoot: configuration.holdsLinksUntilRoot, rootWaitLimit: configuration.rootWaitLimit)
        self.line = line
        self.store = NavigationStore(host: host, configuration: configuration, line: line, events: eventSinks)
        self.interception = InterceptorChain(configuration)
        eventSinks.summaries = { [weak self] transition in
            self?.summaries(of: transition) ?? transition.changes.map(\.summary)
        }
        host.userNavigationHandler = { [weak self] action in self?.store.userDidNavigate(action) }
        host.columnOfScreen = { [weak self] screen in self?.column(of: screen) }
        host.splitViewColumns = { [weak self] tab in self?.splitViewColumns(inTab: tab) ?? [.sidebar, .detail] }
        host.userAttemptHandler = { [weak self] action in self?.userAttempted(action) }
    }

    /// The screen the user sees.
    public var topmostScreen: Screen? { state.topmostScreen }
    /// The stack the user sees, if the topmost screen is in one.
    public var topmostStack: Stack? { state.topmostStack }

    /// The request a screen on the state was opened with.
    public func request(for key: Int) -> ScreenRequest? { store.request(for: key) }

    // MARK: The two doors

    /// Opens a URL from inside the app. Every route is reachable this way.
    @discardableResult
    public func open(_ url: String, context: [String: any Sendable] = [:]) async -> NavigationOutcome {
        let id = makeRequestID()
        emit(.received(redacted(url), source: .inApp), for: id)
        return await enqueueLink(url, id: id, source: .inApp, context: context, resultSlot: nil)
    }

    /// Opens a URL that came from outside the app: another app, a universal link, a
    /// notification, a widget. Only routes exposed to `source` are reachable; others answer
    /// `.notFound`, as a route that does not exist does.
    @discardableResult
    public func openExternal(_ url: String, from source: LinkSource) async -> NavigationOutcome {
        let source = source.isExternal ? source : LinkSource.otherApp(bundleID: source.application)
        externalLinkArrived = true
        if let interval = recentLinks.repeatInterval(
            of: url, from: source, at: now(), within: configuration.repeatedLinkWindow)
        {
            let message = "the same link came from \(source) \(interval.wholeMilliseconds) ms earlier; it opens once"
            return endAtDoor(redacted(url), from: source, .rejected(NavigationError(.repeatedLink, message)))
        }
        let id = makeRequestID()
        emit(.received(redacted(url), source: source), for: id)
        return await enqueueLink(url, id: id, source: source, context: [:], resultSlot: nil)
    }

    /// Opens a URL and waits for the screen it opens to hand a value back.
    ///
    /// ```swift
    /// if let address = try await navigator.open("shop://address/pick", expecting: Address.self) {
    ///     use(address)
    /// }
    /// ```
    ///
    /// - Returns: the value the screen finished with (``finish(_:with:)``), or `nil` when it
    ///   left any other way: Back, a swipe, pop to root, a parent's dismissal. For an action
    ///   route, the value its handler reported. For a route to a tab's root screen, which
    ///   never closes, `nil` at once.
    /// - Throws: ``NavigationError``, as ``open(_:context:)-(String,_)`` reports it in its
    ///   outcome: when no screen opened (rejected, not found, a fallback, an action that
    ///   failed), the outcome's rejection; when the waiting task is cancelled,
    ///   ``WayfinderRouting/ErrorCode/cancelled`` (a request still in line, waiting for a
    ///   root or on a guard's suspended work ends there and opens nothing; a screen already
    ///   open stays); ``WayfinderRouting/ErrorCode/resultTypeMismatch`` when the value is
    ///   not a `Value`.
    public func open<Value: Sendable>(
        _ url: String, context: [String: any Sendable] = [:], expecting type: Value.Type
    ) async throws(NavigationError) -> Value? {
        let slot = ResultSlot()
        let id = makeRequestID()
        emit(.received(redacted(url), source: .inApp), for: id)
        let outcome = await enqueueLink(url, id: id, source: .inApp, context: context, resultSlot: slot)
        if !slot.isDelivered, !Self.opensScreen(outcome.kind.final) {
            slot.deliver(
                .failure(
                    outcome.rejection
                        ?? NavigationError(
                            .unknownTarget, "the URL opened no screen (\(outcome.kindDescription))")))
        }
        let value = try await withTaskCancellationHandler {
            await slot.wait()
        } onCancel: {
            Task { @MainActor in slot.deliver(.failure(Self.resultWaitCancellation)) }
        }.get()
        guard let value else { return nil }
        guard let typed = value as? Value else {
            throw NavigationError(
                .resultTypeMismatch,
                "expected a result of type \(String(describing: Value.self)), got \(String(describing: Swift.type(of: value)))")
        }
        return typed
    }

    /// The rejection of a result wait whose task was cancelled after the screen opened.
    static let resultWaitCancellation = NavigationError(
        .cancelled, "the task awaiting the screen's result was cancelled; the screen stays")

    /// Closes a screen and hands `value` to whoever opened it with
    /// ``open(_:context:expecting:)-(String,_,_)``. Screens above it in its stack, and modals above it,
    /// close too; their waiters get `nil`.
    @discardableResult
    public func finish(_ key: Int, with value: (any Sendable)?) async -> NavigationOutcome {
        await enqueue(isLink: false) { navigator, ticket in
            navigator.store.finishesUnderWay += 1
            defer { navigator.store.finishesUnderWay -= 1 }
            return await FinishedValue.$current.withValue(FinishedValue(key: key, value: value)) {
                await navigator.store.commit(.close(key), ticket: ticket)
            }
        }
    }

    // MARK: Direct calls

    /// Applies a navigation action, in line with other requests.
    @discardableResult
    public func perform(_ action: NavigationAction) async -> NavigationOutcome {
        await enqueue(isLink: false) { await $0.store.commit(action, ticket: $1) }
    }

    /// Shows a screen by id, without a URL.
    @discardableResult
    public func show(
        _ id: String, presentation: Presentation = .push, arguments: [String: String] = [:],
        context: [String: any Sendable] = [:]
    ) async -> NavigationOutcome {
        await enqueue(isLink: false) { navigator, ticket in
            guard navigator.catalog.contains(id) else {
                return .rejected(NavigationError(.unknownTarget, "no screen '\(id)' is registered"))
            }
            let screen = navigator.store.makeScreen(id, url: nil, arguments: arguments)
            let request = ScreenRequest(screen: screen, context: context)
            return await navigator.store.commit(
                presentation.action(for: screen), requests: ScreenRequests(request), opened: screen, ticket: ticket)
        }
    }

    // Each of these waits its turn behind requests already in line, applies one
    // ``NavigationAction`` and ends as ``perform(_:)`` does: rejected with
    // ``ErrorCode/invalidNavigation`` when the action does not fit the state.

    /// Pops `count` screens off the topmost stack.
    @discardableResult public func pop(_ count: Int = 1) async -> NavigationOutcome { await perform(.pop(count)) }
    /// Pops the topmost stack to its root screen.
    @discardableResult public func popToRoot() async -> NavigationOutcome { await perform(.popToRoot) }
    /// Pops the topmost stack until the nearest screen with this id is on top.
    @discardableResult public func pop(to id: String) async -> NavigationOutcome { await perform(.popTo(id)) }
    /// Dismisses `count` modals, topmost first.
    @discardableResult public func dismiss(_ count: Int = 1) async -> NavigationOutcome { await perform(.dismiss(count)) }
    /// Dismisses every modal.
    @discardableResult public func dismissAll() async -> NavigationOutcome { await perform(.dismissAll) }
    /// Dismisses the modals above the nearest one (or the root) that shows a screen with this id.
    @discardableResult public func dismiss(to id: String) async -> NavigationOutcome { await perform(.dismissTo(id)) }
    /// Selects a tab of the root's tab bar.
    @discardableResult public func selectTab(_ tab: String) async -> NavigationOutcome { await perform(.selectTab(tab)) }

    /// Sets the configured tabs as the root, each with its root screen. When they already show
    /// (a link into a tab at launch shows them first), keeps them as they are and only selects
    /// `selected`, so calling it at launch never undoes a link that arrived first.
    @discardableResult
    public func showTabs(selecting selected: String? = nil) async -> NavigationOutcome {
        await enqueue(isLink: false) { navigator, ticket in
            // Already showing the configured tabs (a link into a tab made them first): keep
            // their stacks, and select the tab asked for.
            if case .tabs(let shown, let shownSelection)? = navigator.state.root,
                shown.map(\.id) == navigator.configuration.tabs.map(\.id)
            {
                guard let selected, selected != shownSelection else {
                    return .navigated(
                        NavigationTransition(before: navigator.state, after: navigator.state, changes: []), screen: nil)
                }
                return await navigator.store.commit(.selectTab(selected), ticket: ticket)
            }
            guard let (root, requests) = navigator.configuredTabs(selecting: selected) else {
                return .rejected(
                    NavigationError(.invalidNavigation, "no tabs are configured, or '\(selected ?? "")' is not one of them"))
            }
            return await navigator.store.commit(.setRoot(root), requests: requests, ticket: ticket)
        }
    }

    // MARK: Screens

    /// Whether a link's route makes the root itself, so it need not wait for one: a screen
    /// route that sets the root, or one in a configured tab (the tabs are shown first).
    func makesRoot(_ url: String) -> Bool {
        guard let route = routes.resolution(url).match?.target, case .screen(_, let presentation) = route.destination else {
            return false
        }
        if presentation == .setRoot { return true }
        return route.tab.map { tab in configuration.tabs.contains { $0.id == tab } } ?? false
    }

    /// The configured tabs as a tab bar, each with its root screen, `selected` (the first tab
    /// by default) selected, and the requests for those screens; `nil` when no tabs are
    /// configured or `selected` is not one of them.
    func configuredTabs(selecting selected: String?) -> (root: NavigationState.Root, requests: ScreenRequests)? {
        guard let selection = selected ?? configuration.tabs.first?.id,
            configuration.tabs.contains(where: { $0.id == selection })
        else { return nil }
        let tabs = configuration.tabs.map { definition in
            NavigationState.Tab(id: definition.id, stack: Stack(store.makeScreen(definition.screen, url: nil, arguments: [:])))
        }
        let requests = ScreenRequests(tabs.lazy.map { ScreenRequest(screen: $0.stack.root) })
        return (.tabs(tabs, selected: selection), requests)
    }

    static func opensScreen(_ outcome: NavigationOutcome.Kind) -> Bool {
        switch outcome {
        case .navigated(_, let screen): screen != nil
        case .handled: true
        default: false
        }
    }
}
