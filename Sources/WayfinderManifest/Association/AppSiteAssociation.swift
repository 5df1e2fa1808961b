import Wayfinder
@_spi(Internals) import WayfinderRouting

/// The `apple-app-site-association` file for a manifest's universal links, in Apple's
/// `applinks` format with `components` (iOS 13 and later).
///
/// The file claims exactly the paths the router answers with a route exposed to universal
/// links, as far as the file's syntax can say it:
/// - Each exposed route becomes one component per variant of its pattern: literals
///   percent-encoded as URLs carry them; every capture, `*`, `<path:>` and `**` as `?*` (one
///   character or more, `/` included: the router reads no empty segment); an optional tail as
///   a component with and one without it. A path also stands with a trailing slash (`/cart` and `/cart/`), which the
///   router reads alike. The query and fragment are not matched.
/// - A `?*` may cover paths of routes that are not exposed to universal links (`/<slug>` as
///   `/?*` covers `/admin`). Each such route gets an exclusion (`"exclude": true`), so those
///   links open in the browser rather than in an app that would answer "not found".
/// - The system takes the first component that matches, so components come in the order the
///   router prefers routes: literal paths first; then, of two paths some URL can reach both
///   of, the one the router prefers segment by segment (a literal before a typed capture,
///   before any capture, before a wildcard, before a tail); otherwise the one that takes
///   longer URLs first, since `?*` also takes slashes.
///
/// What the syntax cannot say: a `*` also matches several segments where the route takes one
/// (`/product/?*` claims `/product/42/x`, which the router answers "not found"), and an
/// internal route whose file path equals an exposed one's (`/a/<int:n>` beside `/a/<x>`) gets
/// no exclusion. Paths with an empty segment (`//cart`) are claimed by no component, and the
/// router takes none as a universal link.
///
/// ```swift
/// let association = try AppSiteAssociation(manifest: manifest)
/// for component in association.components { print(component.path) }   // /product/?*
/// ```
public struct AppSiteAssociation: Sendable {
    /// One entry of the file's `components`: a path pattern and the routes it stands for.
    public struct Component: Sendable, Hashable {
        /// The path pattern, in the file's syntax (`*` for any characters, `/` included, `?` for
        /// any one).
        public let path: String
        /// Whether the component excludes its paths (`"exclude": true`): they are a route's
        /// that is not exposed to universal links.
        public let isExcluded: Bool
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

    /// The components, in the order the system tries them.
    public let components: [Component]

    /// Whether some claimed and excluded paths overlap in ways no single order separates (see
    /// ``ordered(claimed:excluded:)``): then a few URLs the router answers one way, the file
    /// answers the other. `wayfinder aasa` warns about it.
    package let hasContradictoryOrder: Bool

    /// The association file's components for every route `manifest` exposes to universal links.
    ///
    /// - Throws: ``ManifestError`` naming each exposed route that has no form in the file: a
    ///   pattern with a scheme (the file is served per domain, and only `https` URLs come
    ///   through it), or a literal with `*`, which the file reads as a wildcard.
    public init(manifest: Manifest) throws(ManifestError) {
        var claimed = PathSet()
        var unexposed: [(path: PathPattern, comment: String)] = []
        var problems: [Problem] = []
        for (index, entry) in manifest.routes.enumerated() {
            guard let pattern = try? RoutePattern(entry.pattern) else { continue }
            let exposed = entry.definition.exposure.contains(.universalLink)
            let comment = entry.pattern + (entry.description.map { ": " + $0 } ?? "")
            if let scheme = pattern.scheme {
                guard exposed else { continue }
                let advice =
                    scheme == "http" || scheme == "https"
                    ? "an association file is served by each domain, so write the pattern without a scheme and list the host in \"universalLinkHosts\""
                    : "universal links are https URLs, which it never matches"
                problems.append(
                    Problem(
                        index: index, key: "exposure",
                        message:
                            "the route is exposed to universal links, but its pattern names the scheme '\(scheme)': \(advice)"))
                continue
            }
            for variant in pattern.variants {
                do {
                    let path = try PathPattern(variant, index: index)
                    if exposed { claimed.add(path, comment: comment) } else { unexposed.append((path, comment)) }
                } catch {
                    if exposed { problems.append(error) }
                }
            }
        }
        guard problems.isEmpty else {
            throw ManifestError(
                issues: problems.map { problem in
                    let entry = manifest.routes[problem.index]
                    return ManifestIssue(
                        file: manifest.file, mark: entry.patternMark, routeIndex: problem.index, pattern: entry.pattern,
                        key: "routes[\(problem.index)].\(problem.key)", message: problem.message)
                })
        }
        // Comparing paths pairwise is bounded, so that a table of many wildcard routes stays
        // fast; past the bound, unexposed paths are excluded without looking (an exclusion no
        // claim overlaps changes nothing) and the order falls back to a sort.
        var budget = 16 * (claimed.entries.count + unexposed.count) + 4_096
        var excluded = PathSet()
        for (path, comment) in unexposed where claimed.comment(for: path.text) == nil {
            let overlapping = claimed.wildcardsOverlapping(path, budget: &budget, first: true)
            if overlapping.map({ !$0.isEmpty }) ?? true { excluded.add(path, comment: comment) }
        }
        (components, hasContradictoryOrder) = Self.ordered(claimed: claimed, excluded: excluded, budget: budget)
    }

