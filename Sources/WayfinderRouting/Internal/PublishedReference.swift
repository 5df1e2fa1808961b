#if canImport(Synchronization)
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One strong reference that many threads read without a lock and one writer at a time
/// replaces: the router's published table. A read costs a few atomic operations and a retain,
/// where a lock costs a call into the system's lock on every match.
///
/// The unsafe part, and its invariant. The cell owns one retain of the object whose address
/// `bits` holds. A reader takes its own retain while it is counted in `readers[epoch]`; a
/// writer that replaces the object releases the cell's retain of the old one only after every
/// reader counted in the old epoch has left. So no reader retains an object after its last
/// release:
/// - a reader counts itself in epoch `e`, then checks that `e` is still the epoch (else it
///   leaves and tries again), then loads `bits`;
/// - a writer stores the new `bits`, then flips the epoch, then waits for the old epoch's
///   readers to leave, then releases the old object.
/// A reader counted in the old epoch is waited for. A reader counted in the new epoch counted
/// itself after the flip, so after the store, and loads the new object. All operations are
/// sequentially consistent, which this argument needs.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
final class PublishedReference<Object: AnyObject>: Sendable {
    /// The address of the published object, retained once by the cell.
    private let bits: Atomic<UInt>
    /// Which of the two reader counts new readers join.
    private let epoch = Atomic<Int>(0)
    private let evenReaders = Atomic<Int>(0)
    private let oddReaders = Atomic<Int>(0)

    #if DEBUG
    /// A test's seam, in debug builds only: runs in each ``load()`` while the reader is counted
    /// in its epoch and holds the object's address, before it retains it: the moment a writer
    /// must wait out. A test pauses a reader there to check that ``store(_:)`` waits.
    private let whileReading: (@Sendable () -> Void)?

    init(_ object: Object, whileReading: (@Sendable () -> Void)? = nil) {
        bits = Atomic(UInt(bitPattern: Unmanaged.passRetained(object).toOpaque()))
        self.whileReading = whileReading
    }
    #else
    init(_ object: Object) {
        bits = Atomic(UInt(bitPattern: Unmanaged.passRetained(object).toOpaque()))
    }
    #endif

    deinit {
        Self.unmanaged(bits.load(ordering: .sequentiallyConsistent)).release()
    }

    /// The published object, retained for the caller.
    @inline(__always)
    func load() -> Object {
        while true {
            let current = epoch.load(ordering: .sequentiallyConsistent)
            enter(current)
            if epoch.load(ordering: .sequentiallyConsistent) == current {
                let object = Self.unmanaged(bits.load(ordering: .sequentiallyConsistent))
                #if DEBUG
                whileReading?()
                #endif
                let retained = object.retain()
                leave(current)
                return retained.takeRetainedValue()
            }
            leave(current)
        }
    }

    /// Publishes `object`; callers serialise their calls. Returns once no reader can still be
    /// taking the old object, which it then releases.
    func store(_ object: Object) {
        let new = UInt(bitPattern: Unmanaged.passRetained(object).toOpaque())
        let old = bits.exchange(new, ordering: .sequentiallyConsistent)
        let previous = epoch.wrappingAdd(1, ordering: .sequentiallyConsistent).oldValue
        // A reader stays counted for a few instructions: yield until the last one has left.
        while readers(previous) != 0 { sched_yield() }
        Self.unmanaged(old).release()
    }

    @inline(__always)
    private func enter(_ epoch: Int) {
        if epoch & 1 == 0 {
            evenReaders.wrappingAdd(1, ordering: .sequentiallyConsistent)
        } else {
            oddReaders.wrappingAdd(1, ordering: .sequentiallyConsistent)
        }
    }

    @inline(__always)
    private func leave(_ epoch: Int) {
        if epoch & 1 == 0 {
            evenReaders.wrappingSubtract(1, ordering: .sequentiallyConsistent)
        } else {
            oddReaders.wrappingSubtract(1, ordering: .sequentiallyConsistent)
        }
    }

    private func readers(_ epoch: Int) -> Int {
        epoch & 1 == 0
            ? evenReaders.load(ordering: .sequentiallyConsistent) : oddReaders.load(ordering: .sequentiallyConsistent)
    }

    @inline(__always)
    private static func unmanaged(_ bits: UInt) -> Unmanaged<Object> {
        Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: bits)!)
    }
}
#endif
