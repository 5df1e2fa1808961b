import Foundation
import Testing
import WayfinderTestSupport
@_spi(Internals) import WayfinderTesting

@testable import Wayfinder
@_spi(Internals) @testable import WayfinderRouting

/// The inbox where app-scope entries (the notification delegate, App Intents) leave links
/// before a window has its navigator.
@MainActor
@Suite("The link inbox", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct LinkInboxTests {
    typealias OrderRoute = EntryPointTests.OrderRoute

    /// The order screens open, by their `id` argument.
    static func orderIDs(_ harness: NavigatorHarness) -> [String] {
        harness.navigator.state.allScreens.filter { $0.id == "orders" }.compactMap { $0.arguments["id"] }
    }

    @Test("links posted before any window wait, then open in the order they came when a navigator attaches")
    func heldUntilAttached() async throws {
        let inbox = LinkInbox()
        #expect(inbox.post("shop://order/1?token=secret", from: .notification) == .held)
        #expect(inbox.post(OrderRoute(id: 2), from: .appIntent) == .held)
        #expect(
            inbox.postNotification(action: "", isTap: true, userInfo: ["link": "shop://order/3"], id: UUID().uuidString) == .held)
        #expect(inbox.waiting.map(\.source) == [.notification, .appIntent, .notification])
        #expect(!inbox.waiting.description.contains("secret") && !inbox.waiting.description.contains("order/1"))

        let harness = try await EntryPointTests.make()
        inbox.attach(harness.navigator)
        #expect(inbox.waiting.isEmpty)
        let opened = await NavTest.waitUntil("the three links open") { Self.orderIDs(harness).count == 3 }
        #expect(opened)
        #expect(Self.orderIDs(harness) == ["1", "2", "3"])
        #expect(
            harness.navigator.state.allScreens.filter { $0.id == "orders" }.compactMap {
                harness.navigator.request(for: $0.key)?.source
            } == [.notification, .appIntent, .notification])
    }

    @Test("a cold start: the link waits in the inbox, then for the root, and opens once the app shows it")
    func coldStart() async throws {
        let inbox = LinkInbox()
        inbox.post("shop://order/4", from: .notification)
        let harness = try await EntryPointTests.make(start: false)
        inbox.attach(harness.navigator)
        #expect(await NavTest.waitUntil("the link waits for a root") { !harness.navigator.line.heldUntilRoot.isEmpty })
        await harness.start()
        #expect(await NavTest.waitUntil("the link opens") { Self.orderIDs(harness) == ["4"] })
    }

    @Test("the navigator attached last takes the links; detached or gone, the one before takes them again")
    func lastAttachedTakesLinks() async throws {
        let inbox = LinkInbox()
        let first = try await EntryPointTests.make()
        var second: NavigatorHarness? = try await EntryPointTests.make()
        inbox.attach(first.navigator)
        inbox.attach(second!.navigator)
        #expect(inbox.post("shop://order/1", from: .notification) == .delivered)
        #expect(await NavTest.waitUntil("the second window opens it") { Self.orderIDs(second!) == ["1"] })
        inbox.attach(first.navigator)
        inbox.post("shop://order/2", from: .notification)
        #expect(await NavTest.waitUntil("the first window opens it") { Self.orderIDs(first) == ["2"] })
        inbox.detach(first.navigator)
        inbox.post("shop://order/3", from: .notification)
        #expect(await NavTest.waitUntil("the second window opens it") { Self.orderIDs(second!) == ["1", "3"] })
        #expect(Self.orderIDs(first) == ["2"])

        // The second window closes: its navigator goes, and the inbox holds no window.
        inbox.attach(first.navigator)
        inbox.detach(first.navigator)
        weak let gone = second!.navigator
        second = nil
        #expect(gone == nil, "the inbox keeps no navigator alive")
        #expect(inbox.post("shop://order/5", from: .notification) == .held)
    }

    static func isExpiry(_ kind: NavigationEvent.Kind) -> Bool {
        if case .rejected(let code, _, _) = kind { code == .linkExpired } else { false }
    }

    @Test("a link no window took within the lifetime is dropped, and the next navigator reports it")
    func expires() async throws {
        let inbox = LinkInbox(lifetime: .seconds(60))
        let clock = RepeatedLinkTests.ManualClock()
        inbox.now = { clock.now }
        inbox.post("shop://order/1?token=secret", from: .notification)
        clock.elapsed += .seconds(30)
        inbox.post("shop://order/2", from: .notification)
        clock.elapsed += .seconds(31)

        let harness = try await EntryPointTests.make()
        let log = OutcomeRequestTests.EventLog()
        let events = harness.navigator.events
        let listener = Task { for await event in events { log.append(event) } }
        defer { listener.cancel() }
        inbox.attach(harness.navigator)
        #expect(await NavTest.waitUntil("the fresh link opens") { Self.orderIDs(harness) == ["2"] })
        let refused = await NavTest.waitUntil("the expired link is reported") {
            log.all.contains { Self.isExpiry($0.kind) }
        }
        #expect(refused)
        let said = log.all.map(\.description).joined(separator: "\n")
        #expect(said.contains("received shop://order/<id> from notification"), "\(said)")
        #expect(!said.contains("secret"), "\(said)")
    }

    @Test("the same notification handed over twice (delegate and connecting scene) opens once, however late")
    func notificationOnce() async throws {
        // The memory of answers is the app's: identifiers of this test's own.
        let n1 = "n1-\(UUID().uuidString)"
        let n2 = "n2-\(UUID().uuidString)"
        let inbox = LinkInbox()
        let harness = try await EntryPointTests.make()
        let navigator = harness.navigator
        let clock = RepeatedLinkTests.ManualClock()
        navigator.now = { clock.now }
        inbox.attach(navigator)
        inbox.postNotification(action: "", isTap: true, userInfo: ["link": "shop://order/1"], id: n1)
        #expect(await NavTest.waitUntil("the tap opens") { Self.orderIDs(harness) == ["1"] })
        clock.elapsed += .seconds(5)
        let again = await navigator.openNotification(action: "", isTap: true, userInfo: ["link": "shop://order/1"], id: n1)
        #expect(again?.rejection?.code == .repeatedLink)
        // Another answer to the same notification is another choice of the user's.
        let track = await navigator.openNotification(
            action: "TRACK", isTap: false, userInfo: ["trackLink": "shop://order/2"], id: n1)
        #expect(track?.screen?.arguments == ["id": "2"])
        // Another notification with the same link opens again after the repeat window.
        let other = await navigator.openNotification(action: "", isTap: true, userInfo: ["link": "shop://order/1"], id: n2)
        #expect(other?.screen != nil, "\(String(describing: other))")
    }

    @Test("the delegate's copy in one window and the connecting scene's in another open once in the app")
    func notificationOnceAcrossWindows() async throws {
        let id = "shipped-\(UUID().uuidString)"
        let inbox = LinkInbox()
        let existing = try await EntryPointTests.make()
        let connecting = try await EntryPointTests.make()
        inbox.attach(existing.navigator)
        inbox.postNotification(action: "", isTap: true, userInfo: ["link": "shop://order/1"], id: id)
        #expect(await NavTest.waitUntil("the delegate's copy opens") { Self.orderIDs(existing) == ["1"] })
        let copy = await connecting.navigator.openNotification(
            action: "", isTap: true, userInfo: ["link": "shop://order/1"], id: id)
        #expect(copy?.rejection?.code == .repeatedLink)
        #expect(Self.orderIDs(connecting).isEmpty)
    }

    @Test("the inbox remembers a bounded number of notifications; the oldest is forgotten first")
    func notificationMemoryIsBounded() {
        var answered = AnsweredNotifications()
        var first: [Bool] = [answered.isFirst("n0", action: "a")]
        for index in 1...AnsweredNotifications.memory {
            first.append(answered.isFirst("n\(index)", action: "a"))
        }
        #expect(first.allSatisfy { $0 })
        let oldest = answered.isFirst("n0", action: "a")
        let newest = answered.isFirst("n\(AnsweredNotifications.memory)", action: "a")
        #expect(oldest, "the oldest was forgotten")
        #expect(!newest, "the newest is remembered")
    }

    @Test("links the inbox delivers keep their order with links posted while it drains")
    func orderWhileDraining() async throws {
        let inbox = LinkInbox()
        for id in 1...3 { inbox.post("shop://order/\(id)", from: .notification) }
        let harness = try await EntryPointTests.make()
        inbox.attach(harness.navigator)
        inbox.post("shop://order/4", from: .appIntent)
        #expect(await NavTest.waitUntil("all four open") { Self.orderIDs(harness).count == 4 })
        #expect(Self.orderIDs(harness) == ["1", "2", "3", "4"])
    }
}
