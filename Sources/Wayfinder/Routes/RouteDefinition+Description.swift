extension RouteDefinition.Destination: CustomStringConvertible {
    /// `screen product`, `screen login (present-in-stack)`, `action logout`, `redirect /p/<id>`.
    package var description: String {
        switch self {
        case .screen(let id, .push): "screen \(id)"
        case .screen(let id, let presentation): "screen \(id) (\(presentation.manifestName))"
        case .action(let name): "action \(name)"
        case .redirect(let template): "redirect \(template)"
        }
    }
}

extension RouteDefinition: CustomStringConvertible {
    /// The destination, then what is set of the rest: `screen product, tab catalog, parent
    /// /category/<category>, exposed everywhere, guards signedIn`.
    public var description: String {
        var parts = [destination.description]
        if let tab { parts.append("tab \(tab)") }
        if let parent { parts.append("parent \(parent)") }
        switch exposure.sourceNames {
        case "internal": parts.append("internal")
        case "everywhere": parts.append("exposed everywhere")
        case let sources: parts.append("exposed to \(sources)")
        }
        if !guards.isEmpty { parts.append("guards " + guards.joined(separator: ", ")) }
        if case .action = destination, externalActions != .forbidden {
            parts.append("external actions \(externalActions.rawValue)")
        }
        return parts.joined(separator: ", ")
    }
}

extension ScreenRequest: CustomStringConvertible {
    /// `request for product #2 from app, match of /product/<int:id> (id; query ref)`.
    public var description: String {
        var text = "request for \(screen) from \(source)"
        if let match { text += ", \(match)" }
        if !context.isEmpty { text += ", context " + context.keys.sorted().joined(separator: ", ") }
        return text
    }
}
