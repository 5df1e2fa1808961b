import Wayfinder

/// A position in a manifest file: 1-based line and column.
public struct SourceMark: Hashable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}

/// A manifest document as a tree of values, each with the position it was read from where the
/// format gives one. JSON (read by Wayfinder itself) and YAML (read by the tool) keep
/// positions; property lists do not.
public struct ManifestNode: Sendable, Hashable {
    public enum Value: Sendable, Hashable {
        case object([Member])
        case array([ManifestNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    /// A key and its value, in the order written.
    public struct Member: Sendable, Hashable {
        public let key: String
        public let keyMark: SourceMark?
        public let value: ManifestNode

        public init(key: String, keyMark: SourceMark?, value: ManifestNode) {
            self.key = key
            self.keyMark = keyMark
            self.value = value
        }
    }

    public let value: Value
    /// Where the value starts: for a quoted string, its opening quote.
    public let mark: SourceMark?
    /// Where a string's text starts, for pointing at a column inside it: one past the opening
    /// quote, or ``mark`` for an unquoted YAML scalar; `nil` when unknown (no positions, or a
    /// YAML block scalar).
    public let textMark: SourceMark?

    public init(_ value: Value, mark: SourceMark? = nil, textMark: SourceMark? = nil) {
        self.value = value
        self.mark = mark
        self.textMark = textMark
    }

    /// A word for the kind of value, for messages: "a string", "an array"...
    var kindDescription: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
