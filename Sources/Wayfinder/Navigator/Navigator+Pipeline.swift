@_spi(Internals) import WayfinderRouting

extension Navigator {
    /// Takes a URL from reading through security checks and interceptors to its target.
    /// `turn` is held while the request awaits code that may make requests of its own (see
    /// ``holding(_:_:)``); `visited` holds the URLs the request was redirected from, and a
    /// request without redirects allocates none.
    func process(
        _ url: String, source: LinkSource, context: [String: any Sendable], resultSlot: ResultSlot?,
        turn: RequestLine.Turn?, visited: [String] = []
    ) async -> NavigationOutcome {
        guard visited.count <= configuration.maximumRedirects else {
            return .rejected(NavigationError(.tooManyRedirects, "more than \(configuration.maximumRedirects) redirects"))
        }
        guard !visited.contains(url) else {
            return .rejected(NavigationError(.redirectLoop, "the redirects lead back to a URL already visited"))
        }
        if URLParts.hasForbiddenScheme(url), let scheme = URLParts.scheme(of: url) {
            return .rejected(NavigationError(.forbiddenScheme, "'\(scheme):' URLs are never opened"))
        }

        let match: RouteMatch<RouteDefinition>
        switch routes.resolution(url) {
        case .refused(let error):
            return .rejected(NavigationError(.invalidURL, "the URL was refused: \(error)", underlyingError: error))
        case .unmatched:
            return await fallback(url, source: source, turn: turn)
        case .matched(let found):
            match = found
        }
        let route = match.target
        // Unexposed routes and forbidden actions answer exactly as a missing route does.
        guard route.exposure.allows(source) else { return await fallback(url, source: source, turn: turn) }
        if case .action = route.destination, source.isExternal, route.externalActions == .forbidden {
            return await fallback(url, source: source, turn: turn)
        }
        // Read once: each `match.parameters` and `match.query` reads the URL again.
        let pathValues = match.parameters
        let query = match.queryItems
        if let rejection = disallowedCallback(query: query, pathValues: pathValues) { return .rejected(rejection) }
        emit(.matched(pattern: match.pattern))

        let request = NavigationRequest(url: url, source: source, match: match, context: context)
        // Without interceptors or guards there is nothing to wait for: no suspension point.
        let verdict: Verdict = if configuration.interceptors.isEmpty && route.guards.isEmpty {
            .proceed
        } else {
            await holding(turn) { await intercept(request) }
        }
        switch verdict {
        case .proceed:
            break
        case .redirect(let next, let interceptor):
            emit(.redirected(to: redacted(next), by: interceptor))
            let outcome = await process(
                next, source: source, context: context, resultSlot: resultSlot, turn: turn, visited: visited + [url])
            return .redirected(to: redacted(next), outcome)
        case .reject(let rejection):
            return .rejected(rejection)
        }

        switch route.destination {
        case .redirect(let template):
            guard let next = fill(template, from: match) else {
                return .rejected(NavigationError(.unknownTarget, "the redirect '\(template)' of '\(match.pattern)' names a value the URL does not have"))
            }
            emit(.redirected(to: redacted(next), by: nil))
            let outcome = await process(
                next, source: source, context: context, resultSlot: resultSlot, turn: turn, visited: visited + [url])
            return .redirected(to: redacted(next), outcome)
        case .action(let name):
            return await runAction(name, request: request, resultSlot: resultSlot, turn: turn)
        case .screen(let id, let presentation):
            // Planned without waiting, and committed from here: one async call fewer per open.
            let plan = planScreen(
                id, presentation: presentation, request: request,
                arguments: Self.arguments(defaults: match.defaults, query: query, pathValues: pathValues))
            switch plan {
            case .refused(let rejection):
                return .rejected(rejection)
            case .showTabRoot(let actions, let requests, let tabRoot):
                // A tab's root is never closed, so a caller awaiting its result gets nil at once.
                let outcome = await commit(actions, requests: requests, opened: tabRoot)
                if outcome.rejection == nil { resultSlot?.deliver(.success(nil)) }
                return outcome
            case .show(let action, let requests, let screen):
                if let resultSlot { results.attach(resultSlot, to: screen.key) }
                let outcome = await commit(action, requests: requests, opened: screen)
                if outcome.rejection != nil { results.detach(screen.key) }
                return outcome
            case .showAfter(let actions, let requests, let screen):
                if let resultSlot { results.attach(resultSlot, to: screen.key) }
                let outcome = await commit(actions, requests: requests, opened: screen)
                if outcome.rejection != nil { results.detach(screen.key) }
                return outcome
            }
        }
    }

    /// A redirect's target as outcomes show it: the pattern of the route it matches, with only
    /// that route's public parameters written out; see ``Redaction``.
    func redacted(_ url: String) -> String {
        guard case .matched(let match) = routes.resolution(url) else { return Redaction.withoutValues(url) }
        return Redaction.pattern(of: url, match, showing: match.target.publicParameters)
    }

    private enum Verdict {
        case proceed
        case redirect(String, by: String)
        case reject(NavigationError)
    }

