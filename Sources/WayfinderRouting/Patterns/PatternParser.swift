/// Reads pattern text into a ``RoutePattern`` in one pass over its UTF-8.
struct PatternParser {
    private let text: String
    private let bytes: [UInt8]
    private var position = 0
    /// Names seen so far; patterns have few, so a list beats a set.
    private var captureNames: [String] = []
    /// When set, capture types outside this set are refused with their column.
    private let knownTypes: Set<String>?

    init(_ text: String, knownTypes: Set<String>? = nil) {
        self.text = text
        self.bytes = Array(text.utf8)
        self.knownTypes = knownTypes
    }

    mutating func parse() throws(RoutingError) -> RoutePattern {
        if bytes.isEmpty {
            throw fail(.emptyPattern, "a pattern cannot be empty; write '/' for the root", at: 0)
        }
        if let control = bytes.firstIndex(where: { $0 < 0x20 || $0 == 0x7F }) {
            throw fail(.controlCharacter, "a pattern cannot contain control characters", at: control)
        }
        let scheme = try readScheme()
        var (segments, groups) = try parseBody(inGroup: false)
        if position < bytes.count {
            throw fail(.unbalancedBracket, "']' has no matching '['", at: position)
        }
        // Under a named scheme the first segment is the host, which has no case.
        if scheme != nil, case .literal(let host)? = segments.first {
            segments[0] = .literal(host.lowercased())
        }
        return RoutePattern(unchecked: scheme, segments, groups)
    }

    static let invalidSchemeMessage =
        "a scheme starts with a letter and holds only letters, digits, '+', '-' and '.'"

    /// The offset of the first byte that keeps `scheme` from being a scheme, or `nil` when it
    /// is one. An empty scheme is refused at offset 0.
    static func invalidSchemeOffset(_ scheme: some Collection<UInt8>) -> Int? {
        guard let first = scheme.first, ASCII.isLetter(first) else { return 0 }
        return scheme.firstIndex { !ASCII.isSchemeCharacter($0) }.map { scheme.distance(from: scheme.startIndex, to: $0) }
    }

    /// Reads `scheme:` and the slashes after it, or one leading slash of a pattern without scheme.
    private mutating func readScheme() throws(RoutingError) -> String? {
        var end = 0
        while end < bytes.count, ASCII.isSchemeCharacter(bytes[end]), end == 0 ? ASCII.isLetter(bytes[end]) : true {
            end += 1
        }
        guard end > 0, end < bytes.count, bytes[end] == UInt8(ascii: ":") else {
            // `1shop://x` or `my_app://x` means a scheme; reading it as a literal segment
            // would give a pattern that matches under every scheme.
            if let firstSlash = bytes.firstIndex(of: UInt8(ascii: "/")), firstSlash > 0,
                bytes[firstSlash - 1] == UInt8(ascii: ":"),
                firstSlash + 1 < bytes.count, bytes[firstSlash + 1] == UInt8(ascii: "/")
            {
                let offset = Self.invalidSchemeOffset(bytes[0..<(firstSlash - 1)]) ?? 0
                throw fail(.invalidScheme, Self.invalidSchemeMessage, at: offset)
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: "/") { position += 1 }
            return nil
        }
        let scheme = String(decoding: bytes[0..<end], as: UTF8.self).lowercased()
        position = end + 1
        return scheme
    }

