extension NavigationState {
    /// Performs one recorded change on the state, so a plan can follow a transition step by
    /// step. Returns `false`, leaving the state as it was, when the change does not fit it.
    mutating func replay(_ change: NavigationTransition.Change) -> Bool {
        switch change {
        case .pushed(let screens, let location):
            guard stack(at: location) != nil, !screens.isEmpty else { return false }
            modifyStack(at: location) { stack in for screen in screens { stack.push(screen) } }
        case .popped(let screens, let location):
            guard let stack = stack(at: location), screens.count < stack.count,
                Array(stack.screens.suffix(screens.count)) == screens
            else { return false }
            modifyStack(at: location) { _ = $0.pop(screens.count) }
        case .replaced(let old, let new):
            return replace(old.key, with: new)
        case .presented(let modal):
            guard root != nil else { return false }
            modals.append(modal)
        case .dismissed(let dismissed):
            guard !dismissed.isEmpty, dismissed.count <= modals.count,
                Array(modals.suffix(dismissed.count).reversed()) == dismissed
            else { return false }
            modals.removeLast(dismissed.count)
        case .rootSet(let newRoot):
            root = newRoot
        case .tabSelected(let id, _):
            guard case .tabs(let tabs, _)? = root, tabs.contains(where: { $0.id == id }) else { return false }
            root = .tabs(tabs, selected: id)
        case .sheetRested(let index, let detent, _):
            guard modals.indices.contains(index), modals[index].style.detents.contains(detent) else { return false }
            modals[index] = modals[index].styled(modals[index].style.resting(at: detent))
        }
        return true
    }

    private mutating func replace(_ key: Int, with screen: Screen) -> Bool {
        switch location(of: key) {
        case .inStack(let location, let index)?:
            guard index == stack(at: location)!.count - 1 else { return false }
            modifyStack(at: location) { $0.replaceTop(with: screen) }
        case .modalScreen(let index)?:
            modals[index] = .single(screen, style: modals[index].style)
        case .rootScreen?:
            root = .single(screen)
        case nil:
            return false
        }
        return true
    }
}
