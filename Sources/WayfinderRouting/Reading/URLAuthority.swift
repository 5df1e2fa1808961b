/// What the security checks read of a URL: its scheme, its host and whether it carries user
/// information, taken from the one reading of the URL the router also matches with, so that
/// the checks and the router never disagree on where the host is.
///
/// ```swift
/// let parts = URLAuthority("https://Partner.example/cb?state=1")
/// // scheme "https", host "partner.example", hasUserInfo false
/// ```
package struct URLAuthority: Sendable, Equatable {
    /// The scheme, lowercased.
    package let scheme: String
    /// The authority's host, decoded and lowercased; `nil` when the URL has no `//` authority or
    /// an empty host.
    package let host: String?
    /// Whether the authority carries user information (`name@host`). A web URL with it is
    /// refused while reading, so only a custom scheme's URL has it.
    package let hasUserInfo: Bool

    /// Reads `url` as the router does; `nil` when the router would refuse it.
    package init?(_ url: String, limits: URLLimits = .default) {
        let read: URLAuthority? = url.withUTF8View { bytes in
            URLScanner.withScan(bytes, limits: limits) { scan, bytes, _ in
                URLAuthority(
                    scheme: String(decoding: bytes.slice(scan.scheme.range), as: UTF8.self).lowercased(),
                    host: scan.host.flatMap { host in
                        host.isEmpty
                            ? nil
                            : PercentEncoding.decodedString(bytes.slice(host.range), plusAsSpace: false).lowercased()
                    },
                    // The authority starts after `scheme://`; a host that starts later
                    // follows user information and its `@`.
                    hasUserInfo: scan.host.map { Int($0.start) > Int(scan.scheme.end) + 3 } ?? false)
            } refused: { _ in
                nil
            }
        }
        guard let read else { return nil }
        self = read
    }

    private init(scheme: String, host: String?, hasUserInfo: Bool) {
        self.scheme = scheme
        self.host = host
        self.hasUserInfo = hasUserInfo
    }
}
