@_spi(Internals) import WayfinderRouting

extension Navigator {
    /// Takes a URL from reading through security checks and interceptors to its target.
    /// `turn` is held while the request awaits code that may make requests of its own (see
    /// ``RequestLine/holding(_:_:)``); `visited` holds the URLs the request was redirected from, and a
    /// request without redirects allocates none.
    func process(
        _ url: String, source: LinkSource, context: [String: any Sendable], resultSlot: ResultSlot?,
        ticket: RequestTicket, visited: [String] = [], signatureChecked: Bool = false
    ) async -> NavigationOutcome.Kind {
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
            return await fallback(url, source: source, ticket: ticket)
        case .matched(let found):
            match = found
        }
        let route = match.target
        // Unexposed routes and forbidden actions answer exactly as a missing route does.
        guard route.exposure.allows(source) else { return await fallback(url, source: source, ticket: ticket) }
        if case .action = route.destination, source.isExternal, route.externalActions == .forbidden {
            return await fallback(url, source: source, ticket: ticket)
        }
        // A link from outside to a route that must be signed goes on only as what was signed,
        // before any interceptor, guard or handler sees a value.
        if let rule = route.signed, source.isExternal, !signatureChecked {
            switch await verifySignature(url, rule: rule) {
            case .failure(let rejection):
                return .rejected(rejection)
            case .success(let signedPart):
                return await process(
                    signedPart, source: source, context: context, resultSlot: resultSlot, ticket: ticket,
                    visited: visited, signatureChecked: true)
            }
        }
        // Read once: each `match.parameters` and `match.query` reads the URL again.
        let pathValues = match.parameters
        let query = match.queryItems
        if let rejection = disallowedCallback(query: query, pathValues: pathValues) { return .rejected(rejection) }
        emit(.matched(pattern: match.pattern), for: ticket.id)

        // The app said it is not ready for links from this source yet: the link waits.
        if source.isExternal, let condition = pending.condition(holding: source) {
            return park(
                url, source: source, until: condition, by: Self.appHoldName, signatureChecked: signatureChecked,
                request: ticket.id)
        }
        let request = NavigationRequest(id: ticket.id, url: url, source: source, match: match, context: context)
        // Without interceptors or guards there is nothing to wait for: no suspension point.
        let verdict: InterceptorChain.Verdict =
            if interception.isEmpty(for: route) {
                .proceed
            } else {
                await RequestLine.holding(ticket.turn) { await interception.run(request, for: self) }
            }
        switch verdict {
        case .proceed:
            break
        case .redirect(let next, let interceptor):
            emit(.redirected(to: redacted(next), by: interceptor), for: ticket.id)
            let outcome = await process(
                next, source: source, context: context, resultSlot: resultSlot, ticket: ticket, visited: visited + [url])
            return .redirected(to: redacted(next), outcome)
        case .reject(let rejection):
            return .rejected(rejection)
        case .park(let condition, let name):
            return park(url, source: source, until: condition, by: name, signatureChecked: signatureChecked, request: ticket.id)
        }

