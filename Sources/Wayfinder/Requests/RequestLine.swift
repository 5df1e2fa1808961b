/// The line requests wait in: one runs at a time, in arrival order; links that arrive
/// before the window has a root are held until it does; cancelling a request's task takes it
/// out of line or stops it at its next wait.
///
/// What ends each wait: a request in line runs when those ahead of it have; one held for a
/// root runs when a root is shown, or ends with `noRoot` at the configured limit; and
/// cancelling the awaiting task ends any of them with `cancelled`.
@MainActor
final class RequestLine {
    /// A request waiting for its turn.
    struct Job {
        let navigator: Navigator
        let run: @MainActor (Navigator) async -> NavigationOutcome
        let continuation: CheckedContinuation<NavigationOutcome, Never>
        let turn: Turn
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

        /// Makes a finished turn new again, for the next request.
        func reset() {
            steppedOut = false
            isCancelled = false
            cancelSuspension = nil
        }
    }

    /// The request whose turn it is; set while its work runs. Work that runs on behalf of a
    /// request already in progress (one where this is set) navigates at once instead of
    /// queueing behind itself.
    @TaskLocal static var currentTurn: Turn?

    /// The rejection of a request whose awaiting task was cancelled.
    static let cancellation = NavigationError(.cancelled, "the task awaiting the request was cancelled")

    private(set) var queue: [Job] = [] {
        didSet { isQueueEmpty = queue.isEmpty }
    }
    private(set) var heldUntilRoot: [Job] = [] {
        didSet { holdsLinks = !heldUntilRoot.isEmpty }
    }
    // Kept beside the lists they describe so that every request can ask without the
    // exclusivity check that reading a list takes (a list's writes can run other code, a
    // flag's cannot, so the compiler checks the flags statically).
    private var isQueueEmpty = true
    private var holdsLinks = false
    private var isWorking = false
    /// A finished turn that nothing holds any more, kept for the next request that runs at
    /// once, so that such a request allocates none.
    private var spareTurn: Turn?
    /// Whether the debug warning about links waiting for a root was printed.
    private var warnedAboutMissingRoot = false
    private let rootWaitLimit: Duration?
    private let holdsLinksUntilRoot: Bool
    /// Whether the window has a root; the navigator keeps it current as its state changes.
    var hasRoot = false

    init(holdsLinksUntilRoot: Bool, rootWaitLimit: Duration?) {
        self.holdsLinksUntilRoot = holdsLinksUntilRoot
        self.rootWaitLimit = rootWaitLimit
    }

    /// Whether the request running in this task was cancelled: its awaiting task, or the task
    /// it runs in.
    static var isRequestCancelled: Bool {
        Task.isCancelled || currentTurn?.isCancelled == true
    }

    /// Runs `run` in turn with other requests; nested requests run at once.
    /// - Parameters:
    ///   - isLink: whether the request is a URL, which waits for a root while there is none.
    ///   - makesRoot: whether the link makes the root itself, so it need not wait for one.
    func run(
        for navigator: Navigator, isLink: Bool, makesRoot: Bool,
        _ run: @escaping @MainActor (Navigator) async -> NavigationOutcome
    ) async -> NavigationOutcome {
        await self.run(for: navigator, isLink: isLink, makesRoot: makesRoot, with: run) { navigator, run in
            await run(navigator)
        }
    }

