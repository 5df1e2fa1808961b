#if YAML
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
    ///     version: 1
    ///     routes:
    ///       - pattern: /product/<int:id>
    ///         screen: product
    ///     """, file: "routes.yaml")
    /// ```
    ///
    /// - Parameters:
    ///   - text: the YAML.
    ///   - file: the name messages use.
    ///   - base: the app's router configuration, for the parameter types its patterns may
    ///     use; the manifest's own schemes and hosts apply over it.
    ///   - limits: how deep values may nest and how many there may be once aliases expand.
    /// - Throws: ``/WayfinderManifest/ManifestError`` listing every problem at once, each with its line and column.
    public static func decode(
        yaml text: String, file: String = "<manifest>", base: RouterConfiguration = .default, limits: ManifestLimits = .default
    ) throws(ManifestError) -> Manifest {
        let node: ManifestNode
        do {
            guard let document = try Yams.compose(yaml: text) else {
                throw ManifestError(issues: [
                    ManifestIssue(
                        file: file, mark: SourceMark(line: 1, column: 1), key: "", message: "the YAML document is empty")
                ])
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
        return try decode(node, file: file, base: base)
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
                throw LimitExceeded(
                    mark: mark, message: "values are nested more than \(maximumDepth) deep (ManifestLimits.maximumDepth)")
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
            throw LimitExceeded(
                mark: mark,
                message:
                    "the YAML holds more than \(budget.maximumValues) values once its aliases are expanded (ManifestLimits.maximumValues); aliases that repeat aliases multiply (a \"billion laughs\" file)"
            )
        }
        if case .mapping = yaml { try budget.enter(at: mark) } else if case .sequence = yaml { try budget.enter(at: mark) }
        defer { if case .mapping = yaml { budget.depth -= 1 } else if case .sequence = yaml { budget.depth -= 1 } }
        switch yaml {
        case .mapping(let mapping):
            var members: [ManifestNode.Member] = []
            for (key, value) in mapping {
                members.append(
                    ManifestNode.Member(
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
            // Plain scalars resolve by YAML 1.2's core schema: null, booleans, numbers, else text.
            let value = CoreSchema.value(of: scalar.string)
            if case .string = value { return ManifestNode(value, mark: mark, textMark: mark) }
            return ManifestNode(value, mark: mark)
        case .alias:
            return ManifestNode(.null, mark: mark)
        }
    }

    static func issue(for error: YamlError, file: String) -> ManifestIssue {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _):
            return ManifestIssue(
                file: file, mark: SourceMark(line: mark.line, column: mark.column), key: "", message: "invalid YAML: \(problem)")
        default:
            return ManifestIssue(file: file, mark: nil, key: "", message: "invalid YAML: \(error)")
        }
    }
}

/// YAML 1.2's core schema for plain scalars, resolved here rather than by Yams, whose resolver
/// also reads YAML 1.1's base-60 integers (`1:30`) and stops the process on one that overflows
/// (`-33:-3:63:-3:63:6:-3:6:-3:63:6`, found by fuzzing). A number too large for an integer is
/// read as a floating-point number, never trapped on.
enum CoreSchema {
    static func value(of text: String) -> ManifestNode.Value {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .number(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .number(-.infinity)
        case ".nan", ".NaN", ".NAN": return .number(.nan)
        default: break
        }
        if let number = number(text) { return .number(number) }
        return .string(text)
    }

    /// Decimal, `0o` octal and `0x` hexadecimal integers, and decimal floats, as the core
    /// schema writes them; nil for anything else.
    private static func number(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        func all(_ range: ArraySlice<UInt8>, _ allowed: (UInt8) -> Bool) -> Bool { !range.isEmpty && range.allSatisfy(allowed) }
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0") {
            let rest = bytes[2...]
            if bytes[1] == UInt8(ascii: "o"), all(rest, { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7") }) {
                return UInt64(String(decoding: rest, as: UTF8.self), radix: 8).map { Double($0) } ?? Double.infinity
            }
            if bytes[1] == UInt8(ascii: "x"), all(rest, { ASCII.hexValue($0) != nil }) {
                return UInt64(String(decoding: rest, as: UTF8.self), radix: 16).map { Double($0) } ?? Double.infinity
            }
        }
        // [-+]? ( . digits | digits ( . digits? )? ) ( [eE] [-+]? digits )?
        var index = bytes.startIndex
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        let integerStart = index
        while index < bytes.endIndex, isDigit(bytes[index]) { index += 1 }
        var digits = index - integerStart
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while index < bytes.endIndex, isDigit(bytes[index]) { index += 1 }
            digits += index - fractionStart
        }
        guard digits > 0 else { return nil }
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.endIndex, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            let exponentStart = index
            while index < bytes.endIndex, isDigit(bytes[index]) { index += 1 }
            guard index > exponentStart else { return nil }
        }
        guard index == bytes.endIndex else { return nil }
        return Double(text)
    }
}
#else
import Wayfinder
import WayfinderManifest

extension Manifest {
    /// Reads a manifest from YAML text: only with the package's `YAML` trait, which brings Yams.
    @available(
        *, unavailable,
        message: "WayfinderYAML reads YAML with the package's YAML trait: .package(url: ..., from: \"0.1.0\", traits: [\"YAML\"])"
    )
    public static func decode(
        yaml text: String, file: String = "<manifest>", base: RouterConfiguration = .default, limits: ManifestLimits = .default
    ) throws(ManifestError) -> Manifest {
        throw ManifestError(issues: [
            ManifestIssue(file: file, mark: nil, key: "", message: "YAML needs the package's YAML trait")
        ])
    }
}
#endif
