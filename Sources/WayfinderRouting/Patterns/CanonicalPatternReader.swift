/// The pattern parser's first attempt: one pass over a pattern that is already written in
/// canonical form, as most registered patterns are. What a segment is comes from
/// ``SegmentSyntax``, as it does for the parser; this reader only judges whether the pattern
/// is written as canonical text writes it.
///
/// It reads `scheme://segment/...` or `/segment/...` with no optional tails, no escapes, no
/// `:name` or `<string:name>` captures, no empty segments and no trailing slash, a lowercase
/// scheme and host, and lowercase type names. It gives up (`false`) on anything else, and on
/// anything wrong, so that ``PatternParser`` reads that pattern and names the mistake and its
/// column; where it does not give up, it finds the segments and scheme the parser would, and
/// the pattern's text is exactly what ``CanonicalPatternText`` writes for them. So a route
/// table can keep the text as given instead of writing it again.
///
/// What it finds points into the pattern's UTF-8 rather than copying out strings: a route
/// table inserts literals and keeps names straight from the pattern's bytes.
///
/// A router keeps one reader and reuses its storage from pattern to pattern.
struct CanonicalPatternReader {
    /// Where the lowercase scheme of the last pattern read lies in its UTF-8, or `nil` for a
    /// pattern without a scheme.
    private(set) var scheme: Range<Int>?
    /// The segments of the last pattern read, in order.
    private(set) var segments: [Segment] = []
    /// Where the captures of the last pattern read stand, in order, for the route records.
    private(set) var captures: [Capture] = []

    /// One segment as the trie takes it.
    enum Segment: Equatable {
        /// A literal, which lies in this range of the pattern's UTF-8 as it is to be matched:
        /// canonical text has no escapes in literals.
        case literal(Range<Int>)
        /// A capture, wildcard or rest, as the edge it takes.
        case edge(RouteTrie.EdgeKind)

        var isRest: Bool {
            switch self {
            case .edge(.pathRest), .edge(.anyRest): true
            case .literal, .edge: false
            }
        }
    }

    /// Where a capture stands in a pattern.
    struct Capture: Equatable {
        /// The index of the capture's segment.
        var position: Int
        /// Whether it captures the rest of the path: `<path:name>`.
        var isRest: Bool
        /// Where its name lies in the pattern's UTF-8.
        var name: Range<Int>
    }

    /// Reads a pattern's UTF-8.
    /// - Parameter configuration: the app's converters; a capture of another type that is not
    ///   built in makes the reader give up.
    /// - Returns: whether the pattern was read; when not, ``scheme``, ``segments`` and
    ///   ``captures`` are meaningless.
    mutating func read(_ pattern: BufferView<UInt8>, configuration: CompiledConfiguration) -> Bool {
        // Emptied element by element: cheaper than `removeAll(keepingCapacity:)` for a few.
        while segments.popLast() != nil {}
        while captures.popLast() != nil {}
        scheme = nil
        return Self.byteClasses.withView { classes in read(pattern, classes, configuration) }
    }

