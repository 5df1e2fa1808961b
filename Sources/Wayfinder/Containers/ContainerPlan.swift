/// What a host does to its containers to show a transition: the pure half of a UIKit host,
/// computed from the transition's changes and tested as a value.
///
/// ```swift
/// let plan = ContainerPlan(transition: transition, animated: animated)
/// for operation in plan.operations { await perform(operation) }
/// ```
///
/// The plan follows the changes in order and
/// - sets a stack once for consecutive changes to it, so a parent chain built beneath a
///   deep-linked screen, or a pop and a push, is one `setViewControllers`;
/// - folds stack changes and tab selections that follow a new root into building that root,
///   and pushes that follow a presented stack into presenting it;
/// - replaces a single-screen modal by dismissing it and presenting the new one, and a
///   single-screen root by setting a new root;
/// - starts with ``ContainerOperation/dismissPresentationsBeyondState(keepingSearches:)`` (alerts
///   and the like) only when it changes what they cover: a presentation, a dismissal or a new
///   root takes them all away; a tab selection or a change to the stack the user sees takes
///   them but an active search (a push from a search result leaves the search up); a change to
///   a stack out of sight (a background tab) leaves them alone;
/// - animates only the last operation that changes what shows, when that one can move (a new
///   root and a tab selection do not), and a stack only when it is the topmost stack at the
///   end, so a deep link lands in one movement;
/// - when the changes do not fit the transition's `before` state (a host that lost track),
///   rebuilds the `after` state instead (``rebuilding(_:)``).
package struct ContainerPlan: Hashable, Sendable {
    /// The operations, in order.
    package var operations: [ContainerOperation]

    package init(operations: [ContainerOperation]) {
        self.operations = operations
    }

    /// The plan for a transition.
    ///
    /// - Parameters:
    ///   - transition: the states before and after, and the changes between them.
    ///   - animated: whether the update animates; when `false` nothing does.
    package init(transition: NavigationTransition, animated: Bool) {
        guard !transition.isEmpty else {
            self.init(operations: [])
            return
        }
        var builder = Builder(state: transition.before)
        for change in transition.changes {
            guard builder.add(change) else {
                self = .rebuilding(transition.after)
                return
            }
        }
        guard builder.state == transition.after else {
            self = .rebuilding(transition.after)
            return
        }
        let operations = Self.animatingLast(builder.operations, animated: animated, after: transition.after)
        self.init(operations: Self.clearingWhatIsCovered(operations, before: transition.before))
    }

    /// `operations` after the dismissal of what the app presented over them, when they change
    /// what it covers: the user sees the stack at `before`'s topmost location; every other
    /// operation but a change to a stack out of sight changes what shows.
    private static func clearingWhatIsCovered(
        _ operations: [ContainerOperation], before: NavigationState
    ) -> [ContainerOperation] {
        let seen = before.topmostStackLocation
        var covers = false
        var keepsSearches = true
        for operation in operations {
            switch operation {
            case .setStack(_, let location, _):
                if location == seen { covers = true }
            case .selectTab, .restSheet:
                covers = true
            case .present, .dismiss, .setRoot, .dismissPresentationsBeyondState:
                covers = true
                keepsSearches = false
            }
        }
        return covers ? [.dismissPresentationsBeyondState(keepingSearches: keepsSearches)] + operations : operations
    }

    /// The plan that builds a state from nothing: its root, then its modals, without animation.
    /// A host uses it when its containers no longer show what the navigator expects.
    package static func rebuilding(_ state: NavigationState) -> ContainerPlan {
        guard let root = state.root else { return ContainerPlan(operations: []) }
        return ContainerPlan(operations: [.setRoot(root)] + state.modals.map { .present($0, animated: false) })
    }

    /// Turns off every animation but the last visible operation's.
    private static func animatingLast(
        _ operations: [ContainerOperation], animated: Bool, after: NavigationState
    ) -> [ContainerOperation] {
        var result = operations.map(\.withoutAnimation)
        guard animated, let last = result.lastIndex(where: \.changesWhatShows) else { return result }
        switch result[last] {
        case .setStack(let screens, let location, _) where location == after.topmostStackLocation:
            result[last] = .setStack(screens, at: location, animated: true)
        case .present(let modal, _):
            result[last] = .present(modal, animated: true)
        case .dismiss(let index, _):
            result[last] = .dismiss(fromModal: index, animated: true)
        case .restSheet(let index, let detent, _):
            result[last] = .restSheet(modal: index, at: detent, animated: true)
        default:
            break
        }
        return result
    }

    /// Follows changes over a state, collecting operations.
    private struct Builder {
        var state: NavigationState
        var operations: [ContainerOperation] = []

        mutating func add(_ change: NavigationTransition.Change) -> Bool {
            let before = state
            guard state.replay(change) else { return false }
            switch change {
            case .pushed(_, let location), .popped(_, let location):
                stackChanged(at: location)
            case .replaced(let old, _):
                switch before.location(of: old.key) {
                case .inStack(let location, _)?:
                    stackChanged(at: location)
                case .modalScreen(let index)?:
                    operations += [.dismiss(fromModal: index, animated: false), .present(state.modals[index], animated: false)]
                case .rootScreen?, nil:
                    rootChanged()
                }
            case .presented(let modal):
                operations.append(.present(modal, animated: false))
            case .dismissed:
                operations.append(.dismiss(fromModal: state.modals.count, animated: false))
            case .rootSet(let root):
                operations.append(.setRoot(root))
            case .tabSelected(let id, _):
                if case .setRoot = operations.last { rootChanged() } else { operations.append(.selectTab(id)) }
            case .sheetRested(let index, let detent, _):
                // A sheet presented in this plan is presented resting there; another is moved.
                if case .present? = operations.last, index == state.modals.count - 1 {
                    operations[operations.count - 1] = .present(state.modals[index], animated: false)
                } else {
                    operations.append(.restSheet(modal: index, at: detent, animated: false))
                }
            }
            return true
        }

        private mutating func stackChanged(at location: Stack.Location) {
            let screens = state.stack(at: location)!.screens
            switch (operations.last, location) {
            case (.setStack(_, let previous, _)?, _) where previous == location:
                operations[operations.count - 1] = .setStack(screens, at: location, animated: false)
            case (.setRoot?, .root), (.setRoot?, .tab):
                rootChanged()
            case (.present(.stack(_, let style), _)?, .modal(let index)) where index == state.modals.count - 1:
                operations[operations.count - 1] = .present(.stack(Stack(screens: screens)!, style: style), animated: false)
            default:
                operations.append(.setStack(screens, at: location, animated: false))
            }
        }

        /// Builds the current root, in place of a root set just before.
        private mutating func rootChanged() {
            guard let root = state.root else { return }
            if case .setRoot = operations.last {
                operations[operations.count - 1] = .setRoot(root)
            } else {
                operations.append(.setRoot(root))
            }
        }
    }
}

extension ContainerOperation {
    var changesWhatShows: Bool {
        if case .dismissPresentationsBeyondState = self { return false }
        return true
    }

    var withoutAnimation: ContainerOperation {
        switch self {
        case .setStack(let screens, let location, _): .setStack(screens, at: location, animated: false)
        case .present(let modal, _): .present(modal, animated: false)
        case .dismiss(let index, _): .dismiss(fromModal: index, animated: false)
        case .restSheet(let index, let detent, _): .restSheet(modal: index, at: detent, animated: false)
        default: self
        }
    }
}
