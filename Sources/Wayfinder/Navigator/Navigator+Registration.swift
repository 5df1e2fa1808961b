extension Navigator {
    /// Registers a screen type that describes itself: its id and factory in the catalog, its
    /// routes in the route table. One line per screen.
    ///
    /// ```swift
    /// try navigator.register(ProductScreen.self)
    /// ```
    /// - Throws: ``RouterError`` when one of its patterns is invalid or conflicts; nothing is
    ///   registered then.
    public func register<Screen: RoutableScreen>(_ type: Screen.Type) throws(RouterError) {
        try routes.update { (table: inout RouteTableBuilder<RouteDefinition>) throws(RouterError) in
            for declaration in Screen.routes {
                try table.register(
                    declaration.pattern,
                    to: RouteDefinition(
                        .screen(Screen.screenID, declaration.presentation), parent: declaration.parent,
                        tab: declaration.tab, exposure: declaration.exposure, guards: declaration.guards),
                    defaults: declaration.defaults, description: Screen.screenDescription)
            }
        }
        catalog.register(type)
    }

    /// Checks that the route table and configuration fit the catalog: every screen and action
    /// a route names is registered, every guard is configured, every tab's screen exists, no
    /// route shadows another, and no loop through guards (a guard whose
    /// ``NavigationInterceptor/sendsTo`` route it guards itself) or redirects can be seen. Call
    /// it at start-up so a bad table shows before the first tap.
    public func validate() -> [String] {
        var problems = routes.validate().map(\.description)
        for route in routes.routes {
            let pattern = route.pattern.description
            switch route.target.target {
            case .screen(let id, _) where !catalog.contains(id):
                problems.append("error: route '\(pattern)' names the screen '\(id)', which is not registered")
            case .action(let name) where !catalog.containsAction(name):
                problems.append("error: route '\(pattern)' names the action '\(name)', which is not registered")
            default: break
            }
            for name in route.target.guards where configuration.guards[name] == nil {
                problems.append("error: route '\(pattern)' names the guard '\(name)', which is not configured; the route never opens")
            }
        }
        for tab in configuration.tabs where !catalog.contains(tab.screen) {
            problems.append("error: tab '\(tab.id)' names the screen '\(tab.screen)', which is not registered")
        }
        if let web = configuration.webFallback, !catalog.contains(web.screen) {
            problems.append("error: the web fallback names the screen '\(web.screen)', which is not registered")
        }
        if let id = configuration.notFoundScreen, !catalog.contains(id) {
            problems.append("error: the not-found screen '\(id)' is not registered")
        }
        let destinations = configuration.guards.compactMapValues(\.sendsTo)
        problems += GuardLoops.find(in: routes, destinations: destinations).map { "warning: \($0.message)" }
        return problems
    }
}
