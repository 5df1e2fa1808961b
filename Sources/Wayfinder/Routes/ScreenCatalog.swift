/// The screens and actions an app has, registered by id so that each module registers its own
/// and the route table can live elsewhere (in code or a manifest).
///
/// ```swift
/// let catalog = ScreenCatalog()
/// catalog.register("product") { request in ProductViewController(id: try? request.require("id", as: Int.self)) }
/// catalog.register("cart")                         // id only: the host knows how to show it
/// catalog.registerAction("logout") { request in
///     await session.signOut()
///     return ActionResult("signed out")
/// }
/// ```
@MainActor
public final class ScreenCatalog {
    private var screens: [String: Entry] = [:]
    private var actions: [String: ActionHandler] = [:]

    /// Runs an action route; reports what it did.
    typealias ActionHandler = @MainActor @Sendable (NavigationRequest) async throws -> ActionResult

    struct Entry {
        let description: String?
        let make: (@MainActor (ScreenRequest) -> Any?)?
        /// Whether the screen can be built from a request; screens that cannot are not opened.
        var accepts: (@MainActor (ScreenRequest) -> Bool)?
    }

    public init() {}

    /// Registers a screen the host knows how to show by id alone.
    public func register(_ id: String, description: String? = nil) {
        screens[id] = Entry(description: description, make: nil, accepts: nil)
    }

    /// Registers a screen with a factory the host calls to build its content.
    public func register<Content>(
        _ id: String, description: String? = nil, make: @escaping @MainActor (ScreenRequest) -> Content?
    ) {
        screens[id] = Entry(description: description, make: { make($0) }, accepts: nil)
    }

    /// Registers a screen type that describes itself; its routes are added by
    /// ``Navigator/register(_:)``.
    public func register<Screen: RoutableScreen>(_ type: Screen.Type) {
        register(Screen.screenID, description: Screen.screenDescription) { Screen(request: $0) }
        screens[Screen.screenID]?.accepts = { Screen(request: $0) != nil }
    }

    /// Sets whether a registered screen can be built from a request.
    func setAccepts(_ id: String, _ accepts: @escaping @MainActor (ScreenRequest) -> Bool) {
        screens[id]?.accepts = accepts
    }

    /// Whether the screen a request names can be built from it: `false` for a
    /// ``RoutableScreen`` whose initialiser returns `nil`, `true` for every other screen.
    public func accepts(_ request: ScreenRequest) -> Bool {
        screens[request.screen.id]?.accepts?(request) ?? true
    }

    /// Registers an action route's handler.
    public func registerAction(
        _ name: String, handler: @escaping @MainActor @Sendable (NavigationRequest) async throws -> ActionResult
    ) {
        actions[name] = handler
    }

    /// Whether a screen id is registered.
    public func contains(_ id: String) -> Bool { screens[id] != nil }

    /// A registered screen's entry, found once for all a request asks of it.
    func entry(_ id: String) -> Entry? { screens[id] }

    /// Whether an action is registered.
    public func containsAction(_ name: String) -> Bool { actions[name] != nil }

    /// The registered screen ids, sorted.
    public var screenIDs: [String] { screens.keys.sorted() }

    /// The registered action names, sorted by name.
    public var actionNames: [String] { actions.keys.sorted() }

    /// The description a screen was registered with.
    public func description(of id: String) -> String? { screens[id]?.description }

    /// Builds a screen's content with its registered factory, if it has one of that type.
    public func makeContent<Content>(for request: ScreenRequest, as type: Content.Type) -> Content? {
        screens[request.screen.id]?.make?(request) as? Content
    }

    package func makeContent(for request: ScreenRequest) -> Any? {
        screens[request.screen.id]?.make?(request)
    }

    func action(_ name: String) -> ActionHandler? { actions[name] }
}

