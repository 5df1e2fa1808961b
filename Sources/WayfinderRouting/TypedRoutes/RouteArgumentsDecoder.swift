import Foundation

/// One named value a typed route is decoded from: text from a URL or a route's defaults, or a
/// value the caller passed in.
package enum RouteArgument {
    case text(String)
    case value(Any)
}

/// Decodes a ``TypedRoute`` from named values, converting text as the route's typed accessors
/// do (`Int(routeParameter:)`, ...).
package struct RouteArgumentsDecoder {
    package let lookup: (String) -> RouteArgument?

    package init(lookup: @escaping (String) -> RouteArgument?) {
        self.lookup = lookup
    }

    /// Decodes a route.
    /// - Throws: ``RoutingError`` naming the property that is missing or does not convert,
    ///   with the decoding error as its underlying error when the type's own decoding threw.
    package func decode<Route: Decodable>(_ type: Route.Type) throws(RoutingError) -> Route {
        do {
            return try Route(from: Reader(lookup: lookup))
        } catch let error as RoutingError {
            throw error
        } catch {
            let name = (error as? DecodingError)?.codingPathName ?? ""
            throw RoutingError(
                .invalidParameter, parameter: name, expectedType: String(describing: Route.self),
                value: lookup(name).flatMap(\.text), underlyingError: error)
        }
    }

    private struct Reader: Decoder {
        let lookup: (String) -> RouteArgument?
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
            KeyedDecodingContainer(Container(lookup: lookup))
        }

        func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
            throw DecodingError.typeMismatch([Any].self, .init(codingPath: [], debugDescription: "a typed route is a struct"))
        }

        func singleValueContainer() throws -> any SingleValueDecodingContainer {
            throw DecodingError.typeMismatch(Any.self, .init(codingPath: [], debugDescription: "a typed route is a struct"))
        }
    }

    private struct Container<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let lookup: (String) -> RouteArgument?
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { [] }

        func contains(_ key: Key) -> Bool { lookup(key.stringValue) != nil }

        func decodeNil(forKey key: Key) -> Bool { lookup(key.stringValue) == nil }

        func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
            let name = key.stringValue
            let expected = String(describing: Value.self)
            switch lookup(name) {
            case nil:
                throw RoutingError(.missingParameter, parameter: name, expectedType: expected)
            case .value(let value):
                // A value the caller passed is taken as it is; a URL never stands in for it.
                guard let typed = value as? Value else {
                    throw RoutingError(.invalidParameter, parameter: name, expectedType: expected)
                }
                return typed
            case .text(let text):
                do {
                    guard let value = try TextValue(text: text).converted(type) else {
                        throw RoutingError(.invalidParameter, parameter: name, expectedType: expected, value: text)
                    }
                    return value
                } catch let error as RoutingError {
                    throw error
                } catch {
                    throw RoutingError(
                        .invalidParameter, parameter: name, expectedType: expected, value: text, underlyingError: error)
                }
            }
        }

        func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type, forKey key: Key) throws -> KeyedDecodingContainer<
            Nested
        > {
            throw RoutingError(.invalidParameter, parameter: key.stringValue, expectedType: "a value a URL can hold")
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            throw RoutingError(.invalidParameter, parameter: key.stringValue, expectedType: "a value a URL can hold")
        }

        func superDecoder() -> any Decoder { Reader(lookup: lookup) }

        func superDecoder(forKey key: Key) throws -> any Decoder {
            throw RoutingError(.invalidParameter, parameter: key.stringValue, expectedType: "a value a URL can hold")
        }
    }
}

/// One text, converted to whatever a property asks for: the route-parameter conversions for
/// the types that have them, else the type's own decoding from a single value.
private struct TextValue: Decoder, SingleValueDecodingContainer {
    let text: String
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The converted value, or `nil` when the text does not convert.
    func converted<Value: Decodable>(_ type: Value.Type) throws -> Value? {
        if let convertible = type as? any RouteParameterConvertible.Type {
            return convertible.init(routeParameter: text) as? Value
        }
        switch type {
        case is Float.Type: return Double(routeParameter: text).map(Float.init).flatMap { $0.isFinite ? $0 : nil } as? Value
        case is Substring.Type: return Substring(text) as? Value
        case is Int8.Type: return Int8(text) as? Value
        case is Int16.Type: return Int16(text) as? Value
        case is Int32.Type: return Int32(text) as? Value
        case is UInt.Type: return UInt(text) as? Value
        case is UInt8.Type: return UInt8(text) as? Value
        case is UInt16.Type: return UInt16(text) as? Value
        case is UInt32.Type: return UInt32(text) as? Value
        case is UInt64.Type: return UInt64(text) as? Value
        default: return try Value(from: self)
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw DecodingError.typeMismatch(
            [String: Any].self, .init(codingPath: [], debugDescription: "a URL holds text, not a nested value"))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch([Any].self, .init(codingPath: [], debugDescription: "a URL holds text, not a list"))
    }

    func singleValueContainer() -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { false }

    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        guard let value = try converted(type) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "'\(text)' is not a valid \(Value.self)"))
        }
        return value
    }
}

extension RouteArgument {
    var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }
}

extension DecodingError {
    /// The first key of the path the error happened at.
    fileprivate var codingPathName: String? {
        let context: Context? =
            switch self {
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
                .dataCorrupted(let context):
                context
            @unknown default: nil
            }
        return context?.codingPath.first?.stringValue
    }
}
