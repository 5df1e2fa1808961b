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

    /// Reads a manifest file as ``Manifest/load(contentsOf:base:limits:)`` does (size
    /// limit, strict UTF-8, the reader its extension names), keeping the text.
    static func load(_ path: String, limits: ManifestLimits = .default) throws(Failure) -> ManifestFile {
        let url = URL(fileURLWithPath: path)
        let name = path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(
                path: path, text: nil, issues: [ManifestIssue(file: name, mark: nil, key: "", message: "cannot read the file")])
        }
        if url.pathExtension.lowercased() == "plist" {
            do {
                try Manifest.checkSize(of: data, file: name, limits: limits)
                return ManifestFile(path: path, text: nil, manifest: try Manifest.decode(propertyList: data, file: name))
            } catch {
                throw Failure(path: path, text: nil, issues: error.issues)
            }
        }
        let text: String
        do {
            text = try Manifest.text(of: data, file: name, limits: limits)
        } catch {
            throw Failure(path: path, text: nil, issues: error.issues)
        }
        switch url.pathExtension.lowercased() {
        case "yaml", "yml":
            #if YAML
            do {
                return ManifestFile(path: path, text: text, manifest: try Manifest.decode(yaml: text, file: name, limits: limits))
            } catch {
                throw Failure(path: path, text: text, issues: error.issues)
            }
            #else
            throw Failure(
                path: path, text: text,
                issues: [
                    ManifestIssue(
                        file: name, mark: nil, key: "",
                        message:
                            "this wayfinder was built without YAML; build it with the YAML trait (swift run --traits YAML wayfinder ...) or give a JSON manifest"
                    )
                ])
            #endif
        default:
            do {
                return ManifestFile(path: path, text: text, manifest: try Manifest.decode(json: text, file: name, limits: limits))
            } catch {
                throw Failure(path: path, text: text, issues: error.issues)
            }
        }
    }
}
