extension RouteTableBuilder {
    /// Registers a typed route. See ``Router/register(_:to:defaults:description:replacing:)``.
    @discardableResult
    public mutating func register<Route: TypedRoute>(
        _ type: Route.Type, to target: Target, defaults: [String: String] = [:],
        description: String? = nil, replacing: Bool = false
    ) throws(RoutingError) -> Int {
        try registerTyped(type, to: target, defaults: defaults, description: description, replacing: replacing)
    }

    /// Binds a typed route to the route already registered with its pattern. See
    /// ``Router/bind(_:)``.
    @discardableResult
    public mutating func bind<Route: TypedRoute>(_ type: Route.Type) throws(RoutingError) -> Int {
        try bindTyped(type)
    }

    /// Binds a typed route to the route registered under a name. See
    /// ``Router/bind(_:toRouteNamed:)``.
    @discardableResult
    public mutating func bind<Route: TypedRoute>(_ type: Route.Type, toRouteNamed name: String) throws(RoutingError) -> Int {
        try bindTyped(type, toRouteNamed: name)
    }

    /// ``bind(_:)`` under a name that a constrained overload can call without calling itself.
    package mutating func bindTyped<Route: TypedRoute>(_ type: Route.Type) throws(RoutingError) -> Int {
        guard let id = try declaredRoute(equivalentTo: Route.pattern) else {
            throw RoutingError(
                .routeNotFound, "no route is registered with \(Route.self)'s pattern '\(Route.pattern)'", pattern: Route.pattern)
        }
        try bind(type, toRoute: id)
        return id
    }

    /// ``bind(_:toRouteNamed:)`` under a name that a constrained overload can call without
    /// calling itself.
    package mutating func bindTyped<Route: TypedRoute>(
        _ type: Route.Type, toRouteNamed name: String
    ) throws(RoutingError) -> Int {
        guard let id = routeID(named: name) else {
            throw RoutingError(.routeNotFound, "no route is named '\(name)' to bind \(Route.self) to", pattern: Route.pattern)
        }
        try bind(type, toRoute: id)
        return id
    }

    /// Binds a typed route to the registered route `id`, found by its pattern: checks the
    /// type against that route's pattern (its capture names count) and keeps the binding.
    package mutating func bind<Route: TypedRoute>(_ type: Route.Type, toRoute id: Int) throws(RoutingError) {
        guard let index = records.index(of: id) else {
            throw RoutingError(.routeNotFound, "\(Route.self)'s route is no longer registered", pattern: Route.pattern)
        }
        try TypedRouteCheck.check(Route.self, against: records.pattern(at: index))
        typedRoutes[ObjectIdentifier(Route.self)] = id
    }

    /// ``register(_:to:defaults:description:replacing:)`` under a name that a constrained
    /// overload can call without calling itself.
    package mutating func registerTyped<Route: TypedRoute>(
        _ type: Route.Type, to target: Target, defaults: [String: String], description: String?, replacing: Bool
    ) throws(RoutingError) -> Int {
        let pattern = try RoutePattern(Route.pattern)
        try TypedRouteCheck.check(Route.self, against: pattern)
        let id = try register(pattern, to: target, defaults: defaults, description: description, replacing: replacing)
        typedRoutes[ObjectIdentifier(Route.self)] = id
        return id
    }

    /// The registered route whose pattern is equivalent to `pattern` (same scheme scope and
    /// segment shapes, capture names aside), if any.
    /// - Throws: ``RoutingError`` when the pattern does not parse.
    package mutating func declaredRoute(equivalentTo patternText: String) throws(RoutingError) -> Int? {
        let pattern = try RoutePattern(patternText)
        return registry.conflicts(scheme: pattern.scheme, variants: pattern.variants).first.map(records.id(at:))
    }

    /// Changes a registered route's target in place, keeping its pattern and place.
    package mutating func updateTarget(of id: Int, _ change: (inout Target) -> Void) {
        guard let index = records.index(of: id) else { return }
        change(&targets[index])
    }
}

extension Router {
    /// Registers a ``TypedRoute`` type for a target: its pattern, after checking that the
    /// type's properties and the pattern's captures agree.
    ///
    /// ```swift
    /// try router.register(ProductRoute.self, to: "product")
    /// ```
    ///
    /// - Throws: ``RoutingError`` with code ``ErrorCode/typeMismatch`` naming the
    ///   property and the capture that disagree, or the codes of
    ///   ``register(_:to:name:defaults:description:replacing:)``.
    @discardableResult
    public func register<Route: TypedRoute>(
        _ type: Route.Type, to target: Target, defaults: [String: String] = [:],
        description: String? = nil, replacing: Bool = false
    ) throws(RoutingError) -> Int {
        try changeInPlace { (table: inout RouteTableBuilder<Target>) throws(RoutingError) in
            try table.register(type, to: target, defaults: defaults, description: description, replacing: replacing)
        }
    }

    /// Binds a typed route to the route already registered with its pattern, as a manifest
    /// registers it: the route keeps its target and everything declared with it, and the type
    /// builds its URLs (``url(for:fragment:scheme:host:)``) and decodes its matches.
    ///
    /// ```swift
    /// try router.register("shop://product/<int:id>", to: "product")   // read from a manifest
    /// try router.bind(ProductRoute.self)
    /// let url = try router.url(for: ProductRoute(id: 42))             // "shop://product/42"
    /// ```
    ///
    /// - Returns: the route's identifier.
    /// - Throws: ``RoutingError`` with code `routeNotFound` when no route has an equivalent
    ///   pattern, or `typeMismatch` naming the property and the capture that disagree (the
    ///   registered pattern's capture names count).
    @discardableResult
    public func bind<Route: TypedRoute>(_ type: Route.Type) throws(RoutingError) -> Int {
        try changeInPlace { (table: inout RouteTableBuilder<Target>) throws(RoutingError) in try table.bind(type) }
    }

