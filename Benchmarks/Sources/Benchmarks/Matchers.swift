import RoutingKit
import Wayfinder
@_spi(Internals) import WayfinderTesting

/// Wayfinder's router built from a workload.
enum WayfinderSide {
    /// The workload's patterns, gathered once as RoutingKit's paths are, so that registration
    /// timings measure registration and not copying the workload's route descriptions. Like
    /// RoutingKit's paths, they are made anew in the order they are registered (see
    /// ``TimedInputs``): the generator's own strings lie among its freed temporaries, and
    /// reading them in order missed the caches on most patterns.
    static func patterns(_ workload: RandomRouteTable) -> [String] {
        workload.routes.map { TimedInputs.freshCopy($0.pattern) }
    }

    static func build(_ patterns: [String]) -> Wayfinder.Router<Int> {
        let router = Wayfinder.Router<Int>(configuration: RouterConfiguration(schemes: [RandomRouteTable.scheme]))
        do {
            try router.update { table in
                for (index, pattern) in patterns.enumerated() { try table.register(pattern, to: index) }
            }
        } catch {
            fatalError("the workload's routes must register: \(error)")
        }
        // The first match publishes the table; registration is not done before that.
        _ = router.canMatch("\(RandomRouteTable.scheme)://")
        return router
    }

    @inline(never)
    static func match(_ router: Wayfinder.Router<Int>, _ url: String) -> Int? {
        router.match(url)?.target
    }
}

/// RoutingKit's `TrieRouter` built from the same workload.
enum RoutingKitSide {
    /// RoutingKit's path components for every route, made once so that registration timings
    /// measure registration.
    static func paths(_ workload: RandomRouteTable) -> [[PathComponent]] {
        workload.routes.map { route in
            route.segments.enumerated().map { position, segment -> PathComponent in
                switch segment {
                case .literal(let word): .constant(word)
                case .int, .string: .parameter("p\(position)")
                case .rest: .catchall
                }
            }
        }
    }

    static func build(_ paths: [[PathComponent]]) -> TrieRouter<Int> {
        let router = TrieRouter(Int.self)
        for (index, path) in paths.enumerated() { router.register(index, at: path) }
        return router
    }

    /// RoutingKit's best case: the path already split into segments.
    @inline(never)
    static func match(_ router: TrieRouter<Int>, segments: [String]) -> Int? {
        var parameters = Parameters()
        return router.route(path: segments, parameters: &parameters)
    }

    /// From the URL string: the path after `scheme://`, cut at `?` or `#`, split on `/`.
    @inline(never)
    static func match(_ router: TrieRouter<Int>, url: String) -> Int? {
        var parameters = Parameters()
        return router.route(path: split(url), parameters: &parameters)
    }

    static func split(_ url: String) -> [String] {
        let utf8 = url.utf8
        guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")) else { return [] }
        var start = utf8.index(colon, offsetBy: 3)
        var end = start
        while end != utf8.endIndex, utf8[end] != UInt8(ascii: "?"), utf8[end] != UInt8(ascii: "#") {
            end = utf8.index(after: end)
        }
        var segments: [String] = []
        var cursor = start
        while cursor != end {
            if utf8[cursor] == UInt8(ascii: "/") {
                if cursor != start { segments.append(String(url[start..<cursor])) }
                start = utf8.index(after: cursor)
            }
            cursor = utf8.index(after: cursor)
        }
        if start != end { segments.append(String(url[start..<end])) }
        return segments
    }
}

/// The inputs the timing loops read, and what reading them alone costs.
///
/// The workload's generator leaves each URL string among the temporaries it freed while
/// building it, so reading the strings in order missed the caches on almost every URL:
/// reading them alone cost about 76 ns per URL at 1,000 routes, against 21 ns for fresh
/// copies made one after another. That cost belonged to the generator, not to matching, and
/// it weighed most on the side that reads the whole string. So the loops read copies made in
/// the order they are read, as a stream of URLs arriving one by one would lie.
struct TimedInputs {
    /// The URL strings, for Wayfinder and for RoutingKit from the string.
    let strings: [String]
    /// The paths split beforehand, for RoutingKit pre-split.
    let splitPaths: [[String]]

    init(_ urls: [RandomRouteTable.TestURL]) {
        strings = urls.map { Self.freshCopy($0.string) }
        splitPaths = urls.map { $0.segments.map(Self.freshCopy) }
    }

    /// A copy of `text` in storage of its own, allocated now. Short strings are stored inline
    /// and allocate nothing.
    static func freshCopy(_ text: String) -> String {
        String(decoding: Array(text.utf8), as: UTF8.self)
    }

    /// Reads a URL's bytes and nothing else: what a timing loop costs without matching.
    @inline(never)
    static func read(_ url: String) -> Int {
        sum(url)
    }

    /// Reads a split path's bytes and nothing else.
    @inline(never)
    static func read(_ segments: [String]) -> Int {
        segments.reduce(0) { $0 &+ sum($1) }
    }

    /// The sum of a string's bytes, read in place.
    @inline(__always)
    private static func sum(_ text: String) -> Int {
        text.utf8.withContiguousStorageIfAvailable { bytes in bytes.reduce(0) { $0 &+ Int($1) } } ?? 0
    }
}
