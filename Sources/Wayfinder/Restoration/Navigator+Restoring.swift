@_spi(Internals) import WayfinderRouting

extension Navigator {
    /// Replaces the state with one rebuilt from a snapshot's URLs, each passing the checks a
    /// link from `source` passes: exposure, callbacks, the interceptors and the route's guards
    /// (a guard that would suspend to ask the user drops the URL instead), and the route's own
    /// refusals. URLs that fail are left out and reported; a container left with none is
    /// dropped. A configured tab's root screen, which ``showTabs(selecting:)`` shows without a
    /// URL, is rebuilt from ``NavigatorConfiguration/tabs``; a selected tab that is gone leaves
    /// the first selected. The screens it replaces are asked first (leave guards).
    @discardableResult
    package func restore(_ snapshot: NavigationSnapshot, from source: LinkSource = .inApp) async -> RestorationReport {
        let dropped = DroppedURLs()
        let outcome = await enqueue(isLink: false) { navigator, ticket in
            // Asked in turn: a link ahead of it in line has opened by then. On a cold start the
            // link and the restoration come in no fixed order (SwiftUI's `.onOpenURL` and
            // `.task`), and the screen the user tapped for wins over the one they left. A link
            // that does not make the root waits for one, so the restoration goes first.
            if navigator.linkMadeRoot {
                navigator.linkMadeRoot = false
                return .rejected(
                    NavigationError(
                        .linkOpenedFirst,
                        "a link opened a screen before the restoration; the saved state was not restored over it"))
            }
            return await navigator.rebuild(snapshot, from: source, ticket: ticket, dropped: dropped)
        }
        return RestorationReport(outcome: outcome, dropped: dropped.reasons)
    }

    private func rebuild(
        _ snapshot: NavigationSnapshot, from source: LinkSource, ticket: RequestTicket, dropped: DroppedURLs
    ) async -> NavigationOutcome.Kind {
        var newRequests = ScreenRequests()
        func screens(_ container: NavigationSnapshot.Container) async -> [Screen] {
            var screens: [Screen] = []
            for url in container.urls {
                switch await admit(url, from: source, ticket: ticket) {
                case .success(let request):
                    newRequests.add(request)
                    screens.append(request.screen)
                case .failure(let reason):
                    dropped.reasons.append(reason)
                }
                if Task.isCancelled { return [] }
            }
            return screens
        }
        let root: NavigationState.Root?
        if snapshot.root.contains(where: { $0.tab != nil }) {
            var tabs: [NavigationState.Tab] = []
            for container in snapshot.root {
                let id = container.tab ?? ""
                var restored = await screens(container)
                // A tab's root shown without a URL (as `showTabs` shows it) comes back from the
                // configured tab; one saved with its URL is already there.
                if let definition = configuration.tabs.first(where: { $0.id == id }), restored.first?.id != definition.screen {
                    let tabRoot = store.makeScreen(definition.screen, url: nil, arguments: [:])
                    newRequests.add(ScreenRequest(screen: tabRoot))
                    restored.insert(tabRoot, at: 0)
                }
                if let stack = Stack(screens: restored) { tabs.append(NavigationState.Tab(id: id, stack: stack)) }
            }
            // The saved selection when a tab it names came back, else the first tab.
            let selected = tabs.contains { $0.id == snapshot.selectedTab } ? snapshot.selectedTab : tabs.first?.id
            root = selected.map { .tabs(tabs, selected: $0) }
        } else if let container = snapshot.root.first {
            let restored = await screens(container)
            root =
                container.isStack
                ? Stack(screens: restored).map(NavigationState.Root.stack) : restored.first.map(NavigationState.Root.single)
        } else {
            root = nil
        }
        if Task.isCancelled { return .rejected(Self.cancellation) }
        guard let root else {
            return .rejected(NavigationError(.invalidNavigation, "the snapshot has no root that opens a screen"))
        }
        var actions: [NavigationAction] = [.setRoot(root)]
        for modal in snapshot.modals {
            let restored = await screens(modal)
            guard let first = restored.first else { continue }
            if modal.isStack {
                actions.append(.presentInStack(first, style: modal.style ?? .sheet))
                actions += restored.dropFirst().map(NavigationAction.push)
            } else {
                actions.append(.present(first, style: modal.style ?? .sheet))
            }
        }
        if Task.isCancelled { return .rejected(Self.cancellation) }
        return await store.commit(actions, requests: newRequests, ticket: ticket, cause: .restoration)
    }

    /// The request for a saved URL's screen, when it passes what a link from `source` passes;
    /// else why not.
    private func admit(_ url: String, from source: LinkSource, ticket: RequestTicket) async -> Result<
        ScreenRequest, NavigationError
    > {
        let match: RouteMatch<RouteDefinition>
        switch routes.resolution(url) {
        case .refused(let error):
            return .failure(NavigationError(.invalidURL, "a saved URL was refused: \(error)", underlyingError: error))
        case .unmatched:
            return .failure(NavigationError(.unknownTarget, "no route takes \(Redaction.withoutValues(url)) any more"))
        case .matched(let found):
            match = found
        }
        let route = match.target
        guard case .screen(let id, _) = route.destination, let entry = catalog.entry(id) else {
            return .failure(NavigationError(.unknownTarget, "the route '\(match.pattern)' opens no registered screen any more"))
        }
        guard route.exposure.allows(source) else {
            return .failure(NavigationError(.notExposed, "the route '\(match.pattern)' is not exposed to \(source.kindName)"))
        }
        // A saved state carries no signature: from outside, a signed route's screen is not restored.
        if route.signed != nil, source.isExternal {
            return .failure(
                NavigationError(
                    .unsignedLink, "the route '\(match.pattern)' takes signed links only, and a saved state from outside has none"
                ))
        }
        let pathValues = match.parameters
        let query = match.queryItems
        if let rejection = disallowedCallback(query: query, pathValues: pathValues) { return .failure(rejection) }
        let request = NavigationRequest(id: ticket.id, url: url, source: source, match: match, context: [:])
        if !interception.isEmpty(for: route) {
            switch await RequestLine.holding(ticket.turn, { await interception.run(request, for: self, suspending: false) }) {
            case .proceed: break
            case .redirect(_, let name):
                return .failure(
                    NavigationError(
                        .interceptor, "'\(name)' sends '\(match.pattern)' elsewhere; a restored screen is not redirected",
                        interceptor: name))
            case .reject(let rejection):
                return .failure(rejection)
            case .park(let condition, let name):
                return .failure(
                    NavigationError(
                        .interceptor, "'\(name)' would keep '\(match.pattern)' until \(condition); nothing waits while restoring",
                        interceptor: name))
            }
        }
        let screen = store.makeScreen(
            id, url: url, arguments: Self.arguments(defaults: match.defaults, query: query, pathValues: pathValues))
        let screenRequest = ScreenRequest(screen: screen, match: match, source: source)
        if let refusal = Self.refusal(of: screenRequest, route: route, entry: entry, pattern: match.pattern) {
            return .failure(refusal)
        }
        return .success(screenRequest)
    }
}

/// The reasons a restoration collects while it rebuilds, read when it ends.
@MainActor
private final class DroppedURLs {
    var reasons: [NavigationError] = []
}
