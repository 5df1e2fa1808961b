/// The links from outside that arrived within the last ``NavigatorConfiguration/repeatedLinkWindow``,
/// so that one delivered twice opens once: the system hands the same notification tap to a
/// cold start and to the delegate, a user double-taps a widget, a scene connects with a URL
/// that `onOpenURL` reports again.
///
/// A repeat is the same URL text from the same source (the same app, when the source names
/// one). The list holds only the links of the window, so it stays a handful long. Answers to
/// notifications are also told by the notification's identifier, in the whole app
/// (``AnsweredNotifications``).
struct RecentLinks {
    private var links: [(url: String, source: LinkSource, at: ContinuousClock.Instant)] = []

    /// How long ago the same link arrived, when it did within `window`; otherwise `nil`, and
    /// the link is remembered from `now`.
    mutating func repeatInterval(
        of url: String, from source: LinkSource, at now: ContinuousClock.Instant, within window: Duration
    ) -> Duration? {
        // A zero (or negative) window forgets every link at once: nothing is a repeat.
        links.removeAll { $0.at.duration(to: now) >= window }
        if let earlier = links.first(where: { $0.url == url && $0.source == source }) {
            return earlier.at.duration(to: now)
        }
        links.append((url, source, now))
        return nil
    }

}

extension Duration {
    /// The duration in whole milliseconds, rounded down: for messages.
    var wholeMilliseconds: Int64 {
        components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    }
}
