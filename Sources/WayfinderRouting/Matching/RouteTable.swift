/// A published route table as the lock-free cell holds it, without its target type.
@usableFromInline
class PublishedTable: @unchecked Sendable {
    // Immutable after initialisation: every stored property is a `let` of a Sendable type.
    @usableFromInline let version: Int
    @usableFromInline let matcher: CompiledMatcher

    init(version: Int, matcher: CompiledMatcher) {
        self.version = version
        self.matcher = matcher
    }
}

/// An immutable, published route table: what every match reads.
@usableFromInline
final class RouteTable<Target: Sendable>: PublishedTable, @unchecked Sendable {
    /// Each route's target, by route index.
    @usableFromInline let targets: [Target]
    /// Everything else about each route, by the same index.
    let records: RouteRecords

    var trie: RouteTrie { matcher.trie }
    var configuration: CompiledConfiguration { matcher.configuration }

    init(_ builder: RouteTableBuilder<Target>) {
        targets = builder.targets
        records = builder.records
        super.init(
            version: builder.version,
            matcher: CompiledMatcher(
                trie: builder.trie, configuration: builder.configuration,
                capturingVariants: builder.records.capturingVariants))
    }

    /// Reads and matches a URL.
    @inlinable
    func resolve(_ url: String) -> RouteResolution<Target> {
        switch matcher.resolve(url) {
        case .matched(let raw): .matched(RouteMatch(self, raw))
        case .unmatched: .unmatched
        case .refused(let error): .refused(error)
        }
    }
}
