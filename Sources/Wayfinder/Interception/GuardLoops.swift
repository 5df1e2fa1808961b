/// Loops through guards and redirects that can be seen without running anything: a guard whose
/// sign-in route is behind the guard itself, guards that send users to each other's routes,
/// redirects that lead back to where they started. ``Navigator/validate()`` and
/// `wayfinder lint` report them; at run time the navigator cuts such a loop with
/// ``NavigationRejection/Code/guardLoop`` or ``NavigationRejection/Code/redirectLoop``.
package enum GuardLoops {
    /// A loop, or a guard whose declared destination goes nowhere.
    package struct Finding: Hashable, Sendable {
        /// The guard the finding is about, if it is about one.
        package let `guard`: String?
        /// The pattern of the route the finding points at, if any.
        package let pattern: String?
        package let message: String
    }

    /// The findings for a route table and the routes its guards send users to.
    ///
    /// - Parameters:
    ///   - routes: the route table.
    ///   - destinations: for each guard that declares one, the URL or path (`/login`) its
    ///     suspended work opens.
    package static func find(in routes: Router<RouteDefinition>, destinations: [String: String]) -> [Finding] {
        let scheme = routes.configuration.schemes.sorted().first ?? "app"
        /// The route a URL or a path (read with the table's first scheme) matches.
        func resolve(_ target: String) -> RouteMatch<RouteDefinition>? {
            let url = target.hasPrefix("/") ? "\(scheme):\(target)" : target
            return routes.resolve(url).match
        }

        var findings: [Finding] = []
        // Each guard's edges: the guards of the route it sends users to.
        var next: [String: [String]] = [:]
        for (name, destination) in destinations.sorted(by: { $0.key < $1.key }) {
            guard let match = resolve(destination) else {
                findings.append(Finding(guard: name, pattern: nil, message: "the guard '\(name)' sends users to '\(destination)', which matches no route"))
                continue
            }
            let guards = match.target.guards
            if guards.contains(name) {
                findings.append(Finding(
                    guard: name, pattern: match.pattern.description,
                    message: "the guard '\(name)' sends users to '\(match.pattern)', which '\(name)' guards too: every link behind '\(name)' would loop (the navigator cuts it with guardLoop)"))
            }
            next[name] = guards.filter { $0 != name }
        }
        findings += cycles(in: next).map { cycle in
            Finding(
                guard: cycle[0], pattern: nil,
                message: "guards send users to each other's routes in a loop: \((cycle + [cycle[0]]).map { "'\($0)'" }.joined(separator: " → "))")
        }
        findings += redirectLoops(in: routes, resolve: resolve)
        return findings
    }

    /// The cycles of a graph, each once, starting at its smallest node.
    private static func cycles(in graph: [String: [String]]) -> [[String]] {
        var found: Set<[String]> = []
        for start in graph.keys.sorted() {
            var path = [start]
            var onPath: Set<String> = [start]
            func walk(_ node: String) {
                for target in graph[node] ?? [] {
                    if target == start, path.count > 1 {
                        // Keep a cycle once: the rotation that starts at its smallest guard.
                        let smallest = path.indices.min { path[$0] < path[$1] }!
                        found.insert(Array(path[smallest...] + path[..<smallest]))
                    } else if !onPath.contains(target), target > start {
                        path.append(target)
                        onPath.insert(target)
                        walk(target)
                        onPath.remove(target)
                        path.removeLast()
                    }
                }
            }
            walk(start)
        }
        return found.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// Redirects without placeholders that come back to a route already on their way.
    private static func redirectLoops(
        in routes: Router<RouteDefinition>, resolve: (String) -> RouteMatch<RouteDefinition>?
    ) -> [Finding] {
        var findings: [Finding] = []
        var reported: Set<String> = []
        for route in routes.routes {
            guard case .redirect = route.target.target else { continue }
            var path = [route.pattern.description]
            var current = route.target.target
            while case .redirect(let template) = current, !template.contains("<"), let match = resolve(template) {
                let pattern = match.pattern.description
                if let start = path.firstIndex(of: pattern) {
                    let loop = Array(path[start...]) + [pattern]
                    if reported.insert(loop.dropLast().sorted().joined(separator: "\u{0}")).inserted {
                        findings.append(Finding(guard: nil, pattern: loop[0], message: "redirects loop: \(loop.joined(separator: " → "))"))
                    }
                    break
                }
                path.append(pattern)
                current = match.target.target
            }
        }
        return findings
    }
}