    /// Components in the order the system should try them, each with its trailing-slash twin.
    ///
    /// Paths without `*` never overlap one another and come first, in the manifest's order.
    /// Among the others, order matters only where a claimed path and an excluded one overlap
    /// (two claims, or two exclusions, give the same answer either way): such a pair is put in
    /// the order ``PathPattern/precedes(_:)`` gives, and everything else keeps the manifest's
    /// order. Pairs whose orders contradict each other (a cycle) fall back to that order too.
    static func ordered(claimed: PathSet, excluded: PathSet, budget: Int) -> ([Component], contradictory: Bool) {
        let entries = claimed.entries.map { ($0, false) } + excluded.entries.map { ($0, true) }
        let literal = entries.filter { !$0.0.path.hasWildcard }
        let wildcard = entries.filter { $0.0.path.hasWildcard }
        // Constraints between overlapping claims and exclusions, as edges before -> after.
        var position: [String: Int] = [:]
        for (offset, entry) in wildcard.enumerated() { position[entry.0.path.text] = offset }
        var after = Array(repeating: [Int](), count: wildcard.count)
        var waiting = Array(repeating: 0, count: wildcard.count)
        var budget = budget
        for (offset, entry) in wildcard.enumerated() where entry.1 {
            guard let overlapping = claimed.wildcardsOverlapping(entry.0.path, budget: &budget) else {
                // Too many pairs to compare: the router's order as one sort, which a few
                // tables cannot keep exactly (reported like a contradiction).
                let sorted = wildcard.enumerated().sorted { lhs, rhs in
                    lhs.element.0.path.precedes(rhs.element.0.path)
                        || (!rhs.element.0.path.precedes(lhs.element.0.path) && lhs.offset < rhs.offset)
                }
                return (Self.components(literal + sorted.map(\.element)), true)
            }
            for other in overlapping {
                guard let index = position[other.text] else { continue }
                let (first, second) = entry.0.path.precedes(other) ? (offset, index) : (index, offset)
                after[first].append(second)
                waiting[second] += 1
            }
        }
        // Kahn's order, taking the earliest ready entry each time.
        var ready = (0..<wildcard.count).filter { waiting[$0] == 0 }
        var next = 0
        var order: [Int] = []
        var placed = Array(repeating: false, count: wildcard.count)
        var contradictory = false
        while order.count < wildcard.count {
            if next == ready.count {
                // A cycle: take the earliest entry not placed yet.
                guard let index = placed.firstIndex(of: false) else { break }
                ready.append(index)
                contradictory = true
            }
            let index = ready[next]
            next += 1
            guard !placed[index] else { continue }
            placed[index] = true
            order.append(index)
            for successor in after[index] {
                waiting[successor] -= 1
                if waiting[successor] == 0, !placed[successor] {
                    // Keep the rest of `ready` sorted, so the earliest ready entry comes first.
                    let rest = ready[next...]
                    let at = rest.firstIndex { $0 > successor } ?? ready.endIndex
                    ready.insert(successor, at: at)
                }
            }
        }
        return (Self.components(literal + order.map { wildcard[$0] }), contradictory)
    }

    /// Each path as a component, followed by its trailing-slash twin.
    private static func components(_ entries: [((path: PathPattern, comment: String), Bool)]) -> [Component] {
        var components: [Component] = []
        for (entry, isExcluded) in entries {
            components.append(Component(path: entry.path.text, isExcluded: isExcluded, comment: entry.comment))
            if let twin = entry.path.withTrailingSlash {
                components.append(Component(path: twin, isExcluded: isExcluded, comment: entry.comment))
            }
        }
        return components
    }
}
