/// What went wrong, as one of the library's codes: the router's and the route table
/// diagnostics' (``RoutingError/code``) and, from the Wayfinder module, the navigator's
/// rejections (`NavigationError.code`). Codes compare by name and print it:
///
/// ```swift
/// if outcome.rejection?.code == .interceptor { showSignIn() }
/// ```
///
/// New codes may be added in later versions, so a `switch` over codes needs a `default`.
public struct ErrorCode: Sendable, Hashable, CustomStringConvertible {
    /// The code's name, as `description` prints it: `invalidCaptureName`.
    public let name: String
    package init(_ name: String) { self.name = name }
    public var description: String { name }

    // A pattern that does not parse: the error has `pattern` and `column`.

    /// The pattern is empty or has no path.
    public static let emptyPattern = Self("emptyPattern")
    /// A capture such as `<int:>` has no name.
    public static let missingCaptureName = Self("missingCaptureName")
    /// A capture's name is not an identifier.
    public static let invalidCaptureName = Self("invalidCaptureName")
    /// Two captures of one pattern share a name.
    public static let duplicateCaptureName = Self("duplicateCaptureName")
    /// A capture names a type the router has no converter for.
    public static let unknownParameterType = Self("unknownParameterType")
    /// A `<` has no `>`.
    public static let unterminatedCapture = Self("unterminatedCapture")
    /// A capture shares its segment with other text.
    public static let captureNotWholeSegment = Self("captureNotWholeSegment")
    /// `*` or `**` shares its segment with other text.
    public static let wildcardNotWholeSegment = Self("wildcardNotWholeSegment")
    /// A rest capture (`<path:name>`, `**`) is not the last segment.
    public static let restNotLast = Self("restNotLast")
    /// A `[` has no `]`, or a `]` no `[`.
    public static let unbalancedBracket = Self("unbalancedBracket")
    /// An optional group `[...]` is followed by more of the pattern.
    public static let optionalGroupNotAtEnd = Self("optionalGroupNotAtEnd")
    /// An optional group does not start with `/`.
    public static let optionalGroupWithoutSlash = Self("optionalGroupWithoutSlash")
    /// An optional group is empty.
    public static let emptyOptionalGroup = Self("emptyOptionalGroup")
    /// A character a pattern cannot hold (`?`, `#`, a space, ...).
    public static let reservedCharacter = Self("reservedCharacter")
    /// The scheme is not a valid URL scheme.
    public static let invalidScheme = Self("invalidScheme")
    /// The optional groups expand to more variants than a pattern may have.
    public static let tooManyVariants = Self("tooManyVariants")

    // A URL refused before matching: the error has `offset`, and never the URL.

    /// The URL is empty.
    public static let emptyURL = Self("emptyURL")
    /// The URL has no scheme.
    public static let missingScheme = Self("missingScheme")
    /// The URL is longer than ``RouterConfiguration/maximumURLLength``.
    public static let tooLong = Self("tooLong")
    /// The URL has more path segments than ``RouterConfiguration/maximumSegments``.
    public static let tooManySegments = Self("tooManySegments")
    /// The URL has more query items than ``RouterConfiguration/maximumQueryItems``.
    public static let tooManyQueryItems = Self("tooManyQueryItems")
    /// A percent escape decodes to bytes that are not UTF-8.
    public static let invalidUTF8 = Self("invalidUTF8")
    /// A web URL with user information (`https://name@host/`): a browser reads the host
    /// after the `@`, so the text could show one site's name and lead to another.
    public static let userInfo = Self("userInfo")
    /// A web URL whose host a browser would read differently or never send to an app:
    /// empty, an IP address, percent-encoded, non-ASCII (not in its IDNA form), with a
    /// trailing dot, or a port that is not a number.
    public static let invalidHost = Self("invalidHost")
    /// Internal: the scanner's stack buffer was too small; it retries with a larger one.
    static let segmentBufferFull = Self("segmentBufferFull")

    // In a pattern or a URL.

    /// A control character (below U+0020, or U+007F).
    public static let controlCharacter = Self("controlCharacter")
    /// A `%` not followed by two hexadecimal digits.
    public static let malformedPercentEncoding = Self("malformedPercentEncoding")

    // A parameter asked for with `require`: the error has `parameter` and `expectedType`.

    /// No parameter has the name.
    public static let missingParameter = Self("missingParameter")
    /// The parameter's text does not convert to the requested type.
    public static let invalidParameter = Self("invalidParameter")

    // A change to the route table, or a URL built from a route.

    /// The pattern is equivalent to a registered one and replacing was not asked for.
    public static let conflict = Self("conflict")
    /// No route has the given identifier or name.
    public static let routeNotFound = Self("routeNotFound")
    /// A URL cannot be built: a parameter is missing, does not convert, or the pattern
    /// has an unnamed wildcard. A navigator rejects a typed route whose URL cannot be
    /// built with this code, the router's error as the underlying error.
    public static let cannotBuildURL = Self("cannotBuildURL")
    /// A ``TypedRoute``'s properties and its pattern's captures disagree, or the type
    /// cannot be read from a URL; the message names the property and the capture.
    public static let typeMismatch = Self("typeMismatch")

    // A problem ``Router/validate()`` or a navigator's `validate()` reports, as a
    // ``RouteDiagnostic``'s code (the navigator's own are in the Wayfinder module).

    /// A pattern in the list does not parse; the diagnostic's ``RouteDiagnostic/error``
    /// has the pattern's own code and column.
    public static let invalidPattern = Self("invalidPattern")
    /// Every URL the route matches is taken by routes that are tried first.
    public static let shadowed = Self("shadowed")
}
