/// URL templates, as routes' `parent` and `redirect` are written: `/category/<category>`,
/// `https://help.example.com/<topic>`.
package enum URLTemplate {
    /// A placeholder without a value.
    package struct MissingName: Error {
        package let name: String
    }

    /// Fills `<name>` placeholders, each value percent-encoded as a path segment; a template
    /// without a scheme takes `base`'s scheme (and host, for an `http` or `https` base).
    /// - Returns: the URL, or the first name `argument` has no value for.
    package static func fill(_ template: String, base: String, argument: (String) -> String?) -> Result<String, MissingName> {
        var output = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "<") {
            output += rest[..<open]
            guard let close = rest[open...].firstIndex(of: ">") else { return .failure(MissingName(name: String(rest[open...]))) }
            let name = String(rest[rest.index(after: open)..<close])
            guard let value = argument(name) else { return .failure(MissingName(name: name)) }
            output += PercentEncoding.encodePathSegment(value)
            rest = rest[rest.index(after: close)...]
        }
        output += rest
        guard !isAbsolute(output), let url = try? RouteURL(base) else { return .success(output) }
        let path = output.drop { $0 == "/" }
        if url.scheme == "http" || url.scheme == "https", let host = url.host {
            return .success("\(url.scheme)://\(host)/" + path)
        }
        return .success("\(url.scheme)://" + path)
    }

    /// Whether a template names its own scheme (`https://...`, `tel:...`) rather than taking
    /// the opened URL's.
    package static func isAbsolute(_ template: String) -> Bool {
        !template.hasPrefix("/") && template.contains(":")
    }
}
