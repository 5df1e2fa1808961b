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

    /// A scheme the table knows, with what a lookup compares first beside its answer, so that
    /// looking up a scheme of up to eight bytes reads one array and compares two words.
    private struct Known: Sendable {
        let length: Int
        /// The first eight bytes, lowercase, little-endian, zero-padded.
        let prefix: UInt64
        /// The whole name, lowercase, for schemes longer than eight bytes.
        let name: [UInt8]
        let entry: Entry
    }

    private var known: [Known] = []
    /// The entry of every scheme not named.
    private let otherwise: Entry

    init(trie: RouteTrie, configuration: CompiledConfiguration) {
        otherwise = Entry(root: -1, acceptsSchemeless: configuration.schemes.isEmpty)
        let mentioned = trie.schemes.names + configuration.schemes.names + configuration.neverAccepted.names
        for name in mentioned where !known.contains(where: { $0.name == name }) {
            let entry = name.withUnsafeBufferPointer { bytes in
                Entry(
                    root: trie.root(forScheme: bytes) ?? -1,
                    acceptsSchemeless: configuration.acceptsCustomScheme(bytes))
            }
            let prefix = name.withUnsafeBufferPointer { KeyBytes($0).firstWord }
            known.append(Known(length: name.count, prefix: prefix, name: name, entry: entry))
        }
    }

    @inline(__always)
    func entry(for scheme: KeyBytes) -> Entry {
        let prefix = ByteWords.lowercasedASCII(scheme.firstWord)
        for candidate in known where candidate.length == scheme.length && candidate.prefix == prefix {
            if scheme.length <= 8 || FoldedNames.equalFolded(candidate.name, scheme.bytes) {
                return candidate.entry
            }
        }
        return otherwise
    }
}
