import Wayfinder
import WayfinderManifest

/// `wayfinder open`: opens URLs in a headless app made from a manifest.
struct OpenCommand: ToolCommand {
    static let spec = CommandSpec(
        name: "open",
        abstract: "Open URLs in a headless app built from a manifest and show where they lead.",
        discussion: """
            Builds an app in memory from the manifest: a navigator on a headless host, every screen the manifest names registered by id, every action answering "ran NAME". Guards the manifest names are configured as interceptors that always proceed, so guarded routes open as for a signed-in user; URLs the systemOpener allowlist takes are reported as handed to the system; an action that asks to confirm an outside link is declined unless --confirm is given. When the manifest has tabs, the app starts by showing them; otherwise the first screen opened becomes the root.

            The URLs are opened in order, each through the door its source uses: in-app calls for app (the default), the outside door for the others, where only routes exposed to that source answer. Prints each URL with its outcome and, for a screen, the arrival policy it landed by, then the final screen tree, and the columns a wide window shows when the routes lay it out as a split view. With --json, prints one JSON object a line: {"type": "outcome", ...} for each URL (keys: type, url, source, outcome, redirects, screen, arrival, fallback, message, rejection, changes, description), then {"type": "state", ...} (keys: type, root, modals, topmost, tree, and columns when the base stack is a split view: its screens by column). The outcome's texts (description, redirects, rejection, changes) carry no value from the URL: redirects show their route's pattern, unmatched URLs their scheme and web host. The screens (screen, and the state) show what was opened, arguments included, as the screen tree does.

            Exit status: 0 when every URL was opened, whatever its outcome; 1 when the manifest does not load; 2 on usage errors.

            Examples:
              wayfinder open --manifest Examples/shop.json shop://product/42 shop://login
              wayfinder open --manifest Examples/shop.json --source external --json \\
                shop://admin/users
            """,
        options: [
            .value("manifest", help: "The manifest: JSON, a property list, or YAML.", required: true),
            .value(
                "source", help: "Where the links come from.", choices: SourceOption.allCases.map(\.rawValue),
                default: SourceOption.app.rawValue),
            .flag("confirm", help: "Answer yes when an action asks to confirm a link from outside."),
            .flag("json", help: "Print one JSON object per URL, then the final state."),
            URLInput.option,
        ],
        arguments: [
            URLInput.argument
        ]
    )

    let manifest: String
    let source: SourceOption
    let confirm: Bool
    let json: Bool
    let input: URLInput

    init(_ arguments: ParsedArguments) throws(UsageError) {
        manifest = arguments.value("manifest", in: Self.spec)!
        source = arguments.value("source", in: Self.spec).flatMap(SourceOption.init(rawValue:)) ?? .app
        confirm = arguments.flag("confirm")
        json = arguments.flag("json")
        input = try URLInput(arguments)
    }

    @MainActor
    func run() async throws {
        let loaded = try ManifestFile.loadForCommand(manifest).manifest
        let router = try loaded.routerForCommand()
        let app = ManifestApp(manifest: loaded, router: router, confirmsActions: confirm)
        if !loaded.tabs.isEmpty { await app.navigator.showTabs() }
        for url in try input.all() {
            let link = source.linkSource
            // Read before the open: the policy a screen route lands by, whatever the state.
            let policy = app.navigator.arrivalPolicy(for: url, from: link)
            let outcome =
                link.isExternal
                ? await app.navigator.openExternal(url, from: link)
                : await app.navigator.open(url)
            let arrival: ArrivalPolicy? = if case .navigated = outcome.kind.final { policy } else { nil }
            if json {
                print(JSON.line(OutcomeJSON.outcome(outcome, url: url, source: source, arrival: arrival)))
            } else {
                print("\(MatchReport.visible(url)) [\(source.rawValue)]")
                print("  " + MatchReport.visible(outcome.description))
                if let arrival { print("  lands \(arrival)") }
            }
        }
        let state = app.navigator.state
        let columns = app.navigator.columns
        if json {
            print(JSON.line(OutcomeJSON.state(state, columns: columns)))
        } else {
            print("")
            print(state.description)
            if let columns {
                // What a window wide enough for a split view shows of the base stack.
                print("")
                print("columns")
                for column in SplitColumn.allCases where !columns[column].isEmpty {
                    let name = column.rawValue.padding(toLength: 14, withPad: " ", startingAt: 0)
                    print("  \(name) " + columns[column].map(\.description).joined(separator: ", "))
                }
            }
        }
    }
}
