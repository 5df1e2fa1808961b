extension NavigatorConfiguration {
    /// Where a notification's payload carries its links: the URL a tap opens, and the URLs
    /// of its action buttons.
    ///
    /// ```swift
    /// configuration.notificationLinks = .init(urlKey: "link", actions: ["TRACK": "trackLink"])
    /// // {"aps": {...}, "link": "shop://order/42", "trackLink": "shop://order/42/track"}
    /// ```
    public struct NotificationLinks: Sendable, Hashable {
        /// The `userInfo` key of the URL a tap on the notification opens.
        public var urlKey: String
        /// For each action button's identifier, the `userInfo` key of the URL it opens. An
        /// action not listed, the dismissal and a text reply open nothing.
        public var actions: [String: String]

        public init(urlKey: String = "url", actions: [String: String] = [:]) {
            self.urlKey = urlKey
            self.actions = actions
        }
    }
}

extension Navigator {
    /// Opens the link of a notification the user answered, through the outside door as a
    /// ``LinkSource/notification``: a tap (`isTap`, the system's default action) opens the
    /// payload's URL (``NavigatorConfiguration/notificationLinks``), an action button the URL
    /// its key names. The UIKit adapter calls it with a `UNNotificationResponse`.
    ///
    /// ```swift
    /// await navigator.openNotification(action: "TRACK", isTap: false, userInfo: ["trackLink": "shop://order/42/track"])
    /// ```
    ///
    /// - Parameters:
    ///   - action: the identifier of the action the user chose.
    ///   - isTap: whether it is the system's default action: a tap on the notification.
    ///   - userInfo: the payload's string values (others are never a link).
    ///   - id: the notification request's identifier, when there is one: the system may hand a
    ///     cold start's tap both to the connecting scene and to the delegate, and the same
    ///     answer opens once in the whole app, however far apart and in whichever windows the
    ///     two arrive
    ///     (``WayfinderRouting/ErrorCode/repeatedLink``).
    /// - Returns: the outcome; `nil` when the answer carries no link to open.
    @discardableResult
    public func openNotification(
        action: String, isTap: Bool, userInfo: [String: String], id: String? = nil
    ) async -> NavigationOutcome? {
        let links = configuration.notificationLinks
        guard let key = isTap ? links.urlKey : links.actions[action], let url = userInfo[key], !url.isEmpty else {
            return nil
        }
        if let id, !Self.answeredNotifications.isFirst(id, action: action) {
            let message = "this answer to the notification was opened already; it opens once"
            return endAtDoor(redacted(url), from: .notification, .rejected(NavigationError(.repeatedLink, message)))
        }
        return await openExternal(url, from: .notification)
    }
}
