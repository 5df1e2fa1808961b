/// The route table's own calls for the navigator's routes, the same on a ``/WayfinderRouting/Router`` and inside
/// ``/WayfinderRouting/Router/update(_:)`` (or ``RoutableScreen/registerRoutes(_:)``), with the same checks.
extension RouteTableBuilder where Target == RouteDefinition {
    /// Registers a pattern that shows a screen. See
    /// ``WayfinderRouting/Router/register(_:screen:name:presentation:parent:tab:exposure:guards:defaults:description:replacing:shouldOpen:arrival:savedQuery:signed:activityType:activityParameters:column:)``.
    @discardableResult
    public mutating func register(
        _ pattern: String, screen: String, name: String? = nil, presentation: Presentation = .push,
        parent: String? = nil, tab: String? = nil, exposure: Set<LinkSource> = .internalOnly,
        guards: [String] = [], defaults: [String: String] = [:], description: String? = nil,
        replacing: Bool = false, shouldOpen: (@Sendable (ScreenRequest) -> Bool)? = nil,
        arrival: ArrivalPolicy? = nil, savedQuery: Set<String> = [], signed: SignedLinks.Rule? = nil,
        activityType: String? = nil, activityParameters: ActivityParameters = .inURL, column: SplitColumn? = nil
    ) throws(RoutingError) -> Int {
        try register(
            pattern,
            to: .screen(
                screen, presentation: presentation, parent: parent, tab: tab, exposure: exposure,
                guards: guards, shouldOpen: shouldOpen, arrival: arrival, savedQuery: savedQuery, signed: signed,
                activityType: activityType, activityParameters: activityParameters, column: column),
            name: name, defaults: defaults, description: description, replacing: replacing)
    }

    /// Registers a pattern that runs an action. See
    /// ``WayfinderRouting/Router/register(_:action:name:exposure:externalActions:guards:defaults:description:replacing:signed:)``.
    @discardableResult
    public mutating func register(
        _ pattern: String, action: String, name: String? = nil, exposure: Set<LinkSource> = .internalOnly,
        externalActions: RouteDefinition.ExternalActionPolicy = .forbidden, guards: [String] = [],
        defaults: [String: String] = [:], description: String? = nil, replacing: Bool = false,
        signed: SignedLinks.Rule? = nil
    ) throws(RoutingError) -> Int {
        try register(
            pattern,
            to: .action(action, exposure: exposure, guards: guards, externalActions: externalActions, signed: signed),
            name: name, defaults: defaults, description: description, replacing: replacing)
    }

    /// Registers a pattern that opens another URL instead. See
    /// ``WayfinderRouting/Router/register(_:redirectTo:name:exposure:description:replacing:)``.
    @discardableResult
    public mutating func register(
        _ pattern: String, redirectTo url: String, name: String? = nil, exposure: Set<LinkSource> = .internalOnly,
        description: String? = nil, replacing: Bool = false
    ) throws(RoutingError) -> Int {
        try register(pattern, to: .redirect(url, exposure: exposure), name: name, description: description, replacing: replacing)
    }

    /// Registers a typed route that shows a screen. See
    /// ``WayfinderRouting/Router/register(_:screen:presentation:parent:tab:exposure:guards:defaults:description:replacing:shouldOpen:)``.
    @discardableResult
    public mutating func register<Route: TypedRoute>(
        _ type: Route.Type, screen: String, presentation: Presentation = .push,
        parent: String? = nil, tab: String? = nil, exposure: Set<LinkSource> = .internalOnly,
        guards: [String] = [], defaults: [String: String] = [:], description: String? = nil,
        replacing: Bool = false, shouldOpen: (@Sendable (ScreenRequest) -> Bool)? = nil
    ) throws(RoutingError) -> Int {
        try register(
            type,
            to: .screen(
                screen, presentation: presentation, parent: parent, tab: tab, exposure: exposure,
                guards: guards, shouldOpen: shouldOpen),
            defaults: defaults, description: description, replacing: replacing)
    }