/// What an action did: a sentence for logs and outcomes, and optionally a value for a caller
/// that awaits one with ``Navigator/open(_:context:expecting:)-(String,_,_)``.
///
/// Two results are equal when their messages are and their values are: as `Hashable` values
/// when both are, otherwise when both have the same type and print the same.
public struct ActionResult: Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public let value: (any Sendable)?

    public init(_ message: String, value: (any Sendable)? = nil) {
        self.message = message
        self.value = value
    }

    public var description: String { message }

    public static func == (lhs: ActionResult, rhs: ActionResult) -> Bool {
        guard lhs.message == rhs.message else { return false }
        switch (lhs.value, rhs.value) {
        case (nil, nil):
            return true
        case (let left?, let right?):
            if let left = left as? AnyHashable, let right = right as? AnyHashable { return left == right }
            return type(of: left) == type(of: right) && String(reflecting: left) == String(reflecting: right)
        default:
            return false
        }
    }
}

/// A screen type that declares its own routes and builds itself from a request, so that one
/// line registers it: `try navigator.register(ProductScreen.self)`.
///
/// ```swift
/// struct ProductScreen: RoutableScreen {
///     static let screenID: String = "product"
///     static let routes = [RouteDeclaration("/product/<int:id>", exposure: .everywhere)]
///     let id: Int
///     init?(request: ScreenRequest) {
///         guard let id = request.get("id", as: Int.self) else { return nil }
///         self.id = id
///     }
/// }
/// ```
@MainActor
public protocol RoutableScreen {
    static var screenID: String { get }
    /// The patterns that open this screen, with their metadata.
    static var routes: [RouteDeclaration] { get }
    /// A description for listings; `nil` by default.
    static var screenDescription: String? { get }
    /// Builds the screen from what it was opened with; `nil` when the request does not fit.
    init?(request: ScreenRequest)
}

extension RoutableScreen {
    public static var screenDescription: String? { nil }
}

/// One route a ``RoutableScreen`` declares: a pattern, or a ``TypedRoute`` type whose pattern
/// is checked against its properties when the screen registers.
///
/// ```swift
/// static let routes = [
///     RouteDeclaration(ProductRoute.self, exposure: .everywhere),
///     RouteDeclaration("/item/<int:id>", presentation: .present()),
/// ]
/// ```
public struct RouteDeclaration: Sendable {
    /// The pattern; for a typed route, its type's, which is what registers.
    public var pattern: String
    public var presentation: Presentation
    public var parent: String?
    public var tab: String?
    public var exposure: Exposure
    public var guards: [String]
    public var defaults: [String: String]
    /// Registers a typed route's type, with its check, in place of the pattern text.
    let registerTyped: (@Sendable (inout RouteTableBuilder<RouteDefinition>, RouteDefinition, [String: String], String?) throws(RoutingError) -> Void)?

    public init(
        _ pattern: String, presentation: Presentation = .push, parent: String? = nil, tab: String? = nil,
        exposure: Exposure = .internalOnly, guards: [String] = [], defaults: [String: String] = [:]
    ) {
        self.init(
            pattern: pattern, presentation: presentation, parent: parent, tab: tab, exposure: exposure,
            guards: guards, defaults: defaults, registerTyped: nil)
    }

    /// A typed route's declaration: registering the screen checks the type against its
    /// pattern (see ``TypedRoute``) and throws ``RoutingError`` when they disagree.
    public init<Route: TypedRoute>(
        _ type: Route.Type, presentation: Presentation = .push, parent: String? = nil, tab: String? = nil,
        exposure: Exposure = .internalOnly, guards: [String] = [], defaults: [String: String] = [:]
    ) {
        self.init(
            pattern: Route.pattern, presentation: presentation, parent: parent, tab: tab, exposure: exposure,
            guards: guards, defaults: defaults
        ) { (table: inout RouteTableBuilder<RouteDefinition>, definition, defaults, description) throws(RoutingError) in
            try table.register(Route.self, to: definition, defaults: defaults, description: description)
        }
    }

    private init(
        pattern: String, presentation: Presentation, parent: String?, tab: String?, exposure: Exposure,
        guards: [String], defaults: [String: String],
        registerTyped: (@Sendable (inout RouteTableBuilder<RouteDefinition>, RouteDefinition, [String: String], String?) throws(RoutingError) -> Void)?
    ) {
        self.pattern = pattern
        self.presentation = presentation
        self.parent = parent
        self.tab = tab
        self.exposure = exposure
        self.guards = guards
        self.defaults = defaults
        self.registerTyped = registerTyped
    }
}
