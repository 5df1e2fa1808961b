/// Where a URL an entry point sends leads from its source (a widget's URL, a notification's
/// link): what `wayfinder lint` checks and `wayfinder entries` lists.
package enum EntryReach: Equatable, Sendable {
    /// The route at this index in the router's routes, exposed to the source.
    case route(Int)
    /// No route matches the URL: it opens the fallback, or nothing.
    case unmatched
    /// The route at this index matches, but it is not exposed to the source: "not found".
    case notExposed(Int)
    /// The action route at this index matches, but outside links never run it.
    case forbiddenAction(Int)

    /// Where `url` leads when it comes from `source`.
    package static func of(_ url: String, from source: LinkSource, in router: Router<RouteDefinition>) -> EntryReach {
        guard case .matched(let match) = router.resolution(url),
            let index = router.routes.firstIndex(where: { $0.pattern == match.pattern })
        else { return .unmatched }
        let route = match.target
        guard route.exposure.allows(source) else { return .notExposed(index) }
        if case .action = route.destination, route.externalActions == .forbidden { return .forbiddenAction(index) }
        return .route(index)
    }

    /// An entry's URL as written, a path (`/cart`) standing for the URL on `scheme`.
    package static func url(_ written: String, scheme: String?) -> String {
        guard written.hasPrefix("/"), let scheme else { return written }
        return "\(scheme):\(written)"
    }
}
