extension Navigator {
    /// The policy for a source's requests to routes that set none.
    func defaultArrival(for source: LinkSource) -> ArrivalPolicy {
        let arrivals = configuration.arrivals
        if !arrivals.isEmpty {
            if let policy = arrivals[source] { return policy }
            if case .otherApp(let bundleID?) = source, !bundleID.isEmpty, let policy = arrivals[.otherApp()] { return policy }
        }
        return .inTab
    }

    /// What an arrival policy makes of a screen's open on the current state.
    enum Landing {
        /// The route's tab and parents, as ``Navigator/planScreen(_:presentation:request:arguments:)`` plans them.
        case inTab
        /// This plan, given the requests of the screens it adds.
        case exactly((ScreenRequests) -> ScreenPlan)
    }

    /// Where `screen` lands under `policy`, on a state that has a root.
    func landing(_ screen: Screen, policy: ArrivalPolicy, route: RouteDefinition) -> Landing {
        switch policy {
        case .inTab:
            return .inTab
        case .onTop:
            let shows = route.presentation?.action(for: screen) ?? .push(screen)
            return .exactly { .show(shows, $0, screen) }
        case .over:
            return .exactly { .show(.presentInStack(screen, style: .sheet), $0, screen) }
        case .existingOr(let otherwise):
            guard let (actions, existing) = Self.bringForward(screen, in: state) else {
                return landing(screen, policy: otherwise, route: route)
            }
            return .exactly { _ in .showOpen(actions, ScreenRequests(), existing) }
        case .keepingWork:
            return throwsAwayWork(route: route) ? landing(screen, policy: .over, route: route) : .inTab
        case .custom(let decide):
            let actions = decide(state, screen)
            var outcome = state
            for action in actions { _ = try? outcome.apply(action) }
            guard outcome.contains(screen.key) else {
                return .exactly { _ in .refused(NavigationError(
                    .invalidNavigation, "the custom arrival policy did not show the screen '\(screen.id)'")) }
            }
            return .exactly { .showAfter(actions, $0, screen) }
        }
    }

    /// Whether landing in the route's tab would dismiss a modal or pop the tab's stack.
    private func throwsAwayWork(route: RouteDefinition) -> Bool {
        guard let tab = route.tab, case .tabs(let tabs, _)? = state.root else { return false }
        if !state.modals.isEmpty { return true }
        return (tabs.first { $0.id == tab }?.stack.count ?? 1) > 1
    }

    /// The actions that bring the open screen with `screen`'s id and arguments back on top
    /// (the topmost such screen), and that screen; `nil` when none is open.
    static func bringForward(_ screen: Screen, in state: NavigationState) -> ([NavigationAction], Screen)? {
        func same(_ other: Screen) -> Bool { other.id == screen.id && other.arguments == screen.arguments }
        for (index, modal) in state.modals.enumerated().reversed() {
            let screens = modal.screens
            guard let position = screens.lastIndex(where: same) else { continue }
            var actions: [NavigationAction] = []
            let above = state.modals.count - 1 - index
            if above > 0 { actions.append(.dismiss(above)) }
            if position + 1 < screens.count { actions.append(.close(screens[position + 1].key)) }
            return (actions, screens[position])
        }
        let stacks: [(tab: String?, screens: [Screen])]
        switch state.root {
        case .tabs(let tabs, _): stacks = tabs.map { ($0.id, $0.stack.screens) }
        case .stack(let stack): stacks = [(nil, stack.screens)]
        case .single(let only): stacks = [(nil, [only])]
        case nil: stacks = []
        }
        for (tab, screens) in stacks {
            guard let position = screens.lastIndex(where: same) else { continue }
            var actions: [NavigationAction] = state.modals.isEmpty ? [] : [.dismissAll]
            if let tab, state.selectedTab != tab { actions.append(.selectTab(tab)) }
            if position + 1 < screens.count { actions.append(.close(screens[position + 1].key)) }
            return (actions, screens[position])
        }
        return nil
    }
}
