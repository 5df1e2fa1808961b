import Wayfinder

/// A host that keeps the interface in memory: for tests, previews, the command-line tool, and
/// as the reference the UIKit and SwiftUI hosts are measured against.
///
/// It can hold transitions open to simulate animations, and simulate what users do with
/// gestures:
///
/// ```swift
/// let host = HeadlessHost(catalog: catalog)
/// let navigator = Navigator(routes: routes, catalog: catalog, host: host)
/// await navigator.show("home", presentation: .setRoot)
/// host.holdsTransitions = true
/// let opening = Task { await navigator.open("shop://product/42") }
/// while !host.isTransitioning { await Task.yield() }   // the push is mid-animation; later requests wait
/// host.finishTransition()
/// _ = await opening.value
/// host.simulateSwipeBack()      // the user swipes the product away; its result becomes nil
/// ```
@MainActor
public final class HeadlessHost: NavigationHost {
    public var displayedState: NavigationState { shown }
    public var userNavigationHandler: (@MainActor (NavigationAction) -> Void)?
    /// The screens that hold their place: a simulated gesture that would remove one is
    /// stopped and reported through ``userAttemptHandler``, as UIKit lets a host stop a sheet's
    /// swipe and the back button.
    public var heldScreens: Set<Int> = []
    public var userAttemptHandler: (@MainActor (NavigationAction) -> Void)?
    public var columnOfScreen: (@MainActor (Screen) -> SplitColumn?)?
    /// The transitions applied, in order: at least the last 1,000 and at most 2,000 (each holds
    /// the states before and after it, so an unbounded record would grow with the square of a
    /// deep stack).
    public var appliedTransitions: [NavigationTransition] { record.transitions }
    /// How many transitions ``appliedTransitions`` keeps; the command-line tool, which opens
    /// thousands of links and reads none of them back, keeps none.
    package var transitionRecordLimit: Int {
        get { record.limit }
        set { record.limit = newValue }
    }
    /// When `true`, ``apply(_:animated:)`` does not return until ``finishTransition()`` is called.
    public var holdsTransitions = false
    /// Whether ``apply(_:animated:)`` may wait: while it holds transitions. The navigator then
    /// calls it as it calls a host that animates (see ``/Wayfinder/NavigationHost/transitionsMayWait``).
    public var transitionsMayWait: Bool { holdsTransitions }
    /// Whether a held transition is in progress.
    public var isTransitioning: Bool { pending != nil }

    private let catalog: ScreenCatalog?
    // What the public properties above read, stored privately: the compiler then sees every
    // access and checks most of them statically rather than on each transition.
    private var shown: NavigationState = .empty
    private var record = TransitionRecord()
    private var contents: [Int: Any] = [:]
    private var pending: CheckedContinuation<Void, Never>?

    /// Creates a host; with a catalog, it builds each added screen's content through it.
    public init(catalog: ScreenCatalog? = nil) {
        self.catalog = catalog
    }

    public func apply(_ transition: NavigationTransition, animated: Bool) async {
        record.add(transition)
        // Without a catalog there is no content to build or to drop.
        if let catalog {
            for screen in transition.addedScreens {
                contents[screen.key] = catalog.makeContent(for: transition.request(for: screen))
            }
        }
        if holdsTransitions { await holdTransition() }
        shown = transition.after
        if !contents.isEmpty {
            for screen in transition.removedScreens { contents[screen.key] = nil }
        }
    }

    /// Waits until ``finishTransition()``. Apart from ``apply(_:animated:)``, so that a transition that
    /// is not held carries no continuation in its frame.
    private func holdTransition() async {
        await withCheckedContinuation { pending = $0 }
    }

    /// Completes the held transition, if there is one.
    public func finishTransition() {
        pending?.resume()
        pending = nil
    }

    /// The content the catalog built for a screen on display.
    public func content<Content>(for key: Int, as type: Content.Type) -> Content? {
        contents[key] as? Content
    }

    // MARK: Width

