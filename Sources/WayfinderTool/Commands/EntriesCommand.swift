import Wayfinder
import WayfinderManifest

/// `wayfinder entries`: per way into the app, the routes it reaches, for a review before a
/// release.
struct EntriesCommand: ToolCommand {
    static let spec = CommandSpec(
        name: "entries",
        abstract: "List, for each way into the app, the routes it reaches.",
        discussion: """
            Prints one section per outside source (external, universal-link, notification, widget, spotlight, handoff, app-intent), in that order, each listing the routes exposed to it: the pattern, the target, what else the route asks of a link from outside (the guards it runs; "signed" and the query it signs; the activity type its screens advertise; for an action, whether outside links may run it) and the line where it is written. An action whose externalActions is "forbidden" is left out: outside links never run it. A source no route is exposed to says "nothing". The URLs the manifest's "entries" list for the source follow, each with the route it opens, or why it opens nothing (as wayfinder lint warns). The activity types the routes declare follow, for the app's Info.plist (NSUserActivityTypes). --json prints one object per source a line (its routes, and the entries it sends with the pattern each opens, or null), then one with the activity types. Exit status: 0, or 1 when the manifest does not load.

            Example:
              wayfinder entries --manifest Examples/shop.json
            """,
        options: [
            .value("manifest", help: "The manifest: JSON, a property list, or YAML.", required: true),
            .flag("json", help: "Print JSON, one source object a line."),
        ]
    )

    let manifest: String
    let json: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        manifest = arguments.value("manifest", in: Self.spec)!
        json = arguments.flag("json")
    }

    func run() throws {
        let loaded = try ManifestFile.loadForCommand(manifest).manifest
        print(json ? Self.json(loaded) : Self.text(loaded))
    }

    /// The routes a source reaches: exposed to it, and not an action outside links never run.
    static func routes(reachedBy source: LinkSource, in manifest: Manifest) -> [Manifest.Entry] {
        manifest.routes.filter { entry in
            let definition = entry.definition
            guard definition.exposure.contains(where: { $0.isSameKind(as: source) }) else { return false }
            if case .action = definition.destination { return definition.externalActions != .forbidden }
            return true
        }
    }

    /// What else the route asks of a link from outside, in words.
    static func demands(_ definition: RouteDefinition) -> [String] {
        var demands: [String] = []
        if !definition.guards.isEmpty { demands.append("guards " + definition.guards.joined(separator: ", ")) }
        if let signed = definition.signed {
            let query = signed.signedQuery.sorted()
            demands.append("signed" + (query.isEmpty ? " (path)" : " (path, " + query.joined(separator: ", ") + ")"))
        }
        if let type = definition.activityType { demands.append("activity " + type) }
        if case .action = definition.destination { demands.append("externalActions " + definition.externalActions.rawValue) }
        if let applications = definition.exposure.applications {
            demands.append("apps " + applications.sorted().joined(separator: ", "))
        }
        return demands
    }

    /// The URLs the manifest's entries list for `source`, each with the pattern of the route it
    /// opens from there, or why it opens none.
    static func sends(from source: LinkSource, in manifest: Manifest, router: Router<RouteDefinition>?) -> [(
        url: String, pattern: String?, reason: String?
    )] {
        guard let router else { return [] }
        return manifest.entryPoints.filter { $0.source.isSameKind(as: source) }.map { entry in
            let routes = router.routes
            switch EntryReach.of(EntryReach.url(entry.url, scheme: manifest.schemes.first), from: source, in: router) {
            case .route(let index): return (entry.url, routes[index].pattern, nil)
            case .unmatched: return (entry.url, nil, "no route matches")
            case .notExposed(let index): return (entry.url, nil, "\(routes[index].pattern) is not exposed to \(source.kindName)")
            case .forbiddenAction(let index): return (entry.url, nil, "outside links never run \(routes[index].pattern)")
            }
        }
    }

    static func activityTypes(_ manifest: Manifest) -> [String] {
        Set(manifest.routes.compactMap(\.definition.activityType)).sorted()
    }

    static func text(_ manifest: Manifest) -> String {
        var sections: [String] = []
        let router = try? manifest.makeRouter()
        for source in LinkSource.outsideKinds {
            let reached = routes(reachedBy: source, in: manifest)
            let sent = sends(from: source, in: manifest, router: router).map { send in
                "sends \(send.url) → " + (send.pattern ?? "not found: \(send.reason ?? "")")
            }
            guard !reached.isEmpty else {
                sections.append(([source.kindName + ": nothing"] + sent).joined(separator: "\n"))
                continue
            }
            var table = TextTable(header: ["PATTERN", "TARGET", "ASKS", "LINE"])
            for entry in reached {
                let demands = demands(entry.definition)
                table.rows.append([
                    entry.pattern, RouteText.target(entry.definition.destination),
                    demands.isEmpty ? "-" : demands.joined(separator: "; "), entry.mark.map { String($0.line) } ?? "-",
                ])
            }
            sections.append(
                ["\(source.kindName): \(reached.count) route\(reached.count == 1 ? "" : "s")", table.text]
                    .joined(separator: "\n") + sent.map { "\n" + $0 }.joined())
        }
        let types = activityTypes(manifest)
        sections.append("activity types: " + (types.isEmpty ? "none" : types.joined(separator: ", ")))
        return sections.joined(separator: "\n\n")
    }

    static func json(_ manifest: Manifest) -> String {
        let router = try? manifest.makeRouter()
        var lines = LinkSource.outsideKinds.map { source in
            JSON.line(
                .object([
                    ("source", .string(source.kindName)),
                    (
                        "routes",
                        .array(
                            routes(reachedBy: source, in: manifest).map { entry in
                                .object([
                                    ("pattern", .string(entry.pattern)),
                                    ("target", .string(RouteText.target(entry.definition.destination))),
                                    ("asks", .array(demands(entry.definition).map(JSON.Value.string))),
                                    ("line", entry.mark.map { .int($0.line) } ?? .null),
                                ])
                            })
                    ),
                    (
                        "sends",
                        .array(
                            sends(from: source, in: manifest, router: router).map { send in
                                .object([("url", .string(send.url)), ("opens", send.pattern.map(JSON.Value.string) ?? .null)])
                            })
                    ),
                ]))
        }
        lines.append(JSON.line(.object([("activityTypes", .array(activityTypes(manifest).map(JSON.Value.string)))])))
        return lines.joined(separator: "\n")
    }
}
