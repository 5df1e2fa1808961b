import WayfinderRouting

extension RoutingError {
    /// The error as a compiler prints it: for a pattern that does not parse, with the pattern
    /// and a caret under the column.
    ///
    /// Control characters in the pattern are shown as their Unicode control pictures
    /// (`␊` for a line feed), so the pattern stays on one line and the caret under it.
    /// - Parameters:
    ///   - file: the name shown before the location, such as a file or `<pattern 2>`.
    ///   - line: the line the pattern is on in that file.
    public func diagnostic(file: String = "<pattern>", line: Int = 1) -> SourceDiagnostic {
        SourceDiagnostic(
            file: file, line: line, column: column, severity: .error,
            message: message, sourceLine: column == nil ? nil : pattern.map(Self.printable))
    }

    /// `text` with each control character replaced by its one-character control picture.
    private static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00..<0x20: scalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: scalars.append("\u{2421}")
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
