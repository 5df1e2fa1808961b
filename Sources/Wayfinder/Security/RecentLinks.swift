/// The links from outside that arrived within the last ``NavigatorConfiguration/repeatedLinkWindow``,
/// so that one delivered twice opens once: the system hands the same notification tap to a
/// cold start and to the delegate, a user double-taps a widget, a scene connects with a URL
/// that `onOpenURL` reports again.
///
/// A repeat is the same URL text from the same source (the same app, when the source names
/// one). The list holds only the links of the window, so it stays a handful long. Answers to
/// notifications are also told by the notification's identifier, which holds however late
/// the second delivery comes.
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

    /// The answers to notifications opened, newest last: a notification and the action chosen.
    private var notificationAnswers: [String] = []
    /// How many answers are remembered: a launch handles a few notifications, and the system
    /// repeats only the one it launched with.
    static let notificationMemory = 32

    /// Whether this is the first time the answer `action` to the notification `id` arrives;
    /// it is remembered either way.
    mutating func firstAnswer(toNotification id: String, action: String) -> Bool {
        let answer = "\(action)\u{0}\(id)"
        if notificationAnswers.contains(answer) { return false }
        notificationAnswers.append(answer)
        if notificationAnswers.count > Self.notificationMemory { notificationAnswers.removeFirst() }
        return true
    }
}

extension Duration {
    /// The duration in whole milliseconds, rounded down: for messages.
    var wholeMilliseconds: Int64 {
        components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    }
}
