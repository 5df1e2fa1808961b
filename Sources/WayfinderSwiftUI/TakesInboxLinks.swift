#if canImport(SwiftUI)
import SwiftUI
import Wayfinder

/// Attaches the window's navigator to the app's ``/Wayfinder/LinkInbox`` while the window
/// shows, and again whenever its scene becomes active, so that the window the user is in takes
/// the links the notification delegate and App Intents leave.
struct TakesInboxLinks: ViewModifier {
    let navigator: Navigator
    let inbox: LinkInbox?
    @Environment(\.scenePhase) private var scenePhase

    func body(content: Content) -> some View {
        content
            .onAppear { inbox?.attach(navigator) }
            .onDisappear { inbox?.detach(navigator) }
            .onChange(of: scenePhase) {
                if scenePhase == .active { inbox?.attach(navigator) }
            }
    }
}

#if os(macOS) && canImport(UserNotifications)
import UserNotifications

extension LinkInbox {
    /// Opens the link of a notification the user answered in the window that takes links, or
    /// the first to attach: call it from the notification center delegate, set in the app
    /// delegate (`@NSApplicationDelegateAdaptor`) before launching finishes. Call the
    /// completion handler at once.
    ///
    /// ```swift
    /// LinkInbox.shared.post(response)
    /// completionHandler()
    /// ```
    @discardableResult
    public func post(_ response: UNNotificationResponse) -> Delivery {
        let action = response.actionIdentifier
        let userInfo = response.notification.request.content.userInfo.reduce(into: [String: String]()) { values, pair in
            if let key = pair.key as? String, let value = pair.value as? String { values[key] = value }
        }
        return postNotification(
            action: action, isTap: action == UNNotificationDefaultActionIdentifier, userInfo: userInfo,
            id: response.notification.request.identifier)
    }
}
#endif
#endif
