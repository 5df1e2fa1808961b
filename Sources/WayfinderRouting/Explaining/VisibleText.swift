/// Text as explanations and the tool print it: control characters and line separators
/// written as Swift escapes (`\n`, `\t`, `\r`, else `\u{7F}`), so that a URL cannot forge
/// lines of its own.
package enum VisibleText {
    package static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isInvisible) else { return text }
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where isInvisible(scalar): output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
