extension Navigator {
    /// Runs `run` in turn with other requests (``RequestLine``) and reports how it ended.
    /// `run` awaits nothing that makes requests of its own.
    func enqueue(
        isLink: Bool, makesRoot: Bool = false, _ run: @escaping @MainActor (Navigator) async -> NavigationOutcome
    ) async -> NavigationOutcome {
        let outcome = await line.run(for: self, isLink: isLink, makesRoot: makesRoot) { navigator, _ in
            await run(navigator)
        }
        emit(.ending(outcome))
        return outcome
    }

    /// Opens a URL in turn with other requests (``RequestLine``) and reports how it ended. A
    /// request that need not wait is processed from here, with no closure to allocate or call.
    func enqueueLink(
        _ url: String, source: LinkSource, context: [String: any Sendable], resultSlot: ResultSlot?
    ) async -> NavigationOutcome {
        let outcome: NavigationOutcome
        switch line.admit(isLink: true, makesRoot: !line.hasRoot && makesRoot(url)) {
        case .inside:
            outcome = await process(url, source: source, context: context, resultSlot: resultSlot, turn: nil)
        case .atOnce(let turn):
            outcome = await process(url, source: source, context: context, resultSlot: resultSlot, turn: turn)
            line.finish(turn)
        case .inLine(let held):
            outcome = await line.wait(for: self, held: held) { navigator, turn in
                await navigator.process(url, source: source, context: context, resultSlot: resultSlot, turn: turn)
            }
        case .cancelled:
            outcome = .rejected(Self.cancellation)
        }
        emit(.ending(outcome))
        return outcome
    }

    /// Runs code the request awaits that may make requests of its own (an interceptor, an
    /// action's handler, a confirmation) holding the request's `turn`: those requests then run
    /// at once, inside this one, instead of waiting in line behind it. `nil` when this task
    /// already holds the turn.
    func holding<Value>(_ turn: RequestLine.Turn?, _ work: () async -> Value) async -> Value {
        guard let turn else { return await work() }
        return await RequestLine.$currentTurn.withValue(turn) { await work() }
    }

    /// The rejection of a request whose awaiting task was cancelled.
    static var cancellation: NavigationError { RequestLine.cancellation }

    /// Whether the request running in this task was cancelled: a request runs in the task that
    /// awaits it, or in one that cancelling that task cancels.
    var isRequestCancelled: Bool { Task.isCancelled }

    /// The requests waiting in line, and the links held for a root (for tests).
    var queue: [RequestLine.Job] { line.queue }
    var heldUntilRoot: [RequestLine.Job] { line.heldUntilRoot }

    /// Applies one action as a transition, waiting for any transition in progress.
    func commit(
        _ action: NavigationAction, requests newRequests: ScreenRequests = ScreenRequests(), opened: Screen? = nil
    ) async -> NavigationOutcome {
        await commit(CollectionOfOne(action), requests: newRequests, opened: opened)
    }

    /// Applies actions in order as one transition, waiting for any transition in progress.
    func commit<Actions: Collection<NavigationAction>>(
        _ actions: Actions, requests newRequests: ScreenRequests = ScreenRequests(), opened: Screen? = nil
    ) async -> NavigationOutcome {
        if !hostGate.tryEnter() { await hostGate.enter() }
        defer { hostGate.leave() }
        // A gesture the user has not let go of, or an animation, would change the state the
        // plan starts from: let it end and be reported first.
        await host.settle()
        // Cancelled while it waited for the host: it changes nothing.
        if isRequestCancelled { return .rejected(Self.cancellation) }
        // Applied to a draft that replaces the state whole, never changed in place: then no
        // state is left half-changed, and the compiler checks the state's accesses statically.
        var draft = current
        var transition: NavigationTransition
        do {
            if actions.count == 1 {
                // Most requests take one action: its transition is the whole one.
                transition = try draft.apply(actions.first!, requests: newRequests)
            } else {
                transition = NavigationTransition(before: draft, after: draft, changes: [], requests: newRequests)
                for action in actions { transition = transition.followed(by: try draft.apply(action)) }
            }
        } catch {
            return .rejected(NavigationError(.invalidNavigation, error.message, underlyingError: error))
        }
        current = draft
        newRequests.forEach { request in
            if state.contains(request.screen.key) { requests[request.screen.key] = request }
        }
        if !transition.isEmpty {
            await host.apply(transition, animated: configuration.animated)
        }
        screensLeft(transition.removedScreens)
        let refusal = adoptDisplayedStateIfRefused(opened: opened)
        line.releaseHeldLinks()
        if let refusal { return .rejected(refusal) }
        return .navigated(transition, screen: opened)
    }

    /// After an update: when the host does not show the navigator's state (the platform refused
    /// the change, even rebuilt), the host's state becomes the truth and the screens it does not
    /// show leave, their waiters getting `nil`. Returns the rejection for the request when the
    /// screen it opened is not shown, or when nothing was; `nil` when the host shows the state.
    private func adoptDisplayedStateIfRefused(opened: Screen?) -> NavigationError? {
        let shown = host.displayedState
        guard shown != state else { return nil }
        let missing = state.allScreens.filter { !shown.contains($0.key) }
        current = shown
        if let opened, shown.contains(opened.key) {
            screensLeft(missing)
            return nil
        }
        // The screen the request opened never showed: its opener gets the rejection, not `nil`.
        if let opened { requests[opened.key] = nil }
        screensLeft(missing.filter { $0.key != opened?.key })
        return NavigationError(.hostRefused, "the interface refused the change and shows \(shown.topmostScreen.map { "'\($0.id)'" } ?? "nothing") instead")
    }
}
