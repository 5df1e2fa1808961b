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

    /// Records the value a screen finishes with, delivered when it leaves the state: set by the
    /// change that closes it, as it is applied.
    mutating func setValue(_ value: (any Sendable)?, for key: Int) {
        finishedValues[key] = value
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

/// The value a screen hands its opener when the change that closes it is applied (`finish`).
struct FinishedValue {
    let key: Int
    let value: (any Sendable)?
}
