import Wayfinder
import WayfinderManifest

/// The warnings `wayfinder lint` adds to the loader's for a manifest that loads: routes that
/// are declared but that a link cannot reach as written, and templates that lead nowhere.
///
/// Each warning points at the route's pattern and names the key it is about. The rules:
/// - `parent`: the template must fill from the route's own captures and defaults, and the URL
///   it fills to must match a screen route; a parent chain must not loop.
/// - `redirect`: a template without a scheme, or with one of the app's, must fill and match a
///   route.
/// - `tab`: a route whose screen is its tab's own root screen only selects the tab, so its
///   captures, presentation and parent never take effect.
/// - `exposure`: an action route exposed to outside sources with `externalActions`
///   `forbidden` never runs for them; a route exposed to universal links is reached by none
///   when its pattern names a custom scheme or the manifest lists no universal-link hosts.
struct ManifestLint {
    let manifest: Manifest
    let router: Router<RouteDefinition>
    /// Each route's position by its canonical pattern, found once.
    private let positions: [String: Int]

    init(manifest: Manifest, router: Router<RouteDefinition>) {
        self.manifest = manifest
        self.router = router
        self.positions = manifest.routePositions()
    }

    /// Every warning, in route order.
    func warnings() -> [ManifestIssue] {
        var issues: [ManifestIssue] = []
        var parents: [Int: Int] = [:]
        for (index, entry) in manifest.routes.enumerated() {
            guard let pattern = try? RoutePattern(entry.pattern) else { continue }
            let context = RouteContext(index: index, entry: entry, pattern: pattern, manifest: manifest)
            if let template = entry.definition.parent {
                switch checkParent(template, context) {
                case .route(let parent): parents[index] = parent
                case .problem(let issue): issues.append(issue)
                }
            }
            if case .redirect(let template) = entry.definition.target, let issue = checkRedirect(template, context) {
                issues.append(issue)
            }
            issues += checkTab(context) + checkExposure(context)
        }
        issues += parentLoops(parents)
        issues += guardLoops()
        return issues
    }

    /// Loops through guards (a guard whose sign-in route it guards itself) and redirects,
    /// pointing at the guard's entry or the route that starts the loop.
    private func guardLoops() -> [ManifestIssue] {
        let destinations = Dictionary(
            manifest.guards.compactMap { entry in entry.sendsTo.map { (entry.name, $0) } }, uniquingKeysWith: { first, _ in first })
        return GuardLoops.find(in: router, destinations: destinations).map { finding in
            if let name = finding.guard, let entry = manifest.guards.first(where: { $0.name == name }) {
                return ManifestIssue(
                    severity: .warning, file: manifest.file, mark: entry.mark, key: "guards.\(name)", message: finding.message)
            }
            let index = finding.pattern.flatMap { positions[$0] }
            let entry = index.map { manifest.routes[$0] }
            return ManifestIssue(
                severity: .warning, file: manifest.file, mark: entry?.patternMark, routeIndex: index, pattern: entry?.pattern,
                key: index.map { "routes[\($0)].redirect" } ?? "routes", message: finding.message)
        }
    }

    /// A route under check, with what its messages need.
    private struct RouteContext {
        let index: Int
        let entry: Manifest.Entry
        let pattern: RoutePattern
        let manifest: Manifest

        /// A warning about one of this route's keys, pointing at its pattern.
        func warning(_ key: String, _ message: String) -> ManifestIssue {
            ManifestIssue(
                severity: .warning, file: manifest.file, mark: entry.patternMark, routeIndex: index,
                pattern: entry.pattern, key: "routes[\(index)].\(key)", message: message)
        }

        /// The template filled from the route's own values.
        func fill(_ template: String) -> Result<String, SampleURL.MissingName> {
            SampleURL.fill(template, route: entry, pattern: pattern, in: manifest)
        }
    }

    /// Where a parent template leads: a screen route's index, or a warning why none.
    private enum ParentCheck {
        case route(Int)
        case problem(ManifestIssue)
    }

    private func checkParent(_ template: String, _ route: RouteContext) -> ParentCheck {
        let url: String
        switch route.fill(template) {
        case .failure(let missing):
            return .problem(route.warning("parent", "the parent '\(template)' needs '\(missing.name)', which is neither a capture of the route nor one of its defaults; the parent is built only for links whose query has it"))
        case .success(let filled):
            url = filled
        }
        switch router.resolve(url) {
        case .refused(let error):
            return .problem(route.warning("parent", "the parent '\(template)' fills to '\(url)', which is refused: \(error)"))
        case .unmatched:
            return .problem(route.warning("parent", "the parent '\(template)' fills to '\(url)', which matches no route; no screen is built beneath this one"))
        case .matched(let match):
            let index = positions[match.pattern.description] ?? -1
            guard case .screen = match.target.target else {
                return .problem(route.warning("parent", "the parent '\(template)' fills to '\(url)', which matches \(label(index)), a route that opens no screen; a parent must be a screen route"))
            }
            return .route(index)
        }
    }

