import Wayfinder
import WayfinderManifest

extension ManifestFile {
    /// Loads the manifest a command works on. When the file cannot be loaded, prints every
    /// problem to standard error as a compiler prints it and ends the tool with status 1.
    static func loadForCommand(_ path: String) throws(ToolExit) -> ManifestFile {
        do {
            return try load(path)
        } catch {
            for diagnostic in error.diagnostics { StandardError.print(diagnostic.description) }
            throw ToolExit(status: ExitStatus.failure)
        }
    }
}

extension Manifest {
    /// The manifest's router. A manifest that loaded has a valid table; should building it
    /// fail all the same, the problems go to standard error and the tool ends with status 1.
    func routerForCommand() throws(ToolExit) -> Router<RouteDefinition> {
        do {
            return try makeRouter()
        } catch {
            for issue in error.issues { StandardError.print(issue.description) }
            throw ToolExit(status: ExitStatus.failure)
        }
    }
}
