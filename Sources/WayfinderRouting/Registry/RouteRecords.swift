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
    /// Defaults, descriptions and names, kept only for the routes that have them.
    private(set) var extras: [Int: Extras] = [:]

    struct Extras: Sendable {
        var defaults: [String: String] = [:]
        var description: String?
        var name: String?
    }

    var count: Int { starts.count }

    /// Records a route after the others.
    /// - Parameters:
    ///   - text: the pattern's canonical text, as ``CanonicalPatternText`` writes it.
    ///   - variants: for each of the pattern's variants, in ``RoutePattern/variants`` order,
    ///     where its captures stand in `text`: as ``CanonicalPatternReader`` finds them for a
    ///     pattern it reads, or as ``captures(of:in:)`` finds them for a parsed one.
    @inline(__always)
    mutating func append<Variants: Collection<[CanonicalPatternReader.Capture]>>(
        id: Int, canonicalText text: BufferView<UInt8>, variants: Variants,
        defaults: [String: String], description: String?
    ) {
        precondition(count == 0 || id > self.id(at: count - 1), "route identifiers only grow")
        starts.append(UInt32(bytes.count))
        VarInt.append(id, to: &bytes)
        VarInt.append(text.count, to: &bytes)
        bytes.append(contentsOf: text)
        VarInt.append(variants.count, to: &bytes)
        var capturing: UInt64 = 0
        var index: UInt64 = 0
        for captures in variants {
            VarInt.append(captures.count, to: &bytes)
            for capture in captures {
                VarInt.append(capture.position << 1 | (capture.isRest ? 1 : 0), to: &bytes)
                VarInt.append(capture.name.lowerBound, to: &bytes)
                VarInt.append(capture.name.count, to: &bytes)
            }
            if !captures.isEmpty { capturing |= 1 << index }
            index += 1
        }
        capturingVariants.append(capturing)
        if !defaults.isEmpty || description != nil {
            extras[id] = Extras(defaults: defaults, description: description)
        }
    }

    /// Gives the route `id` a name, or takes its name away with `nil`.
    mutating func setName(_ name: String?, of id: Int) {
        guard name != nil || extras[id] != nil else { return }
        extras[id, default: Extras()].name = name
    }

    /// Where the captures of one variant of a parsed pattern stand in its canonical `text`, in
    /// the variant's order. A variant's captures stand in the text in the same order, so one
    /// pass finds them all.
    static func captures(of variant: [PatternSegment], in text: BufferView<UInt8>) -> [CanonicalPatternReader.Capture] {
        var captures: [CanonicalPatternReader.Capture] = []
        var searchFrom = 0
        for (position, segment) in variant.enumerated() {
            guard let name = segment.captureName else { continue }
            let range = nextCaptureName(name, in: text, from: &searchFrom)
            captures.append(CanonicalPatternReader.Capture(position: position, isRest: segment.isRest, name: range))
        }
        return captures
    }

    /// Where the capture `name` stands in canonical `text` at or after `start`, read with
    /// ``SegmentSyntax``. Literals write `<` escaped, so each `<` opens a capture; the text has
    /// every capture of the pattern's variants.
    private static func nextCaptureName(_ name: String, in text: BufferView<UInt8>, from start: inout Int) -> Range<Int> {
        name.withUTF8View { wanted in
            while true {
                var open = start
                while open < text.count, text[open] != UInt8(ascii: "<") { open += 1 }
                precondition(open < text.count, "canonical text has every capture of its pattern")
                var end = open
                while end < text.count, !SegmentSyntax.endsSegment(text[end]) { end += 1 }
                start = end
                if case .capture(_, let found) = SegmentSyntax.read(text, open, end), text.slice(found).elementsEqual(wanted) {
                    return found
                }
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
