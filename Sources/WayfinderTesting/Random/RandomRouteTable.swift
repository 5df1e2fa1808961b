/// A random route table and URLs with their right answers: what the benchmarks measure every
/// router on, and what the tests check matching against.
///
/// Shaped like a large modular app: about 40% all-literal paths, 50% with one or two
/// parameters (most of them integers), 10% ending in a rest capture; 1 to 6 segments; literals
/// from a vocabulary of a few hundred words with shared prefixes. The URL stream is 80% hits,
/// 10% hits with a query of 1 to 4 pairs, 10% misses (half of them near misses of real routes).
///
/// Every URL has one right answer for every router measured: at each point of the route tree
/// there are either literal children or one parameter, never both, so RoutingKit's greedy walk
/// and Wayfinder's backtracking agree, and integer parameters only ever receive integers.
@_spi(Internals)
public struct RandomRouteTable: Sendable {
    /// One segment of a route: a literal, an `<int:>` or string capture, or a rest capture.
    public enum Segment: Equatable, Sendable {
        case literal(String)
        case int
        case string
        case rest
    }

    /// One route: its segments and its pattern.
    public struct RouteSpec: Sendable {
        public let segments: [Segment]
        /// The Wayfinder pattern, made once so that registration timings measure registration:
        /// `/word/<int:p1>/<p2>/<path:rest>`.
        public let pattern: String

        init(segments: [Segment]) {
            self.segments = segments
            var parameter = 0
            self.pattern =
                "/"
                + segments.map { segment -> String in
                    switch segment {
                    case .literal(let word): return word
                    case .int:
                        parameter += 1
                        return "<int:p\(parameter)>"
                    case .string:
                        parameter += 1
                        return "<p\(parameter)>"
                    case .rest: return "<path:rest>"
                    }
                }.joined(separator: "/")
        }
    }

    /// A URL and the route it must match.
    public struct TestURL: Sendable {
        public let string: String
        /// The path segments, split beforehand: RoutingKit's best case.
        public let segments: [String]
        /// The index of the route that must match, or `nil` for a miss.
        public let expected: Int?
    }

    /// The routes, in the order to register them.
    public let routes: [RouteSpec]
    /// The URLs, each with the index of its route in ``routes`` or `nil` for a miss.
    public let urls: [TestURL]
    /// The scheme of every URL.
    public static let scheme = "app"

    /// Builds `routeCount` routes and `urlCount` URLs; the same seed builds the same table.
    public init(routeCount: Int, urlCount: Int, seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let vocabulary = Self.vocabulary()
        routes = Self.makeRoutes(count: routeCount, vocabulary: vocabulary, random: &random)
        urls = Self.makeURLs(count: urlCount, routes: routes, vocabulary: Set(vocabulary), random: &random)
    }

    /// 60 stems, each in 5 forms: `account`, `accounts`, `accountList`, `accountDetail`, `accountEdit`.
    static func vocabulary() -> [String] {
        let stems = [
            "account", "address", "admin", "album", "article", "basket", "billing", "blog", "booking", "brand",
            "campaign", "card", "cart", "catalog", "category", "channel", "chat", "checkout", "city", "collection",
            "comment", "contact", "coupon", "course", "customer", "dashboard", "delivery", "device", "discount", "document",
            "event", "feed", "file", "folder", "friend", "gallery", "gift", "group", "help", "invoice",
            "item", "label", "lesson", "library", "list", "location", "message", "note", "offer", "order",
            "page", "payment", "photo", "playlist", "post", "product", "profile", "review", "search", "setting",
        ]
        return stems.flatMap { [$0, $0 + "s", $0 + "List", $0 + "Detail", $0 + "Edit"] }
    }

    /// A node of the route tree the generator keeps to hold its rule: literal children or one
    /// parameter, never both; a rest route only where nothing else continues.
    private final class Node {
        var literals: [String: Node] = [:]
        var literalOrder: [String] = []
        var parameter: (kind: Segment, node: Node)?
        var hasRoute = false
        var hasRest = false
    }