        switch route.destination {
        case .redirect(let template):
            guard let next = fill(template, from: match) else {
                return .rejected(
                    NavigationError(
                        .unknownTarget, "the redirect '\(template)' of '\(match.pattern)' names a value the URL does not have"))
            }
            emit(.redirected(to: redacted(next), by: nil), for: ticket.id)
            let outcome = await process(
                next, source: source, context: context, resultSlot: resultSlot, ticket: ticket, visited: visited + [url])
            return .redirected(to: redacted(next), outcome)
        case .action(let name):
            return await runAction(name, request: request, resultSlot: resultSlot, ticket: ticket)
        case .screen(let id, let presentation):
            // Planned without waiting, and committed from here: one async call fewer per open.
            let plan = planScreen(
                id, presentation: presentation, request: request,
                arguments: Self.arguments(defaults: match.defaults, query: query, pathValues: pathValues))
            switch plan {
            case .refused(let rejection):
                return .rejected(rejection)
            case .showOpen(let actions, let requests, let open):
                // Opened for someone else (a tab's root is never closed): a caller awaiting a
                // result gets nil at once.
                let outcome = await store.commit(
                    actions, requests: requests, opened: open, ticket: ticket, cause: Departure.Cause(request.source))
                if outcome.rejection == nil { resultSlot?.deliver(.success(nil)) }
                return outcome
            case .show(let action, let requests, let screen):
                if let resultSlot { store.attach(resultSlot, to: screen.key) }
                let outcome = await store.commit(
                    action, requests: requests, opened: screen, ticket: ticket, cause: Departure.Cause(request.source))
                if outcome.rejection != nil { store.detach(screen.key) }
                return outcome
            case .showAfter(let actions, let requests, let screen):
                if let resultSlot { store.attach(resultSlot, to: screen.key) }
                let outcome = await store.commit(
                    actions, requests: requests, opened: screen, ticket: ticket, cause: Departure.Cause(request.source))
                if outcome.rejection != nil { store.detach(screen.key) }
                return outcome
            }
        }
    }

    /// Who parked a link the app's hold made wait (``holdLinks(until:from:)``), in outcomes and events.
    static let appHoldName = "the app"

    /// Ends a link at the door, before it joins the line: a request is received, as `shown`
    /// (the URL redacted), and ends at once as `kind`.
    @discardableResult
    func endAtDoor(_ shown: String, from source: LinkSource, _ kind: NavigationOutcome.Kind) -> NavigationOutcome {
        let id = makeRequestID()
        emit(.received(shown, source: source), for: id)
        emit(.ending(kind, telling: eventSinks.summaries), for: id)
        return NavigationOutcome(kind, request: id)
    }

    /// A redirect's target as outcomes show it: the pattern of the route it matches, with only
    /// that route's public parameters written out; see ``Redaction``.
    func redacted(_ url: String) -> String {
        guard case .matched(let match) = routes.resolution(url) else { return Redaction.withoutValues(url) }
        return Redaction.pattern(of: url, match, showing: match.target.publicParameters)
    }

    /// A rejection when a callback parameter, in the query or the path, points where callbacks
    /// may not go.
    func disallowedCallback(query: QueryItems, pathValues: [String: String]) -> NavigationError? {
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
        if configuration.callbacksMayUseOwnSchemes, let parts = URLParts(value), ownSchemes.contains(parts.scheme),
            !parts.hasUserInfo
        {
            return nil
        }
        return NavigationError(.disallowedCallback, "the callback parameter '\(name)' points to a URL that is not allowed")
    }

    private func runAction(
        _ name: String, request: NavigationRequest, resultSlot: ResultSlot?, ticket: RequestTicket
    ) async -> NavigationOutcome.Kind {
        guard let handler = catalog.action(name) else {
            return .rejected(NavigationError(.unknownTarget, "no action '\(name)' is registered"))
        }
        if request.source.isExternal, request.route.externalActions == .requiresConfirmation {
            let confirm = configuration.confirmExternalAction
            let confirmed = await RequestLine.holding(ticket.turn) {
                await BoundedWait.runOnMainActor { await confirm?(request) ?? false }
            }
            switch confirmed {
            case .finished(true): break
            case .cancelled: return .rejected(Self.cancellation)
            case .finished(false), .timedOut:
                return .rejected(NavigationError(.confirmationDeclined, "the action '\(name)' was not confirmed"))
            }
        }
        let ending = await RequestLine.holding(ticket.turn) {
            await BoundedWait.runOnMainActor { () async -> Result<ActionResult, any Error> in
                do { return .success(try await handler(request)) } catch { return .failure(error) }
            }
        }
        // Cancelled while the handler ran: the request ends now; the handler's answer, if it
        // comes, is dropped.
        guard case .finished(let handled) = ending else { return .rejected(Self.cancellation) }
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

extension Navigator {
    /// Checks a link from outside against the configured keys; a route that must be signed
    /// refuses every such link when the app has none.
    func verifySignature(_ url: String, rule: SignedLinks.Rule) async -> Result<String, NavigationError> {
        guard let signedLinks = configuration.signedLinks else {
            return .failure(
                NavigationError(.badSignature, "the route takes signed links only, and the app has no keys to check them"))
        }
        return await signedLinks.verify(url, rule: rule, reading: routes.configuration)
    }
}
