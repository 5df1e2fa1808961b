import Foundation
import Wayfinder
import WayfinderManifest

/// `wayfinder demo`: an example shop app routed by its manifest, one link at a time.
struct DemoCommand: ToolCommand {
    static let spec = CommandSpec(
        name: "demo",
        abstract: "Walk through an example shop app: links from other apps, universal links, guards, results, fallbacks.",
        discussion: """
            Without options, runs a story through the shop manifest embedded in the tool (the same as Examples/shop.json), printing each link, where it came from, the outcome, and the screen tree after it. With --interactive, gives a prompt: type a URL to open it inside the app, or a command (type 'help'). With --manifest, runs on another manifest: each screen route is opened once with sample values.

            Examples:
              wayfinder demo
              wayfinder demo --interactive
              wayfinder demo --manifest Examples/large.yaml
            """,
        options: [
            .flag("interactive", help: "Type URLs and commands at a prompt."),
            .value("manifest", help: "A manifest to run instead of the embedded shop (JSON, property list or YAML)."),
        ]
    )

    let interactive: Bool
    let manifest: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        interactive = arguments.flag("interactive")
        manifest = arguments.value("manifest", in: Self.spec)
    }

    @MainActor
    func run() async throws {
        let loaded: Manifest
        if let manifest {
            do {
                loaded = try ManifestFile.load(manifest).manifest
            } catch {
                for diagnostic in error.diagnostics { StandardError.print(diagnostic.description) }
                throw ToolExit(status: ExitStatus.failure)
            }
        } else {
            loaded = try Manifest.decode(json: ShopManifest.json, file: ShopManifest.fileName)
        }
        let app = try DemoApp(manifest: loaded)
        if interactive {
            await DemoPrompt(app: app).run()
        } else if manifest == nil {
            print(await DemoStory.shop(app))
        } else {
            print(await DemoTour.run(app))
        }
    }
}
