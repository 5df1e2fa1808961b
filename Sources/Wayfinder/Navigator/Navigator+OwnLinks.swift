extension Navigator {
    /// Opens a link one of the app's views opened (a SwiftUI `Link`, a markdown link in
    /// `Text`, a call to `openURL`), when a route takes it; the caller hands any other link to
    /// the system.
    ///
    /// ```swift
    /// .environment(\.openURL, OpenURLAction { url in
    ///     navigator.openOwnLink(url.absoluteString) ? .handled : .systemAction
    /// })
    /// ```
    ///
    /// - Parameters:
    ///   - url: the link.
    ///   - source: `.inApp` (the default) opens it through the in-app door, as
    ///     ``open(_:context:)-(String,_)``: every route is reachable, right when the app wrote
    ///     the links itself. Any other source opens it through the outside door, as
    ///     ``openExternal(_:from:)-(String,_)``: only routes exposed to that source open, right
    ///     when views show links from other people (messages, reviews, web content rendered as
    ///     markdown), which are as untrusted as any link from outside.
    /// - Returns: `true` when a route takes the URL and the navigator opens it (the outcome
    ///   follows later, in line with other requests); `false` when no route does.
    /// Callable from any isolation: SwiftUI calls an `OpenURLAction`'s handler outside the main
    /// actor's static isolation.
    @discardableResult
    nonisolated public func openOwnLink(_ url: String, from source: LinkSource = .inApp) -> Bool {
        guard routes.resolution(url).match != nil else { return false }
        Task { @MainActor in
            if source.isExternal {
                await openExternal(url, from: source)
            } else {
                await open(url)
            }
        }
        return true
    }
}
