/// What a route table keeps of each route besides its target, in a few flat arrays.
///
/// A router holds thousands of routes, and matching needs little of each: the capture
/// positions and names of the variant that matched. So a route's pattern is kept as its
/// canonical text and parsed again when asked for (``Router/routes``, ``RouteMatch/pattern``),
/// and the rare defaults and descriptions live in a side table.
///
/// Each route's record lies in ``bytes``, its numbers written as ``VarInt``s:
///
///     identifier, text length, canonical pattern text, variant count,
///     then for each variant in ``RoutePattern/variants`` order: capture count,
///         then for each capture: position << 1 | (1 if a rest capture), name start, name length
///
/// where a name start counts from the start of the record's text. Records are in route
/// order, and identifiers only grow, so a lookup by identifier is a binary search.
struct RouteRecords: Sendable {
    /// Every route's record, one after another.
    private(set) var bytes: [UInt8] = []
    /// Where each route's record starts in ``bytes``, by route index; a table with more than
    /// four gigabytes of patterns is not supported.
    private var starts: [UInt32] = []
    /// For each route, bit `n` is set when its variant `n` captures anything.
    private(set) var capturingVariants: [UInt64] = []
    /// Defaults and descriptions, kept only for the routes that have them.
    private(set) var extras: [Int: Extras] = [:]

    struct Extras: Sendable {
        var defaults: [String: String]
        var description: String?
    }

    var count: Int { starts.count }

    /// Records a route after the others.
    /// - Parameters:
    ///   - text: the pattern's canonical text, as ``CanonicalPatternText`` writes it.
    ///   - variants: the pattern's variants in ``RoutePattern/variants`` order; for a pattern
    ///     without optional tails, its segments.
    mutating func append(
        id: Int, canonicalText text: String, variants: [[PatternSegment]],
        defaults: [String: String], description: String?
    ) {
        let textRange = appendStart(id: id, canonicalText: text)
        var capturing: UInt64 = 0
        VarInt.append(variants.count, to: &bytes)
        for (index, variant) in variants.enumerated() where appendCaptures(of: variant, text: textRange) {
            capturing |= 1 << UInt64(index)
        }
        appendEnd(id: id, capturing: capturing, defaults: defaults, description: description)
    }

    /// Records a route read by ``CanonicalPatternReader`` after the others, with the captures
    /// the reader found, which spares looking for them in the text.
    mutating func append(
        id: Int, canonicalText text: BufferView<UInt8>, captures: [CanonicalPatternReader.Capture],
        defaults: [String: String], description: String?
    ) {
        _ = appendStart(id: id, canonicalText: text)
        // One variant, its capture count, then each capture.
        bytes.append(1)
        VarInt.append(captures.count, to: &bytes)
        for capture in captures {
            appendCapture(at: capture.position, isRest: capture.isRest, name: capture.name)
        }
        appendEnd(id: id, capturing: captures.isEmpty ? 0 : 1, defaults: defaults, description: description)
    }

    /// Starts a record: the identifier and the text; returns where the text lies in ``bytes``.
    private mutating func appendStart(id: Int, canonicalText text: String) -> Range<Int> {
        text.withUTF8View { appendStart(id: id, canonicalText: $0) }
    }

    /// Starts a record with the text's UTF-8.
    private mutating func appendStart(id: Int, canonicalText text: BufferView<UInt8>) -> Range<Int> {
        precondition(count == 0 || id > self.id(at: count - 1), "route identifiers only grow")
        starts.append(UInt32(bytes.count))
        VarInt.append(id, to: &bytes)
        VarInt.append(text.count, to: &bytes)
        bytes.append(contentsOf: text)
        return (bytes.count - text.count)..<bytes.count
    }

    /// Ends a record with what is kept beside ``bytes``.
    private mutating func appendEnd(id: Int, capturing: UInt64, defaults: [String: String], description: String?) {
        capturingVariants.append(capturing)
        if !defaults.isEmpty || description != nil {
            extras[id] = Extras(defaults: defaults, description: description)
        }
    }