    private mutating func read(
        _ bytes: BufferView<UInt8>, _ classes: BufferView<UInt8>, _ configuration: CompiledConfiguration
    ) -> Bool {
        guard let first = bytes.first else { return false }
        var index: Int
        if first == UInt8(ascii: "/") {
            index = 1
        } else {
            var end = 0
            while end < bytes.count, classes[Int(bytes[end])] & ByteClass.lowercaseScheme != 0 { end += 1 }
            guard end > 0, ASCII.isLetter(first), end + 3 <= bytes.count, bytes[end] == UInt8(ascii: ":"),
                bytes[end + 1] == UInt8(ascii: "/"), bytes[end + 2] == UInt8(ascii: "/")
            else { return false }
            scheme = 0..<end
            index = end + 3
        }
        // `/` and `scheme://` have no segments.
        guard index < bytes.count else { return true }
        while true {
            let start = index
            var found: UInt8 = 0
            while index < bytes.count {
                let byteClass = classes[Int(bytes[index])]
                if byteClass & ByteClass.slash != 0 { break }
                found |= byteClass
                index += 1
            }
            // An empty segment (`a//b`, or a trailing slash) is dropped from the canonical text.
            guard index > start, segments.last?.isRest != true else { return false }
            let segment: Segment
            switch SegmentSyntax.read(bytes, start, index) {
            case .literal:
                // Under a scheme the first segment is the host, which the parser lowercases.
                let refused =
                    scheme != nil && segments.isEmpty ? ByteClass.needsCare | ByteClass.changesInHost : ByteClass.needsCare
                guard found & refused == 0 else { return false }
                segment = .literal(start..<index)
            case .wildcard:
                segment = .edge(.wildcard)
            case .anyRest:
                segment = .edge(.anyRest)
            case .capture(let type, let name):
                // Canonical text writes `<name>`, never `:name`, and each name once.
                guard bytes[start] == UInt8(ascii: "<"), !captures.contains(where: { bytes[$0.name].elementsEqual(bytes[name]) }),
                    let kind = Self.edgeKind(typed: type, bytes, configuration)
                else { return false }
                segment = .edge(kind)
                captures.append(Capture(position: segments.count, isRest: kind == .pathRest, name: name))
            case .malformed:
                return false
            }
            segments.append(segment)
            if index == bytes.count { return true }
            index += 1
            if index == bytes.count { return false }
        }
    }

    /// The edge a capture of the type whose text lies in `type` takes (`nil` text: a string),
    /// when canonical text writes the type so: lowercase, and not `string`, which it leaves out.
    private static func edgeKind(
        typed type: Range<Int>?, _ bytes: BufferView<UInt8>, _ configuration: CompiledConfiguration
    ) -> RouteTrie.EdgeKind? {
        guard let type else { return .string }
        for builtIn in builtIns where builtIn.spelling.utf8CodeUnitCount == type.count {
            guard spells(bytes, type.lowerBound, builtIn.spelling) else { continue }
            switch builtIn {
            case .int: return .typed(CompiledConfiguration.Slot.int)
            case .double: return .typed(CompiledConfiguration.Slot.double)
            case .uuid: return .typed(CompiledConfiguration.Slot.uuid)
            case .path: return .pathRest
            case .string: return nil
            }
        }
        // An app's type, which canonical text writes lowercased.
        guard !bytes.slice(type).contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) else { return nil }
        return configuration.customSlots[String(decoding: bytes.slice(type), as: UTF8.self)].map { .typed($0) }
    }

    /// The built-in types, read once rather than made on each capture.
    private static let builtIns = BuiltInCaptureType.allCases

    /// What the reader needs to know of a byte, as bits.
    private enum ByteClass {
        static let slash: UInt8 = 1
        /// Escaped in canonical text, or a mistake the parser reports: what a pattern literal
        /// must escape (``PercentEncoding/isReservedInPattern(_:)``) other than `/`.
        static let needsCare: UInt8 = 2
        /// Changed by lowercasing a host: ASCII capitals, and bytes outside ASCII, whose
        /// characters may have lowercase forms.
        static let changesInHost: UInt8 = 4
        static let lowercaseScheme: UInt8 = 8
    }

    /// The ``ByteClass`` bits of each byte value, so that reading a byte costs one lookup.
    private static let byteClasses: [UInt8] = (0...255).map { (value: Int) -> UInt8 in
        let byte = UInt8(value)
        var bits: UInt8 = 0
        if byte == UInt8(ascii: "/") {
            bits |= ByteClass.slash
        } else if PercentEncoding.isReservedInPattern(byte) {
            bits |= ByteClass.needsCare
        }
        let isCapital = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
        if isCapital || byte >= 0x80 { bits |= ByteClass.changesInHost }
        if ASCII.isSchemeCharacter(byte) && !isCapital { bits |= ByteClass.lowercaseScheme }
        return bits
    }

    /// Whether the bytes at `start` spell `word`, which the caller has checked the length of.
    private static func spells(_ bytes: BufferView<UInt8>, _ start: Int, _ word: StaticString) -> Bool {
        for offset in 0..<word.utf8CodeUnitCount where bytes[start + offset] != word.utf8Start[offset] { return false }
        return true
    }
}
