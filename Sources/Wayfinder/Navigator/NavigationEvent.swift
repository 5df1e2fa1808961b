/// One thing a navigator did, as ``Navigator/events`` reports it: for logs, analytics and tests,
/// without subclassing or callbacks.
///
/// Each event names the request it belongs to (``request``), so that requests that run at the
/// same time can be told apart: a link that arrives while a guard waits for the user to sign
/// in interleaves its events with the guarded request's. What the user did on their own (Back,
/// a swipe) belongs to no request.
///
/// Events carry no value taken from a URL: a URL shows as the pattern of the route it matches
/// (`shop://product/<id>`), with only the route's public parameters written out, or as its
/// scheme and web host when no route takes it. An action's message and an interceptor's name
/// and reason are the app's own text.
///
/// ```swift
/// let events = navigator.events    // listens from here on
/// Task {
///     for await event in events {
///         logger.info("\(event)")   // request 3: received shop://product/<id> from universal-link ...
///     }
/// }
/// ```
public struct NavigationEvent: Sendable, Hashable, CustomStringConvertible {
    /// The request the event belongs to; `nil` for what the user did on their own
    /// (``Kind/userNavigated(_:)``, and the leave guards asked about it).
    public let request: NavigationRequest.ID?
    /// What happened.
    public let kind: Kind

    public init(_ kind: Kind, request: NavigationRequest.ID?) {
        self.kind = kind
        self.request = request
    }

    /// `request 3: received shop://product/<id> from in-app`; without a request, the kind alone.
    public var description: String {
        guard let request else { return kind.description }
        return "\(request): \(kind)"
    }

    /// What happened, in a ``NavigationEvent``.
    public enum Kind: Sendable, Hashable, CustomStringConvertible {
        /// A link arrived through a door, from `source`.
        case received(String, source: LinkSource)
        /// The link matched the route with this pattern, and its source may reach it.
        case matched(pattern: String)
        /// A screen's request landed as this arrival policy says (``ArrivalPolicy/description``):
        /// reported for links from outside and for routes or sources that set a policy.
        case arrived(policy: String)
        /// An interceptor or guard, by name, let the request go on.
        case passed(by: String)
        /// An interceptor or guard, by name, stepped out of line to run work (a sign-in, say). What
        /// it decides after the work follows as another event.
        case suspended(by: String)
        /// The request went on to another URL: an interceptor's, named by `by`, or a redirect
        /// route's, when `by` is `nil`.
        case redirected(to: String, by: String?)
        /// The state changed, in these steps (``NavigationTransition/Change/summary``).
        case navigated([String])
        /// An action route's handler ran and reported this message.
        case handled(String)
        /// The request was dropped; by an interceptor or guard when `interceptor` names one (it
        /// refused, or took longer than ``NavigatorConfiguration/interceptorTimeout``).
        ///
        /// `reason` is the interceptor's or guard's own reason when one refused
        /// (``InterceptorDecision/reject(reason:)``): the app's words, which it keeps free of URL
        /// values; `nil` for every other rejection.
        case rejected(ErrorCode, interceptor: String?, reason: String? = nil)
        /// The request was cancelled before it changed anything.
        case cancelled
        /// The user changed the interface on their own (Back, a swipe, a swiped-away sheet, a tab
        /// tap), in these steps (``NavigationTransition/Change/summary``).
        case userNavigated([String])
        /// A screen's leave guard answered: the screen (as outcomes print it, `editor #5`) may go,
        /// or holds its place.
        case leaveDecided(screen: String, allowed: Bool)
        /// No route took the URL, and a fallback did (its description: `not-found screen`).
        case fellBack(String)
        /// No route took the URL, or none its source may reach.
        case notFound
        /// A guard, by name, parked the link until the app says `until` holds
        /// (``Navigator/ready(_:)``).
        case parked(until: String, by: String)
        /// A parked link opens now that its condition holds: its request's events follow.
        case replayed(until: String)
        /// A parked link was dropped unopened: it expired, the app dropped it
        /// (``Navigator/dropPendingLinks(_:)``), or a newer link took its place.
        case pendingDropped(until: String, reason: String)

