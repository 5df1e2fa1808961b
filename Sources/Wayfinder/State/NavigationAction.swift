/// A change to the navigation state, applied by ``NavigationState/apply(_:)``.
///
/// ```swift
/// try state.apply(.push(product))    // onto the topmost stack; a new stack where there is none
/// try state.apply(.pop(2))           // two screens off the topmost stack
/// try state.apply(.dismiss(1))       // the topmost modal
/// ```
public enum NavigationAction: Hashable, Sendable {
    /// Pushes onto the topmost stack. Where the topmost screen is not in a stack, presents a
    /// new stack; on an empty window, makes a stack the root.
    case push(Screen)
    /// Presents a single screen above the topmost one; on an empty window, sets it as root.
    case present(Screen, style: ModalStyle = .sheet)
    /// Presents a new stack with this screen at its root.
    case presentInStack(Screen, style: ModalStyle = .sheet)
    /// Swaps the topmost screen when it has the same ``Screen/id``, else pushes.
    case replace(Screen)
    /// Replaces everything: the root becomes this container and every modal goes.
    case setRoot(NavigationState.Root)
    /// Selects a tab of the root tab bar.
    case selectTab(String)
    /// Pops this many screens off the topmost stack.
    case pop(Int)
    /// Pops the topmost stack to its root.
    case popToRoot
    /// Pops the topmost stack until the nearest screen with this id is on top.
    case popTo(String)
    /// Dismisses this many modals, topmost first.
    case dismiss(Int)
    /// Dismisses every modal.
    case dismissAll
    /// Dismisses the modals above the nearest one (or the root) that shows a screen with this
    /// id, so that screen's container is on top again.
    case dismissTo(String)
    /// Removes the screen with this key, with every screen above it in its stack and every
    /// modal above it: what finishing a screen, or a user's swipe, does.
    case close(Int)
    /// Rests the topmost modal, a sheet with detents, at one of them: what the user's drag of
    /// the sheet does, or the app's code expanding it.
    case restSheet(at: ModalStyle.Detent)
}

extension Stack {
    /// Where a stack is: the root, a tab of the root, or a modal by its position in the chain.
    public enum Location: Hashable, Sendable, CustomStringConvertible {
        case root
        case tab(String)
        case modal(Int)

        public var description: String {
            switch self {
            case .root: "root stack"
            case .tab(let tab): "tab \(tab)"
            case .modal(let index): "modal \(index)"
            }
        }
    }
}

extension NavigationTransition {
    /// One step a host performs to show the new state, in order.
    public enum Change: Hashable, Sendable {
        case pushed([Screen], onto: Stack.Location)
        case popped([Screen], from: Stack.Location)
        /// The topmost screen was swapped for another of the same id.
        case replaced(Screen, with: Screen)
        case presented(NavigationState.Modal)
        /// Modals dismissed, topmost first.
        case dismissed([NavigationState.Modal])
        case rootSet(NavigationState.Root)
        case tabSelected(String, previous: String)
        /// The sheet at this position in the modal chain rests at another of its detents.
        case sheetRested(modal: Int, at: ModalStyle.Detent, previous: ModalStyle.Detent?)
    }
}

/// A state change: the state before, the state after, the steps between them, and what each
/// screen it adds was opened with.
///
/// A host shows a transition (``NavigationHost/apply(_:animated:)``) and builds each added
/// screen from its request:
///
/// ```swift
/// for screen in transition.addedScreens {
///     contents[screen.key] = catalog.makeContent(for: transition.request(for: screen), as: AnyView.self)
/// }
/// ```
///
/// Two transitions are equal when their states and steps are; the requests are not compared.
public struct NavigationTransition: Hashable, Sendable {
    /// The state before.
    public var before: NavigationState { storage.before }
    /// The state after.
    public var after: NavigationState { storage.after }
    /// The steps from one to the other, in order.
    public var changes: [NavigationTransition.Change] { storage.steps.changes }
    /// Everything, in one immutable box: a transition rides in outcomes, updates and events,
    /// and a copy is then one reference instead of two states and a list.
    private let storage: Storage

    private final class Storage: Sendable {
        let before: NavigationState
        let after: NavigationState
        let steps: Steps
        /// The screens added and removed, read from the changes when they tell it without
        /// comparing the two states (see `Delta`); `nil` when only a comparison can.
        let delta: Delta?
        /// What the added screens were opened with; empty for a transition made without a navigator.
        let requests: ScreenRequests

        init(before: NavigationState, after: NavigationState, steps: Steps, requests: ScreenRequests) {
            self.before = before
            self.after = after
            self.steps = steps
            self.requests = requests
            self.delta =
                switch steps {
                case .pushed: nil
                case .list(let changes): Delta(changes)
                }
        }
    }

    /// The changes as a transition keeps them. Most opens push one screen: that change is kept
    /// as the screen and its stack, and the list (two arrays) is built only when read.
    enum Steps: Sendable {
        case pushed(Screen, onto: Stack.Location)
        case list([NavigationTransition.Change])

