import Wayfinder
import WayfinderManifest

/// `wayfinder lint`: every problem in route manifests, as a compiler reports them.
struct LintCommand: ToolCommand {
    static let spec = CommandSpec(
        name: "lint",
        abstract: "Check route manifests and report every problem.",
        discussion: """
            Reads each file (JSON, a property list, or YAML by its extension) and prints every problem on standard output as a compiler does: file:line:column, error or warning, the route and key, the source line and a caret under the spot. A summary line goes to standard error. Errors are what keep a manifest from loading: invalid JSON or YAML, an unknown version or key, a missing or doubled target, a bad presentation, style, exposure or externalActions, an undeclared tab, an invalid pattern, two equivalent patterns.

            Warnings are routes that load but that no link reaches as written: a route shadowed by routes tried before it; a parent template that does not fill from the route's captures and defaults, fills to a URL no route matches, leads to a route that opens no screen, or loops; a redirect within the app that fills to a URL no route matches; a route whose screen is its tab's own root screen, so that opening it only selects the tab and its captures, presentation and parent are not used; an action exposed to outside sources whose externalActions is forbidden; a route exposed to universal links whose pattern names a custom scheme, or in a manifest without universalLinkHosts; a URL in "entries" that matches no route, reaches a route not exposed to its source, or reaches an action outside links never run. The rules that need the whole table run only on files that load.

            Fragments (manifests with "fragment": true, one per feature module) are checked together with the other files given, merged as the app merges them (Manifest.merging): a tab, guard or fallback declared twice, equivalent patterns or a screen in two files, and a tab no file declares are errors at their place in their own file.

            Exit status: 0 when no file has errors (warnings alone are fine), 1 when any has, 2 on usage errors.

            Examples:
              wayfinder lint Examples/shop.json Examples/large.yaml
              wayfinder lint routes/*.json 2>/dev/null | grep ': error:'
            """,
        arguments: [
            ArgumentSpec(name: "files", help: "The manifest files to check.", repeats: true)
        ]
    )

    let files: [String]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        files = arguments.positionals
    }

    func run() throws {
        var errors = 0
        var warnings = 0
        for diagnostic in Self.check(files).diagnostics {
            print(diagnostic.description)
            switch diagnostic.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            }
        }
        StandardError.print(
            "\(Self.count(errors, "error")), \(Self.count(warnings, "warning")) in \(Self.count(files.count, "file"))")
        if errors > 0 { throw ToolExit(status: ExitStatus.failure) }
    }

    /// The problems of the files, each file read once: each alone, or, when some are
    /// fragments (`"fragment": true`), all of them merged into one table, as the app merges
    /// them. Also the manifests that loaded, for a command that goes on with them.
    static func check(_ paths: [String]) -> (diagnostics: [SourceDiagnostic], manifests: [Manifest]) {
        var loaded: [ManifestFile] = []
        var failed: [SourceDiagnostic] = []
        // In path order: a file's load failure, or the file itself.
        var reads: [Result<ManifestFile, ManifestFile.Failure>] = []
        for path in paths {
            do {
                let file = try ManifestFile.load(path)
                loaded.append(file)
                reads.append(.success(file))
            } catch {
                failed += error.diagnostics
                reads.append(.failure(error))
            }
        }
        let manifests = loaded.map(\.manifest)
        guard paths.count > 1, loaded.contains(where: \.manifest.isFragment) else {
            let diagnostics = reads.flatMap { read in
                switch read {
                case .success(let file): rendered(issues(of: file.manifest), in: [file])
                case .failure(let failure): failure.diagnostics
                }
            }
            return (diagnostics, manifests)
        }
        let found: [ManifestIssue]
        do {
            found = issues(of: try Manifest.merging(manifests, file: paths.joined(separator: " + ")))
        } catch {
            found = error.issues
        }
        return (failed + rendered(found, in: loaded), manifests)
    }

    /// The problems of a manifest that loaded: its route table's, and the navigator's checks.
    private static func issues(of manifest: Manifest) -> [ManifestIssue] {
        var issues = manifest.routeTableIssues()
        if let router = try? manifest.makeRouter() {
            issues += ManifestLint(manifest: manifest, router: router).warnings()
        }
        return issues
    }

    /// Issues as a compiler prints them, file by file in the order given, then by line, each
    /// with its source line from its own file.
    private static func rendered(_ issues: [ManifestIssue], in files: [ManifestFile]) -> [SourceDiagnostic] {
        let lines = Dictionary(files.map { ($0.path, $0.text.map(SourceLines.init)) }, uniquingKeysWith: { first, _ in first })
        let order = Dictionary(files.enumerated().map { ($0.element.path, $0.offset) }, uniquingKeysWith: { first, _ in first })
        func key(_ issue: ManifestIssue, _ offset: Int) -> (Int, Int, Int, Int) {
            (order[issue.file] ?? Int.max, issue.mark?.line ?? Int.max, issue.mark?.column ?? 0, offset)
        }
        return issues.enumerated()
            .sorted { key($0.element, $0.offset) < key($1.element, $1.offset) }
            .map { $0.element.diagnostic(lines: lines[$0.element.file] ?? nil) }
    }

    /// `1 error`, `2 errors`.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
