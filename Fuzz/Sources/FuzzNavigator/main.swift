import Foundation
import FuzzHarness
import Wayfinder
import WayfinderTesting

// Random sequences of requests, guard answers, root changes, transitions, gestures and
// cancellations against a navigator on a headless host. The promise: every request ends. A
// request that never ends holds the input past libFuzzer's -timeout, which reports it as a
// finding; at the end of each input the host and the navigator agree, and every awaited
// result came exactly once.

/// The route table and the screens, made once per process.
@MainActor
enum Fixture {
    static let routes: Router<RouteDefinition> = {
        let routes = Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["app"]))
        do {
            try routes.register("/a/<int:n>", screen: "a", exposure: .everywhere)
            try routes.register("/tab/<int:n>", screen: "b", tab: "second", exposure: .everywhere)
            try routes.register("/sheet", screen: "sheet", presentation: .present(), exposure: .everywhere)
            try routes.register(
                "/stack", screen: "sheet", presentation: .presentInStack(style: .sheet(detents: [.medium, .large])),
                exposure: .everywhere)
            try routes.register("/root", screen: "a", presentation: .setRoot, exposure: .everywhere)
            try routes.register("/gated", screen: "gated", exposure: .everywhere, guards: ["gate"])
            try routes.register("/login", screen: "login", presentation: .present(), exposure: .everywhere)
            try routes.register("/loop", screen: "gated", exposure: .everywhere, guards: ["loop"])
            try routes.register("/r", redirectTo: "/a/1", exposure: .everywhere)
            try routes.register("/act", action: "act", exposure: .everywhere)
        } catch {
            fatalError("fixture: \(error)")
        }
        return routes
    }()

    static let catalog: ScreenCatalog = {
        let catalog = ScreenCatalog()
        for id in ["home", "second", "a", "b", "sheet", "gated", "login"] { catalog.register(id) }
        catalog.registerAction("act") { _ in ActionResult("done", value: 1) }
        return catalog
    }()
}

/// Steps an input takes at most (two bytes each). Short sequences find what long ones do
/// (the model-based tests run 1,500 steps), and an input of 96 steps runs about four times
/// as often as one of 256.
let maximumSteps = 96

/// Guard answers the input gives: each suspended request waits for one.
@MainActor
final class Gates {
    private var waiting: [CheckedContinuation<InterceptorDecision, Never>] = []
    /// Once the input's steps are done, every guard is answered at once: the harness waits
    /// for the requests to end and can answer nothing more.
    var isClosing = false
    var count: Int { waiting.count }

    func wait() async -> InterceptorDecision {
        if isClosing { return .reject(reason: "the end") }
        return await withCheckedContinuation { waiting.append($0) }
    }

    /// Leave guards that ignore cancellation and answer only at the end: the navigator's time
    /// limit must hold their screens meanwhile.
    private var leaving: [CheckedContinuation<Departure.Decision, Never>] = []

    func waitForLeave() async -> Departure.Decision {
        if isClosing { return .allow }
        return await withCheckedContinuation { leaving.append($0) }
    }

    func answer(_ index: Int, _ decision: InterceptorDecision) {
        guard !waiting.isEmpty else { return }
        waiting.remove(at: index % waiting.count).resume(returning: decision)
    }

    func answerAll() {
        while !waiting.isEmpty { waiting.removeFirst().resume(returning: .reject(reason: "the end")) }
        while !leaving.isEmpty { leaving.removeFirst().resume(returning: .allow) }
    }
}

/// How many times each awaited request reported its result.
@MainActor
final class Results {
    var counts: [Int: Int] = [:]
    /// The requests that have ended.
    var ended: Set<Int> = []
    func record(_ number: Int) { counts[number, default: 0] += 1 }
}

