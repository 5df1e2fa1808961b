import Wayfinder
@_spi(Internals) import WayfinderRouting

/// What `match` says about one URL, as JSON or as text for a person.
struct MatchReport {
    let url: String
    let matched: Int?
    let pattern: String?
    let parameters: [(String, String)]
    let query: [(String, [String])]
    let fragment: String?
    let error: String?

    init(url: String, resolution: RouteResolution<Int>, configuration: RouterConfiguration) {
        self.url = url
        var query: [(String, [String])] = []
        var fragment: String?
        switch resolution {
        case .matched(let match):
            matched = match.target
            pattern = match.pattern
            parameters = match.parameterNames.map { ($0, match.parameters[$0] ?? "") }
            query = match.queryItems.names.map { ($0, match.queryItems.values(for: $0)) }
            fragment = match.fragment
            error = nil
        case .unmatched:
            matched = nil
            pattern = nil
            parameters = []
            if let read = try? RouteURL(url, limits: configuration.limits, plusAsSpace: configuration.plusAsSpaceInQuery) {
                query = read.query.names.map { ($0, read.query.values(for: $0)) }
                fragment = read.fragment
            }
            error = nil
        case .refused(let refusal):
            matched = nil
            pattern = nil
            parameters = []
            error = refusal.description
        }
        self.query = query
        self.fragment = fragment
    }

    var json: JSON.Value {
        .object([
            ("url", .string(url)),
            ("matched", matched.map(JSON.Value.int) ?? .null),
            ("pattern", .optional(pattern)),
            ("params", .object(parameters.map { ($0.0, .string($0.1)) })),
            ("query", .object(query.map { ($0.0, .array($0.1.map(JSON.Value.string))) })),
            ("fragment", .optional(fragment)),
            ("error", .optional(error)),
        ])
    }

    /// The report for a person: the URL, then one indented line per finding. Decoded values
    /// are shown with control characters escaped, so a value cannot break the layout or pass
    /// itself off as another line (`?q=%0A%20%20matched...`).
    var text: String {
        var lines = [Self.visible(url)]
        if let error {
            lines.append("  refused   \(error)")
            return lines.joined(separator: "\n")
        }
        if let matched, let pattern {
            lines.append("  matched   pattern \(matched): \(Self.visible(pattern))")
        } else {
            lines.append("  no match")
        }
        for (name, value) in parameters { lines.append("  param     \(name) = \(Self.visible(value))") }
        for (name, values) in query {
            for value in values { lines.append("  query     \(Self.visible(name)) = \(Self.visible(value))") }
        }
        if let fragment { lines.append("  fragment  \(Self.visible(fragment))") }
        return lines.joined(separator: "\n")
    }

    /// `text` with control characters and line separators written as Swift escapes.
    static func visible(_ text: String) -> String { VisibleText.visible(text) }
}
