import Foundation

extension Router {
    /// Explains which route a URL matches and why, or why none does, a line each: each segment
    /// and the pattern segment that took it, the parameters, the query and defaults, routes
    /// that match too and the rule that ranks them lower; without a match, the nearest routes
    /// and where each stops. What `wayfinder explain` prints, at run time.
    ///
    /// ```swift
    /// let router = Router<String>(configuration: RouterConfiguration(schemes: ["shop"]))
    /// try router.register("/product/<int:id>", to: "product")
    /// print(router.explain("shop://product/forty-two"))
    /// // shop://product/forty-two
    /// //   no match   no route takes this URL
    /// //   scheme     'shop' is accepted: patterns without a scheme match it, the host as first segment
    /// //   nearest    the route that lines up furthest:
    /// //     '/product/<int:id>'
    /// //       segment 1  'product'  product  literal
    /// //       stops      at segment 2: 'forty-two' is not an int, as <int:id> needs
    /// ```
    ///
    /// The explanation shows the URL's values: it is for a developer's console, not for logs.
    public func explain(_ url: String) -> String {
        RouteExplainer(router: self).explain(url).joined(separator: "\n")
    }
}

/// Builds explanations; the navigator and the tool add their own rows and labels.
package struct RouteExplainer<Target: Sendable> {
    package let router: Router<Target>
    /// What the explanation calls the source of the schemes: "the manifest", "the router".
    package var owner = "the router"
    /// How a route is named, by its index in ``Router/routes``.
    package var label: (Int, Route<Target>) -> String = { _, route in "'\(route.pattern)'" }
    /// Where a route is written, if anywhere (`shop.json:17`).
    package var location: (Int) -> String? = { _ in nil }
    /// Rows about what the matched route does (target, exposure, guards), after its values.
    package var targetRows: (Route<Target>, RouteMatch<Target>) -> [(String, String)] = { _, _ in [] }

    package init(router: Router<Target>) {
        self.router = router
    }

    package func explain(_ url: String) -> [String] {
        var lines = [VisibleText.visible(url)]
        let read: RouteURL
        do {
            read = try RouteURL(url, limits: router.configuration.limits)
        } catch {
            lines.append(Self.row("refused", "\(error)"))
            return lines
        }
        let routes = router.routes
        let accepting = URLScope.Accepting(
            schemes: Array(router.configuration.schemes).sorted(),
            universalLinkHosts: Array(router.configuration.universalLinkHosts).sorted(), owner: owner)
        let context = Context(url: url, read: read, routes: routes, accepting: accepting)
        switch router.resolution(url) {
        case .matched(let match):
            lines += matched(match, context)
            return lines
        case .unmatched:
            lines += unmatched(context)
        case .refused(let error):
            lines.append(Self.row("refused", "\(error)"))
        }
        return lines
    }

    private struct Context {
        let url: String
        let read: RouteURL
        let routes: [Route<Target>]
        let accepting: URLScope.Accepting

        func attempts() -> [PatternAlignment] {
            routes.enumerated().map { index, route in
                PatternAlignment(index: index, pattern: route.parsedPattern, url: read, accepting: accepting)
            }
        }
    }

    package static func row(_ label: String, _ text: String) -> String {
        "  " + label.padding(toLength: 10, withPad: " ", startingAt: 0) + " " + text
    }

    private func labelWithLocation(_ index: Int, _ routes: [Route<Target>]) -> String {
        label(index, routes[index]) + (location(index).map { " at \($0)" } ?? "")
    }

    // MARK: A match

    private func matched(_ match: RouteMatch<Target>, _ context: Context) -> [String] {
        let routes = context.routes
        guard let index = routes.firstIndex(where: { $0.id == match.routeID }) else {
            return [Self.row("matched", "'\(match.pattern)'")]
        }
        let route = routes[index]
        let parameters = match.pathCaptures
        let attempt = PatternAlignment(
            index: index, pattern: route.parsedPattern, url: context.read, accepting: context.accepting,
            captures: parameters.names)
        var lines = [Self.row("matched", labelWithLocation(index, routes))]
        lines.append(Self.row("scheme", schemeText(route.parsedPattern, context)))
        lines += Self.segmentRows(attempt.steps)
        for name in parameters.names {
            lines.append(Self.row("param", "\(name) = \(VisibleText.visible(parameters.get(name) ?? ""))"))
        }
        let query = match.queryItems
        for name in query.names {
            for value in query.values(for: name) {
                lines.append(
                    Self.row(
                        "query",
                        "\(VisibleText.visible(name)) = \(VisibleText.visible(value)) (not matched; the screen can read it)"))
            }
        }
        if let fragment = match.fragment { lines.append(Self.row("fragment", "\(VisibleText.visible(fragment)) (not matched)")) }
        for (name, value) in route.defaults.sorted(by: { $0.key < $1.key }) {
            let used = parameters.get(name) == nil && query[name] == nil
            lines.append(
                Self.row(
                    "default", "\(name) = \(VisibleText.visible(value))" + (used ? "" : " (not used: the URL has '\(name)')")))
        }
        lines += targetRows(route, match).map { Self.row($0.0, $0.1) }
        if let description = route.description { lines.append(Self.row("about", VisibleText.visible(description))) }
        for other in context.attempts() where other.index != index && other.matches {
            lines.append(
                Self.row(
                    "also",
                    "\(label(other.index, routes[other.index])) matches too, but \(Self.priorityText(attempt, over: other))"))
        }
        return lines
    }

    package static func segmentRows(_ steps: [PatternAlignment.Step]) -> [String] {
        let texts = steps.map { "'\(VisibleText.visible($0.text))'" }
        let segments = steps.map(\.segment.description)
        let textWidth = texts.map(\.count).max() ?? 0
        let segmentWidth = segments.map(\.count).max() ?? 0
        return steps.indices.map { i in
            let columns =
                texts[i].padding(toLength: textWidth, withPad: " ", startingAt: 0) + "  "
                + segments[i].padding(toLength: segmentWidth, withPad: " ", startingAt: 0) + "  " + steps[i].note
            return row("segment \(steps[i].position)", columns)
        }
    }

    private func schemeText(_ pattern: RoutePattern, _ context: Context) -> String {
        let read = context.read
        if let scheme = pattern.scheme {
            return "the pattern names '\(scheme)'; a pattern that names the URL's scheme is tried before those that do not"
        }
        if read.scheme == "http" || read.scheme == "https" {
            return "'\(read.host ?? "")' is a universal-link host: the host is dropped and the path matched"
        }
        return context.accepting.schemes.isEmpty
            ? "'\(read.scheme)' is a custom scheme, and \(owner) lists none, so it answers every one; the host is the first segment"
            : "'\(read.scheme)' is one of \(owner)'s schemes; the host is the first segment"
    }

    /// Why the matched route wins over another that matches too.
    private static func priorityText(_ winner: PatternAlignment, over other: PatternAlignment) -> String {
        if winner.pattern.scheme != nil, other.pattern.scheme == nil {
            return "a pattern that names the URL's scheme is tried first"
        }
        for (mine, theirs) in zip(winner.steps, other.steps) where rank(mine.segment) != rank(theirs.segment) {
            return
                "at segment \(mine.position) \(kind(mine.segment)) (\(mine.segment)) ranks before \(kind(theirs.segment)) (\(theirs.segment))"
        }
        return "it is tried first"
    }

    private static func rank(_ segment: PatternSegment) -> Int {
        switch segment {
        case .literal: 0
        case .capture(_, let type): type == .string ? 2 : 1
        case .wildcard: 3
        case .rest: 4
        case .anyRest: 5
        }
    }

    private static func kind(_ segment: PatternSegment) -> String {
        switch segment {
        case .literal: "a literal"
        case .capture(_, let type): type == .string ? "a string capture" : "a typed capture"
        case .wildcard: "'*'"
        case .rest: "a rest capture"
        case .anyRest: "'**'"
        }
    }

    // MARK: No match

    private func unmatched(_ context: Context) -> [String] {
        let read = context.read
        var lines = [Self.row("no match", "no route takes this URL")]
        let isWeb = read.scheme == "http" || read.scheme == "https"
        let gate = isWeb ? URLScope.hostProblem(read, context.accepting) : URLScope.schemeProblem(read.scheme, context.accepting)
        lines.append(
            Self.row(
                isWeb ? "host" : "scheme",
                gate
                    ?? (isWeb
                        ? "'\(read.host ?? "")' is a universal-link host: patterns without a scheme match the path"
                        : "'\(read.scheme)' is accepted: patterns without a scheme match it, the host as first segment")))
        let ranked = context.attempts().sorted { lhs, rhs in
            let left = (
                lhs.pathMatches ? 0 : 1, -lhs.steps.count, lhs.stop?.distance ?? Int.max, lhs.schemeProblem == nil ? 0 : 1,
                lhs.index
            )
            let right = (
                rhs.pathMatches ? 0 : 1, -rhs.steps.count, rhs.stop?.distance ?? Int.max, rhs.schemeProblem == nil ? 0 : 1,
                rhs.index
            )
            return left < right
        }
        guard let best = ranked.first else {
            lines.append(Self.row("nearest", "there are no routes"))
            return lines
        }
        let nearest: [PatternAlignment]
        if best.pathMatches || !best.steps.isEmpty {
            nearest = ranked.filter { $0.pathMatches == best.pathMatches && $0.steps.count == best.steps.count }
        } else {
            nearest = ranked.filter { ($0.stop?.distance ?? Int.max) <= 2 }
        }
        guard !nearest.isEmpty else {
            let first = read.segments.first.map { "'\(VisibleText.visible($0))'" } ?? "an empty path"
            lines.append(Self.row("nearest", "none: no route's first segment is close to \(first)"))
            return lines
        }
        lines.append(
            Self.row("nearest", nearest.count == 1 ? "the route that lines up furthest:" : "the routes that line up furthest:"))
        let shown = nearest.prefix(3)
        for attempt in shown {
            lines.append("    " + labelWithLocation(attempt.index, context.routes))
            lines += Self.segmentRows(attempt.steps).map { "    " + $0 }
            if let stop = attempt.stop {
                lines.append("    " + Self.row("stops", "at segment \(stop.position): \(stop.reason)"))
            } else if let problem = attempt.schemeProblem {
                let why =
                    attempt.pattern.scheme == nil ? "the URL's \(isWeb ? "host" : "scheme") is not accepted (above)" : problem
                lines.append("    " + Self.row("stops", "the path matches, but \(why)"))
            }
        }
        if nearest.count > shown.count { lines.append("    and \(nearest.count - shown.count) more") }
        return lines
    }
}
