/// Why a URL was refused before matching, and at which byte.
///
/// Refusal is for input no route should see: too long, too many segments or query items,
/// control characters, malformed percent-encoding, or no scheme. A URL that is well formed but
/// matches no route is not an error; ``Router/match(_:)-(String)`` returns `nil` for it.
///
/// ```swift
/// switch router.resolve("shop://product/%E2%28") {
/// case .refused(let error):
///     print(error.code)     // invalidUTF8: %E2 must be followed by a continuation byte
///     print(error.offset)   // 15, the byte where the bad escape starts
/// default: break
/// }
/// ```
public struct URLReadingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of problem. New codes may be added in later versions.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        public let name: String
        init(_ name: String) { self.name = name }
        public var description: String { name }

        public static let empty = Code("empty")
        public static let missingScheme = Code("missingScheme")
        public static let tooLong = Code("tooLong")
        public static let tooManySegments = Code("tooManySegments")
        public static let tooManyQueryItems = Code("tooManyQueryItems")
        public static let controlCharacter = Code("controlCharacter")
        public static let malformedPercentEncoding = Code("malformedPercentEncoding")
        public static let invalidUTF8 = Code("invalidUTF8")
        /// A web URL with user information (`https://name@host/`): a browser reads the host
        /// after the `@`, so the text could show one site's name and lead to another.
        public static let userInfo = Code("userInfo")
        /// A web URL whose host a browser would read differently or never send to an app:
        /// empty, an IP address, percent-encoded, non-ASCII (not in its IDNA form), with a
        /// trailing dot, or a port that is not a number.
        public static let invalidHost = Code("invalidHost")
        /// Internal: the scanner's stack buffer was too small; it retries with a larger one.
        static let segmentBufferFull = Code("segmentBufferFull")
    }

    public let code: Code
    /// A sentence saying what is wrong.
    public let message: String
    /// The UTF-8 byte offset in the input where the problem was found.
    public let offset: Int

    init(_ code: Code, _ message: String, at offset: Int) {
        self.code = code
        self.message = message
        self.offset = offset
    }

    /// The message and the byte offset. The input itself is left out so that logs of refused
    /// links do not carry query values.
    public var description: String { "\(message) (at byte \(offset))" }
}
