/// The interceptors and guards a request passes, in order, and what they decide: go on,
/// redirect, reject, or suspend the request while work of their own runs (a sign-in).
///
/// Each interceptor's check runs with a time limit (``BoundedWait``): a late interceptor is
/// cancelled and its answer ignored, and cancelling the request ends the wait at once. A guard's suspended work
/// runs in a task of its own; work that a suspended guard starts can make requests that pass
/// guards again, so the chain records which guards are suspended in this task and ends a loop
/// (a sign-in screen behind the guard that asks for it) or a chain deeper than the redirect
/// limit with a ``WayfinderRouting/ErrorCode/guardLoop`` rejection.
@MainActor
struct InterceptorChain {
    /// What the chain decided for a request.
    enum Verdict {
        case proceed
        case redirect(String, by: String)
        case reject(NavigationError)
        /// Keep the link until the app says the condition holds.
        case park(until: String, by: String)
    }

    private let interceptors: [any NavigationInterceptor]
    private let guards: [String: any NavigationInterceptor]
    private let timeout: Duration
    /// The deepest a chain of suspensions may nest: the redirect limit.
    private let depthLimit: Int

    init(_ configuration: NavigatorConfiguration) {
        interceptors = configuration.interceptors
        guards = configuration.guards
        timeout = configuration.interceptorTimeout
        depthLimit = configuration.maximumRedirects
    }

    /// Whether a request for `route` has nothing to pass: then it need not wait for anything.
    func isEmpty(for route: RouteDefinition) -> Bool {
        interceptors.isEmpty && route.guards.isEmpty
    }

    /// Runs the interceptors, then the route's guards, in order. With `suspending` `false`
    /// (restoring a saved state), an interceptor that would suspend to run work of its own (a
    /// sign-in) rejects the request instead: nothing is asked of the user.
    func run(_ request: NavigationRequest, for navigator: Navigator, suspending: Bool = true) async -> Verdict {
        var chain = interceptors.map { (name: $0.name, interceptor: $0) }
        for name in request.route.guards {
            guard let guardInterceptor = guards[name] else {
                return .reject(
                    NavigationError(
                        .unknownGuard, "the route '\(request.match.pattern)' names the guard '\(name)', which is not configured",
                        interceptor: name))
            }
            chain.append((name, guardInterceptor))
        }
        for (name, interceptor) in chain {
            var ending = await BoundedWait.run(timeout: timeout) { await interceptor.intercept(request) }
            decide: while true {
                let decision: InterceptorDecision
                switch ending {
                case .finished(let answer): decision = answer
                case .timedOut:
                    return .reject(
                        NavigationError(.interceptorTimedOut, "the interceptor took longer than \(timeout)", interceptor: name))
                case .cancelled:
                    return .reject(RequestLine.cancellation)
                }
                switch decision {
                case .proceed:
                    navigator.emit(.passed(by: name), for: request.id)
                    break decide
                case .redirect(let url):
                    return .redirect(url, by: name)
                case .reject(let reason):
                    return .reject(NavigationError(.interceptor, reason, interceptor: name))
                case .park(let condition) where !suspending || !request.source.isExternal:
                    return .reject(
                        NavigationError(
                            .interceptor,
                            "'\(name)' keeps links from outside until \(condition); this request is not one, and nothing waits",
                            interceptor: name))
                case .park(let condition):
                    return .park(until: condition, by: name)
                case .suspend where !suspending:
                    return .reject(
                        NavigationError(
                            .interceptor,
                            "'\(name)' would ask first for '\(request.match.pattern)'; nothing is asked while restoring",
                            interceptor: name))
                case .suspend(let work):
                    navigator.emit(.suspended(by: name), for: request.id)
                    let chain = Self.suspensions
                    if let rejection = Self.suspensionLoop(in: chain, guard: name, request: request, limit: depthLimit) {
                        return .reject(rejection)
                    }
                    navigator.line.stepOutOfLine()
                    let suspension = Suspension(
                        guard: name, pattern: request.match.pattern, loop: chain.first?.loop ?? LoopRecord())
                    // Not timed: the work waits on the user (a sign-in). Cancelling the request
                    // ends the wait at once, whether or not the work looks at cancellation.
                    let next = chain + [suspension]
                    ending = await BoundedWait.runOnMainActor {
                        await Self.$suspensions.withValue(next) { await work(navigator) }
                    }
                    // A loop found inside ends the outermost request with the loop's name,
                    // whatever the suspended work made of the failure it saw.
                    if chain.isEmpty, let loop = suspension.loop.rejection { return .reject(loop) }
                    // Cancelled while it waited on the work (sign-in shown, say): it goes no further.
                    if Task.isCancelled { return .reject(RequestLine.cancellation) }
                }
            }
        }
        return .proceed
    }

    // MARK: Loops

    /// The guards whose suspended work is running in this task, outermost first: a request
    /// made by that work (a sign-in screen, say) runs inside it.
    @TaskLocal static var suspensions: [Suspension] = []

    /// A guard's suspended work under way.
    struct Suspension: Sendable {
        let `guard`: String
        /// The pattern of the request it suspended (never the URL: outcomes carry no values).
        let pattern: String
        /// Shared by a whole chain: where a loop found deep inside is recorded for the outermost.
        let loop: LoopRecord
    }

    /// The rejection of a loop found inside a chain of suspensions.
    @MainActor
    final class LoopRecord: Sendable {
        var rejection: NavigationError?
    }

    /// A rejection when `guard` suspending `request` would go round a loop (the guard's own
    /// suspended work made this request: a sign-in screen behind the guard that asks for it)
    /// or nest deeper than `limit`; records it for the outermost request.
    private static func suspensionLoop(
        in chain: [Suspension], guard name: String, request: NavigationRequest, limit: Int
    ) -> NavigationError? {
        let rejection: NavigationError
        if let start = chain.firstIndex(where: { $0.guard == name }) {
            let path = (chain[start...].map(\.pattern) + [request.match.pattern]).joined(separator: " → ")
            rejection = NavigationError(
                .guardLoop, "the guard '\(name)' suspends a request that its own suspended work made: \(path)",
                interceptor: name)
        } else if chain.count >= limit {
            let path = (chain.map(\.pattern) + [request.match.pattern]).joined(separator: " → ")
            rejection = NavigationError(
                .guardLoop, "guards suspended requests more than \(limit) deep: \(path)", interceptor: name)
        } else {
            return nil
        }
        if let first = chain.first, first.loop.rejection == nil { first.loop.rejection = rejection }
        return rejection
    }
}
