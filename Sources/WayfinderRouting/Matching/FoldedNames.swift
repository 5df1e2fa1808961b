/// A few names kept lowercase, such as schemes or hosts, that bytes are compared with
/// ignoring ASCII case: by length and first eight bytes first, so a lookup is a word compare
/// per name.
struct FoldedNames: Sendable {
    /// What a lookup compares first, one per name, side by side in one array so that a lookup
    /// among a few names reads one or two cache lines.
    private struct Key: Sendable {
        let length: Int
        /// The first eight bytes, lowercase, little-endian, zero-padded.
        let prefix: UInt64
    }

    private var keys: [Key] = []
    /// The names, lowercase, in the order they were added.
    private(set) var names: [[UInt8]] = []

    init() {}

    init(_ names: some Sequence<String>) {
        for name in names { append(name) }
    }

    var isEmpty: Bool { names.isEmpty }

    /// Adds a name, lowercased; returns its index.
    @discardableResult
    mutating func append(_ name: String) -> Int {
        append(lowercase: Array(name.lowercased().utf8))
    }

    /// Adds a name already in lowercase; returns its index.
    @discardableResult
    mutating func append(lowercase bytes: [UInt8]) -> Int {
        keys.append(Key(length: bytes.count, prefix: bytes.withView { KeyBytes($0).firstWord }))
        names.append(bytes)
        return names.count - 1
    }

    /// The index of the name equal to `bytes` ignoring ASCII case, if there is one.
    func firstIndex(of bytes: BufferView<UInt8>) -> Int? {
        firstIndex(of: KeyBytes(bytes))
    }

    /// The index of the name equal to the key's bytes ignoring ASCII case, if there is one.
    @inline(__always)
    func firstIndex(of key: KeyBytes) -> Int? {
        let count = key.length
        let prefix = ByteWords.lowercasedASCII(key.firstWord)
        for index in keys.indices where keys[index].length == count && keys[index].prefix == prefix {
            if count <= 8 || Self.equalFolded(names[index], key.bytes) { return index }
        }
        return nil
    }

    func contains(_ bytes: BufferView<UInt8>) -> Bool { firstIndex(of: bytes) != nil }

    /// Whether `bytes` equals `lowercase` ignoring ASCII case.
    static func equalFolded(_ lowercase: some Collection<UInt8>, _ bytes: some Collection<UInt8>) -> Bool {
        lowercase.count == bytes.count && zip(lowercase, bytes).allSatisfy { $0 == ASCII.lowercased($1) }
    }
}
