/// Names what the user did, from the state a host showed and the state its containers show
/// now: the action a host reports through ``NavigationHost/userNavigationHandler``.
///
/// ```swift
/// // In UINavigationControllerDelegate's navigationController(_:didShow:animated:):
/// let observed = ContainerTree.state(of: window.rootController, bindings: bindings)
/// if let action = UserNavigation.action(from: shown, to: observed) { handler?(action) }
/// ```
///
/// The candidates, tried in order and each checked by applying it to `displayed`, which must
/// give `observed` exactly:
/// - a tab selected in the tab bar: `.selectTab(id)`;
/// - presentations swiped away: `.dismiss(n)`;
/// - the topmost sheet dragged to another of its detents: `.restSheet(at: detent)`;
/// - screens gone from the top of the topmost stack (Back, a swipe, the back button's menu,
///   tapping the selected tab again): `.pop(n)`;
/// - screens gone from the top of another stack: `.close(key)` of the lowest that went.
///
/// A host that reads its containers again after reporting finds nothing new, so each change is
/// reported exactly once.
package enum UserNavigation {
    /// The action that turns `displayed` into `observed`.
    ///
    /// - Returns: `nil` when the states are equal, or when no single action the user can take
    ///   explains the difference (the app changed its controllers behind the navigator's back).
    package static func action(from displayed: NavigationState, to observed: NavigationState) -> NavigationAction? {
        guard displayed != observed else { return nil }
        return candidates(from: displayed, to: observed).first { candidate in
            (try? displayed.applying(candidate).after) == observed
        }
    }

    private static func candidates(from displayed: NavigationState, to observed: NavigationState) -> [NavigationAction] {
        var candidates: [NavigationAction] = []
        if let tab = observed.selectedTab, tab != displayed.selectedTab {
            candidates.append(.selectTab(tab))
        }
        if observed.modals.count < displayed.modals.count {
            candidates.append(.dismiss(displayed.modals.count - observed.modals.count))
        }
        if let index = displayed.modals.indices.last, observed.modals.count == displayed.modals.count,
            let detent = observed.modals[index].style.selectedDetent, detent != displayed.modals[index].style.selectedDetent
        {
            candidates.append(.restSheet(at: detent))
        }
        if let location = displayed.topmostStackLocation, let before = displayed.stack(at: location),
            let after = observed.stack(at: location), after.count < before.count
        {
            candidates.append(.pop(before.count - after.count))
        }
        for (location, before) in stacks(of: displayed) {
            guard let after = observed.stack(at: location), after.count < before.count else { continue }
            candidates.append(.close(before[after.count].key))
        }
        return candidates
    }

    private static func stacks(of state: NavigationState) -> [(Stack.Location, Stack)] {
        state.stackLocations.compactMap { location in state.stack(at: location).map { (location, $0) } }
    }
}

extension NavigationState {
    /// Where the state may have stacks: each modal, bottom to top, then the root stack or each
    /// tab's (a modal that shows a single screen is listed too; ``stack(at:)`` answers `nil`
    /// there).
    package var stackLocations: [Stack.Location] {
        var locations: [Stack.Location] = modals.indices.map(Stack.Location.modal)
        switch root {
        case .tabs(let tabs, _): locations += tabs.map { .tab($0.id) }
        case .stack: locations.append(.root)
        case .single, nil: break
        }
        return locations
    }

    /// The state with the stack at `location` showing `screens` instead: what a SwiftUI
    /// `NavigationStack(path:)` binding reports when the user goes back. `nil` when there is no
    /// stack there or `screens` is empty.
    ///
    /// ```swift
    /// let observed = state.settingStack(Array(stack.screens.prefix(1)), at: .root)
    /// ```
    package func settingStack(_ screens: [Screen], at location: Stack.Location) -> NavigationState? {
        guard self.stack(at: location) != nil, let stack = Stack(screens: screens) else { return nil }
        var copy = self
        copy.modifyStack(at: location) { $0 = stack }
        return copy
    }

    /// The state with only the first `count` modals: what a sheet binding reports when the user
    /// swipes a sheet away.
    package func keepingModals(_ count: Int) -> NavigationState {
        var copy = self
        copy.modals = Array(modals.prefix(max(0, count)))
        return copy
    }

    /// The state with another tab selected; `nil` when the root has no such tab.
    package func selectingTab(_ id: String) -> NavigationState? {
        guard case .tabs(let tabs, _)? = root, tabs.contains(where: { $0.id == id }) else { return nil }
        var copy = self
        copy.root = .tabs(tabs, selected: id)
        return copy
    }
}
