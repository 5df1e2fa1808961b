extension NavigationState {
    /// Applies an action, returning the transition: the state before and after, and the
    /// changes a host performs to get from one to the other.
    ///
    /// - Throws: ``NavigationError`` when the action does not fit the state, for instance
    ///   popping more screens than stand above the stack's root. The state is then unchanged.
    @discardableResult
    public mutating func apply(_ action: NavigationAction) throws(NavigationError) -> NavigationTransition {
        try apply(action, requests: ScreenRequests())
    }

    /// Applies an action; the transition carries the requests the added screens were opened with.
    mutating func apply(_ action: NavigationAction, requests: ScreenRequests) throws(NavigationError) -> NavigationTransition {
        var draft = self
        // A push, the most common action, keeps its one change without a list.
        let steps: NavigationTransition.Steps =
            if case .push(let screen) = action {
                draft.push(screen)
            } else {
                .list(try draft.perform(action))
            }
        // The draft becomes the state, and the state before goes into the transition: moved,
        // not copied.
        swap(&self, &draft)
        return NavigationTransition(before: draft, after: self, steps: steps, requests: requests)
    }

    /// The transition an action would make, leaving this state as it is.
    public func applying(_ action: NavigationAction) throws(NavigationError) -> NavigationTransition {
        var copy = self
        return try copy.apply(action)
    }

    private mutating func perform(_ action: NavigationAction) throws(NavigationError) -> [NavigationTransition.Change] {
        switch action {
        case .push(let screen):
            return push(screen).changes
        case .present(let screen, let style):
            return present(.single(screen, style: style))
        case .presentInStack(let screen, let style):
            return present(.stack(Stack(screen), style: style))
        case .replace(let screen):
            guard let top = topmostScreen, top.id == screen.id else { return push(screen).changes }
            replaceTopmost(with: screen)
            return [.replaced(top, with: screen)]
        case .setRoot(let newRoot):
            if let problem = newRoot.tabsProblem { throw problem }
            let dismissed = Array(modals.reversed())
            modals = []
            root = newRoot
            return (dismissed.isEmpty ? [] : [.dismissed(dismissed)]) + [.rootSet(newRoot)]
        case .selectTab(let id):
            return try selectTab(id)
        case .restSheet(let detent):
            return try restTopmostSheet(at: detent)
        case .pop(let count):
            guard count > 0 else { throw NavigationError(.invalidCount, "cannot pop \(count) screens; pop at least one") }
            return try pop { stack, location throws(NavigationError) in
                let available = stack.count - 1
                guard count <= available else {
                    throw NavigationError(
                        .notEnoughScreens,
                        "cannot pop \(count) screen\(count == 1 ? "" : "s"): the \(location) has \(available) above its root")
                }
                return count
            }
        case .popToRoot:
            return try pop { stack, _ in stack.count - 1 }
        case .popTo(let id):
            return try pop { stack, location throws(NavigationError) in
                guard let index = stack.lastIndex(where: { $0.id == id }) else {
                    throw NavigationError(.screenNotFound, "no '\(id)' screen in the \(location)")
                }
                return stack.count - 1 - index
            }
        case .dismiss(let count):
            guard count > 0 else { throw NavigationError(.invalidCount, "cannot dismiss \(count) modals; dismiss at least one") }
            guard count <= modals.count else {
                throw NavigationError(
                    .notEnoughModals,
                    "cannot dismiss \(count) modal\(count == 1 ? "" : "s"): \(modals.count) \(modals.count == 1 ? "is" : "are") presented"
                )
            }
            let dismissed = Array(modals.suffix(count).reversed())
            modals.removeLast(count)
            return [.dismissed(dismissed)]
        case .dismissAll:
            guard !modals.isEmpty else { return [] }
            let dismissed = Array(modals.reversed())
            modals = []
            return [.dismissed(dismissed)]
        case .close(let key):
            return try close(key)
        case .dismissTo(let id):
            guard root != nil else { throw NavigationError(.emptyWindow, "cannot dismiss: the window is empty") }
            let owner: Int
            if let modal = modals.lastIndex(where: { $0.screens.contains { $0.id == id } }) {
                owner = modal + 1
            } else if allScreens.prefix(allScreens.count - modals.flatMap(\.screens).count).contains(where: { $0.id == id }) {
                owner = 0
            } else {
                throw NavigationError(.screenNotFound, "no '\(id)' screen is on the state")
            }
            guard owner < modals.count else { return [] }
            let dismissed = Array(modals[owner...].reversed())
            modals.removeSubrange(owner...)
            return [.dismissed(dismissed)]
        }
    }

    private mutating func close(_ key: Int) throws(NavigationError) -> [NavigationTransition.Change] {
        guard let location = location(of: key) else {
            throw NavigationError(.screenNotFound, "no screen #\(key) is on the state")
        }
        var changes: [NavigationTransition.Change] = []
        func dismissModals(from index: Int) {
            guard index < modals.count else { return }
            changes.append(.dismissed(Array(modals[index...].reversed())))
            modals.removeSubrange(index...)
        }
        switch location {
        case .modalScreen(let index), .inStack(.modal(let index), index: 0):
            dismissModals(from: index)
        case .inStack(let stackLocation, let position):
            guard position > 0 else {
                throw NavigationError(.rootCannotClose, "screen #\(key) is the root of the \(stackLocation) and cannot be closed")
            }
            if case .modal(let index) = stackLocation { dismissModals(from: index + 1) } else { dismissModals(from: 0) }
            let removed = modifyStack(at: stackLocation) { $0.pop($0.count - position) }
            changes.append(.popped(removed, from: stackLocation))
        case .rootScreen:
            throw NavigationError(.rootCannotClose, "screen #\(key) is the root and cannot be closed")
        }
        return changes
    }

    private mutating func push(_ screen: Screen) -> NavigationTransition.Steps {
        guard root != nil else {
            let newRoot = Root.stack(Stack(screen))
            root = newRoot
            return .list([.rootSet(newRoot)])
        }
        guard let location = topmostStackLocation else {
            return .list(present(.stack(Stack(screen))))
        }
        modifyStack(at: location) { $0.push(screen) }
        return .pushed(screen, onto: location)
    }

    private mutating func present(_ modal: Modal) -> [NavigationTransition.Change] {
        guard root != nil else {
            let newRoot: Root =
                switch modal {
                case .single(let screen, _): .single(screen)
                case .stack(let stack, _): .stack(stack)
                }
            root = newRoot
            return [.rootSet(newRoot)]
        }
        modals.append(modal)
        return [.presented(modal)]
    }

    private mutating func replaceTopmost(with screen: Screen) {
        if let last = modals.indices.last {
            switch modals[last] {
            case .single(_, let style): modals[last] = .single(screen, style: style)
            case .stack(var stack, let style):
                stack.replaceTop(with: screen)
                modals[last] = .stack(stack, style: style)
            }
            return
        }
        switch root {
        case .single: root = .single(screen)
        case .stack, .tabs:
            if let location = topmostStackLocation { modifyStack(at: location) { $0.replaceTop(with: screen) } }
        case nil: break
        }
    }

    private mutating func restTopmostSheet(at detent: ModalStyle.Detent) throws(NavigationError) -> [NavigationTransition.Change]
    {
        guard let index = modals.indices.last else {
            throw NavigationError(.invalidNavigation, "cannot rest a sheet at \(detent): no modal is presented")
        }
        let style = modals[index].style
        guard style.detents.contains(detent) else {
            throw NavigationError(.invalidNavigation, "cannot rest the topmost modal at \(detent): its style is \(style)")
        }
        guard style.selectedDetent != detent else { return [] }
        modals[index] = modals[index].styled(style.resting(at: detent))
        return [.sheetRested(modal: index, at: detent, previous: style.selectedDetent)]
    }

    private mutating func selectTab(_ id: String) throws(NavigationError) -> [NavigationTransition.Change] {
        guard let root else { throw NavigationError(.emptyWindow, "cannot select tab '\(id)': the window is empty") }
        guard case .tabs(let tabs, let previous) = root else {
            throw NavigationError(.noTabs, "cannot select tab '\(id)': the root is not a tab bar")
        }
        guard tabs.contains(where: { $0.id == id }) else {
            throw NavigationError(.unknownTab, "no tab '\(id)'; the tabs are \(Root.names(of: tabs))")
        }
        guard previous != id else { return [] }
        self.root = .tabs(tabs, selected: id)
        return [.tabSelected(id, previous: previous)]
    }

    /// Pops the topmost stack by the count `decide` returns for it.
    private mutating func pop(
        _ decide: (Stack, Stack.Location) throws(NavigationError) -> Int
    ) throws(NavigationError) -> [NavigationTransition.Change] {
        guard root != nil else { throw NavigationError(.emptyWindow, "cannot pop: the window is empty") }
        guard let location = topmostStackLocation, let stack = stack(at: location) else {
            throw NavigationError(.noStack, "cannot pop: the topmost screen is not in a stack")
        }
        let count = try decide(stack, location)
        guard count > 0 else { return [] }
        let removed = modifyStack(at: location) { $0.pop(count) }
        return [.popped(removed, from: location)]
    }

    @discardableResult
    mutating func modifyStack<Result>(at location: Stack.Location, _ body: (inout Stack) -> Result) -> Result {
        switch location {
        case .root:
            guard case .stack(var stack)? = root else { preconditionFailure("no stack at \(location)") }
            // Taken out first, so the stack's nodes are not shared with a copy left behind.
            root = nil
            let result = body(&stack)
            root = .stack(stack)
            return result
        case .tab(let id):
            guard case .tabs(var tabs, let selected)? = root, let index = tabs.firstIndex(where: { $0.id == id }) else {
                preconditionFailure("no stack at \(location)")
            }
            root = nil
            let result = body(&tabs[index].stack)
            root = .tabs(tabs, selected: selected)
            return result
        case .modal(let index):
            guard case .stack(var stack, let style) = modals[index] else { preconditionFailure("modal \(index) is not a stack") }
            let result = body(&stack)
            modals[index] = .stack(stack, style: style)
            return result
        }
    }
}
