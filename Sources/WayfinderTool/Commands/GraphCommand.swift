import Wayfinder
import WayfinderManifest

/// `wayfinder graph`: a manifest's screens and how they stack, as a diagram.
struct GraphCommand: ToolCommand {
    enum Format: String, CaseIterable {
        case mermaid
        case dot
    }

    static let spec = CommandSpec(
        name: "graph",
        abstract: "Draw a manifest's screens and their parent and tab relations.",
        discussion: """
            Prints a Mermaid flowchart (the default) or a Graphviz digraph. Nodes: each tab, then each screen the manifest names (tab roots, routes, the web fallback, the not-found screen), in the manifest's order; screens some route presents modally are drawn rounded, and a screen whose routes name a split view column says which: 'message (detail)'. An arrow goes from a screen to the screen opened above it: from a tab to its root screen; from the screen a route's parent template leads to (filled with sample values) to the route's screen, labelled 'parent'; from a tab's root screen to the screen of a route in that tab without a parent, dashed and labelled 'in tab'. The order is the manifest's, so the output is the same on every run. Exit status: 0, or 1 when the manifest does not load.

            Examples:
              wayfinder graph --manifest Examples/shop.json > docs/screens.mmd
              wayfinder graph --manifest shop.json --format dot | dot -Tsvg > map.svg
            """,
        options: [
            .value("manifest", help: "The manifest: JSON, a property list, or YAML.", required: true),
            .value(
                "format", help: "The diagram language.", choices: Format.allCases.map(\.rawValue),
                default: Format.mermaid.rawValue),
        ]
    )

    let manifest: String
    let format: Format

    init(_ arguments: ParsedArguments) throws(UsageError) {
        manifest = arguments.value("manifest", in: Self.spec)!
        format = arguments.value("format", in: Self.spec).flatMap(Format.init(rawValue:)) ?? .mermaid
    }

    func run() throws {
        let loaded = try ManifestFile.loadForCommand(manifest).manifest
        let router = try loaded.routerForCommand()
        let graph = ManifestGraph(manifest: loaded, router: router)
        print(format == .mermaid ? graph.mermaid : graph.dot)
    }
}
