#if canImport(UserNotifications) && !os(tvOS)
import UserNotifications

/// What a notification's answer carries, copied out of the system's object at once: the
/// delegate may be called off the main actor, and the object is not `Sendable`.
package struct NotificationAnswer: Sendable {
    package let action: String
    package let isTap: Bool
    /// The payload's string values: others are never a link.
    package let userInfo: [String: String]
    /// The notification request's identifier.
    package let id: String
    /// Whether the answer can carry no link at all: a dismissal, or a text reply.
    package let carriesNoLink: Bool

    package init(_ response: UNNotificationResponse) {
        action = response.actionIdentifier
        isTap = action == UNNotificationDefaultActionIdentifier
        userInfo = response.notification.request.content.userInfo.reduce(into: [:]) { values, pair in
            if let key = pair.key as? String, let value = pair.value as? String { values[key] = value }
        }
        id = response.notification.request.identifier
        carriesNoLink = action == UNNotificationDismissActionIdentifier || response is UNTextInputNotificationResponse
    }
}

extension LinkInbox {
    /// Opens the link of a notification the user answered in the window that takes links, or
    /// the first to attach: call it from the notification center delegate at app scope, which
    /// must be set before the app finishes launching for a cold start's tap to arrive. Call the
    /// completion handler at once.
    ///
    /// ```swift
    /// LinkInbox.shared.post(response)
    /// completionHandler()
    /// ```
    ///
    /// - Returns: ``Delivery/ignored`` for a dismissal or a text reply, which carry no link.
    @discardableResult
    public func post(_ response: UNNotificationResponse) -> Delivery {
        let answer = NotificationAnswer(response)
        if answer.carriesNoLink { return .ignored }
        return postNotification(action: answer.action, isTap: answer.isTap, userInfo: answer.userInfo, id: answer.id)
    }
}
#endif
