/// Where a URL came from. In-app calls use ``inApp``; everything else is outside the app and
/// reaches only routes exposed to it.
///
/// ```swift
/// await navigator.openExternal(url, from: .otherApp(bundleID: "com.partner.app"))
/// await navigator.openExternal(url, from: .universalLink)
/// ```
public struct LinkSource: Hashable, Sendable, CustomStringConvertible {
    /// The kinds of source a route can be exposed to.
    public enum Kind: String, Hashable, Codable, Sendable, CaseIterable {
        /// Code inside the app.
        case inApp = "app"
        /// Another app, through a custom URL scheme.
        case otherApp = "external"
        /// A universal link from the web.
        case universalLink = "universal-link"
        /// A push or local notification.
        case notification
        /// A widget or a home-screen shortcut.
        case widget
    }

    /// What kind of source it is.
    public let kind: Kind
    /// The opening app's bundle identifier, where the platform gives one.
    public let application: String?

    /// Creates a source of a kind, with the opening app's bundle identifier when known.
    public init(kind: Kind, application: String? = nil) {
        self.kind = kind
        self.application = application
    }

    /// Code inside the app.
    public static let inApp = LinkSource(kind: .inApp)
    /// A universal link from the web.
    public static let universalLink = LinkSource(kind: .universalLink)
    /// A push or local notification.
    public static let notification = LinkSource(kind: .notification)
    /// A widget or a home-screen shortcut.
    public static let widget = LinkSource(kind: .widget)
    /// Another app, with its bundle identifier when known.
    public static func otherApp(bundleID: String? = nil) -> LinkSource {
        LinkSource(kind: .otherApp, application: bundleID)
    }

    /// Whether the URL came from outside the app.
    public var isExternal: Bool { kind != .inApp }

    public var description: String {
        application.map { "\(kind.rawValue) (\($0))" } ?? kind.rawValue
    }
}

/// Which outside sources may reach a route. Routes are internal-only by default; a source
/// the route is not exposed to gets "not found", exactly as for a route that does not exist.
///
/// ```swift
/// let internalOnly = Exposure.internalOnly                               // the default
/// let webAndApps = Exposure(sources: [.universalLink, .otherApp])        // the web and any app
/// let partner = Exposure(sources: [.otherApp], applications: ["com.partner.app"])
/// ```
public struct Exposure: Hashable, Sendable {
    /// Outside source kinds that may reach the route.
    public var sources: Set<LinkSource.Kind>
    /// When set, only these apps may reach the route through ``LinkSource/Kind/otherApp``.
    public var applications: Set<String>?

    /// Creates an exposure; `inApp` in `sources` is ignored, since the app always reaches its routes.
    public init(sources: Set<LinkSource.Kind> = [], applications: Set<String>? = nil) {
        self.sources = sources.subtracting([.inApp])
        self.applications = applications
    }

    /// Reachable from inside the app only.
    public static let internalOnly = Exposure()
    /// Reachable from every outside source.
    public static let everywhere = Exposure(sources: Set(LinkSource.Kind.allCases))

    /// Whether a source may reach the route.
    public func allows(_ source: LinkSource) -> Bool {
        guard source.isExternal else { return true }
        guard sources.contains(source.kind) else { return false }
        if source.kind == .otherApp, let applications {
            return source.application.map(applications.contains) ?? false
        }
        return true
    }
}

/// Whether an action route may run for a link from outside the app.
public enum ExternalActionPolicy: String, Hashable, Sendable, Codable {
    /// Outside links may open screens only; the action answers "not found". The default.
    case forbidden
    /// Outside links the route is exposed to may run the action.
    case allowed
    /// As `allowed`, after the app's confirmation step says yes.
    case requiresConfirmation = "confirm"
}

extension Exposure {
    /// The outside sources, in a fixed order: `universal-link`, `external`, ...
    package var sourceKindNames: [String] {
        LinkSource.Kind.allCases.filter { $0 != .inApp && sources.contains($0) }.map(\.rawValue)
    }

    /// `internal`, `everywhere`, or the sources: `external, universal-link`; apps that alone
    /// may use the external door follow in brackets.
    package var sourceNames: String {
        let names = sourceKindNames
        let external = LinkSource.Kind.allCases.filter { $0 != .inApp }
        var text = names.isEmpty ? "internal" : names.count == external.count ? "everywhere" : names.joined(separator: ", ")
        if let applications {
            text += " [external: \(applications.sorted().joined(separator: ", "))]"
        }
        return text
    }
}
