/// A pattern registered with a target, default arguments and a description.
///
/// ```swift
/// let id = try router.register("shop://product/<int:id>", to: .product,
///                              defaults: ["tab": "details"], description: "A product page")
/// let pattern = router.route(id)?.pattern   // "shop://product/<int:id>"
/// ```
public struct Route<Target: Sendable>: Sendable {
    /// Identifies the route in its router for its lifetime, and is never reused: what
    /// ``Router/route(_:)``, ``Router/remove(_:)`` and `url(for:)` take. Printed as `#3`.
    public let id: Int
    /// The pattern in canonical form (`:id` is written `<id>`, the scheme lowercased), which
    /// registers as the same route: `shop://product/<int:id>`.
    public var pattern: String { parsedPattern.description }
    /// The pattern, parsed.
    @_spi(Internals) public let parsedPattern: RoutePattern
    /// What the route leads to.
    public let target: Target
    /// Arguments a match falls back to when neither path nor query has the name.
    public let defaults: [String: String]
    /// What the route is for, for people reading route listings.
    public let description: String?
    /// The name it was registered with, which ``Router/url(named:parameters:query:fragment:scheme:host:)``
    /// and ``Router/routeID(named:)`` take; `nil` for a route without one, or whose name a
    /// later route took with `replacing: true`.
    public let name: String?

    package init(
        id: Int, pattern: RoutePattern, target: Target,
        defaults: [String: String] = [:], description: String? = nil, name: String? = nil
    ) {
        self.id = id
        self.parsedPattern = pattern
        self.target = target
        self.defaults = defaults
        self.description = description
        self.name = name
    }
}
