/// Registering the navigator's routes: each call is the route table's own
/// (``/WayfinderRouting/RouteTableBuilder``, as inside ``/WayfinderRouting/Router/update(_:)``), published at once.
extension Router where Target == RouteDefinition {
    /// Registers a pattern that shows a screen.
    ///
    /// ```swift
    /// try routes.register("/product/<int:id>", screen: "product", name: "product", exposure: .everywhere)
    /// let url = try routes.url(named: "product", parameters: ["id": "42"])   // "shop://product/42"
    /// ```
    @discardableResult
    public func register(
        _ pattern: String, screen: String, name: String? = nil, presentation: Presentation = .push,
        parent: String? = nil, tab: String? = nil, exposure: Set<LinkSource> = .internalOnly,
        guards: [String] = [], defaults: [String: String] = [:], description: String? = nil,
        replacing: Bool = false, shouldOpen: (@Sendable (ScreenRequest) -> Bool)? = nil,
        arrival: ArrivalPolicy? = nil, savedQuery: Set<String> = [], signed: SignedLinks.Rule? = nil,
        activityType: String? = nil, activityParameters: ActivityParameters = .inURL, column: SplitColumn? = nil
    ) throws(RoutingError) -> Int {
        try changeInPlace { (table: inout RouteTableBuilder<RouteDefinition>) throws(RoutingError) in
            try table.register(
                pattern, screen: screen, name: name, presentation: presentation, parent: parent, tab: tab,
                exposure: exposure, guards: guards, defaults: defaults, description: description,
                replacing: replacing, shouldOpen: shouldOpen, arrival: arrival, savedQuery: savedQuery, signed: signed,
                activityType: activityType, activityParameters: activityParameters, column: column)
        }
    }

    /// Registers a pattern that runs an action.
    @discardableResult
    public func register(
        _ pattern: String, action: String, name: String? = nil, exposure: Set<LinkSource> = .internalOnly,
        externalActions: RouteDefinition.ExternalActionPolicy = .forbidden, guards: [String] = [],
        defaults: [String: String] = [:], description: String? = nil, replacing: Bool = false,
        signed: SignedLinks.Rule? = nil
    ) throws(RoutingError) -> Int {
        try changeInPlace { (table: inout RouteTableBuilder<RouteDefinition>) throws(RoutingError) in
            try table.register(
                pattern, action: action, name: name, exposure: exposure, externalActions: externalActions,
                guards: guards, defaults: defaults, description: description, replacing: replacing, signed: signed)
        }
    }

    /// Registers a pattern that opens another URL instead.
    @discardableResult
    public func register(
        _ pattern: String, redirectTo url: String, name: String? = nil, exposure: Set<LinkSource> = .internalOnly,
        description: String? = nil, replacing: Bool = false
    ) throws(RoutingError) -> Int {
        try changeInPlace { (table: inout RouteTableBuilder<RouteDefinition>) throws(RoutingError) in
            try table.register(
                pattern, redirectTo: url, name: name, exposure: exposure, description: description, replacing: replacing)
        }
    }

