import Wayfinder
import WayfinderManifest

/// `wayfinder aasa`: the `apple-app-site-association` file for a manifest's universal links.
struct AASACommand: ToolCommand {
    static let spec = CommandSpec(
        name: "aasa",
        abstract: "Write the apple-app-site-association file for the routes exposed to universal links.",
        discussion: """
            Prints the file in Apple's current format: {"applinks": {"details": [{"appIDs": [...], "components": [...]}]}}, claiming the paths the router answers with a route exposed to universal links (exposure "universal-link" or "everywhere"), with each route's pattern and description as the comment. A pattern becomes a path pattern: literals as a URL carries them, each capture, '*', '<path:>' and '**' as '?*' (one character or more); an optional tail gives a component without it and one with it; a path without '*' also stands with a trailing slash. The query and fragment are not matched. Where a '?*' would also claim a route that is not exposed (/<slug> and an internal /admin), that route's paths are excluded ("exclude": true), and components are ordered so that the first that matches gives the router's answer. An AASA '*' also matches '/', so the file may still send a few URLs to the app that no route takes; the app answers those as it answers any unknown link.

            A route exposed to universal links whose pattern names a scheme cannot be written (a custom scheme is never a universal link; an https pattern names its host, and the file is served per domain): each such route is reported, nothing is printed, and the exit status is 1. So it is when no route is exposed to universal links. Serve the output as https://HOST/.well-known/apple-app-site-association for each host in universalLinkHosts.

            Exit status: 0 with the file on standard output; 1 when the manifest does not load or a route cannot be converted; 2 on usage errors, such as an app ID without its team prefix.

            Example:
              wayfinder aasa --manifest shop.json --app-id ABCDE12345.com.example.shop
            """,
        options: [
            .value("manifest", help: "The manifest: JSON, a property list, or YAML.", required: true),
            .values(
                "app-id", help: "The app: its team ID (ten letters and digits), a dot, its bundle identifier; repeat for more.",
                required: true),
        ]
    )

    let manifest: String
    let appIDs: [String]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        manifest = arguments.value("manifest", in: Self.spec)!
        appIDs = arguments.all("app-id")
        for appID in appIDs {
            if let problem = Self.problem(with: appID) { throw UsageError(problem) }
        }
    }

    /// What is wrong with an app ID's shape, if anything: `TEAMID.bundle.id`.
    static func problem(with appID: String) -> String? {
        let parts = appID.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let team = parts[0]
        let isTeam = team.count == 10 && team.allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber) }
        guard isTeam, parts.count == 2 else {
            return "'\(appID)' has no team prefix; an app ID is TEAMID.bundle.id, such as ABCDE12345.com.example.shop"
        }
        let bundle = parts[1]
        let valid =
            !bundle.isEmpty && !bundle.hasPrefix(".") && !bundle.hasSuffix(".") && !bundle.contains("..")
            && bundle.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }
        return valid ? nil : "'\(appID)' has no valid bundle identifier after its team prefix; use letters, digits, '-' and '.'"
    }

    func run() throws {
        let file = try ManifestFile.loadForCommand(manifest)
        let loaded = file.manifest
        let association: AppSiteAssociation
        do {
            association = try AppSiteAssociation(manifest: loaded)
        } catch {
            for issue in error.issues {
                StandardError.print(issue.diagnostic(source: file.text).description)
            }
            throw ToolExit(status: ExitStatus.failure)
        }
        guard !association.components.isEmpty else {
            StandardError.print(
                "\(loaded.file): error: no route is exposed to universal links; give a route \"exposure\": [\"universal-link\"] or \"everywhere\""
            )
            throw ToolExit(status: ExitStatus.failure)
        }
        if association.hasContradictoryOrder {
            StandardError.print(
                "\(loaded.file): warning: some routes exposed to universal links and some that are not overlap in ways no order of the file's components separates, since '*' also takes '/'; a few paths will open in the app and answer \"not found\", or open in the browser. Give the internal routes a literal first segment of their own to avoid it"
            )
        }
        if loaded.universalLinkHosts.isEmpty {
            StandardError.print(
                "\(loaded.file): warning: the manifest lists no \"universalLinkHosts\", so the app's router takes no universal link; list the hosts that serve this file"
            )
        }
        print(JSON.pretty(association.json(appIDs: appIDs)))
    }
}
