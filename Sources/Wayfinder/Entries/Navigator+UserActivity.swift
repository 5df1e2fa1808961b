#if canImport(Darwin)
import Foundation

extension Navigator {
    /// The `NSUserActivity` a screen advertises for Handoff and Spotlight (see
    /// ``activity(for:)``): its type, the screen's URL in `userInfo["url"]` (listed in
    /// `requiredUserInfoKeys`) and as `targetContentIdentifier`, and a web URL as
    /// `webpageURL` too. Eligible for Handoff; the app decides about search and prediction,
    /// and sets a title.
    ///
    /// ```swift
    /// viewController.userActivity = navigator.userActivity(for: screen)
    /// ```
    public func userActivity(for screen: Screen) -> NSUserActivity? {
        guard let activity = activity(for: screen) else { return nil }
        let userActivity = NSUserActivity(activityType: activity.type)
        userActivity.userInfo = [Activity.urlKey: activity.url]
        userActivity.requiredUserInfoKeys = [Activity.urlKey]
        userActivity.targetContentIdentifier = activity.url
        if let url = URL(string: activity.url), url.scheme == "https" || url.scheme == "http" {
            userActivity.webpageURL = url
        }
        userActivity.isEligibleForHandoff = true
        return userActivity
    }

    /// Opens an activity the system handed to the app: a universal link, or an activity of a
    /// type a route declares; see ``openActivity(type:url:)``.
    ///
    /// - Returns: the outcome; `nil` for an activity the app handles itself.
    @discardableResult
    public func openActivity(_ activity: NSUserActivity) async -> NavigationOutcome? {
        let url =
            activity.activityType == IncomingLink.browsingWebActivityType
            ? activity.webpageURL?.absoluteString : activity.userInfo?[Activity.urlKey] as? String
        return await openActivity(type: activity.activityType, url: url)
    }
}
#endif
