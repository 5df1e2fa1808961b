import UIKit
import UserNotifications
import Wayfinder
import WayfinderUIKit

// The app and scene delegates of the doc comment on `LinkInbox`: the notification center's
// delegate lives at app scope, set before launching finishes, and the window that becomes
// active takes the links.

final class InboxAppDelegate: NSObject, UIApplicationDelegate {
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        UNUserNotificationCenter.current().delegate = self
        return true
    }
}

// The system calls the delegate on the main thread; `@preconcurrency` checks it does.
extension InboxAppDelegate: @preconcurrency UNUserNotificationCenterDelegate {
    // sample: LinkInbox
    // The app delegate: a notification tap on a cold start comes before the window.
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        LinkInbox.shared.post(response)
        completionHandler()
    }

    // The scene delegate: the active window takes the links.
    func sceneDidBecomeActive(_ scene: UIScene) {
        LinkInbox.shared.attach(navigator)
    }
    // end sample

    var navigator: Navigator { AppNavigator.shared }
}

/// A delegate object of its own, as an app with a push SDK's delegate in front keeps one.
@MainActor
final class NotificationLinks: NSObject, @preconcurrency UNUserNotificationCenterDelegate {
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        // sample: LinkInbox+UserNotifications
        LinkInbox.shared.post(response)
        completionHandler()
        // end sample
    }
}
