/// Lets one transition at a time reach the host: a request that arrives while the host is
/// mid-transition waits for it, or until its task is cancelled.
@MainActor
final class HostGate {
    private var isBusy = false
    private var waiters: [(id: Int, continuation: CheckedContinuation<Bool, Never>)] = [] {
        didSet { hasWaiters = !waiters.isEmpty }
    }
    private var nextWaiter = 0
    /// Whether anyone waits: read on every transition, without the exclusivity check that
    /// reading the list takes.
    private var hasWaiters = false

    /// Takes the gate when it is free, without waiting: the common case, which then costs no
    /// suspension point. `false` when a transition holds it; then ``enter()`` waits.
    func tryEnter() -> Bool {
        guard !isBusy else { return false }
        isBusy = true
        return true
    }

    /// Waits for the gate and takes it; `false`, without taking it, when the waiting task is
    /// cancelled first.
    func enter() async -> Bool {
        while isBusy {
            let id = nextWaiter
            nextWaiter += 1
            let woken = await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    if Task.isCancelled { return continuation.resume(returning: false) }
                    waiters.append((id, continuation))
                }
            } onCancel: {
                Task { @MainActor [weak self] in self?.stopWaiting(id) }
            }
            if !woken { return false }
        }
        isBusy = true
        return true
    }

    func leave() {
        isBusy = false
        if hasWaiters { waiters.removeFirst().continuation.resume(returning: true) }
    }

    /// Ends a cancelled wait, unless the gate woke it already.
    private func stopWaiting(_ id: Int) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        waiters.remove(at: index).continuation.resume(returning: false)
    }
}