    private mutating func parseBody(inGroup: Bool) throws(RoutingError) -> ([PatternSegment], [RoutePattern.OptionalGroup]) {
        var segments: [PatternSegment] = []
        if !inGroup {
            // One allocation of the right size instead of growing through 1, 2, 4...
            var slashes = 1
            for index in position..<bytes.count where bytes[index] == UInt8(ascii: "/") { slashes += 1 }
            segments.reserveCapacity(slashes)
        }
        var groups: [RoutePattern.OptionalGroup] = []
        var lastSegmentStart = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "/") {
                position += 1
            } else if byte == UInt8(ascii: "]") {
                if inGroup { break }
                throw fail(.unbalancedBracket, "']' has no matching '['", at: position)
            } else if byte == UInt8(ascii: "[") {
                if segments.last?.isRest == true {
                    throw fail(
                        .restNotLast, "a rest capture must be the last segment; no optional tail may follow it", at: position)
                }
                groups = try parseGroups()
                break
            } else {
                if segments.last?.isRest == true {
                    throw fail(
                        .restNotLast, "a rest capture ('\(segments.last!)') must be the last segment", at: lastSegmentStart)
                }
                lastSegmentStart = position
                segments.append(try parseSegment())
            }
        }
        return (segments, groups)
    }

    private mutating func parseGroups() throws(RoutingError) -> [RoutePattern.OptionalGroup] {
        var groups: [RoutePattern.OptionalGroup] = []
        let firstBracket = position
        while position < bytes.count, bytes[position] == UInt8(ascii: "[") {
            let open = position
            if let previous = groups.last, Self.containsRest(previous) {
                throw fail(
                    .restNotLast, "a rest capture must be the last segment; no optional tail may follow one that has it", at: open
                )
            }
            position += 1
            guard position < bytes.count else {
                throw fail(.unbalancedBracket, "'[' is never closed", at: open)
            }
            guard bytes[position] == UInt8(ascii: "/") else {
                throw fail(.optionalGroupWithoutSlash, "an optional tail starts with '/', as in '[/<name>]'", at: position)
            }
            let (segments, nested) = try parseBody(inGroup: true)
            guard position < bytes.count, bytes[position] == UInt8(ascii: "]") else {
                throw fail(.unbalancedBracket, "'[' is never closed", at: open)
            }
            if segments.isEmpty {
                throw fail(.emptyOptionalGroup, "an optional tail needs at least one segment", at: open)
            }
            position += 1
            groups.append(.init(segments: segments, optionalGroups: nested))
        }
        if position < bytes.count, bytes[position] != UInt8(ascii: "]") {
            throw fail(.optionalGroupNotAtEnd, "optional tails stand only at the end of a pattern", at: position)
        }
        if RoutePattern.variantCount(groups) > RoutePattern.maximumVariantCount {
            throw fail(
                .tooManyVariants, "the optional tails expand to more than \(RoutePattern.maximumVariantCount) variants",
                at: firstBracket)
        }
        return groups
    }

    private static func containsRest(_ group: RoutePattern.OptionalGroup) -> Bool {
        group.segments.contains(where: \.isRest) || group.optionalGroups.contains(where: containsRest)
    }

    private mutating func parseSegment() throws(RoutingError) -> PatternSegment {
        let start = position
        while position < bytes.count, !SegmentSyntax.endsSegment(bytes[position]) { position += 1 }
        let end = position
        switch bytes.withView({ SegmentSyntax.read($0, start, end) }) {
        case .literal:
            return try parseLiteral(start, end)
        case .wildcard:
            return .wildcard
        case .anyRest:
            return .anyRest
        case .malformed(let problem):
            throw fail(problem.code, bytes.withView { problem.message($0) }, at: problem.offset)
        case .capture(nil, let name):
            return .capture(name: try newCaptureName(name), type: .string)
        case .capture(let type?, let name):
            // The built-in names, the common case, are recognised without making a string.
            let typeBytes = bytes[type]
            if let builtIn = Self.builtInTypes.first(where: { FoldedNames.equalFolded($0.name.utf8, typeBytes) }) {
                let name = try newCaptureName(name)
                return builtIn.type.map { .capture(name: name, type: $0) } ?? .rest(name: name)
            }
            let typeName = bytes.withView { SegmentSyntax.typeText($0, type) }
            let name = try newCaptureName(name)
            if let knownTypes, !knownTypes.contains(typeName) {
                throw fail(
                    .unknownParameterType, "unknown parameter type '\(typeName)'; register a converter with that name",
                    at: type.lowerBound)
            }
            return .capture(name: name, type: ParameterType(typeName))
        }
    }

    /// The type names every router knows, lowercase; `path` has no type, being a rest capture.
    private static let builtInTypes: [(name: String, type: ParameterType?)] =
        BuiltInCaptureType.allCases.map { ($0.name, $0.parameterType) }

    /// The capture name in `range`, which ``SegmentSyntax`` has found well formed, refused
    /// when an earlier capture has it.
    private mutating func newCaptureName(_ range: Range<Int>) throws(RoutingError) -> String {
        let name = String(decoding: bytes[range], as: UTF8.self)
        guard !captureNames.contains(name) else {
            throw fail(.duplicateCaptureName, "the capture name '\(name)' is used twice", at: range.lowerBound)
        }
        captureNames.append(name)
        return name
    }

    private func parseLiteral(_ start: Int, _ end: Int) throws(RoutingError) -> PatternSegment {
        let raw = bytes[start..<end]
        var needsCare = false
        for index in start..<end {
            let byte = bytes[index]
            needsCare =
                needsCare || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "<")
                || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
        }
        if !needsCare {
            // Most literals are plain words: make the string straight from the bytes.
            return .literal(bytes.withView { $0.slice(start..<end).decoded() })
        }
        for index in start..<end {
            switch bytes[index] {
            case UInt8(ascii: "*"):
                throw fail(.wildcardNotWholeSegment, "'*' and '**' must be whole segments", at: index)
            case UInt8(ascii: "<"), UInt8(ascii: ">"):
                throw fail(.captureNotWholeSegment, "a capture must be a whole segment", at: index)
            case UInt8(ascii: "?"), UInt8(ascii: "#"):
                throw fail(
                    .reservedCharacter, "a pattern matches the path only; write '%3F' or '%23' for a literal '?' or '#'",
                    at: index)
            default: break
            }
        }
        switch PercentEncoding.decode(raw) {
        case .success(let decoded):
            return .literal(decoded)
        case .failure(let failure):
            throw fail(.malformedPercentEncoding, failure.message, at: start + failure.offset)
        }
    }

    private func fail(_ code: ErrorCode, _ message: String, at offset: Int) -> RoutingError {
        RoutingError(code, message, pattern: text, utf8Offset: offset)
    }
}
