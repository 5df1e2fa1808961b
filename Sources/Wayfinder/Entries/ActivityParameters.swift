/// How a route's `NSUserActivity` carries the screen it advertises
/// (``RouteDefinition/activityParameters``).
///
/// ```swift
/// try routes.register(
///     "/product/<int:id>", screen: "product", exposure: [.handoff], savedQuery: ["color"],
///     activityType: "com.example.shop.product", activityParameters: .inUserInfo)
/// // The activity of shop://product/42?color=red carries userInfo ["id": "42", "color": "red"].
/// ```
public enum ActivityParameters: String, Sendable, Hashable, CaseIterable {
    /// The activity carries the screen's URL under `userInfo["url"]` (the default).
    case inURL = "url"
    /// The activity carries each of the path's parameters, and each query value the route keeps
    /// in a saved state (``RouteDefinition/savedQuery``), under its own name in `userInfo`, and
    /// no URL: what an app reads in code that knows the activity but not the routes. The door
    /// builds the URL back from the route's pattern. A query name given twice keeps its first
    /// value, and a path parameter wins over a query item of the same name.
    case inUserInfo = "userInfo"
}
