/// A host that can act out what a user does, so the contract can check how it reports it.
@MainActor
package protocol UserSimulatingHost: NavigationHost {
    /// Performs `action` as the user would (Back, swipe, tab bar) and reports it.
    /// - Returns: `false` when the user could not do that now.
    func simulateUser(_ action: NavigationAction) -> Bool
}
