/// Which segments of a URL a pattern sees, and whether the pattern answers the URL's scheme
/// and host at all, following the router's rules:
///
/// - a pattern that names a scheme answers that scheme only; with `http`/`https` the host is
///   its first segment;
/// - a pattern without a scheme answers the configured custom schemes (every custom scheme
///   but those never routed when none is configured), with the host as first segment, and
///   `http`/`https` URLs on a universal-link host, with the path alone.
package struct URLScope {
    package let segments: [String]
    package let firstIsHost: Bool
    /// Why the pattern does not answer the URL, or `nil` when it does.
    package let problem: String?

    /// Where schemes and hosts come from, and what explanations call it: "the manifest",
    /// "the router".
    package struct Accepting: Sendable {
        package let schemes: [String]
        package let universalLinkHosts: [String]
        package let owner: String

        package init(schemes: [String], universalLinkHosts: [String], owner: String) {
            self.schemes = schemes.map { $0.lowercased() }
            self.universalLinkHosts = universalLinkHosts.map { $0.lowercased() }
            self.owner = owner
        }
    }

    package init(url: RouteURL, pattern: RoutePattern, accepting: Accepting) {
        let isWeb = url.scheme == "http" || url.scheme == "https"
        if let scheme = pattern.scheme {
            segments = isWeb ? (url.host.map { [$0] } ?? []) + url.segments : url.segments
            firstIsHost = !isWeb || url.host != nil
            problem = scheme == url.scheme ? nil : "the pattern names the scheme '\(scheme)', the URL has '\(url.scheme)'"
            return
        }
        firstIsHost = !isWeb
        segments = url.segments
        problem = isWeb ? Self.hostProblem(url, accepting) : Self.schemeProblem(url.scheme, accepting)
    }

    /// Why patterns without a scheme do not answer a custom scheme, if they do not.
    package static func schemeProblem(_ scheme: String, _ manifest: Accepting) -> String? {
        let schemes = manifest.schemes
        if schemes.isEmpty {
            guard RouterConfiguration.neverAcceptedSchemes.contains(scheme) else { return nil }
            return "'\(scheme):' URLs are never routed by patterns without a scheme"
        }
        guard !schemes.contains(scheme) else { return nil }
        return
            "the scheme '\(scheme)' is not one of \(manifest.owner)'s schemes (\(schemes.joined(separator: ", "))), so only patterns that name it answer it"
    }

    /// Why patterns without a scheme do not answer a web URL, if they do not.
    package static func hostProblem(_ url: RouteURL, _ manifest: Accepting) -> String? {
        let hosts = manifest.universalLinkHosts
        guard let host = url.host else { return "the URL has no host, so it is no universal link" }
        if hosts.isEmpty {
            return "\(manifest.owner) lists no universal-link hosts, so patterns without a scheme answer no \(url.scheme) URL"
        }
        if isUniversalLinkHost(host, hosts) { return nil }
        return
            "'\(host)' is not a universal-link host (\(manifest.owner)'s: \(hosts.joined(separator: ", "))), so patterns without a scheme do not answer it"
    }

    package static func isUniversalLinkHost(_ host: String, _ hosts: [String]) -> Bool {
        hosts.contains { listed in
            guard listed.hasPrefix("*.") else { return listed == host }
            let suffix = listed.dropFirst()
            return host.count > suffix.count && host.hasSuffix(suffix)
        }
    }
}
