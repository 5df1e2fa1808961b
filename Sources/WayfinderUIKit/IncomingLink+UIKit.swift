#if canImport(UIKit) && !os(watchOS)
import UIKit
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

    /// Opens a universal link from `scene(_:continue:)` or
    /// `application(_:continue:restorationHandler:)`.
    ///
    /// - Returns: `false` for an activity that is not a universal link, which the app handles.
    @discardableResult
    public func handle(_ activity: NSUserActivity) -> Bool {
        guard let link = IncomingLink(activity) else { return false }
        Task { await self.openExternal(link) }
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
