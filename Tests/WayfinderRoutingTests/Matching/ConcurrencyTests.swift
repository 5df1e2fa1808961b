import Testing
import WayfinderTestSupport

@testable import WayfinderRouting

@Suite("Concurrency", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ConcurrencyTests {
    enum Target: Hashable, Sendable {
        /// `/stable/<int:id>`: never removed.
        case stable
        /// `/<section>/<item>`: never removed; takes what no other route does.
        case fallback
        /// `/swap/<name>` or `/swap/:other`, replaced again and again; the generation counts up.
        case swap(Int)
        /// `/toggle/<int:n>`: registered, then removed, again and again.
        case toggle
        /// `/left` and `/right`, replaced together in one update.
        case pair(Int)
        /// `/ghost/<n>`: only ever registered by updates that then fail.
        case ghost
    }

    static let readers = 6
    static let readsPerReader = 1_500
    static let writes = 300

    @Test("matching from many tasks while others register, replace and remove sees only whole tables")
    func matchWhileChanging() async throws {
        let router = Router<Target>()
        try router.register("/stable/<int:id>", to: .stable)
        try router.register("/<section>/<item>", to: .fallback)
        try router.register("/swap/<name>", to: .swap(0))
        try router.register("/left", to: .pair(0))
        try router.register("/right", to: .pair(0))

        let violations = try await withThrowingTaskGroup(of: [String].self) { group in
            group.addTask { try await Self.swapRepeatedly(router) }
            group.addTask { try await Self.toggleRepeatedly(router) }
            group.addTask { try await Self.updatePairsRepeatedly(router) }
            for reader in 0..<Self.readers {
                group.addTask { await Self.read(router, reader: reader) }
            }
            var all: [String] = []
            for try await found in group { all += found }
            return all
        }
        #expect(violations.isEmpty, "\(violations.count) inconsistent answers, first: \(violations.prefix(5))")

        // Every writer's last change is what the table holds now.
        #expect(router.match("shop://swap/x")?.target == .swap(Self.writes))
        #expect(router.match("shop://left")?.target == .pair(Self.writes))
        #expect(router.match("shop://toggle/1")?.target == .fallback)
        #expect(router.match("shop://ghost/1")?.target == .fallback)
        let lastSwap = Self.writes.isMultiple(of: 2) ? "/swap/<name>" : "/swap/<other>"
        #expect(
            router.routes.map(\.pattern).sorted() == [
                "/<section>/<item>", "/left", "/right", "/stable/<int:id>", lastSwap,
            ])
    }

    // MARK: Writers

    /// Replaces the swap route, alternating the capture name so each generation's match says
    /// which pattern it came from.
    private static func swapRepeatedly(_ router: Router<Target>) async throws -> [String] {
        for generation in 1...writes {
            let pattern = generation.isMultiple(of: 2) ? "/swap/<name>" : "/swap/:other"
            try router.register(pattern, to: .swap(generation), replacing: true)
            await Task.yield()
        }
        return []
    }

    /// Registers the toggle route and removes it again, by id and by pattern in turn.
    private static func toggleRepeatedly(_ router: Router<Target>) async throws -> [String] {
        var problems: [String] = []
        let pattern = "/toggle/<int:m>"
        for round in 0..<writes {
            let id = try router.register("/toggle/<int:n>", to: .toggle)
            await Task.yield()
            let removed = round.isMultiple(of: 2) ? router.remove(id).map { [$0] } ?? [] : try router.remove(pattern: pattern)
            if removed.map(\.id) != [id] { problems.append("round \(round): removing \(id) removed \(removed.map(\.id))") }
            await Task.yield()
        }
        return problems
    }

    /// Replaces both halves of the pair in one update, then attempts an update that registers
    /// the ghost and fails with a conflict.
    private static func updatePairsRepeatedly(_ router: Router<Target>) async throws -> [String] {
        var problems: [String] = []
        for generation in 1...writes {
            try router.update { (table: inout RouteTableBuilder<Target>) throws(RoutingError) in
                try table.register("/left", to: .pair(generation), replacing: true)
                try table.register("/right", to: .pair(generation), replacing: true)
            }
            do {
                try router.update { (table: inout RouteTableBuilder<Target>) throws(RoutingError) in
                    try table.register("/ghost/<n>", to: .ghost)
                    try table.register("/stable/<int:other>", to: .ghost)
                }
                problems.append("generation \(generation): the failing update succeeded")
            } catch {
                if error.code != .conflict { problems.append("generation \(generation): \(error)") }
            }
            await Task.yield()
        }
        return problems
    }

    // MARK: Readers

    /// Matches URLs for every kind of route and returns each answer no published table could give.
    private static func read(_ router: Router<Target>, reader: Int) async -> [String] {
        var problems: [String] = []
        var lastSwap = 0
        var lastPair = 0
        for iteration in 0..<readsPerReader {
            let number = reader * readsPerReader + iteration

            // A route that is never removed always matches, with its value.
            let stable = router.match("shop://stable/\(number)")
            if stable?.target != .stable || stable?.get("id", as: Int.self) != number {
                problems.append("stable/\(number) gave \(String(describing: stable?.target))")
            }

            // A replaced route matches the old or the new target, never nothing, never going back.
            let swap = router.match("shop://swap/x")
            if let swap, case .swap(let generation) = swap.target {
                let name = generation.isMultiple(of: 2) ? "name" : "other"
                if swap.parameters != [name: "x"] {
                    problems.append("swap generation \(generation) captured \(swap.parameters)")
                }
                if generation < lastSwap { problems.append("swap went back from \(lastSwap) to \(generation)") }
                lastSwap = generation
            } else {
                problems.append("swap/x gave \(String(describing: swap?.target))")
            }

            // A route that comes and goes matches itself or the fallback.
            let toggle = router.match("shop://toggle/\(number)")
            switch toggle?.target {
            case .toggle? where toggle?.parameters == ["n": "\(number)"]: break
            case .fallback? where toggle?.parameters == ["section": "toggle", "item": "\(number)"]: break
            default: problems.append("toggle/\(number) gave \(String(describing: toggle?.target))")
            }

            // A failed update is never seen.
            let ghost = router.match("shop://ghost/\(number)")?.target
            if ghost != .fallback { problems.append("ghost/\(number) gave \(String(describing: ghost))") }

            // One published table holds both halves of an update, or neither.
            let table = router.currentTable()
            let left = table.resolve("shop://left").match?.target
            let right = table.resolve("shop://right").match?.target
            if case .pair(let generation)? = left, left == right {
                if generation < lastPair { problems.append("pair went back from \(lastPair) to \(generation)") }
                lastPair = generation
            } else {
                problems.append("one table gave left \(String(describing: left)) and right \(String(describing: right))")
            }

            if iteration.isMultiple(of: 25) {
                let targets = router.routes.map(\.target)
                let swaps = targets.filter { if case .swap = $0 { true } else { false } }.count
                let toggles = targets.filter { $0 == .toggle }.count
                if !targets.contains(.stable) || !targets.contains(.fallback) || swaps != 1 || toggles > 1
                    || targets.contains(.ghost) || targets.count != 5 + toggles
                {
                    problems.append("routes listed \(targets)")
                }
                await Task.yield()
            }
        }
        return problems
    }
}
