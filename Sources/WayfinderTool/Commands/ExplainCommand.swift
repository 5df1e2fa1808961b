import Wayfinder
import WayfinderManifest
@_spi(Internals) import WayfinderRouting

/// `wayfinder explain`: which route a URL matches and why, or why none does.
struct ExplainCommand: ToolCommand {
    static let spec = CommandSpec(
        name: "explain",
        abstract: "Explain which route a URL matches, and why, or why none does.",
        discussion: """
            Reads the URL as the router does and matches it against the manifest's routes. For a match it prints the route and where it is written, how the scheme or host was read, each segment and the pattern segment that took it (a literal, a typed or string capture, '*', a rest capture), the path parameters, the query and fragment (never matched), the route's defaults, its target, tab and parent (the template filled in), its exposure, guards and description, and any other route that matches too with the rule that ranks it lower. With --source, it also says whether a link from that source reaches the route.

            Without a match it says whether the scheme or host is accepted, then names the nearest routes: those that line up with the most segments (or, when none shares the first one, whose first literal is a typo away), each with the segments that matched and the segment where it stopped and why: a literal differs, a value does not convert (not an int), the URL ends too soon or goes on too long, the pattern names another scheme, the host is not a universal-link host.

            Exit status: 0 when the URL was explained, matched or not; 1 when the manifest does not load or the URL is refused while reading (the reason goes to standard error); 2 on usage errors.

            Example:
              wayfinder explain --manifest Examples/shop.json 'shop://product/forty-two'
            """,
        options: [
            .value("manifest", help: "The manifest: JSON, a property list, or YAML.", required: true),
            .value(
                "source", help: "Also say whether a link from this source reaches the route.",
                choices: SourceOption.allCases.map(\.rawValue)),
        ],
        arguments: [
            ArgumentSpec(name: "url", help: "The URL to explain.")
        ]
    )

    let manifest: String
    let source: SourceOption?
    let url: String

    init(_ arguments: ParsedArguments) throws(UsageError) {
        manifest = arguments.value("manifest", in: Self.spec)!
        source = arguments.value("source", in: Self.spec).flatMap(SourceOption.init(rawValue:))
        url = arguments.positionals[0]
    }

    func run() throws {
        let loaded = try ManifestFile.loadForCommand(manifest).manifest
        let router = try loaded.routerForCommand()
        do {
            _ = try RouteURL(url, limits: router.configuration.limits)
        } catch {
            StandardError.print("error: '\(MatchReport.visible(url))' is refused: \(error)")
            throw ToolExit(status: ExitStatus.failure)
        }
        let explanation = Explanation(manifest: loaded, router: router, url: url, source: source?.linkSource)
        print(explanation.lines().joined(separator: "\n"))
    }
}
