import Wayfinder
import WayfinderManifest

/// What `explain` prints about one URL: the route that matched and why, or why none did.
struct Explanation {
    let manifest: Manifest
    let router: Router<RouteDefinition>
    let url: String
    let read: RouteURL
    let source: LinkSource?

    /// The lines, label column first.
    func lines() -> [String] {
        var lines = [MatchReport.visible(url)]
        let attempts = manifest.routes.enumerated().compactMap { index, entry in
            RouteAttempt(index: index, entry: entry, url: read, manifest: manifest)
        }
        switch router.resolve(url) {
        case .matched(let match):
            lines += matched(match, attempts: attempts)
        case .unmatched:
            lines += unmatched(attempts)
        case .refused(let error):
            lines.append(row("refused", "\(error)"))
        }
        return lines
    }

    private func row(_ label: String, _ text: String) -> String {
        "  " + label.padding(toLength: 10, withPad: " ", startingAt: 0) + " " + text
    }

    // MARK: A match

    private func matched(_ match: RouteMatch<RouteDefinition>, attempts: [RouteAttempt]) -> [String] {
        guard let index = manifest.routes.firstIndex(where: { (try? RoutePattern($0.pattern)) == match.pattern }),
              let attempt = RouteAttempt(
                  index: index, entry: manifest.routes[index], url: read, manifest: manifest, captures: match.parameters.names)
        else { return [row("matched", "'\(match.pattern)'")] }
        let entry = attempt.entry
        let definition = entry.definition
        var lines = [row("matched", RouteText.label(index, entry) + (RouteText.location(entry, in: manifest).map { " at \($0)" } ?? ""))]
        lines.append(row("scheme", schemeText(attempt.pattern)))
        lines += segmentRows(attempt.steps)
        for name in match.parameters.names {
            lines.append(row("param", "\(name) = \(MatchReport.visible(match.parameters[name] ?? ""))"))
        }
        for name in match.query.names {
            for value in match.query.values(for: name) {
                lines.append(row("query", "\(MatchReport.visible(name)) = \(MatchReport.visible(value)) (not matched; the screen can read it)"))
            }
        }
        if let fragment = match.fragment { lines.append(row("fragment", "\(MatchReport.visible(fragment)) (not matched)")) }
        for (name, value) in entry.defaults.sorted(by: { $0.key < $1.key }) {
            let used = match.parameters[name] == nil && match.query[name] == nil
            lines.append(row("default", "\(name) = \(MatchReport.visible(value))" + (used ? "" : " (not used: the URL has '\(name)')")))
        }
        lines.append(row("target", targetText(definition.target, match: match)))
        if let tab = definition.tab { lines.append(row("tab", "\(tab): opening it selects this tab first")) }
        if let parent = definition.parent { lines.append(row("parent", parentText(parent, match: match))) }
        lines.append(row("exposure", exposureText(definition)))
        if let source { lines.append(row("source", sourceText(source, definition))) }
        lines.append(row("guards", definition.guards.isEmpty ? "none" : definition.guards.joined(separator: ", ") + " (run after the app's interceptors; each must let the route open)"))
        if let description = entry.description { lines.append(row("about", MatchReport.visible(description))) }
        for other in attempts where other.index != index && other.matches {
            lines.append(row("also", "\(RouteText.label(other.index, other.entry)) matches too, but \(priorityText(attempt, over: other))"))
        }
        return lines
    }

    private func segmentRows(_ steps: [RouteAttempt.Step]) -> [String] {
        var table = TextTable(header: ["", "", ""])
        for step in steps {
            table.rows.append(["'\(MatchReport.visible(step.text))'", step.segment.description, step.note])
        }
        let aligned = table.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        return zip(steps, aligned).map { step, text in row("segment \(step.position)", String(text)) }
    }

    private func schemeText(_ pattern: RoutePattern) -> String {
        if let scheme = pattern.scheme { return "the pattern names '\(scheme)'; a pattern that names the URL's scheme is tried before those that do not" }
        if read.scheme == "http" || read.scheme == "https" {
            return "'\(read.host ?? "")' is a universal-link host: the host is dropped and the path matched"
        }
        let schemes = manifest.schemes.map { $0.lowercased() }
        return schemes.isEmpty
            ? "'\(read.scheme)' is a custom scheme, and the manifest lists none, so it answers every one; the host is the first segment"
            : "'\(read.scheme)' is one of the manifest's schemes; the host is the first segment"
    }

    private func targetText(_ target: RouteTarget, match: RouteMatch<RouteDefinition>) -> String {
        switch target {
        case .screen(let id, let presentation):
            let how = switch presentation {
            case .push: "pushed onto the topmost stack"
            case .present(let style): "presented alone as a \(style == .fullScreen ? "full-screen modal" : "sheet")"
            case .presentInStack(let style): "presented in a new \(style == .fullScreen ? "full-screen" : "sheet") modal stack"
            case .replace: "in place of the topmost screen when that is '\(id)', else pushed"
            case .setRoot: "as the root of a new stack that replaces everything"
            }
            return "screen \(id), \(how)"
        case .action(let name):
            return "action \(name), run by the app's handler"
        case .redirect(let template):
            switch SampleURL.fill(template, base: url, argument: match.argument) {
            case .success(let next): return "redirect \(template) -> \(MatchReport.visible(next))"
            case .failure(let missing): return "redirect \(template), which needs '\(missing.name)': the URL has no such value, so the request is rejected"
            }
        }
    }

