import Foundation

extension Navigator {
    /// A link from outside that waits for the app to be ready for it: a guard parked it
    /// (``InterceptorDecision/park(until:)``) until a condition holds (signed in, onboarded),
    /// and ``Navigator/ready(_:)`` opens it then, once, through the same door and guards.
    ///
    /// What an app inspects: the condition, where the link came from, when it stops waiting,
    /// and the link as its route's pattern; never a value from the URL.
    public struct PendingLink: Sendable, Hashable, CustomStringConvertible {
        /// The condition the link waits for.
        public let condition: String
        /// Where the link came from.
        public let source: LinkSource
        /// When it arrived.
        public let arrived: Date
        /// When it is dropped unopened.
        public let expires: Date
        /// The link as its route's pattern (`https://shop.example.com/order/<id>`).
        public let pattern: String

        /// `shop://order/<id> from notification, until signedIn`.
        public var description: String { "\(pattern) from \(source), until \(condition)" }
    }
}

/// The links waiting for a condition: one per condition, the newest (the one owner of pending
/// links, held by the navigator).
struct PendingLinks {
    struct Entry {
        let link: Navigator.PendingLink
        /// The URL to open: in memory the whole link (its signed part, for a signed one), after
        /// a relaunch the saved form.
        let url: String
        /// Whether the link's signature was checked when it arrived: a replay does not check it
        /// again, and such a link is never saved (the saved form carries no signature).
        let signatureChecked: Bool
    }

    private(set) var entries: [String: Entry] = [:]
    /// The links being opened again by ``Navigator/ready(_:)``, by request: parked again, a
    /// link keeps its first arrival and expiry.
    var replaying: [NavigationRequest.ID: Navigator.PendingLink] = [:]

    /// What ``keep(_:)`` did.
    enum Keeping {
        /// The entry waits, in place of the older one waiting for its condition, if any.
        case kept(replacing: Entry?)
        /// A link that arrived later waits for the condition: the entry is not kept.
        case newerWaits
    }

    /// Keeps `entry`, in place of an older one waiting for the same condition. An entry older
    /// than the one waiting is not kept.
    mutating func keep(_ entry: Entry) -> Keeping {
        let condition = entry.link.condition
        if let existing = entries[condition], existing.link.arrived > entry.link.arrived { return .newerWaits }
        let replaced = entries[condition]
        entries[condition] = entry
        return .kept(replacing: replaced)
    }

    /// Takes the entry waiting for `condition` out.
    mutating func take(_ condition: String) -> Entry? {
        entries.removeValue(forKey: condition)
    }

    /// Takes every entry out, or those waiting for `condition`.
    mutating func drop(_ condition: String?) -> [Entry] {
        guard let condition else {
            defer { entries = [:] }
            return entries.values.sorted { $0.link.condition < $1.link.condition }
        }
        return take(condition).map { [$0] } ?? []
    }

    /// The conditions the app said links from outside wait for (``Navigator/holdLinks(until:from:)``),
    /// in the order it said them, each with the sources it holds.
    private(set) var holds: [(condition: String, sources: Set<LinkSource>)] = []

    /// Holds links from `sources` until `condition`; a hold for the same condition is replaced.
    mutating func hold(_ condition: String, sources: Set<LinkSource>) {
        holds.removeAll { $0.condition == condition }
        holds.append((condition, sources))
    }

    /// Stops holding links for `condition`.
    mutating func release(_ condition: String) {
        holds.removeAll { $0.condition == condition }
    }

    /// The first condition a link from `source` waits for; `nil` when none holds it.
    func condition(holding source: LinkSource) -> String? {
        holds.first { $0.sources.allows(source) }?.condition
    }

    /// Takes out the entries expired at `now`.
    mutating func expire(at now: Date) -> [Entry] {
        let expired = entries.values.filter { $0.link.expires <= now }.sorted { $0.link.condition < $1.link.condition }
        for entry in expired { entries.removeValue(forKey: entry.link.condition) }
        return expired
    }
}

/// The saved form of pending links: each URL with only the query items its route keeps
/// (``RouteDefinition/savedQuery``), as a saved navigation state holds them.
struct SavedPendingLinks: Codable {
    struct Link: Codable {
        let url: String
        let source: String
        let application: String?
        let condition: String
        let arrived: Double
        let expires: Double
    }

    var version = 1
    var links: [Link]
}
