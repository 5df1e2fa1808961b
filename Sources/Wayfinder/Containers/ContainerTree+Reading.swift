extension ContainerTree {
    /// Reads the navigation state a container tree shows, so a host's
    /// ``NavigationHost/displayedState`` comes from the real hierarchy.
    ///
    /// ```swift
    /// var displayedState: NavigationState {
    ///     ContainerTree.state(of: window.rootController, bindings: bindings)
    /// }
    /// ```
    ///
    /// The root reads as a tab bar (a tab container whose children are bound to tabs), a stack
    /// (a stack container of bound controllers) or a single screen (a bound controller); a
    /// container that embeds a child reads as that child. Each routable presented controller
    /// then reads as a modal with its ``ContainerController/modalStyle``: a stack, or a single
    /// screen; a tab bar presented over the app reads as its selected tab. Reading stops at the
    /// first presented controller that does not read, such as one the app presented itself:
    /// that one and those above it are not part of the state.
    ///
    /// A tab bar with more tabs than it has room for (UIKit's More) reads against `reference`,
    /// the state last shown, in what is UIKit's chrome rather than navigation: while the More
    /// list itself shows, no tab is selected in the tab bar, and the selection reads as the
    /// reference's; tabs the user reordered in More ▸ Edit read in the reference's order; a tab
    /// whose stack UIKit has lent to the More list reads as the reference's stack.
    ///
    /// - Parameters:
    ///   - root: the window's root controller; `nil` reads as the empty window.
    ///   - bindings: which controller shows which screen and which container holds which tab.
    ///   - reference: the state last shown, for the tab bar's More list; `.empty` for none.
    /// - Returns: the state; ``NavigationState/empty`` when the root does not read.
    package static func state(
        of root: (any ContainerController)?, bindings: ScreenBindings, reference: NavigationState = .empty
    ) -> NavigationState {
        guard let root, let rootContent = readRoot(root, bindings, reference: reference) else { return .empty }
        return NavigationState(root: rootContent, modals: readableModals(from: root, bindings).map(\.modal))
    }

    /// The presented controllers that read as modals, bottom first, with what each reads as.
    /// Another host's modals in the same chain (two hosts in one window) are passed over.
    static func readableModals(
        from root: any ContainerController, _ bindings: ScreenBindings
    ) -> [(controller: any ContainerController, modal: NavigationState.Modal)] {
        var modals: [(controller: any ContainerController, modal: NavigationState.Modal)] = []
        for controller in presentationChain(from: root) {
            if let modal = readModal(controller, bindings) {
                modals.append((controller, modal))
            } else if !isAnotherHosts(controller, than: bindings) {
                break
            }
        }
        return modals
    }

    /// Whether another host alive shows a modal in `controller`: its presentation is that
    /// host's, never this one's, nor the app's own.
    static func isAnotherHosts(_ controller: any ContainerController, than bindings: ScreenBindings) -> Bool {
        bindings.others.contains { readModal(controller, $0) != nil }
    }

    /// The first presented controller above the modals that read: an alert, a share sheet, a
    /// controller the app presented itself, one being dismissed. Dismissing it from its
    /// presenter leaves exactly the modals of ``state(of:bindings:)``. With `keepingSearches`,
    /// active searches (``RoutingRole/search``) are passed over: dismissing what it finds then
    /// leaves them up too.
    package static func firstPresentationBeyondState(
        in root: any ContainerController, bindings: ScreenBindings, keepingSearches: Bool = false
    ) -> (any ContainerController)? {
        let readable = readableModals(from: root, bindings).map(\.controller)
        return allPresentations(from: root).first { candidate in
            !readable.contains { $0 === candidate } && !(keepingSearches && candidate.routingRole == .search)
                && !isAnotherHosts(candidate, than: bindings)
        }
    }

    /// The stack container at a location of the state: the root's stack, a tab's stack, or a
    /// modal's (the modal's selected tab's, for a tab bar presented over the app).
    package static func stackContainer(
        at location: Stack.Location, in root: any ContainerController, bindings: ScreenBindings
    ) -> (any StackContainer)? {
        switch location {
        case .root:
            return contentStack(of: root)
        case .tab(let id):
            guard let tabs = contentTabs(of: root),
                let tab = tabs.tabControllers.first(where: { bindings.tab(of: $0) == id })
            else { return nil }
            return contentStack(of: tab)
        case .modal(let index):
            let modals = readableModals(from: root, bindings)
            guard modals.indices.contains(index) else { return nil }
            return contentStack(of: modals[index].controller)
        }
    }

    // MARK: Reading one container

    private static func readRoot(
        _ controller: any ContainerController, _ bindings: ScreenBindings, reference: NavigationState
    ) -> NavigationState.Root? {
        var current: (any ContainerController)? = controller
        for _ in 0..<maximumDepth {
            guard let node = current else { return nil }
            if let screen = bindings.screen(of: node) { return .single(screen) }
            if let tabs = node as? any TabContainer {
                return readTabs(tabs, bindings, reference: reference.root)
            }
            if let stack = node as? any StackContainer { return readStack(stack, bindings).map(NavigationState.Root.stack) }
            current = node.visibleChildController
        }
        return nil
    }

    private static func readModal(_ controller: any ContainerController, _ bindings: ScreenBindings) -> NavigationState.Modal? {
        let style = controller.modalStyle
        var current: (any ContainerController)? = controller
        for _ in 0..<maximumDepth {
            guard let node = current else { return nil }
            if let screen = bindings.screen(of: node) { return .single(screen, style: style) }
            if let stack = node as? any StackContainer { return readStack(stack, bindings).map { .stack($0, style: style) } }
            if let tabs = node as? any TabContainer {
                current = tabs.selectedTabController
            } else {
                current = node.visibleChildController
            }
        }
        return nil
    }

    /// The tab bar a tab container shows. `reference`, the root the host last showed, fills in
    /// what the container does not tell (a tab lent to the More list, the tab order).
    private static func readTabs(
        _ container: any TabContainer, _ bindings: ScreenBindings, reference: NavigationState.Root? = nil
    ) -> NavigationState.Root? {
        let (known, knownSelection): ([NavigationState.Tab]?, String?) =
            if case .tabs(let tabs, let selected)? = reference { (tabs, selected) } else { (nil, nil) }
        var tabs: [NavigationState.Tab] = []
        for child in container.tabControllers {
            guard let id = bindings.tab(of: child) else { return nil }
            let stack: Stack?
            if let screen = bindings.screen(of: child) {
                stack = Stack(screen)
            } else {
                // UIKit lends the stack of a tab shown from the More list to the More
                // navigation controller, leaving the tab's own container empty meanwhile.
                stack =
                    contentStack(of: child).flatMap { readStack($0, bindings) }
                    ?? known?.first { $0.id == id }?.stack
            }
            guard let stack else { return nil }
            tabs.append(NavigationState.Tab(id: id, stack: stack))
        }
        if let known, known.count == tabs.count {
            // Reordered in More ▸ Edit: the order is the user's arrangement of the tab bar, not a
            // change of navigation.
            let order = Dictionary(known.enumerated().map { ($1.id, $0) }) { first, _ in first }
            if tabs.allSatisfy({ order[$0.id] != nil }) { tabs.sort { order[$0.id]! < order[$1.id]! } }
        }
        guard !tabs.isEmpty else { return nil }
        let selected: String
        if let index = container.selectedTabIndex, container.tabControllers.indices.contains(index),
            let id = bindings.tab(of: container.tabControllers[index])
        {
            selected = id
        } else if let knownSelection, tabs.contains(where: { $0.id == knownSelection }) {
            selected = knownSelection  // the More list shows: no tab is selected in the bar
        } else {
            return nil
        }
        return .tabs(tabs, selected: selected)
    }

    private static func readStack(_ container: any StackContainer, _ bindings: ScreenBindings) -> Stack? {
        var screens: [Screen] = []
        for controller in container.stackedControllers {
            guard let screen = bindings.screen(of: controller) else { return nil }
            screens.append(screen)
        }
        return Stack(screens: screens)
    }
}
