/// A named parameter type an app adds to the router, used in patterns as `<name:capture>`.
///
/// A typed capture only matches segments its converter accepts; a segment it refuses makes
/// the router backtrack and try the next branch.
///
/// ```swift
/// var configuration = RouterConfiguration()
/// configuration.converters = [
///     ParameterConverter("sku") { $0.count == 8 && $0.allSatisfy(\.isLetter) },
///     ParameterConverter("tab", as: Tab.self),
/// ]
/// let router = Router<Screen>(configuration: configuration)
/// try router.register("shop://item/<sku:code>", to: .item)
/// ```
public struct ParameterConverter: Sendable {
    /// The type name patterns use.
    package let type: ParameterType
    let accepts: @Sendable (String) -> Bool

    /// Creates a converter from a test on the decoded segment text.
    /// - Parameters:
    ///   - name: the type name, used in patterns as `<name:capture>`; compared lowercased.
    ///   - accepts: whether a decoded segment converts.
    public init(_ name: String, accepts: @escaping @Sendable (String) -> Bool) {
        self.type = ParameterType(name.lowercased())
        self.accepts = accepts
    }

    /// Creates a converter that accepts the segments a ``RouteParameterConvertible`` type reads.
    public init<Value: RouteParameterConvertible>(_ name: String, as type: Value.Type) {
        self.init(name) { Value(routeParameter: $0) != nil }
    }
}
