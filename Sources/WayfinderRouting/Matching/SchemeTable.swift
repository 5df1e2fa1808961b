/// What a URL's scheme decides before any of its path is read: the root of the patterns that
/// name the scheme, and whether patterns without a scheme answer it. Made once per published
/// table, so that a match looks its scheme up once.
struct SchemeTable: Sendable {
    struct Entry: Sendable {
        /// The root of the patterns that name the scheme, or -1.
        let root: Int32
        /// Whether patterns without a scheme answer this scheme when it is a custom one.
        let acceptsSchemeless: Bool
    }

    /// Every scheme the router mentions: those patterns name, those the configuration accepts
    /// and those it never accepts.
    private var known = FoldedNames()
    /// The entry of each of ``known``, by index.
    private var entries: [Entry] = []
    /// The entry of every scheme not named.
    private let otherwise: Entry

    init(trie: RouteTrie, configuration: CompiledConfiguration) {
        otherwise = Entry(root: -1, acceptsSchemeless: configuration.schemes.isEmpty)
        let mentioned = trie.schemes.names + configuration.schemes.names + configuration.neverAccepted.names
        for name in mentioned {
            name.withView { bytes in
                guard !known.contains(bytes) else { return }
                known.append(lowercase: name)
                entries.append(
                    Entry(
                        root: trie.root(forScheme: bytes) ?? -1,
                        acceptsSchemeless: configuration.acceptsCustomScheme(bytes)))
            }
        }
    }

    @inline(__always)
    func entry(for scheme: KeyBytes) -> Entry {
        known.firstIndex(of: scheme).map { entries[$0] } ?? otherwise
    }
}