    /// A warning when a redirect within the app leads to no route.
    private func checkRedirect(_ template: String, _ route: RouteContext) -> ManifestIssue? {
        if SampleURL.isAbsolute(template), !isOwn(template) { return nil }
        switch route.fill(template) {
        case .failure(let missing):
            return route.warning("redirect", "the redirect '\(template)' needs '\(missing.name)', which is neither a capture of the route nor one of its defaults; links without it in their query are rejected")
        case .success(let url):
            switch router.resolve(url) {
            case .matched: return nil
            case .unmatched:
                return route.warning("redirect", "the redirect '\(template)' fills to '\(url)', which matches no route")
            case .refused(let error):
                return route.warning("redirect", "the redirect '\(template)' fills to '\(url)', which is refused: \(error)")
            }
        }
    }

    /// Whether an absolute URL is the app's own: one of its schemes or universal-link hosts.
    private func isOwn(_ url: String) -> Bool {
        guard let read = try? RouteURL(url) else { return false }
        if read.scheme == "http" || read.scheme == "https" {
            return read.host.map { URLScope.isUniversalLinkHost($0, manifest.universalLinkHosts.map { $0.lowercased() }) } ?? false
        }
        return manifest.schemes.contains { $0.lowercased() == read.scheme }
    }

    /// A route whose screen is its tab's root screen: opening it only selects the tab.
    private func checkTab(_ route: RouteContext) -> [ManifestIssue] {
        guard let tab = route.entry.definition.tab, case .screen(let id, let presentation) = route.entry.definition.target,
              manifest.tabs.first(where: { $0.id == tab })?.screen == id
        else { return [] }
        var ignored: [String] = []
        let captures = route.pattern.captureNames
        if !captures.isEmpty { ignored.append("its captures (\(captures.joined(separator: ", "))) never reach a screen") }
        if presentation != .push { ignored.append("its presentation '\(RouteText.presentation(presentation))' is not used") }
        if route.entry.definition.parent != nil { ignored.append("its parent is never built") }
        guard !ignored.isEmpty else { return [] }
        return [route.warning("tab", "opening the route selects the tab '\(tab)' and shows the tab's own '\(id)' screen, so \(ignored.joined(separator: ", "))")]
    }

    /// Exposures no link can use.
    private func checkExposure(_ route: RouteContext) -> [ManifestIssue] {
        let definition = route.entry.definition
        var issues: [ManifestIssue] = []
        if case .action = definition.target, !definition.exposure.sources.isEmpty, definition.externalActions == .forbidden {
            issues.append(route.warning("exposure", "the action is exposed to \(RouteText.exposure(definition.exposure)), but outside links never run an action whose \"externalActions\" is \"forbidden\" (the default); they get \"not found\". Set \"externalActions\" to \"allowed\" or \"confirm\", or make the route internal"))
        }
        if definition.exposure.sources.contains(.universalLink) {
            if let scheme = route.pattern.scheme, scheme != "http", scheme != "https" {
                issues.append(route.warning("exposure", "the route is exposed to universal links, but its pattern names the scheme '\(scheme)'; a universal link is an https URL and never matches it"))
            } else if route.pattern.scheme == nil, manifest.universalLinkHosts.isEmpty {
                issues.append(route.warning("exposure", "the route is exposed to universal links, but the manifest lists no \"universalLinkHosts\", so no universal link reaches a pattern without a scheme"))
            }
        }
        return issues
    }

    /// One warning per parent loop, at the loop's first route.
    private func parentLoops(_ parents: [Int: Int]) -> [ManifestIssue] {
        FunctionalGraph.cycles(parents).map { chain in
            let start = chain[0]
            let entry = manifest.routes[start]
            let path = (chain + [start]).map { label($0) }.joined(separator: " -> ")
            return ManifestIssue(
                severity: .warning, file: manifest.file, mark: entry.patternMark, routeIndex: start,
                pattern: entry.pattern, key: "routes[\(start)].parent",
                message: "the parent chain loops: \(path); the navigator stops where it repeats")
        }
    }

    private func label(_ index: Int) -> String {
        index >= 0 ? RouteText.label(index, manifest.routes[index]) : "a route"
    }
}
