package protocol NamedTextValues {
    func text(for name: String) -> String?
}

extension NamedTextValues {
    package func convert<Value: RouteParameterConvertible>(_ name: String, as type: Value.Type) -> Value? {
        text(for: name).flatMap(Value.init(routeParameter:))
    }

    package func requireText(_ name: String) throws(RoutingError) -> String {
        guard let text = text(for: name) else {
            throw RoutingError(.missingParameter, parameter: name, expectedType: "String")
        }
        return text
    }

    package func requireValue<Value: RouteParameterConvertible>(_ name: String, as type: Value.Type) throws(RoutingError) -> Value
    {
        guard let text = text(for: name) else {
            throw RoutingError(.missingParameter, parameter: name, expectedType: String(describing: Value.self))
        }
        guard let value = Value(routeParameter: text) else {
            throw RoutingError(.invalidParameter, parameter: name, expectedType: String(describing: Value.self), value: text)
        }
        return value
    }
}
