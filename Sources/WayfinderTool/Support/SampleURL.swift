import Wayfinder
import WayfinderManifest

/// URLs the tool builds to try a route without a real link: a URL that matches the route,
/// with a sample value for each capture, and a template (`parent`, `redirect`) filled as the
/// navigator fills it.
enum SampleURL {
    /// A value each built-in type accepts.
    static func value(for type: ParameterType) -> String {
        switch type {
        case .int: "1"
        case .double: "1.5"
        case .uuid: "6F9619FF-8B86-D011-B42D-00C04FC964FF"
        default: "sample"
        }
    }

    /// The scheme a route's URLs use: its own custom scheme, else the manifest's first, else
    /// `app` (a manifest without schemes answers every custom scheme).
    static func scheme(for pattern: RoutePattern, in manifest: Manifest) -> String {
        if let scheme = pattern.scheme, scheme != "http", scheme != "https" { return scheme }
        return manifest.schemes.first?.lowercased() ?? "app"
    }

    /// A URL that matches the pattern's longest variant, or `nil` for a pattern that names
    /// `http` or `https` (its host is a segment and no sample is needed for what the tool does).
    static func url(for pattern: RoutePattern, in manifest: Manifest) -> String? {
        if pattern.scheme == "http" || pattern.scheme == "https" { return nil }
        let variant = pattern.variants.last ?? []
        let segments = variant.map { segment -> String in
            switch segment {
            case .literal(let text): encode(text)
            case .capture(_, let type): value(for: type)
            case .wildcard: "x"
            case .rest: "a/b"
            case .anyRest: "a"
            }
        }
        return "\(scheme(for: pattern, in: manifest))://" + segments.joined(separator: "/")
    }

    /// The URL a template without a scheme is filled against: the route's sample URL, or for
    /// a pattern that names `http`/`https`, that scheme and the pattern's first segment as host.
    static func base(for pattern: RoutePattern, in manifest: Manifest) -> String {
        if let url = url(for: pattern, in: manifest) { return url }
        let host = pattern.segments.first.flatMap { segment -> String? in
            if case .literal(let text) = segment { return text }
            return nil
        } ?? "example.com"
        return "\(pattern.scheme ?? "https")://\(host)"
    }

    /// A route's own value for a template placeholder: a sample for a capture of that name,
    /// else the route's default, as a match with no query gives them.
    static func argument(_ name: String, pattern: RoutePattern, defaults: [String: String]) -> String? {
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
    static func fill(_ template: String, route entry: Manifest.Entry, pattern: RoutePattern, in manifest: Manifest) -> Result<String, MissingName> {
        fill(template, base: base(for: pattern, in: manifest)) { argument($0, pattern: pattern, defaults: entry.defaults) }
    }

    /// Fills `<name>` placeholders as the navigator does (`URLTemplate`).
    static func fill(_ template: String, base: String, argument: (String) -> String?) -> Result<String, MissingName> {
        URLTemplate.fill(template, base: base, argument: argument)
    }

    typealias MissingName = URLTemplate.MissingName

    /// Whether a template names its own scheme rather than taking the opened URL's.
    static func isAbsolute(_ template: String) -> Bool { URLTemplate.isAbsolute(template) }

    /// Percent-encodes everything but RFC 3986's unreserved characters.
    static func encode(_ text: String) -> String {
        var output = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                output += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return output
    }
}
