@_spi(Internals) import WayfinderRouting

extension Navigator {
    /// What opening a route's screen takes, worked out without waiting for anything.
    enum ScreenPlan {
        /// The screen cannot open for this request.
        case refused(NavigationError)
        /// The request reaches a screen already open (its tab's own root, or the same screen
        /// brought forward): these actions show it, and a caller awaiting its result gets nil
        /// at once, since it was opened for someone else.
        case showOpen([NavigationAction], ScreenRequests, Screen)
        /// The one action that shows the screen: most opens.
        case show(NavigationAction, ScreenRequests, Screen)
        /// The actions that bring the screen's tab or parent up, then the one that shows it.
        case showAfter([NavigationAction], ScreenRequests, Screen)

        /// The plan with its actions in a list: ``show(_:_:_:)`` as ``showAfter(_:_:_:)``.
        var withActions: ScreenPlan {
            if case .show(let action, let requests, let screen) = self { return .showAfter([action], requests, screen) }
            return self
        }
    }

    /// Plans opening a route's screen: in its tab when it names one, with its parent chain
    /// beneath it when a link from outside opens it. Changes nothing: `process` commits the plan.
    /// - Parameter arguments: the screen's arguments, as ``arguments(of:)`` reads them.
    func planScreen(
        _ id: String, presentation: Presentation, request: NavigationRequest, arguments: [String: String]
    ) -> ScreenPlan {
        guard let entry = catalog.entry(id) else {
            return .refused(
                NavigationError(
                    .unknownTarget, "the route '\(request.match.pattern)' names the screen '\(id)', which is not registered"))
        }
        let screen = store.makeScreen(id, url: request.url, arguments: arguments)
        let screenRequest = ScreenRequest(screen: screen, match: request.match, context: request.context, source: request.source)
        if let typed = request.route.typedRoute, let refusal = Self.decodeRefusal(of: screenRequest, as: typed) {
            return .refused(refusal)
        }
        if let shouldOpen = request.route.shouldOpen, !shouldOpen(screenRequest) {
            return .refused(Self.routeRefusal(pattern: request.match.pattern))
        }
        if let refusal = entry.refusal?(screenRequest) {
            return .refused(refusal)
        }

        var newRequests = ScreenRequests(screenRequest)
        // A link builds its parents; so does a screen that lands in a split view's column, whose
        // columns show them.
        let column = request.route.column
        let chain =
            request.source.isExternal || (column != nil && landsInColumns(tab: request.route.tab))
            ? parentChain(of: request.match, source: request.source) : []
        for parent in chain { newRequests.add(parent) }
        // Where it lands: most opens come from inside the app to a route that sets nothing,
        // and land in their tab without looking further.
        var arrival = request.route.arrival
        if arrival == nil, request.source.isExternal || !configuration.arrivals.isEmpty {
            arrival = defaultArrival(for: request.source)
        }
        guard let arrival, state.root != nil else {
            if let arrival { emit(.arrived(policy: arrival.description), for: request.id) }
            return planInTab(
                screen, presentation: presentation, routeTab: request.route.tab, column: column, chain: chain,
                requests: newRequests)
        }
        emit(.arrived(policy: arrival.description), for: request.id)
        return plan(screen, chain: chain, arrival: arrival, route: request.route, requests: newRequests) {
            planInTab(
                screen, presentation: presentation, routeTab: request.route.tab, column: column, chain: chain,
                requests: newRequests)
        }
    }

