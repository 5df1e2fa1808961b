import Foundation

/// Encodes a ``TypedRoute`` to named texts, in the order its properties encode; `nil`
/// properties are left out.
struct RouteArgumentsEncoder {
    /// Why a value cannot go into a URL.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func encode<Route: Encodable>(_ route: Route) throws(Failure) -> [(name: String, text: String)] {
        let writer = Writer()
        do {
            try route.encode(to: writer)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: "\(error)")
        }
        if let problem = writer.problem { throw Failure(description: problem) }
        return writer.arguments
    }

    private final class Writer: Encoder {
        var arguments: [(name: String, text: String)] = []
        /// The first value that cannot be written; reported once encoding ends, since the
        /// containers that meet it cannot throw.
        var problem: String?
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(Container(writer: self))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            note("a typed route is a struct of named properties, not a list")
            return Discarding(writer: self)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer {
            note("a typed route is a struct of named properties, not a single value")
            return TextValue(writer: self, name: "")
        }

        func note(_ problem: String) {
            if self.problem == nil { self.problem = problem }
        }
    }

    private struct Container<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let writer: Writer
        var codingPath: [any CodingKey] { [] }

        func encodeNil(forKey key: Key) {}

        func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
            let name = key.stringValue
            guard let text = try Self.text(of: value, name: name, writer: writer) else { return }
            writer.arguments.append((name, text))
        }

        static func text<Value: Encodable>(of value: Value, name: String, writer: Writer) throws -> String? {
            switch value {
            case let text as String: return text
            case let text as Substring: return String(text)
            case let flag as Bool: return flag ? "true" : "false"
            case let number as any BinaryInteger: return "\(number)"
            case let number as Double:
                guard number.isFinite else { throw Failure(description: "\(name) is \(number), which a URL cannot hold") }
                return "\(number)"
            case let number as Float:
                guard number.isFinite else { throw Failure(description: "\(name) is \(number), which a URL cannot hold") }
                return "\(number)"
            case let uuid as UUID: return uuid.uuidString
            default:
                let single = TextValue(writer: writer, name: name)
                try value.encode(to: single)
                guard let text = single.box.text else {
                    throw Failure(description: "\(name) is a \(Value.self), which did not encode to one value")
                }
                return text
            }
        }

        func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type, forKey key: Key) -> KeyedEncodingContainer<Nested> {
            writer.note("\(key.stringValue) is a nested value, which a URL cannot hold")
            return KeyedEncodingContainer(Container<Nested>(writer: Writer()))
        }

        func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            writer.note("\(key.stringValue) is a list, which a typed route cannot hold")
            return Discarding(writer: writer)
        }

        func superEncoder() -> any Encoder { writer }

        func superEncoder(forKey key: Key) -> any Encoder {
            writer.note("\(key.stringValue) is a nested value, which a URL cannot hold")
            return Writer()
        }
    }

    /// Takes one value as text: what `UUID`s and enums with raw values encode through.
    private struct TextValue: Encoder, SingleValueEncodingContainer {
        final class Box { var text: String? }
        let writer: Writer
        let name: String
        let box = Box()
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            writer.note("\(name) is a nested value, which a URL cannot hold")
            return KeyedEncodingContainer(Container<Key>(writer: Writer()))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            writer.note("\(name) is a list, which a typed route cannot hold")
            return Discarding(writer: writer)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { self }

        func encodeNil() throws {
            throw Failure(description: "\(name) encodes as nil, which a URL cannot hold")
        }

        func encode<Value: Encodable>(_ value: Value) throws {
            box.text = try Container<AnyKey>.text(of: value, name: name, writer: writer)
        }
    }

    /// Swallows a list's elements; the writer has already noted that lists are not supported.
    private struct Discarding: UnkeyedEncodingContainer {
        let writer: Writer
        var codingPath: [any CodingKey] { [] }
        var count: Int { 0 }
        func encodeNil() {}
        func encode<Value: Encodable>(_ value: Value) {}
        func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type) -> KeyedEncodingContainer<Nested> {
            KeyedEncodingContainer(Container<Nested>(writer: Writer()))
        }
        func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
        func superEncoder() -> any Encoder { Writer() }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
