import Wayfinder
@_spi(Internals) import WayfinderRouting

extension Manifest {
    /// Merges the manifests of an app's modules into one route table: each feature module
    /// ships a fragment (`"fragment": true`) with its own routes, and the app's manifest
    /// declares the tabs, the fallbacks and the guards, each once.
    ///
    /// ```swift
    /// let manifest = try Manifest.merging([app, shop, account], file: "routes")
    /// let routes = try manifest.makeRouter()
    /// ```
    ///
    /// Schemes and hosts are the union of all; routes keep their order, fragment after
    /// fragment, and the file they came from for messages. Every problem is reported at once,
    /// in the file of the later declaration, naming the earlier one's file:
    /// - a tab, a guard, the web fallback or the not-found screen declared twice;
    /// - two routes with equivalent patterns, or the same name;
    /// - a screen that routes of two manifests open (a screen belongs to one module);
    /// - a route that names a tab no manifest declares.
    ///
    /// - Throws: ``ManifestError`` listing every problem.
    public static func merging(_ manifests: [Manifest], file: String) throws(ManifestError) -> Manifest {
        var merger = FragmentMerger(file: file)
        for manifest in manifests { merger.add(manifest) }
        return try merger.finish()
    }
}

/// What ``Manifest/merging(_:file:)`` has gathered so far, and what it found wrong.
private struct FragmentMerger {
    var merged: Manifest
    var issues: [ManifestIssue] = []
    /// Who declared each tab, guard and screen, and the fallbacks: the file, and a line if known.
    var tabOwners: [String: String] = [:]
    var guardOwners: [String: String] = [:]
    var screenOwners: [String: String] = [:]
    var nameOwners: [String: String] = [:]
    var webFallbackOwner: String?
    var notFoundOwner: String?
    /// The patterns so far, to find equivalent ones across files.
    let patterns = Router<Int>()

    init(file: String) {
        merged = Manifest(file: file)
    }

    mutating func add(_ manifest: Manifest) {
        let file = manifest.file
        if manifest.version != Manifest.currentVersion {
            issue(file, nil, "version", "version \(manifest.version) cannot be merged with version \(Manifest.currentVersion)")
        }
        merged.schemes += manifest.schemes.filter { !merged.schemes.contains($0) }
        merged.universalLinkHosts += manifest.universalLinkHosts.filter { !merged.universalLinkHosts.contains($0) }
        merged.systemOpenerSchemes += manifest.systemOpenerSchemes.filter { !merged.systemOpenerSchemes.contains($0) }
        merged.callbackHosts += manifest.callbackHosts.filter { !merged.callbackHosts.contains($0) }
        for tab in manifest.tabs {
            if let owner = tabOwners[tab.id] {
                issue(file, nil, "tabs", "the tab '\(tab.id)' is declared in \(owner) already; declare each tab once")
            } else {
                tabOwners[tab.id] = file
                merged.tabs.append(tab)
            }
        }
        merged.entryPoints += manifest.entryPoints.map { entryPoint in
            var entryPoint = entryPoint
            entryPoint.sourceFile = entryPoint.sourceFile ?? file
            return entryPoint
        }
        for entry in manifest.guards {
            if let owner = guardOwners[entry.name] {
                issue(file, entry.mark, "guards.\(entry.name)", "the guard '\(entry.name)' is declared in \(owner) already")
            } else {
                guardOwners[entry.name] = Self.place(file, entry.mark)
                merged.guards.append(entry)
            }
        }
        if let web = manifest.webFallback {
            if let owner = webFallbackOwner {
                issue(file, nil, "webFallback", "the web fallback is declared in \(owner) already")
            } else {
                webFallbackOwner = file
                merged.webFallback = web
            }
        }
        if let notFound = manifest.notFoundScreen {
            if let owner = notFoundOwner {
                issue(file, nil, "notFoundScreen", "the not-found screen is declared in \(owner) already")
            } else {
                notFoundOwner = file
                merged.notFoundScreen = notFound
            }
        }
        var screensHere: Set<String> = []
        for (position, route) in manifest.routes.enumerated() {
            add(route, at: route.sourceIndex ?? position, from: manifest, screensHere: &screensHere)
        }
        for screen in screensHere where screenOwners[screen] == nil { screenOwners[screen] = file }
    }

    private mutating func add(_ route: Manifest.Entry, at index: Int, from manifest: Manifest, screensHere: inout Set<String>) {
        let file = route.sourceFile ?? manifest.file
        let key = "routes[\(index)]"
        var route = route
        route.sourceFile = file
        if let screen = route.definition.screen {
            if let owner = screenOwners[screen] {
                issue(
                    file, route.patternMark, "\(key).screen",
                    "the screen '\(screen)' is opened by routes of \(owner) too; a screen's routes belong to one manifest")
            }
            screensHere.insert(screen)
        }
        if let name = route.name {
            if let owner = nameOwners[name] {
                issue(file, route.patternMark, "\(key).name", "the route name '\(name)' is used in \(owner) already")
            } else {
                nameOwners[name] = Self.place(file, route.patternMark)
            }
        }
        do throws(RoutingError) {
            try patterns.register(route.pattern, to: merged.routes.count)
        } catch  where error.code == .conflict {
            let earlier = error.conflictingPatterns.first.flatMap { conflicting in
                merged.routes.first { (try? RoutePattern($0.pattern).description) == conflicting }
            }
            let place = earlier.map { Self.place($0.sourceFile ?? merged.file, $0.patternMark) } ?? "another manifest"
            issue(
                file, route.patternMark, "\(key).pattern",
                "'\(route.pattern)' is equivalent to '\(earlier?.pattern ?? "")' in \(place)")
        } catch {
            // A pattern that does not parse is its own manifest's error, reported when it loads.
        }
        merged.routes.append(route)
    }

    mutating func finish() throws(ManifestError) -> Manifest {
        // Tabs a fragment's routes name must be declared by one of the manifests.
        for (position, route) in merged.routes.enumerated() {
            guard let tab = route.definition.tab, tabOwners[tab] == nil else { continue }
            issue(
                route.sourceFile ?? merged.file, route.tabMark ?? route.patternMark,
                "routes[\(route.sourceIndex ?? position)].tab", "no manifest declares the tab '\(tab)'")
        }
        guard issues.isEmpty else { throw ManifestError(issues: issues) }
        return merged
    }

    private mutating func issue(_ file: String, _ mark: SourceMark?, _ key: String, _ message: String) {
        issues.append(ManifestIssue(file: file, mark: mark, key: key, message: message))
    }

    /// `file:line`, or the file alone when the line is not known.
    private static func place(_ file: String, _ mark: SourceMark?) -> String {
        mark.map { "\(file):\($0.line)" } ?? file
    }
}
