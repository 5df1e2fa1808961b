/// Lets one transition at a time reach the host: a request that arrives while the host is
/// mid-transition waits for it.
@MainActor
final class HostGate {
    private var isBusy = false
    private var waiters: [CheckedContinuation<Void, Never>] = [] {
        didSet { hasWaiters = !waiters.isEmpty }
    }
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

    func enter() async {
        while isBusy {
            await withCheckedContinuation { waiters.append($0) }
        }
        isBusy = true
    }

    func leave() {
        isBusy = false
        if hasWaiters { waiters.removeFirst().resume() }
    }
}
