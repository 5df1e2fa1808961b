import Foundation

/// Where the ways into the app that come before a window leave their links: the notification
/// center's delegate and an App Intent's `perform()` run at app scope, often before any scene
/// has connected and made its navigator. A window's navigator attaches; the inbox opens what
/// it holds there, in the order it arrived, and every later link at once.
///
/// ```swift
/// // The app delegate: a notification tap on a cold start comes before the window.
/// func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
///                             withCompletionHandler completionHandler: @escaping () -> Void) {
///     LinkInbox.shared.post(response)
///     completionHandler()
/// }
///
/// // The scene delegate: the active window takes the links.
/// func sceneDidBecomeActive(_ scene: UIScene) {
///     LinkInbox.shared.attach(navigator)
/// }
/// ```
///
/// SwiftUI's `opensLinks(with:)` attaches the window's navigator when it appears and whenever
/// its scene becomes active. With several windows, the navigator attached last takes the links;
/// one that goes away (or ``detach(_:)``) hands over to the one attached before it.
///
/// Each link opens through the navigator's outside door with its source, exactly as if the
/// window had been there: exposure, signatures, guards, repeats, waiting for a root. A link
/// no window took within ``lifetime`` is dropped; the navigator that attaches next reports it as
/// a request that ended with ``WayfinderRouting/ErrorCode/linkExpired``.
@MainActor
public final class LinkInbox {
    /// The app's inbox, for code that has no other way to reach it (an App Intent).
    nonisolated public static let shared = LinkInbox()

    /// How long a link waits for a window before it is dropped.
    public let lifetime: Duration

    /// What waits for a window, oldest first.
    private var held: [Entry] = []
    /// The navigators attached, the one taking links last; weakly, so that a window that
    /// closes lets go of its navigator.
    private var attached: [WeakNavigator] = []
    /// The time, for the lifetime; tests move it by hand.
    var now: () -> ContinuousClock.Instant = { ContinuousClock.now }

    /// Creates an inbox that keeps links for `lifetime` (ten minutes by default) while no
    /// window has attached.
    nonisolated public init(lifetime: Duration = .seconds(600)) {
        self.lifetime = lifetime
    }

    /// What the inbox did with a link.
    public enum Delivery: Sendable, Hashable {
        /// An attached navigator took it: it opens there.
        case delivered
        /// No navigator is attached: it waits for one.
        case held
        /// It carries no link (a notification's dismissal or text reply): nothing opens.
        case ignored
    }

    /// A link waiting for a window: where it came from, and the link without its values.
    public struct HeldLink: Sendable, Hashable, CustomStringConvertible {
        /// Where the link came from.
        public let source: LinkSource
        /// The link's scheme (and a web link's host), or the route's type for a typed route:
        /// never a value from it.
        public let summary: String

        /// `shop: [notification]`.
        public var description: String { "\(summary) [\(source)]" }
    }

    /// The links waiting for a window, oldest first.
    public var waiting: [HeldLink] { held.map(\.link) }

    // MARK: Posting

    /// Opens `url` from `source` in the attached navigator, or keeps it until one attaches.
    ///
    /// ```swift
    /// LinkInbox.shared.post("shop://order/42", from: .notification)
    /// ```
    @discardableResult
    public func post(_ url: String, from source: LinkSource) -> Delivery {
        let summary = Redaction.withoutValues(url)
        return post(HeldLink(source: source, summary: summary), url: url) { navigator in
            await navigator.openExternal(url, from: source)
        }
    }

    /// Opens a typed route from `source`, its URL built by the attached navigator's routes: how
    /// an App Intent's `perform()` shows a screen when it cannot tell whether a window exists.
    ///
    /// ```swift
    /// func perform() async throws -> some IntentResult {
    ///     await LinkInbox.shared.post(ProductRoute(id: target.id), from: .appIntent)
    ///     return .result()
    /// }
    /// ```
    @discardableResult
    public func post<Route: TypedRoute>(_ route: Route, from source: LinkSource) -> Delivery {
        post(HeldLink(source: source, summary: String(describing: Route.self)), url: nil) { navigator in
            await navigator.openExternal(route, from: source)
        }
    }

    /// Opens the link of a notification the user answered, as
    /// ``Navigator/openNotification(action:isTap:userInfo:id:)`` does, in the attached
    /// navigator or the first that attaches. The adapters' `post(_: UNNotificationResponse)`
    /// calls it.
    ///
    /// - Parameters:
    ///   - action: the identifier of the action the user chose.
    ///   - isTap: whether it is the system's default action: a tap on the notification.
    ///   - userInfo: the payload's string values.
    ///   - id: the notification request's identifier: the same notification delivered twice
    ///     (to the delegate and to a connecting scene) opens once.
    @discardableResult
    public func postNotification(action: String, isTap: Bool, userInfo: [String: String], id: String?) -> Delivery {
        post(HeldLink(source: .notification, summary: "a notification"), url: nil) { navigator in
            await navigator.openNotification(action: action, isTap: isTap, userInfo: userInfo, id: id)
        }
    }

    private func post(
        _ link: HeldLink, url: String?, open: @escaping @MainActor (Navigator) async -> NavigationOutcome?
    ) -> Delivery {
        if let navigator = current {
            Task { _ = await open(navigator) }
            return .delivered
        }
        held.append(Entry(link: link, url: url, arrived: now(), open: open))
        return .held
    }

    // MARK: Windows

    /// Makes `navigator` the one that takes links, and opens there what the inbox holds, in
    /// the order it arrived. Call it when a window becomes active; attaching again moves a
    /// navigator to the front.
    public func attach(_ navigator: Navigator) {
        attached.removeAll { $0.navigator == nil || $0.navigator === navigator }
        attached.append(WeakNavigator(navigator: navigator))
        let entries = held
        held = []
        let now = now()
        // One task each, started in arrival order: each joins the navigator's line before the
        // next starts, and before any link posted later.
        for entry in entries {
            let waited = entry.arrived.duration(to: now)
            if waited >= lifetime {
                navigator.reportExpired(entry.link, url: entry.url, waited: waited)
            } else {
                Task { _ = await entry.open(navigator) }
            }
        }
    }

    /// Stops handing links to `navigator`; the one attached before it takes them again.
    public func detach(_ navigator: Navigator) {
        attached.removeAll { $0.navigator == nil || $0.navigator === navigator }
    }

    /// The navigator that takes links now: the last attached that still exists.
    private var current: Navigator? {
        attached.removeAll { $0.navigator == nil }
        return attached.last?.navigator
    }

    private struct Entry {
        let link: HeldLink
        /// The URL, for the navigator's report when it expires.
        let url: String?
        let arrived: ContinuousClock.Instant
        let open: @MainActor (Navigator) async -> NavigationOutcome?
    }

    private struct WeakNavigator {
        weak var navigator: Navigator?
    }
}

extension Navigator {
    /// Reports a link the inbox held longer than its lifetime: received, and refused.
    fileprivate func reportExpired(_ link: LinkInbox.HeldLink, url: String?, waited: Duration) {
        let error = NavigationError(
            .linkExpired, "it waited \(waited.wholeMilliseconds / 1000) s for a window, longer than the inbox keeps links")
        endAtDoor(url.map(redacted) ?? link.summary, from: link.source, .rejected(error))
    }
}
