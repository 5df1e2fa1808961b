import Wayfinder
@_spi(Internals) import WayfinderRouting

/// Turns a ``ManifestNode`` tree into a ``Manifest``, collecting every problem instead of
/// stopping at the first.
struct ManifestDecoder {
    let file: String
    private(set) var issues: [ManifestIssue] = []
    /// The routes named so far, by name: their index in the file's `routes`.
    private var routeNames: [String: Int] = [:]

    init(file: String) {
        self.file = file
    }

    static let topLevelKeys = [
        "version", "schemes", "universalLinkHosts", "webFallback", "systemOpener", "callbackHosts",
        "notFoundScreen", "tabs", "guards", "routes", "fragment", "entries",
    ]
    static let routeKeys = [
        "pattern", "name", "screen", "action", "redirect", "presentation", "style", "detents", "anchor", "parent", "tab",
        "exposure",
        "applications", "guards", "defaults", "description", "externalActions", "publicParameters", "arrival", "savedQuery",
        "signed", "activityType", "activityParameters", "column",
    ]
    static let presentations = ["push", "present", "present-in-stack", "replace", "set-root"]
    static let arrivals = ["in-tab", "on-top", "over", "existing", "keeping-work"]

    mutating func decode(_ root: ManifestNode) -> Manifest {
        var manifest = Manifest(file: file)
        guard let members = object(root, "") else { return manifest }
        checkKeys(members, allowed: Self.topLevelKeys, path: "")
        let values = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })

        if let version = values["version"] {
            if case .number(let number) = version.value, number == Double(Manifest.currentVersion) {
                manifest.version = Manifest.currentVersion
            } else {
                report(
                    version.mark, "version",
                    "this release reads version \(Manifest.currentVersion); found \(Self.describe(version))")
            }
        } else {
            report(root.mark, "version", "the manifest has no \"version\"; add \"version\": \(Manifest.currentVersion)")
        }
        if let node = values["fragment"] {
            if case .bool(let isFragment) = node.value {
                manifest.isFragment = isFragment
            } else {
                report(node.mark, "fragment", "\"fragment\" is true or false; found \(Self.describe(node))")
            }
        }
        manifest.schemes = values["schemes"].flatMap { strings($0, "schemes") } ?? []
        manifest.universalLinkHosts = values["universalLinkHosts"].flatMap { strings($0, "universalLinkHosts") } ?? []
        manifest.systemOpenerSchemes = values["systemOpener"].flatMap { strings($0, "systemOpener") } ?? []
        manifest.callbackHosts = values["callbackHosts"].flatMap { strings($0, "callbackHosts") } ?? []
        manifest.notFoundScreen = values["notFoundScreen"].flatMap { string($0, "notFoundScreen") }
        if let node = values["webFallback"] { manifest.webFallback = webFallback(node) }
        if let node = values["tabs"] { manifest.tabs = tabs(node) ?? [] }
        if let node = values["guards"] { manifest.guards = guards(node) }
        if let node = values["entries"] { manifest.entryPoints = entryPoints(node) }
        if let routes = values["routes"], let items = array(routes, "routes") {
            // A fragment's routes may name tabs another fragment declares: merging checks them.
            let tabIDs = manifest.isFragment ? nil : Set(manifest.tabs.map(\.id))
            manifest.routes = items.enumerated().compactMap { index, item in route(item, index: index, tabs: tabIDs) }
        } else if values["routes"] == nil {
            report(root.mark, "routes", "the manifest has no \"routes\"")
        }
        return manifest
    }

    // MARK: Sections

    private mutating func webFallback(_ node: ManifestNode) -> Manifest.WebFallbackEntry? {
        guard let members = object(node, "webFallback") else { return nil }
        checkKeys(members, allowed: ["screen", "hosts", "presentation"], path: "webFallback")
        let values = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        guard let screen = required(values, "screen", in: node, path: "webFallback").flatMap({ string($0, "webFallback.screen") })
        else { return nil }
        let hosts = values["hosts"].flatMap { strings($0, "webFallback.hosts") } ?? []
        var presentation = Presentation.push
        if let node = values["presentation"], let read = self.presentation(node, style: nil, path: "webFallback.presentation") {
            presentation = read
        }
        return .init(screen: screen, hosts: hosts, presentation: presentation)
    }

    private mutating func tabs(_ node: ManifestNode) -> [TabDefinition]? {
        guard let items = array(node, "tabs") else { return nil }
        var seen: Set<String> = []
        return items.enumerated().compactMap { index, item in
            let path = "tabs[\(index)]"
            guard let members = object(item, path) else { return nil }
            checkKeys(members, allowed: ["id", "screen", "title", "image"], path: path)
            let values = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            guard let id = required(values, "id", in: item, path: path).flatMap({ string($0, "\(path).id") }),
                let screen = required(values, "screen", in: item, path: path).flatMap({ string($0, "\(path).screen") })
            else { return nil }
            if !seen.insert(id).inserted { report(values["id"]?.mark, "\(path).id", "the tab id '\(id)' is used twice") }
            let title = values["title"].flatMap { string($0, "\(path).title") }
            let image = values["image"].flatMap { string($0, "\(path).image") }
            return TabDefinition(id: id, screen: screen, title: title, image: image)
        }
    }

    private mutating func guards(_ node: ManifestNode) -> [Manifest.GuardEntry] {
        guard let members = object(node, "guards") else { return [] }
        return members.compactMap { member in
            let path = "guards.\(member.key)"
            guard let fields = object(member.value, path) else { return nil }
            checkKeys(fields, allowed: ["sendsTo"], path: path)
            let values = Dictionary(fields.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            let sendsTo = values["sendsTo"].flatMap { string($0, "\(path).sendsTo") }
            return Manifest.GuardEntry(name: member.key, sendsTo: sendsTo, mark: member.keyMark ?? member.value.mark)
        }
    }

    /// `"entries": { "widget": ["shop://cart"], ... }`: the URLs entry points send, by source.
    private mutating func entryPoints(_ node: ManifestNode) -> [Manifest.EntryPoint] {
        guard let members = object(node, "entries") else { return [] }
        return members.flatMap { member -> [Manifest.EntryPoint] in
            let path = "entries.\(member.key)"
            guard let source = LinkSource(kindName: member.key) else {
                let names = LinkSource.outsideKinds.map(\.kindName).joined(separator: ", ")
                report(member.keyMark ?? member.value.mark, path, "'\(member.key)' is not a source; the sources are \(names)")
                return []
            }
            guard let items = array(member.value, path) else { return [] }
            return items.enumerated().compactMap { index, item in
                string(item, "\(path)[\(index)]").map { Manifest.EntryPoint(source: source, url: $0, mark: item.mark) }
            }
        }
    }

    private mutating func route(_ node: ManifestNode, index: Int, tabs: Set<String>?) -> Manifest.Entry? {
        let path = "routes[\(index)]"
        guard let members = object(node, path) else { return nil }
        let values = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let patternNode = values["pattern"]
        let pattern = patternNode.flatMap { string($0, "\(path).pattern") }
        if patternNode == nil { report(node.mark, "\(path).pattern", "the route has no \"pattern\"", routeIndex: index) }
        checkKeys(members, allowed: Self.routeKeys, path: path, routeIndex: index, pattern: pattern)
        let startCount = issues.count

        let targets = ["screen", "action", "redirect"].filter { values[$0] != nil }
        var target: RouteDefinition.Destination?
        if targets.count != 1 {
            let found = targets.isEmpty ? "none" : targets.map { "\"\($0)\"" }.joined(separator: " and ")
            report(
                node.mark, path, "a route has exactly one of \"screen\", \"action\" or \"redirect\"; found \(found)",
                routeIndex: index, pattern: pattern)
        } else if let name = string(values[targets[0]]!, "\(path).\(targets[0])", routeIndex: index, pattern: pattern) {
            switch targets[0] {
            case "screen":
                let presentation =
                    values["presentation"].flatMap {
                        self.presentation(
                            $0, style: values["style"], detents: values["detents"], anchor: values["anchor"],
                            path: "\(path).presentation", routeIndex: index, pattern: pattern)
                    } ?? .push
                target = .screen(name, presentation)
            case "action": target = .action(name)
            default: target = .redirect(name)
            }
        }
        if targets != ["screen"] {
            for key in [
                "presentation", "style", "detents", "anchor", "parent", "tab", "arrival", "savedQuery", "activityType",
                "activityParameters", "column",
            ]
            where values[key] != nil {
                report(
                    values[key]?.mark, "\(path).\(key)", "\"\(key)\" applies only to screen routes", routeIndex: index,
                    pattern: pattern)
            }
        }
        for key in ["style", "detents", "anchor"] where values[key] != nil && values["presentation"] == nil {
            report(
                values[key]?.mark, "\(path).\(key)", "\"\(key)\" needs \"presentation\": \"present\" or \"present-in-stack\"",
                routeIndex: index, pattern: pattern)
        }

        let parent = values["parent"].flatMap { string($0, "\(path).parent", routeIndex: index, pattern: pattern) }
        let tab = values["tab"].flatMap { string($0, "\(path).tab", routeIndex: index, pattern: pattern) }
        if let tab, let tabs, !tabs.contains(tab) {
            report(
                values["tab"]?.mark, "\(path).tab", "no tab '\(tab)' is declared in \"tabs\"", routeIndex: index, pattern: pattern
            )
        }
        let exposure = exposure(values, path: path, routeIndex: index, pattern: pattern)
        let guards = values["guards"].flatMap { strings($0, "\(path).guards", routeIndex: index, pattern: pattern) } ?? []
        let defaults =
            values["defaults"].flatMap { stringMap($0, "\(path).defaults", routeIndex: index, pattern: pattern) } ?? [:]
        let description = values["description"].flatMap { string($0, "\(path).description", routeIndex: index, pattern: pattern) }
        var externalActions = RouteDefinition.ExternalActionPolicy.forbidden
        if let node = values["externalActions"],
            let text = string(node, "\(path).externalActions", routeIndex: index, pattern: pattern)
        {
            if let policy = RouteDefinition.ExternalActionPolicy(rawValue: text) {
                externalActions = policy
            } else {
                report(
                    node.mark, "\(path).externalActions",
                    "'\(text)' is not a policy; use \"forbidden\", \"allowed\" or \"confirm\"", routeIndex: index,
                    pattern: pattern)
            }
            if targets != ["action"] {
                report(
                    node.mark, "\(path).externalActions", "\"externalActions\" applies only to action routes", routeIndex: index,
                    pattern: pattern)
            }
        }
        var arrival: ArrivalPolicy?
        if let node = values["arrival"], let text = string(node, "\(path).arrival", routeIndex: index, pattern: pattern) {
            arrival = ArrivalPolicy(named: text)
            if arrival == nil {
                report(
                    node.mark, "\(path).arrival",
                    "'\(text)' is not an arrival policy; use \(Self.arrivals.map { "\"\($0)\"" }.joined(separator: ", ")) or \"existing-or-<policy>\"",
                    routeIndex: index, pattern: pattern)
            }
        }
        let savedQuery =
            values["savedQuery"].flatMap { strings($0, "\(path).savedQuery", routeIndex: index, pattern: pattern) } ?? []
        let publicParameters =
            values["publicParameters"].flatMap { strings($0, "\(path).publicParameters", routeIndex: index, pattern: pattern) }
            ?? []
        if let node = values["publicParameters"], let pattern, let captures = (try? RoutePattern(pattern))?.captureNames {
            for name in publicParameters where !captures.contains(name) {
                report(
                    node.mark, "\(path).publicParameters",
                    "'\(name)' is not a parameter of the pattern; its captures are \(captures.isEmpty ? "none" : captures.map { "'\($0)'" }.joined(separator: ", "))",
                    routeIndex: index, pattern: pattern)
            }
        }
        var signed: SignedLinks.Rule?
        if let node = values["signed"],
            let names = strings(node, "\(path).signed", routeIndex: index, pattern: pattern)
        {
            signed = .query(Set(names))
            if targets == ["redirect"] {
                report(
                    node.mark, "\(path).signed", "\"signed\" applies only to screen and action routes", routeIndex: index,
                    pattern: pattern)
            }
        }
        let activityType = values["activityType"].flatMap {
            string($0, "\(path).activityType", routeIndex: index, pattern: pattern)
        }
        if let node = values["activityType"], activityType?.isEmpty == true {
            report(node.mark, "\(path).activityType", "an activity type is not empty", routeIndex: index, pattern: pattern)
        }
        var activityParameters = ActivityParameters.inURL
        if let node = values["activityParameters"],
            let text = string(node, "\(path).activityParameters", routeIndex: index, pattern: pattern)
        {
            if let read = ActivityParameters(rawValue: text) {
                activityParameters = read
            } else {
                let names = ActivityParameters.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                report(
                    node.mark, "\(path).activityParameters", "\"activityParameters\" is one of \(names); found \"\(text)\"",
                    routeIndex: index, pattern: pattern)
            }
            if values["activityType"] == nil {
                report(
                    node.mark, "\(path).activityParameters", "\"activityParameters\" needs an \"activityType\"",
                    routeIndex: index, pattern: pattern)
            }
        }
        var column: SplitColumn?
        if let node = values["column"], let text = string(node, "\(path).column", routeIndex: index, pattern: pattern) {
            column = SplitColumn(rawValue: text)
            if column == nil {
                let names = SplitColumn.allCases.map { "\"\($0)\"" }.joined(separator: ", ")
                report(
                    node.mark, "\(path).column", "\"column\" is one of \(names); found \"\(text)\"", routeIndex: index,
                    pattern: pattern)
            }
        }
        let name = values["name"].flatMap { self.name($0, path: path, routeIndex: index, pattern: pattern) }
        guard issues.count == startCount, let pattern, let target else { return nil }
        return Manifest.Entry(
            pattern: pattern,
            definition: RouteDefinition(
                target, parent: parent, tab: tab, exposure: exposure, guards: guards, externalActions: externalActions,
                publicParameters: Set(publicParameters), arrival: arrival, savedQuery: Set(savedQuery), signed: signed,
                activityType: activityType, activityParameters: activityParameters, column: column),
            defaults: defaults, description: description, mark: node.mark, patternMark: patternNode?.mark,
            patternTextMark: patternNode?.textMark, sourceIndex: index, name: name, tabMark: values["tab"]?.mark)
    }

    /// A route's name: not empty, and not the name of an earlier route.
    private mutating func name(_ node: ManifestNode, path: String, routeIndex: Int, pattern: String?) -> String? {
        guard let name = string(node, "\(path).name", routeIndex: routeIndex, pattern: pattern) else { return nil }
        if name.isEmpty {
            report(node.mark, "\(path).name", "a route's name is not empty", routeIndex: routeIndex, pattern: pattern)
            return nil
        }
        if let earlier = routeNames[name] {
            report(
                node.mark, "\(path).name", "'\(name)' is already the name of routes[\(earlier)]", routeIndex: routeIndex,
                pattern: pattern)
            return nil
        }
        routeNames[name] = routeIndex
        return name
    }

    private mutating func exposure(
        _ values: [String: ManifestNode], path: String, routeIndex: Int, pattern: String?
    ) -> Set<LinkSource> {
        let applications = values["applications"].flatMap {
            strings($0, "\(path).applications", routeIndex: routeIndex, pattern: pattern)
        }
        guard let node = values["exposure"] else {
            if applications != nil {
                report(
                    values["applications"]?.mark, "\(path).applications",
                    "\"applications\" needs \"exposure\" to include \"external\"", routeIndex: routeIndex, pattern: pattern)
            }
            return .internalOnly
        }
        // Each name with where it is written, so a bad one is pointed at in a list.
        let names: [(name: String, mark: SourceMark?)]
        if case .string(let word) = node.value {
            switch word {
            case "internal":
                if applications != nil {
                    report(
                        values["applications"]?.mark, "\(path).applications",
                        "\"applications\" needs \"exposure\" to include \"external\"", routeIndex: routeIndex, pattern: pattern)
                }
                return .internalOnly
            case "everywhere": return Self.exposure(.everywhere, applications: applications)
            default: names = [(word, node.mark)]
            }
        } else if let texts = strings(node, "\(path).exposure", routeIndex: routeIndex, pattern: pattern),
            case .array(let items) = node.value
        {
            names = zip(texts, items).map { ($0, $1.mark ?? node.mark) }
        } else {
            names = []
        }
        var sources: Set<LinkSource> = []
        let known = LinkSource.outsideKinds.map(\.kindName)
        for (name, mark) in names {
            if let kind = LinkSource(kindName: name) {
                sources.insert(kind)
            } else {
                report(
                    mark, "\(path).exposure",
                    "'\(name)' is not a source; use \(known.map { "\"\($0)\"" }.joined(separator: ", ")), \"internal\" or \"everywhere\"",
                    routeIndex: routeIndex, pattern: pattern)
            }
        }
        if applications != nil, !sources.contains(.otherApp()) {
            report(
                values["applications"]?.mark, "\(path).applications",
                "\"applications\" needs \"exposure\" to include \"external\"", routeIndex: routeIndex, pattern: pattern)
        }
        return Self.exposure(sources, applications: applications)
    }

    /// The exposure of a manifest's sources and `applications`: the apps named take the place
    /// of every app.
    private static func exposure(_ sources: Set<LinkSource>, applications: [String]?) -> Set<LinkSource> {
        guard let applications, sources.contains(.otherApp()) else { return sources }
        return sources.subtracting([.otherApp()]).union(applications.map { .otherApp(bundleID: $0) })
    }

    private mutating func presentation(
        _ node: ManifestNode, style styleNode: ManifestNode?, detents detentsNode: ManifestNode? = nil,
        anchor anchorNode: ManifestNode? = nil, path: String, routeIndex: Int? = nil, pattern: String? = nil
    ) -> Presentation? {
        guard let word = string(node, path, routeIndex: routeIndex, pattern: pattern) else { return nil }
        let style = modalStyle(
            styleNode, detents: detentsNode, anchor: anchorNode, path: path, routeIndex: routeIndex, pattern: pattern)
        for (key, given) in [("style", styleNode), ("detents", detentsNode), ("anchor", anchorNode)]
        where given != nil && word != "present" && word != "present-in-stack" {
            report(
                given?.mark, path.replacingOccurrences(of: "presentation", with: key),
                "\"\(key)\" applies only to \"present\" and \"present-in-stack\"", routeIndex: routeIndex, pattern: pattern)
        }
        switch word {
        case "push": return .push
        case "present": return .present(style: style)
        case "present-in-stack": return .presentInStack(style: style)
        case "replace": return .replace
        case "set-root": return .setRoot
        default:
            report(
                node.mark, path,
                "'\(word)' is not a presentation; use \(Self.presentations.map { "\"\($0)\"" }.joined(separator: ", "))",
                routeIndex: routeIndex, pattern: pattern)
            return nil
        }
    }

    /// A route's modal style from its `style`, `detents` and `anchor`: a sheet by default;
    /// detents only on a sheet, an anchor exactly on a popover.
    private mutating func modalStyle(
        _ styleNode: ManifestNode?, detents detentsNode: ManifestNode?, anchor anchorNode: ManifestNode?,
        path: String, routeIndex: Int?, pattern: String?
    ) -> ModalStyle {
        func keyPath(_ key: String) -> String { path.replacingOccurrences(of: "presentation", with: key) }
        var kind = ModalStyle.Kind.sheet
        if let styleNode, let text = string(styleNode, keyPath("style"), routeIndex: routeIndex, pattern: pattern) {
            if let named = ModalStyle.Kind(manifestName: text) {
                kind = named
            } else {
                let quoted = ModalStyle.Kind.allCases.map { "\"\($0.manifestName)\"" }
                let names = quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
                report(
                    styleNode.mark, keyPath("style"), "'\(text)' is not a style; use \(names)", routeIndex: routeIndex,
                    pattern: pattern)
            }
        }
        var detents: [ModalStyle.Detent] = []
        if let detentsNode, let texts = strings(detentsNode, keyPath("detents"), routeIndex: routeIndex, pattern: pattern) {
            if kind != .sheet {
                report(
                    detentsNode.mark, keyPath("detents"), "\"detents\" applies only to the \"sheet\" style",
                    routeIndex: routeIndex, pattern: pattern)
            }
            for text in texts {
                guard let detent = ModalStyle.Detent(text) else {
                    report(
                        detentsNode.mark, keyPath("detents"),
                        "'\(text)' is not a detent; use \"medium\", \"large\", a fraction of the height such as \"0.3\", or a height in points such as \"240pt\"",
                        routeIndex: routeIndex, pattern: pattern)
                    continue
                }
                detents.append(detent)
            }
        }
        let anchor = anchorNode.flatMap { string($0, keyPath("anchor"), routeIndex: routeIndex, pattern: pattern) }
        if let anchorNode, kind != .popover {
            report(
                anchorNode.mark, keyPath("anchor"), "\"anchor\" applies only to the \"popover\" style", routeIndex: routeIndex,
                pattern: pattern)
        }
        switch kind {
        case .sheet: return .sheet(detents: detents)
        case .fullScreen: return .fullScreen
        case .formSheet: return .formSheet
        case .pageSheet: return .pageSheet
        case .popover:
            guard let anchor, !anchor.isEmpty else {
                report(
                    styleNode?.mark, keyPath("style"), "a popover needs \"anchor\": the name of the control it points at",
                    routeIndex: routeIndex, pattern: pattern)
                return .sheet
            }
            return .popover(anchor: anchor)
        }
    }

    // MARK: Typed reads that report

    private mutating func object(_ node: ManifestNode, _ path: String) -> [ManifestNode.Member]? {
        if case .object(let members) = node.value { return members }
        report(node.mark, path, "expected an object, found \(node.kindDescription)")
        return nil
    }

    private mutating func array(_ node: ManifestNode, _ path: String) -> [ManifestNode]? {
        if case .array(let items) = node.value { return items }
        report(node.mark, path, "expected an array, found \(node.kindDescription)")
        return nil
    }

    private mutating func string(_ node: ManifestNode, _ path: String, routeIndex: Int? = nil, pattern: String? = nil) -> String?
    {
        if case .string(let text) = node.value { return text }
        report(node.mark, path, "expected a string, found \(node.kindDescription)", routeIndex: routeIndex, pattern: pattern)
        return nil
    }

    private mutating func strings(_ node: ManifestNode, _ path: String, routeIndex: Int? = nil, pattern: String? = nil)
        -> [String]?
    {
        guard case .array(let items) = node.value else {
            report(
                node.mark, path, "expected an array of strings, found \(node.kindDescription)", routeIndex: routeIndex,
                pattern: pattern)
            return nil
        }
        let texts = items.enumerated().compactMap { index, item in
            string(item, "\(path)[\(index)]", routeIndex: routeIndex, pattern: pattern)
        }
        return texts.count == items.count ? texts : nil
    }

    private mutating func stringMap(_ node: ManifestNode, _ path: String, routeIndex: Int?, pattern: String?) -> [String: String]?
    {
        guard case .object(let members) = node.value else {
            report(
                node.mark, path, "expected an object of strings, found \(node.kindDescription)", routeIndex: routeIndex,
                pattern: pattern)
            return nil
        }
        var map: [String: String] = [:]
        for member in members {
            if let text = string(member.value, "\(path).\(member.key)", routeIndex: routeIndex, pattern: pattern) {
                map[member.key] = text
            }
        }
        return map
    }

    private mutating func required(_ values: [String: ManifestNode], _ key: String, in node: ManifestNode, path: String)
        -> ManifestNode?
    {
        if let value = values[key] { return value }
        report(node.mark, "\(path).\(key)", "\"\(key)\" is required")
        return nil
    }

    private mutating func checkKeys(
        _ members: [ManifestNode.Member], allowed: [String], path: String, routeIndex: Int? = nil, pattern: String? = nil
    ) {
        var seen: Set<String> = []
        for member in members {
            let keyPath = path.isEmpty ? member.key : "\(path).\(member.key)"
            if !seen.insert(member.key).inserted {
                report(
                    member.keyMark, keyPath, "the key \"\(member.key)\" appears twice", routeIndex: routeIndex, pattern: pattern)
            }
            guard !allowed.contains(member.key) else { continue }
            let suggestion =
                allowed.min { Self.distance($0, member.key) < Self.distance($1, member.key) }
                .flatMap { Self.distance($0, member.key) <= 2 ? "; did you mean \"\($0)\"?" : nil } ?? ""
            report(
                member.keyMark, keyPath, "unknown key \"\(member.key)\"\(suggestion)", routeIndex: routeIndex, pattern: pattern)
        }
    }

    mutating func report(
        _ mark: SourceMark?, _ key: String, _ message: String, severity: SourceDiagnostic.Severity = .error,
        routeIndex: Int? = nil, pattern: String? = nil
    ) {
        issues.append(
            ManifestIssue(
                severity: severity, file: file, mark: mark, routeIndex: routeIndex, pattern: pattern, key: key, message: message))
    }

    private static func describe(_ node: ManifestNode) -> String {
        switch node.value {
        // `Int(exactly:)`: a whole number too large for `Int` (`1e40`) is printed as a double.
        case .number(let number): Int(exactly: number).map(String.init) ?? String(number)
        case .string(let text): "\"\(text)\""
        default: node.kindDescription
        }
    }

    /// Edit distance, for "did you mean" suggestions on short keys.
    static func distance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs)
        let b = Array(rhs)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return a.isEmpty ? b.count : row[b.count]
    }
}
