import Wayfinder

/// Reads JSON into a ``ManifestNode`` tree, keeping each value's line and column, so that a
/// manifest's problems can point at the spot. Strict RFC 8259: no comments, no trailing commas.
struct JSONSourceParser {
    struct Failure: Error {
        let mark: SourceMark
        let message: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    private let maximumDepth: Int

    init(_ text: String, maximumDepth: Int) {
        bytes = Array(text.utf8)
        self.maximumDepth = maximumDepth
    }

    static func parse(_ text: String, maximumDepth: Int = ManifestLimits.default.maximumDepth) throws(Failure) -> ManifestNode {
        var parser = JSONSourceParser(text, maximumDepth: maximumDepth)
        parser.skipWhitespace()
        let node = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.fail("unexpected text after the JSON value") }
        return node
    }

    /// Where the column count below has reached, and the characters from the line's start to
    /// there: so a long line (a minified manifest) is counted once, not once per value.
    private var countedTo = 0
    private var countedColumns = 0

    /// The position of the value or key starting here. Columns count characters, not bytes, so
    /// carets line up under non-ASCII text; the count goes on from the last mark on the same
    /// line, which is exact because every mark is at an ASCII byte that starts a token, where a
    /// character always starts.
    private mutating func currentMark() -> SourceMark {
        let end = min(index, bytes.count)
        if countedTo < lineStart || countedTo > end {
            countedTo = lineStart
            countedColumns = 0
        }
        countedColumns += String(decoding: bytes[countedTo..<end], as: UTF8.self).count
        countedTo = end
        return SourceMark(line: line, column: countedColumns + 1)
    }

    /// A failure at the current byte, which may be inside a string: counted from the line's start.
    private func fail(_ message: String) -> Failure {
        let prefix = bytes[lineStart..<min(index, bytes.count)]
        return Failure(mark: SourceMark(line: line, column: String(decoding: prefix, as: UTF8.self).count + 1), message: message)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                line += 1
                index += 1
                lineStart = index
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
            default: return
            }
        }
    }

    private mutating func parseValue() throws(Failure) -> ManifestNode {
        guard index < bytes.count else { throw fail("expected a value, found the end of the file") }
        let start = currentMark()
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(start)
        case UInt8(ascii: "["): return try parseArray(start)
        case UInt8(ascii: "\""):
            let text = SourceMark(line: start.line, column: start.column + 1)
            return ManifestNode(.string(try parseString()), mark: start, textMark: text)
        case UInt8(ascii: "t"):
            try expectWord("true")
            return ManifestNode(.bool(true), mark: start)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return ManifestNode(.bool(false), mark: start)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return ManifestNode(.null, mark: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return ManifestNode(.number(try parseNumber()), mark: start)
        default: throw fail("expected a value: an object, array, string, number, true, false or null")
        }
    }

    private mutating func nest() throws(Failure) {
        depth += 1
        if depth > maximumDepth { throw fail("values are nested more than \(maximumDepth) deep (ManifestLimits.maximumDepth)") }
    }

    private mutating func parseObject(_ start: SourceMark) throws(Failure) -> ManifestNode {
        try nest()
        defer { depth -= 1 }
        index += 1
        var members: [ManifestNode.Member] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return ManifestNode(.object(members), mark: start)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a key in double quotes") }
            let keyMark = currentMark()
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw fail("expected ':' after the key \"\(key)\"")
            }
            index += 1
            skipWhitespace()
            members.append(ManifestNode.Member(key: key, keyMark: keyMark, value: try parseValue()))
            skipWhitespace()
            guard index < bytes.count else { throw fail("expected ',' or '}', found the end of the file") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { throw fail("expected ',' or '}'") }
            index += 1
            return ManifestNode(.object(members), mark: start)
        }
    }

    private mutating func parseArray(_ start: SourceMark) throws(Failure) -> ManifestNode {
        try nest()
        defer { depth -= 1 }
        index += 1
        var items: [ManifestNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return ManifestNode(.array(items), mark: start)
        }
        while true {
            skipWhitespace()
            items.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw fail("expected ',' or ']', found the end of the file") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { throw fail("expected ',' or ']'") }
            index += 1
            return ManifestNode(.array(items), mark: start)
        }
    }

    private mutating func parseString() throws(Failure) -> String {
        index += 1
        var output: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard PercentEncoding.firstInvalidUTF8(in: output) == nil else { throw fail("the string is not valid UTF-8") }
                return String(decoding: output, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): output.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): output.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "/"): output.append(UInt8(ascii: "/"))
                case UInt8(ascii: "b"): output.append(0x08)
                case UInt8(ascii: "f"): output.append(0x0C)
                case UInt8(ascii: "n"): output.append(0x0A)
                case UInt8(ascii: "r"): output.append(0x0D)
                case UInt8(ascii: "t"): output.append(0x09)
                case UInt8(ascii: "u"): output += Array(String(try parseUnicodeEscape()).utf8)
                default:
                    index -= 1
                    throw fail("'\\\(Character(UnicodeScalar(escape)))' is not a JSON escape")
                }
            case 0..<0x20:
                throw fail("a control character must be escaped inside a string")
            default:
                output.append(byte)
                index += 1
            }
        }
        throw fail("the string is never closed")
    }

    private mutating func parseHex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw fail("expected four hexadecimal digits after '\\u'") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = ASCII.hexValue(bytes[index]) else { throw fail("expected four hexadecimal digits after '\\u'") }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private mutating func parseUnicodeEscape() throws(Failure) -> Character {
        let first = try parseHex4()
        if (0xD800..<0xDC00).contains(first) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw fail("a high surrogate must be followed by a low surrogate")
            }
            index += 2
            let second = try parseHex4()
            guard (0xDC00..<0xE000).contains(second) else { throw fail("a high surrogate must be followed by a low surrogate") }
            return Character(UnicodeScalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!)
        }
        guard let scalar = UnicodeScalar(first) else { throw fail("'\\u' escape is a lone surrogate") }
        return Character(scalar)
    }

    private mutating func parseNumber() throws(Failure) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        while index < bytes.count, ASCII.isDigit(bytes[index]) || "+-.eE".utf8.contains(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard BuiltInConverters.isDecimal(Array(text.utf8)[...]), let value = Double(text), value.isFinite else {
            index = start
            throw fail("'\(text)' is not a number")
        }
        return value
    }

    private mutating func expectWord(_ word: String) throws(Failure) {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw fail("expected a value: an object, array, string, number, true, false or null")
        }
        index += expected.count
    }
}
