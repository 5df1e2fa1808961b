/// Awaits the app's code with a way out: the wait ends when the code answers, when the task
/// awaiting it is cancelled, or at a time limit, whichever comes first, even when the code
/// ignores cancellation (a continuation that a delegate resumes seconds later, say).
///
/// The code runs in a task of its own, which is cancelled when the wait ends another way; its
/// late answer is dropped. The task inherits the caller's task-local values, so requests the
/// code makes run as they would had it been awaited directly; once the wait was cancelled,
/// those requests come from a cancelled task and change nothing.
enum BoundedWait {
    /// How a wait ended.
    enum Ending<Value: Sendable>: Sendable {
        /// The code answered in time.
        case finished(Value)
        /// The time limit passed first.
        case timedOut
        /// The awaiting task was cancelled first, or before the code started.
        case cancelled
    }

    /// Runs `work` and waits for its answer, at most until the awaiting task is cancelled or
    /// `timeout` (when given) has passed. A task cancelled already does not start `work`.
    static func run<Value: Sendable>(
        timeout: Duration? = nil, _ work: @escaping @Sendable () async -> Value
    ) async -> Ending<Value> {
        await run(timeout: timeout) { claim in
            Task {
                let value = await work()
                claim.settle(.finished(value))
            }
        }
    }

    /// ``run(timeout:_:)`` for the app's main-actor code (a handler, a leave guard, a guard's
    /// suspended work): its task starts on the main actor, with no hop to another executor and
    /// back.
    @MainActor
    static func runOnMainActor<Value: Sendable>(
        timeout: Duration? = nil, _ work: @escaping @MainActor () async -> Value
    ) async -> Ending<Value> {
        await run(timeout: timeout) { claim in
            Task { @MainActor in
                let value = await work()
                claim.settle(.finished(value))
            }
        }
    }

    private static func run<Value: Sendable>(
        timeout: Duration?, starting start: @Sendable (Claim<Value>) -> Task<Void, Never>
    ) async -> Ending<Value> {
        if Task.isCancelled { return .cancelled }
        let claim = Claim<Value>()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                claim.install(continuation)
                claim.add(start(claim))
                if let timeout {
                    claim.add(
                        Task {
                            try? await Task.sleep(for: timeout)
                            if !Task.isCancelled { claim.settle(.timedOut) }
                        })
                }
            }
        } onCancel: {
            claim.settle(.cancelled)
        }
    }
}

/// Lets exactly one of the work, its timer and a cancellation end a wait, and stops the others.
///
/// Invariant: the continuation is resumed exactly once, with the first ending settled,
/// whichever of `install` and `settle` comes first; every task added is cancelled once an
/// ending is settled.
private final class Claim<Value: Sendable>: Sendable {
    private struct State {
        var ending: BoundedWait.Ending<Value>?
        var continuation: CheckedContinuation<BoundedWait.Ending<Value>, Never>?
        var tasks: [Task<Void, Never>] = []
    }

    private let state = Locked(State())

    /// Hands over the continuation the wait suspends on; resumes it at once when an ending
    /// was settled before (a cancellation that came first).
    func install(_ continuation: CheckedContinuation<BoundedWait.Ending<Value>, Never>) {
        let settled = state.withLock { state -> BoundedWait.Ending<Value>? in
            guard let ending = state.ending else {
                state.continuation = continuation
                return nil
            }
            return ending
        }
        if let settled { continuation.resume(returning: settled) }
    }

    /// Keeps a task to cancel when the wait ends; cancels it at once when it has ended.
    func add(_ task: Task<Void, Never>) {
        let ended = state.withLock { state in
            if state.ending == nil { state.tasks.append(task) }
            return state.ending != nil
        }
        if ended { task.cancel() }
    }

    /// Ends the wait with `ending`, unless it has ended already.
    func settle(_ ending: BoundedWait.Ending<Value>) {
        let (continuation, tasks) = state.withLock {
            state -> (CheckedContinuation<BoundedWait.Ending<Value>, Never>?, [Task<Void, Never>]) in
            guard state.ending == nil else { return (nil, []) }
            state.ending = ending
            defer {
                state.continuation = nil
                state.tasks = []
            }
            return (state.continuation, state.tasks)
        }
        for task in tasks { task.cancel() }
        continuation?.resume(returning: ending)
    }
}
