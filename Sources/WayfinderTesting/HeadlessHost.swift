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
    public private(set) var displayedState: NavigationState = .empty
    public var userNavigationHandler: (@MainActor (NavigationAction) -> Void)?
    /// The transitions applied, in order: at least the last 1,000 and at most 2,000 (each holds
    /// the states before and after it, so an unbounded record would grow with the square of a
    /// deep stack).
    public private(set) var appliedTransitions: [NavigationTransition] = []
    /// How many transitions ``appliedTransitions`` keeps; the command-line tool, which opens
    /// thousands of links and reads none of them back, keeps none.
    package var transitionRecordLimit = 1_000
    /// When `true`, ``apply(_:animated:)`` does not return until ``finishTransition()`` is called.
    public var holdsTransitions = false
    /// Whether a held transition is in progress.
    public var isTransitioning: Bool { pending != nil }

    private let catalog: ScreenCatalog?
    private var contents: [Int: Any] = [:]
    private var pending: CheckedContinuation<Void, Never>?

    /// Creates a host; with a catalog, it builds each added screen's content through it.
    public init(catalog: ScreenCatalog? = nil) {
        self.catalog = catalog
    }

    public func apply(_ transition: NavigationTransition, animated: Bool) async {
        if transitionRecordLimit > 0 {
            // Trimmed by half at a time, so each transition costs the same on average.
            if appliedTransitions.count >= 2 * transitionRecordLimit {
                appliedTransitions.removeFirst(appliedTransitions.count - transitionRecordLimit)
            }
            appliedTransitions.append(transition)
        }
        // Without a catalog there is no content to build or to drop.
        if let catalog {
            for screen in transition.addedScreens {
                contents[screen.key] = catalog.makeContent(for: transition.request(for: screen))
            }
        }
        if holdsTransitions { await holdTransition() }
        displayedState = transition.after
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

    // MARK: Simulating the user

    /// The user swipes back (or taps Back) on the topmost stack.
    /// - Returns: `false` when there is nothing to go back to.
    @discardableResult
    public func simulateSwipeBack() -> Bool {
        simulate(.pop(1))
    }

    /// The user swipes the topmost modal away. Full-screen modals cannot be swiped.
    @discardableResult
    public func simulateInteractiveDismissal() -> Bool {
        guard let modal = displayedState.modals.last, modal.style == .sheet else { return false }
        return simulate(.dismiss(1))
    }

    /// The user taps a tab in the tab bar.
    @discardableResult
    public func simulateTabSelection(_ tab: String) -> Bool {
        simulate(.selectTab(tab))
    }

    private func simulate(_ action: NavigationAction) -> Bool {
        guard !isTransitioning, let transition = try? displayedState.applying(action), !transition.isEmpty else {
            return false
        }
        displayedState = transition.after
        for screen in transition.removedScreens { contents[screen.key] = nil }
        userNavigationHandler?(action)
        return true
    }
}
