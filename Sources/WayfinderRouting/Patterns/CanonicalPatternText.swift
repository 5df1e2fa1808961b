/// Writes patterns in canonical form as UTF-8 bytes.
///
/// The one writer behind ``RoutePattern/description``, ``PatternSegment/description`` and the
/// pattern text a route table keeps for each parsed route, so all three always agree. A
/// pattern registered already in canonical form is kept as given: ``CanonicalPatternReader``
/// accepts only text this writer would have written.
struct CanonicalPatternText {
    /// The text written so far.
    var bytes: [UInt8] = []

    /// Writes a whole pattern: `scheme://` or `/`, the segments, then the optional tails.
    mutating func write(_ pattern: RoutePattern) {
        if let scheme = pattern.scheme {
            append(scheme)
            bytes += "://".utf8
        } else {
            bytes.append(UInt8(ascii: "/"))
        }
        write(pattern.segments)
        for group in pattern.optionalGroups { write(group) }
    }

    /// Writes an optional tail: `[/segment...]` with its own tails inside the brackets.
    mutating func write(_ group: RoutePattern.OptionalGroup) {
        bytes += "[/".utf8
        write(group.segments)
        for nested in group.optionalGroups { write(nested) }
        bytes.append(UInt8(ascii: "]"))
    }

    /// Writes segments separated by `/`.
    mutating func write(_ segments: [PatternSegment]) {
        for (index, segment) in segments.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: "/")) }
            write(segment)
        }
    }

    /// Writes one segment: `<name>`, `<type:name>`, `*`, `<path:name>`, `**`, or a literal
    /// with the characters patterns reserve percent-encoded.
    mutating func write(_ segment: PatternSegment) {
        switch segment {
        case .literal(let text):
            PercentEncoding.appendPatternLiteral(text, to: &bytes)
        case .capture(let name, let type):
            bytes.append(UInt8(ascii: "<"))
            if type != .string {
                append(type.name)
                bytes.append(UInt8(ascii: ":"))
            }
            append(name)
            bytes.append(UInt8(ascii: ">"))
        case .wildcard:
            bytes.append(UInt8(ascii: "*"))
        case .rest(let name):
            bytes += "<path:".utf8
            append(name)
            bytes.append(UInt8(ascii: ">"))
        case .anyRest:
            bytes += "**".utf8
        }
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends a string's UTF-8 in one copy, which `+= string.utf8` does not make.
    private mutating func append(_ string: String) {
        string.withUTF8View { bytes.append(contentsOf: $0) }
    }
}
