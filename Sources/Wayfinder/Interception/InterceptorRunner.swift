/// Runs one interceptor with a time limit. A late interceptor is cancelled and its answer,
/// whenever it comes, ignored; an interceptor that answers in time cancels the timer.
enum InterceptorRunner {
    /// The interceptor's decision, or `nil` when it took longer than `timeout`.
    static func run(
        _ interceptor: any NavigationInterceptor, _ request: NavigationRequest, timeout: Duration
    ) async -> InterceptorDecision? {
        let race = Race()
        return await withCheckedContinuation { (continuation: CheckedContinuation<InterceptorDecision?, Never>) in
            let work = Task {
                let decision = await interceptor.intercept(request)
                if race.finish() { continuation.resume(returning: decision) }
            }
            race.setTimer(Task {
                try? await Task.sleep(for: timeout)
                guard !Task.isCancelled, race.finish() else { return }
                work.cancel()
                continuation.resume(returning: nil)
            })
        }
    }
}

/// Lets exactly one of the interceptor and its timer answer, and stops the timer when the
/// interceptor wins.
private final class Race: Sendable {
    private struct State {
        var finished = false
        var timer: Task<Void, Never>?
    }

    private let state = Locked(State())

    /// Claims the answer; `false` when the other side already has.
    func finish() -> Bool {
        let (won, timer) = state.withLock { state -> (Bool, Task<Void, Never>?) in
            guard !state.finished else { return (false, nil) }
            state.finished = true
            defer { state.timer = nil }
            return (true, state.timer)
        }
        timer?.cancel()
        return won
    }

    func setTimer(_ timer: Task<Void, Never>) {
        let alreadyFinished = state.withLock { state in
            if !state.finished { state.timer = timer }
            return state.finished
        }
        if alreadyFinished { timer.cancel() }
    }
}
