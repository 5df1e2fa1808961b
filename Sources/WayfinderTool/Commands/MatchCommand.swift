import Wayfinder
import WayfinderManifest
@_spi(Internals) import WayfinderRouting

/// `wayfinder match`: register patterns in order and match URLs against them.
struct MatchCommand: ToolCommand {
    static let spec = CommandSpec(
        name: "match",
        abstract: "Match URLs against patterns.",
        discussion: """
            Patterns are registered in the order given; a URL's match names the pattern by its 0-based index. Exit status: 0 when every URL was processed, matched or not; 1 with a diagnostic when a pattern is bad or equivalent to an earlier one; 2 on usage errors.

            Example:
              wayfinder match --pattern 'shop://product/<int:id>' --json 'shop://product/42?ref=home'
              {"url": "shop://product/42?ref=home", "matched": 0, "pattern": "shop://product/<int:id>", \
            "params": {"id": "42"}, "query": {"ref": ["home"]}, "fragment": null, "error": null}
            """,
        options: [
            .values("pattern", help: "A route pattern; repeat for more."),
            .values(
                "scheme",
                help: "A custom scheme that patterns without a scheme answer; repeat for more. Default: every custom scheme."),
            .values("universal-link-host", help: "A host whose https links are matched by path; repeat for more."),
            .flag("case-insensitive-path", help: "Compare literal path segments without regard to case."),
            .flag("plus-as-space", help: "Read '+' in the query as a space."),
            .flag("json", help: "Print one JSON object per URL."),
            URLInput.option,
        ],
        arguments: [
            URLInput.argument
        ]
    )

    let patterns: [String]
    let schemes: [String]
    let universalLinkHosts: [String]
    let caseInsensitivePath: Bool
    let plusAsSpace: Bool
    let json: Bool
    let input: URLInput

    init(_ arguments: ParsedArguments) throws(UsageError) {
        patterns = arguments.all("pattern")
        schemes = arguments.all("scheme")
        universalLinkHosts = arguments.all("universal-link-host")
        caseInsensitivePath = arguments.flag("case-insensitive-path")
        plusAsSpace = arguments.flag("plus-as-space")
        json = arguments.flag("json")
        input = try URLInput(arguments)
    }

    func run() throws {
        let router = Router<Int>(
            configuration: RouterConfiguration(
                schemes: Set(schemes), universalLinkHosts: Set(universalLinkHosts),
                caseInsensitivePaths: caseInsensitivePath, plusAsSpaceInQuery: plusAsSpace))
        var failed = false
        for (index, pattern) in patterns.enumerated() {
            do {
                try router.register(pattern, to: index)
            } catch {
                failed = true
                StandardError.print(Self.diagnostic(for: error, pattern: pattern, index: index, among: patterns).description)
            }
        }
        if failed { throw ToolExit(status: ExitStatus.failure) }
        for url in try input.all() {
            let report = MatchReport(url: url, resolution: router.resolution(url), configuration: router.configuration)
            print(json ? JSON.line(report.json) : report.text)
        }
    }

    static func diagnostic(for error: RoutingError, pattern: String, index: Int, among patterns: [String]) -> SourceDiagnostic {
        if error.column != nil {
            return error.diagnostic(file: "<pattern \(index)>")
        }
        let earlier = error.conflictingPatterns.compactMap { conflict in
            patterns.firstIndex { (try? RoutePattern($0)).map { $0.description == conflict } ?? false }
        }
        let which = earlier.map { "pattern \($0)" }.joined(separator: ", ")
        return SourceDiagnostic(
            file: "<pattern \(index)>", column: 1,
            message:
                "\(error.message.replacingOccurrences(of: "; pass replacing: true to replace it", with: ""))\(which.isEmpty ? "" : " (\(which))")",
            sourceLine: pattern)
    }
}
