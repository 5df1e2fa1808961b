import Wayfinder
import WayfinderManifest

/// The warnings `wayfinder lint` adds to the loader's for a manifest that loads: the
/// navigator's own validation (`Navigator.validate()`, without a catalog: screens and actions
/// are the app's), each pointed at where the manifest writes what it is about.
struct ManifestLint {
    let manifest: Manifest
    let router: Router<RouteDefinition>

    /// Every warning; the loader already reports conflicts and shadowed routes.
    func warnings() -> [ManifestIssue] {
        var validator = RouteTableValidator(router: router)
        validator.tabs = manifest.tabs
        validator.guardDestinations = Dictionary(
            manifest.guards.compactMap { entry in entry.sendsTo.map { (entry.name, $0) } },
            uniquingKeysWith: { first, _ in first })
        // The loader has reported shadowed routes at their lines (`Manifest.routeTableIssues`).
        validator.checksPatterns = false
        let scheme = self.manifest.schemes.first
        validator.entryPoints = self.manifest.entryPoints.enumerated().map { index, entry in
            RouteTableValidator.EntryPoint(
                source: entry.source, url: EntryReach.url(entry.url, scheme: scheme), shown: entry.url,
                key: "entries.\(entry.source.kindName)#\(index)")
        }
        validator.owner = "the manifest"
        validator.hostsName = "\"universalLinkHosts\""
        let manifest = self.manifest
        validator.label = { index, route in
            index < manifest.routes.count ? RouteText.label(index, manifest.routes[index]) : "'\(route.pattern)'"
        }
        return validator.diagnostics().map(issue)
    }

    /// The diagnostic at its place in the file: a route's pattern, or a guard's entry.
    private func issue(_ diagnostic: RouteDiagnostic) -> ManifestIssue {
        if let index = diagnostic.index, index < manifest.routes.count {
            let entry = manifest.routes[index]
            return ManifestIssue(
                severity: .init(diagnostic), file: entry.sourceFile ?? manifest.file, mark: entry.patternMark,
                routeIndex: index,
                pattern: entry.pattern, key: "routes[\(index)]" + (diagnostic.key.map { ".\($0)" } ?? ""),
                message: diagnostic.message)
        }
        let key = diagnostic.key ?? "routes"
        if key.hasPrefix("entries."), let hash = key.lastIndex(of: "#"), let index = Int(key[key.index(after: hash)...]),
            index < manifest.entryPoints.count
        {
            // Each entry point is written once in its source's list: name it by its place there.
            let entry = manifest.entryPoints[index]
            let position = manifest.entryPoints[..<index].filter { $0.source.kindName == entry.source.kindName }.count
            return ManifestIssue(
                severity: .init(diagnostic), file: entry.sourceFile ?? manifest.file, mark: entry.mark,
                key: "entries.\(entry.source.kindName)[\(position)]", message: diagnostic.message)
        }
        let guardName = key.hasPrefix("guards.") ? String(key.dropFirst("guards.".count)) : nil
        let mark = guardName.flatMap { name in manifest.guards.first { $0.name == name }?.mark }
        return ManifestIssue(severity: .init(diagnostic), file: manifest.file, mark: mark, key: key, message: diagnostic.message)
    }
}
