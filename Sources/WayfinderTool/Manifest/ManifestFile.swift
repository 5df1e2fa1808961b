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

    /// Reads a manifest file as the library does (size limit, strict UTF-8, JSON and property
    /// lists through it), and YAML through Yams into the library's tree, bounded in depth and
    /// in the values its aliases expand to.
    static func load(_ path: String, limits: ManifestLimits = .default) throws(Failure) -> ManifestFile {
        let url = URL(fileURLWithPath: path)
        let name = path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(path: path, text: nil, issues: [ManifestIssue(file: name, mark: nil, key: "", message: "cannot read the file")])
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
            let node: ManifestNode
            do {
                guard let document = try Yams.compose(yaml: text) else {
                    throw Failure(path: path, text: text, issues: [ManifestIssue(file: name, mark: SourceMark(line: 1, column: 1), key: "", message: "the YAML document is empty")])
                }
                var budget = YAMLTree.Budget(limits: limits)
                node = try YAMLTree.node(from: document, budget: &budget)
            } catch let failure as Failure {
                throw failure
            } catch let limit as YAMLTree.LimitExceeded {
                throw Failure(path: path, text: text, issues: [ManifestIssue(file: name, mark: limit.mark, key: "", message: limit.message)])
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
            do {
                return ManifestFile(path: path, text: text, manifest: try Manifest.decode(json: text, file: name, limits: limits))
            } catch {
                throw Failure(path: path, text: text, issues: error.issues)
            }
        }
    }
}

/// Converts Yams' node tree, with its marks, into the library's manifest tree.
enum YAMLTree {
    /// What a conversion may still spend: values, and depth. An alias repeats the tree it
    /// names, so a small file can expand to billions of values; every value counts.
    struct Budget {
        var valuesLeft: Int
        let maximumValues: Int
        let maximumDepth: Int
        var depth = 0

        init(limits: ManifestLimits) {
            valuesLeft = limits.maximumValues
            maximumValues = limits.maximumValues
            maximumDepth = limits.maximumDepth
        }

        /// Goes one level deeper, into a mapping or a sequence.
        mutating func enter(at mark: SourceMark?) throws(LimitExceeded) {
            depth += 1
            guard depth <= maximumDepth else {
                throw LimitExceeded(mark: mark, message: "values are nested more than \(maximumDepth) deep (ManifestLimits.maximumDepth)")
            }
        }
    }

    /// The YAML is larger or deeper than the limits allow.
    struct LimitExceeded: Error {
        let mark: SourceMark?
        let message: String
    }

    static func node(from yaml: Node, budget: inout Budget) throws(LimitExceeded) -> ManifestNode {
        let mark = yaml.mark.map { SourceMark(line: $0.line, column: $0.column) }
        budget.valuesLeft -= 1
        guard budget.valuesLeft >= 0 else {
            throw LimitExceeded(mark: mark, message: "the YAML holds more than \(budget.maximumValues) values once its aliases are expanded (ManifestLimits.maximumValues); aliases that repeat aliases multiply (a \"billion laughs\" file)")
        }
        if case .mapping = yaml { try budget.enter(at: mark) } else if case .sequence = yaml { try budget.enter(at: mark) }
        defer { if case .mapping = yaml { budget.depth -= 1 } else if case .sequence = yaml { budget.depth -= 1 } }
        switch yaml {
        case .mapping(let mapping):
            var members: [ManifestNode.Member] = []
            for (key, value) in mapping {
                members.append(ManifestNode.Member(
                    key: key.string ?? String(describing: key),
                    keyMark: key.mark.map { SourceMark(line: $0.line, column: $0.column) },
                    value: try node(from: value, budget: &budget)))
            }
            return ManifestNode(.object(members), mark: mark)
        case .sequence(let sequence):
            var items: [ManifestNode] = []
            for item in sequence { items.append(try node(from: item, budget: &budget)) }
            return ManifestNode(.array(items), mark: mark)
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
