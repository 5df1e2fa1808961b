/// What one segment of a pattern is, read from its UTF-8: the one statement of what a capture
/// (`<name>`, `<type:name>`, `:name`), `*` and `**` look like, and of what makes one
/// malformed. ``PatternParser`` builds segments from it and reports its problems with their
/// column; ``CanonicalPatternReader`` takes the forms canonical text writes and gives up on
/// the rest.
enum SegmentSyntax: Equatable {
    /// Text, matched once its escapes are decoded; the parser checks its characters.
    case literal
    /// `*`: any one segment.
    case wildcard
    /// `**`: the rest of the path.
    case anyRest
    /// A capture: where the text of its type lies (`nil` for `<name>` and `:name`) and where
    /// its name lies, in the pattern's UTF-8.
    case capture(type: Range<Int>?, name: Range<Int>)
    /// A capture that is not well formed.
    case malformed(Problem)

    /// What is wrong with a capture. Plain values only, so that reading a segment never
    /// retains or releases anything; the words are written when someone asks for them.
    enum Problem: Equatable {
        case unterminated(at: Int)
        case textAfterCapture(at: Int)
        case strayAngle(at: Int)
        case invalidTypeName(Range<Int>)
        case missingName(NameContext, at: Int)
        case invalidName(at: Int)

        var code: ErrorCode {
            switch self {
            case .unterminated: .unterminatedCapture
            case .textAfterCapture, .strayAngle: .captureNotWholeSegment
            case .invalidTypeName: .unknownParameterType
            case .missingName: .missingCaptureName
            case .invalidName: .invalidCaptureName
            }
        }

        /// The UTF-8 offset in the pattern the problem points at.
        var offset: Int {
            switch self {
            case .unterminated(let offset), .textAfterCapture(let offset), .strayAngle(let offset),
                .missingName(_, let offset), .invalidName(let offset):
                offset
            case .invalidTypeName(let type): type.lowerBound
            }
        }

        /// The problem in a sentence, for the pattern whose UTF-8 is `bytes`.
        func message(_ bytes: BufferView<UInt8>) -> String {
            switch self {
            case .unterminated: "'<' is never closed by '>'"
            case .textAfterCapture: "a capture must be a whole segment; nothing may follow '>' before '/'"
            case .strayAngle: "a capture must be a whole segment"
            case .invalidTypeName(let type):
                "'\(typeText(bytes, type))' is not a parameter type name; write '<int:name>' or '<name>'"
            case .missingName(.angle, _): "a capture needs a name between '<' and '>'"
            case .missingName(.colon, _): "a capture needs a name after ':'"
            case .missingName(.typed(let type), _): "a capture needs a name after '\(typeText(bytes, type)):'"
            case .invalidName:
                "a capture name starts with a letter or '_' and holds only letters, digits, '_', '-' and '.'"
            }
        }
    }

    /// Whether `byte` ends a segment in pattern text: `/`, or the `[` and `]` of an optional tail.
    @inline(__always)
    static func endsSegment(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
    }

    /// Reads the segment `bytes[start..<end]`, which is not empty.
    @inline(__always)
    static func read(_ bytes: BufferView<UInt8>, _ start: Int, _ end: Int) -> SegmentSyntax {
        switch bytes[start] {
        case UInt8(ascii: "<"): angleCapture(bytes, start, end)
        case UInt8(ascii: ":"): colonCapture(bytes, start, end)
        case UInt8(ascii: "*") where end - start == 1: .wildcard
        case UInt8(ascii: "*") where end - start == 2 && bytes[start + 1] == UInt8(ascii: "*"): .anyRest
        default: .literal
        }
    }

    /// `<name>` or `<type:name>`, the whole segment.
    private static func angleCapture(_ bytes: BufferView<UInt8>, _ start: Int, _ end: Int) -> SegmentSyntax {
        // One pass to the first `>`, noting the first `:` and any `<` on the way.
        var close = start + 1
        var colon = -1
        var stray = -1
        while close < end {
            let byte = bytes[close]
            // Letters, most of a capture, come after all three bytes looked for.
            if byte > UInt8(ascii: ">") {
                close += 1
                continue
            }
            if byte == UInt8(ascii: ">") { break }
            if byte == UInt8(ascii: ":") && colon < 0 { colon = close }
            if byte == UInt8(ascii: "<") && stray < 0 { stray = close }
            close += 1
        }
        guard close < end else { return .malformed(.unterminated(at: start)) }
        if close + 1 < end { return .malformed(.textAfterCapture(at: close + 1)) }
        if stray >= 0 { return .malformed(.strayAngle(at: stray)) }
        guard colon >= 0 else {
            if let problem = nameProblem(bytes, start + 1, close, missingAt: close, context: .angle) {
                return .malformed(problem)
            }
            return .capture(type: nil, name: (start + 1)..<close)
        }
        let type = (start + 1)..<colon
        guard !type.isEmpty, allNameCharacters(bytes, type) else { return .malformed(.invalidTypeName(type)) }
        if let problem = nameProblem(bytes, colon + 1, close, missingAt: close, context: .typed(type)) {
            return .malformed(problem)
        }
        return .capture(type: type, name: (colon + 1)..<close)
    }

    /// `:name`, the whole segment.
    private static func colonCapture(_ bytes: BufferView<UInt8>, _ start: Int, _ end: Int) -> SegmentSyntax {
        if let stray = strayAngle(bytes, start + 1, end) { return .malformed(stray) }
        if let problem = nameProblem(bytes, start + 1, end, missingAt: start + 1, context: .colon) { return .malformed(problem) }
        return .capture(type: nil, name: (start + 1)..<end)
    }

    /// A `<` or `>` inside a capture, which would make it more than a whole segment.
    private static func strayAngle(_ bytes: BufferView<UInt8>, _ start: Int, _ end: Int) -> Problem? {
        for index in start..<end where bytes[index] == UInt8(ascii: "<") || bytes[index] == UInt8(ascii: ">") {
            return .strayAngle(at: index)
        }
        return nil
    }

    /// Where a capture's name is written, for the message when it is missing.
    enum NameContext: Equatable {
        case angle
        case colon
        case typed(Range<Int>)
    }

    /// What is wrong with the capture name in `start..<end`, or `nil`: a name is a letter or
    /// `_`, then letters, digits, `_`, `-` and `.`.
    private static func nameProblem(
        _ bytes: BufferView<UInt8>, _ start: Int, _ end: Int, missingAt: Int, context: NameContext
    ) -> Problem? {
        guard start < end else { return .missingName(context, at: missingAt) }
        guard ASCII.isNameStart(bytes[start]), allNameCharacters(bytes, (start + 1)..<end) else {
            return .invalidName(at: start)
        }
        return nil
    }

    @inline(__always)
    private static func allNameCharacters(_ bytes: BufferView<UInt8>, _ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound {
            guard ASCII.isNameCharacter(bytes[index]) else { return false }
            index += 1
        }
        return true
    }

    /// A type's text as messages and converters name it: lowercased.
    static func typeText(_ bytes: BufferView<UInt8>, _ type: Range<Int>) -> String {
        String(decoding: bytes.slice(type), as: UTF8.self).lowercased()
    }
}
