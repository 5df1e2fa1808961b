/// Loops through guards and redirects that can be seen without running anything: a guard whose
/// sign-in route is behind the guard itself, guards that send users to each other's routes,
/// redirects that lead back to where they started. ``Navigator/validate()`` and
/// `wayfinder lint` report them; at run time the navigator cuts such a loop with
/// ``WayfinderRouting/ErrorCode/guardLoop`` or ``WayfinderRouting/ErrorCode/redirectLoop``.
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
            return routes.resolution(url).match
        }

        var findings: [Finding] = []
        // Each guard's edges: the guards of the route it sends users to.
        var next: [String: [String]] = [:]
        for (name, destination) in destinations.sorted(by: { $0.key < $1.key }) {
            guard let match = resolve(destination) else {
                findings.append(
                    Finding(
                        guard: name, pattern: nil,
                        message: "the guard '\(name)' sends users to '\(destination)', which matches no route"))
                continue
            }
            let guards = match.target.guards
            if guards.contains(name) {
                findings.append(
                    Finding(
                        guard: name, pattern: match.pattern,
                        message:
                            "the guard '\(name)' sends users to '\(match.pattern)', which '\(name)' guards too: every link behind '\(name)' would loop (the navigator cuts it with guardLoop)"
                    ))
            }
            next[name] = guards.filter { $0 != name }
        }
        findings += cycles(in: next).map { cycle in
            Finding(
                guard: cycle[0], pattern: nil,
                message:
                    "guards send users to each other's routes in a loop: \((cycle + [cycle[0]]).map { "'\($0)'" }.joined(separator: " → "))"
            )
        }
        findings += redirectLoops(in: routes, resolve: resolve)
        return findings
    }

    /// One cycle for each group of guards that send users around in a loop (each strongly
    /// connected group of more than one guard), starting at its smallest guard and taking the
    /// shortest way back to it. Linear in the guards and their edges: a graph may hold
    /// exponentially many distinct cycles, and one finding per loop says what to fix.
    private static func cycles(in graph: [String: [String]]) -> [[String]] {
        let names = Array(Set(graph.keys).union(graph.values.joined())).sorted()
        let number = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        let edges = names.map { name in (graph[name] ?? []).compactMap { number[$0] }.sorted() }
        var cycles: [[String]] = []
        for group in StronglyConnected.groups(edges) where group.count > 1 {
            let members = Set(group)
            let start = group.min()!
            // The shortest way from `start` back to itself inside the group.
            var cameFrom: [Int: Int] = [:]
            var frontier = [start]
            var found = false
            search: while !frontier.isEmpty {
                var next: [Int] = []
                for node in frontier {
                    for target in edges[node] where members.contains(target) {
                        if target == start {
                            cameFrom[start] = node
                            found = true
                            break search
                        }
                        if cameFrom[target] == nil {
                            cameFrom[target] = node
                            next.append(target)
                        }
                    }
                }
                frontier = next
            }
            guard found else { continue }
            var cycle: [Int] = []
            var node = cameFrom[start]!
            while node != start {
                cycle.append(node)
                node = cameFrom[node]!
            }
            cycles.append(([start] + cycle.reversed()).map { names[$0] })
        }
        return cycles.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// Redirects without placeholders that come back to a route already on their way: each
    /// route leads to at most one other, so following every chain once, and stopping where an
    /// earlier walk has been, finds every loop in time linear in the routes.
    private static func redirectLoops(
        in routes: Router<RouteDefinition>, resolve: (String) -> RouteMatch<RouteDefinition>?
    ) -> [Finding] {
        let all = routes.routes
        let index = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($1.id, $0) })
        var next: [Int: Int] = [:]
        for (position, route) in all.enumerated() {
            guard case .redirect(let template) = route.target.destination, !template.contains("<"),
                let match = resolve(template), let target = index[match.routeID]
            else { continue }
            next[position] = target
        }
        var findings: [Finding] = []
        for cycle in FunctionalGraph.cycles(next) {
            let patterns = (cycle + [cycle[0]]).map { all[$0].pattern }
            findings.append(
                Finding(guard: nil, pattern: patterns[0], message: "redirects loop: \(patterns.joined(separator: " → "))"))
        }
        return findings
    }
}

/// Cycles of a graph in which each node leads to at most one other (a route's parent, a
/// redirect's target).
package enum FunctionalGraph {
    /// Each cycle once, starting at its smallest node, in the order of those nodes. Every node
    /// is walked once: a walk stops at a node an earlier walk reached.
    package static func cycles(_ next: [Int: Int]) -> [[Int]] {
        var walkOf: [Int: Int] = [:]
        var positionInWalk: [Int: Int] = [:]
        var cycles: [[Int]] = []
        for start in next.keys.sorted() where walkOf[start] == nil {
            var walk: [Int] = []
            var current = start
            while true {
                if let earlier = walkOf[current] {
                    if earlier == start, let position = positionInWalk[current] {
                        let cycle = Array(walk[position...])
                        let smallest = cycle.indices.min { cycle[$0] < cycle[$1] }!
                        cycles.append(Array(cycle[smallest...] + cycle[..<smallest]))
                    }
                    break
                }
                walkOf[current] = start
                positionInWalk[current] = walk.count
                walk.append(current)
                guard let following = next[current] else { break }
                current = following
            }
        }
        return cycles.sorted { $0[0] < $1[0] }
    }
}

/// Strongly connected groups of a graph given as adjacency lists (Tarjan's algorithm, without
/// recursion, so a long chain cannot overflow the stack).
enum StronglyConnected {
    static func groups(_ edges: [[Int]]) -> [[Int]] {
        let count = edges.count
        var order = Array(repeating: -1, count: count)
        var low = Array(repeating: 0, count: count)
        var onStack = Array(repeating: false, count: count)
        var stack: [Int] = []
        var groups: [[Int]] = []
        var counter = 0
        for root in 0..<count where order[root] < 0 {
            // Each frame: a node and how many of its edges have been followed.
            var frames: [(node: Int, edge: Int)] = [(root, 0)]
            order[root] = counter
            low[root] = counter
            counter += 1
            stack.append(root)
            onStack[root] = true
            while let frame = frames.last {
                let node = frame.node
                if frame.edge < edges[node].count {
                    frames[frames.count - 1].edge += 1
                    let target = edges[node][frame.edge]
                    if order[target] < 0 {
                        order[target] = counter
                        low[target] = counter
                        counter += 1
                        stack.append(target)
                        onStack[target] = true
                        frames.append((target, 0))
                    } else if onStack[target] {
                        low[node] = min(low[node], order[target])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last?.node { low[parent] = min(low[parent], low[node]) }
                if low[node] == order[node] {
                    var group: [Int] = []
                    while let member = stack.popLast() {
                        onStack[member] = false
                        group.append(member)
                        if member == node { break }
                    }
                    groups.append(group)
                }
            }
        }
        return groups
    }
}
