extension RouteTable {
    /// Builds the URL for a route from parameter values. See ``Router/url(for:parameters:query:fragment:scheme:host:)``.
    func url(
        for id: Int, parameters: [String: String], query: QueryItems, fragment: String?,
        scheme requestedScheme: String?, host requestedHost: String?
    ) throws(RoutingError) -> String {
        guard let index = records.index(of: id) else {
            throw RoutingError(.routeNotFound, "no route has the identifier #\(id)")
        }
        let pattern = records.pattern(at: index)
        func fail(_ reason: String) -> RoutingError {
            RoutingError(.cannotBuildURL, "cannot build a URL for '\(pattern)': \(reason)", pattern: pattern.description)
        }

        // The longest variant whose captures all have values; unnamed wildcards cannot be filled.
        let candidates = pattern.variants.filter { !$0.contains(.wildcard) && !$0.contains(.anyRest) }
        guard let variant = candidates.last(where: { $0.allSatisfy { $0.captureName.map { parameters[$0] != nil } ?? true } })
        else {
            if candidates.isEmpty { throw fail("'*' and '**' match segments that have no name to fill them from") }
            let missing = candidates[0].compactMap(\.captureName).filter { parameters[$0] == nil }
            throw fail("missing parameter\(missing.count == 1 ? "" : "s") \(missing.map { "'\($0)'" }.joined(separator: ", "))")
        }

        var path: [String] = []
        for segment in variant {
            switch segment {
            case .literal(let text):
                path.append(PercentEncoding.encodePathSegment(text))
            case .capture(let name, let type):
                // The variant was chosen for having every value; checked again, not trusted.
                guard let value = parameters[name] else { throw fail("missing parameter '\(name)'") }
                guard !value.isEmpty else { throw fail("parameter '\(name)' is empty") }
                if let slot = configuration.slot(for: type) {
                    let converts = value.withUTF8View { configuration.accepts(slot, $0) }
                    guard converts else { throw fail("parameter '\(name)' is \"\(value)\", which is not a valid \(type)") }
                }
                path.append(PercentEncoding.encodePathSegment(value))
            case .rest(let name):
                guard let value = parameters[name] else { throw fail("missing parameter '\(name)'") }
                let pieces = value.split(separator: "/", omittingEmptySubsequences: true)
                guard !pieces.isEmpty else { throw fail("parameter '\(name)' has no segments") }
                path += pieces.map { PercentEncoding.encodePathSegment(String($0)) }
            case .wildcard, .anyRest:
                // Filtered out above, so not reached.
                throw fail("'*' and '**' match segments that have no name to fill them from")
            }
        }

        var url = try prefix(for: pattern, scheme: requestedScheme, host: requestedHost, fail: fail)
        if url.hasSuffix("://"), !path.isEmpty {
            // The first segment is the URL's authority: '@' would end user information there
            // and ':' start a port, so neither may stand bare.
            path[0] = path[0].map { $0 == "@" ? "%40" : $0 == ":" ? "%3A" : String($0) }.joined()
        }
        url += path.joined(separator: "/")
        if !query.isEmpty {
            url +=
                "?"
                + query.map {
                    PercentEncoding.encodeQueryComponent($0.name) + "=" + PercentEncoding.encodeQueryComponent($0.value)
                }.joined(separator: "&")
        }
        if let fragment { url += "#" + PercentEncoding.encodeQueryComponent(fragment) }

        // Same-shaped variants (`/shelf[/<aisle>][/<int:bin>]` with `aisle` "5") can give the
        // URL back to this route with the values under other names.
        if case .matched(let match) = resolve(url), match.routeID == id {
            let expected = Dictionary(
                uniqueKeysWithValues: variant.compactMap { segment in
                    segment.captureName.map { name in
                        (name, segment.isRest ? restValue(name, parameters) : parameters[name]!)
                    }
                })
            let actual = match.parameters
            if actual != expected {
                let read = actual.sorted { $0.key < $1.key }.map { "\($0.key) = \"\($0.value)\"" }
                throw fail("'\(url)' would be read back as \(read.joined(separator: ", "))")
            }
        }
        return url
    }

    /// A rest capture's value as matching gives it back: its non-empty pieces joined with `/`.
    private func restValue(_ name: String, _ parameters: [String: String]) -> String {
        parameters[name]!.split(separator: "/", omittingEmptySubsequences: true).joined(separator: "/")
    }

    /// The scheme a URL takes when its pattern has none and none is passed: the configured
    /// custom scheme, the first by name when there are several, so that the same route always
    /// builds the same URL; else `https` when it is configured; else none.
    private var defaultScheme: String? {
        let configured = configuration.source.schemes.map { $0.lowercased() }
        return configured.filter { $0 != "http" && $0 != "https" }.min()
            ?? (configured.contains("https") ? "https" : nil)
    }

    /// `scheme://` for a custom scheme, `https://host/` for a universal link.
    private func prefix(
        for pattern: RoutePattern, scheme requested: String?, host requestedHost: String?,
        fail: (String) -> RoutingError
    ) throws(RoutingError) -> String {
        if let scheme = pattern.scheme { return scheme + "://" }
        guard let scheme = requested?.lowercased() ?? defaultScheme else {
            throw fail("the pattern has no scheme; pass one")
        }
        guard scheme == "http" || scheme == "https" else { return scheme + "://" }
        let hosts = configuration.source.universalLinkHosts.filter { !$0.hasPrefix("*.") }
        guard let host = requestedHost ?? (hosts.count == 1 ? hosts.first : nil) else {
            throw fail("a universal link needs a host; pass one")
        }
        return scheme + "://" + host.lowercased() + "/"
    }
}
