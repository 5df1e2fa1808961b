/// Everything the navigator knows about a route: where it leads (a screen, an action or
/// another URL) and its metadata. Make one with ``screen(_:presentation:parent:tab:exposure:guards:publicParameters:shouldOpen:arrival:savedQuery:signed:activityType:activityParameters:column:)``,
/// ``action(_:exposure:guards:externalActions:publicParameters:signed:)`` or
/// ``redirect(_:exposure:)``, each taking only the settings that apply to its kind:
///
/// ```swift
/// let routes = Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["shop"]))
/// try routes.register("/product/<int:id>", to: .screen(
///     "product", parent: "/category/<category>", tab: "shop",
///     exposure: [.universalLink, .otherApp()], guards: ["signedIn"]))
/// try routes.register("/logout", to: .action("logout"))
/// try routes.register("/p/<id>", to: .redirect("shop://product/<id>"))
/// let opens = routes.match("shop://product/42")?.target.screen   // "product"
/// ```
public struct RouteDefinition: Sendable {
    /// What the route leads to.
    package var destination: Destination
    /// A URL template of the route beneath this one, built under it when a link from outside
    /// opens this route; `<name>` is filled from this route's arguments. The chain is built
    /// without running guards, so it stops at a parent whose route names a guard this route
    /// does not name, or whose ``shouldOpen`` refuses: Back never leads to a screen they would
    /// keep closed.
    public var parent: String?
    /// The tab the route's screen belongs to; opening it selects that tab first.
    public var tab: String?
    /// Where a request for the route's screen lands; `nil` (the default) takes the navigator's
    /// default for the request's source (``NavigatorConfiguration/arrivals``).
    public var arrival: ArrivalPolicy?
    /// The outside sources that may reach the route. Internal-only by default.
    public var exposure: Set<LinkSource>
    /// Names of guards (see ``NavigatorConfiguration/guards``) that must let the route open.
    public var guards: [String]
    /// Whether an action route may run for a link from outside.
    public var externalActions: RouteDefinition.ExternalActionPolicy
    /// A last say on whether the route opens for a request; `false` rejects it.
    public var shouldOpen: (@Sendable (ScreenRequest) -> Bool)?
    /// Parameters whose values outcomes and errors may show. Every other value taken from a
    /// URL is written as its name (`shop://reset/<token>`), so that logs carry none; mark only
    /// what is safe to log, such as a product number.
    public var publicParameters: Set<String>
    /// The query names whose values a saved state keeps (``Navigator/savedState()``). Every
    /// other query item, and the fragment, is left out when the state is saved, so that a
    /// token a link carried never reaches scene storage; the path is always kept. None by
    /// default.
    public var savedQuery: Set<String>
    /// Whether links from outside must be signed, and what the signature covers
    /// (``SignedLinks``); `nil` (the default) takes unsigned links.
    public var signed: SignedLinks.Rule? {
        get { entries?.signed }
        set { entries = EntrySettings.changing(entries) { $0.signed = newValue } }
    }
    /// The `NSUserActivity` type the route's screens advertise for Handoff and Spotlight
    /// (one the app lists under `NSUserActivityTypes` in its Info.plist): the activity carries
    /// the screen's URL, or its parameters (``activityParameters``; ``Navigator/activity(for:)``),
    /// and an activity of this type opens the screen again (``Navigator/openActivity(type:userInfo:)``)
    /// when the route is exposed to ``LinkSource/handoff``. `nil` (the default): the screens
    /// advertise nothing.
    public var activityType: String? {
        get { entries?.activityType }
        set { entries = EntrySettings.changing(entries) { $0.activityType = newValue } }
    }
    /// How the route's activity carries its screen: the URL (the default), or each parameter
    /// under its own `userInfo` key, as an app that reads the activity elsewhere (a widget, an
    /// intent, a watch app) expects. Only with an ``activityType``.
    public var activityParameters: ActivityParameters {
        get { entries?.activityParameters ?? .inURL }
        set { entries = EntrySettings.changing(entries) { $0.activityParameters = newValue } }
    }
    /// The column of a split view the route's screens show in when the window has the width
    /// for columns (``SplitColumn``); `nil` (the default) for a route outside any split view,
    /// whose screens show in the detail column when one lays them out.
    public var column: SplitColumn? {
        get { entries?.column }
        set { entries = EntrySettings.changing(entries) { $0.column = newValue } }
    }
    /// The settings few routes have (the ways in, the column), in one box: `nil` for most routes,
    /// so that the copy of a definition each open makes retains nothing more for them.
    private var entries: EntrySettings?
    /// The typed route bound to this route (``WayfinderRouting/Router/register(_:screen:presentation:parent:tab:exposure:guards:defaults:description:replacing:shouldOpen:)``):
    /// a request opens the screen only when it decodes to this type, and is refused with the
    /// property that does not otherwise.
    package var typedRoute: (any TypedRoute.Type)?

    /// What a route leads to.
    package enum Destination: Sendable, Hashable {
        /// Shows a screen from the catalog.
        case screen(String, Presentation)
        /// Runs the handler registered under this name in the catalog.
        case action(String)
        /// Opens another URL instead, `<name>` filled from the match's arguments.
        case redirect(String)
    }

