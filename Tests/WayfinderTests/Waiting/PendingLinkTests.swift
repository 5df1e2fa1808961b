import Foundation
import Testing
import WayfinderTestSupport
@_spi(Internals) import WayfinderTesting

@testable import Wayfinder

/// Links that wait: a guard parks a link from outside until the app is ready for it, and
/// `ready(_:)` opens it once, through the same door and guards.
@MainActor
@Suite("Links that wait", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct PendingLinkTests {
    /// Parks links from outside while signed out.
    struct SessionGuard: NavigationInterceptor {
        let signedIn: SharedFlag
        var name: String { "session" }
        func intercept(_ request: NavigationRequest) async -> InterceptorDecision {
            signedIn.value ? .proceed : .park(until: "signedIn")
        }
    }

    /// The clocks a test moves by hand: the date pending links expire by, and the instant
    /// repeated deliveries are told by.
    final class Clocks {
        var date = Date(timeIntervalSince1970: 1_800_000_000)
        let start = ContinuousClock.now
        var elapsed: Duration = .zero

        func advance(_ seconds: Int) {
            date = date.addingTimeInterval(Double(seconds))
            elapsed += .seconds(seconds)
        }
    }

    static func make(
        signedIn: SharedFlag, clocks: Clocks, lifetime: Duration = .seconds(600), keys: SignedLinks? = nil
    ) async throws -> NavigatorHarness {
        let harness = try NavigatorHarness(routes: { routes in
            try routes.register(
                "/order/<id>", screen: "orders", exposure: .everywhere, guards: ["session"], savedQuery: ["ref"])
            try routes.register("/magic", screen: "login", exposure: .everywhere, guards: ["session"], signed: .query(["t"]))
        }) { configuration in
            configuration.guards["session"] = SessionGuard(signedIn: signedIn)
            configuration.pendingLinkLifetime = lifetime
            configuration.signedLinks = keys
        }
        harness.navigator.wallClock = { clocks.date }
        harness.navigator.now = { clocks.start.advanced(by: clocks.elapsed) }
        await harness.start()
        return harness
    }

    @Test("a link that arrives signed out waits, and opens once when the app is ready")
    func waitsThenOpensOnce() async throws {
        let signedIn = SharedFlag()
        let clocks = Clocks()
        let harness = try await Self.make(signedIn: signedIn, clocks: clocks)
        let navigator = harness.navigator
        let parked = await navigator.openExternal("shop://order/42?ref=mail", from: .notification)
        #expect(parked.kind == .parked(until: "signedIn", by: "session"))
        #expect(harness.screenIDs == ["home"])
        #expect(
            navigator.pendingLinks.map(\.description) == ["shop://order/<id> from notification, until signedIn"])
        #expect(navigator.pendingLinks.first?.expires == clocks.date.addingTimeInterval(600))

        #expect(await navigator.ready("signedIn")?.kind == .parked(until: "signedIn", by: "session"), "still signed out")
        #expect(navigator.pendingLinks.count == 1, "parked again, not lost")

        signedIn.value = true
        let opened = try #require(await navigator.ready("signedIn"))
        #expect(opened.screen?.arguments == ["id": "42", "ref": "mail"])
        #expect(await navigator.ready("signedIn") == nil, "opened once")
        #expect(navigator.pendingLinks.isEmpty)
        #expect(harness.screenIDs == ["home", "orders"])
    }

    @Test("the newest link waiting for a condition takes the older one's place")
    func newestWins() async throws {
        let signedIn = SharedFlag()
        let clocks = Clocks()
        let harness = try await Self.make(signedIn: signedIn, clocks: clocks)
        var events = harness.navigator.events.makeAsyncIterator()
        await harness.navigator.openExternal("shop://order/1", from: .notification)
        clocks.advance(1)
        await harness.navigator.openExternal("shop://order/2", from: .universalLink)
        let taken = await NavigationEventTests.take(7, &events)
        #expect(taken.contains(.pendingDropped(until: "signedIn", reason: "a newer link took its place")), "\(taken)")
        #expect(taken.contains(.parked(until: "signedIn", by: "session")))
        signedIn.value = true
        #expect(await harness.navigator.ready("signedIn")?.screen?.arguments["id"] == "2")
    }

    @Test("logging out drops the waiting links; an expired link is dropped unopened")
    func dropAndExpire() async throws {
        let signedIn = SharedFlag()
        let clocks = Clocks()
        let harness = try await Self.make(signedIn: signedIn, clocks: clocks)
        await harness.navigator.openExternal("shop://order/1", from: .notification)
        harness.navigator.dropPendingLinks()
        signedIn.value = true
        #expect(await harness.navigator.ready("signedIn") == nil)

        signedIn.value = false
        await harness.navigator.openExternal("shop://order/2", from: .notification)
        clocks.advance(600)
        signedIn.value = true
        #expect(await harness.navigator.ready("signedIn") == nil, "expired at its expiry")
        #expect(harness.screenIDs == ["home"])
    }

    @Test("a link parked again by its guard keeps its first expiry")
    func reparkedKeepsExpiry() async throws {
        let signedIn = SharedFlag()
        let clocks = Clocks()
        let harness = try await Self.make(signedIn: signedIn, clocks: clocks)
        await harness.navigator.openExternal("shop://order/1", from: .notification)
        let expires = harness.navigator.pendingLinks.first?.expires
        clocks.advance(500)
        #expect(await harness.navigator.ready("signedIn")?.kind == .parked(until: "signedIn", by: "session"))
        #expect(harness.navigator.pendingLinks.first?.expires == expires)
        clocks.advance(200)
        signedIn.value = true
        #expect(await harness.navigator.ready("signedIn") == nil, "expired 600 s after it first arrived")
    }

    @Test("the app's own requests and restorations never wait")
    func onlyOutsideLinksWait() async throws {
        let harness = try await Self.make(signedIn: SharedFlag(), clocks: Clocks())
        let inApp = await harness.navigator.open("shop://order/1")
        #expect(inApp.rejection?.code == .interceptor, "\(inApp)")
        #expect(harness.navigator.pendingLinks.isEmpty)
    }

    @Test("across a relaunch: the saved links wait again, keeping only the query their routes declare")
    func relaunch() async throws {
        let signedIn = SharedFlag()
        let clocks = Clocks()
        let first = try await Self.make(signedIn: signedIn, clocks: clocks)
        await first.navigator.openExternal("shop://order/42?ref=mail&token=secret#frag", from: .otherApp(bundleID: "com.x"))
        let data = first.navigator.savedPendingLinks()
        let text = String(decoding: data, as: UTF8.self)
        #expect(!text.contains("secret") && !text.contains("frag") && text.contains("ref=mail"), "\(text)")

        let second = try await Self.make(signedIn: signedIn, clocks: clocks)
        #expect(second.navigator.restorePendingLinks(data) == 1)
        #expect(second.navigator.restorePendingLinks(Data("junk".utf8)) == 0)
        #expect(second.navigator.restorePendingLinks(nil) == 0)
        #expect(second.navigator.pendingLinks.first?.source == .otherApp(bundleID: "com.x"))
        signedIn.value = true
        let opened = await second.navigator.ready("signedIn")
        #expect(opened?.screen?.arguments == ["id": "42", "ref": "mail"], "\(String(describing: opened))")

        let third = try await Self.make(signedIn: signedIn, clocks: clocks)
        clocks.advance(601)
        #expect(third.navigator.restorePendingLinks(data) == 0, "expired while the app was closed")
    }

    @Test("a signed link waits in memory, opens without a second check, and is never saved")
    func signedLinkWaits() async throws {
        let signedIn = SharedFlag()
        let clocks = Clocks()
        let key = [UInt8](repeating: 3, count: 32)
        var keys = try SignedLinks(keys: ["k": key])
        let date = clocks.date
        keys.now = { date }
        let harness = try await Self.make(signedIn: signedIn, clocks: clocks, keys: keys)
        let link = try SignedLinks.sign(
            "shop://magic?t=abc", signing: ["t"], key: key, keyID: "k", expires: date.addingTimeInterval(60), nonce: "once")
        #expect(
            await harness.navigator.openExternal(link, from: .universalLink).kind == .parked(until: "signedIn", by: "session"))
        let saved = String(decoding: harness.navigator.savedPendingLinks(), as: UTF8.self)
        #expect(!saved.contains("magic"), "\(saved)")
        signedIn.value = true
        #expect(await harness.navigator.ready("signedIn")?.screen?.arguments == ["t": "abc"])
    }

    // MARK: A model

    nonisolated static let seeds = ModelSeeds.seeds(1, 0xFACE)

    /// A link the model expects to wait: its order id, when it arrived and when it expires.
    struct Waiting {
        let id: Int
        let arrived: Date
        let expires: Date
    }

    @Test(
        "random launches, onboarding, sign-ins, logouts, expiries, relaunches and repeats: each link opens at most once, never late, never before onboarding, never signed out, never after a logout",
        arguments: seeds)
    func model(seed: UInt64) async throws {
        print("pending links model: seed \(seed) (WAYFINDER_MODEL_SEED=\(seed) replays it)")
        var random = SeededRandom(seed: seed)
        let signedIn = SharedFlag()
        let clocks = Clocks()
        /// Onboarding runs at the first launches, until the user finishes it once.
        var onboarded = false
        func launch() async throws -> NavigatorHarness {
            let harness = try await Self.make(signedIn: signedIn, clocks: clocks)
            if !onboarded { harness.navigator.holdLinks(until: "onboarded") }
            return harness
        }
        var harness = try await launch()
        /// What the model expects to wait, by condition.
        var waiting: [String: Waiting] = [:]
        var opened: [Int] = []
        var nextID = 1
        var lastLink: String?
        /// Keeps `link` waiting for `condition` unless a link that arrived later waits already.
        func keep(_ link: Waiting, until condition: String) {
            if let existing = waiting[condition], existing.arrived > link.arrived { return }
            waiting[condition] = link
        }
        for step in 0..<200 {
            let navigator = harness.navigator
            var problem: String?
            waiting = waiting.filter { $0.value.expires > clocks.date }
            func expectOpened(_ outcome: NavigationOutcome?, _ expected: Int) {
                guard let id = outcome?.screen?.arguments["id"].flatMap(Int.init), id == expected else {
                    problem = "expected \(expected) to open: \(String(describing: outcome))"
                    return
                }
                if !onboarded || !signedIn.value { problem = "opened \(id) before onboarding or signed out" }
                opened.append(id)
            }
            switch random.next() % 9 {
            case 0, 1:  // a link arrives
                let id = nextID
                nextID += 1
                let link = "shop://order/\(id)"
                lastLink = link
                let outcome = await navigator.openExternal(link, from: .notification)
                let arrival = Waiting(id: id, arrived: clocks.date, expires: clocks.date.addingTimeInterval(600))
                if !onboarded {
                    if outcome.kind != .parked(until: "onboarded", by: "the app") { problem = "not held: \(outcome)" }
                    keep(arrival, until: "onboarded")
                } else if signedIn.value {
                    expectOpened(outcome, id)
                } else {
                    if outcome.kind != .parked(until: "signedIn", by: "session") { problem = "not parked: \(outcome)" }
                    keep(arrival, until: "signedIn")
                }
            case 2:  // the same link delivered again at once
                guard let repeated = lastLink else { continue }
                let outcome = await navigator.openExternal(repeated, from: .notification)
                if outcome.rejection?.code != .repeatedLink { problem = "a repeat opened: \(outcome)" }
                lastLink = nil  // the next delivery is a new tap
                clocks.advance(1)
            case 3:  // sign in, and the app says it is ready
                signedIn.value = true
                let outcome = await navigator.ready("signedIn")
                if let expected = waiting.removeValue(forKey: "signedIn") {
                    expectOpened(outcome, expected.id)
                } else if let outcome {
                    problem = "opened what no longer waits: \(outcome)"
                }
            case 4:  // log out
                signedIn.value = false
                navigator.dropPendingLinks()
                waiting = [:]
            case 5:  // time passes
                clocks.advance([1, 60, 599, 601][Int(random.next() % 4)])
                lastLink = nil  // the next delivery is a new tap
            case 6:  // the app says it is ready while the user is still signed out: the guard keeps it
                guard !signedIn.value, onboarded else { continue }
                let outcome = await navigator.ready("signedIn")
                if waiting["signedIn"] != nil, outcome?.kind != .parked(until: "signedIn", by: "session") {
                    problem = "passed its guard: \(String(describing: outcome))"
                } else if waiting["signedIn"] == nil, outcome != nil {
                    problem = "opened what no longer waits: \(String(describing: outcome))"
                }
            case 7:  // the user finishes onboarding: the held link goes on to its guard
                guard !onboarded else { continue }
                onboarded = true
                let outcome = await navigator.ready("onboarded")
                if let expected = waiting.removeValue(forKey: "onboarded") {
                    if signedIn.value {
                        expectOpened(outcome, expected.id)
                    } else if let newer = waiting["signedIn"], newer.arrived > expected.arrived {
                        // A link that arrived later waits for sign-in already: it stays, this one goes.
                        if outcome?.rejection?.code != .linkSuperseded {
                            problem = "not superseded by \(newer.id): \(String(describing: outcome))"
                        }
                    } else {
                        if outcome?.kind != .parked(until: "signedIn", by: "session") {
                            problem = "passed its guard after onboarding: \(String(describing: outcome))"
                        }
                        keep(expected, until: "signedIn")
                    }
                } else if let outcome {
                    problem = "opened what no longer waits: \(outcome)"
                }
            default:  // the app relaunches
                let data = navigator.savedPendingLinks()
                harness = try await launch()
                harness.navigator.restorePendingLinks(data)
                lastLink = nil
            }
            waiting = waiting.filter { $0.value.expires > clocks.date }
            let pending = harness.navigator.pendingLinks.filter { $0.expires > clocks.date }
            let expected = waiting.sorted { $0.key < $1.key }.map { "shop://order/<id> from notification, until \($0.key)" }
            if pending.map(\.description) != expected {
                problem = problem ?? "waiting \(pending), model \(waiting)"
            }
            if Set(opened).count != opened.count { problem = problem ?? "opened twice: \(opened)" }
            if let problem {
                Issue.record("seed \(seed), step \(step): \(problem)")
                return
            }
        }
    }
}
