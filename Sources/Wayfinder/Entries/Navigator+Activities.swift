extension Navigator {
    /// What a screen advertises for Handoff and Spotlight: an `NSUserActivity` of its route's
    /// ``RouteDefinition/activityType`` that carries the screen's URL. The UIKit and SwiftUI
    /// adapters make the activity from it; an app without them sets `activityType`,
    /// `userInfo = ["url": url]` and `targetContentIdentifier = url` itself.
    public struct Activity: Sendable, Hashable {
        /// The activity type, as the app's Info.plist lists it.
        public let type: String
        /// The screen's URL, which opens it again.
        public let url: String
        /// The key of the activity's `userInfo` that holds the URL.
        public static let urlKey = "url"
    }

    /// The activity `screen` advertises: its route's activity type and its URL, without the
    /// query items the route does not keep in a saved state (``RouteDefinition/savedQuery``):
    /// an activity travels to the user's other devices. `nil` when the route declares no
    /// activity type, or the screen was opened without a URL.
    ///
    /// ```swift
    /// if let activity = navigator.activity(for: screen) {
    ///     print(activity.type, activity.url)   // com.example.shop.product shop://product/42
    /// }
    /// ```
    public func activity(for screen: Screen) -> Activity? {
        guard let url = screen.url else { return nil }
        let route = store.request(for: screen.key)?.match?.target ?? routes.resolution(url).match?.target
        guard let route, let type = route.activityType else { return nil }
        return Activity(type: type, url: SavedURL.keeping(route.savedQuery, of: url))
    }

    /// Opens an activity the system handed to the app (`scene(_:continue:)`,
    /// `onContinueUserActivity`), through the outside door:
    ///
    /// - a web page's activity (`NSUserActivityTypeBrowsingWeb`), `url` its web page URL, as a
    ///   ``LinkSource/universalLink``;
    /// - an activity of a type some route declares (``RouteDefinition/activityType``), `url`
    ///   the one its `userInfo` carries, as ``LinkSource/handoff``: it opens only a route that
    ///   declares this very type, and answers "not found" for any other, as for a route that
    ///   does not exist.
    ///
    /// ```swift
    /// await navigator.openActivity(type: activity.activityType, url: activity.userInfo?["url"] as? String)
    /// ```
    ///
    /// - Returns: the outcome; `nil` for an activity of another type, or without a URL, which the
    ///   app handles itself.
    @discardableResult
    public func openActivity(type: String, url: String?) async -> NavigationOutcome? {
        guard let url else { return nil }
        if let link = IncomingLink.userActivity(type: type, webpageURL: url) { return await openExternal(link) }
        guard declaresActivityType(type) else { return nil }
        // The URL must lead to a route of the same type: an activity cannot open another route.
        guard routes.resolution(url).match?.target.activityType == type else {
            return endAtDoor(redacted(url), from: .handoff, .notFound)
        }
        return await openExternal(url, from: .handoff)
    }

    /// Whether some route declares `type` as its activity type.
    package func declaresActivityType(_ type: String) -> Bool {
        routes.routes.contains { $0.target.activityType == type }
    }

    /// The activity types the routes declare, sorted: what the app's Info.plist lists under
    /// `NSUserActivityTypes`, and the types the adapters listen for.
    public var activityTypes: [String] {
        Set(routes.routes.compactMap(\.target.activityType)).sorted()
    }
}
