extension NavigationState {
    /// The screen the user sees: the last modal's visible screen, else the root's.
    public var topmostScreen: Screen? {
        if let modal = modals.last { return modal.visibleScreen }
        switch root {
        case .tabs(let tabs, _): return root?.selectedTabIndex.map { tabs[$0].stack.top }
        case .stack(let stack): return stack.top
        case .single(let screen): return screen
        case nil: return nil
        }
    }

    /// Where a push lands: the last modal's stack, else the selected tab's or the root stack;
    /// `nil` when the topmost screen is not in a stack.
    public var topmostStackLocation: Stack.Location? {
        if let modal = modals.last {
            if case .stack = modal { return .modal(modals.count - 1) }
            return nil
        }
        switch root {
        case .tabs(let tabs, _): return root?.selectedTabIndex.map { .tab(tabs[$0].id) }
        case .stack: return .root
        case .single, nil: return nil
        }
    }

    /// The stack the user sees, if the topmost screen is in one.
    public var topmostStack: Stack? {
        topmostStackLocation.flatMap(stack(at:))
    }

    /// The stack at a location, if there is one.
    public func stack(at location: Stack.Location) -> Stack? {
        switch (location, root) {
        case (.root, .stack(let stack)?): return stack
        case (.tab(let id), .tabs(let tabs, _)?): return tabs.first { $0.id == id }?.stack
        case (.modal(let index), _):
            guard modals.indices.contains(index), case .stack(let stack, _) = modals[index] else { return nil }
            return stack
        default: return nil
        }
    }

    /// Every screen, root container first (tabs in order), then the modals bottom to top.
    public var allScreens: [Screen] {
        var screens: [Screen] = []
        switch root {
        case .tabs(let tabs, _): screens = tabs.flatMap(\.stack.screens)
        case .stack(let stack): screens = stack.screens
        case .single(let screen): screens = [screen]
        case nil: break
        }
        return screens + modals.flatMap(\.screens)
    }

    /// The selected tab, when the root is a tab bar.
    public var selectedTab: String? {
        if case .tabs(_, let selected) = root { return selected }
        return nil
    }

    /// Whether a screen with this key is on the state.
    public func contains(_ key: Int) -> Bool {
        // Top first, without copying the screens: the screen asked about is most often one
        // just shown.
        func holds(_ stack: Stack) -> Bool { stack.lastIndex(where: { $0.key == key }) != nil }
        for modal in modals.reversed() {
            switch modal {
            case .stack(let stack, _): if holds(stack) { return true }
            case .single(let screen, _): if screen.key == key { return true }
            }
        }
        switch root {
        case .tabs(let tabs, _): return tabs.contains { holds($0.stack) }
        case .stack(let stack): return holds(stack)
        case .single(let screen): return screen.key == key
        case nil: return false
        }
    }

    /// Where a screen is.
    package enum ScreenLocation: Hashable, Sendable {
        /// In a stack, at an index (0 is the stack's root).
        case inStack(Stack.Location, index: Int)
        /// The root is this single screen.
        case rootScreen
        /// A single-screen modal at this position in the chain.
        case modalScreen(Int)
    }

    /// The location of the screen with this key.
    package func location(of key: Int) -> ScreenLocation? {
        for (index, modal) in modals.enumerated() {
            switch modal {
            case .single(let screen, _) where screen.key == key: return .modalScreen(index)
            case .stack(let stack, _):
                if let position = stack.lastIndex(where: { $0.key == key }) {
                    return .inStack(.modal(index), index: position)
                }
            default: break
            }
        }
        switch root {
        case .tabs(let tabs, _):
            for tab in tabs {
                if let position = tab.stack.lastIndex(where: { $0.key == key }) {
                    return .inStack(.tab(tab.id), index: position)
                }
            }
        case .stack(let stack):
            if let position = stack.lastIndex(where: { $0.key == key }) { return .inStack(.root, index: position) }
        case .single(let screen) where screen.key == key: return .rootScreen
        default: break
        }
        return nil
    }
}