@MainActor
func run(_ bytes: [UInt8]) async {
    let gates = Gates()
    let host = HeadlessHost(catalog: Fixture.catalog)
    var configuration = NavigatorConfiguration(
        tabs: [TabDefinition(id: "first", screen: "home"), TabDefinition(id: "second", screen: "second")],
        rootWaitLimit: .milliseconds(1), animated: false)
    // A leave guard that never answers holds its screen for no longer than this.
    configuration.leaveGuardTimeout = .milliseconds(5)
    configuration.addGuard("gate") { _ in
        .suspend { _ in await gates.wait() }
    }
    configuration.addGuard("loop") { _ in
        .suspend { navigator in
            let value = try? await navigator.open("app://loop", expecting: Bool.self)
            return value == true ? .proceed : .reject(reason: "no")
        }
    }
    let navigator = Navigator(routes: Fixture.routes, catalog: Fixture.catalog, host: host, configuration: configuration)
    let results = Results()
    var tasks: [Task<Void, Never>] = []
    /// The screens given a leave guard.
    var held: Set<Int> = []
    /// Starts a request in a task of its own, noting when it ends.
    func start(_ work: @escaping @MainActor () async -> Void) {
        let number = tasks.count
        tasks.append(
            Task { @MainActor in
                await work()
                results.ended.insert(number)
            })
    }
    let urls = [
        "app://a/1", "app://tab/2", "app://sheet", "app://stack", "app://root", "app://gated",
        "app://login", "app://loop", "app://r", "app://act", "app://nowhere", "not a url",
    ]

    var index = 0
    func next() -> Int {
        defer { index += 1 }
        return index < bytes.count ? Int(bytes[index]) : 0
    }
    while index < bytes.count, index < maximumSteps * 2 {
        let op = next() % 18
        let argument = next()
        let url = urls[argument % urls.count]
        switch op {
        case 0, 1:
            start { _ = await navigator.open(url) }
        case 2:
            start { _ = await navigator.openExternal(url, from: .universalLink) }
        case 3:
            let number = tasks.count
            start {
                _ = try? await navigator.open(url, expecting: Int.self)
                results.record(number)
            }
        case 4:
            if !tasks.isEmpty { tasks[argument % tasks.count].cancel() }
        case 5:
            gates.answer(argument, argument % 2 == 0 ? .proceed : .reject(reason: "no"))
        case 6:
            start { _ = await navigator.showTabs(selecting: argument % 2 == 0 ? "first" : "second") }
        case 7:
            start { _ = await navigator.show("home", presentation: .setRoot) }
        case 8:
            start { _ = await navigator.pop() }
        case 9:
            start { _ = await navigator.dismiss() }
        case 10:
            if let top = navigator.topmostScreen { start { _ = await navigator.finish(top.key, with: argument) } }
        case 11:
            _ = argument % 2 == 0 ? host.simulateSwipeBack() : host.simulateInteractiveDismissal()
        case 12:
            host.holdsTransitions = argument % 2 == 0
            host.finishTransition()
        case 13:
            // The topmost screen holds its place: its guard allows, denies, or never answers
            // (the time limit then holds it).
            if let top = navigator.topmostScreen {
                held.insert(top.key)
                navigator.setLeaveGuard(for: top.key) { _ in
                    switch argument % 3 {
                    case 0: return .allow
                    case 1: return .deny
                    default: return await gates.waitForLeave()
                    }
                }
            }
        case 14:
            for key in held { navigator.removeLeaveGuard(for: key) }
            held = []
        case 15:
            start {
                _ = await navigator.restore(savedState: navigator.savedState(), from: argument % 2 == 0 ? .inApp : .universalLink)
            }
        case 16:
            // The user drags the topmost sheet between its detents, or the app moves it.
            let detent: ModalStyle.Detent = argument % 2 == 0 ? .medium : .large
            if argument % 4 < 2 {
                _ = host.simulateSheetDrag(to: detent)
            } else {
                start { _ = await navigator.perform(.restSheet(at: detent)) }
            }
        default:
            for _ in 0..<(argument % 8) { await Task.yield() }
        }
        await Task.yield()
    }

    // Let everything end: no held transitions, every guard answered, and a new root, which
    // closes every screen whose result is awaited. A request resumed meanwhile may open another
    // screen, so this goes round until every request has ended.
    host.holdsTransitions = false
    gates.isClosing = true
    for key in held { navigator.removeLeaveGuard(for: key) }
    for _ in 0..<64 where results.ended.count < tasks.count {
        host.finishTransition()
        gates.answerAll()
        _ = await navigator.show("home", presentation: .setRoot)
        for _ in 0..<16 { await Task.yield() }
    }
    // Every request ends; one still waiting here never will, and the harness's watchdog makes
    // that a finding (at libFuzzer's -timeout).
    for task in tasks { await task.value }
    // Requests the navigator made itself (a gesture the user tried on a held screen) may still
    // hold a transition: let them finish too.
    for _ in 0..<64 where host.isTransitioning {
        host.finishTransition()
        for _ in 0..<16 { await Task.yield() }
    }
    check(
        host.displayedState == navigator.state,
        "host and navigator disagree at the end:\nhost:\n\(host.displayedState)\nnavigator:\n\(navigator.state)\ntransitioning: \(host.isTransitioning)"
    )
    for (number, count) in results.counts { check(count == 1, "request #\(number) reported its result \(count) times") }
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzNavigator(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    runOnMainActor { await run(bytes) }
    return 0
}

runFuzzer(fuzzNavigator)
