@_spi(Internals) import WayfinderRouting

extension Navigator {
    /// What a screen advertises for Handoff and Spotlight: an `NSUserActivity` of its route's
    /// ``RouteDefinition/activityType`` that carries the screen (``RouteDefinition/activityParameters``).
    /// The UIKit and SwiftUI adapters make the activity from it; an app without them sets
    /// `activityType`, `userInfo` and `targetContentIdentifier = url` itself.
    public struct Activity: Sendable, Hashable {
        /// The activity type, as the app's Info.plist lists it.
        public let type: String
        /// The screen's URL, which opens it again.
        public let url: String
        /// What the activity's `userInfo` holds: the URL under ``urlKey``, or each parameter
        /// under its own name (``ActivityParameters/inUserInfo``).
        public let userInfo: [String: String]
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
        let kept = SavedURL.keeping(route.savedQuery, of: url)
        switch route.activityParameters {
        case .inURL:
            return Activity(type: type, url: kept, userInfo: [Activity.urlKey: kept])
        case .inUserInfo:
            guard let match = routes.resolution(kept).match else { return nil }
            var userInfo = match.query.compactMapValues(\.first)
            userInfo.merge(match.parameters) { _, path in path }
            return Activity(type: type, url: kept, userInfo: userInfo)
        }
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

    /// Opens an activity of a type some route declares from what its `userInfo` holds, as
    /// ``LinkSource/handoff``: the URL under ``Activity/urlKey``, or, for a route whose activity
    /// carries its parameters (``ActivityParameters/inUserInfo``), the URL the route's pattern
    /// makes from them, with the query values the route keeps. The first route of the type whose
    /// parameters are all there opens; the activity answers "not found" when none is.
    ///
    /// ```swift
    /// await navigator.openActivity(type: "com.example.shop.product", userInfo: ["id": "42", "color": "red"])
    /// ```
    ///
    /// On Apple platforms, `openActivity(_:)` reads an `NSUserActivity` for you.
    ///
    /// - Returns: the outcome; `nil` for an activity of a type no route declares.
    @discardableResult
    public func openActivity(type: String, userInfo: [String: String]) async -> NavigationOutcome? {
        let ofType = routes.routes.filter { $0.target.activityType == type }
        guard !ofType.isEmpty else { return nil }
        let carryingURL = ofType.contains { $0.target.activityParameters == .inURL }
        if carryingURL, let url = userInfo[Activity.urlKey] { return await openActivity(type: type, url: url) }
        for route in ofType where route.target.activityParameters == .inUserInfo {
            if let url = url(of: route, from: userInfo) { return await openExternal(url, from: .handoff) }
        }
        return endAtDoor("activity " + type, from: .handoff, .notFound)
    }

    /// Opens an activity from what it carries: a web page's by its `webpage` URL; one of a type
    /// a route declares from its `userInfo`, or from its `webpage` URL when that holds no text.
    package func openActivity(type: String, userInfo: [String: String], webpage: String?) async -> NavigationOutcome? {
        if type == IncomingLink.browsingWebActivityType || userInfo.isEmpty, let webpage {
            return await openActivity(type: type, url: webpage)
        }
        return await openActivity(type: type, userInfo: userInfo)
    }

    /// The URL of `route` with its captures from `userInfo`, and the query values it keeps;
    /// `nil` when a capture is missing or does not convert.
    private func url(of route: Route<RouteDefinition>, from userInfo: [String: String]) -> String? {
        let captures = Set(route.parsedPattern.captureNames)
        let query = userInfo.filter { route.target.savedQuery.contains($0.key) && !captures.contains($0.key) }
            .sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
        return try? routes.buildURL(
            for: route.id, parameters: userInfo.filter { captures.contains($0.key) }, query: QueryItems(pairs: query),
            fragment: nil, scheme: nil, host: nil)
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