    /// How wide the window is, as UIKit's horizontal size class says it: a split view shows its
    /// columns side by side in a regular width, and collapses them into one stack in a compact one.
    public enum Width: Sendable, Hashable {
        /// An iPhone, Slide Over, a narrow Stage Manager or Mac window: one stack.
        case compact
        /// An iPad, a wide Stage Manager or Mac window: columns side by side.
        case regular
    }

    /// The window's width; ``Width/regular`` until ``simulateWidthChange(to:)``.
    public private(set) var width = Width.regular

    /// The base stack's columns as the window shows them (the root stack, or the selected
    /// tab's): `nil` in a compact width, where they are one stack, or when that stack is no split
    /// view (``/Wayfinder/Stack/columns(_:)``).
    public var displayedColumns: SplitColumns? {
        width == .regular ? baseColumns : nil
    }

    /// The base stack laid out in columns, whatever the width.
    private var baseColumns: SplitColumns? {
        guard let columnOfScreen else { return nil }
        let base: Stack? =
            switch shown.root {
            case .stack(let stack): stack
            case .tabs(let tabs, let selected): tabs.first { $0.id == selected }?.stack
            case .single, nil: nil
            }
        return base?.columns(columnOfScreen)
    }

    /// The window's width changes: a rotation, Slide Over, a Stage Manager or Mac window
    /// resized. The columns collapse into one stack, or the stack expands into columns; which
    /// screens there are does not change, so nothing is reported. A transition under way goes
    /// on in the new width.
    public func simulateWidthChange(to width: Width) {
        self.width = width
    }

    // MARK: Simulating the user

    /// The user swipes back (or taps Back) on the topmost stack.
    /// - Returns: `false` when there is nothing to go back to, or when the screen on top holds
    ///   its place (``heldScreens``): the gesture is then stopped and reported as an attempt.
    ///
    /// Side by side, each column is a stack of its own: Back pops only inside the last column
    /// that shows a screen, and only when it shows more than one (the chosen item has no Back;
    /// the user chooses another in the sidebar).
    @discardableResult
    public func simulateSwipeBack() -> Bool {
        if shown.modals.isEmpty, let columns = displayedColumns,
            let last = SplitColumn.allCases.reversed().first(where: { !columns[$0].isEmpty }), columns[last].count < 2
        {
            return false
        }
        return simulate(.pop(1))
    }

    /// The user swipes the topmost modal away. Full-screen modals cannot be swiped; a modal
    /// with a screen that holds its place is not dismissed, and the attempt is reported.
    @discardableResult
    public func simulateInteractiveDismissal() -> Bool {
        guard let modal = displayedState.modals.last, modal.style.isUserDismissible else { return false }
        return simulate(.dismiss(1))
    }

    /// The user taps a tab in the tab bar.
    @discardableResult
    public func simulateTabSelection(_ tab: String) -> Bool {
        simulate(.selectTab(tab))
    }

    /// The user drags the topmost sheet to another of its detents and lets go there: reported
    /// as `.restSheet(at:)`. `false` when the sheet has no such detent or rests there already.
    @discardableResult
    public func simulateSheetDrag(to detent: ModalStyle.Detent) -> Bool {
        simulate(.restSheet(at: detent))
    }

    private func simulate(_ action: NavigationAction) -> Bool {
        guard !isTransitioning, let transition = try? displayedState.applying(action), !transition.isEmpty else {
            return false
        }
        if !heldScreens.isEmpty, transition.removedScreens.contains(where: { heldScreens.contains($0.key) }) {
            userAttemptHandler?(action)
            return false
        }
        shown = transition.after
        for screen in transition.removedScreens { contents[screen.key] = nil }
        userNavigationHandler?(action)
        return true
    }
}

/// The transitions a host applied: the newest `limit` at least, twice as many at most.
private struct TransitionRecord {
    var transitions: [NavigationTransition] = []
    var limit = 1_000

    mutating func add(_ transition: NavigationTransition) {
        guard limit > 0 else { return }
        // Trimmed by half at a time, so each transition costs the same on average.
        if transitions.count >= 2 * limit { transitions.removeFirst(transitions.count - limit) }
        transitions.append(transition)
    }
}
