import Wayfinder
import WayfinderManifest

/// How the tool names a route's parts, in the manifest's own words: `present-in-stack`,
/// `full-screen`, `universal-link`.
enum RouteText {
    /// `screen product`, `screen login (present-in-stack)`, `action logout`, `redirect /p/<id>`.
    static func target(_ target: RouteDefinition.Destination) -> String {
        switch target {
        case .screen(let id, .push): "screen \(id)"
        case .screen(let id, let presentation): "screen \(id) (\(presentation.manifestName))"
        case .action(let name): "action \(name)"
        case .redirect(let url): "redirect \(url)"
        }
    }

    /// The target's kind and name, apart: (`screen`, `product`).
    static func kindAndName(_ target: RouteDefinition.Destination) -> (kind: String, name: String) {
        switch target {
        case .screen(let id, _): ("screen", id)
        case .action(let name): ("action", name)
        case .redirect(let url): ("redirect", url)
        }
    }

    /// The outside sources, in a fixed order: `universal-link`, `external`, ...
    static func sources(_ exposure: Set<LinkSource>) -> [String] { exposure.sourceKindNames }

    /// `internal`, `everywhere`, or the sources; see `Set<LinkSource>.sourceNames`.
    static func exposure(_ exposure: Set<LinkSource>) -> String { exposure.sourceNames }

    /// The route as `routes[2] '/product/<int:id>'`.
    static func label(_ index: Int, _ entry: Manifest.Entry) -> String {
        "routes[\(index)] '\(entry.pattern)'"
    }

    /// Where a route is written, `file:line`, when the format keeps positions.
    static func location(_ entry: Manifest.Entry, in manifest: Manifest) -> String? {
        entry.mark.map { "\(manifest.file):\($0.line)" }
    }
}
