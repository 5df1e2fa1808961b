/// Why registering, replacing or building a route failed.
///
/// ```swift
/// do {
///     try router.register("/user/:name", to: .profile)   // "/user/<id>" is already there
/// } catch {
///     print(error.code)                  // conflict
///     print(error.conflictingPatterns)   // [/user/<id>]
/// }
/// ```
public struct RouterError: Error, Sendable, CustomStringConvertible {
    /// What went wrong. New codes may be added in later versions.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        public let name: String
        init(_ name: String) { self.name = name }
        public var description: String { name }

        /// The pattern text does not parse; ``RouterError/patternError`` says where.
        public static let invalidPattern = Code("invalidPattern")
        /// The pattern is equivalent to a registered one and replacing was not asked for.
        public static let conflict = Code("conflict")
        /// No route has the given identifier.
        public static let routeNotFound = Code("routeNotFound")
        /// A URL cannot be built: a parameter is missing, does not convert, or the pattern
        /// has an unnamed wildcard.
        public static let cannotBuildURL = Code("cannotBuildURL")
        /// A ``TypedRoute``'s properties and its pattern's captures disagree, or the type
        /// cannot be read from a URL; the message names the property and the capture.
        public static let typeMismatch = Code("typeMismatch")
    }

    public let code: Code
    public let message: String
    /// The pattern the operation was about, as given.
    public let pattern: String?
    /// The parse error behind ``Code/invalidPattern``.
    public let patternError: PatternError?
    /// The patterns of the registered routes a ``Code/conflict`` is with.
    public let conflictingPatterns: [RoutePattern]

    init(
        _ code: Code, _ message: String, pattern: String? = nil,
        patternError: PatternError? = nil, conflictingPatterns: [RoutePattern] = []
    ) {
        self.code = code
        self.message = message
        self.pattern = pattern
        self.patternError = patternError
        self.conflictingPatterns = conflictingPatterns
    }

    public var description: String { message }
}
