import WayfinderRouting

/// A message about a spot in a line of text, printed the way compilers print them.
///
/// ```swift
/// let diagnostic = SourceDiagnostic(
///     file: "<pattern 1>", line: 1, column: 21, severity: .error,
///     message: "a capture needs a name", sourceLine: "shop://product/<int:>")
/// print(diagnostic)
/// // <pattern 1>:1:21: error: a capture needs a name
/// // shop://product/<int:>
/// //                     ^
/// ```
public struct SourceDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is: an error stops a manifest from loading, a warning does not.
    public enum Severity: String, Sendable, Hashable {
        case error
        case warning

        /// The severity of a route table's diagnostic.
        package init(_ diagnostic: RouteDiagnostic) {
            self = diagnostic.isError ? .error : .warning
        }
    }

    /// The file name, or a name in angle brackets for text that has no file.
    public var file: String
    /// The 1-based line number, or `nil` when the source keeps no positions (property lists).
    public var line: Int?
    /// The 1-based column, counted in characters, or `nil` when no spot is known.
    public var column: Int?
    public var severity: Severity
    public var message: String
    /// The text of the line the diagnostic points into, printed with a caret under the column.
    public var sourceLine: String?
    /// Where the caret goes in ``sourceLine`` when that is part of a long line, not all of it.
    package var caretColumn: Int?

    public init(
        file: String, line: Int? = 1, column: Int? = nil, severity: Severity = .error,
        message: String, sourceLine: String? = nil
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.sourceLine = sourceLine
    }

    /// A diagnostic whose `sourceLine` is an excerpt of its line, the caret at `caretColumn`.
    package init(
        file: String, line: Int?, column: Int?, severity: Severity, message: String,
        sourceLine: String?, caretColumn: Int?
    ) {
        self.init(file: file, line: line, column: column, severity: severity, message: message, sourceLine: sourceLine)
        self.caretColumn = caretColumn
    }

    /// `file:line:column: severity: message`, then the source line and a caret when known.
    public var description: String {
        var location = file
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        var text = "\(location): \(severity.rawValue): \(message)"
        if let sourceLine {
            text += "\n" + sourceLine
            if let column = caretColumn ?? column {
                // Tabs stay tabs so the caret lines up under them in a terminal.
                let lead = sourceLine.prefix(max(0, column - 1)).map { $0 == "\t" ? "\t" : " " }
                text += "\n" + lead.joined() + "^"
            }
        }
        return text
    }
}
