import Testing
import WayfinderTestSupport

@testable import Wayfinder

/// What a random test's openers wait for and get: in-app opens that await a result, the values
/// screens finished with, and the check that each opener got its result once, only after its
/// screen left, and the value it was finished with (`nil` when it left another way).
@MainActor
final class OpenerLedger {
    private let navigator: Navigator
    private let results = ColumnModelTests.Results()
    private let log: OutcomeRequestTests.EventLog
    private let listening: Task<Void, Never>
    /// The opener waiting for each screen, by key.
    private var waiting: [Int: Task<Void, Never>] = [:]
    private var finishedWith: [Int: String] = [:]
    /// Whether each guarded screen's leave guard allows, by key.
    private var answers: [Int: SharedFlag] = [:]

    init(_ navigator: Navigator) {
        self.navigator = navigator
        (log, listening) = ColumnChangeTests.listen(navigator)
    }

    deinit { listening.cancel() }

    /// How many openers got a result, how many screens finished with a value, how many were guarded.
    var counts: (results: Int, finished: Int, guards: Int) { (results.all.count, finishedWith.count, answers.count) }

    /// Opens `url` from inside the app, awaiting a `String`, and returns once the open ended:
    /// the screen it opened, if any, is the one with its URL that was not there before.
    func open(_ url: String, context: String) async {
        let known = Set(navigator.state.allScreens.map(\.key))
        let slot = Locked<Int?>(nil)
        // The events of the requests before arrive through a stream: let them all in first, so
        // that the next ending counted is this open's and not a late one of theirs.
        await NavTest.settle()
        let ended = ColumnModelTests.endings(log)
        let navigator = navigator
        let results = results
        let task = Task { @MainActor in
            let value = try? await navigator.open(url, expecting: String.self)
            if let key = slot.withLock({ $0 }) { results.deliver(value, to: key) }
        }
        let log = log
        _ = await NavTest.waitUntil("\(context): the open of \(url) ended") { ColumnModelTests.endings(log) > ended }
        if let opened = navigator.state.allScreens.first(where: { !known.contains($0.key) && $0.url == url }) {
            slot.withLock { $0 = opened.key }
            waiting[opened.key] = task
        }
    }

    /// Finishes the top screen with a value of its own, remembering it when the navigator took it.
    func finishTop() async {
        guard let top = navigator.state.topmostScreen else { return }
        let value = "value of \(top.key)"
        if await navigator.finish(top.key, with: value).rejection == nil { finishedWith[top.key] = value }
    }

    /// Gives the top screen a leave guard that answers `allows` (the sidebar's root excepted);
    /// with no such screen, every guard given so far allows from now on.
    func guardTop(allowing allows: Bool) {
        guard let top = navigator.state.topmostScreen, top.id != "mailboxes" else {
            for flag in answers.values { flag.value = true }
            return
        }
        let flag = SharedFlag(allows)
        answers[top.key] = flag
        navigator.setLeaveGuard(for: top.key) { _ in flag.value ? .allow : .deny }
    }

    /// Waits for the openers whose screens left, then checks every result so far.
    func check(_ context: String) async {
        let shown = Set(navigator.state.allScreens.map(\.key))
        for (key, task) in waiting where !shown.contains(key) {
            _ = await Deadline.value(of: task, "\(context): the result of screen \(key)", within: .seconds(10))
            waiting[key] = nil
        }
        for (key, values) in results.all {
            #expect(values.count == 1, "\(context): screen \(key) delivered \(values.count) results")
            #expect(!shown.contains(key), "\(context): screen \(key) delivered a result while it shows")
            #expect(values == [finishedWith[key]], "\(context): screen \(key) got the value it finished with, or nil")
        }
    }

    /// Closes everything and waits for every opener still waiting: each gets its answer once.
    func closeAll(_ context: String, expectingAtLeast minimum: Int) async {
        for flag in answers.values { flag.value = true }
        await navigator.dismissAll()
        await navigator.popToRoot()
        for (key, task) in waiting {
            _ = await Deadline.value(of: task, "\(context): the result of screen \(key)", within: .seconds(10))
        }
        #expect(results.all.values.allSatisfy { $0.count == 1 }, "\(context)")
        #expect(results.all.count >= minimum, "\(context): the run waited for too few results to mean much")
    }
}