    private static func makeRoutes(count: Int, vocabulary: [String], random: inout SeededRandom) -> [RouteSpec] {
        let root = Node()
        var routes: [RouteSpec] = []
        routes.reserveCapacity(count)
        while routes.count < count {
            let roll = Double.random(in: 0..<1, using: &random)
            let kind = roll < 0.4 ? 0 : roll < 0.9 ? 1 : 2
            let length = Int.random(in: (kind == 0 ? 1 : 2)...6, using: &random)
            var plan = Array(repeating: false, count: length)  // true: parameter
            if kind == 1 {
                let parameters = min(Int.random(in: 1...2, using: &random), length - 1)
                for position in Array(1..<length).shuffled(using: &random).prefix(parameters) { plan[position] = true }
            }
            if let route = place(plan, endsInRest: kind == 2, root: root, vocabulary: vocabulary, random: &random) {
                routes.append(route)
            }
        }
        return routes
    }

    /// Walks the tree along a plan, preferring existing literals so that routes share prefixes;
    /// `nil` when the plan breaks the tree's rule or repeats a route.
    private static func place(
        _ plan: [Bool], endsInRest: Bool, root: Node, vocabulary: [String], random: inout SeededRandom
    ) -> RouteSpec? {
        var node = root
        var segments: [Segment] = []
        let steps = endsInRest ? plan.count - 1 : plan.count
        for position in 0..<steps {
            if node.hasRest { return nil }
            if plan[position] {
                if !node.literals.isEmpty { return nil }
                if node.parameter == nil {
                    let kind: Segment = Double.random(in: 0..<1, using: &random) < 0.8 ? .int : .string
                    node.parameter = (kind, Node())
                }
                segments.append(node.parameter!.kind)
                node = node.parameter!.node
            } else {
                if node.parameter != nil { return nil }
                let word: String
                if !node.literalOrder.isEmpty, Double.random(in: 0..<1, using: &random) < 0.6 {
                    word = node.literalOrder.randomElement(using: &random)!
                } else {
                    word = vocabulary.randomElement(using: &random)!
                }
                if node.literals[word] == nil {
                    node.literals[word] = Node()
                    node.literalOrder.append(word)
                }
                segments.append(.literal(word))
                node = node.literals[word]!
            }
        }
        if endsInRest {
            guard !node.hasRest, node.literals.isEmpty, node.parameter == nil else { return nil }
            node.hasRest = true
            segments.append(.rest)
        } else {
            guard !node.hasRoute else { return nil }
            node.hasRoute = true
        }
        return RouteSpec(segments: segments)
    }

    private static func makeURLs(count: Int, routes: [RouteSpec], vocabulary: Set<String>, random: inout SeededRandom)
        -> [TestURL]
    {
        (0..<count).map { _ in
            let roll = Double.random(in: 0..<1, using: &random)
            let index = Int.random(in: 0..<routes.count, using: &random)
            var path = values(for: routes[index], random: &random)
            if roll < 0.8 {
                return url(path, query: "", expected: index)
            }
            if roll < 0.9 {
                let pairs = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                    "\(word(&random))=\(Int.random(in: 0...9999, using: &random))"
                }
                return url(path, query: "?" + pairs.joined(separator: "&"), expected: index)
            }
            if roll < 0.95 {
                // A near miss: one literal of a real route changed.
                let literals = routes[index].segments.indices.filter {
                    if case .literal = routes[index].segments[$0] { return true }
                    return false
                }
                path[literals.randomElement(using: &random)!] = "zz" + word(&random)
                return url(path, query: "", expected: nil)
            }
            return url(["zz" + word(&random), word(&random)], query: "", expected: nil)
        }
    }

    private static func values(for route: RouteSpec, random: inout SeededRandom) -> [String] {
        route.segments.flatMap { segment -> [String] in
            switch segment {
            case .literal(let word): [word]
            case .int: [String(Int.random(in: 0...999_999, using: &random))]
            case .string: [word(&random)]
            case .rest: (0..<Int.random(in: 1...3, using: &random)).map { _ in word(&random) }
            }
        }
    }

    /// A value that is never a vocabulary word: lowercase letters, at least five.
    private static func word(_ random: inout SeededRandom) -> String {
        let letters = Array("bcdfghjklmnpqrstvwxz")
        return String((0..<Int.random(in: 5...9, using: &random)).map { _ in letters.randomElement(using: &random)! })
    }

    private static func url(_ path: [String], query: String, expected: Int?) -> TestURL {
        TestURL(string: "\(scheme)://" + path.joined(separator: "/") + query, segments: path, expected: expected)
    }
}
