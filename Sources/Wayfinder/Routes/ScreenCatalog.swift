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
        /// Why the screen cannot be built from a request, `nil` when it can; screens that
        /// cannot are not opened.
        var refusal: (@MainActor (ScreenRequest) -> NavigationError?)?
    }

    /// Creates an empty catalog.
    public init() {}

    /// Registers a screen the host knows how to show by id alone.
    public func register(_ id: String, description: String? = nil) {
        screens[id] = Entry(description: description, make: nil, refusal: nil)
    }

    /// Registers a screen with a factory the host calls to build its content.
    public func register<Content>(
        _ id: String, description: String? = nil, make: @escaping @MainActor (ScreenRequest) -> Content?
    ) {
        screens[id] = Entry(description: description, make: { make($0) }, refusal: nil)
    }

    /// Registers a screen type that describes itself; its routes are added by
    /// ``Navigator/register(_:)``.
    public func register<Screen: RoutableScreen>(_ type: Screen.Type) {
        register(Screen.screenID, description: Screen.screenDescription) { Screen(request: $0) }
        screens[Screen.screenID]?.refusal = { Screen(request: $0) == nil ? Navigator.screenRefusal(Screen.screenID) : nil }
    }

    /// Sets why a registered screen cannot be built from a request.
    func setRefusal(_ id: String, _ refusal: @escaping @MainActor (ScreenRequest) -> NavigationError?) {
        screens[id]?.refusal = refusal
    }

    /// Whether the screen a request names can be built from it: `false` for a
    /// ``RoutableScreen`` whose initialiser returns `nil`, `true` for every other screen.
    public func accepts(_ request: ScreenRequest) -> Bool {
        screens[request.screen.id]?.refusal?(request) == nil
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
    /// A sentence saying what the action did.
    public let message: String
    /// The value a caller awaiting one gets; `nil` for none.
    public let value: (any Sendable)?

    /// Creates a result with a message and, optionally, a value for the caller.
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

/// A screen type that registers its own routes and builds itself from a request, so that one
/// line registers it: `try navigator.register(ProductScreen.self)`.
///
/// ```swift
/// struct ProductScreen: RoutableScreen {
///     static let screenID: String = "product"
///     static func registerRoutes(_ routes: inout RouteTableBuilder<RouteDefinition>) throws(RoutingError) {
///         try routes.register("/product/<int:id>", to: .screen(screenID, exposure: .everywhere))
///         try routes.register(ProductRoute.self, to: .screen(screenID, presentation: .present()))
///     }
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
    /// Registers the routes that open this screen, with the route table's own calls; a
    /// ``/WayfinderRouting/TypedRoute`` registers with its check. ``Navigator/register(_:)`` publishes them
    /// together, or none when one throws.
    static func registerRoutes(_ routes: inout RouteTableBuilder<RouteDefinition>) throws(RoutingError)
    /// A description for listings; `nil` by default.
    static var screenDescription: String? { get }
    /// Builds the screen from what it was opened with; `nil` when the request does not fit.
    init?(request: ScreenRequest)
}

extension RoutableScreen {
    /// `nil` by default.
    public static var screenDescription: String? { nil }
}
