#if canImport(UIKit) && !os(watchOS)
#if canImport(CoreSpotlight)
import CoreSpotlight
#endif
import UIKit
import UserNotifications
import Wayfinder

extension IncomingLink {
    /// The links a scene connects with: a cold start's URL contexts and universal links.
    @MainActor
    static func links(in options: UIScene.ConnectionOptions) -> [IncomingLink] {
        coldStart(
            urlContexts: options.urlContexts.map { ($0.url.absoluteString, $0.options.sourceApplication) },
            userActivities: options.userActivities.map { ($0.activityType, $0.webpageURL?.absoluteString) })
    }

    /// The links of `scene(_:openURLContexts:)`, each with its opening app.
    @MainActor
    static func links(in contexts: Set<UIOpenURLContext>) -> [IncomingLink] {
        coldStart(urlContexts: contexts.map { ($0.url.absoluteString, $0.options.sourceApplication) }, userActivities: [])
    }

    /// The universal link a user activity carries; `nil` for other activities.
    @MainActor
    init?(_ activity: NSUserActivity) {
        guard let link = IncomingLink.userActivity(type: activity.activityType, webpageURL: activity.webpageURL?.absoluteString)
        else {
            return nil
        }
        self = link
    }

    /// The link of the app delegate's `application(_:open:options:)`, with its opening app.
    static func openedURL(_ url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> IncomingLink {
        openedURL(url.absoluteString, sourceApplication: options[.sourceApplication] as? String)
    }
}

extension Navigator {
    /// Opens the links a scene was launched with, through the external door; call it from
    /// `scene(_:willConnectTo:options:)`. They wait until the app shows its root.
    ///
    /// ```swift
    /// navigator.handleConnection(connectionOptions)
    /// ```
    @discardableResult
    public func handleConnection(_ options: UIScene.ConnectionOptions) -> Task<[NavigationOutcome], Never> {
        let links = IncomingLink.links(in: options)
        return Task { await self.openExternal(links) }
    }

    /// Opens the links of `scene(_:openURLContexts:)`, each with its `sourceApplication`.
    @discardableResult
    public func handle(_ contexts: Set<UIOpenURLContext>) -> Task<[NavigationOutcome], Never> {
        let links = IncomingLink.links(in: contexts)
        return Task { await self.openExternal(links) }
    }

    /// Opens the activity of `scene(_:continue:)` or
    /// `application(_:continue:restorationHandler:)`: a universal link, a Spotlight result
    /// whose item the app indexed with its URL as the identifier, or an activity of a type a
    /// route declares (``/Wayfinder/RouteDefinition/activityType``), handed off from another
    /// device.
    ///
    /// - Returns: `false` for any other activity, which the app handles.
    @discardableResult
    public func handle(_ activity: NSUserActivity) -> Bool {
        if let link = IncomingLink(activity) {
            Task { await self.openExternal(link) }
            return true
        }
        #if canImport(CoreSpotlight)
        if activity.activityType == CSSearchableItemActionType {
            guard let url = activity.userInfo?[CSSearchableItemActivityIdentifier] as? String else { return false }
            Task { await self.openExternal(url, from: .spotlight) }
            return true
        }
        #endif
        guard declaresActivityType(activity.activityType), activity.userInfo?[Activity.urlKey] is String else { return false }
        Task { await self.openActivity(activity) }
        return true
    }

    /// Opens the link of a notification the user answered, from the notification center
    /// delegate's `userNotificationCenter(_:didReceive:withCompletionHandler:)`: a tap opens the
    /// payload's URL, an action button the URL its key names
    /// (``/Wayfinder/NavigatorConfiguration/notificationLinks``). Call the completion handler
    /// at once: the link opens when the app has a root.
    ///
    /// ```swift
    /// func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    ///                             withCompletionHandler completionHandler: @escaping () -> Void) {
    ///     navigator.handle(response)
    ///     completionHandler()
    /// }
    /// ```
    ///
    /// - Returns: `false` when the answer carries no link (a dismissal, a text reply, an action
    ///   not listed).
    @available(tvOS, unavailable)
    @discardableResult
    public func handle(_ response: UNNotificationResponse) -> Bool {
        let isTap = response.actionIdentifier == UNNotificationDefaultActionIdentifier
        let userInfo = response.notification.request.content.userInfo.reduce(into: [String: String]()) { values, pair in
            if let key = pair.key as? String, let value = pair.value as? String { values[key] = value }
        }
        let links = configuration.notificationLinks
        guard let key = isTap ? links.urlKey : links.actions[response.actionIdentifier], userInfo[key] != nil else {
            return false
        }
        let action = response.actionIdentifier
        Task { await self.openNotification(action: action, isTap: isTap, userInfo: userInfo) }
        return true
    }

    /// Opens the URL of the app delegate's `application(_:open:options:)`, for apps without
    /// scenes; return its answer from that method.
    ///
    /// ```swift
    /// func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
    ///     navigator.handleOpen(url, options: options)
    /// }
    /// ```
    ///
    /// - Returns: `true`: the URL was handed to the navigator, which answers links it has no
    ///   route for as it always does (a fallback, or nothing).
    @discardableResult
    public func handleOpen(_ url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        let link = IncomingLink.openedURL(url, options: options)
        Task { await self.openExternal(link) }
        return true
    }
}
#endif
