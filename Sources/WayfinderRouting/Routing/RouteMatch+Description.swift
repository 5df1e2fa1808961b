extension RouteMatch: CustomStringConvertible {
    /// The route's pattern and the names the URL gave values to, without the values, which
    /// may be private (a match is often logged): `match of /product/<int:id> (id; query ref)`.
    public var description: String {
        var parts: [String] = []
        let names = parameters.names
        if !names.isEmpty { parts.append(names.joined(separator: ", ")) }
        let queryNames = query.names
        if !queryNames.isEmpty { parts.append("query " + queryNames.joined(separator: ", ")) }
        if fragment != nil { parts.append("fragment") }
        return "match of \(pattern)" + (parts.isEmpty ? "" : " (\(parts.joined(separator: "; ")))")
    }
}

extension RouteParameters: CustomStringConvertible {
    /// The capture names, without their values: `parameters id, rest`.
    public var description: String {
        names.isEmpty ? "no parameters" : "parameters " + names.joined(separator: ", ")
    }
}
