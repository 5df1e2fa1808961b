/// Where a screen route's request lands, given where the user is: a route's own
/// (``RouteDefinition/arrival``), else the navigator's default for the request's source
/// (``NavigatorConfiguration/arrivals``).
///
/// ```swift
/// try routes.register("/product/<int:id>", screen: "product", tab: "catalog", exposure: .everywhere,
///                     arrival: .existingOr(.over))
/// shop.configuration.arrivals[.notification] = .inTab
/// ```
///
/// The defaults: requests from inside the app land ``inTab``: the app asked for that screen,
/// where it belongs. Links from outside land ``keepingWork``: in the route's tab when that
/// throws nothing away, and otherwise in a sheet over the user's place (the route's parents in
/// it, so Back inside it leads where it would in the tab), which a later link replaces. A link
/// arrives unasked, often while the user is mid-task; it must never silently wipe a form or a
/// stack the user was working in, and dismissing its sheet brings them back.
public indirect enum ArrivalPolicy: Sendable, CustomStringConvertible {
    /// In the route's tab, with its parents beneath it for a link from outside: modals are
    /// dismissed, the tab selected, and its stack popped back to the parents.
    case inTab
    /// On top of what the user sees, as the route presents it, leaving everything in place: a
    /// route presented as a new root or a replacement, which would close screens, is pushed.
    case onTop
    /// Presented in a stack of its own over whatever is on screen; dismissing it goes back to
    /// where the user was.
    case over
    /// Back to the screen already open with the same id and arguments (its tab selected, what
    /// is above it closed); where there is none, as `otherwise` says.
    case existingOr(ArrivalPolicy)
    /// ``inTab`` when that removes no screen (dismisses no modal but a link's own sheet, pops
    /// nothing, replaces no tree with a new root); ``over`` otherwise.
    case keepingWork
    /// The app decides from the current state and the screen to show: the actions to apply,
    /// in order, which must show the screen.
    case custom(@MainActor @Sendable (_ state: NavigationState, _ screen: Screen) -> [NavigationAction])

    /// The policy's name, for events and the tool: `in-tab`, `existing-or-over`, ...
    public var description: String {
        switch self {
        case .inTab: "in-tab"
        case .onTop: "on-top"
        case .over: "over"
        case .existingOr(let otherwise): "existing-or-\(otherwise)"
        case .keepingWork: "keeping-work"
        case .custom: "custom"
        }
    }

    /// The policy for `source`'s requests to routes that set none, given the configured
    /// ``NavigatorConfiguration/arrivals``: the entry for the source; for a named app, the entry
    /// for every app; else ``inTab`` from inside the app and ``keepingWork`` from outside.
    package static func `default`(for source: LinkSource, in arrivals: [LinkSource: ArrivalPolicy]) -> ArrivalPolicy {
        if !arrivals.isEmpty {
            if let policy = arrivals[source] { return policy }
            if case .otherApp(let bundleID?) = source, !bundleID.isEmpty, let policy = arrivals[.otherApp()] { return policy }
        }
        return source.isExternal ? .keepingWork : .inTab
    }

    /// The policy a name from a manifest stands for: `in-tab`, `on-top`, `over`, `existing`
    /// (back to the open screen, else ``keepingWork``), `existing-or-<name>`, `keeping-work`;
    /// `nil` for any other text.
    public init?(named name: String) {
        switch name {
        case "in-tab": self = .inTab
        case "on-top": self = .onTop
        case "over": self = .over
        case "keeping-work": self = .keepingWork
        case "existing": self = .existingOr(.keepingWork)
        default:
            guard name.hasPrefix("existing-or-"), let otherwise = ArrivalPolicy(named: String(name.dropFirst(12))),
                otherwise.description == String(name.dropFirst(12))
            else { return nil }
            self = .existingOr(otherwise)
        }
    }
}
