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

    /// Records the value a screen finishes with, delivered when it leaves the state: set as the
    /// change of the finish that closes it is applied (``FinishedValue/current``).
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

/// The value a screen hands its opener when the change of the `finish` that closes it is
/// applied. It rides with the finish's task, not the store: while the finish's leave guards
/// decide, another request may close the screen, and its opener then gets `nil`, not this.
@MainActor
final class FinishedValue: Sendable {
    let key: Int
    let value: (any Sendable)?

    init(key: Int, value: (any Sendable)?) {
        self.key = key
        self.value = value
    }

    /// The finish the running task works for, if any.
    @TaskLocal static var current: FinishedValue?
}
