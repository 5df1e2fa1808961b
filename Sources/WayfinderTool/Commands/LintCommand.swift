import Wayfinder
import WayfinderManifest

/// `wayfinder lint`: every problem in route manifests, as a compiler reports them.
struct LintCommand: ToolCommand {
    static let spec = CommandSpec(
        name: "lint",
        abstract: "Check route manifests and report every problem.",
        discussion: """
            Reads each file (JSON, a property list, or YAML by its extension) and prints every problem on standard output as a compiler does: file:line:column, error or warning, the route and key, the source line and a caret under the spot. A summary line goes to standard error. Errors are what keep a manifest from loading: invalid JSON or YAML, an unknown version or key, a missing or doubled target, a bad presentation, style, exposure or externalActions, an undeclared tab, an invalid pattern, two equivalent patterns.

            Warnings are routes that load but that no link reaches as written: a route shadowed by routes tried before it; a parent template that does not fill from the route's captures and defaults, fills to a URL no route matches, leads to a route that opens no screen, or loops; a redirect within the app that fills to a URL no route matches; a route whose screen is its tab's own root screen, so that opening it only selects the tab and its captures, presentation and parent are not used; an action exposed to outside sources whose externalActions is forbidden; a route exposed to universal links whose pattern names a custom scheme, or in a manifest without universalLinkHosts. The rules that need the whole table run only on files that load.

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
        for diagnostic in Self.diagnostics(for: files) {
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

    /// The problems of the files: each alone, or, when some are fragments
    /// (`"fragment": true`), of all of them merged into one table, as the app merges them.
    static func diagnostics(for paths: [String]) -> [SourceDiagnostic] {
        var loaded: [ManifestFile] = []
        var failed: [SourceDiagnostic] = []
        for path in paths {
            do {
                loaded.append(try ManifestFile.load(path))
            } catch {
                failed += error.diagnostics
            }
        }
        guard paths.count > 1, loaded.contains(where: \.manifest.isFragment) else {
            return paths.flatMap(diagnostics(for:))
        }
        return failed + together(loaded)
    }

    /// The problems of manifests merged into one table, each at its place in its own file.
    private static func together(_ files: [ManifestFile]) -> [SourceDiagnostic] {
        let lines = Dictionary(files.map { ($0.path, $0.text.map(SourceLines.init)) }, uniquingKeysWith: { first, _ in first })
        let order = Dictionary(files.enumerated().map { ($0.element.path, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var issues: [ManifestIssue]
        do {
            let merged = try Manifest.merging(files.map(\.manifest), file: files.map(\.path).joined(separator: " + "))
            issues = merged.routeTableIssues()
            if let router = try? merged.makeRouter() {
                issues += ManifestLint(manifest: merged, router: router).warnings()
            }
        } catch {
            issues = error.issues
        }
        let ordered = issues.enumerated().sorted { lhs, rhs in
            let left = (
                order[lhs.element.file] ?? Int.max, lhs.element.mark?.line ?? Int.max, lhs.element.mark?.column ?? 0, lhs.offset
            )
            let right = (
                order[rhs.element.file] ?? Int.max, rhs.element.mark?.line ?? Int.max, rhs.element.mark?.column ?? 0, rhs.offset
            )
            return left < right
        }
        return ordered.map { $0.element.diagnostic(lines: lines[$0.element.file] ?? nil) }
    }

    /// A file's problems in the order they appear in it.
    static func diagnostics(for path: String) -> [SourceDiagnostic] {
        let file: ManifestFile
        do {
            file = try ManifestFile.load(path)
        } catch {
            return error.diagnostics
        }
        var issues = file.manifest.routeTableIssues()
        if let router = try? file.manifest.makeRouter() {
            issues += ManifestLint(manifest: file.manifest, router: router).warnings()
        }
        let ordered = issues.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.mark?.line ?? Int.max, lhs.element.mark?.column ?? 0, lhs.offset)
            let right = (rhs.element.mark?.line ?? Int.max, rhs.element.mark?.column ?? 0, rhs.offset)
            return left < right
        }
        let lines = file.text.map(SourceLines.init)
        return ordered.map { $0.element.diagnostic(lines: lines) }
    }

    /// `1 error`, `2 errors`.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