        var changes: [NavigationTransition.Change] {
            switch self {
            case .pushed(let screen, let location): [.pushed([screen], onto: location)]
            case .list(let changes): changes
            }
        }
    }

    /// Creates a transition, for testing a host; ``NavigationState/apply(_:)`` and the
    /// navigator make the real ones.
    /// - Parameters:
    ///   - before: the state the transition starts from.
    ///   - after: the state it ends in.
    ///   - changes: the changes that lead from one to the other, in order.
    ///   - requests: what added screens were opened with; a screen with none gets a request
    ///     that holds only the screen.
    public init(
        before: NavigationState, after: NavigationState, changes: [NavigationTransition.Change], requests: [ScreenRequest] = []
    ) {
        storage = Storage(before: before, after: after, steps: .list(changes), requests: ScreenRequests(requests))
    }

    init(before: NavigationState, after: NavigationState, steps: Steps, requests: ScreenRequests = ScreenRequests()) {
        storage = Storage(before: before, after: after, steps: steps, requests: requests)
    }

    init(before: NavigationState, after: NavigationState, changes: [NavigationTransition.Change], requests: ScreenRequests) {
        storage = Storage(before: before, after: after, steps: .list(changes), requests: requests)
    }

    /// What a screen the transition adds was opened with: its URL's match, context and
    /// source. A screen opened without a request (a tab's root, a restored screen), or a
    /// transition made without a navigator, gives a request that holds only the screen.
    public func request(for screen: Screen) -> ScreenRequest {
        storage.requests[screen.key] ?? ScreenRequest(screen: screen)
    }

    /// The requests the transition carries.
    var requests: ScreenRequests { storage.requests }

    /// Screens that were on the state before and are not after: each one's result is due.
    public var removedScreens: [Screen] {
        if case .pushed = storage.steps { return [] }
        if let delta = storage.delta { return delta.removed }
        let remaining = Set(after.allScreens.map(\.key))
        return before.allScreens.filter { !remaining.contains($0.key) }
    }

    /// Screens that are on the state after and were not before.
    public var addedScreens: [Screen] {
        if case .pushed(let screen, _) = storage.steps { return [screen] }
        if let delta = storage.delta { return delta.added }
        let existing = Set(before.allScreens.map(\.key))
        return after.allScreens.filter { !existing.contains($0.key) }
    }

    /// Whether anything changed.
    public var isEmpty: Bool {
        if case .list(let changes) = storage.steps { return changes.isEmpty }
        return false
    }

    /// Joins a transition that follows this one, with the requests of both.
    public func followed(by next: NavigationTransition) -> NavigationTransition {
        var requests = self.requests
        requests.add(contentsOf: next.requests)
        return NavigationTransition(before: before, after: next.after, changes: changes + next.changes, requests: requests)
    }

    public static func == (lhs: NavigationTransition, rhs: NavigationTransition) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.before == rhs.before && lhs.after == rhs.after && lhs.changes == rhs.changes)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(before)
        hasher.combine(after)
        hasher.combine(changes)
    }

    /// The screens a transition adds and removes, when its changes alone say so in the order
    /// the states list them, which is what most transitions are:
    /// - only additions: pushes onto one stack, or one presentation, with tab selections (most
    ///   opens), listed as the state after lists them;
    /// - only removals: pops from one stack, or one dismissal, with tab selections (Back, a
    ///   swipe, pop to root), listed as the state before lists them.
    ///
    /// Then the two states need not be compared, which would cost in proportion to every
    /// screen shown. `nil` for any other kind of transition.
    private struct Delta: Sendable {
        var added: [Screen] = []
        var removed: [Screen] = []

        init?(_ changes: [NavigationTransition.Change]) {
            var location: Stack.Location?
            var presentedOrDismissed = false
            for change in changes {
                switch change {
                case .pushed(let screens, let place), .popped(let screens, let place):
                    let isPush = if case .pushed = change { true } else { false }
                    guard !presentedOrDismissed, location == nil || location == place,
                        isPush ? removed.isEmpty : added.isEmpty
                    else { return nil }
                    location = place
                    // The first list is shared, not copied: most transitions have one.
                    if isPush {
                        if added.isEmpty { added = screens } else { added += screens }
                    } else {
                        removed = removed.isEmpty ? screens : screens + removed
                    }
                case .presented(let modal):
                    guard !presentedOrDismissed, location == nil, removed.isEmpty else { return nil }
                    presentedOrDismissed = true
                    added = modal.screens
                case .dismissed(let modals):
                    guard !presentedOrDismissed, location == nil, added.isEmpty else { return nil }
                    presentedOrDismissed = true
                    removed = modals.reversed().flatMap(\.screens)
                case .tabSelected, .sheetRested:
                    continue
                case .replaced, .rootSet:
                    return nil
                }
            }
        }
    }
}
