/// A URL that reached the app from outside, with its source: what the UIKit and SwiftUI glue
/// builds from scene, app delegate and view callbacks before it goes through the external door,
/// ``Navigator/openExternal(_:from:)-(String,_)``.
///
/// Apps do not build these: the adapters' helpers (`navigator.handle(URLContexts)`,
/// `handleConnection(_:)`, `handle(userActivity)`, `opensLinks(with:)`) do, and an app without
/// the adapters calls ``Navigator/openExternal(_:from:)-(String,_)`` with the source itself.
///
/// The source decides which routes the link may reach (see ``RouteDefinition/exposure``): a URL another app
/// opened through the app's scheme comes from ``LinkSource/otherApp(bundleID:)`` with the
/// opening app's bundle identifier where the system gives one; a web page's URL handed over as
/// a browsing activity is a ``LinkSource/universalLink``.
package struct IncomingLink: Hashable, Sendable, CustomStringConvertible {
    /// The URL as text.
    package let url: String
    /// Where it came from.
    package let source: LinkSource

    package init(url: String, source: LinkSource) {
        self.url = url
        self.source = source
    }

    /// The activity type of a universal link: `NSUserActivityTypeBrowsingWeb`.
    package static let browsingWebActivityType = "NSUserActivityTypeBrowsingWeb"

    /// A URL another app opened through a custom scheme: `scene(_:openURLContexts:)`, a cold
    /// start's URL contexts, or `application(_:open:options:)`. A URL that carries a widget's
    /// mark (``LinkSource/widgetURL(_:)``) is a widget's, without the mark.
    ///
    /// - Parameters:
    ///   - url: the URL's text.
    ///   - sourceApplication: the opening app's bundle identifier, when the system gives it
    ///     (`UIScene.OpenURLOptions.sourceApplication`, `UIApplication.OpenURLOptionsKey.sourceApplication`).
    package static func openedURL(_ url: String, sourceApplication: String?) -> IncomingLink {
        readingWidgetMark(IncomingLink(url: url, source: .otherApp(bundleID: sourceApplication)))
    }

    /// A user activity handed to the app: a universal link when its type is
    /// ``browsingWebActivityType`` and it has a web page URL; `nil` for any other activity
    /// (Spotlight results and the routes' own Handoff types go through
    /// ``Navigator/openActivity(type:url:)`` and the adapters instead).
    package static func userActivity(type: String, webpageURL: String?) -> IncomingLink? {
        guard type == browsingWebActivityType, let webpageURL else { return nil }
        return IncomingLink(url: webpageURL, source: .universalLink)
    }

    /// A URL SwiftUI's `onOpenURL` delivers. SwiftUI sends universal links there too and says
    /// nothing of the opening app, so `http` and `https` URLs are universal links and every
    /// other scheme another app, without a bundle identifier; a URL with a widget's mark is a
    /// widget's.
    package static func openedInSwiftUI(_ url: String) -> IncomingLink {
        let scheme = url.prefix { $0 != ":" }.lowercased()
        return readingWidgetMark(
            scheme == "https" || scheme == "http"
                ? IncomingLink(url: url, source: .universalLink)
                : IncomingLink(url: url, source: .otherApp()))
    }

    /// The links a cold start carries (`scene(_:willConnectTo:options:)`'s URL contexts and user
    /// activities), in the order they are opened: URL contexts by URL, then universal links by
    /// URL. Activities that are not universal links are left out.
    package static func coldStart(
        urlContexts: [(url: String, sourceApplication: String?)],
        userActivities: [(type: String, webpageURL: String?)]
    ) -> [IncomingLink] {
        let opened = urlContexts.sorted { $0.url < $1.url }.map { openedURL($0.url, sourceApplication: $0.sourceApplication) }
        let universal = userActivities.compactMap { userActivity(type: $0.type, webpageURL: $0.webpageURL) }.sorted {
            $0.url < $1.url
        }
        return opened + universal
    }

    /// The URL's scheme (and a web URL's host) and its source, for logs: the rest may carry
    /// values, and only the router knows which parts are a route's literals.
    package var description: String {
        "\(Redaction.withoutValues(url)) [\(source)]"
    }
}

extension Navigator {
    /// Opens a link that came from outside the app through the external door, with its source.
    ///
    /// ```swift
    /// for link in IncomingLink.coldStart(urlContexts: contexts, userActivities: activities) {
    ///     await navigator.openExternal(link)
    /// }
    /// ```
    @discardableResult
    package func openExternal(_ link: IncomingLink) async -> NavigationOutcome {
        await openExternal(link.url, from: link.source)
    }

    /// Opens links from outside one after another, in order.
    @discardableResult
    package func openExternal(_ links: [IncomingLink]) async -> [NavigationOutcome] {
        var outcomes: [NavigationOutcome] = []
        for link in links { outcomes.append(await openExternal(link)) }
        return outcomes
    }
}
