extension RouteMatch: CustomStringConvertible {
    /// The route's pattern and the names the URL gave values to, without the values, which
    /// may be private (a match is often logged): `match of /product/<int:id> (id; query ref)`.
    public var description: String {
        var parts: [String] = []
        let names = parameterNames
        if !names.isEmpty { parts.append(names.joined(separator: ", ")) }
        let queryNames = queryItems.names
        if !queryNames.isEmpty { parts.append("query " + queryNames.joined(separator: ", ")) }
        if fragment != nil { parts.append("fragment") }
        return "match of \(pattern)" + (parts.isEmpty ? "" : " (\(parts.joined(separator: "; ")))")
    }
}

extension QueryItems: CustomStringConvertible {
    /// The names, in order, without their values, which may be private: `query ref, page`.
    public var description: String {
        isEmpty ? "no query" : "query " + map(\.name).joined(separator: ", ")
    }
}

extension Route: CustomDebugStringConvertible {
    /// What `print` shows (``description`` is the text the route was registered with):
    /// `route #1 /product/<int:id> -> product`, with the target as it prints, and the name
    /// when it has one: `route #1 /product/<int:id> named 'product' -> product`.
    public var debugDescription: String {
        "route #\(id) \(pattern)\(name.map { " named '\($0)'" } ?? "") -> \(target)"
    }
}

extension Router: CustomStringConvertible {
    /// `router with 12 routes`.
    public var description: String {
        let count = currentTable().records.count
        return "router with \(count) route\(count == 1 ? "" : "s")"
    }
}
