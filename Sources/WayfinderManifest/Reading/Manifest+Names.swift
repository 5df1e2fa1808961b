import Wayfinder

extension Manifest {
    /// Every screen id the manifest names, in order of first mention: tabs, routes, the web
    /// fallback, the not-found screen.
    ///
    /// An app registers exactly these in its ``/Wayfinder/ScreenCatalog``; a headless tool can register
    /// them all to run the manifest without an interface.
    public var screenIDs: [String] {
        var ids = tabs.map(\.screen)
        for entry in routes {
            if case .screen(let id, _) = entry.definition.destination { ids.append(id) }
        }
        if let web = webFallback { ids.append(web.screen) }
        if let id = notFoundScreen { ids.append(id) }
        var seen: Set<String> = []
        return ids.filter { seen.insert($0).inserted }
    }

    /// Every action name the routes name, in order of first mention.
    public var actionNames: [String] {
        var seen: Set<String> = []
        return routes.compactMap { entry -> String? in
            guard case .action(let name) = entry.definition.destination, seen.insert(name).inserted else { return nil }
            return name
        }
    }
}
