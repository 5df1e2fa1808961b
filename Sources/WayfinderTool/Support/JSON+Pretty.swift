extension JSON {
    /// Indented JSON, two spaces a level. Arrays and objects that hold only strings, numbers,
    /// booleans and nulls stay on one line, as ``line(_:)`` writes them.
    static func pretty(_ value: Value, indent: String = "") -> String {
        guard !isFlat(value) else { return line(value) }
        let inner = indent + "  "
        switch value {
        case .array(let items):
            return "[\n" + items.map { inner + pretty($0, indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let members):
            return "{\n" + members.map { inner + quoted($0.0) + ": " + pretty($0.1, indent: inner) }.joined(separator: ",\n")
                + "\n\(indent)}"
        default:
            return line(value)
        }
    }

    private static func isFlat(_ value: Value) -> Bool {
        switch value {
        case .array(let items): items.allSatisfy(isScalar)
        case .object(let members): members.allSatisfy { isScalar($0.1) }
        default: true
        }
    }

    private static func isScalar(_ value: Value) -> Bool {
        switch value {
        case .array, .object: false
        default: true
        }
    }
}
