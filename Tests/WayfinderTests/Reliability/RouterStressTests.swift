import Testing
import WayfinderTestSupport
@_spi(Internals) import WayfinderTesting

@testable import Wayfinder
@testable import WayfinderRouting

/// Many tasks register, replace and remove routes while others match, and every answer is
/// checked against the tables that were current while it was being made.
///
/// Every change runs inside `Router.update`, under the router's lock, and appends itself to a
/// log there, so the log's order is the order of the tables: table `v` is the result of the
/// first `v` changes. Each registered target carries the number of the change that registered
/// it, and a string capture's name alternates with it, so an answer names the table it came
/// from. A reader notes how many changes had finished before it matched and how many had
/// started after; its answer must be the answer of one of the tables in between, and, answer
/// after answer, a reader never goes back to an older table. The expected answers come from a
/// model of the priority rules (literal, then `int`, then string capture), not from the router.
@Suite("Router stress", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct RouterStressTests {
    static let slots = 6
    static let writers = 4
    static let changesPerWriter = 1_000
    static let readers = 4
    static let matchesPerReader = 12_000

    /// A route's kind of last segment: `/s<slot>/fixed`, `/s<slot>/<int:id>`, `/s<slot>/<name>`.
    enum Kind: Int, CaseIterable, Hashable, Sendable {
        case literal, integer, string
    }

    /// What a route leads to: its slot and kind, and the change that registered it.
    struct Target: Hashable, Sendable {
        let slot: Int
        let kind: Kind
        let change: Int
    }

    /// One change, as the log keeps it.
    enum Change: Sendable {
        case registered(Target)
        case removed(slot: Int, kind: Kind)
    }

    /// One match, as a reader saw it.
    struct Observation: Sendable {
        let reader: Int
        let slot: Int
        let segment: String
        let answer: Target?
        let parameters: [String: String]
        let finishedBefore: Int
        let startedAfter: Int
    }

    /// The change log and its counters, shared by every task.
    final class Log: Sendable {
        let changes = Locked<[Change]>([])
        /// Changes whose `update` has returned, counted as the highest change number + 1.
        let finished = Locked(0)
        /// Changes appended to the log.
        let started = Locked(0)

        /// Appends a change; call inside `Router.update`. Returns its number.
        func append(_ make: (Int) -> Change) -> Int {
            changes.withLock { changes in
                let number = changes.count
                changes.append(make(number))
                started.withLock { $0 = changes.count }
                return number
            }
        }

        func noteFinished(_ number: Int) {
            finished.withLock { $0 = max($0, number + 1) }
        }
    }

    static func pattern(_ slot: Int, _ kind: Kind, change: Int) -> String {
        switch kind {
        case .literal: "/s\(slot)/fixed"
        case .integer: "/s\(slot)/<int:id>"
        case .string: change.isMultiple(of: 2) ? "/s\(slot)/<even>" : "/s\(slot)/:odd"
        }
    }

    @Test("registering, replacing and removing while matching: every answer comes from a table that was current")
    func answersComeFromCurrentTables() async throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        let router = Router<Target>(configuration: RouterConfiguration(schemes: ["shop"]))
        let log = Log()

        let observations = await withTaskGroup(of: [Observation].self) { group in
            for writer in 0..<Self.writers {
                group.addTask { await Self.write(router, log, seed: seed &+ UInt64(writer)) }
            }
            for reader in 0..<Self.readers {
                group.addTask { await Self.read(router, log, reader: reader, seed: seed &+ 100 &+ UInt64(reader)) }
            }
            var all: [Observation] = []
            for await found in group { all += found }
            return all
        }

        let changes = log.changes.withLock { $0 }
        let problems = Self.check(observations, against: changes)
        #expect(observations.count == Self.readers * Self.matchesPerReader)
        #expect(changes.count > Self.writers * Self.changesPerWriter / 4, "too few changes took effect to mean anything")
        #expect(problems.isEmpty, "seed \(seed): \(problems.count) answers no current table gives; first: \(problems.prefix(5))")
        let overlapping = observations.filter { $0.startedAfter > $0.finishedBefore }.count
        print(
            "router stress: seed \(seed), \(changes.count) changes, \(observations.count) matches, \(overlapping) made while a change was in progress"
        )

        // At rest, the router answers exactly as the last table does.
        let last = Model(changes: changes).state(at: changes.count)
        for slot in 0..<Self.slots {
            for segment in ["fixed", "42", "abc"] {
                #expect(
                    router.match("shop://s\(slot)/\(segment)")?.target == Model.answer(last, slot: slot, segment: segment),
                    "seed \(seed): s\(slot)/\(segment) at rest")
            }
        }
        #expect(router.routes.count == last.values.map(\.count).reduce(0, +), "seed \(seed)")
    }

    // MARK: Writers and readers

    /// Random changes: registrations (some replacing), removals by id and by pattern.
    private static func write(_ router: Router<Target>, _ log: Log, seed: UInt64) async -> [Observation] {
        var random = SeededRandom(seed: seed)
        var ids: [Int] = []
        for step in 0..<changesPerWriter {
            // Matching and registering never suspend: give the pool's few threads back now and
            // then, so that tests running alongside (timers, timeouts) are not starved.
            if step.isMultiple(of: 64) { await Task.yield() }
            let slot = Int.random(in: 0..<slots, using: &random)
            let kind = Kind.allCases.randomElement(using: &random)!
            var number: Int?
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<6:
                let replacing = Bool.random(using: &random)
                let id = try? router.update { (table: inout RouteTableBuilder<Target>) throws(RoutingError) -> Int in
                    let change = log.changes.withLock { $0.count }
                    let id = try table.register(
                        pattern(slot, kind, change: change), to: Target(slot: slot, kind: kind, change: change),
                        replacing: replacing)
                    number = log.append { .registered(Target(slot: slot, kind: kind, change: $0)) }
                    return id
                }
                if let id { ids.append(id) }
            case 6..<8 where !ids.isEmpty:
                let id = ids.remove(at: Int.random(in: 0..<ids.count, using: &random))
                router.update { table in
                    if let removed = table.remove(id) {
                        number = log.append { _ in .removed(slot: removed.target.slot, kind: removed.target.kind) }
                    }
                }
            default:
                // Another spelling of the same shape: removal ignores capture names.
                let equivalent = kind == .string ? "/s\(slot)/<other>" : pattern(slot, kind, change: 0)
                router.update { table in
                    for removed in try! table.remove(pattern: equivalent) {
                        number = log.append { _ in .removed(slot: removed.target.slot, kind: removed.target.kind) }
                    }
                }
            }
            if let number { log.noteFinished(number) }
            if step.isMultiple(of: 4) { await Task.yield() }
        }
        return []
    }

    /// Random matches, each noted with the change counters around it.
    private static func read(_ router: Router<Target>, _ log: Log, reader: Int, seed: UInt64) async -> [Observation] {
        var random = SeededRandom(seed: seed)
        var observations: [Observation] = []
        observations.reserveCapacity(matchesPerReader)
        for step in 0..<matchesPerReader {
            if step.isMultiple(of: 256) { await Task.yield() }
            let slot = Int.random(in: 0..<slots, using: &random)
            let segment = ["fixed", "42", "abc"].randomElement(using: &random)!
            let finishedBefore = log.finished.withLock { $0 }
            let match = router.match("shop://s\(slot)/\(segment)")
            let startedAfter = log.started.withLock { $0 }
            observations.append(
                Observation(
                    reader: reader, slot: slot, segment: segment, answer: match?.target,
                    parameters: match?.parameters ?? [:], finishedBefore: finishedBefore, startedAfter: startedAfter))
            if step.isMultiple(of: 16) { await Task.yield() }
        }
        return observations
    }

    // MARK: Checking

    /// The routes of each table, rebuilt from the log.
    struct Model {
        /// For each slot, the table numbers at which it changed and its routes from then on.
        private var history: [[(table: Int, routes: [Kind: Int])]]

        init(changes: [Change]) {
            history = Array(repeating: [(0, [:])], count: RouterStressTests.slots)
            for (index, change) in changes.enumerated() {
                switch change {
                case .registered(let target):
                    var routes = history[target.slot].last!.routes
                    routes[target.kind] = target.change
                    history[target.slot].append((index + 1, routes))
                case .removed(let slot, let kind):
                    var routes = history[slot].last!.routes
                    routes[kind] = nil
                    history[slot].append((index + 1, routes))
                }
            }
        }

        /// Every slot's routes in table `table`.
        func state(at table: Int) -> [Int: [Kind: Int]] {
            var state: [Int: [Kind: Int]] = [:]
            for slot in 0..<RouterStressTests.slots { state[slot] = routes(slot, at: table) }
            return state
        }

        func routes(_ slot: Int, at table: Int) -> [Kind: Int] {
            history[slot].last { $0.table <= table }!.routes
        }

        /// The tables in `range` at which the slot's routes change, with the first one.
        func versions(_ slot: Int, in range: ClosedRange<Int>) -> [(table: Int, routes: [Kind: Int])] {
            var result = [(range.lowerBound, routes(slot, at: range.lowerBound))]
            result += history[slot].filter { $0.table > range.lowerBound && $0.table <= range.upperBound }
            return result
        }

        /// The priority rules: a literal, then an `int` capture, then a string capture.
        static func answer(_ routes: [Kind: Int], slot: Int, segment: String) -> Target? {
            if segment == "fixed", let change = routes[.literal] { return Target(slot: slot, kind: .literal, change: change) }
            if Int(segment) != nil, let change = routes[.integer] { return Target(slot: slot, kind: .integer, change: change) }
            if let change = routes[.string] { return Target(slot: slot, kind: .string, change: change) }
            return nil
        }

        static func answer(_ state: [Int: [Kind: Int]], slot: Int, segment: String) -> Target? {
            answer(state[slot] ?? [:], slot: slot, segment: segment)
        }
    }

    /// The observations no table current at their time would give, or that go back to an
    /// older table than the same reader already saw.
    static func check(_ observations: [Observation], against changes: [Change]) -> [String] {
        let model = Model(changes: changes)
        var problems: [String] = []
        var floors = [Int](repeating: 0, count: readers)
        for observation in observations {
            let low = max(observation.finishedBefore, floors[observation.reader])
            let high = observation.startedAfter
            guard low <= high else {
                problems.append("reader \(observation.reader) had seen table \(low), yet only \(high) changes had started")
                continue
            }
            let fitting = model.versions(observation.slot, in: low...high).filter {
                Model.answer($0.routes, slot: observation.slot, segment: observation.segment) == observation.answer
            }
            guard let first = fitting.first else {
                problems.append(
                    "s\(observation.slot)/\(observation.segment) gave \(String(describing: observation.answer)); tables \(low)...\(high) give \(model.versions(observation.slot, in: low...high).map { Model.answer($0.routes, slot: observation.slot, segment: observation.segment) })"
                )
                continue
            }
            floors[observation.reader] = first.table
            // The captures prove the registration too: the name alternates with the change.
            if let answer = observation.answer {
                let expected: [String: String] =
                    switch answer.kind {
                    case .literal: [:]
                    case .integer: ["id": observation.segment]
                    case .string: [answer.change.isMultiple(of: 2) ? "even" : "odd": observation.segment]
                    }
                if observation.parameters != expected {
                    problems.append(
                        "s\(observation.slot)/\(observation.segment) from change \(answer.change) captured \(observation.parameters)"
                    )
                }
            }
        }
        return problems
    }
}
