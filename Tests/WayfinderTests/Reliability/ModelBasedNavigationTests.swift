import Foundation
import Testing
import WayfinderTestSupport
@_spi(Internals) import WayfinderTesting
import WayfinderTesting

@testable import Wayfinder
@testable import WayfinderRouting

/// Random sequences of opens, pops, dismissals, user swipes, interceptor suspensions,
/// cancellations, leave guards that allow or deny and restorations of the saved state, applied to a navigator on the headless host and to a small reference model
/// written from the documented rules. After every step the two show the same screens in the
/// same places, and every awaited result has been delivered as the model says, at most once;
/// when a sequence ends, every one has been delivered exactly once.
///
/// A failing run prints its seed; `WAYFINDER_MODEL_SEED=<seed> swift test --filter
/// ModelBasedNavigationTests` runs that sequence again.
@Suite("Model-based navigation", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
@MainActor
struct ModelBasedNavigationTests {
    nonisolated static let stepsPerSequence = 1_500

    nonisolated static let seeds = ModelSeeds.seeds(1, 2, 3, 0x5EED)

    @Test("a random sequence keeps the navigator and the model in step, and delivers every result once", arguments: seeds)
    func randomSequence(seed: UInt64) async throws {
        var run = try ModelRun(seed: seed)
        await run.start()
        for step in 0..<Self.stepsPerSequence {
            await run.step()
            if let problem = run.problem {
                Issue.record(
                    "seed \(seed), step \(step) (\(run.lastStep)): \(problem)\nnavigator:\n\(run.navigator.state)\nmodel:\n\(run.model)"
                )
                return
            }
        }
        await run.finish()
        if let problem = run.problem {
            Issue.record("seed \(seed), at the end (\(run.lastStep)): \(problem)")
        }
        print(
            "model-based navigation: seed \(seed), \(Self.stepsPerSequence) steps, \(run.awaiters.count) awaited results, \(run.counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))"
        )
    }
}

// MARK: The reference model

/// Screens by id and key, in a root stack and a chain of modals: what the documented rules say
/// the navigator shows.
struct NavigationModel: Equatable, CustomStringConvertible {
    struct Item: Equatable {
        let id: String
        let key: Int
    }

    struct Modal: Equatable {
        var screens: [Item]
        var isStack: Bool
        var isSheet: Bool
    }

    var root: [Item] = []
    var modals: [Modal] = []

    var all: [Item] { root + modals.flatMap(\.screens) }

    /// The navigator's state, read into the model's terms (no rules involved).
    init(_ state: NavigationState) {
        if case .stack(let stack)? = state.root { root = stack.screens.map { Item(id: $0.id, key: $0.key) } }
        modals = state.modals.map { modal in
            switch modal {
            case .single(let screen, let style):
                Modal(screens: [Item(id: screen.id, key: screen.key)], isStack: false, isSheet: style.isUserDismissible)
            case .stack(let stack, let style):
                Modal(
                    screens: stack.screens.map { Item(id: $0.id, key: $0.key) }, isStack: true, isSheet: style.isUserDismissible)
            }
        }
    }

    init() {}

    /// Push goes onto the topmost stack; on top of a single modal screen, a new stack is presented.
    mutating func push(_ item: Item) {
        if let last = modals.indices.last {
            if modals[last].isStack {
                modals[last].screens.append(item)
            } else {
                modals.append(Modal(screens: [item], isStack: true, isSheet: true))
            }
        } else {
            root.append(item)
        }
    }

    mutating func present(_ item: Item, inStack: Bool, sheet: Bool) {
        modals.append(Modal(screens: [item], isStack: inStack, isSheet: sheet))
    }

    /// Pops `count` screens off the topmost stack; `nil` when that is not possible.
    mutating func pop(_ count: Int) -> [Item]? {
        if let last = modals.indices.last {
            guard modals[last].isStack, count >= 0, count < modals[last].screens.count else { return nil }
            return removeLast(count, fromModal: last)
        }
        guard count >= 0, count < root.count else { return nil }
        let removed = Array(root.suffix(count))
        root.removeLast(count)
        return removed
    }

    mutating func popToRoot() -> [Item]? {
        if let last = modals.last {
            return last.isStack ? pop(last.screens.count - 1) : nil
        }
        return pop(root.count - 1)
    }

    mutating func dismiss(_ count: Int) -> [Item]? {
        guard count > 0, count <= modals.count else { return nil }
        return dismissModals(from: modals.count - count)
    }

    mutating func dismissAll() -> [Item] {
        dismissModals(from: 0)
    }

    /// Closes a screen with everything above it; `nil` for the root screen or a missing one.
    mutating func close(_ key: Int) -> [Item]? {
        if let position = root.firstIndex(where: { $0.key == key }) {
            guard position > 0 else { return nil }
            let dismissed = dismissModals(from: 0)
            let popped = Array(root[position...])
            root.removeSubrange(position...)
            return dismissed + popped
        }
        guard let index = modals.firstIndex(where: { $0.screens.contains { $0.key == key } }) else { return nil }
        let position = modals[index].screens.firstIndex { $0.key == key }!
        if position == 0 { return dismissModals(from: index) }
        let dismissed = dismissModals(from: index + 1)
        return dismissed + removeLast(modals[index].screens.count - position, fromModal: index)
    }

    private mutating func removeLast(_ count: Int, fromModal index: Int) -> [Item] {
        let removed = Array(modals[index].screens.suffix(count))
        modals[index].screens.removeLast(count)
        return removed
    }

    private mutating func dismissModals(from index: Int) -> [Item] {
        guard index < modals.count else { return [] }
        let removed = modals[index...].flatMap(\.screens)
        modals.removeSubrange(index...)
        return removed
    }

    /// The screens' ids in their places, keys left out: what a restoration keeps.
    var shape: String {
        "root \(root.map(\.id))" + modals.map { "\n  \($0.isStack) \($0.isSheet) \($0.screens.map(\.id))" }.joined()
    }

    var description: String {
        "root \(root.map { "\($0.id)#\($0.key)" })"
            + modals.map { modal in
                "\n  \(modal.isStack ? "stack" : "single")\(modal.isSheet ? "" : " full-screen") \(modal.screens.map { "\($0.id)#\($0.key)" })"
            }.joined()
    }
}

// MARK: One run

/// What an awaited open ended with.
enum AwaitedResult: Equatable, CustomStringConvertible {
    case value(Int)
    case nothing
    case cancelled
    case rejected

    var description: String {
        switch self {
        case .value(let value): "value \(value)"
        case .nothing: "nil"
        case .cancelled: "cancelled"
        case .rejected: "rejected"
        }
    }
}

/// Interceptor suspensions the test answers when it chooses.
@MainActor
final class GateBoard {
    private(set) var waiting: [Int: CheckedContinuation<InterceptorDecision, Never>] = [:]

    func wait(_ ticket: Int) async -> InterceptorDecision {
        await withCheckedContinuation { waiting[ticket] = $0 }
    }

    func answer(_ ticket: Int, _ decision: InterceptorDecision) {
        waiting.removeValue(forKey: ticket)?.resume(returning: decision)
    }
}

/// Results as the awaiting tasks report them, each task once.
@MainActor
final class ResultRecord {
    private(set) var results: [Int: [AwaitedResult]] = [:]

    func record(_ awaiter: Int, _ result: AwaitedResult) {
        results[awaiter, default: []].append(result)
    }
}

@MainActor
struct ModelRun {
    /// One awaited open: its task, its screen once open, and what the model expects of it.
    struct Awaiter {
        let task: Task<Void, Never>
        var key: Int?
        var gate: Int?
        var cancelled = false
        var expected: AwaitedResult?
    }

    let navigator: Navigator
    let host: HeadlessHost
    let gates = GateBoard()
    let record = ResultRecord()
    var model = NavigationModel()
    var random: SeededRandom
    var awaiters: [Int: Awaiter] = [:]
    /// The screens that hold their place, and what their leave guards answer.
    var held: [Int: Departure.Decision] = [:]
    var nextNumber = 1
    var problem: String?
    var lastStep = ""
    /// Whether the root was made by a link and no restoration has come since.
    var linkMadeRoot = false
    var counts: [String: Int] = [:]

    init(seed: UInt64) throws {
        random = SeededRandom(seed: seed)
        let routes = Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["app"]))
        try routes.register("/a/<int:n>", screen: "a")
        try routes.register("/b/<int:n>", screen: "b")
        try routes.register("/sheet/<int:n>", screen: "sheet", presentation: .present())
        try routes.register("/cover/<int:n>", screen: "cover", presentation: .present(style: .fullScreen))
        // A flow is a sheet with detents: the user's drag between them is a step of its own.
        try routes.register(
            "/flow/<int:n>", screen: "flow", presentation: .presentInStack(style: .sheet(detents: [.medium, .large])))
        try routes.register("/wizard/<int:n>", screen: "wizard", presentation: .presentInStack(style: .fullScreen))
        try routes.register("/gated/<int:n>", screen: "gated", guards: ["gate"])
        try routes.register("/home", screen: "home", presentation: .setRoot)
        let catalog = ScreenCatalog()
        for id in ["home", "a", "b", "sheet", "cover", "flow", "wizard", "gated"] { catalog.register(id) }
        var configuration = NavigatorConfiguration(animated: false)
        let gates = gates
        configuration.addGuard("gate") { request in
            let ticket = request.match.get("n", as: Int.self) ?? -1
            return .suspend { _ in await gates.wait(ticket) }
        }
        host = HeadlessHost(catalog: catalog)
        navigator = Navigator(routes: routes, catalog: catalog, host: host, configuration: configuration)
    }

    mutating func start() async {
        // Opened by URL, so that a saved state holds the root too.
        await navigator.open("app://home")
        // A link made the root, as on a cold start: the first restoration gives way to it.
        linkMadeRoot = true
        model = NavigationModel(navigator.state)
        if model.root.map(\.id) != ["home"] { problem = "could not start: \(navigator.state)" }
    }

    // MARK: Steps

    mutating func step() async {
        let screens = model.all.count
        let roll = Int.random(in: 0..<100, using: &random)
        switch roll {
        case 0..<28 where screens < 30: await open()
        case 28..<33 where screens < 30: await openGated()
        case 33..<38 where !gates.waiting.isEmpty: await answerGate()
        case 38..<46: await pop()
        case 46..<49: await perform("popToRoot", { $0.popToRoot() }) { await $0.popToRoot() }
        case 49..<56:
            let count = Int.random(in: 1...3, using: &random)
            await perform("dismiss(\(count))", { $0.dismiss(count) }) { await $0.dismiss(count) }
        case 56..<58: await perform("dismissAll", { $0.dismissAll() }) { await $0.dismissAll() }
        case 58..<69: await userSwipeBack()
        case 69..<75: await userDismissal()
        case 75..<78: userDragsSheet()
        case 78..<88: await finishScreen()
        case 88..<93: await cancelAwaiter()
        case 93..<97: holdPlace()
        case 97..<100: await restore()
        default: await pop()
        }
        await check()
    }

    /// Opens a screen, awaiting its result two times in three.
    private mutating func open() async {
        let kinds = ["a", "b", "sheet", "cover", "flow", "wizard"]
        let kind = kinds.randomElement(using: &random)!
        let number = takeNumber()
        let url = "app://\(kind)/\(number)"
        let awaiting = Int.random(in: 0..<3, using: &random) < 2
        lastStep = "open \(url)\(awaiting ? " expecting a result" : "")"
        count("open")
        let before = Set(navigator.state.allScreens.map(\.key))
        if awaiting {
            startAwaiter(number, url: url)
            guard
                await waitFor("the screen of \(url) to open", { [navigator] in navigator.state.allScreens.count > before.count })
            else { return }
        } else {
            let outcome = await navigator.open(url)
            guard outcome.transition != nil else { return fail("open \(url) did not navigate: \(outcome)") }
        }
        guard let item = newItem(since: before) else { return }
        switch kind {
        case "sheet": model.present(item, inStack: false, sheet: true)
        case "cover": model.present(item, inStack: false, sheet: false)
        case "flow": model.present(item, inStack: true, sheet: true)
        case "wizard": model.present(item, inStack: true, sheet: false)
        default: model.push(item)
        }
        if awaiting { awaiters[number]?.key = item.key }
    }

    /// The user drags the topmost sheet to its other detent: a change of state that removes
    /// nothing, delivers no result and keeps the model as it is; refused on a modal without
    /// detents.
    private mutating func userDragsSheet() {
        lastStep = "user drags the topmost sheet"
        count("drag")
        guard let style = navigator.state.modals.last?.style, let current = style.selectedDetent else {
            if host.simulateSheetDrag(to: .large) { fail("a modal without detents was dragged to one") }
            return
        }
        let other = style.detents.first { $0 != current }!
        guard host.simulateSheetDrag(to: other) else { return fail("dragging the sheet to \(other) did not work") }
        if navigator.state.modals.last?.style.selectedDetent != other {
            fail("the navigator did not follow the drag: \(navigator.state.modals.last.map { "\($0.style)" } ?? "no modal")")
        }
    }

    /// Opens a guarded screen whose guard suspends until the test answers it.
    private mutating func openGated() async {
        let number = takeNumber()
        lastStep = "open app://gated/\(number), which suspends"
        count("suspend")
        startAwaiter(number, url: "app://gated/\(number)")
        awaiters[number]?.gate = number
        _ = await waitFor("the guard to suspend", { [gates] in gates.waiting[number] != nil })
    }

    /// Lets a suspended request go on, or rejects it.
    private mutating func answerGate() async {
        let ticket = gates.waiting.keys.sorted().randomElement(using: &random)!
        let proceed = Bool.random(using: &random)
        lastStep = "\(proceed ? "let" : "reject") the suspended app://gated/\(ticket)"
        count(proceed ? "resume" : "reject")
        let before = Set(navigator.state.allScreens.map(\.key))
        gates.answer(ticket, proceed ? .proceed : .reject(reason: "no"))
        awaiters[ticket]?.gate = nil
        if awaiters[ticket]?.cancelled == true {
            // A request whose task was cancelled while its guard waited ended then, and opens
            // nothing, whatever the guard answers later.
            await NavTest.settle()
        } else if proceed {
            guard await waitFor("the gated screen to open", { [navigator] in navigator.state.allScreens.count > before.count }),
                let item = newItem(since: before)
            else { return }
            model.push(item)
            awaiters[ticket]?.key = item.key
        } else {
            awaiters[ticket]?.expected = .rejected
        }
        if awaiters[ticket]?.expected != nil {
            _ = await waitFor("the result of app://gated/\(ticket)", { [record] in record.results[ticket] != nil })
        }
    }

    private mutating func pop() async {
        let count = Int.random(in: 0..<4, using: &random) == 0 ? Int.random(in: 2...4, using: &random) : 1
        await perform("pop(\(count))", { $0.pop(count) }) { await $0.pop(count) }
    }

    /// Applies a navigator call and the model's rule; they must agree on whether it works. A
    /// change that would remove a screen whose leave guard denies is refused and changes nothing.
    private mutating func perform(
        _ name: String, _ rule: (inout NavigationModel) -> [NavigationModel.Item]?,
        _ call: (Navigator) async -> NavigationOutcome
    ) async {
        lastStep = name
        count(String(name.prefix { $0 != "(" }))
        var copy = model
        let removed = rule(&copy)
        let outcome = await call(navigator)
        if let removed, isDenied(removed) {
            if outcome.rejection?.code != .leaveDenied { fail("\(name) removed a screen whose leave guard denies: \(outcome)") }
            count("denied")
            return
        }
        switch (removed, outcome.rejection) {
        case (nil, nil): fail("\(name) worked; the model says it cannot: \(outcome)")
        case (.some, .some(let rejection)): fail("\(name) was refused; the model says it works: \(rejection)")
        case (.some(let removed), nil):
            model = copy
            leave(removed)
        case (nil, .some): break
        }
    }

    /// Whether removing these asks a leave guard that denies.
    private func isDenied(_ removed: [NavigationModel.Item]) -> Bool {
        removed.contains { held[$0.key] == .deny }
    }

    /// A screen (not the root) holds its place with a leave guard that allows or, one time in
    /// three, denies; or, half the time when some do, one lets go again.
    private mutating func holdPlace() {
        if let key = held.keys.sorted().randomElement(using: &random), Bool.random(using: &random) {
            lastStep = "#\(key) lets go of its place"
            count("unhold")
            held[key] = nil
            navigator.removeLeaveGuard(for: key)
            return
        }
        guard let item = model.all.dropFirst().randomElement(using: &random) else { return }
        let decision: Departure.Decision = Int.random(in: 0..<3, using: &random) == 0 ? .deny : .allow
        lastStep = "\(item.id)#\(item.key) holds its place, answering \(decision)"
        count("hold")
        held[item.key] = decision
        navigator.setLeaveGuard(for: item.key) { _ in decision }
    }

    /// The user's gesture on a held screen is stopped and reported; the navigator asks the
    /// guard and makes the change if it may. Returns the change's effect on the model.
    private mutating func userAttempt(
        _ name: String, removing removed: [NavigationModel.Item], into copy: NavigationModel
    ) async {
        let before = navigator.state
        if isDenied(removed) {
            count("denied gesture")
            await NavTest.settle()
            if navigator.state != before { fail("\(name) removed a screen whose leave guard denies") }
            return
        }
        count("allowed gesture")
        guard await waitFor("the allowed \(name) to be made", { [navigator] in navigator.state != before }) else { return }
        model = copy
        leave(removed)
    }

    /// The saved state is restored: the same screens come back under new keys, but for those
    /// whose guard would ask first (the gated ones), and everything on screen is asked to leave.
    private mutating func restore() async {
        lastStep = "restore the saved state"
        count("restore")
        let all = model.all
        let report = await navigator.restore(savedState: navigator.savedState())
        if linkMadeRoot {
            linkMadeRoot = false
            if report.outcome.rejection?.code != .linkOpenedFirst {
                fail("the first restoration replaced the root a link made: \(report.outcome)")
            }
            count("restore after a link")
            return
        }
        if isDenied(all) {
            if report.outcome.rejection?.code != .leaveDenied {
                fail("a restoration removed a screen whose leave guard denies: \(report.outcome)")
            }
            count("denied restore")
            return
        }
        guard report.isRestored else { return fail("the saved state did not restore: \(report.outcome)") }
        var expected = model
        expected.root.removeAll { $0.id == "gated" }
        for index in expected.modals.indices { expected.modals[index].screens.removeAll { $0.id == "gated" } }
        expected.modals.removeAll { $0.screens.isEmpty }
        leave(all)
        model = NavigationModel(navigator.state)
        if model.shape != expected.shape { fail("restored \(model), expected the shape of \(expected)") }
        if report.dropped.count != all.filter({ $0.id == "gated" }).count {
            fail("the report left out \(report.dropped.count) URLs, not the gated ones: \(report.dropped)")
        }
    }

    /// The user swipes back: possible only on a stack with a screen above its root; stopped,
    /// and asked of its leave guard, when the screen holds its place.
    private mutating func userSwipeBack() async {
        lastStep = "user swipes back"
        count("swipe")
        var copy = model
        let removed = copy.pop(1)
        if let removed, let top = removed.first, held[top.key] != nil {
            if host.simulateSwipeBack() { return fail("the swipe removed a screen that holds its place") }
            return await userAttempt("swipe back", removing: removed, into: copy)
        }
        let swiped = host.simulateSwipeBack()
        guard swiped == (removed != nil && removed?.isEmpty == false) else {
            return fail("swipe back \(swiped ? "worked" : "did not work"); the model says the opposite")
        }
        if let removed, swiped {
            model = copy
            leave(removed)
        }
    }

    /// The user swipes a sheet away; full-screen modals stay, and a sheet that holds its place
    /// is stopped and asked of its leave guard.
    private mutating func userDismissal() async {
        lastStep = "user swipes the modal away"
        count("user dismissal")
        if let last = model.modals.last, last.isSheet, last.screens.contains(where: { held[$0.key] != nil }) {
            var copy = model
            let removed = copy.dismiss(1)!
            if host.simulateInteractiveDismissal() { return fail("the swipe dismissed a sheet that holds its place") }
            return await userAttempt("sheet swipe", removing: removed, into: copy)
        }
        let possible = model.modals.last?.isSheet == true
        let dismissed = host.simulateInteractiveDismissal()
        guard dismissed == possible else {
            return fail("the interactive dismissal \(dismissed ? "worked" : "did not work"); the model says the opposite")
        }
        if dismissed, let removed = model.dismiss(1) { leave(removed) }
    }

    /// A screen finishes with a value, which goes to whoever awaits it.
    private mutating func finishScreen() async {
        guard let item = model.all.randomElement(using: &random) else { return }
        let value = Int.random(in: 0..<1_000, using: &random)
        lastStep = "finish \(item.id)#\(item.key) with \(value)"
        count("finish")
        var copy = model
        let removed = copy.close(item.key)
        let outcome = await navigator.finish(item.key, with: value)
        if let removed, isDenied(removed) {
            if outcome.rejection?.code != .leaveDenied { fail("finishing removed a screen whose leave guard denies: \(outcome)") }
            return
        }
        switch (removed, outcome.rejection) {
        case (nil, nil): return fail("finishing worked; the model says the screen cannot close: \(outcome)")
        case (.some, .some(let rejection)): return fail("finishing was refused: \(rejection)")
        case (nil, .some): return
        case (.some(let removed), nil):
            model = copy
            leave(removed, finished: item.key, value: value)
        }
    }

    /// Cancels a task awaiting a result: it gets a cancellation at once, even while its guard
    /// waits on work that ignores cancellation, and its screen, if open, stays.
    private mutating func cancelAwaiter() async {
        let open = awaiters.filter { $0.value.expected == nil && !$0.value.cancelled }.keys.sorted()
        guard let number = open.randomElement(using: &random) else { return }
        lastStep = "cancel the task awaiting #\(number)"
        count("cancel")
        awaiters[number]!.cancelled = true
        awaiters[number]!.task.cancel()
        awaiters[number]!.expected = .cancelled
        _ = await waitFor("the cancellation of #\(number)", { [record] in record.results[number] != nil })
    }

    // MARK: Ending

    /// Answers every suspended guard and closes everything: every awaited result is then
    /// delivered, exactly once.
    mutating func finish() async {
        for ticket in gates.waiting.keys.sorted() {
            lastStep = "reject the suspended app://gated/\(ticket)"
            gates.answer(ticket, .reject(reason: "the end"))
            awaiters[ticket]?.gate = nil
            // A cancelled task's request ends cancelled, whatever the guard answers.
            let cancelled = awaiters[ticket]?.cancelled == true
            awaiters[ticket]?.expected = cancelled ? .cancelled : .rejected
            _ = await waitFor("the result of app://gated/\(ticket)", { [record] in record.results[ticket] != nil })
        }
        // Every screen lets go, so that the run can close everything.
        for key in held.keys { navigator.removeLeaveGuard(for: key) }
        held = [:]
        lastStep = "dismiss all, pop to root"
        if let removed = Optional(model.dismissAll()) {
            _ = await navigator.dismissAll()
            leave(removed)
        }
        if let removed = model.popToRoot() {
            _ = await navigator.popToRoot()
            leave(removed)
        }
        await check()
        for (number, awaiter) in awaiters where record.results[number]?.count != 1 || awaiter.expected == nil {
            return fail("#\(number) got \(record.results[number] ?? []), expected exactly one result")
        }
        for awaiter in awaiters.values { await awaiter.task.ended("the awaiter") }
    }

    // MARK: Bookkeeping

    private mutating func takeNumber() -> Int {
        defer { nextNumber += 1 }
        return nextNumber
    }

    private mutating func count(_ name: String) {
        counts[name, default: 0] += 1
    }

    private mutating func startAwaiter(_ number: Int, url: String) {
        let navigator = navigator
        let record = record
        let task = Task { @MainActor in
            do {
                let value = try await navigator.open(url, expecting: Int.self)
                record.record(number, value.map(AwaitedResult.value) ?? .nothing)
            } catch let rejection as NavigationError where rejection.code == .cancelled {
                record.record(number, .cancelled)
            } catch {
                record.record(number, .rejected)
            }
        }
        awaiters[number] = Awaiter(task: task)
    }

    /// The one screen added since `before`, as a model item.
    private mutating func newItem(since before: Set<Int>) -> NavigationModel.Item? {
        let added = navigator.state.allScreens.filter { !before.contains($0.key) }
        guard added.count == 1, let screen = added.first else {
            fail("expected one new screen, found \(added.map(\.id))")
            return nil
        }
        return NavigationModel.Item(id: screen.id, key: screen.key)
    }

    /// Screens left the state: whoever awaits them gets the finished value or nil.
    private mutating func leave(_ removed: [NavigationModel.Item], finished: Int? = nil, value: Int? = nil) {
        for item in removed {
            held[item.key] = nil
            guard let number = awaiters.first(where: { $0.value.key == item.key })?.key else { continue }
            if awaiters[number]!.expected == nil {
                awaiters[number]!.expected = item.key == finished ? .value(value!) : .nothing
            }
        }
    }

    /// Yields until `condition` holds; a bounded number of turns, not a time. Records a
    /// problem when it never does.
    private mutating func waitFor(_ what: String, _ condition: () -> Bool) async -> Bool {
        if await Self.yieldUntil(condition) { return true }
        fail("gave up waiting for \(what)")
        return false
    }

    private static func yieldUntil(_ condition: () -> Bool) async -> Bool {
        for _ in 0..<10_000 {
            if condition() { return true }
            await Task.yield()
        }
        return condition()
    }

    /// The navigator and host agree with the model; results are as the model says.
    private mutating func check() async {
        guard problem == nil else { return }
        if NavigationModel(navigator.state) != model { return fail("the navigator and the model differ") }
        if host.displayedState != navigator.state { return fail("the host shows another state than the navigator") }
        let record = record
        let due = awaiters.filter { $0.value.expected != nil }.map(\.key)
        _ = await waitFor("\(due.count) results to arrive", { [record] in due.allSatisfy { record.results[$0] != nil } })
        for (number, awaiter) in awaiters {
            let got = record.results[number] ?? []
            if got.count > 1 { return fail("#\(number) got \(got.count) results: \(got)") }
            if let expected = awaiter.expected, got != [expected] { return fail("#\(number) got \(got), expected \(expected)") }
            if awaiter.expected == nil, !got.isEmpty { return fail("#\(number) got \(got) while its screen is still open") }
        }
    }

    private mutating func fail(_ message: String) {
        if problem == nil { problem = message }
    }
}