    /// Plans showing `screen` in its tab: modals dismissed, the tab selected and popped back to
    /// the parents in `chain` (a link's), or, for a route without a tab, on the topmost stack
    /// as the route presents it. A route with a `column` lands in that column when the stack is
    /// a split view (``columnLanding(_:column:onto:)``).
    ///
    /// Most opens come from inside the app to a route with no tab and no column, and show the
    /// screen where the user is; they take the short way here, and the rest is out of line.
    /// (With the columns, the whole body grew too large to inline, and its call cost every open
    /// 150 instructions, `Scripts/open-cost.sh`.)
    @inline(__always)
    func planInTab(
        _ screen: Screen, presentation: Presentation, routeTab: String?, column: SplitColumn? = nil,
        chain: [ScreenRequest], requests: ScreenRequests
    ) -> ScreenPlan {
        if routeTab == nil, column == nil, chain.isEmpty {
            return .show(presentation.action(for: screen), requests, screen)
        }
        return planPlacing(
            screen, presentation: presentation, routeTab: routeTab, column: column, chain: chain, requests: requests)
    }

    /// ``planInTab(_:presentation:routeTab:column:chain:requests:)`` for a screen that has a
    /// tab, a column or parents to place.
    @inline(never)
    func planPlacing(
        _ screen: Screen, presentation: Presentation, routeTab: String?, column: SplitColumn?,
        chain: [ScreenRequest], requests: ScreenRequests
    ) -> ScreenPlan {
        var actions: [NavigationAction] = []
        var newRequests = requests
        let tab = routeTab ?? chain.lazy.compactMap { $0.match?.target.tab }.first

        // A link into a configured tab on an empty window shows the tabs first. (Only a route
        // with a tab reads the root: most opens need not copy it.)
        var shownTabs: [NavigationState.Tab]?
        if let tab {
            let root = state.root
            if case .tabs(let tabs, _)? = root { shownTabs = tabs }
            if root == nil, let (tabBar, tabRequests) = configuredTabs(selecting: tab) {
                actions.append(.setRoot(tabBar))
                newRequests.add(contentsOf: tabRequests)
                if case .tabs(let tabs, _) = tabBar { shownTabs = tabs }
            }
        }
        if let tab, let tabs = shownTabs, let tabStack = tabs.first(where: { $0.id == tab })?.stack {
            let tabRoot = tabStack.root
            actions += [.dismissAll, .selectTab(tab)]
            if tabRoot.id == screen.id {
                return .showOpen(actions + [.popToRoot], newRequests, tabRoot)
            }
            if let column, let landing = columnLanding(chain, column: column, onto: tabStack) {
                actions += landing
            } else if let parent = chain.last {
                actions +=
                    Self.placeUnder(parent.screen, in: tabStack)
                    ?? ([.popToRoot] + chain.filter { $0.screen.id != tabRoot.id }.map { .push($0.screen) })
            }
        } else if let column, let landing = baseColumnLanding(chain, column: column) {
            actions += landing
        } else if !chain.isEmpty {
            actions += chainActions(chain, onto: state.topmostStack)
        }
        let shows = presentation.action(for: screen)
        return actions.isEmpty ? .show(shows, newRequests, screen) : .showAfter(actions + [shows], newRequests, screen)
    }

    /// Whether a screen of a route in `tab` (or in no tab) lands in a split view: its tab's stack,
    /// or the window's base stack, is one. On an empty window it is whatever the screen's
    /// parents make: they are built, so that a detail opened first shows beside its sidebar.
    func landsInColumns(tab: String?) -> Bool {
        guard state.root != nil else { return true }
        if let tab, case .tabs(let tabs, _)? = state.root, let stack = tabs.first(where: { $0.id == tab })?.stack {
            return stack.columns { self.column(of: $0) } != nil
        }
        return layout(of: state) != nil
    }

    /// The actions that land a screen of `column` in the window's base stack when it is a split
    /// view (modals dismissed first); `nil` when it is none.
    func baseColumnLanding(_ chain: [ScreenRequest], column: SplitColumn) -> [NavigationAction]? {
        guard let base = layout(of: state),
            let landing = columnLanding(chain, column: column, onto: state.stack(at: base.location))
        else { return nil }
        return state.modals.isEmpty ? landing : [.dismissAll] + landing
    }

