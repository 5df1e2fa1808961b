/// What a screen is opened with: the screen on the state, the match, the caller's context
/// and the link's source.
///
/// Values are looked up with a fixed precedence: caller context, then path, then query, then
/// the route's defaults. So a URL's query can never overwrite a path value or a value the app
/// passed in.
///
/// ```swift
/// let id = try request.require("id", as: Int.self)          // from the path
/// let product = request.get("product", as: Product.self)    // from the caller's context
/// ```
public struct ScreenRequest: Sendable, ContextualValues {
    /// The screen as it stands on the navigation state.
    public var screen: Screen { storage.screen }
    /// The match that led here; `nil` for a screen opened directly, without a URL.
    public var match: RouteMatch<RouteDefinition>? { storage.match }
    /// Values the caller passed along with the URL that do not belong in one: models, objects,
    /// closures wrapped in a type. They win over every value from the URL.
    ///
    /// ```swift
    /// await navigator.open("shop://product/42", context: ["product": product, "source": "carousel"])
    /// ```
    ///
    /// The screen reads them by name, `get(_:as:)` converting them to the type asked for:
    ///
    /// ```swift
    /// let shown = request.get("product", as: Product.self)
    /// ```
    public var context: [String: any Sendable] { storage.context }
    /// Where the URL came from; ``LinkSource/inApp`` for a screen opened directly.
    public var source: LinkSource { storage.source }
    /// Everything, in one immutable box: a request is kept by the navigator, handed to the
    /// host and the screen's factory, and a copy is then one reference.
    private let storage: Storage

    private final class Storage: Sendable {
        let screen: Screen
        let match: RouteMatch<RouteDefinition>?
        let context: [String: any Sendable]
        let source: LinkSource

        init(screen: Screen, match: RouteMatch<RouteDefinition>?, context: [String: any Sendable], source: LinkSource) {
            self.screen = screen
            self.match = match
            self.context = context
            self.source = source
        }
    }

    /// Creates a request, for testing a screen factory; the navigator makes the real ones.
    public init(
        screen: Screen, match: RouteMatch<RouteDefinition>? = nil, context: [String: any Sendable] = [:],
        source: LinkSource = .inApp
    ) {
        storage = Storage(screen: screen, match: match, context: context, source: source)
    }

    /// A value by name, converted: the caller's context when it has the name, else the path,
    /// the query or the defaults. A context value of another type is not looked past: the
    /// answer is then `nil`, so a URL can never stand in for a value the app passed.
    public func get<Value: RouteParameterConvertible>(_ name: String, as type: Value.Type) -> Value? {
        lookUp(name, as: type)
    }

    /// A context value of any type, by name.
    public func get<Value>(_ name: String, as type: Value.Type) -> Value? {
        context[name] as? Value
    }

    /// A value by name as text, with the same precedence.
    public func get(_ name: String) -> String? {
        lookUpText(name)
    }

    /// A value by name, converted.
    /// - Throws: ``/WayfinderRouting/RoutingError`` naming the value and the type when it is missing or does
    ///   not convert.
    public func require<Value: RouteParameterConvertible>(_ name: String, as type: Value.Type) throws(RoutingError) -> Value {
        try lookUpRequired(name, as: type)
    }

    package func text(for name: String) -> String? {
        match?.get(name) ?? screen.arguments[name]
    }
}
