/// Which screens a user interface has on screen, as the interface reports them, and a bounded
/// wait for a transition to show in them: how a host whose framework does not say when a
/// transition has finished (SwiftUI) knows when ``NavigationHost/apply(_:animated:)`` may return.
///
/// ```swift
/// // In each screen's view: .onAppear { presence.appeared(key) } .onDisappear { presence.disappeared(key) }
/// displayedState = transition.after
/// await presence.waitUntil(visible: [newTop], gone: [oldTop], timeout: .seconds(1))
/// ```
///
/// Every wait ends: when the screens have appeared and gone, or at `timeout`, or when the
/// waiting task is cancelled.
@MainActor
package final class ScreenPresence {
    private var visible: Set<Int> = []
    private var waiters: [Int: Waiter] = [:]
    private var nextWaiter = 0

    private struct Waiter {
        let appearing: Set<Int>
        let leaving: Set<Int>
        let continuation: CheckedContinuation<Bool, Never>
    }

    package init() {}

    /// Whether the interface reported a screen on screen.
    package func isVisible(_ key: Int) -> Bool { visible.contains(key) }

    /// The interface shows a screen (SwiftUI's `onAppear`, UIKit's `viewDidAppear`).
    package func appeared(_ key: Int) {
        visible.insert(key)
        wakeWaiters()
    }

    /// The interface no longer shows a screen (`onDisappear`, `viewDidDisappear`).
    package func disappeared(_ key: Int) {
        visible.remove(key)
        wakeWaiters()
    }

    /// Returns once every screen of `appearing` is visible and none of `leaving` is; `true`
    /// then, `false` when `timeout` passed first or the task was cancelled.
    @discardableResult
    package func waitUntil(
        visible appearing: Set<Int>, gone leaving: Set<Int>, timeout: Duration
    ) async -> Bool {
        if isSatisfied(appearing, leaving) { return true }
        let id = nextWaiter
        nextWaiter += 1
        let timer = Task { @MainActor [weak self] in
            try? await Task.sleep(for: timeout)
            self?.end(id, satisfied: false)
        }
        defer { timer.cancel() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled {
                    continuation.resume(returning: false)
                } else {
                    waiters[id] = Waiter(appearing: appearing, leaving: leaving, continuation: continuation)
                }
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.end(id, satisfied: false) }
        }
    }

    private func isSatisfied(_ appearing: Set<Int>, _ leaving: Set<Int>) -> Bool {
        appearing.isSubset(of: visible) && leaving.isDisjoint(with: visible)
    }

    private func wakeWaiters() {
        for (id, waiter) in waiters where isSatisfied(waiter.appearing, waiter.leaving) { end(id, satisfied: true) }
    }

    private func end(_ id: Int, satisfied: Bool) {
        waiters.removeValue(forKey: id)?.continuation.resume(returning: satisfied)
    }
}
