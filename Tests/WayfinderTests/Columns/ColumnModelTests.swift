import Foundation
import Testing
import WayfinderTestSupport
@_spi(Internals) import WayfinderTesting

@testable import Wayfinder
@_spi(Internals) @testable import WayfinderRouting

/// A split view driven at random: links, in-app opens that wait for a result, pops, the user's
/// Back, finished screens, leave guards that refuse or allow, width changes (also while a
/// transition is held) and restorations in the other width. After every step: no screen lost
/// or duplicated, the columns read in order are the stack and in column order, the window shows
/// the state, a width change changes no screen, and every opener's result comes exactly once,
/// when its screen leaves.
@MainActor
@Suite("Split view model", .timeLimit(.minutes(5)), .endsWithin(.seconds(60)))
struct ColumnModelTests {
    /// 845661171626447372: a finish on its way while the user's Back took the screen delivered
    /// the finish's value, though the finish was rejected.
    nonisolated static let seeds = ModelSeeds.seeds(1, 8, 29, 845_661_171_626_447_372)

    /// Steps per seed: fewer where tests run several times slower (the thread sanitizer's run,
    /// `EndsWithin.scale`), so that the split view models do not hold the main actor for so long
    /// that other tests' waits on it time out.
    nonisolated static let steps = EndsWithin.scale > 1 ? 40 : 120

    static let boxes = ["inbox", "work", "news"]

    /// The rank of a column in a split view, leading first; a screen without one is detail.
    static func rank(_ column: SplitColumn?) -> Int {
        switch column {
        case .sidebar: 0
        case .supplementary: 1
        case .detail, nil: 2
        }
    }

    /// A random URL of the mail app: a mailbox, a message, an attachment.
    static func url(_ random: inout SeededRandom) -> String {
        let box = boxes.randomElement(using: &random)!
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return "mail://mail/\(box)"
        case 1: return "mail://mail/\(box)/\(Int.random(in: 1...4, using: &random))"
        default: return "mail://attachment/\(Int.random(in: 1...3, using: &random))"
        }
    }

    /// How many requests have ended, by their events.
    static func endings(_ log: OutcomeRequestTests.EventLog) -> Int {
        log.all.count { event in
            guard event.request != nil else { return false }
            switch event.kind {
            case .navigated, .handled, .rejected, .cancelled, .fellBack, .notFound, .parked: return true
            default: return false
            }
        }
    }

    /// What the openers that wait for a result got, by the key of the screen they opened.
    final class Results: Sendable {
        let received = Locked<[Int: [String?]]>([:])
        func deliver(_ value: String?, to key: Int) { received.withLock { $0[key, default: []].append(value) } }
        var all: [Int: [String?]] { received.withLock { $0 } }
    }

    @Test("random links, pops, guards, results and width changes keep the split view whole", arguments: seeds)
    func randomSplitView(seed: UInt64) async throws {
        print("split view model: seed \(seed) (WAYFINDER_MODEL_SEED=\(seed) replays it)")
        var random = SeededRandom(seed: seed)
        let harness = try await SplitColumnsTests.mail()
        let navigator = harness.navigator
        let host = harness.host
        let openers = OpenerLedger(navigator)

        for step in 0..<Self.steps {
            let context = "seed \(seed), step \(step)"
            let before = navigator.state
            var widthChanged = false
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1:
                await navigator.openExternal(Self.url(&random), from: .universalLink)
            case 2, 3:
                await openers.open(Self.url(&random), context: context)
            case 4:
                await navigator.pop()
            case 5:
                host.simulateSwipeBack()
            case 6:
                await openers.finishTop()
            case 7:
                openers.guardTop(allowing: Bool.random(using: &random))
            case 8:
                host.simulateWidthChange(to: Bool.random(using: &random) ? .compact : .regular)
                widthChanged = true
            default:
                // A width change while a transition is under way.
                host.holdsTransitions = true
                let opening = Task { await navigator.open(Self.url(&random)) }
                for _ in 0..<2_000 where !host.isTransitioning { await Task.yield() }
                host.simulateWidthChange(to: host.width == .regular ? .compact : .regular)
                host.finishTransition()
                host.holdsTransitions = false
                _ = await Deadline.value(of: opening, "\(context): the held open", within: .seconds(10))
            }
            if widthChanged { #expect(navigator.state == before, "\(context): a width change changed the state") }

            // The window shows the state.
            #expect(host.displayedState == navigator.state, "\(context)")
            let screens = navigator.state.allScreens
            #expect(Set(screens.map(\.key)).count == screens.count, "\(context): a screen shows twice")
            if let columns = navigator.columns {
                let base = navigator.layout(of: navigator.state).flatMap { navigator.state.stack(at: $0.location) }
                #expect(columns.collapsed == base?.screens, "\(context)")
                let ranks = columns.collapsed.map { Self.rank(navigator.column(of: $0)) }
                #expect(ranks == ranks.sorted(), "\(context): a screen sits above one of a later column: \(ranks)")
                #expect(host.displayedColumns == (host.width == .regular ? columns : nil), "\(context)")
            }

            // Every opener gets its result once its screen leaves, and not before.
            await openers.check(context)

            // Now and then, a restoration in the other width lays out the same columns.
            if step % 30 == 29 {
                let saved = navigator.savedState()
                let other = try await SplitColumnsTests.mail(start: false)
                other.host.simulateWidthChange(to: host.width == .regular ? .compact : .regular)
                #expect(await other.navigator.restore(savedState: saved).isRestored, "\(context)")
                func ids(_ columns: SplitColumns?) -> [[String]] {
                    SplitColumn.allCases.map { column in columns?[column].map(\.id) ?? [] }
                }
                #expect(ids(other.navigator.columns) == ids(navigator.columns), "\(context)")
            }
        }
        // Everything closes: every opener still waiting gets its answer.
        await openers.closeAll("seed \(seed)", expectingAtLeast: ColumnModelTests.steps / 24)
        print(
            "split view model: seed \(seed): \(openers.counts.results) results, \(openers.counts.finished) finished, \(openers.counts.guards) guards"
        )
    }
}
