/// The door through which links that the app's own views open reach the navigator: a SwiftUI
/// `Link`, a markdown link in `Text`, a call to `openURL`.
public enum OwnLinkDoor: Hashable, Sendable {
    /// The in-app door, as ``Navigator/open(_:context:)``: every route is reachable. Right when
    /// the app wrote the links itself.
    case inApp
    /// The outside door with this source, as ``Navigator/openExternal(_:from:)``: only routes
    /// exposed to it open. Right when views show links from other people (messages, reviews,
    /// web content rendered as markdown), which are as untrusted as any link from outside.
    case outside(LinkSource)
}

extension Navigator {
    /// Opens a link one of the app's views opened, when a route takes it; the caller hands
    /// any other link to the system.
    ///
    /// ```swift
    /// .environment(\.openURL, OpenURLAction { url in
    ///     navigator.openOwnLink(url.absoluteString, through: .inApp) ? .handled : .systemAction
    /// })
    /// ```
    ///
    /// - Parameters:
    ///   - url: the link.
    ///   - door: the door it goes through; see ``OwnLinkDoor``.
    /// - Returns: `true` when a route takes the URL and the navigator opens it (the outcome
    ///   follows later, in line with other requests); `false` when no route does.
    /// Callable from any isolation: SwiftUI calls an `OpenURLAction`'s handler outside the main
    /// actor's static isolation.
    @discardableResult
    nonisolated public func openOwnLink(_ url: String, through door: OwnLinkDoor) -> Bool {
        guard routes.resolve(url).match != nil else { return false }
        Task { @MainActor in
            switch door {
            case .inApp: await open(url)
            case .outside(let source): await openExternal(url, from: source)
            }
        }
        return true
    }
}
