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
    /// has a root; `nil` when it lands in its tab (``Navigator/planScreen(_:presentation:request:arguments:)``
    /// plans that).
    func plan(
        _ screen: Screen, chain: [ScreenRequest], arrival: ArrivalPolicy, route: RouteDefinition, requests: ScreenRequests
    ) -> ScreenPlan? {
        switch arrival {
        case .inTab:
            return nil
        case .onTop:
            // Nothing is closed or dismissed, so no parent is built: what the user sees is
            // beneath the screen.
            return .show(route.presentation?.action(for: screen) ?? .push(screen), requests, screen)
        case .over:
            // The parents come along in the sheet, so Back inside it leads where it would in
            // the tab; dismissing the sheet leads back to where the user was.
            guard let first = chain.first else { return .show(.presentInStack(screen, style: .sheet), requests, screen) }
            let pushes = (chain.dropFirst().map(\.screen) + [screen]).map(NavigationAction.push)
            return .showAfter([.presentInStack(first.screen, style: .sheet)] + pushes, requests, screen)
        case .existingOr(let otherwise):
            guard let (actions, open) = Self.bringForward(screen, in: state) else {
                return plan(screen, chain: chain, arrival: otherwise, route: route, requests: requests)
            }
            return .showOpen(actions, ScreenRequests(), open)
        case .keepingWork:
            // Sheets that links presented hold none of the user's work: they give way to the
            // next link, which lands as if they were not there.
            let linkSheets = linkSheetsOnTop
            guard throwsAwayWork(route: route, chain: chain, ignoringModals: linkSheets) else { return nil }
            guard let over = plan(screen, chain: chain, arrival: .over, route: route, requests: requests) else { return nil }
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

    /// How many of the topmost modals links from outside presented (their first screen came
    /// from outside the app), counted down from the top.
    private var linkSheetsOnTop: Int {
        var count = 0
        for modal in state.modals.reversed() {
            guard let first = modal.screens.first, store.request(for: first.key)?.source.isExternal == true else { break }
            count += 1
        }
        return count
    }

    /// Whether landing in the route's tab would throw the user's work away: dismiss a modal
    /// other than the topmost `ignoringModals`, or pop screens off the stack it lands on.
    private func throwsAwayWork(route: RouteDefinition, chain: [ScreenRequest], ignoringModals: Int) -> Bool {
        let tab = route.tab ?? chain.lazy.compactMap { $0.match?.target.tab }.first
        guard let tab, case .tabs(let tabs, _)? = state.root else {
            // Outside a tab it lands on the topmost stack, closing what stands above a parent.
            guard let parent = chain.last, let stack = state.topmostStack,
                let actions = Self.placeUnder(parent.screen, in: stack)
            else { return false }
            return !actions.isEmpty
        }
        if state.modals.count > ignoringModals { return true }
        guard let stack = tabs.first(where: { $0.id == tab })?.stack else { return false }
        // The tab's own root screen: showing it pops the tab to its root.
        if route.screen == stack.root.id { return stack.count > 1 }
        // Back to a parent at the top of the tab pops nothing; anything else above the root does.
        if let parent = chain.last, let actions = Self.placeUnder(parent.screen, in: stack) { return !actions.isEmpty }
        return chain.isEmpty ? false : stack.count > 1
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
