/// Why a required parameter could not be read.
///
/// ```swift
/// do {
///     let id = try match.parameters.require("id", as: Int.self)
///     print(id)
/// } catch {
///     print(error)         // parameter 'id' is not a valid Int (no value: descriptions go to logs)
///     print(error.value ?? "")   // abc
/// }
/// ```
public struct ParameterError: Error, Sendable, Hashable, CustomStringConvertible {
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        public let name: String
        init(_ name: String) { self.name = name }
        public var description: String { name }

        /// No parameter has the name.
        public static let missing = Code("missing")
        /// The parameter's text does not convert to the requested type.
        public static let invalidValue = Code("invalidValue")
    }

    public let code: Code
    /// The parameter's name.
    public let name: String
    /// The type that was asked for, such as `Int`.
    public let expectedType: String
    /// The text that did not convert, for ``Code/invalidValue``. The description leaves it out,
    /// since it came from a URL.
    public let value: String?
    /// The error a type's own decoding threw, when a ``TypedRoute`` property decodes itself
    /// (a `UUID`, an enum) and failed; `nil` otherwise. Errors compare and hash without it.
    public let underlyingError: (any Error)?

    package init(
        _ code: Code, name: String, expectedType: String, value: String? = nil, underlyingError: (any Error)? = nil
    ) {
        self.code = code
        self.name = name
        self.expectedType = expectedType
        self.value = value
        self.underlyingError = underlyingError
    }

    public static func == (lhs: ParameterError, rhs: ParameterError) -> Bool {
        lhs.code == rhs.code && lhs.name == rhs.name && lhs.expectedType == rhs.expectedType && lhs.value == rhs.value
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(name)
        hasher.combine(expectedType)
        hasher.combine(value)
    }

    public var description: String {
        switch code {
        case .invalidValue:
            "parameter '\(name)' is not a valid \(expectedType)"
        default:
            "missing parameter '\(name)' (expected \(expectedType))"
        }
    }
}

/// The `get`/`require` pair over any source of named text values.
package protocol NamedTextValues {
    func text(for name: String) -> String?
}

extension NamedTextValues {
    package func convert<Value: RouteParameterConvertible>(_ name: String, as type: Value.Type) -> Value? {
        text(for: name).flatMap(Value.init(routeParameter:))
    }

    package func requireText(_ name: String) throws(ParameterError) -> String {
        guard let text = text(for: name) else {
            throw ParameterError(.missing, name: name, expectedType: "String")
        }
        return text
    }

    package func requireValue<Value: RouteParameterConvertible>(_ name: String, as type: Value.Type) throws(ParameterError) -> Value {
        guard let text = text(for: name) else {
            throw ParameterError(.missing, name: name, expectedType: String(describing: Value.self))
        }
        guard let value = Value(routeParameter: text) else {
            throw ParameterError(.invalidValue, name: name, expectedType: String(describing: Value.self), value: text)
        }
        return value
    }
}