    package init(
        _ destination: Destination, parent: String? = nil, tab: String? = nil,
        exposure: Set<LinkSource> = .internalOnly, guards: [String] = [],
        externalActions: RouteDefinition.ExternalActionPolicy = .forbidden,
        publicParameters: Set<String> = [],
        shouldOpen: (@Sendable (ScreenRequest) -> Bool)? = nil, arrival: ArrivalPolicy? = nil,
        savedQuery: Set<String> = [], signed: SignedLinks.Rule? = nil, activityType: String? = nil,
        activityParameters: ActivityParameters = .inURL, column: SplitColumn? = nil
    ) {
        self.entries = EntrySettings.make(
            .init(signed: signed, activityType: activityType, activityParameters: activityParameters, column: column))
        self.arrival = arrival
        self.savedQuery = savedQuery
        self.publicParameters = publicParameters
        self.destination = destination
        self.parent = parent
        self.tab = tab
        self.exposure = exposure
        self.guards = guards
        self.externalActions = externalActions
        self.shouldOpen = shouldOpen
    }

    /// A route that shows the screen registered in the catalog under `id`, the way
    /// `presentation` says.
    public static func screen(
        _ id: String, presentation: Presentation = .push, parent: String? = nil, tab: String? = nil,
        exposure: Set<LinkSource> = .internalOnly, guards: [String] = [], publicParameters: Set<String> = [],
        shouldOpen: (@Sendable (ScreenRequest) -> Bool)? = nil, arrival: ArrivalPolicy? = nil,
        savedQuery: Set<String> = [], signed: SignedLinks.Rule? = nil, activityType: String? = nil,
        activityParameters: ActivityParameters = .inURL, column: SplitColumn? = nil
    ) -> RouteDefinition {
        RouteDefinition(
            .screen(id, presentation), parent: parent, tab: tab, exposure: exposure, guards: guards,
            publicParameters: publicParameters, shouldOpen: shouldOpen, arrival: arrival, savedQuery: savedQuery,
            signed: signed, activityType: activityType, activityParameters: activityParameters, column: column)
    }

    /// A route that runs the handler registered in the catalog under `name`
    /// (``ScreenCatalog/registerAction(_:handler:)``), which reports what it did.
    public static func action(
        _ name: String, exposure: Set<LinkSource> = .internalOnly, guards: [String] = [],
        externalActions: RouteDefinition.ExternalActionPolicy = .forbidden, publicParameters: Set<String> = [],
        signed: SignedLinks.Rule? = nil
    ) -> RouteDefinition {
        RouteDefinition(
            .action(name), exposure: exposure, guards: guards, externalActions: externalActions,
            publicParameters: publicParameters, signed: signed)
    }

    /// A route that opens another URL instead. `<name>` in `template` is filled from the
    /// match's arguments, percent-encoded: `.redirect("shop://product/<id>")`.
    public static func redirect(_ template: String, exposure: Set<LinkSource> = .internalOnly) -> RouteDefinition {
        RouteDefinition(.redirect(template), exposure: exposure)
    }

    /// The screen the route shows; `nil` for an action or a redirect.
    public var screen: String? {
        if case .screen(let id, _) = destination { id } else { nil }
    }

    /// How the route shows its screen; `nil` for an action or a redirect.
    public var presentation: Presentation? {
        if case .screen(_, let presentation) = destination { presentation } else { nil }
    }

    /// The action the route runs; `nil` for a screen or a redirect.
    public var action: String? {
        if case .action(let name) = destination { name } else { nil }
    }

    /// The URL template the route redirects to; `nil` for a screen or an action.
    public var redirect: String? {
        if case .redirect(let template) = destination { template } else { nil }
    }
}

/// A route's ``RouteDefinition/signed``, ``RouteDefinition/activityType``,
/// ``RouteDefinition/activityParameters`` and ``RouteDefinition/column``, boxed; immutable, so a
/// copied definition shares it.
private final class EntrySettings: Sendable {
    struct Values: Sendable, Equatable {
        var signed: SignedLinks.Rule?
        var activityType: String?
        var activityParameters: ActivityParameters = .inURL
        var column: SplitColumn?
    }

    // Stored one by one, not as a `Values`: reading one setting (the column, on every open)
    // then copies nothing else.
    let signed: SignedLinks.Rule?
    let activityType: String?
    let activityParameters: ActivityParameters
    let column: SplitColumn?

    private init(_ values: Values) {
        signed = values.signed
        activityType = values.activityType
        activityParameters = values.activityParameters
        column = values.column
    }

    /// The settings, to change one.
    private var values: Values {
        Values(signed: signed, activityType: activityType, activityParameters: activityParameters, column: column)
    }

    /// The box for these settings; `nil` when they are all the defaults.
    static func make(_ values: Values) -> EntrySettings? {
        values == Values() ? nil : EntrySettings(values)
    }

    /// The box for `box`'s settings changed by `change`.
    static func changing(_ box: EntrySettings?, _ change: (inout Values) -> Void) -> EntrySettings? {
        var values = box?.values ?? Values()
        change(&values)
        return make(values)
    }
}
