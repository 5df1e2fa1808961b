import Foundation
import Testing
import WayfinderTestSupport
@_spi(Internals) import WayfinderTesting

@testable import Wayfinder

/// Links the app itself holds until it is ready (`holdLinks(until:from:)`), with no guard.
@MainActor
@Suite("Links the app holds", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct HeldLinkTests {
    static func make(guarded: CallRecord = CallRecord()) async throws -> NavigatorHarness {
        let harness = try NavigatorHarness(routes: { routes in
            try routes.register("/order/<int:id>", screen: "orders", exposure: .everywhere, guards: ["watch"])
            try routes.register("/product/<int:id>", screen: "product", exposure: .everywhere)
            try routes.register("/admin", screen: "admin")
        }) { configuration in
            configuration.guards["watch"] = RecordingInterceptor(name: "watch", record: guarded)
            configuration.repeatedLinkWindow = .zero
        }
        await harness.start()
        return harness
    }

    @Test("while onboarding, links from outside wait before any guard; ready opens the newest once, through the guards")
    func onboarding() async throws {
        let guarded = CallRecord()
        let harness = try await Self.make(guarded: guarded)
        let navigator = harness.navigator
        navigator.holdLinks(until: "onboarded")
        #expect(
            await navigator.openExternal("shop://order/1", from: .notification).kind == .parked(until: "onboarded", by: "the app")
        )
        #expect(
            await navigator.openExternal("shop://order/2", from: .universalLink).kind
                == .parked(until: "onboarded", by: "the app"))
        #expect(guarded.isEmpty, "no guard ran for a held link")
        #expect(navigator.pendingLinks.map(\.description) == ["shop://order/<id> from universal-link, until onboarded"])
        // The app's own links never wait, and links the door refuses are refused at once.
        #expect(await navigator.open("shop://product/3").screen != nil)
        #expect(await navigator.openExternal("shop://admin", from: .otherApp()).kind == .notFound)
        #expect(harness.screenIDs == ["home", "product"])

        let opened = await navigator.ready("onboarded")
        #expect(opened?.screen?.arguments == ["id": "2"])
        #expect(guarded.all.count == 1, "the guards ran for the link that waited")
        #expect(await navigator.ready("onboarded") == nil, "opened once")
        #expect(await navigator.openExternal("shop://order/4", from: .notification).screen != nil, "no longer held")
    }

    @Test("a hold names its sources; with two holds, a link waits for each in the order the app named them")
    func sourcesAndOrder() async throws {
        let harness = try await Self.make()
        let navigator = harness.navigator
        navigator.holdLinks(until: "migrated", from: [.notification])
        #expect(await navigator.openExternal("shop://product/1", from: .spotlight).screen != nil, "not held from Spotlight")
        navigator.holdLinks(until: "onboarded")
        #expect(
            await navigator.openExternal("shop://product/2", from: .notification).kind
                == .parked(until: "migrated", by: "the app"))
        #expect(
            await navigator.openExternal("shop://product/3", from: .widget).kind == .parked(until: "onboarded", by: "the app"))
        let migrated = await navigator.ready("migrated")
        #expect(
            migrated?.rejection?.code == .linkSuperseded,
            "it must wait for the next hold, where a link that arrived after it waits already")
        #expect(navigator.pendingLinks.map(\.description) == ["shop://product/<id> from widget, until onboarded"])
        #expect(await navigator.ready("onboarded")?.screen?.arguments == ["id": "3"])
        // With no newer link waiting, the replayed link waits for the next hold.
        navigator.holdLinks(until: "migrated", from: [.notification])
        navigator.holdLinks(until: "onboarded")
        #expect(
            await navigator.openExternal("shop://product/7", from: .notification).kind
                == .parked(until: "migrated", by: "the app"))
        #expect(await navigator.ready("migrated")?.kind == .parked(until: "onboarded", by: "the app"))
        #expect(await navigator.ready("onboarded")?.screen?.arguments == ["id": "7"])
    }

    @Test("a held link is saved across a relaunch like a parked one, and opens when the new launch is ready")
    func relaunch() async throws {
        let first = try await Self.make()
        first.navigator.holdLinks(until: "onboarded")
        await first.navigator.openExternal("shop://order/9?ref=mail", from: .notification)
        let saved = first.navigator.savedPendingLinks()
        let second = try await Self.make()
        second.navigator.holdLinks(until: "onboarded")
        #expect(second.navigator.restorePendingLinks(saved) == 1)
        let opened = await second.navigator.ready("onboarded")
        #expect(opened?.screen?.id == "orders")
        #expect(opened?.screen?.arguments == ["id": "9"], "without the query its route does not keep")
    }
}
