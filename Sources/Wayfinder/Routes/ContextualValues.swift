/// What ``ScreenRequest`` and ``NavigationRequest`` share: values looked up with a fixed
/// precedence, the caller's context first, then the URL's path, query and the route's defaults
/// (``NamedTextValues/text(for:)``). Both types' public accessors forward here, so the rule is
/// written once.
package protocol ContextualValues: NamedTextValues {
    var context: [String: any Sendable] { get }
}

extension ContextualValues {
    /// A value by name, converted. A context value of another type is not looked past: the
    /// answer is then `nil`, so a URL can never stand in for a value the app passed.
    package func lookUp<Value: RouteParameterConvertible>(_ name: String, as type: Value.Type) -> Value? {
        if let value = context[name] {
            if let typed = value as? Value { return typed }
            if let text = value as? String { return Value(routeParameter: text) }
            return nil
        }
        return convert(name, as: type)
    }

    /// A value by name as text, with the same precedence.
    package func lookUpText(_ name: String) -> String? {
        if let value = context[name] { return value as? String }
        return text(for: name)
    }

    /// A value by name, converted, or an error naming it and the type.
    package func lookUpRequired<Value: RouteParameterConvertible>(
        _ name: String, as type: Value.Type
    ) throws(RoutingError) -> Value {
        if context[name] != nil {
            guard let value = lookUp(name, as: type) else {
                throw RoutingError(
                    .invalidParameter, parameter: name, expectedType: String(describing: Value.self),
                    value: lookUpText(name))
            }
            return value
        }
        return try requireValue(name, as: type)
    }

    /// A typed route read from the context and the URL, context first.
    package func decodeRoute<Route: TypedRoute>(_ type: Route.Type) throws(RoutingError) -> Route {
        try RouteArgumentsDecoder { name in context.argument(name) ?? text(for: name).map(RouteArgument.text) }
            .decode(type)
    }
}

extension [String: any Sendable] {
    /// A caller's value as a typed route reads it: text as text, anything else as it is.
    fileprivate func argument(_ name: String) -> RouteArgument? {
        guard let value = self[name] else { return nil }
        return (value as? String).map(RouteArgument.text) ?? .value(value)
    }
}
