import Wayfinder
import WayfinderManifest

/// `wayfinder routes`: a manifest's route table, for people, scripts and docs.
struct RoutesCommand: ToolCommand {
    static let spec = CommandSpec(
        name: "routes",
        abstract: "List a manifest's routes.",
        discussion: """
            Prints one row per route, in the manifest's order: its name when some route has one, the pattern, the target (a screen and how it is presented when not pushed, an action, or a redirect), the outside sources that may reach it (internal, everywhere, or a list), the parent template, the tab, the guards and the description; '-' marks an empty cell. --json prints a JSON array with one object per line, keys always in the same order: pattern, name, kind, target, presentation, exposure, applications, externalActions, signed, parent, tab, guards, defaults, description, line. --markdown prints a table for docs. Exit status: 0, or 1 when the manifest does not load.

            Example:
              wayfinder routes --manifest Examples/shop.json --markdown > docs/routes.md
            """,
        options: [
            .value("manifest", help: "The manifest: JSON, a property list, or YAML.", required: true),
            .flag("json", help: "Print a JSON array, one route object a line."),
            .flag("markdown", help: "Print a Markdown table."),
        ]
    )

    let manifest: String
    let json: Bool
    let markdown: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        manifest = arguments.value("manifest", in: Self.spec)!
        json = arguments.flag("json")
        markdown = arguments.flag("markdown")
        if json && markdown { throw UsageError("--json and --markdown cannot be used together") }
    }

    func run() throws {
        let loaded = try ManifestFile.loadForCommand(manifest).manifest
        if json {
            print(Self.json(loaded))
        } else if markdown {
            print(Self.markdown(loaded))
        } else {
            print(Self.text(loaded))
        }
    }

    /// Whether to show a NAME column: only when some route has a name.
    static func showsNames(_ manifest: Manifest) -> Bool {
        manifest.routes.contains { $0.name != nil }
    }

    static func text(_ manifest: Manifest) -> String {
        let names = showsNames(manifest)
        var table = TextTable(
            header: (names ? ["NAME"] : []) + ["PATTERN", "TARGET", "EXPOSURE", "PARENT", "TAB", "GUARDS", "DESCRIPTION"])
        for entry in manifest.routes {
            let definition = entry.definition
            table.rows.append(
                (names ? [entry.name.map(MatchReport.visible) ?? "-"] : []) + [
                    entry.pattern, RouteText.target(definition.destination), RouteText.exposure(definition.exposure),
                    definition.parent ?? "-", definition.tab ?? "-",
                    definition.guards.isEmpty ? "-" : definition.guards.joined(separator: ", "),
                    entry.description.map(MatchReport.visible) ?? "-",
                ])
        }
        return table.text
    }

    static func markdown(_ manifest: Manifest) -> String {
        let names = showsNames(manifest)
        var table = MarkdownTable(
            header: (names ? ["Name"] : []) + ["Pattern", "Target", "Exposure", "Parent", "Tab", "Guards", "Description"])
        for entry in manifest.routes {
            let definition = entry.definition
            let target: String =
                switch definition.destination {
                case .screen(let id, .push): "screen " + MarkdownTable.code(id)
                case .screen(let id, let presentation):
                    "screen " + MarkdownTable.code(id) + " (\(presentation.manifestName))"
                case .action(let name): "action " + MarkdownTable.code(name)
                case .redirect(let url): "redirect " + MarkdownTable.code(url)
                }
            table.rows.append(
                (names ? [entry.name.map(MarkdownTable.code) ?? ""] : []) + [
                    MarkdownTable.code(entry.pattern), target, MarkdownTable.text(RouteText.exposure(definition.exposure)),
                    definition.parent.map(MarkdownTable.code) ?? "", definition.tab.map { MarkdownTable.text($0) } ?? "",
                    MarkdownTable.text(definition.guards.joined(separator: ", ")),
                    MarkdownTable.text(entry.description.map(MatchReport.visible) ?? ""),
                ])
        }
        return table.text
    }

    static func json(_ manifest: Manifest) -> String {
        let objects = manifest.routes.map { entry in JSON.line(object(entry)) }
        guard !objects.isEmpty else { return "[]" }
        return "[\n" + objects.map { "  " + $0 }.joined(separator: ",\n") + "\n]"
    }

    static func object(_ entry: Manifest.Entry) -> JSON.Value {
        let definition = entry.definition
        let (kind, name) = RouteText.kindAndName(definition.destination)
        var presentation: String?
        if case .screen(_, let shown) = definition.destination { presentation = shown.manifestName }
        var externalActions: String?
        if case .action = definition.destination { externalActions = definition.externalActions.rawValue }
        return .object([
            ("pattern", .string(entry.pattern)),
            ("name", .optional(entry.name)),
            ("kind", .string(kind)),
            ("target", .string(name)),
            ("presentation", .optional(presentation)),
            ("exposure", .array(RouteText.sources(definition.exposure).map(JSON.Value.string))),
            ("applications", definition.exposure.applications.map { .array($0.sorted().map(JSON.Value.string)) } ?? .null),
            ("externalActions", .optional(externalActions)),
            ("signed", definition.signed.map { .array($0.signedQuery.sorted().map(JSON.Value.string)) } ?? .null),
            ("parent", .optional(definition.parent)),
            ("tab", .optional(definition.tab)),
            ("guards", .array(definition.guards.map(JSON.Value.string))),
            ("defaults", .object(entry.defaults.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })),
            ("description", .optional(entry.description)),
            ("line", entry.mark.map { .int($0.line) } ?? .null),
        ])
    }
}