    /// Registers a ``/WayfinderRouting/TypedRoute`` that shows a screen, after checking that the type's
    /// properties and its pattern's captures agree. The route opens only when the request
    /// decodes to the type, so the screen never gets a half-filled value; a link that does not
    /// is refused with the property that does not fit.
    ///
    /// ```swift
    /// try navigator.routes.register(ProductRoute.self, screen: "product", exposure: .everywhere)
    /// ```
    ///
    /// When a route with the same pattern is registered already, as a manifest registers it,
    /// the type binds to that route: it keeps what was declared for it (exposure, guards,
    /// parent, presentation, defaults) and the settings passed here are not used, so a
    /// manifest stays the one place a route is described. The route must show the same screen.
    ///
    /// - Throws: ``/WayfinderRouting/RoutingError`` with code ``/WayfinderRouting/ErrorCode/typeMismatch`` naming the
    ///   property and the capture that disagree; ``/WayfinderRouting/ErrorCode/conflict`` naming
    ///   both routes when the registered route shows another screen or runs an action; or the
    ///   codes of ``/WayfinderRouting/Router/register(_:to:name:defaults:description:replacing:)``.
    @discardableResult
    public func register<Route: TypedRoute>(
        _ type: Route.Type, screen: String, presentation: Presentation = .push,
        parent: String? = nil, tab: String? = nil, exposure: Set<LinkSource> = .internalOnly,
        guards: [String] = [], defaults: [String: String] = [:], description: String? = nil,
        replacing: Bool = false, shouldOpen: (@Sendable (ScreenRequest) -> Bool)? = nil
    ) throws(RoutingError) -> Int {
        try changeInPlace { (table: inout RouteTableBuilder<RouteDefinition>) throws(RoutingError) in
            try table.register(
                type, screen: screen, presentation: presentation, parent: parent, tab: tab, exposure: exposure,
                guards: guards, defaults: defaults, description: description, replacing: replacing,
                shouldOpen: shouldOpen)
        }
    }

    /// Registers a ``/WayfinderRouting/TypedRoute`` that runs an action; the handler reads it with
    /// ``NavigationRequest/decode(_:)``. It binds to a registered route with the same pattern
    /// that runs the same action, as a screen route does.
    @discardableResult
    public func register<Route: TypedRoute>(
        _ type: Route.Type, action: String, exposure: Set<LinkSource> = .internalOnly,
        externalActions: RouteDefinition.ExternalActionPolicy = .forbidden, guards: [String] = [],
        defaults: [String: String] = [:], description: String? = nil, replacing: Bool = false
    ) throws(RoutingError) -> Int {
        try changeInPlace { (table: inout RouteTableBuilder<RouteDefinition>) throws(RoutingError) in
            try table.register(
                type, action: action, exposure: exposure, externalActions: externalActions, guards: guards,
                defaults: defaults, description: description, replacing: replacing)
        }
    }

    /// Binds a ``/WayfinderRouting/TypedRoute`` to the route already registered with its pattern
    /// (a manifest's), as ``/WayfinderRouting/Router/bind(_:)`` does for any router: the route
    /// keeps everything it was declared with, the type builds its URLs, and a screen route opens
    /// only for requests that decode to the type, so a link that does not is refused with the
    /// property that does not fit.
    ///
    /// ```swift
    /// let routes = try Manifest.decode(json: json, file: "routes.json").makeRouter()
    /// try routes.bind(ProductRoute.self)
    /// ```
    @discardableResult
    public func bind<Route: TypedRoute>(_ type: Route.Type) throws(RoutingError) -> Int {
        try changeInPlace { (table: inout RouteTableBuilder<RouteDefinition>) throws(RoutingError) in try table.bind(type) }
    }

    /// Binds a ``/WayfinderRouting/TypedRoute`` to the route registered under `name`, as
    /// ``/WayfinderRouting/Router/bind(_:toRouteNamed:)`` does for any router, for a declared
    /// route whose pattern is not the type's; a screen route then opens only for requests that
    /// decode to the type.
    @discardableResult
    public func bind<Route: TypedRoute>(_ type: Route.Type, toRouteNamed name: String) throws(RoutingError) -> Int {
        try changeInPlace { (table: inout RouteTableBuilder<RouteDefinition>) throws(RoutingError) in
            try table.bind(type, toRouteNamed: name)
        }
    }

    /// Registers a ``/WayfinderRouting/TypedRoute`` for a route definition, as the screen and action
    /// calls above do.
    @discardableResult
    public func register<Route: TypedRoute>(
        _ type: Route.Type, to target: RouteDefinition, defaults: [String: String] = [:],
        description: String? = nil, replacing: Bool = false
    ) throws(RoutingError) -> Int {
        try changeInPlace { (table: inout RouteTableBuilder<RouteDefinition>) throws(RoutingError) in
            try table.register(type, to: target, defaults: defaults, description: description, replacing: replacing)
        }
    }
}