    /// Runs the interceptors, then the route's guards, in order.
    private func intercept(_ request: NavigationRequest) async -> Verdict {
        var chain = configuration.interceptors.map { (name: $0.name, interceptor: $0) }
        for name in request.route.guards {
            guard let guardInterceptor = configuration.guards[name] else {
                return .reject(NavigationError(.unknownGuard, "the route '\(request.match.pattern)' names the guard '\(name)', which is not configured", interceptor: name))
            }
            chain.append((name, guardInterceptor))
        }
        for (name, interceptor) in chain {
            var decision = await InterceptorRunner.run(interceptor, request, timeout: configuration.interceptorTimeout)
            decide: while true {
                switch decision {
                case nil:
                    return .reject(NavigationError(.interceptorTimedOut, "the interceptor took longer than \(configuration.interceptorTimeout)", interceptor: name))
                case .proceed?:
                    emit(.passed(by: name))
                    break decide
                case .redirect(let url)?:
                    return .redirect(url, by: name)
                case .reject(let reason)?:
                    return .reject(NavigationError(.interceptor, reason, interceptor: name))
                case .suspend(let work)?:
                    emit(.suspended(by: name))
                    let chain = Self.suspensions
                    if let rejection = Self.suspensionLoop(in: chain, guard: name, request: request, limit: configuration.maximumRedirects) {
                        return .reject(rejection)
                    }
                    line.stepOutOfLine()
                    let suspension = Suspension(guard: name, pattern: request.match.pattern, loop: chain.first?.loop ?? LoopRecord())
                    decision = await runSuspended(work, in: chain + [suspension])
                    // A loop found inside ends the outermost request with the loop's name,
                    // whatever the suspended work made of the failure it saw.
                    if chain.isEmpty, let loop = suspension.loop.rejection { return .reject(loop) }
                    // Cancelled while it waited on the work (sign-in shown, say): it goes no further.
                    if isRequestCancelled { return .reject(Self.cancellation) }
                }
            }
        }
        return .proceed
    }

    /// Runs a guard's suspended work in a task of its own that cancelling the request
    /// cancels, so work that waits on the user (a sign-in screen's result) ends with the request.
    private func runSuspended(
        _ work: @escaping @MainActor @Sendable (Navigator) async -> InterceptorDecision, in chain: [Suspension]
    ) async -> InterceptorDecision {
        let task = Task { @MainActor in
            await Self.$suspensions.withValue(chain) { await work(self) }
        }
        return await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
    }

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

    /// A rejection when a callback parameter, in the query or the path, points where callbacks
    /// may not go.
    private func disallowedCallback(query: QueryItems, pathValues: [String: String]) -> NavigationError? {
        for item in query where callbackNames.contains(item.name) {
            if let rejection = disallowedCallback(item.name, item.value) { return rejection }
        }
        // By name, so that of two bad ones the same is named every time.
        var names: [String] = []
        for name in pathValues.keys where callbackNames.contains(name) { names.append(name) }
        guard !names.isEmpty else { return nil }
        for name in names.sorted() {
            if let rejection = disallowedCallback(name, pathValues[name]!) { return rejection }
        }
        return nil
    }

    /// A rejection when the callback parameter `name`'s `value` points where callbacks may not go.
    private func disallowedCallback(_ name: String, _ value: String) -> NavigationError? {
        if configuration.callbackAllowlist.allows(value) { return nil }
        if configuration.callbacksMayUseOwnSchemes, let parts = URLParts(value), ownSchemes.contains(parts.scheme), !parts.hasUserInfo {
            return nil
        }
        return NavigationError(.disallowedCallback, "the callback parameter '\(name)' points to a URL that is not allowed")
    }

    private func runAction(
        _ name: String, request: NavigationRequest, resultSlot: ResultSlot?, turn: RequestLine.Turn?
    ) async -> NavigationOutcome {
        guard let handler = catalog.action(name) else {
            return .rejected(NavigationError(.unknownTarget, "no action '\(name)' is registered"))
        }
        if request.source.isExternal, request.route.externalActions == .requiresConfirmation {
            let confirmed = await holding(turn) { await configuration.confirmExternalAction?(request) ?? false }
            guard confirmed else {
                return .rejected(NavigationError(.confirmationDeclined, "the action '\(name)' was not confirmed"))
            }
        }
        let handled: Result<ActionResult, any Error> = await holding(turn) {
            do { return .success(try await handler(request)) } catch { return .failure(error) }
        }
        switch handled {
        case .success(let result):
            resultSlot?.deliver(.success(result.value))
            return .handled(result)
        case .failure(let error):
            // The caller awaiting a result gets the rejection the outcome carries, as documented.
            let rejection = NavigationError(.actionFailed, "the action '\(name)' failed: \(error)", underlyingError: error)
            resultSlot?.deliver(.failure(rejection))
            return .rejected(rejection)
        }
    }

    /// The text arguments of a match: defaults, overridden by the query, overridden by the path.
    static func arguments(of match: RouteMatch<RouteDefinition>) -> [String: String] {
        arguments(defaults: match.defaults, query: match.queryItems, pathValues: match.parameters)
    }

    /// ``arguments(of:)`` from a match's parts already read: the route's defaults, overridden
    /// by the query's first value for each name, overridden by the path.
    static func arguments(defaults: [String: String], query: QueryItems, pathValues: [String: String]) -> [String: String] {
        if defaults.isEmpty, query.isEmpty { return pathValues }
        var arguments = defaults
        // Last to first, so that each name ends with its first value, with no set of the names seen.
        for item in query.reversed() { arguments[item.name] = item.value }
        arguments.merge(pathValues) { _, path in path }
        return arguments
    }

    /// Fills `<name>` placeholders from a match's arguments, or from `argument` when given; a
    /// template without a scheme takes the matched URL's scheme (and host, for a universal link).
    func fill(
        _ template: String, from match: RouteMatch<RouteDefinition>, argument: ((String) -> String?)? = nil
    ) -> String? {
        // With `argument`, only what it gives: no falling back to the link's values.
        try? URLTemplate.fill(template, base: match.url, argument: argument ?? match.get).get()
    }
}
