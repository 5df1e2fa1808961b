import Foundation
import Wayfinder
import WayfinderManifest

#if YAML
import WayfinderYAML
#endif

/// A manifest file as the tool reads it, through the library's readers, with the text kept for
/// diagnostics.
struct ManifestFile {
    let path: String
    let text: String?
    let manifest: Manifest

    /// The problems a file has, when it cannot be loaded.
    struct Failure: Error {
        let path: String
        let text: String?
        let issues: [ManifestIssue]

        /// Every issue as a compiler prints it, with source line and caret.
        var diagnostics: [SourceDiagnostic] {
            let lines = text.map(SourceLines.init)
            return issues.map { $0.diagnostic(lines: lines) }
        }
    }

    /// Reads a manifest file as ``Manifest/load(contentsOf:base:limits:)`` does, through the
    /// same reader (`ManifestSource`), naming it as given and keeping its text; YAML when the
    /// tool was built with the YAML trait.
    static func load(_ path: String, limits: ManifestLimits = .default) throws(Failure) -> ManifestFile {
        do throws(ManifestSource.Failure) {
            let source = try ManifestSource.read(
                contentsOf: URL(fileURLWithPath: path), name: path, limits: limits, readYAML: yamlReader,
                noYAML:
                    "this wayfinder was built without YAML; build it with the YAML trait (swift run --traits YAML wayfinder ...) or give a JSON manifest"
            )
            return ManifestFile(path: path, text: source.text, manifest: source.manifest)
        } catch {
            throw Failure(path: path, text: error.text, issues: error.error.issues)
        }
    }

    /// WayfinderYAML's reader, when the tool has it.
    private static var yamlReader: ManifestSource.YAMLReader? {
        #if YAML
        return { (text, file, base, limits) throws(ManifestError) in
            try Manifest.decode(yaml: text, file: file, base: base, limits: limits)
        }
        #else
        return nil
        #endif
    }
}