    /// Registers a typed route that runs an action. See
    /// ``WayfinderRouting/Router/register(_:action:exposure:externalActions:guards:defaults:description:replacing:)``.
    @discardableResult
    public mutating func register<Route: TypedRoute>(
        _ type: Route.Type, action: String, exposure: Set<LinkSource> = .internalOnly,
        externalActions: RouteDefinition.ExternalActionPolicy = .forbidden, guards: [String] = [],
        defaults: [String: String] = [:], description: String? = nil, replacing: Bool = false
    ) throws(RoutingError) -> Int {
        try register(
            type,
            to: .action(action, exposure: exposure, guards: guards, externalActions: externalActions),
            defaults: defaults, description: description, replacing: replacing)
    }

    /// Registers a typed route for a route definition: a screen route opens only for requests
    /// that decode to the type. When a route with the same pattern is registered already (a
    /// manifest's), the type binds to it instead, and the route keeps everything it was
    /// declared with; see ``WayfinderRouting/Router/register(_:screen:presentation:parent:tab:exposure:guards:defaults:description:replacing:shouldOpen:)``.
    @discardableResult
    public mutating func register<Route: TypedRoute>(
        _ type: Route.Type, to target: RouteDefinition, defaults: [String: String] = [:],
        description: String? = nil, replacing: Bool = false
    ) throws(RoutingError) -> Int {
        var target = target
        if case .screen = target.destination { target.typedRoute = type }
        if !replacing, let id = try bindToDeclared(type, showing: target) { return id }
        return try registerTyped(type, to: target, defaults: defaults, description: description, replacing: replacing)
    }

    /// Binds `type` to the route already registered with an equivalent pattern, when there is
    /// one that leads where `target` does; `nil` when there is none.
    /// - Throws: ``/WayfinderRouting/RoutingError`` with code `conflict` naming both when the registered route
    ///   leads elsewhere; `typeMismatch` when its captures do not fit the type's properties.
    private mutating func bindToDeclared<Route: TypedRoute>(
        _ type: Route.Type, showing target: RouteDefinition
    ) throws(RoutingError) -> Int? {
        guard let id = try declaredRoute(equivalentTo: Route.pattern), let declared = route(id) else {
            return nil
        }
        guard declared.target.leadsToSamePlace(as: target) else {
            throw RoutingError(
                .conflict,
                "\(Route.self) ('\(Route.pattern)') \(target.destinationSummary), but '\(declared.pattern)' is "
                    + "registered already and \(declared.target.destinationSummary); give both the same destination, "
                    + "or pass replacing: true to replace it",
                pattern: Route.pattern, conflictingPatterns: [declared.pattern])
        }
        try bind(type, toRoute: id)
        markTyped(type, route: id)
        return id
    }

    /// Binds a typed route to the route already registered with its pattern, as
    /// ``/WayfinderRouting/RouteTableBuilder/bind(_:)`` does for any table. A screen route then
    /// opens only for requests that decode to the type, as when the type registers over it.
    @discardableResult
    public mutating func bind<Route: TypedRoute>(_ type: Route.Type) throws(RoutingError) -> Int {
        let id = try bindTyped(type)
        markTyped(type, route: id)
        return id
    }

    /// Binds a typed route to the route registered under a name, as
    /// ``/WayfinderRouting/RouteTableBuilder/bind(_:toRouteNamed:)`` does for any table. A screen
    /// route then opens only for requests that decode to the type.
    @discardableResult
    public mutating func bind<Route: TypedRoute>(_ type: Route.Type, toRouteNamed name: String) throws(RoutingError) -> Int {
        let id = try bindTyped(type, toRouteNamed: name)
        markTyped(type, route: id)
        return id
    }

    /// Makes a screen route open only for requests that decode to `type`.
    private mutating func markTyped(_ type: any TypedRoute.Type, route id: Int) {
        updateTarget(of: id) { definition in
            if case .screen = definition.destination { definition.typedRoute = type }
        }
    }
}

extension RouteDefinition {
    /// Whether two routes show the same screen or run the same action.
    fileprivate func leadsToSamePlace(as other: RouteDefinition) -> Bool {
        switch (destination, other.destination) {
        case (.screen(let a, _), .screen(let b, _)): a == b
        case (.action(let a), .action(let b)): a == b
        default: false
        }
    }

    /// Where the route leads, as a verb phrase: "shows the screen 'product'".
    fileprivate var destinationSummary: String {
        switch destination {
        case .screen(let id, _): "shows the screen '\(id)'"
        case .action(let name): "runs the action '\(name)'"
        case .redirect(let template): "redirects to '\(template)'"
        }
    }
}
