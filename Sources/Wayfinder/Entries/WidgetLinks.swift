extension LinkSource {
    /// `url` marked as a widget's, for a widget's `widgetURL` and `Link`s, a control's URL:
    /// the system opens them as it opens any app's URL, and the adapters read the mark (the
    /// query item `wf_source=widget`), take it off and open the URL as a ``widget`` link.
    ///
    /// ```swift
    /// let url = LinkSource.widgetURL("shop://cart")   // shop://cart?wf_source=widget
    /// ```
    ///
    /// Any app can write the mark: it says where a link claims to come from, not who sent it.
    /// Expose to ``widget`` only what any app may open, and run no action on it that
    /// ``RouteDefinition/externalActions`` would not let another app run. A widget button that
    /// runs an App Intent in the app, which opens its URL as a widget's, cannot be forged.
    public static func widgetURL(_ url: String) -> String {
        let (beforeFragment, fragment) = IncomingLink.splitFragment(url)
        let separator = beforeFragment.contains("?") ? (beforeFragment.hasSuffix("?") ? "" : "&") : "?"
        return beforeFragment + separator + IncomingLink.widgetMark + (fragment.map { "#" + $0 } ?? "")
    }
}

extension IncomingLink {
    /// The query item that marks a widget's URL.
    package static let widgetMark = "wf_source=widget"

    /// The URL without the widget's mark, when it carries one; `nil` otherwise.
    package static func withoutWidgetMark(_ url: String) -> String? {
        let (beforeFragment, fragment) = splitFragment(url)
        guard let questionMark = beforeFragment.firstIndex(of: "?") else { return nil }
        let items = beforeFragment[beforeFragment.index(after: questionMark)...].split(
            separator: "&", omittingEmptySubsequences: false)
        let kept = items.filter { $0 != widgetMark }
        guard kept.count < items.count else { return nil }
        let query = kept.joined(separator: "&")
        return String(beforeFragment[..<questionMark]) + (query.isEmpty ? "" : "?" + query)
            + (fragment.map { "#" + $0 } ?? "")
    }

    /// The URL before its fragment, and the fragment.
    static func splitFragment(_ url: String) -> (String, String?) {
        guard let hash = url.firstIndex(of: "#") else { return (url, nil) }
        return (String(url[..<hash]), String(url[url.index(after: hash)...]))
    }

    /// A URL another app or a widget opened: a widget's, when it carries the mark
    /// (``LinkSource/widgetURL(_:)``), without it; otherwise `link` as it is.
    static func readingWidgetMark(_ link: IncomingLink) -> IncomingLink {
        guard let url = withoutWidgetMark(link.url) else { return link }
        return IncomingLink(url: url, source: .widget)
    }
}
