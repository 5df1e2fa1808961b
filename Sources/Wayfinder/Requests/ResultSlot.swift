/// Where one awaited result lands: delivered at most once, whoever comes first — the
/// screen's finish, its removal without a value, a failure, or cancellation.
@MainActor
final class ResultSlot {
    private var result: Result<(any Sendable)?, any Error>?
    private var continuation: CheckedContinuation<(any Sendable)?, any Error>?
    private(set) var isDelivered = false

    func deliver(_ result: Result<(any Sendable)?, any Error>) {
        guard !isDelivered else { return }
        isDelivered = true
        if let continuation {
            self.continuation = nil
            continuation.resume(with: result)
        } else {
            self.result = result
        }
    }

    func wait() async throws -> (any Sendable)? {
        if let result { return try result.get() }
        return try await withCheckedThrowingContinuation { continuation = $0 }
    }
}

/// Results waited for, by the screen that will hand them back.
@MainActor
struct ResultBroker {
    private var slots: [Int: ResultSlot] = [:]
    private var finishedValues: [Int: any Sendable] = [:]

    mutating func attach(_ slot: ResultSlot, to key: Int) {
        slots[key] = slot
    }

    mutating func detach(_ key: Int) {
        slots[key] = nil
    }

    /// Records the value a screen finishes with, delivered when it leaves the state.
    mutating func setValue(_ value: (any Sendable)?, for key: Int) {
        finishedValues[key] = value
    }

    mutating func clearValue(for key: Int) {
        finishedValues[key] = nil
    }

    /// Delivers to whoever waits for the screens that left: their value, else `nil`.
    mutating func screensLeft(_ screens: [Screen]) {
        // Most screens leave with nobody waiting: then there is nothing to look up.
        guard !slots.isEmpty || !finishedValues.isEmpty else { return }
        for screen in screens {
            let value = finishedValues.removeValue(forKey: screen.key)
            slots.removeValue(forKey: screen.key)?.deliver(.success(value ?? nil))
        }
    }

    var waitingCount: Int { slots.values.filter { !$0.isDelivered }.count }
}