    private func parentText(_ template: String, match: RouteMatch<RouteDefinition>) -> String {
        let url: String
        switch SampleURL.fill(template, base: self.url, argument: match.argument) {
        case .failure(let missing): return "\(template) needs '\(missing.name)', which the URL does not have: no parent is built"
        case .success(let filled): url = filled
        }
        guard case .matched(let parent) = router.resolve(url),
              let index = manifest.routes.firstIndex(where: { (try? RoutePattern($0.pattern)) == parent.pattern })
        else { return "\(template) -> \(MatchReport.visible(url)), which matches no route: no parent is built" }
        return "\(template) -> \(MatchReport.visible(url)), \(RouteText.label(index, manifest.routes[index])); built beneath for links from outside"
    }

    private func exposureText(_ definition: RouteDefinition) -> String {
        let exposure = RouteText.exposure(definition.exposure)
        if exposure == "internal" { return "internal: only the app's own calls reach it; links from outside get \"not found\"" }
        if case .action = definition.target {
            return "\(exposure); externalActions \(definition.externalActions.rawValue)"
        }
        return exposure
    }

    private func sourceText(_ source: LinkSource, _ definition: RouteDefinition) -> String {
        guard definition.exposure.allows(source) else {
            return "\(source.kind.rawValue): not exposed to it; the link gets \"not found\", as for a route that does not exist"
        }
        if case .action = definition.target, source.isExternal {
            switch definition.externalActions {
            case .forbidden: return "\(source.kind.rawValue): outside links do not run this action (externalActions forbidden); \"not found\""
            case .requiresConfirmation: return "\(source.kind.rawValue): may run it after the app's confirmation step"
            case .allowed: return "\(source.kind.rawValue): may run it"
            }
        }
        return "\(source.kind.rawValue): may reach it"
    }

    /// Why the matched route wins over another that matches too.
    private func priorityText(_ winner: RouteAttempt, over other: RouteAttempt) -> String {
        if winner.pattern.scheme != nil, other.pattern.scheme == nil {
            return "a pattern that names the URL's scheme is tried first"
        }
        for (mine, theirs) in zip(winner.steps, other.steps) where Self.rank(mine.segment) != Self.rank(theirs.segment) {
            return "at segment \(mine.position) \(Self.kind(mine.segment)) (\(mine.segment)) ranks before \(Self.kind(theirs.segment)) (\(theirs.segment))"
        }
        return "it is tried first"
    }

    static func rank(_ segment: PatternSegment) -> Int {
        switch segment {
        case .literal: 0
        case .capture(_, let type): type == .string ? 2 : 1
        case .wildcard: 3
        case .rest: 4
        case .anyRest: 5
        }
    }

    static func kind(_ segment: PatternSegment) -> String {
        switch segment {
        case .literal: "a literal"
        case .capture(_, let type): type == .string ? "a string capture" : "a typed capture"
        case .wildcard: "'*'"
        case .rest: "a rest capture"
        case .anyRest: "'**'"
        }
    }

    // MARK: No match

    private func unmatched(_ attempts: [RouteAttempt]) -> [String] {
        var lines = [row("no match", "no route takes this URL")]
        let isWeb = read.scheme == "http" || read.scheme == "https"
        let gate = isWeb ? URLReading.hostProblem(read, manifest) : URLReading.schemeProblem(read.scheme, manifest)
        lines.append(row(isWeb ? "host" : "scheme", gate ?? (isWeb
            ? "'\(read.host ?? "")' is a universal-link host: patterns without a scheme match the path"
            : "'\(read.scheme)' is accepted: patterns without a scheme match it, the host as first segment")))
        let ranked = attempts.sorted { lhs, rhs in
            let left = (lhs.pathMatches ? 0 : 1, -lhs.steps.count, lhs.stop?.distance ?? Int.max, lhs.schemeProblem == nil ? 0 : 1, lhs.index)
            let right = (rhs.pathMatches ? 0 : 1, -rhs.steps.count, rhs.stop?.distance ?? Int.max, rhs.schemeProblem == nil ? 0 : 1, rhs.index)
            return left < right
        }
        guard let best = ranked.first else {
            lines.append(row("nearest", "the manifest has no routes"))
            return lines
        }
        let nearest: [RouteAttempt]
        if best.pathMatches || !best.steps.isEmpty {
            nearest = ranked.filter { $0.pathMatches == best.pathMatches && $0.steps.count == best.steps.count }
        } else {
            nearest = ranked.filter { ($0.stop?.distance ?? Int.max) <= 2 }
        }
        guard !nearest.isEmpty else {
            let first = read.segments.first.map { "'\(MatchReport.visible($0))'" } ?? "an empty path"
            lines.append(row("nearest", "none: no route's first segment is close to \(first)"))
            return lines
        }
        lines.append(row("nearest", nearest.count == 1 ? "the route that lines up furthest:" : "the routes that line up furthest:"))
        let shown = nearest.prefix(3)
        for attempt in shown {
            lines.append("    " + RouteText.label(attempt.index, attempt.entry) + (RouteText.location(attempt.entry, in: manifest).map { " at \($0)" } ?? ""))
            lines += segmentRows(attempt.steps).map { "    " + $0 }
            if let stop = attempt.stop {
                lines.append("    " + row("stops", "at segment \(stop.position): \(stop.reason)"))
            } else if let problem = attempt.schemeProblem {
                let why = attempt.pattern.scheme == nil ? "the URL's \(isWeb ? "host" : "scheme") is not accepted (above)" : problem
                lines.append("    " + row("stops", "the path matches, but \(why)"))
            }
        }
        if nearest.count > shown.count { lines.append("    and \(nearest.count - shown.count) more") }
        return lines
    }
}
