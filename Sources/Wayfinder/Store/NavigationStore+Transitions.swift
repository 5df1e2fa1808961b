/// A change on its way to a host whose calls may wait (``NavigationHost/transitionsMayWait``):
/// what the request waiting for it needs to know when it stops waiting.
///
/// Invariant: `isOver` turns `true` once, when the change ended (the host returned) or was cut
/// off at the time limit; whichever comes first leaves the gate and answers the waiting
/// request, and the other then does nothing.
@MainActor
final class TransitionRun {
    /// The transition, once the state changed: a request that stops waiting after this reports
    /// it, since the change stands.
    var committed: NavigationTransition?
    /// Whether the change ended or was cut off.
    var isOver = false
    /// The request waiting for the change; `nil` once it stopped waiting.
    var waiter: CheckedContinuation<NavigationOutcome.Kind?, Never>?
    /// The change's task and its timer, cancelled when it is over.
    var work: Task<Void, Never>?
    var timer: Task<Void, Never>?

    /// Answers the waiting request, if it still waits.
    func answer(_ outcome: NavigationOutcome.Kind?) {
        waiter?.resume(returning: outcome)
        waiter = nil
    }
}

extension NavigationStore {
    /// ``show(_:requests:opened:leave:)`` for a host whose calls may wait: the host is
    /// called from a task of its own that holds the gate to the end, so that
    ///
    /// - cancelling the request ends its wait at once: before the state changed, it changed
    ///   nothing (`cancelled`); after, the change stands and the host finishes it on its own;
    /// - a host that does not return within ``NavigatorConfiguration/transitionTimeout``
    ///   does not hold every later request: the navigator takes what the host shows as the
    ///   truth, the request ends (`transitionTimedOut` when its screen is not shown) and the
    ///   gate opens. The host's late return then changes nothing.
    func showWithWayOut(
        _ actions: [NavigationAction], requests newRequests: ScreenRequests, opened: Screen?, leave: LeavePermit?
    ) async -> NavigationOutcome.Kind? {
        if !gate.tryEnter() {
            guard await gate.enter() else { return .rejected(RequestLine.cancellation) }
        }
        let run = TransitionRun()
        // Both tasks run on the main actor after this one waits, so they find the waiter set.
        run.work = Task { @MainActor [self] in
            let outcome = await showHoldingGate(
                actions, requests: newRequests, opened: opened, leave: leave, run: run)
            end(run, with: outcome)
        }
        let limit = transitionTimeout
        // Holds the store weakly: a navigator let go of mid-transition is not kept for the limit.
        run.timer = Task { @MainActor [weak self] in
            try? await Task.sleep(for: limit)
            if !Task.isCancelled { self?.cutOff(run, opened: opened) }
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { run.waiter = $0 }
        } onCancel: {
            Task { @MainActor in run.stopWaiting(opened: opened) }
        }
    }

    /// The host returned (or the change stopped before reaching it).
    private func end(_ run: TransitionRun, with outcome: NavigationOutcome.Kind?) {
        guard !run.isOver else { return }
        run.isOver = true
        run.timer?.cancel()
        gate.leave()
        run.answer(outcome)
    }

    /// The time limit passed first: what the host shows is the truth, and the gate opens.
    private func cutOff(_ run: TransitionRun, opened: Screen?) {
        guard !run.isOver else { return }
        run.isOver = true
        run.work?.cancel()
        let outcome: NavigationOutcome.Kind
        if let transition = run.committed {
            outcome = finishShowing(transition, opened: opened, refusalCode: .transitionTimedOut)
        } else {
            // Stopped in `settle`: nothing changed.
            outcome = .rejected(
                NavigationError(
                    .transitionTimedOut,
                    "the interface did not finish its transition within \(transitionTimeout); nothing changed"))
        }
        gate.leave()
        run.answer(outcome)
    }
}

extension TransitionRun {
    /// The waiting request was cancelled: it ends now. The change's task is cancelled too, so
    /// that it stops before the state changes if it has not yet; the host's transition under
    /// way runs to its end.
    func stopWaiting(opened: Screen?) {
        guard waiter != nil else { return }
        work?.cancel()
        if let committed {
            answer(.navigated(committed, screen: opened))
        } else {
            answer(.rejected(RequestLine.cancellation))
        }
    }
}
