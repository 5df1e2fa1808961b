#if canImport(Darwin)
import Foundation

extension Navigator {
    /// The `NSUserActivity` a screen advertises for Handoff and Spotlight (see
    /// ``activity(for:)``): its type, its `userInfo` (the screen's URL under `"url"`, or its
    /// parameters; every key listed in `requiredUserInfoKeys`), the URL as
    /// `targetContentIdentifier`, and a web URL as `webpageURL` too. Eligible for Handoff; the app decides about search and prediction,
    /// and sets a title.
    ///
    /// ```swift
    /// viewController.userActivity = navigator.userActivity(for: screen)
    /// ```
    public func userActivity(for screen: Screen) -> NSUserActivity? {
        guard let activity = activity(for: screen) else { return nil }
        let userActivity = NSUserActivity(activityType: activity.type)
        userActivity.userInfo = activity.userInfo
        userActivity.requiredUserInfoKeys = Set(activity.userInfo.keys)
        userActivity.targetContentIdentifier = activity.url
        if let url = URL(string: activity.url), url.scheme == "https" || url.scheme == "http" {
            userActivity.webpageURL = url
        }
        userActivity.isEligibleForHandoff = true
        return userActivity
    }

    /// Opens an activity the system handed to the app: a universal link, or an activity of a
    /// type a route declares, from its `userInfo` (``openActivity(type:userInfo:)``) or, when
    /// that holds no text, its `webpageURL`.
    ///
    /// - Returns: the outcome; `nil` for an activity the app handles itself.
    @discardableResult
    public func openActivity(_ activity: NSUserActivity) async -> NavigationOutcome? {
        await openActivity(
            type: activity.activityType, userInfo: Self.strings(in: activity.userInfo),
            webpage: activity.webpageURL?.absoluteString)
    }

    /// The text values of an activity's `userInfo`, by key.
    package static func strings(in userInfo: [AnyHashable: Any]?) -> [String: String] {
        (userInfo ?? [:]).reduce(into: [:]) { strings, item in
            if let key = item.key as? String, let value = item.value as? String { strings[key] = value }
        }
    }
}
#endif
