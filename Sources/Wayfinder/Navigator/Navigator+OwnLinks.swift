extension Navigator {
    /// Opens a link one of the app's views opened (a SwiftUI `Link`, a markdown link in
    /// `Text`, a call to `openURL`), when the navigator answers it: a route takes it, or it
    /// falls back as ``open(_:context:)-(String,_)`` would, to the web screen
    /// (``NavigatorConfiguration/webScreen``, for its hosts) or, for a link in one of the app's
    /// own schemes that no route takes, to the not-found screen (or nothing: handed to the
    /// system, such a link would only come back). The caller hands any other link to the system.
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
    /// - Returns: `true` when the navigator opens the URL (the outcome follows later, in line
    ///   with other requests); `false` when it is the system's to open.
    /// Callable from any isolation: SwiftUI calls an `OpenURLAction`'s handler outside the main
    /// actor's static isolation.
    @discardableResult
    nonisolated public func openOwnLink(_ url: String, from source: LinkSource = .inApp) -> Bool {
        guard answers(url) else { return false }
        Task { @MainActor in
            if source.isExternal {
                await openExternal(url, from: source)
            } else {
                await open(url)
            }
        }
        return true
    }

    /// Whether the navigator answers `url` rather than the system: a route takes it, the web
    /// screen would, or it is in one of the app's own schemes.
    nonisolated func answers(_ url: String) -> Bool {
        if routes.resolution(url).match != nil { return true }
        if configuration.webScreen != nil, configuration.webAllowlist.allows(url) { return true }
        guard let parts = URLParts(url) else { return false }
        return ownSchemes.contains(parts.scheme)
    }
}
