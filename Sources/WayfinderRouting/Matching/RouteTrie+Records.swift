/// Building a trie from route records, as registration builds it: with the canonical reader
/// where it reads a pattern, else with the full parser.
extension RouteTrie {
    /// A trie with the path of every recorded route, each ending route numbered by its index.
    /// - Parameter reader: a reader whose storage the building reuses.
    init(_ records: RouteRecords, configuration: CompiledConfiguration, reader: inout CanonicalPatternReader) {
        self.init(foldsAllLiterals: configuration.source.caseInsensitivePaths)
        for index in 0..<records.count {
            let added = records.withPatternText(at: index) { text -> Bool in
                guard let node = insert(canonical: text, reader: &reader, configuration: configuration) else { return false }
                if routeEnding(at: node) == nil { setRoute(Int32(index), variant: 0, at: node) }
                return true
            }
            if !added {
                let pattern = records.pattern(at: index)
                add(pattern.variants, scheme: pattern.scheme, route: Int32(index), configuration: configuration)
            }
        }
    }

    /// Adds the path of a pattern that `reader` reads from the UTF-8 `pattern` and returns the
    /// node where it ends; `nil` when the reader gives up, leaving the pattern to the parser.
    /// The reader keeps what it read, such as the captures, for the caller.
    mutating func insert(
        canonical pattern: BufferView<UInt8>, reader: inout CanonicalPatternReader,
        configuration: CompiledConfiguration
    ) -> Int32? {
        guard reader.read(pattern, configuration: configuration) else { return nil }
        let root = reader.scheme.map { makeRoot(forLowercaseScheme: pattern.slice($0)) }
        return insert(reader.segments, of: pattern, from: root ?? Self.agnosticRoot)
    }

    /// Adds the paths of a route's variants; each that ends where no route ends yet ends there.
    mutating func add(_ variants: [[PatternSegment]], scheme: String?, route: Int32, configuration: CompiledConfiguration) {
        let root = makeRoot(for: scheme)
        for (variantIndex, variant) in variants.enumerated() {
            let node = insert(variant, from: root, configuration: configuration)
            if routeEnding(at: node) == nil { setRoute(route, variant: variantIndex, at: node) }
        }
    }
}
