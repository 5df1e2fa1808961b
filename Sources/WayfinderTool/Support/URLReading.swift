import Wayfinder
import WayfinderManifest

/// Which segments of a URL a pattern sees, and whether the pattern answers the URL's scheme
/// and host at all, following the router's rules:
///
/// - a pattern that names a scheme answers that scheme only; with `http`/`https` the host is
///   its first segment;
/// - a pattern without a scheme answers the manifest's custom schemes (every custom scheme
///   but those never routed when it lists none), with the host as first segment, and
///   `http`/`https` URLs on a universal-link host, with the path alone.
struct URLReading {
    let segments: [String]
    let firstIsHost: Bool
    /// Why the pattern does not answer the URL, or `nil` when it does.
    let problem: String?

    init(url: RouteURL, pattern: RoutePattern, manifest: Manifest) {
        let isWeb = url.scheme == "http" || url.scheme == "https"
        if let scheme = pattern.scheme {
            segments = isWeb ? (url.host.map { [$0] } ?? []) + url.segments : url.segments
            firstIsHost = !isWeb || url.host != nil
            problem = scheme == url.scheme ? nil : "the pattern names the scheme '\(scheme)', the URL has '\(url.scheme)'"
            return
        }
        firstIsHost = !isWeb
        segments = url.segments
        problem = isWeb ? Self.hostProblem(url, manifest) : Self.schemeProblem(url.scheme, manifest)
    }

    /// Why patterns without a scheme do not answer a custom scheme, if they do not.
    static func schemeProblem(_ scheme: String, _ manifest: Manifest) -> String? {
        let schemes = manifest.schemes.map { $0.lowercased() }
        if schemes.isEmpty {
            guard RouterConfiguration.neverAcceptedSchemes.contains(scheme) else { return nil }
            return "'\(scheme):' URLs are never routed by patterns without a scheme"
        }
        guard !schemes.contains(scheme) else { return nil }
        return "the scheme '\(scheme)' is not one of the manifest's schemes (\(schemes.joined(separator: ", "))), so only patterns that name it answer it"
    }

    /// Why patterns without a scheme do not answer a web URL, if they do not.
    static func hostProblem(_ url: RouteURL, _ manifest: Manifest) -> String? {
        let hosts = manifest.universalLinkHosts.map { $0.lowercased() }
        guard let host = url.host else { return "the URL has no host, so it is no universal link" }
        if hosts.isEmpty { return "the manifest lists no universal-link hosts, so patterns without a scheme answer no \(url.scheme) URL" }
        if isUniversalLinkHost(host, hosts) { return nil }
        return "'\(host)' is not a universal-link host (the manifest's: \(hosts.joined(separator: ", "))), so patterns without a scheme do not answer it"
    }

    static func isUniversalLinkHost(_ host: String, _ hosts: [String]) -> Bool {
        hosts.contains { listed in
            guard listed.hasPrefix("*.") else { return listed == host }
            let suffix = listed.dropFirst()
            return host.count > suffix.count && host.hasSuffix(suffix)
        }
    }
}
