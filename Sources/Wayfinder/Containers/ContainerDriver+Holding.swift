/// Screens that hold their place, on containers: the gestures UIKit lets an app stop are
/// stopped for them (through ``HoldMarks``), and the attempts are named for the navigator.
extension ContainerDriver {
    /// The action the user tried when UIKit stopped their swipe of `controller` (it tells the
    /// presentation delegate `didAttemptToDismiss`): `.dismiss(n)` down to that presentation
    /// when it shows a screen that holds its place; `nil` when it shows none (the app stopped
    /// the swipe itself, with its own `isModalInPresentation` or delegate, and answers it).
    package func attemptedDismissal(of controller: any ContainerController) -> NavigationAction? {
        let held = heldScreens
        guard let root = container.rootController else { return nil }
        let modals = ContainerTree.readableModals(from: root, bindings)
        guard let index = modals.firstIndex(where: { $0.controller === controller }),
            modals[index].modal.screens.contains(where: { held.contains($0.key) })
        else { return nil }
        return .dismiss(modals.count - index)
    }

    /// Marks the containers on display for ``heldScreens``, and releases the marks of screens
    /// that no longer hold or are no longer there, putting the app's own settings back.
    package func markHeld() {
        guard !heldScreens.isEmpty || !holdMarks.isEmpty else { return }
        var sheets: [any ContainerController] = []
        var backs: [any ContainerController] = []
        var swipes: [any StackContainer] = []
        if !heldScreens.isEmpty, let root = container.rootController {
            let held = heldScreens
            for (controller, modal) in ContainerTree.readableModals(from: root, bindings)
            where modal.screens.contains(where: { held.contains($0.key) }) {
                sheets.append(controller)
            }
            let state = displayedState
            for location in state.stackLocations {
                guard let stack = state.stack(at: location) else { continue }
                for screen in stack.screens.dropFirst() where held.contains(screen.key) {
                    if let controller = bindings.controller(for: screen.key) { backs.append(controller) }
                }
                guard let container = ContainerTree.stackContainer(at: location, in: root, bindings: bindings) else {
                    continue
                }
                var stopsSwipe = stack.count > 1 && held.contains(stack.top.key)
                if let split = container as? any SplitContainer {
                    // Side by side, Back in an earlier column takes the later columns' screens.
                    let guarding = split.columnTops.filter { top in
                        guard let index = stack.screens.firstIndex(where: { $0.key == bindings.screen(of: top)?.key }) else {
                            return false
                        }
                        return stack.screens[index...].contains { held.contains($0.key) }
                    }
                    backs += guarding.filter { top in !backs.contains { $0 === top } }
                    if !guarding.isEmpty { stopsSwipe = true }
                }
                if stopsSwipe { swipes.append(container) }
            }
        }
        holdMarks.update(sheets: sheets, backs: backs, swipes: swipes) { [weak self] controller in
            self?.backAttempted(on: controller)
        }
    }

    /// The user tapped the back button of a controller that holds its place, or that would take
    /// one with it: `.pop(1)` for the top screen, else `.close` of the screen, which takes the
    /// screens above it too (the later columns of a split view).
    private func backAttempted(on controller: any ContainerController) {
        guard let screen = bindings.screen(of: controller), displayedState.topmostStack?.top.key != screen.key else {
            userAttempt?(.pop(1))
            return
        }
        userAttempt?(.close(screen.key))
    }

    /// Whether the user's tap on a tab may go ahead; UIKit asks
    /// `tabBarController(_:shouldSelect:)` before every tap, on the selected tab too. Tapping
    /// the selected tab again pops its stack to the root: when that would remove a screen that
    /// holds its place, the tap is refused and reported to ``userAttempt`` as `.close` of the
    /// lowest screen it would pop, so the guards of the screens it would remove decide.
    package func shouldSelectTab(_ controller: any ContainerController) -> Bool {
        // UIKit pops only a navigation controller on a second tap, never a split view.
        guard !heldScreens.isEmpty, !(controller is any SplitContainer), let root = container.rootController,
            let tabs = ContainerTree.contentTabs(of: root),
            let selected = tabs.selectedTabController, selected === controller, let id = bindings.tab(of: controller),
            let stack = displayedState.stack(at: .tab(id)), stack.count > 1
        else { return true }
        let popped = stack.screens.dropFirst()
        guard let lowest = popped.first, popped.contains(where: { heldScreens.contains($0.key) }) else { return true }
        userAttempt?(.close(lowest.key))
        return false
    }
}