    /// Writes a variant's capture list, finding each name in the pattern's `text`; returns
    /// whether the variant captures anything.
    private mutating func appendCaptures(of variant: [PatternSegment], text: Range<Int>) -> Bool {
        var count = 0
        for segment in variant where segment.captureName != nil { count += 1 }
        VarInt.append(count, to: &bytes)
        // A variant's captures stand in the text in the same order, so one pass finds them all.
        var searchFrom = text.lowerBound
        for (position, segment) in variant.enumerated() {
            guard let name = segment.captureName else { continue }
            let range = nextCaptureName(name, from: &searchFrom, before: text.upperBound)
            appendCapture(at: position, isRest: segment.isRest, name: (range.lowerBound - text.lowerBound)..<(range.upperBound - text.lowerBound))
        }
        return count > 0
    }

    /// Writes one capture: its segment position, whether it takes the rest of the path, and
    /// where its name lies, counted from the start of the record's text.
    private mutating func appendCapture(at position: Int, isRest: Bool, name: Range<Int>) {
        VarInt.append(position << 1 | (isRest ? 1 : 0), to: &bytes)
        VarInt.append(name.lowerBound, to: &bytes)
        VarInt.append(name.count, to: &bytes)
    }

    /// Where the capture `name` stands in canonical text at or after `start`: the name in
    /// `<name>`, `<type:name>` or `<path:name>`. Literals write `<` escaped, so each `<` opens
    /// a capture, and names hold no `:`.
    private func nextCaptureName(_ name: String, from start: inout Int, before end: Int) -> Range<Int> {
        name.withUTF8View { wanted in
            while true {
                // The text has every capture of the pattern's variants.
                let open = bytes[start..<end].firstIndex(of: UInt8(ascii: "<"))!
                let close = bytes[open..<end].firstIndex(of: UInt8(ascii: ">"))!
                let colon = bytes[open..<close].lastIndex(of: UInt8(ascii: ":"))
                let found = ((colon ?? open) + 1)..<close
                start = close
                if bytes[found].elementsEqual(wanted) { return found }
            }
        }
    }

    /// Forgets the routes at `indices`, which are in increasing order.
    ///
    /// Each run of records kept between two removed ones moves down whole, in place, so that
    /// removing a route from a large table costs a move of the bytes after it rather than
    /// rewriting every record.
    mutating func remove(at indices: [Int]) {
        guard !indices.isEmpty else { return }
        for index in indices { extras[id(at: index)] = nil }
        let total = count
        var written = 0
        var writtenBytes = 0
        var runStart = 0
        for runEnd in indices + [total] {
            if runStart < runEnd {
                let from = start(at: runStart)
                let to = runEnd < total ? start(at: runEnd) : bytes.count
                let shift = UInt32(from - writtenBytes)
                if shift > 0 {
                    // The ranges may overlap; the copy moves as memmove does.
                    bytes.withMutableView { $0.copy($0.view.slice(from..<to), to: writtenBytes) }
                }
                for index in runStart..<runEnd {
                    starts[written] = starts[index] - shift
                    capturingVariants[written] = capturingVariants[index]
                    written += 1
                }
                writtenBytes += to - from
            }
            runStart = runEnd + 1
        }
        bytes.removeLast(bytes.count - writtenBytes)
        starts.removeLast(total - written)
        capturingVariants.removeLast(total - written)
    }

    /// Drops the room the arrays keep for growth; see ``Swift/Array/releaseSpareCapacity()``.
    mutating func releaseSpareCapacity() {
        bytes.releaseSpareCapacity()
        starts.releaseSpareCapacity()
        capturingVariants.releaseSpareCapacity()
    }

    /// Where each route's record starts in ``bytes``.
    func start(at index: Int) -> Int { Int(starts[index]) }

    private func recordRange(at index: Int) -> Range<Int> {
        start(at: index)..<(index + 1 < count ? start(at: index + 1) : bytes.count)
    }
}
