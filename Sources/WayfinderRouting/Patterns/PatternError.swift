/// Why a route pattern was refused, and where.
///
/// ```swift
/// do {
///     _ = try RoutePattern("shop://product/<int:>")
/// } catch {
///     print(error.code)      // missingCaptureName
///     print(error.column)    // 21
///     print(error.message)   // a capture needs a name after 'int:'
/// }
/// ```
///
/// WayfinderManifest's `diagnostic(file:line:)` prints the error as a compiler does, with the
/// pattern and a caret under the column.
public struct PatternError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of mistake the pattern has. New codes may be added in later versions.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        public let name: String
        init(_ name: String) { self.name = name }
        public var description: String { name }

        public static let emptyPattern = Code("emptyPattern")
        public static let missingCaptureName = Code("missingCaptureName")
        public static let invalidCaptureName = Code("invalidCaptureName")
        public static let duplicateCaptureName = Code("duplicateCaptureName")
        public static let unknownParameterType = Code("unknownParameterType")
        public static let unterminatedCapture = Code("unterminatedCapture")
        public static let captureNotWholeSegment = Code("captureNotWholeSegment")
        public static let wildcardNotWholeSegment = Code("wildcardNotWholeSegment")
        public static let restNotLast = Code("restNotLast")
        public static let unbalancedBracket = Code("unbalancedBracket")
        public static let optionalGroupNotAtEnd = Code("optionalGroupNotAtEnd")
        public static let optionalGroupWithoutSlash = Code("optionalGroupWithoutSlash")
        public static let emptyOptionalGroup = Code("emptyOptionalGroup")
        public static let reservedCharacter = Code("reservedCharacter")
        public static let malformedPercentEncoding = Code("malformedPercentEncoding")
        public static let invalidScheme = Code("invalidScheme")
        public static let tooManyVariants = Code("tooManyVariants")
        public static let controlCharacter = Code("controlCharacter")
    }

    public let code: Code
    /// A sentence saying what is wrong, without the location.
    public let message: String
    /// The pattern as it was given.
    public let pattern: String
    /// The 1-based column, in characters, of the spot the error points at.
    public let column: Int

    init(_ code: Code, _ message: String, pattern: String, utf8Offset: Int) {
        self.code = code
        self.message = message
        self.pattern = pattern
        let index = pattern.utf8.index(
            pattern.utf8.startIndex, offsetBy: min(max(0, utf8Offset), pattern.utf8.count))
        self.column = pattern[..<index].count + 1
    }

    public var description: String {
        "invalid pattern '\(pattern)' at column \(column): \(message)"
    }
}
