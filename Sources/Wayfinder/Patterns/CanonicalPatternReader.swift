/// The pattern parser's first attempt: one pass over a pattern that is already written in
/// canonical form, as most registered patterns are.
///
/// It reads `scheme://segment/...` or `/segment/...` with no optional tails, no escapes, no
/// `:name` or `<string:name>` captures, no empty segments and no trailing slash, a lowercase
/// scheme and host, and lowercase type names. It gives up (`false`) on anything else, and on
/// anything wrong, so that ``PatternParser`` reads that pattern and names the mistake and its
/// column; where it does not give up, it finds the segments and scheme the parser would, and
/// the pattern's text is exactly what ``CanonicalPatternText`` writes for them. So a route
/// table can keep the text as given instead of writing it again.
///
/// A router keeps one reader and reuses its segment storage from pattern to pattern.
struct CanonicalPatternReader {
    /// The lowercase scheme the last pattern read names, or `nil` for one without a scheme.
    private(set) var scheme: String?
    /// The segments of the last pattern read, in order.
    private(set) var segments: [PatternSegment] = []
    /// Where the captures of the last pattern read stand, in order, for the route records.
    private(set) var captures: [Capture] = []

    /// Where a capture stands in a pattern.
    struct Capture: Equatable {
        /// The index of the capture's segment.
        var position: Int
        /// Whether it captures the rest of the path: `<path:name>`.
        var isRest: Bool
        /// Where its name lies in the pattern's UTF-8.
        var name: Range<Int>
    }

    /// Reads a pattern.
    /// - Parameter knownTypes: the app's converter type names; a capture of another type that
    ///   is not built in makes the reader give up.
    /// - Returns: whether the pattern was read; when not, ``scheme`` and ``segments`` are
    ///   meaningless.
    mutating func read(_ pattern: String, knownTypes: Set<String>) -> Bool {
        // Emptied element by element: cheaper than `removeAll(keepingCapacity:)` for a few.
        while segments.popLast() != nil {}
        while captures.popLast() != nil {}
        scheme = nil
        var pattern = pattern
        return pattern.withUTF8 { bytes in
            Self.byteClasses.withUnsafeBufferPointer { classes in read(bytes, classes, knownTypes) }
        }
    }

    private mutating func read(
        _ bytes: UnsafeBufferPointer<UInt8>, _ classes: UnsafeBufferPointer<UInt8>, _ knownTypes: Set<String>
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
            scheme = Self.string(bytes, 0, end)
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
            let segment: PatternSegment
            switch bytes[start] {
            case UInt8(ascii: "<"):
                guard let capture = readCapture(bytes, start, index, knownTypes: knownTypes) else { return false }
                segment = capture
                // The name ends before `>`; names are ASCII, so its length in bytes is its count.
                let nameLength = capture.captureName!.utf8.count
                captures.append(Capture(position: segments.count, isRest: capture.isRest, name: (index - 1 - nameLength)..<(index - 1)))
            case UInt8(ascii: "*"):
                if index - start == 1 {
                    segment = .wildcard
                } else if index - start == 2, bytes[start + 1] == UInt8(ascii: "*") {
                    segment = .anyRest
                } else {
                    return false
                }
            case UInt8(ascii: ":"):
                // `:name`, or a literal that canonical text writes with `%3A`.
                return false
            default:
                // Under a scheme the first segment is the host, which the parser lowercases.
                let refused = scheme != nil && segments.isEmpty ? ByteClass.needsCare | ByteClass.changesInHost : ByteClass.needsCare
                guard found & refused == 0 else { return false }
                segment = .literal(Self.string(bytes, start, index))
            }
            segments.append(segment)
            if index == bytes.count { return true }
            index += 1
            if index == bytes.count { return false }
        }
    }

    /// Reads `<name>`, `<type:name>` or `<path:name>` spanning the whole of `start..<end`.
    private func readCapture(
        _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, knownTypes: Set<String>
    ) -> PatternSegment? {
        guard end - start >= 3, bytes[end - 1] == UInt8(ascii: ">") else { return nil }
        let close = end - 1
        var colon = start + 1
        while colon < close, bytes[colon] != UInt8(ascii: ":") { colon += 1 }
        guard colon < close else {
            return readName(bytes, start + 1, close).map { .capture(name: $0, type: .string) }
        }
        guard let name = readName(bytes, colon + 1, close) else { return nil }
        let typeStart = start + 1
        switch colon - typeStart {
        case 3 where Self.spells(bytes, typeStart, "int"): return .capture(name: name, type: .int)
        case 4 where Self.spells(bytes, typeStart, "uuid"): return .capture(name: name, type: .uuid)
        case 4 where Self.spells(bytes, typeStart, "path"): return .rest(name: name)
        case 6 where Self.spells(bytes, typeStart, "double"): return .capture(name: name, type: .double)
        // Canonical text writes `<name>` for `<string:name>`.
        case 6 where Self.spells(bytes, typeStart, "string"): return nil
        default: break
        }
        // An app's type, which canonical text writes lowercased.
        guard colon > typeStart else { return nil }
        for index in typeStart..<colon {
            let byte = bytes[index]
            guard ASCII.isNameCharacter(byte), !(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) else { return nil }
        }
        let typeName = Self.string(bytes, typeStart, colon)
        guard knownTypes.contains(typeName) else { return nil }
        return .capture(name: name, type: ParameterType(typeName))
    }

    /// The capture name in `start..<end` if it is well formed and not used before.
    private func readName(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String? {
        guard start < end, ASCII.isNameStart(bytes[start]) else { return nil }
        for index in (start + 1)..<end where !ASCII.isNameCharacter(bytes[index]) { return nil }
        let name = Self.string(bytes, start, end)
        for segment in segments where segment.captureName == name { return nil }
        return name
    }

    /// What the reader needs to know of a byte, as bits.
    private enum ByteClass {
        static let slash: UInt8 = 1
        /// Escaped in canonical text, or a mistake the parser reports: `%`, `<`, `>`, `[`, `]`,
        /// `?`, `#`, `*` and control characters.
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
        if byte == UInt8(ascii: "/") { bits |= ByteClass.slash }
        switch byte {
        case UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: "*"):
            bits |= ByteClass.needsCare
        default:
            if ASCII.isControl(byte) { bits |= ByteClass.needsCare }
        }
        let isCapital = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
        if isCapital || byte >= 0x80 { bits |= ByteClass.changesInHost }
        if ASCII.isSchemeCharacter(byte) && !isCapital { bits |= ByteClass.lowercaseScheme }
        return bits
    }

    /// Whether the bytes at `start` spell `word`, which the caller has checked the length of.
    private static func spells(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ word: StaticString) -> Bool {
        for offset in 0..<word.utf8CodeUnitCount where bytes[start + offset] != word.utf8Start[offset] { return false }
        return true
    }

    /// The bytes in `start..<end` as a string. Filling the string in place costs less than
    /// `String(decoding:as:)`, which goes through a repairing path; both validate the UTF-8.
    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        let source = UnsafeBufferPointer(rebasing: bytes[start..<end])
        return String(unsafeUninitializedCapacity: source.count) { $0.initialize(fromContentsOf: source) }
    }
}
