/// One thing a host does to its containers, in the order a ``ContainerPlan`` lists them.
/// Locations and modal positions are those of the state at that point of the plan.
package enum ContainerOperation: Hashable, Sendable, CustomStringConvertible {
    /// Dismisses what is presented above the modals the state knows: alerts, share sheets,
    /// controllers the app presented itself; active searches too unless `keepingSearches`.
    /// UIKit refuses to present over them, and a link the user followed should not open beneath
    /// an alert. A plan has it only when it changes what they cover (see ``ContainerPlan``).
    case dismissPresentationsBeyondState(keepingSearches: Bool)
    /// Builds the root container anew and makes it the window's root; the window's
    /// presentations go first.
    case setRoot(NavigationState.Root)
    /// Sets a navigation controller's controllers: pushes, pops, replacements and a parent
    /// chain built beneath a deep-linked screen, in one move.
    case setStack([Screen], at: Stack.Location, animated: Bool)
    /// Selects a tab of the root tab container.
    case selectTab(String)
    /// Presents a modal from the topmost presented controller, or the root.
    case present(NavigationState.Modal, animated: Bool)
    /// Dismisses the modal at this position and every modal above it.
    case dismiss(fromModal: Int, animated: Bool)
    /// Rests the sheet at this position at one of its detents.
    case restSheet(modal: Int, at: ModalStyle.Detent, animated: Bool)

    /// Whether the operation moves on screen.
    package var isAnimated: Bool {
        switch self {
        case .setStack(_, _, let animated), .present(_, let animated), .dismiss(_, let animated),
            .restSheet(_, _, let animated):
            animated
        case .dismissPresentationsBeyondState, .setRoot, .selectTab: false
        }
    }

    /// A short phrase for logs and test failures: `set stack of tab shop to home #1, list #2 (animated)`.
    package var description: String {
        func names(_ screens: [Screen]) -> String { screens.map(\.description).joined(separator: ", ") }
        func animation(_ animated: Bool) -> String { animated ? " (animated)" : "" }
        switch self {
        case .dismissPresentationsBeyondState(let keepingSearches):
            return "dismiss presentations beyond the state" + (keepingSearches ? " but searches" : "")
        case .setRoot(let root):
            switch root {
            case .tabs(let tabs, let selected):
                return "set root to tabs \(tabs.map(\.id).joined(separator: ", ")) selecting \(selected)"
            case .stack(let stack): return "set root to stack \(names(stack.screens))"
            case .single(let screen): return "set root to \(names([screen]))"
            }
        case .setStack(let screens, let location, let animated):
            return "set stack of \(location) to \(names(screens))\(animation(animated))"
        case .selectTab(let tab):
            return "select tab \(tab)"
        case .present(let modal, let animated):
            let kind = if case .stack = modal { "stack" } else { "single" }
            return "present \(modal.style) \(kind) \(names(modal.screens))\(animation(animated))"
        case .dismiss(let index, let animated):
            return "dismiss from modal \(index)\(animation(animated))"
        case .restSheet(let index, let detent, let animated):
            return "rest modal \(index) at \(detent)\(animation(animated))"
        }
    }
}
