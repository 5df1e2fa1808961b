/// Identifies a registered route; stable for the route's lifetime in its router.
public struct RouteID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static func < (lhs: RouteID, rhs: RouteID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "#\(rawValue)" }
}

/// A pattern registered with a target, default arguments and a description.
///
/// ```swift
/// let id = try router.register("shop://product/<int:id>", to: .product,
///                              defaults: ["tab": "details"], description: "A product page")
/// let pattern = router.route(id)?.pattern.description   // "shop://product/<int:id>"
/// ```
public struct Route<Target: Sendable>: Sendable {
    public let id: RouteID
    public let pattern: RoutePattern
    public let target: Target
    /// Arguments a match falls back to when neither path nor query has the name.
    public let defaults: [String: String]
    /// What the route is for, for people reading route listings.
    public let description: String?

    public init(
        id: RouteID, pattern: RoutePattern, target: Target,
        defaults: [String: String] = [:], description: String? = nil
    ) {
        self.id = id
        self.pattern = pattern
        self.target = target
        self.defaults = defaults
        self.description = description
    }
}
