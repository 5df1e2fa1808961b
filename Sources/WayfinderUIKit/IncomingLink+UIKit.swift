#if canImport(UIKit) && !os(watchOS)
#if canImport(CoreSpotlight) && !os(tvOS)
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
    /// Opens what a scene was launched with, through the external door; call it from
    /// `scene(_:willConnectTo:options:)`. They wait until the app shows its root: the URL
    /// contexts, then the universal links, Spotlight results and activities of the routes'
    /// types, then the notification the user answered (which opens once even when the
    /// notification center's delegate hands it over too), then the home-screen quick action.
    ///
    /// A Handoff from another device is not among them: the scene connects knowing only its
    /// type (`handoffUserActivityType`), and the activity follows in `scene(_:continue:)`,
    /// which ``handle(_:)-(NSUserActivity)`` opens.
    ///
    /// ```swift
    /// navigator.handleConnection(connectionOptions)
    /// ```
    @discardableResult
    public func handleConnection(_ options: UIScene.ConnectionOptions) -> Task<[NavigationOutcome], Never> {
        let links = IncomingLink.links(in: options)
        let activities = options.userActivities.filter { IncomingLink($0) == nil }.compactMap(opening)
        #if os(tvOS)
        let later: [@MainActor () async -> NavigationOutcome?] = activities
        #else
        let later =
            activities
            + [options.notificationResponse.flatMap(opening), options.shortcutItem.flatMap(opening)]
            .compactMap { $0 }
        #endif
        return Task {
            var outcomes = await self.openExternal(links)
            for open in later {
                if let outcome = await open() { outcomes.append(outcome) }
            }
            return outcomes
        }
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
        guard let open = opening(activity) else { return false }
        Task { _ = await open() }
        return true
    }

    /// How an activity opens: a universal link, a Spotlight result, or an activity of a
    /// route's type; `nil` for any other.
    private func opening(_ activity: NSUserActivity) -> (@MainActor () async -> NavigationOutcome?)? {
        if let link = IncomingLink(activity) {
            return { await self.openExternal(link) }
        }
        #if canImport(CoreSpotlight) && !os(tvOS)
        if activity.activityType == CSSearchableItemActionType {
            guard let url = activity.userInfo?[CSSearchableItemActivityIdentifier] as? String else { return nil }
            return { await self.openExternal(url, from: .spotlight) }
        }
        #endif
        let type = activity.activityType
        guard declaresActivityType(type) else { return nil }
        let userInfo = Self.strings(in: activity.userInfo)
        let webpage = activity.webpageURL?.absoluteString
        return { await self.openActivity(type: type, userInfo: userInfo, webpage: webpage) }
    }

    /// Opens the link of a notification the user answered, from the notification center
    /// delegate's `userNotificationCenter(_:didReceive:withCompletionHandler:)`: a tap opens the
    /// payload's URL, an action button the URL its key names
    /// (``/Wayfinder/NavigatorConfiguration/notificationLinks``). Call the completion handler
    /// at once: the link opens when the app has a root. Where the delegate lives at app scope,
    /// before any window, ``/Wayfinder/LinkInbox`` takes the response instead.
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
        guard let open = opening(response) else { return false }
        Task { _ = await open() }
        return true
    }

    /// How a notification's answer opens; `nil` when it carries no link.
    @available(tvOS, unavailable)
    private func opening(_ response: UNNotificationResponse) -> (@MainActor () async -> NavigationOutcome?)? {
        let answer = NotificationAnswer(response)
        let links = configuration.notificationLinks
        guard let key = answer.isTap ? links.urlKey : links.actions[answer.action], answer.userInfo[key] != nil else {
            return nil
        }
        return {
            await self.openNotification(action: answer.action, isTap: answer.isTap, userInfo: answer.userInfo, id: answer.id)
        }
    }

    /// Opens the home-screen quick action the user chose, from the window scene delegate's
    /// `windowScene(_:performActionFor:completionHandler:)`, as a
    /// ``/Wayfinder/LinkSource/widget`` link: the URL its `userInfo["url"]` holds. A quick action
    /// that launches the app comes with the scene's connection instead
    /// (``handleConnection(_:)``).
    ///
    /// ```swift
    /// func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
    ///                  completionHandler: @escaping (Bool) -> Void) {
    ///     completionHandler(navigator.handle(shortcutItem))
    /// }
    /// ```
    ///
    /// - Returns: `false` when the item carries no URL: the app handles it.
    @available(tvOS, unavailable)
    @discardableResult
    public func handle(_ shortcutItem: UIApplicationShortcutItem) -> Bool {
        guard let open = opening(shortcutItem) else { return false }
        Task { _ = await open() }
        return true
    }

    /// How a quick action opens; `nil` when it carries no URL.
    @available(tvOS, unavailable)
    private func opening(_ shortcutItem: UIApplicationShortcutItem) -> (@MainActor () async -> NavigationOutcome?)? {
        guard let url = shortcutItem.userInfo?[Activity.urlKey] as? String else { return nil }
        return { await self.openExternal(url, from: .widget) }
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
