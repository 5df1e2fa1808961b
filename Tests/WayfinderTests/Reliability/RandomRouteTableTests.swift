import Testing
import WayfinderRouting
import WayfinderTestSupport
@_spi(Internals) import WayfinderTesting

/// The benchmarks' random route table, checked: the router gives every URL the route it was
/// made for (misses match nothing), typed captures convert, and the URL built back from a
/// match's parameters matches the same route with the same parameters; the navigator's
/// one-pass reading of the path values agrees with the parameters'.
@Suite("Random route tables", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct RandomRouteTableTests {
    @Test(
        "every URL matches the route it was made for; building it back gives the same match",
        arguments: [1, 42, 20_261_126] as [UInt64])
    func matchesAndBuildsBack(seed: UInt64) throws {
        print("random route table: seed \(seed) (replay: RandomRouteTable(routeCount: 2_000, urlCount: 4_000, seed: \(seed)))")
        let table = RandomRouteTable(routeCount: 2_000, urlCount: 4_000, seed: seed)
        let router = Router<Int>(configuration: RouterConfiguration(schemes: [RandomRouteTable.scheme]))
        for (index, route) in table.routes.enumerated() { try router.register(route.pattern, to: index) }

        var wrong: [String] = []
        var hits = 0
        for url in table.urls {
            let match = router.match(url.string)
            guard match?.target == url.expected else {
                wrong.append(
                    "\(url.string): \(match.map { "route \($0.target)" } ?? "no match"), expected \(url.expected.map { "route \($0)" } ?? "no match")"
                )
                continue
            }
            guard let match, let index = url.expected else { continue }
            hits += 1
            for (position, segment) in table.routes[index].segments.enumerated() where segment == .int {
                let name = "p\(table.routes[index].segments[...position].filter { $0 == .int || $0 == .string }.count)"
                if match.get(name, as: Int.self) == nil { wrong.append("\(url.string): '\(name)' is not an integer") }
            }
            if match.parameters != match.parameters {
                wrong.append(
                    "\(url.string): path values read in one pass \(match.parameters), through parameters \(match.parameters)")
            }
            let rebuilt = try router.url(for: match.route.id, parameters: match.parameters)
            let again = router.match(rebuilt)
            if again?.target != index || again?.parameters != match.parameters {
                wrong.append(
                    "\(url.string): built back as '\(rebuilt)', which matches \(again.map { "route \($0.target)" } ?? "nothing")")
            }
        }
        #expect(hits > table.urls.count / 2, "seed \(seed): only \(hits) hits")
        #expect(wrong.isEmpty, "seed \(seed): \(wrong.count) wrong, first: \(wrong.prefix(3))")
    }

    @Test("the same seed builds the same table; another seed, another")
    func seedReplays() {
        let first = RandomRouteTable(routeCount: 300, urlCount: 300, seed: 9)
        let again = RandomRouteTable(routeCount: 300, urlCount: 300, seed: 9)
        let other = RandomRouteTable(routeCount: 300, urlCount: 300, seed: 10)
        #expect(first.routes.map(\.pattern) == again.routes.map(\.pattern))
        #expect(first.urls.map(\.string) == again.urls.map(\.string))
        #expect(first.routes.map(\.pattern) != other.routes.map(\.pattern))
    }
}
