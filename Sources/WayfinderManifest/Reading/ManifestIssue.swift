import Wayfinder

/// One problem in a manifest: where it is (file, line and column where the format gives them,
/// the route by index and pattern, the key) and what is wrong.
///
/// ```swift
/// do {
///     _ = try Manifest.decode(json: text, file: "routes.json")
/// } catch {
///     for issue in error.issues { print(issue.diagnostic(source: text)) }
///     // routes.json:12:23: error: routes[2].presentation: 'sheet' is not a presentation; ...
/// }
/// ```
public struct ManifestIssue: Hashable, Sendable, CustomStringConvertible {
    public let severity: SourceDiagnostic.Severity
    public let file: String
    /// Where the problem is, if the format keeps positions (JSON and YAML do).
    public let mark: SourceMark?
    /// The route's index in `routes`, when the issue is about a route.
    public let routeIndex: Int?
    /// The route's pattern, when known.
    public let pattern: String?
    /// The path of the key, such as `routes[2].presentation`.
    public let key: String
    public let message: String

    public init(
        severity: SourceDiagnostic.Severity = .error, file: String, mark: SourceMark?, routeIndex: Int? = nil,
        pattern: String? = nil, key: String, message: String
    ) {
        self.severity = severity
        self.file = file
        self.mark = mark
        self.routeIndex = routeIndex
        self.pattern = pattern
        self.key = key
        self.message = message
    }

    /// The full sentence: key, route and message.
    public var text: String {
        var text = key.isEmpty ? "" : "\(key): "
        if let pattern { text += "route '\(pattern)': " }
        return text + message
    }

    /// The issue as a compiler prints it, with the source line and a caret when the source is
    /// given and the issue has a position.
    public func diagnostic(source: String? = nil) -> SourceDiagnostic {
        diagnostic(lines: source.map(SourceLines.init))
    }

    /// The diagnostic, with the issue's line (or, for a long line, the part around the
    /// column) taken from the source's `lines`.
    package func diagnostic(lines: SourceLines?) -> SourceDiagnostic {
        let excerpt = mark.flatMap { mark in lines?.excerpt(line: mark.line, column: mark.column) }
        return SourceDiagnostic(
            file: file, line: mark?.line, column: mark?.column, severity: severity, message: text,
            sourceLine: excerpt?.text, caretColumn: excerpt?.column)
    }

    public var description: String { diagnostic().description }
}

/// A manifest could not be loaded; every problem found is listed at once.
public struct ManifestError: Error, Sendable, CustomStringConvertible {
    public let issues: [ManifestIssue]

    public init(issues: [ManifestIssue]) {
        self.issues = issues
    }

    public var description: String { issues.map(\.description).joined(separator: "\n") }
}
