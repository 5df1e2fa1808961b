/// Why the router refused a pattern, a URL, a parameter or a change to its table.
///
/// One error type serves the whole routing library: ``code`` says what went wrong,
/// ``message`` says it in a sentence, and the properties that fit the code say where: a
/// pattern's ``column``, a URL's byte ``offset``, a parameter's name and expected type, the
/// patterns a registration ``conflictingPatterns`` with.
///
/// A pattern that does not parse says where:
///
/// ```swift
/// do {
///     try router.register("shop://product/<int:>", to: .product)
/// } catch {
///     print(error.code)      // missingCaptureName
///     print(error.column!)   // 21
///     print(error.message)   // a capture needs a name after 'int:'
/// }
/// ```
///
/// A URL refused while reading says at which byte, and never keeps the URL:
///
/// ```swift
/// do {
///     _ = try router.resolve("shop://product/%E2%28")
/// } catch {
///     print(error.code)      // invalidUTF8: %E2 must be followed by a continuation byte
///     print(error.offset!)   // 15, the byte where the bad escape starts
/// }
/// ```
///
/// A registration that conflicts names the routes it conflicts with:
///
/// ```swift
/// do {
///     try router.register("/user/:name", to: .profile)   // "/user/<id>" is already there
/// } catch {
///     print(error.code)                  // conflict
///     print(error.conflictingPatterns)   // ["/user/<id>"]
/// }
/// ```
///
/// A parameter that does not convert names itself and the type, and keeps the value out of
/// its description:
///
/// ```swift
/// do {
///     let id = try match.require("id", as: Int.self)
///     print(id)
/// } catch {
///     print(error)             // parameter 'id' is not a valid Int (no value: descriptions go to logs)
///     print(error.value ?? "") // abc
/// }
/// ```
///
/// A registration that fails because its pattern does not parse throws the pattern's own
/// error, with its code and column; WayfinderManifest's `diagnostic(file:line:)` prints it as a
/// compiler does, with the pattern and a caret under the column.
public struct RoutingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The former name of ``ErrorCode``, which the navigator's rejections share.
    @available(*, deprecated, renamed: "ErrorCode")
    public typealias Code = ErrorCode

    /// Everything the error says, kept apart: an error rides in every match's result (as the
    /// refusal that did not happen), so the value stays one word and copies as one reference.
    private let details: Details

    /// What went wrong.
    public var code: ErrorCode { details.code }

    /// A sentence saying what is wrong, without the location.
    public var message: String { details.message }
    /// The pattern the error is about, as given: one that does not parse, or the route a
    /// registration or a URL being built concerned.
    public var pattern: String? { details.pattern }
    /// For a pattern that does not parse: the 1-based column, in characters, of the spot the
    /// error points at.
    public var column: Int? { details.column }
    /// For a URL refused while reading: the UTF-8 byte offset where the problem was found.
    /// The URL itself is not kept, so that the error can go to a log.
    public var offset: Int? { details.offset }
    /// For a parameter: its name.
    public var parameter: String? { details.parameter }
    /// For a parameter: the type that was asked for, such as `Int`.
    public var expectedType: String? { details.expectedType }
    /// For ``ErrorCode/invalidParameter``: the text that did not convert. The description leaves
    /// it out, since it came from a URL.
    public var value: String? { details.value }
    /// For ``ErrorCode/conflict``: the patterns of the registered routes the new one is
    /// equivalent to.
    public var conflictingPatterns: [String] { details.conflictingPatterns }
    /// The error behind this one: a type's own decoding error when a ``TypedRoute`` property
    /// decodes itself (a `UUID`, an enum) and failed; `nil` otherwise. Errors compare and hash
    /// without it.
    public var underlyingError: (any Error)? { details.underlyingError }

    /// What an error says, code included; never changed after it is made.
    private final class Details: Sendable {
        let code: ErrorCode
        let message: String
        let pattern: String?
        let column: Int?
        let offset: Int?
        let parameter: String?
        let expectedType: String?
        let value: String?
        let conflictingPatterns: [String]
        let underlyingError: (any Error)?

        init(
            code: ErrorCode, message: String, pattern: String?, column: Int?, offset: Int?, parameter: String?,
            expectedType: String?, value: String?, conflictingPatterns: [String], underlyingError: (any Error)?
        ) {
            self.code = code
            self.message = message
            self.pattern = pattern
            self.column = column
            self.offset = offset
            self.parameter = parameter
            self.expectedType = expectedType
            self.value = value
            self.conflictingPatterns = conflictingPatterns
            self.underlyingError = underlyingError
        }
    }

    private init(
        code: ErrorCode, message: String, pattern: String? = nil, column: Int? = nil, offset: Int? = nil,
        parameter: String? = nil, expectedType: String? = nil, value: String? = nil,
        conflictingPatterns: [String] = [], underlyingError: (any Error)? = nil
    ) {
        self.details = Details(
            code: code, message: message, pattern: pattern, column: column, offset: offset, parameter: parameter,
            expectedType: expectedType, value: value, conflictingPatterns: conflictingPatterns,
            underlyingError: underlyingError)
    }

    /// A pattern that does not parse, pointing at a UTF-8 offset in it.
    package init(_ code: ErrorCode, _ message: String, pattern: String, utf8Offset: Int) {
        let index = pattern.utf8.index(
            pattern.utf8.startIndex, offsetBy: min(max(0, utf8Offset), pattern.utf8.count))
        self.init(code: code, message: message, pattern: pattern, column: pattern[..<index].count + 1)
    }

    /// A URL refused while reading, at a byte offset.
    package init(_ code: ErrorCode, _ message: String, at offset: Int) {
        self.init(code: code, message: message, offset: offset)
    }

    /// A parameter that is missing or does not convert.
    package init(
        _ code: ErrorCode, parameter: String, expectedType: String, value: String? = nil, underlyingError: (any Error)? = nil
    ) {
        let message =
            code == .invalidParameter
            ? "parameter '\(parameter)' is not a valid \(expectedType)"
            : "missing parameter '\(parameter)' (expected \(expectedType))"
        self.init(
            code: code, message: message, parameter: parameter, expectedType: expectedType, value: value,
            underlyingError: underlyingError)
    }

    /// A change to the route table, or a URL that cannot be built.
    package init(_ code: ErrorCode, _ message: String, pattern: String? = nil, conflictingPatterns: [String] = []) {
        self.init(code: code, message: message, pattern: pattern, conflictingPatterns: conflictingPatterns)
    }

    public static func == (lhs: RoutingError, rhs: RoutingError) -> Bool {
        lhs.code == rhs.code && lhs.message == rhs.message && lhs.pattern == rhs.pattern
            && lhs.column == rhs.column && lhs.offset == rhs.offset && lhs.parameter == rhs.parameter
            && lhs.expectedType == rhs.expectedType && lhs.value == rhs.value
            && lhs.conflictingPatterns == rhs.conflictingPatterns
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(message)
        hasher.combine(pattern)
        hasher.combine(column)
        hasher.combine(offset)
        hasher.combine(parameter)
    }

    /// The message with where it applies: the pattern and column, or the byte of the URL.
    public var description: String {
        if let column, let pattern {
            return "invalid pattern '\(pattern)' at column \(column): \(message)"
        }
        if let offset {
            return "\(message) (at byte \(offset))"
        }
        return message
    }
}
