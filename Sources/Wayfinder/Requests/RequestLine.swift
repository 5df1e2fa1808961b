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
        let run: @MainActor (Navigator, Turn?) async -> NavigationOutcome.Kind
        let continuation: CheckedContinuation<NavigationOutcome.Kind, Never>
        let turn: Turn
    }

    /// One request's hold on the line.
    @MainActor
    final class Turn {
        /// Whether the request has let the line go on without it.
        var steppedOut = false
        /// Whether the request has ended: code it awaited that still runs (and keeps this turn
        /// as its `currentTurn`) then makes requests that wait their turn like any other.
        var isFinished = false
        /// The task a request that waited in line runs in: cancelling the task that awaits the
        /// request cancels it.
        var task: Task<NavigationOutcome.Kind, Never>?

        /// Makes a finished turn new again, for the next request.
        func reset() {
            steppedOut = false
            isFinished = false
            task = nil
        }
    }

    /// The turn of the request this task works for, while the request awaits code that may
    /// make requests of its own (``holding(_:_:)``): such requests run at once,
    /// inside it, instead of queueing behind it. Code that runs otherwise meanwhile (the
    /// host's, tasks it starts) makes requests that wait their turn.
    @TaskLocal static var currentTurn: Turn?

    /// Runs code a request awaits that may make requests of its own (an interceptor, an
    /// action's handler, a confirmation, a leave guard) holding the request's `turn`: those
    /// requests then run at once, inside this one, instead of waiting in line behind it. `nil`
    /// when this task already holds the turn.
    static func holding<Value>(_ turn: Turn?, _ work: () async -> Value) async -> Value {
        guard let turn else { return await work() }
        return await $currentTurn.withValue(turn) { await work() }
    }

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
    /// The turn of the last request that ran at once, kept for the next (see `freshTurn`).
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

    /// How a request gets its turn; see ``admit(isLink:makesRoot:)``.
    enum Admission {
        /// Made by code a request awaits (``holding(_:_:)``): it runs at once, inside
        /// that request, holding no turn of its own.
        case inside
        /// Nobody is ahead: it runs at once in the caller's task, holding the turn, and
        /// ``finish(_:)`` lets the line go on.
        case atOnce(Turn)
        /// It waits, in line or for a root: ``wait(for:held:_:)`` runs it when its turn comes.
        case inLine(held: Bool)
        /// The task that made it was cancelled already.
        case cancelled
    }

    /// Decides how a request gets its turn, taking it when nobody is ahead.
    /// - Parameters:
    ///   - isLink: whether the request is a URL, which waits for a root while there is none.
    ///   - makesRoot: whether the link makes the root itself, so it need not wait for one.
    func admit(isLink: Bool, makesRoot: Bool) -> Admission {
        // A cancelled task makes no request, not even inside another: code that a cancelled
        // request awaited, still running, changes nothing.
        if Task.isCancelled { return .cancelled }
        if let turn = Self.currentTurn, !turn.isFinished { return .inside }
        let held = isLink && !makesRoot && !hasRoot && holdsLinksUntilRoot
        guard !held && !isWorking && isQueueEmpty else { return .inLine(held: held) }
        // Nobody ahead: the request runs in the caller's task, with no hop through a queue,
        // and cancelling that task cancels it. Its turn is held only around the code that may
        // make requests of its own: most requests run none, and holding it (a task-local
        // value) costs a fifth of a plain open.
        isWorking = true
        return .atOnce(freshTurn())
    }

    /// Ends a request that ran at once: the line goes on, unless the request stepped out of it
    /// already.
    func finish(_ turn: Turn) {
        turn.isFinished = true
        guard !turn.steppedOut else { return }
        turn.steppedOut = true
        isWorking = false
        releaseHeldLinks()
        startWorking()
    }

    /// A turn for a request that runs at once: the last one's, unless something still holds
    /// it (the request in progress, or a task it started, which keeps the turn it inherited as
    /// its `currentTurn`), so that such a request allocates none.
    private func freshTurn() -> Turn {
        if isKnownUniquelyReferenced(&spareTurn), let turn = spareTurn {
            turn.reset()
            return turn
        }
        let turn = Turn()
        spareTurn = turn
        return turn
    }

    /// Runs `run` in turn with other requests; requests made inside a request run at once.
    /// `run` gets the turn to hold while it awaits code that may make requests of its own
    /// (``holding(_:_:)``), or `nil` when this task holds one already.
    func run(
        for navigator: Navigator, isLink: Bool, makesRoot: Bool,
        _ run: @escaping @MainActor (Navigator, Turn?) async -> NavigationOutcome.Kind
    ) async -> NavigationOutcome.Kind {
        switch admit(isLink: isLink, makesRoot: makesRoot) {
        case .inside:
            return await run(navigator, nil)
        case .atOnce(let turn):
            let outcome = await run(navigator, turn)
            finish(turn)
            return outcome
        case .inLine(let held):
            return await wait(for: navigator, held: held, run)
        case .cancelled:
            return .rejected(Self.cancellation)
        }
    }

    /// Puts a request in line, or holds it for a root, and runs it when its turn comes.
    func wait(
        for navigator: Navigator, held: Bool, _ run: @escaping @MainActor (Navigator, Turn?) async -> NavigationOutcome.Kind
    ) async -> NavigationOutcome.Kind {
        let turn = Turn()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let job = Job(navigator: navigator, run: run, continuation: continuation, turn: turn)
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
    /// else its task is cancelled, so it stops at its next wait.
    private func cancel(_ turn: Turn) {
        if let job = removeWaitingJob(turn) {
            job.continuation.resume(returning: .rejected(Self.cancellation))
        } else {
            turn.task?.cancel()
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
            print(
                "Wayfinder: a link has waited 5 s for the window to have a root, and none was shown. Call navigator.showTabs() or open a route with the setRoot presentation at launch; links that arrive before then wait for it."
            )
        }
        #endif
        guard let limit = rootWaitLimit else { return }
        Task { @MainActor [weak self] in
            try? await Task.sleep(for: limit)
            guard let self, let index = self.heldUntilRoot.firstIndex(where: { $0.turn === turn }) else { return }
            let job = self.heldUntilRoot.remove(at: index)
            job.continuation.resume(
                returning: .rejected(
                    NavigationError(
                        .noRoot, "the link waited \(limit) for the app to show a root, and none was shown")))
        }
    }

    private func startWorking() {
        guard !isWorking, !isQueueEmpty else { return }
        isWorking = true
        Task { await work() }
    }

    /// Runs queued requests one after another, each in a task of its own that cancelling the
    /// task awaiting it cancels. A request that steps out of line keeps this worker waiting for
    /// it and hands the queue to a new worker.
    private func work() async {
        while !queue.isEmpty {
            let job = queue.removeFirst()
            // Made before anything else runs on the main actor, so a cancellation that finds
            // the job out of the queue finds its task.
            let task = Task { @MainActor in await job.run(job.navigator, job.turn) }
            job.turn.task = task
            let outcome = await task.value
            job.turn.task = nil
            job.turn.isFinished = true
            job.continuation.resume(returning: outcome)
            if job.turn.steppedOut { return }
            job.turn.steppedOut = true
            releaseHeldLinks()
        }
        isWorking = false
    }
}
