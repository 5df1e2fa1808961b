/// An interceptor made from a closure, by ``NavigatorConfiguration/intercept(_:sendsTo:_:)``
/// and ``NavigatorConfiguration/addGuard(_:sendsTo:_:)``.
package struct ClosureInterceptor: NavigationInterceptor {
    package let name: String
    package let sendsTo: String?
    let decide: @Sendable (NavigationRequest) async -> InterceptorDecision

    package init(
        _ name: String, sendsTo: String? = nil, _ decide: @escaping @Sendable (NavigationRequest) async -> InterceptorDecision
    ) {
        self.name = name
        self.sendsTo = sendsTo
        self.decide = decide
    }

    package func intercept(_ request: NavigationRequest) async -> InterceptorDecision {
        await decide(request)
    }
}

extension NavigatorConfiguration {
    /// Adds an interceptor made from a closure, after those already in ``interceptors``: for
    /// small checks that need no type of their own.
    ///
    /// ```swift
    /// configuration.intercept("block-admin") { request in
    ///     request.match.pattern.hasPrefix("/admin") ? .reject(reason: "admin is closed") : .proceed
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: the name outcomes and logs use.
    ///   - sendsTo: the route its suspended work sends users to, if any (see
    ///     ``NavigationInterceptor/sendsTo``).
    ///   - decide: the decision.
    public mutating func intercept(
        _ name: String, sendsTo: String? = nil,
        _ decide: @escaping @Sendable (NavigationRequest) async -> InterceptorDecision
    ) {
        interceptors.append(ClosureInterceptor(name, sendsTo: sendsTo, decide))
    }

    /// Sets the guard routes name `name` (``RouteDefinition/guards``) to a closure, replacing
    /// one of that name.
    ///
    /// ```swift
    /// configuration.addGuard("signedIn") { request in
    ///     await session.isSignedIn ? .proceed : .reject(reason: "sign in first")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: the name routes use, and outcomes and logs show.
    ///   - sendsTo: the route its suspended work sends users to, if any (see
    ///     ``NavigationInterceptor/sendsTo``).
    ///   - decide: the decision.
    public mutating func addGuard(
        _ name: String, sendsTo: String? = nil,
        _ decide: @escaping @Sendable (NavigationRequest) async -> InterceptorDecision
    ) {
        guards[name] = ClosureInterceptor(name, sendsTo: sendsTo, decide)
    }
}
