import Wayfinder
@_spi(Internals) import WayfinderTesting

/// What a match's accessors cost on top of the match: `parameters` reads the captures from
/// the URL again, `pattern` and `route` read the table's record (parsed once per table).
enum Accessors {
    static func report(routes: Int, urls: Int, seed: UInt64, runs: Int) {
        let workload = RandomRouteTable(routeCount: routes, urlCount: urls, seed: seed)
        let router = WayfinderSide.build(WayfinderSide.patterns(workload))
        let hits = workload.urls.filter { $0.expected != nil }.map(\.string)
        var sink = 0
        func perCall(_ body: (RouteMatch<Int>) -> Int) -> Timing {
            let timing = Measure.time(runs: runs) {
                for url in hits { if let match = router.match(url) { sink &+= body(match) } }
            }
            let calls = Double(hits.count)
            return Timing([timing.minimum / calls, timing.median / calls, timing.maximum / calls])
        }
        let matchOnly = perCall { $0.target }
        let rows: [(String, Timing)] = [
            ("match", matchOnly),
            ("match + parameters", perCall { $0.parameters.count }),
            ("match + pattern", perCall { $0.pattern.utf8.count }),
            ("match + route", perCall { $0.route.id }),
            ("match + query", perCall { $0.query.count }),
        ]
        print(
            "match accessors, \(Format.grouped(routes)) routes, \(Format.grouped(hits.count)) matching URLs (median per call, min–max):"
        )
        for (name, timing) in rows {
            let extra = timing.median - matchOnly.median
            print(
                "  \(name.padding(toLength: 20, withPad: " ", startingAt: 0)) \(Format.timing(timing))"
                    + (name == "match" ? "" : "  (+\(Format.duration(max(0, extra))))"))
        }
        if sink == 42 { print("") }
    }
}
