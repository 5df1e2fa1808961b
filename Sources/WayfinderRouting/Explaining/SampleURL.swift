/// URLs built to try a route without a real link (validation, the tool): a URL that matches the route,
/// with a sample value for each capture, and a template (`parent`, `redirect`) filled as the
/// navigator fills it.
package enum SampleURL {
    /// A value each built-in type accepts.
    package static func value(for type: ParameterType) -> String {
        switch type {
        case .int: "1"
        case .double: "1.5"
        case .uuid: "6F9619FF-8B86-D011-B42D-00C04FC964FF"
        default: "sample"
        }
    }

    /// The scheme a route's URLs use: its own custom scheme, else the first of `schemes`,
    /// else `app` (a table without schemes answers every custom scheme).
    package static func scheme(for pattern: RoutePattern, schemes: [String]) -> String {
        if let scheme = pattern.scheme, scheme != "http", scheme != "https" { return scheme }
        return schemes.first?.lowercased() ?? "app"
    }

    /// A URL that matches the pattern's longest variant, or `nil` for a pattern that names
    /// `http` or `https` (its host is a segment and no sample is needed for what the tool does).
    package static func url(for pattern: RoutePattern, schemes: [String]) -> String? {
        if pattern.scheme == "http" || pattern.scheme == "https" { return nil }
        let variant = pattern.variants.last ?? []
        let segments = variant.map { segment -> String in
            switch segment {
            case .literal(let text): PercentEncoding.encodePathSegment(text)
            case .capture(_, let type): value(for: type)
            case .wildcard: "x"
            case .rest: "a/b"
            case .anyRest: "a"
            }
        }
        return "\(scheme(for: pattern, schemes: schemes))://" + segments.joined(separator: "/")
    }

    /// The URL a template without a scheme is filled against: the route's sample URL, or for
    /// a pattern that names `http`/`https`, that scheme and the pattern's first segment as host.
    package static func base(for pattern: RoutePattern, schemes: [String]) -> String {
        if let url = url(for: pattern, schemes: schemes) { return url }
        let host =
            pattern.segments.first.flatMap { segment -> String? in
                if case .literal(let text) = segment { return text }
                return nil
            } ?? "example.com"
        return "\(pattern.scheme ?? "https")://\(host)"
    }

    /// A route's own value for a template placeholder: a sample for a capture of that name,
    /// else the route's default, as a match with no query gives them.
    package static func argument(_ name: String, pattern: RoutePattern, defaults: [String: String]) -> String? {
        for variant in pattern.variants.reversed() {
            for segment in variant where segment.captureName == name {
                if case .capture(_, let type) = segment { return value(for: type) }
                return "a/b"
            }
        }
        return defaults[name]
    }

    /// A route's template (`parent`, `redirect`) filled from the route's own values, against
    /// its sample URL.
    package static func fill(
        _ template: String, pattern: RoutePattern, defaults: [String: String], schemes: [String]
    ) -> Result<String, URLTemplate.MissingName> {
        URLTemplate.fill(template, base: base(for: pattern, schemes: schemes)) {
            argument($0, pattern: pattern, defaults: defaults)
        }
    }
}
