/// The one owner of what a navigator shows: the navigation state, what each screen on it was
/// opened with, the results its openers wait for, and the calls to the host.
///
/// Every change of the state goes through here: a request's transition (``commit(_:requests:opened:turn:)-([NavigationAction],_,_,_)``),
/// what the user did on the interface (``userDidNavigate(_:)``) and the state a refusing host
/// shows instead. So each screen that leaves is seen leaving once: its request is dropped and
/// its opener's result delivered, exactly once.
@MainActor
final class NavigationStore {
    /// What the navigator has shown: the truth the host follows.
    var state: NavigationState { current }
    // Stored privately, so the compiler sees every access and checks them statically.
    private var current: NavigationState {
        didSet { line.hasRoot = current.root != nil }
    }
    /// What each screen on the state was opened with, for hosts and restoration.
    private var requests: [Int: ScreenRequest] = [:]
    private var results = ResultBroker()
    /// How many finishes are under way: while none is, a change looks for no finished value
    /// (reading the task's ``FinishedValue/current`` costs more than this count).
    var finishesUnderWay = 0
    /// One transition at a time to the host.
    let gate = HostGate()
    private var nextKey = 1
    /// The screens that hold their place, by key (see `NavigationStore+Leaving.swift`).
    var leaveGuards: [Int: LeaveGuard] = [:] {
        didSet {
            hasLeaveGuards = !leaveGuards.isEmpty
            // The host stops the user's gestures that would remove these, where it can.
            let held = Set(leaveGuards.keys)
            if held != host.heldScreens { host.heldScreens = held }
        }
    }
    /// Whether any screen holds its place: asked on every change, so that a navigator without
    /// leave guards pays a flag's read for them, not a dictionary's.
    private(set) var hasLeaveGuards = false

    let host: any NavigationHost
    let animated: Bool
    let leaveGuardTimeout: Duration
    let transitionTimeout: Duration
    let events: EventSinks
    /// Told when the window gains or loses its root, and when a change ends (links held for a
    /// root may go then).
    let line: RequestLine

    /// Starts from the state the host displays.
    init(host: any NavigationHost, configuration: NavigatorConfiguration, line: RequestLine, events: EventSinks) {
        self.host = host
        self.animated = configuration.animated
        self.leaveGuardTimeout = configuration.leaveGuardTimeout
        self.transitionTimeout = configuration.transitionTimeout
        self.line = line
        self.events = events
        self.current = host.displayedState
        line.hasRoot = current.root != nil
    }

    // MARK: Screens and their requests

    /// A new screen, with a key no other screen of this navigator has.
    func makeScreen(_ id: String, url: String?, arguments: [String: String]) -> Screen {
        defer { nextKey += 1 }
        return Screen(id: id, key: nextKey, url: url, arguments: arguments)
    }

    /// The request a screen on the state was opened with.
    func request(for key: Int) -> ScreenRequest? { requests[key] }

    // MARK: Results

    /// Hands `slot` the result of the screen with this key when it leaves.
    func attach(_ slot: ResultSlot, to key: Int) { results.attach(slot, to: key) }
    /// Forgets the slot of a screen that did not open.
    func detach(_ key: Int) { results.detach(key) }
    /// Records the value a screen finishes with; delivered when it leaves the state.
    /// Forgets a finished value whose screen did not leave.
    /// How many openers still wait for a result (for tests).
    var waitingResultCount: Int { results.waitingCount }

    // MARK: Changes

    /// What the host reports the user did: applied to the state without asking the host.
    func userDidNavigate(_ action: NavigationAction) {
        guard let transition = try? current.applying(action), !transition.isEmpty else { return }
        current = transition.after
        if !events.isEmpty { events.send(NavigationEvent(.userNavigated(events.summaries(transition)), request: nil)) }
        screensLeft(transition.removedScreens)
    }

    /// Applies one action as a transition and shows it; see ``commit(_:requests:opened:turn:)-([NavigationAction],_,_,_)``.
    func commit(
        _ action: NavigationAction, requests newRequests: ScreenRequests = ScreenRequests(), opened: Screen? = nil,
        ticket: RequestTicket, cause: Departure.Cause = .app
    ) async -> NavigationOutcome.Kind {
        await commit(CollectionOfOne(action), requests: newRequests, opened: opened, ticket: ticket, cause: cause)
    }

    /// Applies actions in order as one transition and shows it, once the leave guards of the
    /// screens it removes allow it, waiting for any transition in progress. `opened` is the
    /// screen the request opens, if any: when the host refuses to show it, the request is
    /// rejected. `turn` is the request's, held while leave guards decide; `cause` is what asked
    /// for the change, as the guards see it.
    func commit<Actions: Collection<NavigationAction>>(
        _ actions: Actions, requests newRequests: ScreenRequests = ScreenRequests(), opened: Screen? = nil,
        ticket: RequestTicket, cause: Departure.Cause = .app
    ) async -> NavigationOutcome.Kind {
        if hasLeaveGuards {
            return await commitAskingLeaveGuards(actions, requests: newRequests, opened: opened, ticket: ticket, cause: cause)
        }
        // Without leave guards nothing is asked, so showing always ends the request.
        return await show(actions, requests: newRequests, opened: opened, leave: nil)!
    }

