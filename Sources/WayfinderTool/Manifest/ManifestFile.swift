import Foundation
import Wayfinder
import Yams

/// A manifest file as the tool reads it: JSON and property lists through the library, YAML
/// through Yams, with the text kept for diagnostics.
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
            let lines = text.map(ManifestIssue.lines(of:))
            return issues.map { $0.diagnostic(lines: lines) }
        }
    }

    static func load(_ path: String) throws(Failure) -> ManifestFile {
        let url = URL(fileURLWithPath: path)
        let name = path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(path: path, text: nil, issues: [ManifestIssue(file: name, mark: nil, key: "", message: "cannot read the file")])
        }
        switch url.pathExtension.lowercased() {
        case "plist":
            do {
                return ManifestFile(path: path, text: nil, manifest: try Manifest.decode(propertyList: data, file: name))
            } catch {
                throw Failure(path: path, text: nil, issues: error.issues)
            }
        case "yaml", "yml":
            let text = String(decoding: data, as: UTF8.self)
            let node: ManifestNode
            do {
                guard let document = try Yams.compose(yaml: text) else {
                    throw Failure(path: path, text: text, issues: [ManifestIssue(file: name, mark: SourceMark(line: 1, column: 1), key: "", message: "the YAML document is empty")])
                }
                node = YAMLTree.node(from: document)
            } catch let failure as Failure {
                throw failure
            } catch let error as YamlError {
                throw Failure(path: path, text: text, issues: [YAMLTree.issue(for: error, file: name)])
            } catch {
                throw Failure(path: path, text: text, issues: [ManifestIssue(file: name, mark: nil, key: "", message: "invalid YAML: \(error)")])
            }
            do {
                return ManifestFile(path: path, text: text, manifest: try Manifest.decode(node, file: name))
            } catch {
                throw Failure(path: path, text: text, issues: error.issues)
            }
        default:
            let text = String(decoding: data, as: UTF8.self)
            do {
                return ManifestFile(path: path, text: text, manifest: try Manifest.decode(json: text, file: name))
            } catch {
                throw Failure(path: path, text: text, issues: error.issues)
            }
        }
    }
}

/// Converts Yams' node tree, with its marks, into the library's manifest tree.
enum YAMLTree {
    static func node(from yaml: Node) -> ManifestNode {
        let mark = yaml.mark.map { SourceMark(line: $0.line, column: $0.column) }
        switch yaml {
        case .mapping(let mapping):
            return ManifestNode(.object(mapping.map { key, value in
                ManifestNode.Member(
                    key: key.string ?? String(describing: key),
                    keyMark: key.mark.map { SourceMark(line: $0.line, column: $0.column) },
                    value: node(from: value))
            }), mark: mark)
        case .sequence(let sequence):
            return ManifestNode(.array(sequence.map(node(from:))), mark: mark)
        case .scalar(let scalar):
            switch scalar.style {
            case .singleQuoted, .doubleQuoted:
                let text = mark.map { SourceMark(line: $0.line, column: $0.column + 1) }
                return ManifestNode(.string(scalar.string), mark: mark, textMark: text)
            case .literal, .folded:
                return ManifestNode(.string(scalar.string), mark: mark)
            case .plain, .any:
                break
            }
            // Plain scalars resolve by YAML's core schema: null, booleans, numbers, else text.
            if yaml.null != nil { return ManifestNode(.null, mark: mark) }
            if let flag = yaml.bool { return ManifestNode(.bool(flag), mark: mark) }
            if let number = yaml.int.map(Double.init) ?? yaml.float { return ManifestNode(.number(number), mark: mark) }
            return ManifestNode(.string(scalar.string), mark: mark, textMark: mark)
        case .alias:
            return ManifestNode(.null, mark: mark)
        }
    }

    static func issue(for error: YamlError, file: String) -> ManifestIssue {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _):
            return ManifestIssue(file: file, mark: SourceMark(line: mark.line, column: mark.column), key: "", message: "invalid YAML: \(problem)")
        default:
            return ManifestIssue(file: file, mark: nil, key: "", message: "invalid YAML: \(error)")
        }
    }
}
