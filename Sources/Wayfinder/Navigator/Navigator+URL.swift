import Foundation

/// The doors for `URL` values, as apps get them from `UIApplication`, `NSUserActivity`,
/// `onOpenURL` or notification payloads. Each opens the URL's `absoluteString`, which keeps the
/// text the URL was made from.
extension Navigator {
    /// Opens a URL from inside the app; see ``open(_:context:)-(String,_)``.
    ///
    /// ```swift
    /// await navigator.open(URL(string: "shop://product/42")!)
    /// ```
    @discardableResult
    public func open(_ url: URL, context: [String: any Sendable] = [:]) async -> NavigationOutcome {
        await open(url.absoluteString, context: context)
    }

    /// Opens a URL that came from outside the app; see ``openExternal(_:from:)-(String,_)``.
    @discardableResult
    public func openExternal(_ url: URL, from source: LinkSource) async -> NavigationOutcome {
        await openExternal(url.absoluteString, from: source)
    }

    /// Opens a URL and waits for the screen's result; see
    /// ``open(_:context:expecting:)-(String,_,_)``.
    public func open<Value: Sendable>(
        _ url: URL, context: [String: any Sendable] = [:], expecting type: Value.Type
    ) async throws -> Value? {
        try await open(url.absoluteString, context: context, expecting: type)
    }
}
