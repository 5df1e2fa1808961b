extension Navigator {
    /// Explains which route a URL matches and why, or why none does, with what the matched
    /// route does: its target, tab, parent (filled in), exposure and guards, and with `source`,
    /// whether a link from there reaches it.
    ///
    /// ```swift
    /// print(navigator.explain("shop://product/42?ref=home", from: .universalLink))
    /// // shop://product/42?ref=home
    /// //   matched    '/product/<int:id>'
    /// //   ...
    /// //   target     screen product, pushed onto the topmost stack
    /// //   exposure   everywhere
    /// //   source     universal-link: may reach it
    /// ```
    ///
    /// It shows the URL's values: it is for a developer's console, not for logs.
    public func explain(_ url: String, from source: LinkSource? = nil) -> String {
        var explainer = RouteExplainer(router: routes)
        explainer.targetRows = { [routes, arrivals = configuration.arrivals] route, match in
            RouteDefinitionRows(router: routes, source: source, arrivals: arrivals).rows(route.target, match: match)
        }
        return explainer.explain(url).joined(separator: "\n")
    }
}

/// The rows of an explanation that say what a matched route does; shared by
/// ``Navigator/explain(_:from:)`` and the tool.
package struct RouteDefinitionRows {
    package let router: Router<RouteDefinition>
    package let source: LinkSource?
    /// Where links land by source (``NavigatorConfiguration/arrivals``).
    package let arrivals: [LinkSource: ArrivalPolicy]
    /// How another route is named (a route's parent), by its index in the router's routes.
    package var label: (Int, Route<RouteDefinition>) -> String = { _, route in "'\(route.pattern)'" }

    package init(router: Router<RouteDefinition>, source: LinkSource?, arrivals: [LinkSource: ArrivalPolicy] = [:]) {
        self.router = router
        self.source = source
        self.arrivals = arrivals
    }

    package func rows(_ definition: RouteDefinition, match: RouteMatch<RouteDefinition>) -> [(String, String)] {
        var rows = [("target", targetText(definition.destination, match: match))]
        if let tab = definition.tab { rows.append(("tab", "\(tab): opening it selects this tab first")) }
        if let column = definition.column { rows.append(("column", columnText(column))) }
        if let parent = definition.parent { rows.append(("parent", parentText(parent, match: match))) }
        if definition.screen != nil { rows.append(("arrival", arrivalText(definition))) }
        rows.append(("exposure", exposureText(definition)))
        if let signed = definition.signed {
            let query = signed.signedQuery.sorted()
            rows.append(
                (
                    "signed",
                    "links from outside must be signed; the signature covers the path"
                        + (query.isEmpty ? "" : " and \(query.joined(separator: ", "))")
                        + ", and the rest of the query is dropped"
                ))
        }
        if let source { rows.append(("source", sourceText(source, definition))) }
        rows.append(
            (
                "guards",
                definition.guards.isEmpty
                    ? "none"
                    : definition.guards.joined(separator: ", ")
                        + " (run after the app's interceptors; each must let the route open)"
            ))
        return rows
    }

    /// Where a route's screen shows in a split view, and what opening it closes there.
    private func columnText(_ column: SplitColumn) -> String {
        let closes =
            switch column {
            case .sidebar: "the middle and detail columns close, and it is pushed inside the sidebar"
            case .supplementary: "the middle and detail columns close, and it shows in the middle"
            case .detail: "the detail column closes (asking its leave guards), and it shows there"
            }
        return "\(column): when the window's stack is a split view, \(closes); collapsed, it is one stack"
    }

    private func targetText(_ target: RouteDefinition.Destination, match: RouteMatch<RouteDefinition>) -> String {
        switch target {
        case .screen(let id, let presentation):
            let how =
                switch presentation {
                case .push: "pushed onto the topmost stack"
                case .present(let style): "presented alone as a \(style == .fullScreen ? "full-screen modal" : style.explained)"
                case .presentInStack(let style): "presented in a new \(style.explained) modal stack"
                case .replace: "in place of the topmost screen when that is '\(id)', else pushed"
                case .setRoot: "as the root of a new stack that replaces everything"
                }
            return "screen \(id), \(how)"
        case .action(let name):
            return "action \(name), run by the app's handler"
        case .redirect(let template):
            switch URLTemplate.fill(template, base: match.url, argument: match.get) {
            case .success(let next): return "redirect \(template) -> \(VisibleText.visible(next))"
            case .failure(let missing):
                return
                    "redirect \(template), which needs '\(missing.name)': the URL has no such value, so the request is rejected"
            }
        }
    }

    private func parentText(_ template: String, match: RouteMatch<RouteDefinition>) -> String {
        let url: String
        switch URLTemplate.fill(template, base: match.url, argument: match.get) {
        case .failure(let missing): return "\(template) needs '\(missing.name)', which the URL does not have: no parent is built"
        case .success(let filled): url = filled
        }
        let routes = router.routes
        guard case .matched(let parent) = router.resolution(url),
            let index = routes.firstIndex(where: { $0.id == parent.routeID })
        else { return "\(template) -> \(VisibleText.visible(url)), which matches no route: no parent is built" }
        return "\(template) -> \(VisibleText.visible(url)), \(label(index, routes[index])); built beneath for links from outside"
    }

    private func arrivalText(_ definition: RouteDefinition) -> String {
        if let own = definition.arrival { return "\(own) (the route's own)" }
        guard let source else { return "by the link's source: in-tab from the app, keeping-work from outside" }
        return "\(ArrivalPolicy.default(for: source, in: arrivals)) (the default for \(source.kindName))"
    }

    private func exposureText(_ definition: RouteDefinition) -> String {
        let exposure = definition.exposure.sourceNames
        if exposure == "internal" { return "internal: only the app's own calls reach it; links from outside get \"not found\"" }
        if case .action = definition.destination {
            return "\(exposure); externalActions \(definition.externalActions.rawValue)"
        }
        return exposure
    }

    private func sourceText(_ source: LinkSource, _ definition: RouteDefinition) -> String {
        guard definition.exposure.allows(source) else {
            return "\(source.kindName): not exposed to it; the link gets \"not found\", as for a route that does not exist"
        }
        if case .action = definition.destination, source.isExternal {
            switch definition.externalActions {
            case .forbidden:
                return "\(source.kindName): outside links do not run this action (externalActions forbidden); \"not found\""
            case .requiresConfirmation: return "\(source.kindName): may run it after the app's confirmation step"
            case .allowed: return "\(source.kindName): may run it"
            }
        }
        return "\(source.kindName): may reach it"
    }
}
