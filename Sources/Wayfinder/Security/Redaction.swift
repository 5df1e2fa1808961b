@_spi(Internals) import WayfinderRouting

/// URLs as outcomes, errors and descriptions show them: without a value taken from the URL.
///
/// A URL a route matches shows as the route's pattern (`shop://search/<query>`), with only the
/// parameters the route marks public (``RouteDefinition/publicParameters``) written out. A URL
/// no route takes shows as its scheme, and a web URL's host (`https://help.example.com/…`):
/// its path and query may carry anything.
enum Redaction {
    /// The text that stands for what a URL carries past what may be shown.
    static let elided = "…"

    /// `url` with its path, query and fragment elided; the scheme, and the host of a web URL,
    /// kept. Text that does not start with a scheme is elided whole.
    static func withoutValues(_ url: String) -> String {
        guard let scheme = URLParts.scheme(of: url) else { return elided }
        let rest = url.dropFirst(scheme.utf8.count + 1)
        let hasAuthority = rest.hasPrefix("//")
        if scheme == "https" || scheme == "http", hasAuthority, let host = URLParts(url)?.host, !host.isEmpty {
            let afterHost = rest.dropFirst(2).drop { $0 != "/" && $0 != "?" && $0 != "#" }
            return "\(scheme)://\(host)" + (afterHost.isEmpty || afterHost == "/" ? afterHost : "/" + elided)
        }
        let body = rest.drop { $0 == "/" }
        return scheme + ":" + (hasAuthority ? "//" : "") + (body.isEmpty ? "" : elided)
    }

    /// `url`, which `match` matched, as the route's pattern: the URL's scheme (and a web URL's
    /// host) before a pattern that names none, captures as `<name>`, except the parameters
    /// in `shown`, written with the URL's values.
    static func pattern<Target>(of url: String, _ match: RouteMatch<Target>, showing shown: Set<String>) -> String {
        let pattern = match.parsedPattern
        var text = ""
        if pattern.scheme == nil, let scheme = URLParts.scheme(of: url) {
            if scheme == "https" || scheme == "http", let host = URLParts(url)?.host, !host.isEmpty {
                text = "\(scheme)://\(host)"
            } else {
                text = scheme + ":/"
            }
        }
        // Captures print as `<name>` or `<type:name>`; those shown take the URL's value.
        var canonical = Substring(pattern.description)
        while let open = canonical.firstIndex(of: "<") {
            text += canonical[..<open]
            guard let close = canonical[open...].firstIndex(of: ">") else { break }
            let capture = canonical[canonical.index(after: open)..<close]
            let name = capture.split(separator: ":").last.map(String.init) ?? ""
            if shown.contains(name), let value = match.parameters[name] {
                text += value
            } else {
                text += "<\(name)>"
            }
            canonical = canonical[canonical.index(after: close)...]
        }
        return text + canonical
    }
}
