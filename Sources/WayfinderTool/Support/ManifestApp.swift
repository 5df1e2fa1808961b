import Wayfinder
import WayfinderManifest
import WayfinderTesting

/// A headless app made from a manifest alone, for `open`: every screen the manifest names is
/// registered by id, every action reports "ran NAME", every guard lets requests proceed, and
/// URLs the system-opener allowlist takes are reported as handed to the system.
@MainActor
struct ManifestApp {
    let navigator: Navigator
    let host: HeadlessHost

    /// - Parameter confirmsActions: the answer to an action route that asks to confirm an
    ///   outside link.
    init(manifest: Manifest, router: Router<RouteDefinition>, confirmsActions: Bool) {
        let catalog = ScreenCatalog()
        for id in manifest.screenIDs { catalog.register(id) }
        for name in manifest.actionNames {
            catalog.registerAction(name) { _ in ActionResult("ran \(name)") }
        }
        var base = NavigatorConfiguration(holdsLinksUntilRoot: !manifest.tabs.isEmpty, animated: false)
        for name in Set(manifest.routes.flatMap(\.definition.guards)) {
            base.addGuard(name) { _ in .proceed }
        }
        base.openInSystem = { _ in true }
        base.confirmExternalAction = { _ in confirmsActions }
        host = HeadlessHost(catalog: catalog)
        host.transitionRecordLimit = 0
        navigator = Navigator(
            routes: router, catalog: catalog, host: host, configuration: manifest.navigatorConfiguration(base: base))
    }
}
