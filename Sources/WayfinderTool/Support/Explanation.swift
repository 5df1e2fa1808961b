import Wayfinder
import WayfinderManifest

/// What `explain` prints about one URL: the library's explanation, with routes named by
/// their place in the manifest (`routes[2] '/product/<int:id>' at shop.json:17`).
struct Explanation {
    let manifest: Manifest
    let router: Router<RouteDefinition>
    let url: String
    let source: LinkSource?

    /// The lines, label column first.
    func lines() -> [String] {
        let manifest = self.manifest
        let label: (Int, Route<RouteDefinition>) -> String = { index, route in
            index < manifest.routes.count ? RouteText.label(index, manifest.routes[index]) : "'\(route.pattern)'"
        }
        var rows = RouteDefinitionRows(router: router, source: source)
        rows.label = label
        var explainer = RouteExplainer(router: router)
        explainer.owner = "the manifest"
        explainer.label = label
        explainer.location = { index in
            index < manifest.routes.count ? RouteText.location(manifest.routes[index], in: manifest) : nil
        }
        explainer.targetRows = { route, match in rows.rows(route.target, match: match) }
        return explainer.explain(url)
    }
}
