import Foundation

/// The stored properties of a ``TypedRoute`` type, read without an instance by decoding one
/// from a decoder that records what it is asked for and answers with placeholder values.
struct TypedRouteShape {
    enum Kind: Equatable {
        case text, integer, number, bool
        /// Any other type, by name (`UUID`, an enum).
        case other(String)
    }

    struct Property: Equatable {
        let name: String
        let kind: Kind
        let isOptional: Bool
    }

    let properties: [Property]

    /// Reads a type's properties.
    /// - Throws: a sentence for people when a property's type cannot be made from text.
    static func read<Route: Decodable>(_ type: Route.Type) throws(TypedRouteShapeError) -> TypedRouteShape {
        // An optional property whose type has no placeholder is answered `nil` on the next
        // pass, once its type is known; each pass settles at least one property.
        var settled: [String: String] = [:]
        while true {
            let recorder = PropertyRecorder(answeredNil: settled)
            do {
                _ = try Route(from: recorder)
                return TypedRouteShape(properties: recorder.properties)
            } catch let retry as PropertyRecorder.AnswerNil where settled[retry.name] == nil {
                settled[retry.name] = retry.typeName
            } catch let error as TypedRouteShapeError {
                throw error
            } catch {
                throw TypedRouteShapeError(message: "\(Route.self) cannot be read from a URL: \(error)")
            }
        }
    }

    /// What is wrong between the properties and a pattern's captures, one sentence each; empty
    /// when they agree.
    func problems(with pattern: RoutePattern, typeName: String) -> [String] {
        var captures: [String: (segment: PatternSegment, isOptional: Bool)] = [:]
        func collect(_ segments: [PatternSegment], _ groups: [RoutePattern.OptionalGroup], optional: Bool) {
            for segment in segments { if let name = segment.captureName { captures[name] = (segment, optional) } }
            for group in groups { collect(group.segments, group.optionalGroups, optional: true) }
        }
        collect(pattern.segments, pattern.optionalGroups, optional: false)

        let byName = Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var problems: [String] = []
        for name in pattern.captureNames where byName[name] == nil {
            let known = properties.map(\.name)
            problems.append(
                "\(typeName) has no property '\(name)' for the capture in '\(pattern)'"
                    + (known.isEmpty ? "" : "; its properties are \(known.joined(separator: ", "))"))
        }
        for property in properties {
            guard let capture = captures[property.name] else {
                if !property.isOptional {
                    problems.append(
                        "\(typeName).\(property.name) is not captured by '\(pattern)'; capture it, or make it optional to read it from the query"
                    )
                }
                continue
            }
            if capture.isOptional, !property.isOptional {
                problems.append(
                    "'\(property.name)' is captured in an optional part of '\(pattern)', so \(typeName).\(property.name) must be optional"
                )
            }
            if let mismatch = Self.mismatch(property, capture.segment, typeName: typeName, pattern: pattern) {
                problems.append(mismatch)
            }
        }
        return problems
    }

    /// Why a capture can give text the property cannot hold, if it can.
    private static func mismatch(
        _ property: Property, _ segment: PatternSegment, typeName: String, pattern: RoutePattern
    ) -> String? {
        let subject = "\(typeName).\(property.name)"
        switch segment {
        case .rest:
            guard property.kind == .text else {
                return "'\(segment)' in '\(pattern)' captures several segments as text, so \(subject) must be a String"
            }
            return nil
        case .capture(let name, let type):
            let builtIn: Set<ParameterType> = [.string, .int, .double, .uuid]
            guard builtIn.contains(type) else { return nil }  // an app's converter: its own rules
            let accepted: Bool
            var fix = ""
            switch property.kind {
            case .text, .other: accepted = true
            case .integer:
                accepted = type == .int
                fix = "; write '<int:\(name)>'"
            case .number:
                accepted = type == .int || type == .double
                fix = "; write '<double:\(name)>'"
            case .bool:
                accepted = false
                fix = "; leave it out of the path to read it from the query"
            }
            guard !accepted else { return nil }
            let captured = type == .string ? "any text" : "\(type) text"
            return "\(subject) is \(property.kind.typeName), but '\(segment)' in '\(pattern)' captures \(captured)\(fix)"
        case .literal, .wildcard, .anyRest:
            return nil
        }
    }
}

extension TypedRouteShape.Kind {
    var typeName: String {
        switch self {
        case .text: "String"
        case .integer: "an integer"
        case .number: "a number"
        case .bool: "Bool"
        case .other(let name): name
        }
    }

    init(_ type: Any.Type) {
        switch type {
        case is String.Type, is Substring.Type: self = .text
        case is Int.Type, is Int8.Type, is Int16.Type, is Int32.Type, is Int64.Type,
            is UInt.Type, is UInt8.Type, is UInt16.Type, is UInt32.Type, is UInt64.Type:
            self = .integer
        case is Double.Type, is Float.Type: self = .number
        case is Bool.Type: self = .bool
        default: self = .other(String(describing: type))
        }
    }
}

/// Why a type cannot serve as a typed route.
struct TypedRouteShapeError: Error {
    let message: String
}

/// A decoder that answers every property with a placeholder and notes its name, type and
/// whether it was asked for as optional (`decodeIfPresent` asks `decodeNil` first).
private final class PropertyRecorder: Decoder {
    /// Asks the next pass to answer an optional property `nil`.
    struct AnswerNil: Error {
        let name: String
        let typeName: String
    }

