/// A parsed URL pattern: an optional scheme, path segments, and optional tails.
///
/// Patterns are written `scheme://host/segment/<name>/<int:id>/*/<path:rest>`. Without a
/// scheme (`/product/<int:id>` or `product/<int:id>`) a pattern matches under every scheme and
/// universal-link host the router accepts. With a custom scheme the host is the first segment,
/// so `shop://product/<int:id>` has the segments `product` and `<int:id>`.
///
/// A pattern prints itself in canonical form: `:name` becomes `<name>`, `<string:name>`
/// becomes `<name>`, the scheme is lowercased, empty segments and a trailing slash are dropped,
/// and reserved characters in literals are percent-encoded. Parsing the canonical form gives
/// an equal pattern.
@_spi(Internals) public struct RoutePattern: Sendable, Hashable {
    /// The lowercased scheme, or `nil` for a pattern that applies under every accepted scheme.
    public let scheme: String?
    /// The segments every variant starts with.
    package let segments: [PatternSegment]
    /// Optional tails after ``segments``, each independently present or absent.
    package let optionalGroups: [OptionalGroup]

    /// An optional tail, `[/segment...]`, which may itself end in optional tails.
    package struct OptionalGroup: Sendable, Hashable {
        package let segments: [PatternSegment]
        package let optionalGroups: [OptionalGroup]

        package init(segments: [PatternSegment], optionalGroups: [OptionalGroup] = []) {
            self.segments = segments
            self.optionalGroups = optionalGroups
        }
    }

    /// The most variants one pattern may expand to; more is almost surely a mistake.
    public static let maximumVariantCount = 64

    /// Parses a pattern.
    ///
    /// - Parameter text: the pattern, such as `shop://product/<int:id>`.
    /// - Throws: ``RoutingError`` naming what is wrong and the column, for instance a capture
    ///   without a name, `**` before the last segment, or an unbalanced `[`.
    public init(_ text: String) throws(RoutingError) {
        var parser = PatternParser(text)
        self = try parser.parse()
    }

    /// A pattern of one literal segment holding `text`: what a record whose text no longer
    /// parses stands as, instead of a trap.
    init(unparsedText text: String) {
        scheme = nil
        segments = [.literal(text)]
        optionalGroups = []
    }

    /// Builds a pattern from parts, checking the same rules as the parser.
    package init(
        scheme: String?, segments: [PatternSegment], optionalGroups: [OptionalGroup] = []
    ) throws(RoutingError) {
        let draft = RoutePattern(unchecked: scheme?.lowercased(), segments, optionalGroups)
        // A scheme such as `a/b` or `shop:x` would be read back as something else.
        if let scheme, let offset = PatternParser.invalidSchemeOffset(Array(scheme.utf8)) {
            throw RoutingError(.invalidScheme, PatternParser.invalidSchemeMessage, pattern: draft.description, utf8Offset: offset)
        }
        // Checking through the canonical text gives the same errors, with columns, as parsing.
        self = try RoutePattern(draft.description)
    }

    init(unchecked scheme: String?, _ segments: [PatternSegment], _ groups: [OptionalGroup]) {
        self.scheme = scheme
        self.segments = segments
        self.optionalGroups = groups
    }

    /// Every concrete segment list the pattern stands for, the shortest first.
    ///
    /// `/a[/b][/c]` has the variants `a`, `a/b`, `a/c` and `a/b/c`; `/a[/b[/c]]` has `a`,
    /// `a/b` and `a/b/c`.
    public var variants: [[PatternSegment]] {
        Self.expand(segments, optionalGroups).sorted { $0.count < $1.count }
    }

    /// The names of all captures, in the order they appear.
    public var captureNames: [String] {
        var names: [String] = []
        func collect(_ segments: [PatternSegment], _ groups: [OptionalGroup]) {
            names += segments.compactMap(\.captureName)
            for group in groups { collect(group.segments, group.optionalGroups) }
        }
        collect(segments, optionalGroups)
        return names
    }

    /// The parameter types the pattern uses, built-in or custom.
    var parameterTypes: Set<ParameterType> {
        var types: Set<ParameterType> = []
        func collect(_ segments: [PatternSegment], _ groups: [OptionalGroup]) {
            for case .capture(_, let type) in segments { types.insert(type) }
            for group in groups { collect(group.segments, group.optionalGroups) }
        }
        collect(segments, optionalGroups)
        return types
    }

    static func expand(_ segments: [PatternSegment], _ groups: [OptionalGroup]) -> [[PatternSegment]] {
        var tails: [[PatternSegment]] = [[]]
        for group in groups {
            let groupVariants = expand(group.segments, group.optionalGroups)
            tails += tails.flatMap { tail in groupVariants.map { tail + $0 } }
        }
        return tails.map { segments + $0 }
    }

    static func variantCount(_ groups: [OptionalGroup]) -> Int {
        groups.reduce(1) { count, group in count * (1 + variantCount(group.optionalGroups)) }
    }
}

extension RoutePattern: CustomStringConvertible {
    /// The canonical form, which parses back to an equal pattern.
    public var description: String {
        var text = CanonicalPatternText()
        text.write(self)
        return text.string
    }
}

extension RoutePattern.OptionalGroup: CustomStringConvertible {
    /// The group as written in canonical form: `[/segment...]`.
    public var description: String {
        var text = CanonicalPatternText()
        text.write(self)
        return text.string
    }
}
