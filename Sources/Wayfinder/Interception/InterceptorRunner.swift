/// Runs one interceptor's check with a time limit, and ends the wait at once when the request
/// is cancelled. A late interceptor is cancelled and its answer, whenever it comes, ignored.
enum InterceptorRunner {
    /// The interceptor's decision, or how the wait for it ended otherwise.
    static func run(
        _ interceptor: any NavigationInterceptor, _ request: NavigationRequest, timeout: Duration
    ) async -> BoundedWait.Ending<InterceptorDecision> {
        await BoundedWait.run(timeout: timeout) { await interceptor.intercept(request) }
    }
}
