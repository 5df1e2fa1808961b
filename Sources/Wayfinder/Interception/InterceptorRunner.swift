import Synchronization

/// Runs one interceptor with a time limit. A late interceptor is cancelled and its answer,
/// whenever it comes, ignored.
enum InterceptorRunner {
    /// The interceptor's decision, or `nil` when it took longer than `timeout`.
    static func run(
        _ interceptor: any NavigationInterceptor, _ request: NavigationRequest, timeout: Duration
    ) async -> InterceptorDecision? {
        let first = FirstAnswer()
        return await withCheckedContinuation { (continuation: CheckedContinuation<InterceptorDecision?, Never>) in
            let work = Task {
                let decision = await interceptor.intercept(request)
                if first.claim() { continuation.resume(returning: decision) }
            }
            Task {
                try? await Task.sleep(for: timeout)
                if first.claim() {
                    work.cancel()
                    continuation.resume(returning: nil)
                }
            }
        }
    }
}

/// Lets exactly one of several racing tasks answer.
private final class FirstAnswer: Sendable {
    private let claimed = Mutex(false)

    func claim() -> Bool {
        claimed.withLock { claimed in
            defer { claimed = true }
            return !claimed
        }
    }
}
