#if canImport(Synchronization)
import Synchronization
#endif

/// Where a router publishes its current table: readers take it, with the version of the
/// latest registration.
///
/// Where the standard library has atomics (Linux; iOS 18, macOS 15 and later) a read takes no
/// lock: ``PublishedReference`` hands the table out with a few atomic operations. On the older
/// systems the package supports, a read copies the reference inside a short critical section
/// of a lock (an unfair lock, uncontended but for a publication). Atomics for those systems
/// would come from swift-atomics, which every app depending on Wayfinder would then resolve,
/// or from a C target of the package's own, which the iOS type-check of the package cannot
/// read. `Scripts/match-cost.sh` counts what a match costs.
@usableFromInline
final class TableCell<Target: Sendable>: Sendable {
    private struct State {
        var table: RouteTable<Target>
        /// The latest version registered; a table older than this is stale.
        var latestVersion = 0
    }

    /// The table and version behind a lock, where atomics are missing.
    private let locked: Locked<State>?
    /// A ``LockFreeTableCell`` where atomics are there, retained once by this cell and released
    /// in `deinit`; held as an address so that a read takes no retain of it (the cell outlives
    /// every call that reads through it). 0 where atomics are missing.
    private let lockFree: UInt

    init(_ table: RouteTable<Target>) {
        #if canImport(Synchronization)
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
            let cell = LockFreeTableCell(table)
            lockFree = UInt(bitPattern: Unmanaged.passRetained(cell).toOpaque())
            locked = nil
            return
        }
        #endif
        lockFree = 0
        locked = Locked(State(table: table))
    }

    deinit {
        #if canImport(Synchronization)
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *), lockFree != 0 {
            Self.lockFree(lockFree).release()
        }
        #endif
    }

    /// The published table if nothing newer is waiting to be published.
    @usableFromInline
    func currentIfFresh() -> RouteTable<Target>? {
        #if canImport(Synchronization)
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *), lockFree != 0 {
            return Self.lockFree(lockFree)._withUnsafeGuaranteedRef { $0.freshTable() }
        }
        #endif
        return locked!.withLock { $0.table.version == $0.latestVersion ? $0.table : nil }
    }

    /// The published table, fresh or not.
    func load() -> RouteTable<Target> {
        #if canImport(Synchronization)
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *), lockFree != 0 {
            return Self.lockFree(lockFree)._withUnsafeGuaranteedRef { $0.table.load() }
        }
        #endif
        return locked!.withLock { $0.table }
    }

    /// Publishes a table. Callers serialise publication.
    func publish(_ table: RouteTable<Target>) {
        #if canImport(Synchronization)
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *), lockFree != 0 {
            Self.lockFree(lockFree)._withUnsafeGuaranteedRef { $0.table.store(table) }
            return
        }
        #endif
        locked!.withLock { $0.table = table }
    }

    /// Records that the registrations are now at `version`.
    func noteVersion(_ version: Int) {
        #if canImport(Synchronization)
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *), lockFree != 0 {
            Self.lockFree(lockFree)._withUnsafeGuaranteedRef {
                $0.latestVersion.store(version, ordering: .sequentiallyConsistent)
            }
            return
        }
        #endif
        locked!.withLock { $0.latestVersion = version }
    }

    #if canImport(Synchronization)
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    @inline(__always)
    private static func lockFree(_ address: UInt) -> Unmanaged<LockFreeTableCell<Target>> {
        Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: address)!)
    }
    #endif
}

#if canImport(Synchronization)
/// The published table and the latest version registered, read without a lock.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
final class LockFreeTableCell<Target: Sendable>: Sendable {
    let table: PublishedReference<RouteTable<Target>>
    /// The latest version registered; a table older than this is stale.
    let latestVersion = Atomic<Int>(0)

    init(_ table: RouteTable<Target>) {
        self.table = PublishedReference(table)
    }

    /// The published table when it is the latest; `nil` when a newer one waits to be published.
    @inline(__always)
    func freshTable() -> RouteTable<Target>? {
        let current = table.load()
        return current.version == latestVersion.load(ordering: .sequentiallyConsistent) ? current : nil
    }
}
#endif
