import Wayfinder

extension Manifest {
    /// The router configuration the manifest describes: its schemes and universal-link hosts
    /// over `base`, which supplies everything a manifest does not say (case-insensitive paths,
    /// `+` as space, limits, parameter types).
    public func routerConfiguration(base: RouterConfiguration = .default) -> RouterConfiguration {
        var configuration = base
        configuration.schemes = Set(schemes)
        configuration.universalLinkHosts = Set(universalLinkHosts)
        return configuration
    }

    /// Builds the route table: every route registered, all or nothing.
    ///
    /// ```swift
    /// let manifest = try Manifest.load(contentsOf: url)
    /// let routes = try manifest.makeRouter()
    /// let link = try routes.url(named: "product", parameters: ["id": "42"])   // a route with "name": "product"
    /// ```
    /// - Throws: ``ManifestError`` when a pattern is invalid or two routes conflict.
    /// - Parameter base: the configuration for what the manifest does not say.
    public func makeRouter(base: RouterConfiguration = .default) throws(ManifestError) -> Router<RouteDefinition> {
        let configuration = routerConfiguration(base: base)
        let errors = routeTableIssues(configuration: configuration).filter { $0.severity == .error }
        guard errors.isEmpty else { throw ManifestError(issues: errors) }
        let router = Router<RouteDefinition>(configuration: configuration)
        do {
            try router.update { (table: inout RouteTableBuilder<RouteDefinition>) throws(RoutingError) in
                for entry in routes {
                    try table.register(
                        entry.pattern, to: entry.definition, name: entry.name, defaults: entry.defaults,
                        description: entry.description)
                }
            }
        } catch {
            throw ManifestError(issues: [ManifestIssue(file: file, mark: nil, key: "routes", message: error.message)])
        }
        return router
    }

    /// A navigator configuration with the manifest's tabs, web fallback, system schemes,
    /// callback hosts and not-found screen over `base`. URLs go to the system only through
    /// `base`'s ``/Wayfinder/NavigatorConfiguration/openInSystem``; without one, none do.
    public func navigatorConfiguration(base: NavigatorConfiguration = NavigatorConfiguration()) -> NavigatorConfiguration {
        var configuration = base
        if !tabs.isEmpty { configuration.tabs = tabs }
        configuration.notFoundScreen = notFoundScreen ?? base.notFoundScreen
        if let web = webFallback {
            configuration.webScreen = web.screen
            configuration.webHosts = Set(web.hosts)
            configuration.webPresentation = web.presentation
        }
        if !systemOpenerSchemes.isEmpty { configuration.systemSchemes = Set(systemOpenerSchemes) }
        if !callbackHosts.isEmpty { configuration.callbackHosts = Set(callbackHosts) }
        return configuration
    }

    /// Screens and actions the manifest names that the catalog does not have. An app calls
    /// this at start-up so a manifest naming an unregistered screen fails at once, not at the
    /// first tap.
    @MainActor
    public func issues(against catalog: ScreenCatalog) -> [ManifestIssue] {
        var issues: [ManifestIssue] = []
        func missingScreen(_ id: String, key: String, routeIndex: Int? = nil, pattern: String? = nil, mark: SourceMark?) {
            guard !catalog.contains(id) else { return }
            issues.append(
                ManifestIssue(
                    file: file, mark: mark, routeIndex: routeIndex, pattern: pattern, key: key,
                    message: "the screen '\(id)' is not registered in the app's screen catalog"))
        }
        for (index, entry) in routes.enumerated() {
            switch entry.definition.destination {
            case .screen(let id, _):
                missingScreen(id, key: "routes[\(index)].screen", routeIndex: index, pattern: entry.pattern, mark: entry.mark)
            case .action(let name) where !catalog.containsAction(name):
                issues.append(
                    ManifestIssue(
                        file: file, mark: entry.mark, routeIndex: index, pattern: entry.pattern, key: "routes[\(index)].action",
                        message: "the action '\(name)' is not registered in the app's screen catalog"))
            default: break
            }
        }
        for (index, tab) in tabs.enumerated() { missingScreen(tab.screen, key: "tabs[\(index)].screen", mark: nil) }
        if let web = webFallback { missingScreen(web.screen, key: "webFallback.screen", mark: nil) }
        if let id = notFoundScreen { missingScreen(id, key: "notFoundScreen", mark: nil) }
        return issues
    }
}
