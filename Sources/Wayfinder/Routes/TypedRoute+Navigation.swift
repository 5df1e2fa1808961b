extension ScreenCatalog {
    /// Registers a screen built from a typed route: the factory receives the decoded value,
    /// and a request that does not decode to it does not open the screen (the rejection names
    /// the property that does not fit).
    ///
    /// ```swift
    /// catalog.register("product", for: ProductRoute.self) { route, request in
    ///     ProductView(id: route.id)
    /// }
    /// ```
    public func register<Route: TypedRoute, Content>(
        _ id: String, for route: Route.Type, description: String? = nil,
        make: @escaping @MainActor (Route, ScreenRequest) -> Content?
    ) {
        register(id, description: description) { request in
            (try? request.decode(Route.self)).flatMap { make($0, request) }
        }
        setRefusal(id) { Navigator.decodeRefusal(of: $0, as: Route.self) }
    }
}

extension ScreenRequest {
    /// The typed route the screen was opened with, each property found as ``get(_:)`` finds
    /// it: the caller's context first (a value of the property's own type is taken as it is),
    /// then the path, the query and the route's defaults.
    ///
    /// ```swift
    /// catalog.register("product") { request in
    ///     (try? request.decode(ProductRoute.self)).map(ProductView.init)
    /// }
    /// ```
    /// - Throws: ``/WayfinderRouting/RoutingError`` naming the property that is missing or does not convert.
    public func decode<Route: TypedRoute>(_ type: Route.Type) throws(RoutingError) -> Route {
        try decodeRoute(type)
    }
}

extension NavigationRequest {
    /// The typed route the request was opened with, found as ``ScreenRequest/decode(_:)``
    /// finds it.
    /// - Throws: ``/WayfinderRouting/RoutingError`` naming the property that is missing or does not convert.
    public func decode<Route: TypedRoute>(_ type: Route.Type) throws(RoutingError) -> Route {
        try decodeRoute(type)
    }
}

extension Navigator {
    /// Opens a typed route from inside the app: builds its URL (see
    /// ``/WayfinderRouting/Router/url(for:fragment:scheme:host:)``) and opens it as ``open(_:context:)-(String,_)``
    /// does.
    ///
    /// ```swift
    /// await navigator.open(ProductRoute(id: 42))
    /// ```
    ///
    /// - Returns: the outcome; ``/WayfinderRouting/ErrorCode/cannotBuildURL`` with
    ///   the ``/WayfinderRouting/RoutingError`` as its underlying error when the type is not registered or a value
    ///   cannot go into a URL.
    @discardableResult
    public func open<Route: TypedRoute>(_ route: Route, context: [String: any Sendable] = [:]) async -> NavigationOutcome {
        switch url(for: route) {
        case .success(let url): return await open(url, context: context)
        case .failure(let rejection): return NavigationOutcome(.rejected(rejection))
        }
    }

    /// Opens a typed route that came from outside the app through the outside door, as
    /// ``openExternal(_:from:)-(String,_)`` does: an App Intent's `perform()` opens the route of
    /// the entity it was given by value, with the source ``LinkSource/appIntent``.
    ///
    /// ```swift
    /// func perform() async throws -> some IntentResult {
    ///     await navigator.openExternal(ProductRoute(id: product.id), from: .appIntent)
    ///     return .result()
    /// }
    /// ```
    ///
    /// - Returns: the outcome; ``/WayfinderRouting/ErrorCode/cannotBuildURL`` when no URL can be
    ///   built for the value, as ``open(_:context:)-(Route,_)`` reports it.
    @discardableResult
    public func openExternal<Route: TypedRoute>(_ route: Route, from source: LinkSource) async -> NavigationOutcome {
        switch url(for: route) {
        case .success(let url): return await openExternal(url, from: source)
        case .failure(let rejection): return NavigationOutcome(.rejected(rejection))
        }
    }

    /// Opens a typed route and waits for the screen's result; see
    /// ``open(_:context:expecting:)-(String,_,_)``.
    /// - Throws: as that method does, and ``NavigationError`` with code
    ///   ``/WayfinderRouting/ErrorCode/cannotBuildURL`` when no URL can be built.
    public func open<Route: TypedRoute, Value: Sendable>(
        _ route: Route, context: [String: any Sendable] = [:], expecting type: Value.Type
    ) async throws(NavigationError) -> Value? {
        switch url(for: route) {
        case .success(let url): return try await open(url, context: context, expecting: type)
        case .failure(let rejection): throw rejection
        }
    }

    /// The URL of a typed route, the one ``/WayfinderRouting/Router/url(for:fragment:scheme:host:)`` builds: a
    /// pattern without a scheme takes the router's custom scheme, the first by name when it
    /// has several.
    private func url<Route: TypedRoute>(for route: Route) -> Result<String, NavigationError> {
        do throws(RoutingError) {
            return .success(try routes.url(for: route))
        } catch {
            emit(.rejected(.cannotBuildURL, interceptor: nil), for: makeRequestID())
            return .failure(NavigationError(.cannotBuildURL, error.message, underlyingError: error))
        }
    }
}
