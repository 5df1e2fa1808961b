extension Navigator {
    /// Registers a screen type that describes itself: its id and factory in the catalog, its
    /// routes (``RoutableScreen/registerRoutes(_:)``) in the route table. One line per screen.
    ///
    /// ```swift
    /// try navigator.register(ProductScreen.self)
    /// ```
    /// - Throws: ``/WayfinderRouting/RoutingError`` when one of its patterns is invalid or conflicts; nothing is
    ///   registered then.
    public func register<Screen: RoutableScreen>(_ type: Screen.Type) throws(RoutingError) {
        try routes.update { (table: inout RouteTableBuilder<RouteDefinition>) throws(RoutingError) in
            try Screen.registerRoutes(&table)
        }
        catalog.register(type)
    }

    /// Checks that the route table and configuration fit the catalog, and reports every
    /// problem at once: a screen, action or guard a route names that is not registered or
    /// configured, a tab or fallback screen that is missing, routes another route shadows, a
    /// parent or redirect template that leads to no route, parent chains that loop, a route to
    /// its tab's own screen with settings that never apply, an exposure no link can use, and
    /// loops through guards (a guard whose ``NavigationInterceptor/sendsTo`` route it guards
    /// itself) or redirects. Call it at start-up, or in a test, so a bad table shows before
    /// the first tap; `wayfinder lint` runs the same checks on a manifest.
    ///
    /// ```swift
    /// for problem in navigator.validate() { print(problem) }
    /// // error: route '/product/<int:id>' names the screen 'product', which is not registered
    /// ```
    public func validate() -> [RouteDiagnostic] {
        var validator = RouteTableValidator(router: routes)
        validator.tabs = configuration.tabs
        validator.guardDestinations = configuration.guards.compactMapValues(\.sendsTo)
        validator.configuredGuards = Set(configuration.guards.keys)
        let catalog = self.catalog
        validator.knowsScreen = { catalog.contains($0) }
        validator.knowsAction = { catalog.containsAction($0) }
        if let web = configuration.webScreen {
            validator.configuredScreens.append(
                ("webFallback", "the web fallback names the screen '\(web)', which is not registered", web))
        }
        if let id = configuration.notFoundScreen {
            validator.configuredScreens.append(("notFoundScreen", "the not-found screen '\(id)' is not registered", id))
        }
        return validator.diagnostics()
    }
}
