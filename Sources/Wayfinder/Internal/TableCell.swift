import Synchronization

/// Where a router publishes its current table: readers take it without a lock and learn
/// whether changes are waiting to be published.
@usableFromInline
final class TableCell: Sendable {
    private let snapshot: SnapshotCell<PublishedTable>
    /// The latest version registered; a table older than this is stale.
    private let latestVersion = Atomic<Int>(0)

    init(_ table: PublishedTable) {
        snapshot = SnapshotCell(table)
    }

    /// The published table if nothing newer is waiting to be published.
    @usableFromInline
    func currentIfFresh() -> PublishedTable? {
        let table = snapshot.load()
        return table.version == latestVersion.load(ordering: .acquiring) ? table : nil
    }

    /// The published table, fresh or not.
    func load() -> PublishedTable { snapshot.load() }

    /// Publishes a table. Callers serialise publication.
    func publish(_ table: PublishedTable) { snapshot.store(table) }

    /// Records that the registrations are now at `version`.
    func noteVersion(_ version: Int) { latestVersion.store(version, ordering: .releasing) }
}
