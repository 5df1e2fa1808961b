/// Where a router publishes its current table: readers take it, with the version of the
/// latest registration, in one short critical section.
///
/// The section only copies a reference (a retain), so readers on several threads hold the
/// lock for a few nanoseconds each; on this floor (iOS 17, macOS 14) the standard library has
/// no atomics, and a lock costs a match no more than the double-word compare-and-swaps a
/// lock-free cell needs (README, Performance).
@usableFromInline
final class TableCell<Target: Sendable>: Sendable {
    private struct State {
        var table: RouteTable<Target>
        /// The latest version registered; a table older than this is stale.
        var latestVersion = 0
    }

    private let state: Locked<State>

    init(_ table: RouteTable<Target>) {
        state = Locked(State(table: table))
    }

    /// The published table if nothing newer is waiting to be published.
    @usableFromInline
    func currentIfFresh() -> RouteTable<Target>? {
        state.withLock { $0.table.version == $0.latestVersion ? $0.table : nil }
    }

    /// The published table, fresh or not.
    func load() -> RouteTable<Target> { state.withLock { $0.table } }

    /// Publishes a table. Callers serialise publication.
    func publish(_ table: RouteTable<Target>) { state.withLock { $0.table = table } }

    /// Records that the registrations are now at `version`.
    func noteVersion(_ version: Int) { state.withLock { $0.latestVersion = version } }
}