    /// Shows the transition of `actions` applied to the state, waiting for any transition in
    /// progress. `nil` when it would remove a screen that holds its place and that `leave` does
    /// not allow (the state changed while its guards decided): they must be asked again; a
    /// rejection when the change is no longer the one the guards were asked about
    /// (``LeavePermit/isOutdated(by:)``). With `leave` `nil`, no screen's guard is looked at.
    ///
    /// A host whose calls may wait (``NavigationHost/transitionsMayWait``) is called from a
    /// transition of its own, which the request can stop waiting for (see
    /// `NavigationStore+Transitions.swift`); one that returns at once is called from here.
    @inline(__always)
    func show<Actions: Collection<NavigationAction>>(
        _ actions: Actions, requests newRequests: ScreenRequests, opened: Screen?, leave: LeavePermit?
    ) async -> NavigationOutcome.Kind? {
        if host.transitionsMayWait {
            return await showWithWayOut(Array(actions), requests: newRequests, opened: opened, leave: leave)
        }
        if !gate.tryEnter() {
            guard await gate.enter() else { return .rejected(RequestLine.cancellation) }
        }
        defer { gate.leave() }
        return await showHoldingGate(actions, requests: newRequests, opened: opened, leave: leave, run: nil)
    }

    /// ``show(_:requests:opened:leave:)`` once the gate is held. `run` is the
    /// transition this runs in when the host may wait; once it is over (its time limit passed),
    /// the host's late return changes nothing.
    @inline(__always)
    func showHoldingGate<Actions: Collection<NavigationAction>>(
        _ actions: Actions, requests newRequests: ScreenRequests, opened: Screen?, leave: LeavePermit?,
        run: TransitionRun?
    ) async -> NavigationOutcome.Kind? {
        // A gesture the user has not let go of, or an animation, would change the state the
        // plan starts from: let it end and be reported first.
        await host.settle()
        // Cancelled while it waited for the host: it changes nothing.
        if Task.isCancelled || run?.isOver == true { return .rejected(RequestLine.cancellation) }
        // Applied to a draft that replaces the state whole, never changed in place: then no
        // state is left half-changed, and the compiler checks the state's accesses statically.
        var draft = current
        let transition: NavigationTransition
        do {
            transition = try Self.apply(actions, to: &draft, requests: newRequests)
        } catch {
            return .rejected(NavigationError(.invalidNavigation, error.message, underlyingError: error))
        }
        if let leave {
            if hasLeaveGuards, firstUnasked(in: transition, allowed: leave.allowed) != nil { return nil }
            if leave.isOutdated(by: transition) { return .rejected(LeavePermit.outdated) }
        }
        current = draft
        // A finish's value, when this is its change and it closes the screen.
        if finishesUnderWay > 0, let finishing = FinishedValue.current,
            transition.removedScreens.contains(where: { $0.key == finishing.key })
        {
            results.setValue(finishing.value, for: finishing.key)
        }
        newRequests.forEach { request in
            if draft.contains(request.screen.key) { requests[request.screen.key] = request }
        }
        // A screen a leave guard opens (its confirmation) is the guard's from now on, while it
        // is still coming on screen too: a wait for the guard that ends without an answer closes it.
        if hasLeaveGuards, let opened, let scope = LeaveScope.current { scope.opened.append(opened.key) }
        if !transition.isEmpty {
            run?.committed = transition
            await host.apply(transition, animated: animated)
            // Cut off at its time limit meanwhile: the navigator took what the host showed then.
            if run?.isOver == true { return nil }
        }
        return finishShowing(transition, opened: opened)
    }

    /// After the host showed `transition`: the screens it removed leave, a refusal is taken
    /// as the truth, and links held for a root may go.
    @inline(__always)
    func finishShowing(
        _ transition: NavigationTransition, opened: Screen?, refusalCode: ErrorCode = .hostRefused
    ) -> NavigationOutcome.Kind {
        screensLeft(transition.removedScreens)
        let refusal = adoptDisplayedStateIfRefused(opened: opened, code: refusalCode)
        line.releaseHeldLinks()
        if let refusal { return .rejected(refusal) }
        return .navigated(transition, screen: opened)
    }

    /// The transition of `actions` applied in order to `state`.
    static func apply<Actions: Collection<NavigationAction>>(
        _ actions: Actions, to state: inout NavigationState, requests: ScreenRequests
    ) throws(NavigationError) -> NavigationTransition {
        // Most requests take one action: its transition is the whole one.
        if actions.count == 1 { return try state.apply(actions.first!, requests: requests) }
        var transition = NavigationTransition(before: state, after: state, changes: [], requests: requests)
        for action in actions { transition = transition.followed(by: try state.apply(action)) }
        return transition
    }

    func screensLeft(_ screens: [Screen]) {
        guard !screens.isEmpty else { return }
        for screen in screens { requests[screen.key] = nil }
        if hasLeaveGuards {
            for screen in screens { leaveGuards[screen.key] = nil }
        }
        results.screensLeft(screens)
    }

    /// After a transition: when the host does not show the navigator's state (the platform
    /// refused the change, even rebuilt), the host's state becomes the truth and the screens it
    /// does not show leave, their waiters getting `nil`. Returns the rejection for the request
    /// when the screen it opened is not shown, or when nothing was; `nil` when the host shows
    /// the state.
    private func adoptDisplayedStateIfRefused(opened: Screen?, code: ErrorCode) -> NavigationError? {
        let shown = host.displayedState
        guard shown != current else { return nil }
        let missing = current.allScreens.filter { !shown.contains($0.key) }
        current = shown
        if let opened, shown.contains(opened.key) {
            screensLeft(missing)
            return nil
        }
        // The screen the request opened never showed: its opener gets the rejection, not `nil`.
        if let opened { requests[opened.key] = nil }
        screensLeft(missing.filter { $0.key != opened?.key })
        let showing = shown.topmostScreen.map { "'\($0.id)'" } ?? "nothing"
        if code == .transitionTimedOut {
            return NavigationError(
                code, "the interface did not finish the change within \(transitionTimeout) and shows \(showing)")
        }
        return NavigationError(code, "the interface refused the change and shows \(showing) instead")
    }
}
