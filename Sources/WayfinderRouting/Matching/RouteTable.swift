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
    /// Patterns parsed from their records, by route index, as matches ask for them: the
    /// records keep text, so a pattern is parsed once per table, not on every access.
    private let parsedPatterns = Locked<[Int: RoutePattern]>([:])

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

    /// The pattern of the route at `index`, parsed once.
    func pattern(at index: Int) -> RoutePattern {
        if let pattern = parsedPatterns.withLock({ $0[index] }) { return pattern }
        let pattern = records.pattern(at: index)
        parsedPatterns.withLock { $0[index] = pattern }
        return pattern
    }

    /// Reads and matches a URL; `nil` for a URL refused or unmatched.
    @inlinable
    func match(_ url: String) -> RouteMatch<Target>? {
        matcher.match(url).map { RouteMatch(self, $0) }
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
