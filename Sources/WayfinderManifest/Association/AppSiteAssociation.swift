import Wayfinder

/// The `apple-app-site-association` file for a manifest's universal links, in Apple's
/// `applinks` format with `components` (iOS 13 and later).
///
/// Each route exposed to universal links becomes one component per variant of its pattern:
/// literals percent-encoded as URLs carry them, every capture, `*`, `<path:>` and `**` as `*`
/// (which matches any characters, `/` included), an optional tail as a component with and one
/// without it. The query and fragment are not matched. Components whose paths come out the
/// same are written once, their comments joined.
///
/// ```swift
/// let association = try AppSiteAssociation(manifest: manifest)
/// for component in association.components { print(component.path) }   // /product/*
/// ```
public struct AppSiteAssociation: Sendable {
    /// One entry of the file's `components`: a path pattern and the routes it stands for.
    public struct Component: Sendable, Hashable {
        /// The path pattern, in the file's syntax (`*` for any characters, `/` included).
        public let path: String
        /// The routes' patterns and descriptions, for the people who read the file.
        public internal(set) var comment: String
    }

    /// A route exposed to universal links that has no AASA form.
    struct Problem: Error {
        let index: Int
        /// The route's key the problem is about: `exposure` or `pattern`.
        let key: String
        let message: String
    }

    /// The components, in the manifest's route order.
    public let components: [Component]

    /// The association file's components for every route `manifest` exposes to universal links.
    ///
    /// - Throws: ``ManifestError`` naming each exposed route that has no form in the file: a
    ///   pattern with a scheme (the file is served per domain, and only `https` URLs come
    ///   through it), or a literal with `*`, which the file reads as a wildcard.
    public init(manifest: Manifest) throws(ManifestError) {
        var components: [Component] = []
        /// Where each path's component is, so a path two routes share is found at once.
        var componentIndex: [String: Int] = [:]
        var problems: [Problem] = []
        for (index, entry) in manifest.routes.enumerated() where entry.definition.exposure.sources.contains(.universalLink) {
            guard let pattern = try? RoutePattern(entry.pattern) else { continue }
            if let scheme = pattern.scheme {
                let advice = scheme == "http" || scheme == "https"
                    ? "an association file is served by each domain, so write the pattern without a scheme and list the host in \"universalLinkHosts\""
                    : "universal links are https URLs, which it never matches"
                problems.append(Problem(index: index, key: "exposure", message: "the route is exposed to universal links, but its pattern names the scheme '\(scheme)': \(advice)"))
                continue
            }
            let comment = entry.pattern + (entry.description.map { ": " + $0 } ?? "")
            do {
                for variant in pattern.variants {
                    let path = try Self.path(variant, index: index)
                    if let existing = componentIndex[path] {
                        components[existing].comment += "; " + comment
                    } else {
                        componentIndex[path] = components.count
                        components.append(Component(path: path, comment: comment))
                    }
                }
            } catch {
                problems.append(error)
            }
        }
        guard problems.isEmpty else {
            throw ManifestError(issues: problems.map { problem in
                let entry = manifest.routes[problem.index]
                return ManifestIssue(
                    file: manifest.file, mark: entry.patternMark, routeIndex: problem.index, pattern: entry.pattern,
                    key: "routes[\(problem.index)].\(problem.key)", message: problem.message)
            })
        }
        self.components = components
    }

    /// A variant as an AASA path pattern.
    static func path(_ variant: [PatternSegment], index: Int) throws(Problem) -> String {
        var parts: [String] = []
        for segment in variant {
            switch segment {
            case .literal(let text):
                if text.contains("*") {
                    throw Problem(index: index, key: "pattern", message: "the literal '\(text)' has '*', which an association file reads as a wildcard and cannot match as itself")
                }
                parts.append(encode(text))
            case .capture, .wildcard, .rest, .anyRest:
                parts.append("*")
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// A literal as a URL path carries it: RFC 3986 path characters as they are, everything
    /// else percent-encoded, `$` too when `(` follows (the file's substitution syntax).
    static func encode(_ text: String) -> String {
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!&'()+,;=:@".utf8)
        let bytes = Array(text.utf8)
        var output = ""
        for (offset, byte) in bytes.enumerated() {
            let startsSubstitution = byte == UInt8(ascii: "$") && offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "(")
            if (plain.contains(byte) || byte == UInt8(ascii: "$")) && !startsSubstitution {
                output.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                output += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return output
    }
}
