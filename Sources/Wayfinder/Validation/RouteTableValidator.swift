@_spi(Internals) import WayfinderRouting

/// The one check of a route table against what the app declares: the router's own
/// (shadowed routes), then screens, actions and guards the routes name, parent and redirect
/// templates, tab routes, exposures no link can use, parent loops, tabs and fallbacks, and
/// loops through guards. ``Navigator/validate()`` runs it with the catalog; `wayfinder lint`
/// runs it on a manifest, without one, and adds file positions.
package struct RouteTableValidator {
    package let router: Router<RouteDefinition>
    package var tabs: [TabDefinition] = []
    /// For each guard that declares one, the URL or path its suspended work opens.
    package var guardDestinations: [String: String] = [:]
    /// The guards configured; `nil` when not known, and then not checked.
    package var configuredGuards: Set<String>?
    /// Whether a screen or an action is registered; `nil` when not known, and then not checked.
    package var knowsScreen: ((String) -> Bool)?
    package var knowsAction: ((String) -> Bool)?
    /// Screens the configuration names besides tabs, by key (`webFallback`,
    /// `notFoundScreen`), with the sentence that says it is missing.
    package var configuredScreens: [(key: String, missing: String, screen: String)] = []
    /// What the messages call the declarations: "the manifest", "the router".
    package var owner = "the router"
    /// How the messages name the universal-link hosts: `"universalLinkHosts"` in a manifest.
    package var hostsName = "universal-link hosts"
    /// How messages name another route, by its index in the router's routes.
    package var label: (Int, Route<RouteDefinition>) -> String = { _, route in "'\(route.pattern)'" }
    /// Whether to run the router's own checks of its patterns (``/WayfinderRouting/Router/validate()``:
    /// routes another route shadows). A caller that has reported them already, as a manifest's
    /// loader does with the file's positions, turns them off rather than filtering them out.
    package var checksPatterns = true
    /// The URLs the app's entry points send: each must reach a route exposed to its source.
    package var entryPoints: [EntryPoint] = []

    /// A URL an entry point sends, as the validator checks it.
    package struct EntryPoint {
        package let source: LinkSource
        /// The URL to resolve.
        package let url: String
        /// The URL as written, for messages.
        package let shown: String
        /// The key it is written under.
        package let key: String

        package init(source: LinkSource, url: String, shown: String, key: String) {
            self.source = source
            self.url = url
            self.shown = shown
            self.key = key
        }
    }

    package init(router: Router<RouteDefinition>) {
        self.router = router
    }

    package func diagnostics() -> [RouteDiagnostic] {
        let routes = router.routes
        let schemes = router.configuration.schemes.sorted()
        let hosts = router.configuration.universalLinkHosts.map { $0.lowercased() }
        let context = Context(routes: routes, schemes: schemes, hosts: hosts)
        var found = checksPatterns ? router.validate() : []
        var parents: [Int: Int] = [:]
        for (index, route) in routes.enumerated() {
            let check = RouteCheck(index: index, route: route)
            found += targets(check) + guards(check)
            if let template = route.target.parent {
                switch parent(template, check, context) {
                case .success(let parent): parents[index] = parent
                case .failure(let problem): found.append(problem.diagnostic)
                }
            }
            if case .redirect(let template) = route.target.destination, let problem = redirect(template, check, context) {
                found.append(problem)
            }
            found += tab(check) + exposure(check, context) + sidebarTab(check)
        }
        found += parentLoops(parents, routes)
        found += columnOrder(parents, routes)
        found += configuredScreenProblems()
        found += guardLoops(routes)
        found += entryPoints.compactMap { entryPointProblem($0, context) }
        return found
    }

    // MARK: Entry points

    /// Why an entry point's URL opens nothing from its source; `nil` when it reaches a route
    /// exposed to it.
    private func entryPointProblem(_ entry: EntryPoint, _ context: Context) -> RouteDiagnostic? {
        func problem(_ message: String) -> RouteDiagnostic {
            RouteDiagnostic(
                code: .unreachableExposure, isError: false, pattern: nil, index: nil,
                message: "the \(entry.source.kindName) entry '\(entry.shown)' \(message)", key: entry.key)
        }
        switch EntryReach.of(entry.url, from: entry.source, in: router) {
        case .route:
            return nil
        case .unmatched:
            return problem("matches no route: it opens the fallback, or nothing")
        case .notExposed(let index):
            return problem(
                "reaches \(label(index, context.routes)), which is not exposed to \(entry.source.kindName), so it answers \"not found\"; add \"\(entry.source.kindName)\" to the route's exposure"
            )
        case .forbiddenAction(let index):
            return problem(
                "reaches the action \(label(index, context.routes)), whose \"externalActions\" is \"forbidden\": outside links never run it"
            )
        }
    }

    private struct Context {
        let routes: [Route<RouteDefinition>]
        let schemes: [String]
        let hosts: [String]
    }

    /// A route under check, with what its diagnostics need.
    private struct RouteCheck {
        let index: Int
        let route: Route<RouteDefinition>
        var pattern: String { route.pattern }

        func diagnostic(_ code: ErrorCode, _ key: String, _ message: String, isError: Bool = false) -> RouteDiagnostic {
            RouteDiagnostic(code: code, isError: isError, pattern: pattern, index: index, message: message, key: key)
        }

        func fill(_ template: String, _ context: Context) -> Result<String, URLTemplate.MissingName> {
            SampleURL.fill(template, pattern: route.parsedPattern, defaults: route.defaults, schemes: context.schemes)
        }
    }

    private struct Problem: Error {
        let diagnostic: RouteDiagnostic
    }

    private func label(_ index: Int, _ routes: [Route<RouteDefinition>]) -> String {
        index >= 0 ? label(index, routes[index]) : "a route"
    }

    // MARK: What routes name

    private func targets(_ check: RouteCheck) -> [RouteDiagnostic] {
        switch check.route.target.destination {
        case .screen(let id, _) where knowsScreen.map({ !$0(id) }) ?? false:
            return [
                check.diagnostic(
                    .unknownScreen, "screen", "route '\(check.pattern)' names the screen '\(id)', which is not registered",
                    isError: true)
            ]
        case .action(let name) where knowsAction.map({ !$0(name) }) ?? false:
            return [
                check.diagnostic(
                    .unknownAction, "action", "route '\(check.pattern)' names the action '\(name)', which is not registered",
                    isError: true)
            ]
        default:
            return []
        }
    }

    private func guards(_ check: RouteCheck) -> [RouteDiagnostic] {
        guard let configuredGuards else { return [] }
        return check.route.target.guards.filter { !configuredGuards.contains($0) }.map { name in
            check.diagnostic(
                .unknownGuard, "guards",
                "route '\(check.pattern)' names the guard '\(name)', which is not configured; the route never opens",
                isError: true)
        }
    }

    private func configuredScreenProblems() -> [RouteDiagnostic] {
        guard let knowsScreen else { return [] }
        var found: [RouteDiagnostic] = []
        for tab in tabs where !knowsScreen(tab.screen) {
            found.append(
                RouteDiagnostic(
                    code: .unknownScreen, isError: true, pattern: nil, index: nil,
                    message: "tab '\(tab.id)' names the screen '\(tab.screen)', which is not registered", key: "tabs.\(tab.id)"))
        }
        for (key, missing, screen) in configuredScreens where !knowsScreen(screen) {
            found.append(
                RouteDiagnostic(code: .unknownScreen, isError: true, pattern: nil, index: nil, message: missing, key: key))
        }
        return found
    }

    // MARK: Templates

    private func parent(_ template: String, _ check: RouteCheck, _ context: Context) -> Result<Int, Problem> {
        let url: String
        switch check.fill(template, context) {
        case .failure(let missing):
            return .failure(
                Problem(
                    diagnostic: check.diagnostic(
                        .unreachableParent, "parent",
                        "the parent '\(template)' needs '\(missing.name)', which is neither a capture of the route nor one of its defaults; the parent is built only for links whose query has it"
                    )))
        case .success(let filled):
            url = filled
        }
        switch router.resolution(url) {
        case .refused(let error):
            return .failure(
                Problem(
                    diagnostic: check.diagnostic(
                        .unreachableParent, "parent", "the parent '\(template)' fills to '\(url)', which is refused: \(error)")))
        case .unmatched:
            return .failure(
                Problem(
                    diagnostic: check.diagnostic(
                        .unreachableParent, "parent",
                        "the parent '\(template)' fills to '\(url)', which matches no route; no screen is built beneath this one")
                ))
        case .matched(let match):
            let index = context.routes.firstIndex { $0.id == match.routeID } ?? -1
            guard case .screen = match.target.destination else {
                let name = label(index, context.routes)
                return .failure(
                    Problem(
                        diagnostic: check.diagnostic(
                            .unreachableParent, "parent",
                            "the parent '\(template)' fills to '\(url)', which matches \(name), a route that opens no screen; a parent must be a screen route"
                        )))
            }
            return .success(index)
        }
    }

    private func redirect(_ template: String, _ check: RouteCheck, _ context: Context) -> RouteDiagnostic? {
        if URLTemplate.isAbsolute(template), !isOwn(template, context) { return nil }
        switch check.fill(template, context) {
        case .failure(let missing):
            return check.diagnostic(
                .unreachableRedirect, "redirect",
                "the redirect '\(template)' needs '\(missing.name)', which is neither a capture of the route nor one of its defaults; links without it in their query are rejected"
            )
        case .success(let url):
            switch router.resolution(url) {
            case .matched: return nil
            case .unmatched:
                return check.diagnostic(
                    .unreachableRedirect, "redirect", "the redirect '\(template)' fills to '\(url)', which matches no route")
            case .refused(let error):
                return check.diagnostic(
                    .unreachableRedirect, "redirect", "the redirect '\(template)' fills to '\(url)', which is refused: \(error)")
            }
        }
    }

    /// Whether an absolute URL is the app's own: one of its schemes or universal-link hosts.
    private func isOwn(_ url: String, _ context: Context) -> Bool {
        guard let read = try? RouteURL(url) else { return false }
        if read.scheme == "http" || read.scheme == "https" {
            return read.host.map { URLScope.isUniversalLinkHost($0, context.hosts) } ?? false
        }
        return context.schemes.contains { $0.lowercased() == read.scheme }
    }

    private func parentLoops(_ parents: [Int: Int], _ routes: [Route<RouteDefinition>]) -> [RouteDiagnostic] {
        FunctionalGraph.cycles(parents).map { chain in
            let start = chain[0]
            let path = (chain + [start]).map { label($0, routes) }.joined(separator: " -> ")
            return RouteCheck(index: start, route: routes[start]).diagnostic(
                .parentLoop, "parent", "the parent chain loops: \(path); the navigator stops where it repeats")
        }
    }

    // MARK: Columns

    /// Parent chains that do not fit the columns their routes name: a parent in a later column
    /// than its child's, which a split view would show after it, and a column route whose chain
    /// reaches no sidebar route, which a link opens alone, in one stack, on a window that does
    /// not show the split view yet.
    private func columnOrder(_ parents: [Int: Int], _ routes: [Route<RouteDefinition>]) -> [RouteDiagnostic] {
        func rank(_ column: SplitColumn) -> Int { SplitColumn.allCases.firstIndex(of: column)! }
        var found: [RouteDiagnostic] = []
        for (index, route) in routes.enumerated() {
            guard let column = route.target.column else { continue }
            let check = RouteCheck(index: index, route: route)
            var nearest: (index: Int, column: SplitColumn)?
            var reachesSidebar = column == .sidebar
            var seen: Set<Int> = [index]
            var current = parents[index]
            while let parent = current, seen.insert(parent).inserted {
                if let parentColumn = routes[parent].target.column {
                    if nearest == nil { nearest = (parent, parentColumn) }
                    if parentColumn == .sidebar { reachesSidebar = true }
                }
                current = parents[parent]
            }
            if let nearest, rank(nearest.column) > rank(column) {
                found.append(
                    check.diagnostic(
                        .columnOrder, "column",
                        "the route shows in the \(column) column, but its parent \(label(nearest.index, routes)) shows in the \(nearest.column) column, after it; a split view shows a parent's column first"
                    ))
            }
            if !reachesSidebar {
                found.append(
                    check.diagnostic(
                        .columnOrder, "column",
                        "the route shows in the \(column) column, but no parent leads to a sidebar route, so a link to it on a window without the split view shows it alone, in one stack; give it a parent whose chain reaches the sidebar"
                    ))
            }
        }
        return found
    }

    // MARK: Tabs and exposure

    /// A sidebar route in an app with tabs. A split view is the content of one tab, its root
    /// screen the sidebar (a tab's stack laid out in columns); a sidebar that holds the tabs is
    /// not supported, so a sidebar route that names no tab is an error, unless it sets the root
    /// (a window that shows the split view instead of the tabs). A sidebar route of a tab whose
    /// root shows in no sidebar is pushed in that tab's stack, which is no split view: a warning.
    private func sidebarTab(_ check: RouteCheck) -> [RouteDiagnostic] {
        let definition = check.route.target
        guard !tabs.isEmpty, definition.column == .sidebar, case .screen(let id, let presentation) = definition.destination,
            presentation != .setRoot, !tabs.contains(where: { $0.screen == id })
        else { return [] }
        guard let tab = definition.tab else {
            return [
                check.diagnostic(
                    .splitViewTabs, "column",
                    "the route shows in the sidebar but names no tab, and the app has tabs: a split view is the content of one tab, whose root screen is its sidebar, and a sidebar that holds the tabs is not supported; name the tab whose split view it belongs to",
                    isError: true)
            ]
        }
        guard let root = tabs.first(where: { $0.id == tab })?.screen,
            !router.routes.contains(where: { $0.target.screen == root && $0.target.column == .sidebar })
        else { return [] }
        return [
            check.diagnostic(
                .splitViewTabs, "column",
                "the route shows in the sidebar of the tab '\(tab)', but that tab's root screen '\(root)' shows in no sidebar, so the tab is no split view and the screen is pushed in its stack; give the '\(root)' screen's route the sidebar column"
            )
        ]
    }

    /// A route whose screen is its tab's root screen: opening it only selects the tab.
    private func tab(_ check: RouteCheck) -> [RouteDiagnostic] {
        let definition = check.route.target
        guard let tab = definition.tab, case .screen(let id, let presentation) = definition.destination,
            tabs.first(where: { $0.id == tab })?.screen == id
        else { return [] }
        var ignored: [String] = []
        let captures = check.route.parsedPattern.captureNames
        if !captures.isEmpty { ignored.append("its captures (\(captures.joined(separator: ", "))) never reach a screen") }
        if presentation != .push { ignored.append("its presentation '\(presentation.manifestName)' is not used") }
        if definition.parent != nil { ignored.append("its parent is never built") }
        guard !ignored.isEmpty else { return [] }
        return [
            check.diagnostic(
                .ignoredTabRouteSettings, "tab",
                "opening the route selects the tab '\(tab)' and shows the tab's own '\(id)' screen, so \(ignored.joined(separator: ", "))"
            )
        ]
    }

    /// Exposures no link can use.
    private func exposure(_ check: RouteCheck, _ context: Context) -> [RouteDiagnostic] {
        let definition = check.route.target
        let pattern = check.route.parsedPattern
        var found: [RouteDiagnostic] = []
        if case .action = definition.destination, definition.exposure.contains(where: \.isExternal),
            definition.externalActions == .forbidden
        {
            found.append(
                check.diagnostic(
                    .unreachableExposure, "exposure",
                    "the action is exposed to \(definition.exposure.sourceNames), but outside links never run an action whose \"externalActions\" is \"forbidden\" (the default); they get \"not found\". Set \"externalActions\" to \"allowed\" or \"confirm\", or make the route internal"
                ))
        }
        if definition.signed != nil, !definition.exposure.contains(where: \.isExternal) {
            found.append(
                check.diagnostic(
                    .unreachableExposure, "signed",
                    "the route takes signed links only, but it is internal: the app's own calls are never checked, so no signature is ever asked for. Expose it to the sources its links come from"
                ))
        }
        if definition.activityType != nil, !definition.exposure.contains(.handoff) {
            found.append(
                check.diagnostic(
                    .unreachableExposure, "activityType",
                    "the route's screens advertise an activity, but the route is not exposed to handoff, so the activity never opens it again; add \"handoff\" to its exposure"
                ))
        }
        if definition.activityParameters == .inUserInfo {
            if definition.activityType == nil {
                found.append(
                    check.diagnostic(
                        .unreachableExposure, "activityParameters",
                        "the route's activity carries its parameters, but the route declares no \"activityType\", so it advertises no activity"
                    ))
            } else if pattern.variants.allSatisfy({ $0.contains(.wildcard) || $0.contains(.anyRest) }) {
                found.append(
                    check.diagnostic(
                        .unreachableExposure, "activityParameters",
                        "the route's activity carries its parameters, but its pattern's '*' and '**' have no names, so no URL is ever made from them; name them, or carry the URL"
                    ))
            }
        }
        if definition.exposure.contains(.universalLink) {
            if let scheme = pattern.scheme, scheme != "http", scheme != "https" {
                found.append(
                    check.diagnostic(
                        .unreachableExposure, "exposure",
                        "the route is exposed to universal links, but its pattern names the scheme '\(scheme)'; a universal link is an https URL and never matches it"
                    ))
            } else if pattern.scheme == nil, context.hosts.isEmpty {
                found.append(
                    check.diagnostic(
                        .unreachableExposure, "exposure",
                        "the route is exposed to universal links, but \(owner) lists no \(hostsName), so no universal link reaches a pattern without a scheme"
                    ))
            }
        }
        return found
    }

    // MARK: Guards

    private func guardLoops(_ routes: [Route<RouteDefinition>]) -> [RouteDiagnostic] {
        GuardLoops.find(in: router, destinations: guardDestinations).map { finding in
            if let name = finding.guard {
                return RouteDiagnostic(
                    code: .guardLoop, isError: false, pattern: nil, index: nil, message: finding.message, key: "guards.\(name)")
            }
            let index = finding.pattern.flatMap { pattern in routes.firstIndex { $0.pattern == pattern } }
            return RouteDiagnostic(
                code: .guardLoop, isError: false, pattern: index.map { routes[$0].pattern }, index: index,
                message: finding.message, key: index.map { _ in "redirect" })
        }
    }
}

extension Presentation {
    /// The presentation as a manifest writes it: `push`, `present full-screen`, ...; a sheet,
    /// the default style, is not named.
    package var manifestName: String {
        func style(_ style: ModalStyle) -> String { style == .sheet ? "" : " " + style.manifestDescription }
        return switch self {
        case .push: "push"
        case .present(let modal): "present" + style(modal)
        case .presentInStack(let modal): "present-in-stack" + style(modal)
        case .replace: "replace"
        case .setRoot: "set-root"
        }
    }
}