    /// The actions that land a screen of `column` in the split view `stack` lays out, before
    /// the one that shows it: the screens of its column and of the columns after it close (a new
    /// mailbox replaces the old one and its message, a new message the old one and what was
    /// pushed from it), and `chain` is put back above what stays. A sidebar screen is pushed
    /// inside the sidebar. `nil` when `stack` is no split view.
    func columnLanding(_ chain: [ScreenRequest], column: SplitColumn, onto stack: Stack?) -> [NavigationAction]? {
        guard let stack, let columns = stack.columns({ self.column(of: $0) }) else { return nil }
        let kept = column == .detail ? columns.sidebar.count + columns.supplementary.count : columns.sidebar.count
        var actions: [NavigationAction] = kept < stack.count ? [.close(stack[kept].key)] : []
        if !chain.isEmpty, let keptStack = Stack(screens: Array(stack.screens.prefix(kept))) {
            actions += chainActions(chain, onto: keptStack)
        }
        return actions
    }

    /// The actions that put a parent chain on `stack`: back to the deepest parent the stack
    /// holds already (a split view's sidebar at its root, say), and the rest of the chain pushed
    /// above it; the whole chain pushed when it holds none.
    func chainActions(_ chain: [ScreenRequest], onto stack: Stack?) -> [NavigationAction] {
        guard let stack else { return chain.map { .push($0.screen) } }
        for index in chain.indices.reversed() {
            if let back = Self.placeUnder(chain[index].screen, in: stack) {
                return back + chain[(index + 1)...].map { .push($0.screen) }
            }
        }
        return chain.map { .push($0.screen) }
    }

    /// Why the route or the screen will not open for this request: it does not decode to the
    /// route's typed route, the route's `shouldOpen` says no, or the screen cannot be built from
    /// it (a typed screen whose arguments do not decode); `nil` when all accept it. For
    /// restoring; opening asks them inline, since a call that takes the closures costs an open
    /// 600 instructions more (`Scripts/open-cost.sh`).
    static func refusal(
        of request: ScreenRequest, route: RouteDefinition, entry: ScreenCatalog.Entry, pattern: String
    ) -> NavigationError? {
        if let typed = route.typedRoute, let refusal = decodeRefusal(of: request, as: typed) { return refusal }
        if let shouldOpen = route.shouldOpen, !shouldOpen(request) { return routeRefusal(pattern: pattern) }
        return entry.refusal?(request)
    }

    /// The request does not decode to the route's typed route: the refusal names the property
    /// and why (never its value, which may be private), with the decoding error as its cause.
    static func decodeRefusal<Route: TypedRoute>(of request: ScreenRequest, as type: Route.Type) -> NavigationError? {
        do {
            _ = try request.decode(type)
            return nil
        } catch {
            return NavigationError(
                .refusedByRoute, "the link does not fit \(Route.self): \(error.message)", underlyingError: error)
        }
    }

    /// The route's `shouldOpen` said no.
    static func routeRefusal(pattern: String) -> NavigationError {
        NavigationError(.refusedByRoute, "the route '\(pattern)' refused to open")
    }

    /// The screen cannot be built from the request.
    static func screenRefusal(_ id: String) -> NavigationError {
        NavigationError(.refusedByRoute, "the screen '\(id)' cannot be built from this request")
    }

    /// When the stack already holds the parent (same screen, same arguments), the actions that
    /// bring it back on top, so the new screen lands right above it; `nil` when it does not.
    static func placeUnder(_ parent: Screen, in stack: Stack) -> [NavigationAction]? {
        guard let index = stack.lastIndex(where: { $0.id == parent.id && $0.arguments == parent.arguments }) else {
            return nil
        }
        return index + 1 < stack.count ? [.close(stack[index + 1].key)] : []
    }