        public var description: String {
            switch self {
            case .received(let url, let source): "received \(url) from \(source)"
            case .matched(let pattern): "matched \(pattern)"
            case .arrived(let policy): "landed \(policy)"
            case .passed(let name): "\(name) let it pass"
            case .suspended(let name): "\(name) suspended it"
            case .redirected(let url, let name): "redirected to \(url)" + (name.map { " by \($0)" } ?? "")
            case .navigated(let changes):
                changes.isEmpty ? "navigated, changing nothing" : "navigated: " + changes.joined(separator: ", ")
            case .handled(let message): "handled: \(message)"
            case .rejected(let code, let interceptor, let reason):
                "rejected: \(code)" + (interceptor.map { " by \($0)" } ?? "") + (reason.map { " (\($0))" } ?? "")
            case .cancelled: "cancelled"
            case .userNavigated(let changes): "the user navigated: " + changes.joined(separator: ", ")
            case .leaveDecided(let screen, let allowed): allowed ? "\(screen) may leave" : "\(screen) held its place"
            case .fellBack(let fallback): "fell back to the \(fallback)"
            case .notFound: "not found"
            case .parked(let condition, let name): "\(name) parked it until \(condition)"
            case .replayed(let condition): "opens now that \(condition) holds"
            case .pendingDropped(let condition, let reason): "a link waiting until \(condition) was dropped: \(reason)"
            }
        }

        /// The event that ends a request with `outcome`: what became of it after its redirects,
        /// which were reported as they happened.
        static func ending(
            _ outcome: NavigationOutcome.Kind,
            telling summaries: (NavigationTransition) -> [String] = { $0.changes.map(\.summary) }
        ) -> Kind {
            switch outcome.final {
            case .navigated(let transition, _): .navigated(summaries(transition))
            case .handled(let result): .handled(result.message)
            case .rejected(let rejection) where rejection.code == .cancelled: .cancelled
            case .rejected(let rejection):
                .rejected(
                    rejection.code, interceptor: rejection.interceptor,
                    reason: rejection.code == .interceptor ? rejection.message : nil)
            case .openedInWebScreen, .handedToSystem, .showedNotFoundScreen: .fellBack(outcome.final.fallbackDescription!)
            case .notFound, .redirected: .notFound
            case .parked(let condition, let name): .parked(until: condition, by: name)
            }
        }
    }
}

/// The streams ``Navigator/events`` handed out, fed on the main actor.
@MainActor
final class EventSinks {
    private var sinks: [Int: AsyncStream<NavigationEvent>.Continuation] = [:] {
        didSet { isEmpty = sinks.isEmpty }
    }
    private var nextID = 0

    /// How events tell a transition's changes: the navigator's ``Navigator/summaries(of:)``,
    /// which name a split view's columns.
    var summaries: @MainActor (NavigationTransition) -> [String] = { $0.changes.map(\.summary) }

    /// Whether anyone listens: events are only built then. Kept apart from the streams so
    /// that every request can ask without the exclusivity check that reading them takes.
    private(set) var isEmpty = true

    func add(_ continuation: AsyncStream<NavigationEvent>.Continuation) {
        let id = nextID
        nextID += 1
        sinks[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.sinks[id] = nil }
        }
    }

    func send(_ event: NavigationEvent) {
        for sink in sinks.values { sink.yield(event) }
    }
}

extension Navigator {
    /// What the navigator does from now on, as it does it: links received, routes matched,
    /// interceptors' decisions, redirects, and how each request ended. Each access makes a new
    /// stream; it keeps the newest 1,000 events its reader has not taken yet, and stops when
    /// the reading task is cancelled. Values from URLs are left out (see ``NavigationEvent``).
    public var events: AsyncStream<NavigationEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: NavigationEvent.self, bufferingPolicy: .bufferingNewest(1_000))
        eventSinks.add(continuation)
        return stream
    }

    /// Sends an event of `request` to the streams, building it only when someone listens.
    func emit(_ kind: @autoclosure () -> NavigationEvent.Kind, for request: NavigationRequest.ID?) {
        guard !eventSinks.isEmpty else { return }
        eventSinks.send(NavigationEvent(kind(), request: request))
    }

    /// An identifier for a request being made: the next number.
    func makeRequestID() -> NavigationRequest.ID {
        lastRequestNumber &+= 1
        return NavigationRequest.ID(number: lastRequestNumber)
    }
}
