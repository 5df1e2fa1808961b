/// Exactly what became of a navigation request, and which request it was.
///
/// ```swift
/// let outcome = await navigator.open("shop://product/42")
/// switch outcome.kind {
/// case .navigated(let transition, let screen): print("opened", screen?.id ?? "-", transition.changes)
/// case .rejected(let rejection): print("refused:", rejection)
/// case .notFound: showToast("That link is not valid")
/// default: break
/// }
/// logger.info("\(outcome.request?.description ?? "-") ended: \(outcome)")   // the number its events carry
/// ```
///
/// Outcomes are `Equatable`, so a test states the whole result: `#expect(outcome.kind == .notFound)`.
public struct NavigationOutcome: Sendable, Equatable, CustomStringConvertible {
    /// What became of the request.
    public let kind: Kind
    /// The request this outcome ends: the number its events carry (``NavigationEvent/request``),
    /// so that a caller can find them without listening from the start. `nil` when no request
    /// was made (a typed route whose URL cannot be built) or for an outcome made by hand.
    public let request: NavigationRequest.ID?

    /// An outcome of `kind`, for `request`: for a fake navigator in a test, say.
    public init(_ kind: Kind, request: NavigationRequest.ID? = nil) {
        self.kind = kind
        self.request = request
    }

    /// The outcome after following redirects, for the same request.
    public var final: NavigationOutcome { NavigationOutcome(kind.final, request: request) }
    /// The transition, if the state changed.
    public var transition: NavigationTransition? { kind.transition }
    /// The screen the request opened or brought forward, if it navigated to one.
    public var screen: Screen? { kind.screen }
    /// The rejection, if the request was dropped.
    public var rejection: NavigationError? { kind.rejection }
    /// Whether no route took the URL and no fallback applied.
    public var isNotFound: Bool { kind.isNotFound }
    /// One word or two for the kind of outcome, after redirects (``Kind/kindDescription``).
    public var kindDescription: String { kind.kindDescription }
    /// What happened, for logs (``Kind/description``), without the request's number.
    public var description: String { kind.description }
}

extension NavigationOutcome {
    /// What became of a request.
    public enum Kind: Sendable, Equatable, CustomStringConvertible {
        /// The state changed; `screen` is the screen the request opened, if it opened one.
        case navigated(NavigationTransition, screen: Screen?)
        /// An action route's handler ran and reported this.
        case handled(ActionResult)
        /// The request was sent to another URL, by a redirect route or an interceptor, with what
        /// became of that. `to` is that URL as its route's pattern (`shop://product/<id>`), values
        /// left out unless the route marks them public: an outcome is for logs, and the screen it
        /// ends on has the values.
        indirect case redirected(to: String, Kind)
        /// The request was dropped; the rejection says why.
        case rejected(NavigationError)
        /// No route took the URL, and it opened in the web screen
        /// (``NavigatorConfiguration/webScreen``) with this transition.
        case openedInWebScreen(String, NavigationTransition)
        /// No route took the URL, and the system took it (``NavigatorConfiguration/openInSystem``).
        case handedToSystem(String)
        /// No route took the URL, and the not-found screen
        /// (``NavigatorConfiguration/notFoundScreen``) was shown with this transition.
        case showedNotFoundScreen(NavigationTransition)
        /// No route took the URL, or none that its source may reach, and no fallback applied.
        case notFound
        /// A guard, named by `by`, parked the link from outside until the app says `until`
        /// holds (``Navigator/ready(_:)``), which opens it then.
        case parked(until: String, by: String)

        /// The kind after following redirects.
        public var final: Kind {
            if case .redirected(_, let next) = self { return next.final }
            return self
        }

        /// The transition, if the state changed.
        public var transition: NavigationTransition? {
            switch self {
            case .navigated(let transition, _), .openedInWebScreen(_, let transition), .showedNotFoundScreen(let transition):
                transition
            case .redirected(_, let next): next.transition
            default: nil
            }
        }

        /// The screen the request opened or brought forward, if it navigated to one.
        public var screen: Screen? {
            switch self {
            case .navigated(_, let screen): screen
            case .redirected(_, let next): next.screen
            default: nil
            }
        }

        /// The rejection, if the request was dropped.
        public var rejection: NavigationError? {
            switch self {
            case .rejected(let rejection): rejection
            case .redirected(_, let next): next.rejection
            default: nil
            }
        }

        /// Whether no route took the URL and no fallback applied.
        public var isNotFound: Bool {
            switch self {
            case .notFound: true
            case .redirected(_, let next): next.isNotFound
            default: false
            }
        }

        /// What happened, for logs: screens by id and key, URLs as their routes' patterns (or, for
        /// a URL no route takes, its scheme and a web URL's host), so that no value taken from a
        /// URL is written anywhere unless its route marks it public
        /// (``RouteDefinition/publicParameters``).
        public var description: String {
            switch self {
            case .navigated(let transition, let screen):
                let opened = screen.map { "opened \($0)" } ?? "navigated"
                guard !transition.isEmpty else { return "\(opened) (nothing to change)" }
                return "\(opened) (\(transition.changes.map(\.summary).joined(separator: ", ")))"
            case .handled(let result): return "handled: \(result.message)"
            case .redirected(let target, let next): return "redirected to \(target), then \(next)"
            case .rejected(let rejection): return "rejected: \(rejection)"
            case .openedInWebScreen, .handedToSystem, .showedNotFoundScreen: return "fallback: \(fallbackDescription!)"
            case .notFound: return "not found"
            case .parked(let condition, let name): return "parked by \(name) until \(condition)"
            }
        }

        /// One word or two for the kind of outcome, after redirects: "navigated", "handled",
        /// "rejected (interceptor)", "fallback", "not found".
        public var kindDescription: String {
            switch final {
            case .navigated: "navigated"
            case .handled: "handled"
            case .redirected: "redirected"
            case .rejected(let rejection): "rejected (\(rejection.code))"
            case .openedInWebScreen, .handedToSystem, .showedNotFoundScreen: "fallback"
            case .notFound: "not found"
            case .parked: "parked"
            }
        }

        /// Where a URL no route took went, for logs, without values: `web screen for
        /// https://help.example.com`; `nil` for any other outcome.
        var fallbackDescription: String? {
            switch self {
            case .openedInWebScreen(let url, _): "web screen for \(Redaction.withoutValues(url))"
            case .handedToSystem(let url): "handed to the system: \(Redaction.withoutValues(url))"
            case .showedNotFoundScreen: "not-found screen"
            default: nil
            }
        }
    }
}

extension NavigationTransition.Change: CustomStringConvertible {
    /// A short phrase for logs and outcomes: `push product #3 onto root stack`.
    public var summary: String {
        func names(_ screens: [Screen]) -> String { screens.map(\.description).joined(separator: ", ") }
        switch self {
        case .pushed(let screens, let location): return "push \(names(screens)) onto \(location)"
        case .popped(let screens, let location): return "pop \(names(screens)) from \(location)"
        case .replaced(let old, let new): return "replace \(old) with \(new)"
        case .presented(let modal):
            // A plain sheet, the default, goes unnamed.
            return "present \(names(modal.screens))" + (modal.style == .sheet ? "" : " as \(modal.style)")
        case .dismissed(let modals): return "dismiss \(names(modals.flatMap(\.screens)))"
        case .rootSet: return "set root"
        case .tabSelected(let tab, _): return "select tab \(tab)"
        case .sheetRested(let index, let detent, _): return "rest modal \(index) at \(detent)"
        }
    }

    /// The ``summary``.
    public var description: String { summary }
}
