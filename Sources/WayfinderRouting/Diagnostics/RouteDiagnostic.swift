/// A problem with a route table, found by ``Router/validate()``,
/// ``Router/validate(patterns:configuration:)``, or a navigator's `validate()`, which adds
/// what it knows of screens, guards, tabs and templates.
///
/// ```swift
/// let problems = Router<Void>.validate(patterns: ["/x/<name>", "/x/*", "/user/<id>", "/user/:name"])
/// for problem in problems { print(problem) }
/// // warning: '/x/*' is never matched: '/x/<name>' matches every URL it matches and is tried first
/// // error: '/user/:name' is equivalent to '/user/<id>'
/// ```
public struct RouteDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem, from the codes of ``RoutingError``:
    /// ``ErrorCode/invalidPattern``,
    /// ``ErrorCode/conflict`` and
    /// ``ErrorCode/shadowed`` from the router, and the navigator's checks
    /// of screens, guards, parents and redirects (such as `unknownScreen`).
    public let code: ErrorCode
    /// Whether the problem is an error, which stops a manifest from loading, rather than a
    /// warning, which does not. The description starts with `error:` or `warning:`.
    public let isError: Bool
    /// The pattern of the route the diagnostic is about, as given; `nil` for a problem that is
    /// about no one route (a guard, a tab, a fallback).
    public let pattern: String?
    /// The route's position in the validated list, or in the router's route list; `nil` when
    /// ``pattern`` is.
    public let index: Int?
    /// The patterns of the other routes involved.
    public let related: [String]
    /// A sentence saying what is wrong, naming the patterns involved.
    public let message: String
    /// The error behind the diagnostic: for ``ErrorCode/invalidPattern``, the pattern's parse
    /// error with its code and column.
    public let error: RoutingError?
    /// What the problem is about within the route or the configuration, as a manifest names
    /// it: `parent`, `redirect`, `tab`, `exposure`, `guards`, `screen`, `action`, or
    /// `guards.<name>`, `tabs.<id>`, `webFallback`, `notFoundScreen`; `nil` for the pattern.
    public let key: String?

    package init(
        code: ErrorCode, isError: Bool, pattern: String?, index: Int?, related: [String] = [],
        message: String, error: RoutingError? = nil, key: String? = nil
    ) {
        self.code = code
        self.isError = isError
        self.pattern = pattern
        self.index = index
        self.related = related
        self.message = message
        self.error = error
        self.key = key
    }

    public var description: String { "\(isError ? "error" : "warning"): \(message)" }
}

extension Router {
    /// Checks the registered routes and reports every route that another route shadows.
    ///
    /// Registration already refuses conflicts, so the table itself can only have shadowed
    /// routes: `/x/*` behind `/x/<name>`, `/files/**` behind `/files/<path:rest>`.
    public func validate() -> [RouteDiagnostic] {
        let table = currentTable()
        return ShadowAnalysis(trie: table.trie, records: table.records, configuration: table.configuration).diagnostics()
    }

    /// Checks a list of patterns as if they were registered in order, reporting every problem
    /// at once: patterns that do not parse, patterns equivalent to an earlier one, and
    /// patterns that others shadow.
    public static func validate(
        patterns: [String], configuration: RouterConfiguration = .default
    ) -> [RouteDiagnostic] {
        var builder = RouteTableBuilder<Int>(configuration: CompiledConfiguration(configuration))
        var diagnostics: [RouteDiagnostic] = []
        var registeredIndex: [Int] = []
        for (index, pattern) in patterns.enumerated() {
            do {
                try builder.register(pattern, to: index)
                registeredIndex.append(index)
            } catch {
                let code: ErrorCode = error.code == .conflict ? .conflict : .invalidPattern
                let message =
                    error.code == .conflict
                    ? "'\(pattern)' is equivalent to '\(error.conflictingPatterns.map(\.description).joined(separator: "', '"))'"
                    : error.column != nil ? "invalid pattern '\(pattern)': \(error.message)" : error.message
                diagnostics.append(
                    RouteDiagnostic(
                        code: code, isError: true, pattern: pattern, index: index,
                        related: error.conflictingPatterns.map(\.description), message: message,
                        error: error))
            }
        }
        let analysis = ShadowAnalysis(trie: builder.trie, records: builder.records, configuration: builder.configuration)
        diagnostics += analysis.diagnostics().map { found in
            RouteDiagnostic(
                code: found.code, isError: found.isError, pattern: found.index.map { patterns[registeredIndex[$0]] },
                index: found.index.map { registeredIndex[$0] }, related: found.related, message: found.message)
        }
        return diagnostics.sorted { ($0.index ?? -1) < ($1.index ?? -1) }
    }
}