    /// Binds a typed route to the route registered under `name`, for a declared route whose
    /// pattern is not the type's: one that names its scheme where the type's does not, or that
    /// adds an optional tail. The route keeps its pattern, target and everything declared with
    /// it; its pattern builds the type's URLs, so its captures must be the type's properties.
    ///
    /// ```swift
    /// // ProductRoute.pattern is "shop://product/<int:id>"; the manifest declares "/product/<int:id>".
    /// try router.register("/product/<int:id>", to: "product", name: "product")
    /// try router.bind(ProductRoute.self, toRouteNamed: "product")
    /// let url = try router.url(for: ProductRoute(id: 42))   // "shop://product/42"
    /// ```
    ///
    /// - Returns: the route's identifier.
    /// - Throws: ``RoutingError`` with code `routeNotFound` when no route has the name, or
    ///   `typeMismatch` naming the property and the capture that disagree.
    @discardableResult
    public func bind<Route: TypedRoute>(_ type: Route.Type, toRouteNamed name: String) throws(RoutingError) -> Int {
        try changeInPlace { (table: inout RouteTableBuilder<Target>) throws(RoutingError) in
            try table.bind(type, toRouteNamed: name)
        }
    }

    /// Builds the URL of a typed route's value: its captured properties fill the pattern, the
    /// others (when not `nil`) become query items in the order the type encodes them. A type
    /// never registered builds the URL of the route registered with its pattern, which it
    /// binds to (``bind(_:)``).
    ///
    /// ```swift
    /// let url = try router.url(for: ProductRoute(id: 42, ref: "home"))   // "shop://product/42?ref=home"
    /// ```
    ///
    /// - Parameters:
    ///   - route: the value.
    ///   - fragment: a fragment to append, encoded.
    ///   - scheme: the scheme for a pattern without one. Omitted, it is the router's custom
    ///     scheme, the first by name when it has several (``RouterConfiguration/schemes``), else
    ///     `https` when that is configured.
    ///   - host: the host of a universal link; may be omitted when exactly one is configured.
    /// - Throws: ``RoutingError`` with code `routeNotFound` when the type is not registered and
    ///   no route has its pattern, `typeMismatch` when that route's captures do not fit it, or
    ///   `cannotBuildURL` when a value cannot go into the URL (see
    ///   ``url(for:parameters:query:fragment:scheme:host:)``).
    public func url<Route: TypedRoute>(
        for route: Route, fragment: String? = nil, scheme: String? = nil, host: String? = nil
    ) throws(RoutingError) -> String {
        let id: Int
        if let bound = typedRouteID(Route.self) {
            id = bound
        } else {
            // A route declared by its pattern alone (a manifest's) serves the type it fits.
            do {
                id = try bind(type(of: route))
            } catch  where error.code == .routeNotFound {
                throw RoutingError(.routeNotFound, "\(Route.self) is not registered", pattern: Route.pattern)
            }
        }
        let arguments: [(name: String, text: String)]
        do {
            arguments = try RouteArgumentsEncoder.encode(route)
        } catch {
            throw RoutingError(.cannotBuildURL, "cannot build a URL for \(Route.self): \(error)", pattern: Route.pattern)
        }
        // The registered pattern, parsed once per table, rather than the type's text again.
        let table = currentTable()
        let captured = Set(table.records.index(of: id).map { table.pattern(at: $0).captureNames } ?? [])
        var parameters: [String: String] = [:]
        var query: [QueryItems.Item] = []
        for argument in arguments {
            if captured.contains(argument.name) {
                parameters[argument.name] = argument.text
            } else {
                query.append(QueryItems.Item(name: argument.name, value: argument.text))
            }
        }
        return try buildURL(
            for: id, parameters: parameters, query: QueryItems(query), fragment: fragment, scheme: scheme, host: host)
    }

    /// The route a typed route type was last registered as, while it is still registered.
    package func typedRouteID<Route: TypedRoute>(_ type: Route.Type) -> Int? {
        let id = withBuilder { $0.typedRoutes[ObjectIdentifier(type)] }
        return id.flatMap { route($0) == nil ? nil : $0 }
    }
}

extension RouteMatch {
    /// Decodes a ``TypedRoute`` from the match: each property from the path, else the query's
    /// first value, else the route's defaults (as ``get(_:)`` finds them).
    ///
    /// ```swift
    /// let product = try router.match("shop://product/42?ref=home")!.decode(ProductRoute.self)
    /// ```
    ///
    /// - Throws: ``RoutingError`` naming the property that is missing or does not convert.
    public func decode<Route: TypedRoute>(_ type: Route.Type) throws(RoutingError) -> Route {
        let captures = pathCaptures
        let query = queryItems
        let defaults = self.defaults
        return try RouteArgumentsDecoder { name in
            (captures.get(name) ?? query[name] ?? defaults[name]).map(RouteArgument.text)
        }.decode(type)
    }
}

/// The registration check of a typed route.
enum TypedRouteCheck {
    static func check<Route: TypedRoute>(_ type: Route.Type, against pattern: RoutePattern) throws(RoutingError) {
        let shape: TypedRouteShape
        do {
            shape = try TypedRouteShape.read(type)
        } catch {
            throw RoutingError(.typeMismatch, "\(Route.self) cannot be a typed route: \(error.message)", pattern: Route.pattern)
        }
        let problems = shape.problems(with: pattern, typeName: String(describing: Route.self))
        guard problems.isEmpty else {
            throw RoutingError(.typeMismatch, problems.joined(separator: "; "), pattern: Route.pattern)
        }
    }
}
