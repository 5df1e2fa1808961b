import Foundation
import Testing
import WayfinderTestSupport
@_spi(Internals) import WayfinderTesting

@testable import Wayfinder
@_spi(Internals) @testable import WayfinderRouting

/// A link from before the install: the app's code claims it, the navigator opens it once,
/// with a way out, never over the user's own link, through the outside door.
@MainActor
@Suite("Links from before the install", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct DeferredLinkTests {
    /// A defaults domain of the test's own, removed when it ends.
    final class Defaults {
        let name = "wayfinder-tests-\(UUID().uuidString)"
        let store: UserDefaults
        init() { store = UserDefaults(suiteName: name)! }
        deinit { store.removePersistentDomain(forName: name) }
    }

    /// The claims the app's code made.
    final class Claims: Sendable {
        private let count = Locked(0)
        func claim(_ url: String?) -> String? {
            count.withLock { $0 += 1 }
            return url
        }
        var made: Int { count.withLock { $0 } }
    }

    struct ClaimServerDown: Error {}

    @Test("the claimed link opens once, as from its source; later launches do not run the claim")
    func opensOnce() async throws {
        let harness = try await EntryPointTests.make()
        let defaults = Defaults()
        let claims = Claims()
        let outcome = await harness.navigator.openDeferredLink(from: .spotlight, rememberingIn: defaults.store) {
            claims.claim("shop://product/42")
        }
        #expect(outcome?.screen?.arguments == ["id": "42"], "\(String(describing: outcome))")
        #expect(EntryPointTests.topSource(harness) == .spotlight)
        // The next launch: a new navigator, the same defaults.
        let next = try await EntryPointTests.make()
        let again = await next.navigator.openDeferredLink(from: .spotlight, rememberingIn: defaults.store) {
            claims.claim("shop://product/42")
        }
        #expect(again == nil)
        #expect(claims.made == 1, "the claim ran once")
        #expect(next.screenIDs == ["home"])
    }

    @Test("a claim that finds nothing is remembered too")
    func nothingToClaim() async throws {
        let harness = try await EntryPointTests.make()
        let defaults = Defaults()
        let claims = Claims()
        #expect(
            await harness.navigator.openDeferredLink(from: .universalLink, rememberingIn: defaults.store) { claims.claim(nil) }
                == nil)
        #expect(
            await harness.navigator.openDeferredLink(from: .universalLink, rememberingIn: defaults.store) {
                claims.claim("shop://product/1")
            } == nil)
        #expect(claims.made == 1)
        #expect(harness.screenIDs == ["home"])
    }

    @Test("a claim that throws ends with its error as the cause, and is tried again at the next call")
    func failedClaimIsRetried() async throws {
        let harness = try await EntryPointTests.make()
        let defaults = Defaults()
        let failed = await harness.navigator.openDeferredLink(from: .widget, rememberingIn: defaults.store) {
            throw ClaimServerDown()
        }
        #expect(failed?.rejection?.code == .claimFailed)
        #expect(failed?.rejection?.underlyingError is ClaimServerDown)
        let retried = await harness.navigator.openDeferredLink(from: .widget, rememberingIn: defaults.store) {
            "shop://product/7"
        }
        #expect(retried?.screen?.arguments == ["id": "7"])
    }

    @Test("a claim that never answers ends at the limit even though it ignores cancellation; its late answer is dropped")
    func claimTimesOut() async throws {
        let harness = try await EntryPointTests.make()
        let defaults = Defaults()
        let answer = Locked<CheckedContinuation<Void, Never>?>(nil)
        let outcome = await harness.navigator.openDeferredLink(
            from: .widget, within: .milliseconds(50), rememberingIn: defaults.store
        ) {
            // Ignores cancellation: only the test resumes it.
            await withCheckedContinuation { continuation in answer.withLock { $0 = continuation } }
            return "shop://product/8"
        }
        #expect(outcome?.rejection?.code == .claimTimedOut)
        let resumed = await NavTest.waitUntil("the claim started") { answer.withLock { $0 != nil } }
        #expect(resumed)
        answer.withLock { $0?.resume() }
        await Task.yield()
        #expect(harness.screenIDs == ["home"], "the late answer opens nothing")
        #expect(!defaults.store.bool(forKey: "wayfinder.deferredLinkClaimed"), "tried again next time")
    }

    @Test("while a claim runs, a second window's call does not claim again")
    func oneClaimAtATime() async throws {
        let first = try await EntryPointTests.make()
        let second = try await EntryPointTests.make()
        let defaults = Defaults()
        let key = "claim-\(UUID().uuidString)"
        let claims = Claims()
        let answer = Locked<CheckedContinuation<Void, Never>?>(nil)
        let navigator = first.navigator
        let running = Task {
            await navigator.openDeferredLink(from: .widget, rememberingIn: defaults.store, key: key) {
                await withCheckedContinuation { continuation in answer.withLock { $0 = continuation } }
                return claims.claim("shop://product/6")
            }
        }
        #expect(await NavTest.waitUntil("the first claim runs") { answer.withLock { $0 != nil } })
        let again = await second.navigator.openDeferredLink(from: .widget, rememberingIn: defaults.store, key: key) {
            claims.claim("shop://product/6")
        }
        #expect(again == nil)
        answer.withLock { $0?.resume() }
        let outcome = await Deadline.value(of: running, "the first claim")
        #expect(outcome??.screen?.arguments == ["id": "6"])
        #expect(claims.made == 1)
    }

    @Test("cancelling the task that waits for the claim ends the wait")
    func cancelled() async throws {
        let harness = try await EntryPointTests.make()
        let defaults = Defaults()
        let started = SharedFlag()
        let navigator = harness.navigator
        let waiting = Task {
            await navigator.openDeferredLink(from: .widget, within: .seconds(600), rememberingIn: defaults.store) {
                started.value = true
                try? await Task.sleep(for: .seconds(600))
                return nil
            }
        }
        #expect(await NavTest.waitUntil("the claim started") { started.value })
        waiting.cancel()
        let outcome = await Deadline.value(of: waiting, "the cancelled claim")
        #expect(outcome??.rejection?.code == .cancelled)
    }

    @Test("a link from outside that arrived first wins: the claimed link does not open over it")
    func userLinkFirst() async throws {
        let harness = try await EntryPointTests.make()
        let defaults = Defaults()
        let navigator = harness.navigator
        let outcome = await navigator.openDeferredLink(from: .spotlight, rememberingIn: defaults.store) {
            // The user taps a link while the claim runs.
            await navigator.openExternal("shop://product/1", from: .spotlight)
            return "shop://product/2"
        }
        #expect(outcome?.rejection?.code == .linkOpenedFirst)
        #expect(harness.navigator.state.topmostScreen?.arguments == ["id": "1"])
        #expect(defaults.store.bool(forKey: "wayfinder.deferredLinkClaimed"), "claimed: it never opens later")
    }

    @Test("the claimed link meets the door: exposure, and a guard that parks it until onboarding ends")
    func throughTheDoor() async throws {
        let onboarded = SharedFlag()
        func make() async throws -> NavigatorHarness {
            let harness = try NavigatorHarness(routes: { routes in
                try routes.register(
                    "/product/<int:id>", screen: "product", exposure: [.universalLink], guards: ["onboarding"])
                try routes.register("/admin", screen: "admin")
            }) { configuration in
                configuration.guards["onboarding"] = PendingLinkTests.SessionGuard(signedIn: onboarded)
            }
            await harness.start()
            return harness
        }
        let first = try await make()
        let hidden = await first.navigator.openDeferredLink(from: .universalLink, rememberingIn: Defaults().store) {
            "shop://admin"
        }
        #expect(hidden?.kind == .notFound, "an internal route is not reached")
        let second = try await make()
        let navigator = second.navigator
        let parked = await navigator.openDeferredLink(from: .universalLink, rememberingIn: Defaults().store) {
            "shop://product/3"
        }
        #expect(parked?.kind == .parked(until: "signedIn", by: "onboarding"))
        onboarded.value = true
        #expect(await navigator.ready("signedIn")?.screen?.arguments == ["id": "3"])
    }
}
