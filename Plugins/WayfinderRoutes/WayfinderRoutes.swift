import Foundation
import PackagePlugin

/// Checks a target's route manifests on every build and generates Swift constants for their
/// route names, screen ids and action names (`RouteName`, `ScreenID`, `ActionName`).
///
/// ```swift
/// .target(name: "Shop", dependencies: ["Wayfinder"], plugins: [.plugin(name: "WayfinderRoutes", package: "wayfinder")])
/// ```
///
/// The manifests are the target's files named `routes.json`, or ending in `.routes.json`, and
/// the same in YAML (`.yaml`, `.yml`, with the package's YAML trait) or property lists
/// (`.plist`). An error in one fails the build, with the file, line and column the IDE shows;
/// a renamed route breaks the build where its old constant is used.
@main
struct WayfinderRoutes: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let manifests = module.sourceFiles.map(\.url).filter(Self.isManifest).sorted { $0.path < $1.path }
        guard !manifests.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "WayfinderRouteConstants.swift")
        let tool = try context.tool(named: "WayfinderTool")
        return [
            .buildCommand(
                displayName: "Checking the route manifests of \(target.name)",
                executable: tool.url,
                arguments: ["generate", "--output", output.path] + manifests.map(\.path),
                inputFiles: manifests,
                outputFiles: [output]
            )
        ]
    }

    /// `routes.json`, `shop.routes.json`, and the same in YAML and property lists.
    static func isManifest(_ url: URL) -> Bool {
        let name = url.lastPathComponent.lowercased()
        return ["json", "yaml", "yml", "plist"].contains { suffix in
            name == "routes.\(suffix)" || name.hasSuffix(".routes.\(suffix)")
        }
    }
}