    /// The screens of a route's parent chain, root-most first. The chain stops at a parent
    /// whose template cannot be filled, that matches no screen route, or that repeats; and,
    /// since the chain is built without running guards, at one whose route names a guard the
    /// opened route does not (whose guards let this request through) or whose `shouldOpen`
    /// says no.
    private func parentChain(of match: RouteMatch<RouteDefinition>, source: LinkSource) -> [ScreenRequest] {
        var chain: [ScreenRequest] = []
        var current = match
        // By identifier: a route's pattern is parsed again each time it is asked for.
        var seen: Set<Int> = [match.routeID]
        let passedGuards = Set(match.target.guards)
        while chain.count < 8, let template = current.target.parent,
            let (url, parent) = parentRoute(template, of: current),
            case .screen(let id, _) = parent.target.destination, catalog.contains(id),
            passedGuards.isSuperset(of: parent.target.guards),
            seen.insert(parent.routeID).inserted
        {
            let screen = store.makeScreen(id, url: url, arguments: Self.arguments(of: parent))
            let request = ScreenRequest(screen: screen, match: parent, source: source)
            if let typed = parent.target.typedRoute, Self.decodeRefusal(of: request, as: typed) != nil { break }
            if let shouldOpen = parent.target.shouldOpen, !shouldOpen(request) { break }
            chain.insert(request, at: 0)
            current = parent
        }
        return chain
    }

    /// The parent a template names, filled from the child's values: the URL and its match, only
    /// when the filled URL is matched by the very route the template names. A value from the
    /// link (`?category=internal`) could otherwise make the parent URL match a different route,
    /// an internal one, and build it beneath the screen. When it does, the parent is filled from
    /// the child route's defaults alone; when that fails too, there is no parent.
    private func parentRoute(
        _ template: String, of child: RouteMatch<RouteDefinition>
    ) -> (url: String, match: RouteMatch<RouteDefinition>)? {
        guard let named = try? RoutePattern(template) else { return nil }
        let defaults = child.defaults
        for url in [fill(template, from: child), fill(template, from: child, argument: { defaults[$0] })] {
            guard let url, case .matched(let parent) = routes.resolution(url), Self.isRoute(parent.parsedPattern, namedBy: named)
            else { continue }
            return (url, parent)
        }
        return nil
    }

    /// Whether a route's pattern is the one a template names: the same scheme and the same
    /// literals in the same places; a capture stands for any capture, whatever its name or type.
    static func isRoute(_ pattern: RoutePattern, namedBy template: RoutePattern) -> Bool {
        func outline(_ pattern: RoutePattern) -> [[SegmentShape]] {
            pattern.variants.map { variant in
                variant.map { segment in
                    if case .capture = segment.shape { return .capture(.string) }
                    return segment.shape
                }
            }
        }
        return pattern.scheme?.lowercased() == template.scheme?.lowercased() && outline(pattern) == outline(template)
    }

    /// Sends a URL no route takes to the web screen, the system, or the not-found screen.
    func fallback(_ url: String, source: LinkSource, ticket: RequestTicket) async -> NavigationOutcome.Kind {
        if let web = configuration.webScreen, catalog.contains(web), configuration.webAllowlist.allows(url) {
            let screen = store.makeScreen(web, url: url, arguments: ["url": url])
            let outcome = await store.commit(
                [configuration.webPresentation.action(for: screen)],
                requests: ScreenRequests(ScreenRequest(screen: screen, source: source)), opened: screen, ticket: ticket)
            guard let transition = outcome.transition else { return outcome }
            return .openedInWebScreen(url, transition)
        }
        if let open = configuration.openInSystem, configuration.systemAllowlist.allows(url) {
            switch await RequestLine.holding(ticket.turn, { await BoundedWait.runOnMainActor { await open(url) } }) {
            case .finished(true): return .handedToSystem(url)
            case .cancelled: return .rejected(Self.cancellation)
            case .finished(false), .timedOut: break
            }
        }
        if let id = configuration.notFoundScreen, catalog.contains(id) {
            let screen = store.makeScreen(id, url: nil, arguments: [:])
            let outcome = await store.commit(
                .push(screen), requests: ScreenRequests(ScreenRequest(screen: screen, source: source)), opened: screen,
                ticket: ticket)
            guard let transition = outcome.transition else { return outcome }
            return .showedNotFoundScreen(transition)
        }
        return .notFound
    }
}
