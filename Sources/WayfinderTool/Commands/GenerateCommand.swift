import Foundation
import WayfinderManifest

/// `wayfinder generate`: checks a module's manifests as `lint` does and writes Swift constants
/// for their route names, screen ids and action names. The build plugin runs it on every build.
struct GenerateCommand: ToolCommand {
    static let spec = CommandSpec(
        name: "generate",
        abstract: "Check manifests and write Swift constants for their route names, screens and actions.",
        discussion: """
            Checks the files together as 'wayfinder lint' does and prints every problem on standard error as a compiler does (file:line:column: error: ...), which Xcode and SwiftPM show at the spot. With no error, writes a Swift file with an enum for each kind of name the manifests use: RouteName (the routes' names, for router.url(named:)), ScreenID and ActionName (for the catalog), so that a route renamed in a manifest breaks the build where the old name is used. The file is rewritten only when its text changes. The WayfinderRoutes build plugin runs this command on the manifests of a target (files named routes.json, *.routes.json, and the same in YAML or property lists).

            Exit status: 0 when the file was written (warnings alone are fine); 1 when a manifest has errors, or two names become the same Swift name; 2 on usage errors.

            Example:
              wayfinder generate --output RouteNames.swift Sources/Shop/routes.json
            """,
        options: [
            .value("output", valueName: "file", help: "The Swift file to write.", required: true),
            .value(
                "access", help: "The access level of the constants.", choices: ["internal", "public", "package"],
                default: "internal"),
        ],
        arguments: [ArgumentSpec(name: "files", help: "The manifest files of the module.", repeats: true)]
    )

    let output: String
    let access: String
    let files: [String]

    init(_ arguments: ParsedArguments) throws(UsageError) {
        output = arguments.value("output", in: Self.spec)!
        access = arguments.value("access", in: Self.spec)!
        files = arguments.positionals
    }

    func run() throws {
        let (diagnostics, manifests) = LintCommand.check(files)
        var errors = 0
        for diagnostic in diagnostics {
            StandardError.print(diagnostic.description)
            if diagnostic.severity == .error { errors += 1 }
        }
        guard errors == 0 else { throw ToolExit(status: ExitStatus.failure) }
        let constants: ConstantsFile
        do {
            constants = try ConstantsFile(manifests: manifests, access: access)
        } catch {
            StandardError.print("\(files.first ?? "<manifest>"): error: \(error)")
            throw ToolExit(status: ExitStatus.failure)
        }
        let url = URL(fileURLWithPath: output)
        let text = constants.text
        if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            StandardError.print("error: cannot write \(output): \(error.localizedDescription)")
            throw ToolExit(status: ExitStatus.failure)
        }
    }
}
