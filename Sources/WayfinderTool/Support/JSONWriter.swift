/// Writes JSON text with keys in the order given, which `JSONSerialization` does not keep.
enum JSON {
    indirect enum Value {
        case string(String)
        case int(Int)
        case bool(Bool)
        case null
        case array([Value])
        case object([(String, Value)])

        static func optional(_ text: String?) -> Value { text.map(Value.string) ?? .null }
    }

    /// One line: `{"key": value, ...}` with a space after each colon and comma.
    static func line(_ value: Value) -> String {
        switch value {
        case .string(let text): quoted(text)
        case .int(let number): String(number)
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        case .array(let items): "[" + items.map(line).joined(separator: ", ") + "]"
        case .object(let members):
            "{" + members.map { quoted($0.0) + ": " + line($0.1) }.joined(separator: ", ") + "}"
        }
    }

    static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029:
                output +=
                    "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
