extension Navigator {
    /// Lets a screen hold its place: `leaveGuard` is asked before every change that would
    /// remove the screen (a pop, a dismissal, pop or dismiss to another screen, a new root, a
    /// tab reset by a link, a restoration, the user's Back and swipes where the platform lets
    /// an app stop them) and answers whether it may go.
    ///
    /// ```swift
    /// navigator.setLeaveGuard(for: screen.key) { departure in
    ///     guard form.hasUnsavedChanges else { return .allow }
    ///     // Ask first: the request that would remove the form waits for the answer.
    ///     let discard = try? await navigator.open("shop://confirm-discard", expecting: Bool.self)
    ///     return discard == true ? .allow : .deny
    /// }
    /// ```
    ///
    /// While a guard decides, the request that asked for the change steps out of line, so the
    /// screens the guard opens (a confirmation) and the user's answers on them go through; a
    /// request the guard makes runs at once. A denied change ends its request with a
    /// ``WayfinderRouting/ErrorCode/leaveDenied`` rejection whose
    /// ``NavigationError/screen`` is the screen that held it; the state is unchanged and no
    /// result is delivered. A guard that has not answered within
    /// ``NavigatorConfiguration/leaveGuardTimeout`` holds the screen too
    /// (``WayfinderRouting/ErrorCode/leaveGuardTimedOut``). Cancelling the request ends
    /// the wait at once; a confirmation the guard opened is then closed, and its late answer
    /// ignored.
    ///
    /// The guard goes when its screen leaves; one screen has one guard, and setting another
    /// replaces it.
    /// - Parameters:
    ///   - key: the screen's ``Screen/key``; a key not on the state sets nothing.
    ///   - leaveGuard: the decision, asked with what would happen.
    public func setLeaveGuard(for key: Int, _ leaveGuard: @escaping LeaveGuard) {
        store.setLeaveGuard(leaveGuard, for: key)
    }

    /// Lets the screen with this key go without asking, again.
    public func removeLeaveGuard(for key: Int) {
        store.setLeaveGuard(nil, for: key)
    }
}

extension Navigator {
    /// The user tried to remove a screen that holds its place, and the host stopped the
    /// gesture: the change is made as a request of its own, in line, once the screen's leave
    /// guard allows it (``Departure/byUser`` is `true`).
    func userAttempted(_ action: NavigationAction) {
        Task { [weak self] in
            await self?.enqueue(isLink: false, byUser: true) { navigator, ticket in
                await navigator.store.commit(action, ticket: ticket, cause: .userGesture)
            }
        }
    }
}
