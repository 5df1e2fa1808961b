/// A step every navigation request passes before it is applied: it may let the request
/// proceed, send it elsewhere, reject it, or suspend it to do something first.
///
/// Interceptors in ``NavigatorConfiguration/interceptors`` run for every request, in order;
/// guards in ``NavigatorConfiguration/guards`` run after them, for the routes that name them.
/// An interceptor that takes longer than ``NavigatorConfiguration/interceptorTimeout`` is cut
/// off and the request rejected.
///
/// The canonical guard: a route needs sign-in. While signed out it suspends the request,
/// presents the sign-in screen, waits for its result, and resumes or drops the original:
///
/// ```swift
/// struct SignedInGuard: NavigationInterceptor {
///     let session: Session
///     func intercept(_ request: NavigationRequest) async -> InterceptorDecision {
///         if await session.isSignedIn { return .proceed }
///         return .suspend { navigator in
///             let signedIn = try? await navigator.open("shop://login", expecting: Bool.self)
///             return signedIn == true ? .proceed : .reject(reason: "sign-in was cancelled")
///         }
///     }
/// }
/// ```
public protocol NavigationInterceptor: Sendable {
    /// A name for outcomes and logs; the type's name by default.
    var name: String { get }
    /// The route this guard's suspended work sends users to (its sign-in screen), as a URL or
    /// a path (`"/login"`); `nil` (the default) when it opens none. ``Navigator/validate()``
    /// uses it to report a guard whose sign-in route it guards itself, and other loops.
    var sendsTo: String? { get }
    /// Decides what becomes of a request.
    func intercept(_ request: NavigationRequest) async -> InterceptorDecision
}

extension NavigationInterceptor {
    /// The type's name, by default.
    public var name: String { String(describing: Self.self) }
    /// `nil` by default: the interceptor sends requests nowhere.
    public var sendsTo: String? { nil }
}

/// What an interceptor decided.
public enum InterceptorDecision: Sendable {
    /// Go on to the next interceptor, then the route's target.
    case proceed
    /// Open this URL instead; it passes the interceptors again.
    case redirect(to: String)
    /// Drop the request; the outcome carries the reason.
    case reject(reason: String)
    /// Step out of the request queue, run `work` (which may navigate and await results), and
    /// continue with the decision it returns. Other requests are applied meanwhile.
    case suspend(@MainActor @Sendable (Navigator) async -> InterceptorDecision)
    /// Keep a link from outside until the app says `condition` holds
    /// (``Navigator/ready(_:)``): signed in, onboarded. The link waits with its source and an
    /// expiry (``NavigatorConfiguration/pendingLinkLifetime``); a newer one waiting for the
    /// same condition takes its place. The app's own requests do not wait: they are rejected.
    ///
    /// ```swift
    /// if await session.isSignedIn { return .proceed }
    /// return request.source.isExternal ? .park(until: "signedIn") : .reject(reason: "signed out")
    /// ```
    case park(until: String)
}

/// A request for a route, as interceptors and action handlers see it: the URL, where it came
/// from, the match and the caller's context.
///
/// Values are looked up as a screen's request looks them up (``ScreenRequest``): the caller's
/// context, then the path, the query and the route's defaults.
///
/// ```swift
/// catalog.registerAction("addToCart") { request in
///     let id = try request.require("id", as: Int.self)
///     return ActionResult("added \(id)")
/// }
/// ```
public struct NavigationRequest: Sendable, ContextualValues {
    /// The request this is, as events name it: a redirect keeps the number of the request it
    /// came from.
    public let id: NavigationRequest.ID
    /// The URL as it was opened.
    public let url: String
    /// Where the URL came from.
    public let source: LinkSource
    /// The match that routed it.
    public let match: RouteMatch<RouteDefinition>
    /// The values the caller passed along with the URL.
    public let context: [String: any Sendable]

    /// The matched route's definition.
    public var route: RouteDefinition { match.target }

    /// A value by name, converted: the caller's context when it has the name, else the path,
    /// the query or the defaults. A context value of another type is not looked past.
    public func get<Value: RouteParameterConvertible>(_ name: String, as type: Value.Type) -> Value? {
        lookUp(name, as: type)
    }

    /// A context value of any type, by name.
    public func get<Value>(_ name: String, as type: Value.Type) -> Value? {
        context[name] as? Value
    }

    /// A value by name as text, with the same precedence.
    public func get(_ name: String) -> String? {
        lookUpText(name)
    }

    /// A value by name, converted.
    /// - Throws: ``/WayfinderRouting/RoutingError`` naming the value and the type when it is missing or does
    ///   not convert.
    public func require<Value: RouteParameterConvertible>(_ name: String, as type: Value.Type) throws(RoutingError) -> Value {
        try lookUpRequired(name, as: type)
    }

    package func text(for name: String) -> String? {
        match.get(name)
    }
}
