import Foundation
import Wayfinder
@_spi(Internals) import WayfinderRouting

extension Manifest {
    /// Reads a manifest from JSON text.
    ///
    /// - Parameters:
    ///   - text: the JSON.
    ///   - file: the name messages use.
    ///   - base: the app's router configuration, for the parameter types its patterns may
    ///     use (``/WayfinderRouting/RouterConfiguration/addParameterType(_:accepts:)``); the manifest's own
    ///     schemes and hosts apply over it.
    ///   - limits: how deep values may nest (the size of text already in memory is the caller's).
    /// - Throws: ``ManifestError`` listing every problem at once, each with its line and column.
    public static func decode(
        json text: String, file: String = "<manifest>", base: RouterConfiguration = .default, limits: ManifestLimits = .default
    ) throws(ManifestError) -> Manifest {
        let node: ManifestNode
        do {
            node = try JSONSourceParser.parse(text, maximumDepth: limits.maximumDepth)
        } catch {
            throw ManifestError(issues: [
                ManifestIssue(file: file, mark: error.mark, key: "", message: "invalid JSON: \(error.message)")
            ])
        }
        return try decode(node, file: file, base: base)
    }

    /// Reads a manifest from a property list (XML or binary). Property lists keep no
    /// positions, so problems name the key and route but no line.
    public static func decode(propertyList data: Data, file: String = "<manifest>", base: RouterConfiguration = .default)
        throws(ManifestError) -> Manifest
    {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw ManifestError(issues: [
                ManifestIssue(file: file, mark: nil, key: "", message: "invalid property list: \(error.localizedDescription)")
            ])
        }
        return try decode(Self.node(fromPropertyList: object), file: file, base: base)
    }

    /// Reads a manifest file: `.plist` as a property list, anything else as JSON. (YAML text
    /// decodes with `decode(yaml:)`, from the WayfinderYAML module.) The size limit applies to
    /// every format.
    ///
    /// - Throws: ``ManifestError`` when the file cannot be read, is larger than `limits`
    ///   allow, is not UTF-8 (naming the offset of the first byte that is not), or does not
    ///   describe a valid route table; every problem found is listed.
    public static func load(
        contentsOf url: URL, base: RouterConfiguration = .default, limits: ManifestLimits = .default
    ) throws(ManifestError) -> Manifest {
        do throws(ManifestSource.Failure) {
            return try ManifestSource.read(
                contentsOf: url, name: url.lastPathComponent, base: base, limits: limits, readYAML: nil,
                noYAML: "a YAML manifest is read by WayfinderYAML: Manifest.decode(yaml:file:base:limits:)"
            ).manifest
        } catch {
            throw error.error
        }
    }

    /// Reads a manifest from a tree another reader built (WayfinderYAML's does this),
    /// checking structure, patterns, conflicts and shadowing.
    public static func decode(_ node: ManifestNode, file: String, base: RouterConfiguration = .default) throws(ManifestError)
        -> Manifest
    {
        var decoder = ManifestDecoder(file: file)
        let manifest = decoder.decode(node)
        let issues = decoder.issues + manifest.routeTableIssues(base: base)
        if issues.contains(where: { $0.severity == .error }) {
            throw ManifestError(issues: issues.sorted(by: Self.sourceOrder))
        }
        return manifest
    }

    /// Problems the route table has as a whole: patterns that do not parse (pointing into the
    /// pattern), conflicts, and shadowed routes (warnings).
    public func routeTableIssues(base: RouterConfiguration = .default) -> [ManifestIssue] {
        routeTableIssues(configuration: routerConfiguration(base: base))
    }

    func routeTableIssues(configuration: RouterConfiguration) -> [ManifestIssue] {
        let diagnostics = Router<Int>.validate(patterns: routes.map(\.pattern), configuration: configuration)
        let positions = diagnostics.isEmpty ? [:] : routePositions()
        return diagnostics.compactMap { diagnostic in
            guard let position = diagnostic.index else { return nil }
            let entry = routes[position]
            let index = entry.sourceIndex ?? position
            var mark = entry.patternMark
            if let column = diagnostic.error?.column, let start = entry.patternTextMark {
                // The column within the pattern, counted from where its text starts.
                mark = SourceMark(line: start.line, column: start.column + column - 1)
            }
            let message: String =
                switch diagnostic.code {
                case .invalidPattern: diagnostic.error?.message ?? diagnostic.message
                case .conflict:
                    "is equivalent to \(diagnostic.related.map { related in routeLabel(related, positions) }.joined(separator: ", "))"
                default:
                    "is never matched: \(diagnostic.related.map { routeLabel($0, positions) }.joined(separator: ", ")) \(diagnostic.related.count == 1 ? "takes" : "take") every URL it matches"
                }
            return ManifestIssue(
                severity: .init(diagnostic), file: entry.sourceFile ?? file, mark: mark, routeIndex: index,
                pattern: entry.pattern, key: "routes[\(index)].pattern", message: message)
        }
    }

    /// Each route's position by its pattern as the router prints it (the first route, when two
    /// print alike); patterns that do not parse are left out. Built once, so that naming the
    /// routes in many diagnostics does not parse every pattern again for each.
    package func routePositions() -> [String: Int] {
        var positions: [String: Int] = [:]
        for (position, entry) in routes.enumerated() {
            guard let canonical = (try? RoutePattern(entry.pattern))?.description else { continue }
            if positions[canonical] == nil { positions[canonical] = position }
        }
        return positions
    }

    /// "routes[3] '/a/<b>' at line 7" for a pattern as the router prints it.
    private func routeLabel(_ canonical: String, _ positions: [String: Int]) -> String {
        guard let position = positions[canonical] else {
            return "'\(canonical)'"
        }
        let entry = routes[position]
        let line: String
        if let other = entry.sourceFile, other != file {
            line = " in \(other)" + (entry.mark.map { " at line \($0.line)" } ?? "")
        } else {
            line = entry.mark.map { " at line \($0.line)" } ?? ""
        }
        return "routes[\(entry.sourceIndex ?? position)] '\(entry.pattern)'\(line)"
    }

    static func sourceOrder(_ lhs: ManifestIssue, _ rhs: ManifestIssue) -> Bool {
        let left = (lhs.mark?.line ?? Int.max, lhs.mark?.column ?? 0)
        let right = (rhs.mark?.line ?? Int.max, rhs.mark?.column ?? 0)
        return left < right
    }

    static func node(fromPropertyList object: Any) -> ManifestNode {
        switch object {
        case let dictionary as [String: Any]:
            // Property lists do not keep key order; sorting keeps messages stable.
            return ManifestNode(
                .object(
                    dictionary.keys.sorted().map {
                        ManifestNode.Member(key: $0, keyMark: nil, value: node(fromPropertyList: dictionary[$0]!))
                    }))
        case let array as [Any]: return ManifestNode(.array(array.map(node(fromPropertyList:))))
        case let text as String: return ManifestNode(.string(text))
        case let number as NSNumber:
            // Booleans are NSNumbers whose Objective-C type is `char`.
            if String(cString: number.objCType) == "c" { return ManifestNode(.bool(number.boolValue)) }
            return ManifestNode(.number(number.doubleValue))
        default: return ManifestNode(.string(String(describing: object)))
        }
    }
}
