extension NavigationTransition {
    /// What a host that cannot read its interface back (SwiftUI) takes as shown when the
    /// transition's new topmost screen never reported that it appeared.
    ///
    /// When that screen is in a modal this transition presented, the presentation was refused
    /// (SwiftUI presents one sheet at a time from a view, and refuses while the app's own sheet
    /// or alert is up): the state without the modals it presented, from the lowest one up, so
    /// that the navigator ends the request with a refusal as it does for UIKit. Any other
    /// change (a push, a pop, a tab switch) is taken as shown, only late.
    ///
    /// ```swift
    /// if !(await presence.waitUntil(visible: [newTop], gone: [], timeout: .seconds(1))) {
    ///     displayedState = transition.shownIfTopNeverAppeared
    /// }
    /// ```
    package var shownIfTopNeverAppeared: NavigationState {
        guard let top = after.topmostScreen else { return after }
        let before = Set(self.before.modals.map { $0.screens[0].key })
        guard let firstNew = after.modals.firstIndex(where: { !before.contains($0.screens[0].key) }),
            after.modals[firstNew...].contains(where: { modal in modal.screens.contains { $0.key == top.key } })
        else { return after }
        return after.keepingModals(firstNew)
    }
}
