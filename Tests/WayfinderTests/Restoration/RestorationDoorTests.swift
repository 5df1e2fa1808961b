import Foundation
import Testing
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

/// Restoring saved state opens each URL through the checks a link gets, reports what it left
/// out, asks the screens it replaces, and never saves a query value a route does not keep.
@MainActor
@Suite("Restoration goes through the door", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct RestorationDoorTests {
    static func make(
        signedIn: SharedFlag = SharedFlag(false), _ configure: (inout NavigatorConfiguration) -> Void = { _ in }
    ) throws -> NavigatorHarness {
        try NavigatorHarness(
            screens: ["home", "shop", "orders", "order", "product", "login", "share", "reset"],
            tabs: [TabDefinition(id: "home", screen: "home"), TabDefinition(id: "shop", screen: "shop")],
            routes: { routes in
                try routes.register("/home", screen: "home", tab: "home")
                try routes.register("/orders", screen: "orders", guards: ["signedIn"])
                try routes.register("/order/<int:id>", screen: "order", guards: ["asksFirst"])
                try routes.register("/product/<int:id>", screen: "product", exposure: [.universalLink], savedQuery: ["tab"])
                try routes.register("/share", screen: "share")
                try routes.register("/login", screen: "login", presentation: .present())
                try routes.register("/reset/<token>", screen: "reset")
            }
        ) { configuration in
            configuration.addGuard("signedIn") { _ in signedIn.value ? .proceed : .reject(reason: "signed out") }
            configuration.addGuard("asksFirst") { _ in
                .suspend { navigator in
                    let yes = try? await navigator.open("shop://login", expecting: Bool.self)
                    return yes == true ? .proceed : .reject(reason: "no")
                }
            }
            configure(&configuration)
        }
    }

    static func data(_ urls: [String], tab: String? = nil) -> Data {
        let root = NavigationSnapshot(root: [.init(isStack: true, urls: urls, tab: tab)])
        return try! JSONEncoder().encode(root)
    }

    @Test("a signed-out user does not get a guarded screen back; the report names the route and why")
    func guardRefuses() async throws {
        let harness = try Self.make()
        let report = await harness.navigator.restore(
            savedState: Self.data(["shop://product/1", "shop://orders", "shop://share"]))
        #expect(report.isRestored)
        #expect(harness.screenIDs == ["product", "share"])
        #expect(report.dropped.map(\.code) == [.interceptor])
        #expect(report.dropped.first?.interceptor == "signedIn")
        #expect(report.dropped.first?.message == "signed out")
    }

    @Test("a guard that would ask the user first leaves the URL out and asks nothing")
    func suspendingGuard() async throws {
        let harness = try Self.make()
        let report = await harness.navigator.restore(savedState: Self.data(["shop://share", "shop://order/7"]))
        #expect(harness.screenIDs == ["share"], "\(harness.tree)")
        #expect(report.dropped.map(\.code) == [.interceptor])
        #expect(
            report.dropped.first?.message == "'asksFirst' would ask first for '/order/<int:id>'; nothing is asked while restoring"
        )
        #expect(!report.dropped.description.contains("7"), "a value reached the report")
    }

    @Test("a state from outside restores only routes exposed to its source")
    func exposure() async throws {
        let harness = try Self.make(signedIn: SharedFlag(true))
        let report = await harness.navigator.restore(
            savedState: Self.data(["shop://product/3", "shop://share"]), from: .universalLink)
        #expect(harness.screenIDs == ["product"])
        #expect(report.dropped.map(\.code) == [.notExposed])
        #expect(report.dropped.first?.message == "the route '/share' is not exposed to universal-link")
        // From the app's own storage, both come back.
        let own = try Self.make(signedIn: SharedFlag(true))
        #expect(await own.navigator.restore(savedState: Self.data(["shop://product/3", "shop://share"])).dropped.isEmpty)
        #expect(own.screenIDs == ["product", "share"])
    }

    @Test("a URL no screen route takes, or with a callback that may not be followed, is reported")
    func otherChecks() async throws {
        let harness = try Self.make()
        let report = await harness.navigator.restore(
            savedState: Self.data([
                "shop://share?next=https://evil.example.com/x", "shop://gone/42", "shop://product/1",
            ]))
        #expect(report.dropped.map(\.code) == [.disallowedCallback, .unknownTarget])
        #expect(report.dropped.last?.message == "no route takes shop://… any more")
        #expect(harness.screenIDs == ["product"])
    }

    @Test("nothing left to restore is a rejection that changes nothing, with every reason")
    func nothingLeft() async throws {
        let harness = try Self.make()
        await harness.navigator.showTabs()
        let before = harness.navigator.state
        let report = await harness.navigator.restore(savedState: Self.data(["shop://orders"]))
        #expect(!report.isRestored)
        #expect(report.dropped.count == 1)
        #expect(harness.navigator.state == before)
        for data in [nil, Data("{".utf8)] {
            let none = await harness.navigator.restore(savedState: data)
            #expect(none.outcome.rejection?.code == .invalidNavigation)
        }
        #expect(await harness.navigator.restore(savedState: Data("{".utf8)).outcome.rejection?.underlyingError is DecodingError)
    }

    @Test("the screens a restoration would replace are asked first; a denial keeps them")
    func leaveGuards() async throws {
        let harness = try Self.make()
        await harness.start()
        let home = try #require(harness.navigator.topmostScreen)
        harness.navigator.setLeaveGuard(for: home.key) { _ in .deny }
        let report = await harness.navigator.restore(savedState: Self.data(["shop://share"]))
        #expect(report.outcome.rejection?.code == .leaveDenied)
        #expect(harness.screenIDs == ["home"])
    }

    @Test("a saved state keeps the path and the query items the route keeps, nothing else")
    func savedQuery() async throws {
        let harness = try Self.make()
        await harness.start()
        await harness.navigator.show("share")
        await harness.navigator.openExternal("shop://product/9?tab=reviews&token=s3cret#frag", from: .universalLink)
        await harness.navigator.open("shop://reset/s3cret-token?code=4711")
        let saved = String(decoding: harness.navigator.savedState(), as: UTF8.self)
        #expect(
            !saved.contains("s3cret&") && !saved.contains("token=") && !saved.contains("4711") && !saved.contains("frag"),
            "\(saved)")
        #expect(harness.navigator.snapshot().urls == ["shop://product/9?tab=reviews", "shop://reset/s3cret-token"])
    }

    @Test("restoring a tab whose saved first URL is the tab's root does not add the root twice")
    func tabRootOnce() async throws {
        let harness = try Self.make()
        let report = await harness.navigator.restore(
            savedState: try JSONEncoder().encode(
                NavigationSnapshot(
                    root: [
                        .init(isStack: true, urls: ["shop://home", "shop://share"], tab: "home"),
                        .init(isStack: true, urls: [], tab: "shop"),
                    ],
                    selectedTab: "home")))
        #expect(report.isRestored)
        #expect(
            NavTest.shape(of: harness.navigator.state) == """
                tabs (selected: home)
                ├─ tab home *
                │  ├─ home
                │  └─ share
                └─ tab shop
                   └─ shop
                """)
    }

    @Test("cancelling a restoration while a guard decides ends it at once and changes nothing")
    func cancelled() async throws {
        let latch = Latch<Bool>()
        let harness = try Self.make { configuration in
            configuration.interceptorTimeout = .seconds(600)
            configuration.addGuard("signedIn") { _ in await latch.wait() ? .proceed : .reject(reason: "no") }
        }
        await harness.start()
        let restoring = Task { await harness.navigator.restore(savedState: Self.data(["shop://orders"])) }
        await NavTest.waitUntil("the guard decides") { latch.started == 1 }
        restoring.cancel()
        let report = await Deadline.value(of: restoring, "the cancelled restoration")
        #expect(report?.outcome.rejection?.code == .cancelled)
        latch.answer(true)
        await NavTest.settle()
        #expect(harness.screenIDs == ["home"])
    }
}
