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
    private(set) var extras: [RouteID: Extras] = [:]

    struct Extras: Sendable {
        var defaults: [String: String]
        var description: String?
    }

    var count: Int { starts.count }

    /// Records a route after the others.
    /// - Parameter variants: the pattern's variants in ``RoutePattern/variants`` order, or
    ///   `nil` for a pattern without optional tails, whose one variant is its segments.
    mutating func append(
        id: RouteID, pattern: RoutePattern, variants: [[PatternSegment]]?,
        defaults: [String: String], description: String?
    ) {
        precondition(count == 0 || id > self.id(at: count - 1), "route identifiers only grow")
        starts.append(UInt32(bytes.count))
        VarInt.append(id.rawValue, to: &bytes)

        // Written in place: one byte is kept for the length and widened for a long text.
        let lengthAt = bytes.count
        var text = CanonicalPatternText(continuing: take(&bytes))
        text.bytes.append(0)
        text.write(pattern)
        let textLength = text.bytes.count - lengthAt - 1
        if textLength < 0x80 {
            text.bytes[lengthAt] = UInt8(textLength)
        } else {
            var length: [UInt8] = []
            VarInt.append(textLength, to: &length)
            text.bytes.replaceSubrange(lengthAt..<(lengthAt + 1), with: length)
        }

        var capturing: UInt64 = 0
        VarInt.append(variants?.count ?? 1, to: &text.bytes)
        if let variants {
            for (index, variant) in variants.enumerated() where Self.appendCaptures(of: variant, to: &text, textAt: lengthAt + 1) {
                capturing |= 1 << UInt64(index)
            }
        } else if Self.appendCaptures(of: pattern.segments, to: &text, textAt: lengthAt + 1) {
            capturing = 1
        }
        bytes = text.bytes
        capturingVariants.append(capturing)
        if !defaults.isEmpty || description != nil {
            extras[id] = Extras(defaults: defaults, description: description)
        }
    }

    /// Writes a variant's capture list after the text `text` holds from `textAt`; returns
    /// whether the variant captures anything.
    private static func appendCaptures(
        of variant: [PatternSegment], to text: inout CanonicalPatternText, textAt: Int
    ) -> Bool {
        var count = 0
        for segment in variant where segment.captureName != nil { count += 1 }
        VarInt.append(count, to: &text.bytes)
        for (position, segment) in variant.enumerated() {
            guard let name = segment.captureName else { continue }
            // Names are unique in a pattern and the text has every one of them. Counted from
            // where the text started when written: widening its length moved it as a whole.
            let range = text.range(ofName: name)!
            VarInt.append(position << 1 | (segment.isRest ? 1 : 0), to: &text.bytes)
            VarInt.append(range.lowerBound - textAt, to: &text.bytes)
            VarInt.append(range.count, to: &text.bytes)
        }
        return count > 0
    }

    /// Forgets the routes at `indices`, which are in increasing order.
    mutating func remove(at indices: [Int]) {
        guard !indices.isEmpty else { return }
        var kept = RouteRecords()
        kept.bytes.reserveCapacity(bytes.count)
        var removing = indices.makeIterator()
        var next = removing.next()
        for index in 0..<count {
            if index == next {
                next = removing.next()
                continue
            }
            kept.starts.append(UInt32(kept.bytes.count))
            kept.bytes += bytes[recordRange(at: index)]
            kept.capturingVariants.append(capturingVariants[index])
        }
        kept.extras = extras
        for index in indices { kept.extras[id(at: index)] = nil }
        self = kept
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

/// Moves an array out of a variable, leaving it empty, so the array stays uniquely referenced
/// and appending to it does not copy.
private func take(_ bytes: inout [UInt8]) -> [UInt8] {
    var taken: [UInt8] = []
    swap(&taken, &bytes)
    return taken
}
