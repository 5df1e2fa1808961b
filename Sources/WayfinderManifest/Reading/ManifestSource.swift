import Foundation
import Wayfinder

/// A manifest file read the one way the library and the tool read it: the size limit first,
/// whatever the format, then strict UTF-8 for text, then the reader the extension names. The
/// text is kept, for diagnostics that show the line.
package struct ManifestSource {
    /// The name issues use: what the caller called the file.
    package let name: String
    /// The file's text; `nil` for a property list, which keeps no positions.
    package let text: String?
    package let manifest: Manifest

    /// Reads a YAML manifest's text; WayfinderYAML supplies it.
    package typealias YAMLReader = (_ text: String, _ file: String, _ base: RouterConfiguration, _ limits: ManifestLimits)
        throws(ManifestError) -> Manifest

    /// What a file that does not load came to: its issues, and its text when it was read.
    package struct Failure: Error {
        package let text: String?
        package let error: ManifestError
    }

    /// Reads a manifest file: `.plist` as a property list, `.yaml` and `.yml` with `readYAML`,
    /// anything else as JSON.
    /// - Parameters:
    ///   - url: the file.
    ///   - name: the file's name in issues.
    ///   - readYAML: the YAML reader, or `nil` when YAML is not read here; a YAML file is then
    ///     refused with `noYAML` as the message.
    /// - Throws: ``Failure`` when the file cannot be read, is larger than `limits` allow, is not
    ///   UTF-8, or does not describe a valid route table.
    package static func read(
        contentsOf url: URL, name: String, base: RouterConfiguration = .default, limits: ManifestLimits = .default,
        readYAML: YAMLReader?, noYAML: String
    ) throws(Failure) -> ManifestSource {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw Failure(
                text: nil,
                error: ManifestError(issues: [ManifestIssue(file: name, mark: nil, key: "", message: "cannot read the file")]))
        }
        let format = url.pathExtension.lowercased()
        do throws(ManifestError) {
            try Manifest.checkSize(of: data, file: name, limits: limits)
        } catch {
            throw Failure(text: nil, error: error)
        }
        if format == "plist" {
            do throws(ManifestError) {
                return ManifestSource(
                    name: name, text: nil, manifest: try Manifest.decode(propertyList: data, file: name, base: base))
            } catch {
                throw Failure(text: nil, error: error)
            }
        }
        let text: String
        do throws(ManifestError) {
            text = try Manifest.text(of: data, file: name, limits: limits)
        } catch {
            throw Failure(text: nil, error: error)
        }
        do throws(ManifestError) {
            switch format {
            case "yaml", "yml":
                guard let readYAML else {
                    throw ManifestError(issues: [ManifestIssue(file: name, mark: nil, key: "", message: noYAML)])
                }
                return ManifestSource(name: name, text: text, manifest: try readYAML(text, name, base, limits))
            default:
                return ManifestSource(
                    name: name, text: text, manifest: try Manifest.decode(json: text, file: name, base: base, limits: limits))
            }
        } catch {
            throw Failure(text: text, error: error)
        }
    }
}
