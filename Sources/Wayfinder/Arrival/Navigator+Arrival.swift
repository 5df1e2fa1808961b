extension Navigator {
    /// Where a link to a screen route would land from `source`, on whatever state: the route's
    /// own policy (``RouteDefinition/arrival``), else the default for the source
    /// (``NavigatorConfiguration/arrivals``); `nil` when no screen route takes the URL.
    ///
    /// ```swift
    /// let policy = navigator.arrivalPolicy(for: "https://shop.example.com/product/7", from: .universalLink)
    /// print(policy!)   // keeping-work
    /// ```
    public func arrivalPolicy(for url: String, from source: LinkSource) -> ArrivalPolicy? {
        guard let route = routes.resolution(url).match?.target, route.screen != nil else { return nil }
        return route.arrival ?? defaultArrival(for: source)
    }

    /// The policy for a source's requests to routes that set none.
    func defaultArrival(for source: LinkSource) -> ArrivalPolicy {
        ArrivalPolicy.default(for: source, in: configuration.arrivals)
    }

    /// The plan `arrival` makes for `screen` with its parent `chain` on the current state, which
    /// has a root. `inTab` plans landing in the route's tab (``Navigator/planInTab(_:presentation:routeTab:column:chain:requests:)``).
    ///
    /// A policy that promises to keep the user's place is judged by what its change would
    /// remove, whatever the route's presentation: `onTop` closes nothing (a route presented
    /// with `.setRoot` or `.replace` is pushed instead), and `keepingWork` lands in the tab only
    /// when that removes no screen but those of sheets links presented.
    func plan(
        _ screen: Screen, chain: [ScreenRequest], arrival: ArrivalPolicy, route: RouteDefinition, requests: ScreenRequests,
        inTab: () -> ScreenPlan
    ) -> ScreenPlan {
        switch arrival {
        case .inTab:
            return inTab()
        case .onTop:
            // Nothing is closed or dismissed, so no parent is built: what the user sees is
            // beneath the screen.
            let shows = route.presentation?.action(for: screen) ?? .push(screen)
            let keeps = removedScreens(by: CollectionOfOne(shows)).isEmpty
            return .show(keeps ? shows : .push(screen), requests, screen)
        case .over:
            // The parents come along in the sheet, so Back inside it leads where it would in
            // the tab; dismissing the sheet leads back to where the user was.
            guard let first = chain.first else { return .show(.presentInStack(screen, style: .sheet), requests, screen) }
            let pushes = (chain.dropFirst().map(\.screen) + [screen]).map(NavigationAction.push)
            return .showAfter([.presentInStack(first.screen, style: .sheet)] + pushes, requests, screen)
        case .existingOr(let otherwise):
            guard let (actions, open) = Self.bringForward(screen, in: state) else {
                return plan(screen, chain: chain, arrival: otherwise, route: route, requests: requests, inTab: inTab)
            }
            return .showOpen(actions, ScreenRequests(), open)
        case .keepingWork:
            // Sheets that links presented hold none of the user's work: they give way to the
            // next link, which lands as if they were not there.
            let linkSheets = linkSheetsOnTop
            let landing = inTab()
            guard throwsAwayWork(landing, keepingTopModals: linkSheets) else { return landing }
            let over = plan(screen, chain: chain, arrival: .over, route: route, requests: requests, inTab: inTab)
            guard linkSheets > 0, case .showAfter(let actions, let requests, let screen) = over.withActions else { return over }
            return .showAfter([.dismiss(linkSheets)] + actions, requests, screen)
        case .custom(let decide):
            let actions = decide(state, screen)
            var outcome = state
            for action in actions { _ = try? outcome.apply(action) }
            guard outcome.contains(screen.key) else {
                return .refused(
                    NavigationError(
                        .invalidNavigation, "the custom arrival policy did not show the screen '\(screen.id)'"))
            }
            return .showAfter(actions, requests, screen)
        }
    }

    /// How many of the topmost modals are a link's: presented by a link from outside, and
    /// still all the link's, counted down from the top. A sheet stops being the link's once
    /// the user opened a screen inside it or a screen in it holds its place (a leave guard:
    /// work under way).
    private var linkSheetsOnTop: Int {
        var count = 0
        for modal in state.modals.reversed() {
            let isTheLinks = modal.screens.allSatisfy { screen in
                store.request(for: screen.key)?.source.isExternal == true && store.leaveGuards[screen.key] == nil
            }
            guard isTheLinks else { break }
            count += 1
        }
        return count
    }

    /// Whether `landing` would remove a screen other than those of the topmost `count` modals.
    private func throwsAwayWork(_ landing: ScreenPlan, keepingTopModals count: Int) -> Bool {
        let actions: [NavigationAction]
        switch landing {
        case .refused: return false
        case .show(let action, _, _): actions = [action]
        case .showAfter(let list, _, _), .showOpen(let list, _, _): actions = list
        }
        let removed = removedScreens(by: actions)
        guard !removed.isEmpty else { return false }
        let giving = Set(state.modals.suffix(count).flatMap(\.screens).map(\.key))
        return removed.contains { !giving.contains($0.key) }
    }

    /// The screens `actions` would remove from the current state; none when they do not apply.
    private func removedScreens<Actions: Collection<NavigationAction>>(by actions: Actions) -> [Screen] {
        var draft = state
        let transition = try? NavigationStore.apply(actions, to: &draft, requests: ScreenRequests())
        return transition?.removedScreens ?? []
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
