import Wayfinder
import WayfinderManifest
import Yams

extension Manifest {
    /// Reads a manifest from YAML text.
    ///
    /// YAML's aliases repeat the tree they name, so a few hundred bytes can stand for billions
    /// of values; the reader counts every value it expands against `limits`, and refuses
    /// nesting deeper than they allow, before anything is built.
    ///
    /// ```swift
    /// let manifest = try Manifest.decode(yaml: """
    ///     routes:
    ///       - pattern: /product/<int:id>
    ///         screen: product
    ///     """, file: "routes.yaml")
    /// ```
    ///
    /// - Parameters:
    ///   - text: the YAML.
    ///   - file: the name messages use.
    ///   - converters: parameter types the patterns may use, as the app's router has them.
    ///   - limits: how deep values may nest and how many there may be once aliases expand.
    /// - Throws: ``ManifestError`` listing every problem at once, each with its line and column.
    public static func decode(
        yaml text: String, file: String = "<manifest>", converters: [ParameterConverter] = [], limits: ManifestLimits = .default
    ) throws(ManifestError) -> Manifest {
        let node: ManifestNode
        do {
            guard let document = try Yams.compose(yaml: text) else {
                throw ManifestError(issues: [ManifestIssue(file: file, mark: SourceMark(line: 1, column: 1), key: "", message: "the YAML document is empty")])
            }
            var budget = YAMLTree.Budget(limits: limits)
            node = try YAMLTree.node(from: document, budget: &budget)
        } catch let error as ManifestError {
            throw error
        } catch let limit as YAMLTree.LimitExceeded {
            throw ManifestError(issues: [ManifestIssue(file: file, mark: limit.mark, key: "", message: limit.message)])
        } catch let error as YamlError {
            throw ManifestError(issues: [YAMLTree.issue(for: error, file: file)])
        } catch {
            throw ManifestError(issues: [ManifestIssue(file: file, mark: nil, key: "", message: "invalid YAML: \(error)")])
        }
        return try decode(node, file: file, converters: converters)
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