    var properties: [TypedRouteShape.Property] = []
    private var askedForNil: Set<String> = []
    /// Optional properties to answer `nil`, with the name of their type.
    private let answeredNil: [String: String]

    init(answeredNil: [String: String]) {
        self.answeredNil = answeredNil
    }
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Container(recorder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw TypedRouteShapeError(message: "a typed route is a struct of named properties, not a list")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw TypedRouteShapeError(message: "a typed route is a struct of named properties, not a single value")
    }

    /// Notes that a property was asked for as optional; answers `true` (it is `nil`) for one
    /// an earlier pass found no placeholder for.
    func noteNil(_ name: String) -> Bool {
        askedForNil.insert(name)
        guard let typeName = answeredNil[name] else { return false }
        properties.append(.init(name: name, kind: .other(typeName), isOptional: true))
        return true
    }

    func isOptional(_ name: String) -> Bool { askedForNil.contains(name) }

    func note(_ name: String, _ type: Any.Type) {
        properties.append(.init(name: name, kind: .init(type), isOptional: askedForNil.contains(name)))
    }

    struct Container<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let recorder: PropertyRecorder
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { [] }

        func contains(_ key: Key) -> Bool { true }

        func decodeNil(forKey key: Key) -> Bool {
            recorder.noteNil(key.stringValue)
        }

        func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
            let name = key.stringValue
            switch Placeholder.value(of: type) {
            case .value(let value):
                recorder.note(name, type)
                return value
            case .notText:
                // A list or a nested value: no URL holds one, optional or not.
                throw TypedRouteShapeError(message: "\(name) is of type \(type), which a URL cannot hold: it is not one value")
            case .noSample:
                if recorder.isOptional(name) { throw AnswerNil(name: name, typeName: String(describing: type)) }
                throw TypedRouteShapeError(message: Placeholder.cannotSample(name, type))
            }
        }

        func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type, forKey key: Key) throws -> KeyedDecodingContainer<
            Nested
        > {
            throw TypedRouteShapeError(message: "\(key.stringValue) is a nested value, which a URL cannot hold")
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            throw TypedRouteShapeError(message: "\(key.stringValue) is a list, which a typed route cannot hold")
        }

        func superDecoder() throws -> any Decoder { recorder }
        func superDecoder(forKey key: Key) throws -> any Decoder {
            throw TypedRouteShapeError(message: "\(key.stringValue) is a nested value, which a URL cannot hold")
        }
    }
}

/// Stand-in values for properties, so that a type can be decoded without real input.
private enum Placeholder {
    /// Texts tried in turn for a type that decodes itself from one text (a `UUID`, an enum).
    static let texts = ["0", "00000000-0000-0000-0000-000000000000", "a", "true", ""]

    /// A stand-in, or why there is none.
    enum Sample<Value> {
        case value(Value)
        /// The type decodes from text, but none of the texts tried is one of its values (an
        /// enum that is not `CaseIterable`).
        case noSample
        /// The type asks for a list or for named parts: no URL value can be one.
        case notText
    }

    static func value<Value: Decodable>(of type: Value.Type) -> Sample<Value> {
        if let primitive = primitive(type, text: "0") { return .value(primitive) }
        if let caseType = type as? any CaseIterable.Type, let first = firstCase(of: caseType) as? Value {
            return .value(first)
        }
        for text in texts {
            do {
                return .value(try Value(from: TextDecoder(text: text)))
            } catch is TypedRouteShapeError {
                return .notText
            } catch {
                continue
            }
        }
        return .noSample
    }

    /// Why a required property's type cannot be checked, and what makes it checkable.
    static func cannotSample(_ name: String, _ type: Any.Type) -> String {
        return "\(name) is of type \(type), which cannot be made from the text of a URL; "
            + "if it is an enum, make it CaseIterable so that registration can check it"
    }

    private static func firstCase<Cases: CaseIterable>(of type: Cases.Type) -> Any? { type.allCases.first }

    static func primitive<Value>(_ type: Value.Type, text: String) -> Value? {
        switch type {
        case is String.Type: return text as? Value
        case is Bool.Type: return false as? Value
        case is Double.Type: return Double(0) as? Value
        case is Float.Type: return Float(0) as? Value
        case is Int.Type: return 0 as? Value
        case is Int8.Type: return Int8(0) as? Value
        case is Int16.Type: return Int16(0) as? Value
        case is Int32.Type: return Int32(0) as? Value
        case is Int64.Type: return Int64(0) as? Value
        case is UInt.Type: return UInt(0) as? Value
        case is UInt8.Type: return UInt8(0) as? Value
        case is UInt16.Type: return UInt16(0) as? Value
        case is UInt32.Type: return UInt32(0) as? Value
        case is UInt64.Type: return UInt64(0) as? Value
        default: return nil
        }
    }

    /// Offers one text, as whatever primitive the type asks for.
    private struct TextDecoder: Decoder, SingleValueDecodingContainer {
        let text: String
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            throw TypedRouteShapeError(message: "a nested value")
        }
        func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw TypedRouteShapeError(message: "a list") }
        func singleValueContainer() -> any SingleValueDecodingContainer { self }
        func decodeNil() -> Bool { false }
        func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
            if let value = Placeholder.primitive(type, text: text) { return value }
            return try Value(from: self)
        }
    }
}
