/// One segment of a route pattern.
///
/// Segments are compared by shape when the router looks for conflicts: two captures of the
/// same type are the same shape whatever their names, so `/user/<id>` and `/user/:name`
/// cannot both be registered.
@_spi(Internals) public enum PatternSegment: Sendable, Hashable {
    /// Matches exactly this text, after percent-decoding the URL's segment.
    case literal(String)
    /// Captures one segment that converts to `type` under `name`.
    case capture(name: String, type: ParameterType)
    /// `*`: any one segment, not captured.
    case wildcard
    /// `<path:name>`: one or more segments to the end of the path, captured with slashes kept.
    case rest(name: String)
    /// `**`: one or more segments to the end of the path, not captured.
    case anyRest

    /// The capture name, if the segment captures.
    package var captureName: String? {
        switch self {
        case .capture(let name, _), .rest(let name): name
        case .literal, .wildcard, .anyRest: nil
        }
    }

    /// Whether the segment consumes the rest of the path.
    package var isRest: Bool {
        switch self {
        case .rest, .anyRest: true
        case .literal, .capture, .wildcard: false
        }
    }

    /// The segment with its capture name removed: what conflict detection compares.
    package var shape: SegmentShape {
        switch self {
        case .literal(let text): .literal(text)
        case .capture(_, let type): .capture(type)
        case .wildcard: .wildcard
        case .rest: .rest
        case .anyRest: .anyRest
        }
    }
}

/// A segment without its capture name; equal shapes accept the same URLs.
package enum SegmentShape: Hashable, Sendable {
    case literal(String)
    case capture(ParameterType)
    case wildcard
    case rest
    case anyRest
}

extension PatternSegment: CustomStringConvertible {
    /// The segment as written in canonical form: `<name>`, `<int:id>`, `*`, `<path:rest>`, `**`,
    /// or a literal with the characters that patterns reserve percent-encoded.
    public var description: String {
        var text = CanonicalPatternText()
        text.write(self)
        return text.string
    }
}
