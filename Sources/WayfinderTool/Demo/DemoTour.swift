import Wayfinder
import WayfinderManifest
@_spi(Internals) import WayfinderRouting

/// `wayfinder demo --manifest FILE`: opens every screen route of a manifest once, with sample
/// values for its captures, and prints each outcome and the tree.
@MainActor
enum DemoTour {
    static func run(_ app: DemoApp) async -> String {
        var lines = ["Wayfinder demo: a tour of \(app.manifest.file), one screen route at a time"]
        // The tour shows routes, not sign-in: guarded routes open as for a signed-in user.
        await app.session.signIn()
        if !app.manifest.tabs.isEmpty {
            lines.append("")
            lines.append("start    \(await app.navigator.showTabs())")
        }
        let routes = app.navigator.routes
        for route in routes.routes {
            guard case .screen = route.target.destination else { continue }
            lines.append("")
            guard let url = sampleURL(for: route, in: routes, manifest: app.manifest) else {
                lines.append("route    \(route.pattern): skipped; it has '*' or '**', which no sample can fill")
                continue
            }
            lines.append("route    \(route.pattern)")
            lines.append("link     \(url)")
            lines.append("outcome  \(await app.navigator.open(url))")
            lines += app.navigator.state.description.split(separator: "\n").map { "  " + $0 }
        }
        return lines.joined(separator: "\n")
    }

    /// A URL that matches the route, with a sample value for each capture.
    static func sampleURL(for route: Route<RouteDefinition>, in routes: Router<RouteDefinition>, manifest: Manifest) -> String? {
        var parameters: [String: String] = [:]
        for variant in route.parsedPattern.variants {
            for segment in variant {
                switch segment {
                case .capture(let name, let type): parameters[name] = SampleURL.value(for: type)
                case .rest(let name): parameters[name] = "a/b"
                default: break
                }
            }
        }
        let scheme = manifest.schemes.first ?? "app"
        return try? routes.url(for: route.id, parameters: parameters, scheme: route.parsedPattern.scheme == nil ? scheme : nil)
    }
}
