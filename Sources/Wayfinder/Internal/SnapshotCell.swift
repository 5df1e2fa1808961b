import Synchronization

/// Holds the current immutable snapshot so that readers take it without a lock.
///
/// Readers and the writer share one double-word atomic: the snapshot's address and a count of
/// readers that are between reading the address and retaining the object. A reader reserves
/// (count + 1), retains, then releases its reservation; a writer that swaps the snapshot out
/// retains the old object once for every reservation still open, and each of those readers,
/// finding the address changed, gives that retain back. So the old snapshot cannot be freed
/// between a reader loading its address and retaining it. Writers must be serialised by the
/// caller.
final class SnapshotCell<Value: AnyObject & Sendable>: Sendable {
    private let state: Atomic<WordPair>

    init(_ value: Value) {
        state = Atomic(WordPair(first: Self.address(of: Unmanaged.passRetained(value)), second: 0))
    }

    deinit {
        Self.object(at: state.load(ordering: .acquiring).first).release()
    }

    /// The current snapshot.
    func load() -> Value {
        var reserved = state.load(ordering: .relaxed)
        while true {
            let desired = WordPair(first: reserved.first, second: reserved.second &+ 1)
            let (exchanged, original) = state.compareExchange(
                expected: reserved, desired: desired, ordering: .acquiringAndReleasing)
            if exchanged {
                reserved = desired
                break
            }
            reserved = original
        }
        let object = Self.object(at: reserved.first)
        _ = object.retain()
        var observed = reserved
        while true {
            if observed.first != reserved.first {
                // The writer took over our reservation with a retain of its own; return it.
                object.release()
                break
            }
            let desired = WordPair(first: observed.first, second: observed.second &- 1)
            let (exchanged, original) = state.compareExchange(
                expected: observed, desired: desired, ordering: .acquiringAndReleasing)
            if exchanged { break }
            observed = original
        }
        return object.takeRetainedValue()
    }

    /// Publishes a new snapshot. Callers serialise stores.
    func store(_ value: Value) {
        let replacement = WordPair(first: Self.address(of: Unmanaged.passRetained(value)), second: 0)
        let old = state.exchange(replacement, ordering: .acquiringAndReleasing)
        let object = Self.object(at: old.first)
        for _ in 0..<old.second { _ = object.retain() }
        object.release()
    }

    private static func address(of object: Unmanaged<Value>) -> UInt {
        UInt(bitPattern: object.toOpaque())
    }

    private static func object(at address: UInt) -> Unmanaged<Value> {
        Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: address)!)
    }
}
