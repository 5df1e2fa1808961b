@_spi(Internals) import WayfinderRouting

/// A list of URL schemes and hosts, used to decide where URLs may be handed.
///
/// Hosts compare case-insensitively; `*.example.com` allows every subdomain of
/// `example.com` (not `example.com` itself). A URL with user information (`user@host`) never
/// passes, so `https://trusted.example\@evil.example` cannot slip through. Nor does a host
/// with anything but letters, digits, `-`, `_` and `.` (or a bracketed IP address): a browser
/// reads `https://evil.example\.trusted.example/` as a link to `evil.example`. An `http` or
/// `https` URL is read as the router reads it (see Reading URLs), so every door agrees on its
/// host: one with `\` in its authority, user information, an IP address or a host a browser
/// would write otherwise is refused, whatever the list says. An `http`,
/// `https`, `ws`, `wss` or `ftp` URL without a host never passes either, since browsers take
/// `https:evil.example` and `https:///evil.example` to mean `https://evil.example`.
///
package struct URLAllowlist: Hashable, Sendable {
    package var schemes: Set<String>
    /// Hosts a URL with a host must have; empty means no URL with a host passes. `*` lets any
    /// host through, except for `http`, `https`, `ws`, `wss` and `ftp` URLs, which always need
    /// a listed host.
    package var hosts: Set<String>
    /// Whether URLs without a host (`tel:123`, `myapp://`) pass on their scheme alone.
    package var allowsURLsWithoutHost: Bool

    package init(schemes: Set<String>, hosts: Set<String> = [], allowsURLsWithoutHost: Bool = false) {
        self.schemes = Set(schemes.map { $0.lowercased() })
        self.hosts = Set(hosts.map { $0.lowercased() })
        self.allowsURLsWithoutHost = allowsURLsWithoutHost
    }

    /// Schemes that are never handed anywhere, whatever a list says.
    package static let forbiddenSchemes: Set<String> = ["javascript", "vbscript", "data", "file", "blob", "about"]

    /// Schemes whose URLs browsers always read with a host, even when written without `//`.
    static let schemesWithHosts: Set<String> = ["http", "https", "ws", "wss", "ftp"]

    /// Whether the URL may be handed on.
    package func allows(_ url: String) -> Bool {
        guard let parts = URLParts(url), !Self.forbiddenSchemes.contains(parts.scheme),
            schemes.contains(parts.scheme), !parts.hasUserInfo
        else { return false }
        guard let host = parts.host else {
            return allowsURLsWithoutHost && !Self.schemesWithHosts.contains(parts.scheme)
        }
        guard URLParts.isPlainHost(host) else { return false }
        if hosts.contains("*"), !Self.schemesWithHosts.contains(parts.scheme) { return true }
        return hosts.contains(host)
            || hosts.contains { pattern in
                pattern.hasPrefix("*.") && host.hasSuffix(pattern.dropFirst()) && host.count > pattern.count - 1
            }
    }
}

/// The parts of a URL the security checks look at: the router's own reading of it
/// (``/WayfinderRouting/URLAuthority``), and what the checks read of a URL the router refuses.
typealias URLParts = URLAuthority

extension URLAuthority {
    /// Whether the URL's scheme is one of ``URLAllowlist/forbiddenSchemes``, compared without
    /// case; read from the URL's bytes without making a string, since every request asks.
    static func hasForbiddenScheme(_ url: String) -> Bool {
        var url = url
        // A native string lends its bytes at once; any other is made contiguous first.
        return url.withUTF8 { bytes in
            // Most URLs are turned away by their first letter.
            guard let first = bytes.first, forbiddenSchemeBytes.firstLetters.contains(ASCII.lowercased(first)) else {
                return false
            }
            let longest = min(bytes.count, forbiddenSchemeBytes.longest + 1)
            guard let length = bytes[..<longest].firstIndex(of: UInt8(ascii: ":")) else { return false }
            return forbiddenSchemeBytes.names.contains { name in
                name.count == length && zip(bytes, name).allSatisfy { ASCII.lowercased($0) == $1 }
            }
        }
    }

    /// ``URLAllowlist/forbiddenSchemes`` as bytes, their first letters and the longest one's
    /// length.
    private static let forbiddenSchemeBytes: (names: [[UInt8]], firstLetters: [UInt8], longest: Int) = {
        let names = URLAllowlist.forbiddenSchemes.map { Array($0.utf8) }
        return (names, Array(Set(names.compactMap(\.first))), names.map(\.count).max() ?? 0)
    }()

    /// The scheme, lowercased, read on its own: a `javascript:` URL is known for what it is
    /// even when the rest of it would be refused. `nil` when the text does not start with one.
    static func scheme(of url: String) -> String? {
        let bytes = url.utf8
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), let first = bytes.first, ASCII.isLetter(first),
            bytes[..<colon].allSatisfy(ASCII.isSchemeCharacter)
        else { return nil }
        return String(decoding: bytes[..<colon].map(ASCII.lowercased), as: UTF8.self)
    }

    /// Whether a host is a plain name or a bracketed IP address, with nothing in it that a
    /// browser would read differently (`\`, `%`, other punctuation).
    static func isPlainHost(_ host: String) -> Bool {
        let bytes = host.utf8
        if bytes.first == UInt8(ascii: "["), bytes.last == UInt8(ascii: "]"), bytes.count > 2 {
            return bytes.dropFirst().dropLast().allSatisfy {
                ASCII.hexValue($0) != nil || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".")
            }
        }
        return !bytes.isEmpty && bytes.allSatisfy(ASCII.isNameCharacter)
    }

}
