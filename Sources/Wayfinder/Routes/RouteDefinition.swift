/// Everything the navigator knows about a route: where it leads and its metadata.
///
/// ```swift
/// let routes = Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["shop"]))
/// try routes.register("/product/<int:id>", to: RouteDefinition(
///     .screen("product"),
///     parent: "/category/<category>", tab: "shop",
///     exposure: Exposure(sources: [.universalLink, .otherApp]),
///     guards: ["signedIn"]))
/// ```
public struct RouteDefinition: Sendable {
    /// What the route leads to.
    public var destination: RouteTarget
    /// A URL template of the route beneath this one, built under it when a link from outside
    /// opens this route; `<name>` is filled from this route's arguments. The chain is built
    /// without running guards, so it stops at a parent whose route names a guard this route
    /// does not name, or whose ``shouldOpen`` refuses: Back never leads to a screen they would
    /// keep closed.
    public var parent: String?
    /// The tab the route's screen belongs to; opening it selects that tab first.
    public var tab: String?
    /// The outside sources that may reach the route. Internal-only by default.
    public var exposure: Exposure
    /// Names of guards (see ``NavigatorConfiguration/guards``) that must let the route open.
    public var guards: [String]
    /// Whether an action route may run for a link from outside.
    public var externalActions: ExternalActionPolicy
    /// A last say on whether the route opens for a request; `false` rejects it.
    public var shouldOpen: (@Sendable (ScreenRequest) -> Bool)?
    /// Parameters whose values outcomes and errors may show. Every other value taken from a
    /// URL is written as its name (`shop://reset/<token>`), so that logs carry none; mark only
    /// what is safe to log, such as a product number.
    public var publicParameters: Set<String>

    public init(
        _ destination: RouteTarget, parent: String? = nil, tab: String? = nil,
        exposure: Exposure = .internalOnly, guards: [String] = [],
        externalActions: ExternalActionPolicy = .forbidden,
        publicParameters: Set<String> = [],
        shouldOpen: (@Sendable (ScreenRequest) -> Bool)? = nil
    ) {
        self.publicParameters = publicParameters
        self.destination = destination
        self.parent = parent
        self.tab = tab
        self.exposure = exposure
        self.guards = guards
        self.externalActions = externalActions
        self.shouldOpen = shouldOpen
    }
}

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
        parent: String? = nil, tab: String? = nil, exposure: Exposure = .internalOnly,
        guards: [String] = [], defaults: [String: String] = [:], description: String? = nil,
        replacing: Bool = false, shouldOpen: (@Sendable (ScreenRequest) -> Bool)? = nil
    ) throws(RoutingError) -> Int {
        try register(
            pattern,
            to: RouteDefinition(
                .screen(screen, presentation), parent: parent, tab: tab, exposure: exposure,
                guards: guards, shouldOpen: shouldOpen),
            name: name, defaults: defaults, description: description, replacing: replacing)
    }

    /// Registers a pattern that runs an action.
    @discardableResult
    public func register(
        _ pattern: String, action: String, name: String? = nil, exposure: Exposure = .internalOnly,
        externalActions: ExternalActionPolicy = .forbidden, guards: [String] = [],
        defaults: [String: String] = [:], description: String? = nil, replacing: Bool = false
    ) throws(RoutingError) -> Int {
        try register(
            pattern,
            to: RouteDefinition(.action(action), exposure: exposure, guards: guards, externalActions: externalActions),
            name: name, defaults: defaults, description: description, replacing: replacing)
    }

    /// Registers a pattern that opens another URL instead.
    @discardableResult
    public func register(
        _ pattern: String, redirectTo url: String, name: String? = nil, exposure: Exposure = .internalOnly,
        description: String? = nil, replacing: Bool = false
    ) throws(RoutingError) -> Int {
        try register(
            pattern, to: RouteDefinition(.redirect(url), exposure: exposure), name: name,
            description: description, replacing: replacing)
    }
}