    /// Runs `run` with `payload` in turn with other requests. `run` should capture nothing:
    /// a request that need not wait then allocates no closure for it; one that waits wraps the
    /// two together.
    func run<Payload>(
        for navigator: Navigator, isLink: Bool, makesRoot: Bool, with payload: Payload,
        _ run: @escaping @MainActor (Navigator, Payload) async -> NavigationOutcome
    ) async -> NavigationOutcome {
        if Self.currentTurn != nil { return await run(navigator, payload) }
        if Task.isCancelled { return .rejected(Self.cancellation) }
        let held = isLink && !makesRoot && !hasRoot && holdsLinksUntilRoot
        if !held && !isWorking && isQueueEmpty {
            var turn = spareTurn ?? Turn()
            spareTurn = nil
            // Nobody ahead: run in the caller's task, with no hop through a queue. Cancelling
            // that task is then seen where the request checks (`isRequestCancelled` reads
            // `Task.isCancelled`), and a guard's suspended work, the one wait that must end at
            // once, installs its own handler; so none is needed here.
            isWorking = true
            let outcome = await Self.$currentTurn.withValue(turn) { await run(navigator, payload) }
            if !turn.steppedOut {
                turn.steppedOut = true
                isWorking = false
                releaseHeldLinks()
                startWorking()
            }
            // A task the request started keeps the turn it inherited as its `currentTurn`:
            // then the turn is not reused.
            if isKnownUniquelyReferenced(&turn) {
                turn.reset()
                spareTurn = turn
            }
            return outcome
        }
        let turn = Turn()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let job = Job(navigator: navigator, run: { await run($0, payload) }, continuation: continuation, turn: turn)
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

    /// Lets the next request go while the current one waits for something else (an
    /// interceptor's suspended work): a new worker takes over the queue. Does nothing outside a
    /// request or after the first call.
    func stepOutOfLine() {
        guard let turn = Self.currentTurn, !turn.steppedOut else { return }
        turn.steppedOut = true
        isWorking = false
        startWorking()
    }

    /// Once the window has a root, links that waited for it go first, in arrival order.
    func releaseHeldLinks() {
        guard hasRoot, holdsLinks else { return }
        queue.insert(contentsOf: heldUntilRoot, at: 0)
        heldUntilRoot.removeAll()
        startWorking()
    }

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

    /// Ends a held link at the root wait limit; in debug builds, warns once after five seconds
    /// that the app has shown no root.
    private func startRootWait(for turn: Turn) {
        #if DEBUG
        Task { @MainActor [weak self] in
            try? await Task.sleep(for: .seconds(5))
            guard let self, !self.warnedAboutMissingRoot, self.heldUntilRoot.contains(where: { $0.turn === turn }) else { return }
            self.warnedAboutMissingRoot = true
            print("Wayfinder: a link has waited 5 s for the window to have a root, and none was shown. Call navigator.showTabs() or open a route with the setRoot presentation at launch; links that arrive before then wait for it.")
        }
        #endif
        guard let limit = rootWaitLimit else { return }
        Task { @MainActor [weak self] in
            try? await Task.sleep(for: limit)
            guard let self, let index = self.heldUntilRoot.firstIndex(where: { $0.turn === turn }) else { return }
            let job = self.heldUntilRoot.remove(at: index)
            job.continuation.resume(returning: .rejected(NavigationError(
                .noRoot, "the link waited \(limit) for the app to show a root, and none was shown")))
        }
    }

    private func startWorking() {
        guard !isWorking, !isQueueEmpty else { return }
        isWorking = true
        Task { await work() }
    }

    /// Runs queued requests one after another in this task. A request that steps out of line
    /// keeps this task for itself and hands the queue to a new worker; so a task is made only
    /// when a request suspends, not for every request.
    private func work() async {
        while !queue.isEmpty {
            let job = queue.removeFirst()
            let outcome = await runInTurn(job.run, job.navigator, job.turn)
            job.continuation.resume(returning: outcome)
            if job.turn.steppedOut { return }
            job.turn.steppedOut = true
            releaseHeldLinks()
        }
        isWorking = false
    }

    /// Runs a request's work as the holder of `turn`, so that the navigation it does itself
    /// runs at once.
    private func runInTurn(
        _ work: @MainActor (Navigator) async -> NavigationOutcome, _ navigator: Navigator, _ turn: Turn
    ) async -> NavigationOutcome {
        await Self.$currentTurn.withValue(turn) { await work(navigator) }
    }
}

/// Lets one transition at a time reach the host: a request that arrives while the host is
/// mid-transition waits for it.
@MainActor
final class HostGate {
    private var isBusy = false
    private var waiters: [CheckedContinuation<Void, Never>] = [] {
        didSet { hasWaiters = !waiters.isEmpty }
    }
    /// Whether anyone waits: read on every transition, without the exclusivity check that
    /// reading the list takes.
    private var hasWaiters = false

    /// Takes the gate when it is free, without waiting: the common case, which then costs no
    /// suspension point. `false` when a transition holds it; then ``enter()`` waits.
    func tryEnter() -> Bool {
        guard !isBusy else { return false }
        isBusy = true
        return true
    }

    func enter() async {
        while isBusy {
            await withCheckedContinuation { waiters.append($0) }
        }
        isBusy = true
    }

    func leave() {
        isBusy = false
        if hasWaiters { waiters.removeFirst().resume() }
    }
}
