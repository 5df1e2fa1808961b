/// The kind of value a capture accepts, named as in a pattern: `<int:id>` has the type `int`.
///
/// Four types are built in: ``string`` (also written without a type, `<name>`), ``int``,
/// ``double`` and ``uuid``. An app adds its own by registering a ``ParameterConverter``
/// under a new name in ``RouterConfiguration/converters``; a pattern that names a type the
/// router does not know is refused at registration.
///
/// ```swift
/// let pattern = try RoutePattern("shop://order/<uuid:order>/item/<int:index>")
/// pattern.variants[0][1] == .capture(name: "order", type: .uuid)   // true
/// ```
@_spi(Internals) public struct ParameterType: Sendable, Hashable, CustomStringConvertible {
    /// The name used in patterns, lowercased for the built-in types.
    public let name: String

    /// Creates a type by name; the router resolves it against its converters.
    package init(_ name: String) {
        self.name = name
    }

    /// Any non-empty segment. `<name>` and `<string:name>` mean the same.
    package static let string = ParameterType(BuiltInCaptureType.string.name)
    /// What Swift's `Int(_:)` accepts: 64-bit, optional sign, decimal digits.
    package static let int = ParameterType(BuiltInCaptureType.int.name)
    /// A finite decimal number; no `inf`, `nan` or hexadecimal forms.
    package static let double = ParameterType(BuiltInCaptureType.double.name)
    /// A UUID in its 36-character textual form, either case.
    package static let uuid = ParameterType(BuiltInCaptureType.uuid.name)

    /// Whether the type is one of the four that need no registration.
    package var isBuiltIn: Bool {
        self == .string || self == .int || self == .double || self == .uuid
    }

    public var description: String { name }
}

/// The capture types the pattern grammar itself knows, as patterns spell them: the one list
/// the pattern parser and the canonical reader both read. `path` names no parameter type: it
/// makes a rest capture (`<path:rest>`).
package enum BuiltInCaptureType: CaseIterable, Sendable {
    case int, string, double, uuid, path

    /// The spelling, lowercase, as bytes to compare without making a string.
    package var spelling: StaticString {
        switch self {
        case .int: "int"
        case .string: "string"
        case .double: "double"
        case .uuid: "uuid"
        case .path: "path"
        }
    }

    /// The spelling as text.
    package var name: String { spelling.description }

    /// The parameter type a capture of this type has; `nil` for `path`.
    package var parameterType: ParameterType? {
        switch self {
        case .int: .int
        case .string: .string
        case .double: .double
        case .uuid: .uuid
        case .path: nil
        }
    }
}
