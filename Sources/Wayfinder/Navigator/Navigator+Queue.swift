extension Navigator {
    /// A request waiting for its turn.
    struct Job {
        let run: @MainActor (Navigator) async -> NavigationOutcome
        let continuation: CheckedContinuation<NavigationOutcome, Never>
        let turn: Turn
    }

    /// Marks work that runs on behalf of a request already in progress: its own navigation
    /// runs at once instead of queueing behind itself.
    @TaskLocal static var isInsideRequest = false

    /// Runs `run` in turn with other requests; nested requests run at once.
    ///
    /// What ends each wait: a request in line runs when those ahead of it have; one held for a
    /// root runs when a root is shown, or ends with `noRoot` at
    /// ``NavigatorConfiguration/rootWaitLimit``; and cancelling the awaiting task ends any of
    /// them with `cancelled`, taking it out of line (one already running stops at its next
    /// wait and changes nothing after it).
    ///
    /// - Parameters:
    ///   - isLink: whether the request is a URL, which waits for a root while there is none.
    ///   - makesRoot: whether the link makes the root itself, so it need not wait for one.
    func enqueue(
        isLink: Bool, makesRoot: Bool = false, _ run: @escaping @MainActor (Navigator) async -> NavigationOutcome
    ) async -> NavigationOutcome {
        let outcome = await waitForTurnAndRun(isLink: isLink, makesRoot: makesRoot, run)
        emit(.ending(outcome))
        return outcome
    }

    private func waitForTurnAndRun(
        isLink: Bool, makesRoot: Bool, _ run: @escaping @MainActor (Navigator) async -> NavigationOutcome
    ) async -> NavigationOutcome {
        if Self.isInsideRequest { return await run(self) }
        if Task.isCancelled { return .rejected(Self.cancellation) }
        let held = isLink && !makesRoot && state.root == nil && configuration.holdsLinksUntilRoot
        let turn = Turn()
        if !held && !isWorking && queue.isEmpty {
            // Nobody ahead: run in the caller's task, with no hop through a queue.
            isWorking = true
            let outcome = await withTaskCancellationHandler {
                await runInTurn(run, turn)
            } onCancel: {
                Task { @MainActor in turn.cancel() }
            }
            if !turn.steppedOut {
                turn.steppedOut = true
                isWorking = false
                releaseHeldLinks()
                startWorking()
            }
            return outcome
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let job = Job(run: run, continuation: continuation, turn: turn)
                if held {
                    heldUntilRoot.append(job)
                    startRootWait(for: turn)
                } else {
                    queue.append(job)
                    startWorking()
                }
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.cancel(turn) }
        }
    }

    /// The rejection of a request whose awaiting task was cancelled.
    static let cancellation = NavigationRejection(.cancelled, "the task awaiting the request was cancelled")

    /// Ends a request whose awaiting task was cancelled: out of line at once if it waits there,
    /// else marked, so it stops at its next wait.
    private func cancel(_ turn: Turn) {
        if let job = removeWaitingJob(turn) {
            job.continuation.resume(returning: .rejected(Self.cancellation))
        } else {
            turn.cancel()
        }
    }

    /// Takes a request out of the queue or the hold for a root; `nil` when it is in neither.
    private func removeWaitingJob(_ turn: Turn) -> Job? {
        if let index = queue.firstIndex(where: { $0.turn === turn }) { return queue.remove(at: index) }
        if let index = heldUntilRoot.firstIndex(where: { $0.turn === turn }) { return heldUntilRoot.remove(at: index) }
        return nil
    }

    /// Ends a held link at ``NavigatorConfiguration/rootWaitLimit``; in debug builds, warns once
    /// after five seconds that the app has shown no root.
    private func startRootWait(for turn: Turn) {
        #if DEBUG
        Task { @MainActor [weak self] in
            try? await Task.sleep(for: .seconds(5))
            guard let self, !self.warnedAboutMissingRoot, self.heldUntilRoot.contains(where: { $0.turn === turn }) else { return }
            self.warnedAboutMissingRoot = true
            print("Wayfinder: a link has waited 5 s for the window to have a root, and none was shown. Call navigator.showTabs() or open a route with the setRoot presentation at launch; links that arrive before then wait for it.")
        }
        #endif
        guard let limit = configuration.rootWaitLimit else { return }
        Task { @MainActor [weak self] in
            try? await Task.sleep(for: limit)
            guard let self, let index = self.heldUntilRoot.firstIndex(where: { $0.turn === turn }) else { return }
            let job = self.heldUntilRoot.remove(at: index)
            job.continuation.resume(returning: .rejected(NavigationRejection(
                .noRoot, "the link waited \(limit) for the app to show a root, and none was shown")))
        }
    }

    /// Whether the request running in this task was cancelled: its awaiting task, or the task
    /// it runs in.
    var isRequestCancelled: Bool {
        Task.isCancelled || Self.currentTurn?.isCancelled == true
    }

    func startWorking() {
        guard !isWorking, !queue.isEmpty else { return }
        isWorking = true
        Task { await work() }
    }

    /// Runs queued requests one after another in this task. A request that steps out of line
    /// keeps this task for itself and hands the queue to a new worker; so a task is made only
    /// when a request suspends, not for every request.
    private func work() async {
        while !queue.isEmpty {
            let job = queue.removeFirst()
            let outcome = await runInTurn(job.run, job.turn)
            job.continuation.resume(returning: outcome)
            if job.turn.steppedOut { return }
            job.turn.steppedOut = true
            releaseHeldLinks()
        }
        isWorking = false
    }

    /// Runs a request's work as the holder of `turn`, marked as inside a request so that the
    /// navigation it does itself runs at once.
    private func runInTurn(
        _ work: @MainActor (Navigator) async -> NavigationOutcome, _ turn: Turn
    ) async -> NavigationOutcome {
        await Self.$currentTurn.withValue(turn) {
            await Self.$isInsideRequest.withValue(true) { await work(self) }
        }
    }

    /// The request whose turn it is; set while its work runs.
    @TaskLocal static var currentTurn: Turn?

    /// Lets the next request go while the current one waits for something else (an
    /// interceptor's suspended work): a new worker takes over the queue. Does nothing outside a
    /// request or after the first call.
    func stepOutOfLine() {
        guard let turn = Self.currentTurn, !turn.steppedOut else { return }
        turn.steppedOut = true
        isWorking = false
        startWorking()
    }

    /// One request's hold on the line, and how to stop it.
    @MainActor
    final class Turn {
        /// Whether the request has let the line go on without it.
        var steppedOut = false
        /// Whether the task awaiting the request was cancelled.
        private(set) var isCancelled = false
        /// Cancels the guard's suspended work the request waits on, if any.
        var cancelSuspension: (() -> Void)?

        func cancel() {
            isCancelled = true
            cancelSuspension?()
        }
    }

    /// Once the window has a root, links that waited for it go first, in arrival order.
    func releaseHeldLinks() {
        guard state.root != nil, !heldUntilRoot.isEmpty else { return }
        queue.insert(contentsOf: heldUntilRoot, at: 0)
        heldUntilRoot.removeAll()
        startWorking()
    }

    /// Applies actions in order as one transition, waiting for any transition in progress.
    func commit(
        _ actions: [NavigationAction], requests newRequests: [ScreenKey: ScreenRequest] = [:], opened: Screen? = nil
    ) async -> NavigationOutcome {
        await waitForHost()
        defer { releaseHost() }
        // A gesture the user has not let go of, or an animation, would change the state the
        // plan starts from: let it end and be reported first.
        await host.settle()
        // Cancelled while it waited for the host: it changes nothing.
        if isRequestCancelled { return .rejected(Self.cancellation) }
        var draft = state
        var transition = NavigationTransition(before: state, after: state, changes: [])
        for action in actions {
            do {
                transition = transition.followed(by: try draft.apply(action))
            } catch {
                return .rejected(NavigationRejection(.invalidNavigation, error.message, underlyingError: error))
            }
        }
        state = draft
        for (key, request) in newRequests where state.contains(key) { requests[key] = request }
        if !transition.isEmpty {
            await host.apply(NavigationUpdate(transition: transition, requests: newRequests, animated: configuration.animated))
        }
        screensLeft(transition.removedScreens)
        let refusal = adoptDisplayedStateIfRefused(opened: opened)
        releaseHeldLinks()
        if let refusal { return .rejected(refusal) }
        return .navigated(transition, screen: opened)
    }

    /// After an update: when the host does not show the navigator's state (the platform refused
    /// the change, even rebuilt), the host's state becomes the truth and the screens it does not
    /// show leave, their waiters getting `nil`. Returns the rejection for the request when the
    /// screen it opened is not shown, or when nothing was; `nil` when the host shows the state.
    private func adoptDisplayedStateIfRefused(opened: Screen?) -> NavigationRejection? {
        let shown = host.displayedState
        guard shown != state else { return nil }
        let missing = state.allScreens.filter { !shown.contains($0.key) }
        state = shown
        if let opened, shown.contains(opened.key) {
            screensLeft(missing)
            return nil
        }
        // The screen the request opened never showed: its opener gets the rejection, not `nil`.
        if let opened { requests[opened.key] = nil }
        screensLeft(missing.filter { $0.key != opened?.key })
        return NavigationRejection(.hostRefused, "the interface refused the change and shows \(shown.topmostScreen.map { "'\($0.id)'" } ?? "nothing") instead")
    }

    private func waitForHost() async {
        while hostIsBusy {
            await withCheckedContinuation { hostWaiters.append($0) }
        }
        hostIsBusy = true
    }

    private func releaseHost() {
        hostIsBusy = false
        if !hostWaiters.isEmpty { hostWaiters.removeFirst().resume() }
    }
}
