/// Leave guards: a change that removes a screen holding its place waits for the screen's
/// guard, asked outside the host gate with the request's turn held, so the confirmation it
/// shows and the user's answer on it go through meanwhile.
extension NavigationStore {
    /// How many times the guards are asked again when the state changed while they decided,
    /// before the change is given up.
    private static var leaveRounds: Int { 8 }

    func setLeaveGuard(_ leaveGuard: LeaveGuard?, for key: Int) {
        guard leaveGuard == nil || state.contains(key) else { return }
        leaveGuards[key] = leaveGuard
    }

    /// The topmost screen that `transition` removes and whose guard has not allowed it yet.
    func firstUnasked(in transition: NavigationTransition, allowed: Set<Int>) -> Screen? {
        transition.removedScreens.last { leaveGuards[$0.key] != nil && !allowed.contains($0.key) }
    }

    /// ``commit(_:requests:opened:turn:)-([NavigationAction],_,_,_)`` while some screen holds
    /// its place: asks the guards of the screens the change removes, topmost first, then shows
    /// it; asks again when the state changed meanwhile.
    func commitAskingLeaveGuards<Actions: Collection<NavigationAction>>(
        _ actions: Actions, requests newRequests: ScreenRequests, opened: Screen?, ticket: RequestTicket, cause: Departure.Cause
    ) async -> NavigationOutcome.Kind {
        var permit = LeavePermit()
        for _ in 0..<Self.leaveRounds {
            while let (screen, transition) = nextToAsk(actions, allowed: permit.allowed) {
                if permit.asked == nil { permit.asked = Set(transition.removedScreens.map(\.key)) }
                if let refusal = await ask(
                    screen, destination: transition.after, cause: cause, ticket: ticket,
                    openedMeanwhile: &permit.openedByGuards)
                {
                    return .rejected(refusal)
                }
                permit.allowed.insert(screen.key)
            }
            if let outcome = await show(actions, requests: newRequests, opened: opened, leave: permit) {
                return outcome
            }
        }
        return .rejected(
            NavigationError(
                .leaveDenied, "the screens to remove kept changing while their leave guards decided"))
    }

    /// The topmost screen that `actions` would remove now and whose guard has not allowed it,
    /// with the transition; `nil` when there is none, or the actions do not fit the state
    /// (showing them reports that).
    private func nextToAsk<Actions: Collection<NavigationAction>>(
        _ actions: Actions, allowed: Set<Int>
    ) -> (Screen, NavigationTransition)? {
        var draft = state
        guard let transition = try? Self.apply(actions, to: &draft, requests: ScreenRequests()),
            let screen = firstUnasked(in: transition, allowed: allowed)
        else { return nil }
        return (screen, transition)
    }

    /// Asks a screen's guard whether it may leave; `nil` when it may, else the rejection. The
    /// request steps out of line while the guard decides. When the wait ends without an answer
    /// (cancelled, or past the time limit), the screens the guard opened meanwhile (its
    /// confirmation) are closed; either way they are added to `openedMeanwhile`.
    func ask(
        _ screen: Screen, destination: NavigationState, cause: Departure.Cause, ticket: RequestTicket,
        openedMeanwhile: inout Set<Int>
    ) async -> NavigationError? {
        guard let leaveGuard = leaveGuards[screen.key] else { return nil }
        let departure = Departure(screen: screen, destination: destination, cause: cause)
        let scope = LeaveScope()
        let timeout = leaveGuardTimeout
        let ending = await RequestLine.holding(ticket.turn) {
            line.stepOutOfLine()
            return await LeaveScope.$current.withValue(scope) {
                await BoundedWait.runOnMainActor(timeout: timeout) { await leaveGuard(departure) }
            }
        }
        openedMeanwhile.formUnion(scope.opened)
        // The user's own gesture belongs to no request, and neither do the events of its guards.
        let eventRequest = cause == .userGesture ? nil : ticket.id
        switch ending {
        case .finished(.allow):
            events.send(NavigationEvent(.leaveDecided(screen: screen.description, allowed: true), request: eventRequest))
            return nil
        case .finished(.deny):
            events.send(NavigationEvent(.leaveDecided(screen: screen.description, allowed: false), request: eventRequest))
            return NavigationError(.leaveDenied, "\(screen) held its place", screen: screen)
        case .timedOut:
            closeLeftOpen(scope.opened)
            events.send(NavigationEvent(.leaveDecided(screen: screen.description, allowed: false), request: eventRequest))
            return NavigationError(
                .leaveGuardTimedOut, "the leave guard of \(screen) did not answer within \(timeout)", screen: screen)
        case .cancelled:
            closeLeftOpen(scope.opened)
            return RequestLine.cancellation
        }
    }

    /// Closes screens a guard opened and left open when its wait ended without it: a
    /// confirmation stays on screen for no request. In a task of its own, since the request
    /// that waited may be cancelled; it asks no guard.
    private func closeLeftOpen(_ keys: [Int]) {
        guard !keys.isEmpty else { return }
        Task { @MainActor in
            for key in keys.reversed() where state.contains(key) {
                _ = await show(CollectionOfOne(.close(key)), requests: ScreenRequests(), opened: nil, leave: nil)
            }
        }
    }
}

/// The screens opened while a leave guard decides, so that those it leaves open when its wait
/// ends otherwise can be closed.
@MainActor
final class LeaveScope: Sendable {
    @TaskLocal static var current: LeaveScope?
    var opened: [Int] = []
}

/// What a change's leave guards allowed, and what they were asked about: when the state
/// changed while they decided (a link came, another request ran), the change is made only if
/// it still is the one they allowed.
struct LeavePermit {
    /// The screens whose guards let them go.
    var allowed: Set<Int> = []
    /// The screens the change would remove when the first guard was asked; `nil` before.
    var asked: Set<Int>?
    /// The screens opened while the guards decided (their confirmations): theirs to remove.
    var openedByGuards: Set<Int> = []

    /// The rejection of a change that is no longer the one its guards allowed.
    static let outdated = NavigationError(
        .leaveOutdated,
        "the screens changed while their leave guards decided, and the change would no longer remove what they allowed; nothing was changed"
    )

    /// Whether `transition` is no longer the change the guards were asked about: it removes a
    /// screen that was not to go when they were asked, nor was asked since, nor is one they
    /// opened (a link's sheet that came meanwhile), or it keeps a screen a guard let go (a
    /// `pop(1)` that would now pop a screen pushed meanwhile).
    func isOutdated(by transition: NavigationTransition) -> Bool {
        guard let asked else { return false }
        for screen in transition.removedScreens {
            let key = screen.key
            if !asked.contains(key), !allowed.contains(key), !openedByGuards.contains(key) { return true }
        }
        return allowed.contains { transition.after.contains($0) }
    }
}
