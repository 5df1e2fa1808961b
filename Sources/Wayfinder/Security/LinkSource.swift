/// Where a URL came from. In-app calls use ``inApp``; everything else is outside the app and
/// reaches only routes exposed to it.
///
/// ```swift
/// await navigator.openExternal(url, from: .otherApp(bundleID: "com.partner.app"))
/// await navigator.openExternal(url, from: .universalLink)
/// ```
///
/// A route's exposure is a set of sources, internal-only (`[]`) by default:
///
/// ```swift
/// let internalOnly: Set<LinkSource> = .internalOnly                  // the default, []
/// let webAndApps: Set<LinkSource> = [.universalLink, .otherApp()]    // the web and any app
/// let partner: Set<LinkSource> = [.otherApp(bundleID: "com.partner.app")]
/// ```
///
/// In an exposure, `.otherApp()` admits every other app and `.otherApp(bundleID:)` only that
/// one; an app that does not say who it is reaches only routes exposed to every app.
public enum LinkSource: Hashable, Sendable, CustomStringConvertible {
    /// Code inside the app.
    case inApp
    /// Another app, through a custom URL scheme, with its bundle identifier when the platform
    /// gives one.
    case otherApp(bundleID: String? = nil)
    /// A universal link from the web.
    case universalLink
    /// A push or local notification.
    case notification
    /// A widget, a control (Control Center, the Lock Screen, the Action button) or a
    /// home-screen shortcut.
    case widget
    /// A Spotlight search result for an item the app indexed (a `CSSearchableItemActionType`
    /// user activity).
    case spotlight
    /// An activity the user handed off from another device, or continued from the system (an
    /// `NSUserActivity` of one of the app's own activity types).
    case handoff
    /// Siri, Shortcuts or another system feature running one of the app's App Intents.
    case appIntent

    /// Whether the URL came from outside the app.
    public var isExternal: Bool { self != .inApp }

    /// The opening app's bundle identifier, where the platform gives one.
    public var application: String? {
        if case .otherApp(let bundleID) = self { bundleID } else { nil }
    }

    /// `app`, `external (com.partner.app)`, `universal-link`, ...
    public var description: String {
        application.map { "\(kindName) (\($0))" } ?? kindName
    }

    /// The kind's name, as manifests and messages write it: `app`, `external`,
    /// `universal-link`, `notification`, `widget`, `spotlight`, `handoff`, `app-intent`.
    package var kindName: String {
        switch self {
        case .inApp: "app"
        case .otherApp: "external"
        case .universalLink: "universal-link"
        case .notification: "notification"
        case .widget: "widget"
        case .spotlight: "spotlight"
        case .handoff: "handoff"
        case .appIntent: "app-intent"
        }
    }

    /// Every kind of outside source, as an exposure lists them; `.otherApp()` stands for every app.
    package static let outsideKinds: [LinkSource] = [
        .otherApp(), .universalLink, .notification, .widget, .spotlight, .handoff, .appIntent,
    ]

    /// The source of an outside kind, by its manifest name (`external`, `universal-link`, ...).
    package init?(kindName: String) {
        guard let source = Self.outsideKinds.first(where: { $0.kindName == kindName }) else { return nil }
        self = source
    }

    /// Whether two sources are of the same kind, whatever app they name.
    package func isSameKind(as other: LinkSource) -> Bool { kindName == other.kindName }
}

/// A route's exposure: which outside sources may reach it. Routes are internal-only by
/// default; a source the route is not exposed to gets "not found", exactly as for a route
/// that does not exist. The app itself (``LinkSource/inApp``) always reaches its routes.
extension Set where Element == LinkSource {
    /// Reachable from inside the app only: `[]`.
    public static var internalOnly: Self { [] }
    /// Reachable from every outside source.
    public static var everywhere: Self { Set(LinkSource.outsideKinds) }

    /// Whether a source may reach a route with this exposure.
    public func allows(_ source: LinkSource) -> Bool {
        switch source {
        case .inApp: true
        case .otherApp(let bundleID):
            contains(.otherApp()) || (bundleID != nil && contains(source))
        default: contains(source)
        }
    }

    /// The apps that alone may reach the route as another app; `nil` when every app may, or
    /// when no app may.
    package var applications: Set<String>? {
        guard !contains(.otherApp()) else { return nil }
        let named = Set<String>(compactMap(\.application))
        return named.isEmpty ? nil : named
    }

    /// The outside kinds, in a fixed order: `external`, `universal-link`, ...
    package var sourceKindNames: [String] {
        LinkSource.outsideKinds.filter { kind in contains { $0.isSameKind(as: kind) } }.map(\.kindName)
    }

    /// `internal`, `everywhere`, or the sources: `external, universal-link`; apps that alone
    /// may use the external door follow in brackets.
    package var sourceNames: String {
        let names = sourceKindNames
        var text =
            names.isEmpty
            ? "internal" : names.count == LinkSource.outsideKinds.count ? "everywhere" : names.joined(separator: ", ")
        if let applications {
            text += " [external: \(applications.sorted().joined(separator: ", "))]"
        }
        return text
    }
}

extension RouteDefinition {
    /// Whether an action route may run for a link from outside the app.
    public enum ExternalActionPolicy: String, Hashable, Sendable, Codable {
        /// Outside links may open screens only; the action answers "not found". The default.
        case forbidden
        /// Outside links the route is exposed to may run the action.
        case allowed
        /// As `allowed`, after the app's confirmation step says yes.
        case requiresConfirmation = "confirm"
    }
}
