import Foundation
import Testing
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

/// The state as URLs: snapshot, encode, decode, restore on a fresh navigator.
@MainActor
@Suite("Navigator: snapshot and restoration", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct RestorationTests {
    /// A tab app; `version: 2` has lost the `/form` and `/alert` routes.
    static func make(version: Int = 1) throws -> NavigatorHarness {
        try NavigatorHarness(
            screens: ["home", "shop", "category", "product", "profile", "login", "form", "alert", "welcome"],
            tabs: [TabDefinition(id: "home", screen: "home"), TabDefinition(id: "shop", screen: "shop")],
            routes: { routes in
                try routes.register("/home", screen: "home")
                try routes.register("/category/<category>", screen: "category", tab: "shop")
                // The product keeps its colour and referrer in a saved state; other query items go.
                try routes.register("/product/<int:id>", screen: "product", savedQuery: ["color", "ref"])
                try routes.register("/profile", screen: "profile")
                try routes.register("/login", screen: "login", presentation: .presentInStack(style: .fullScreen))
                try routes.register("/welcome", screen: "welcome")
                if version == 1 {
                    try routes.register("/form/<step>", screen: "form")
                    try routes.register("/alert", screen: "alert", presentation: .present())
                }
            })
    }

    /// Tabs with screens in both, a full-screen modal stack and a sheet above it.
    static func populated() async throws -> NavigatorHarness {
        let harness = try make()
        let navigator = harness.navigator
        await navigator.showTabs()
        await navigator.open("shop://profile")
        await navigator.open("shop://category/shoes")
        await navigator.open("shop://product/42?color=red")
        await navigator.open("shop://login")
        await navigator.open("shop://form/1")
        await navigator.open("shop://alert")
        #expect(
            harness.tree == """
                tabs (selected: shop)
                ├─ tab home
                │  ├─ home #1
                │  └─ profile #3
                └─ tab shop *
                   ├─ shop #2
                   ├─ category #4 category=shoes
                   └─ product #5 color=red id=42
                modal fullScreen stack
                ├─ login #6
                └─ form #7 step=1
                modal sheet
                └─ alert #8
                """)
        return harness
    }

    static func roundTrip(_ snapshot: NavigationSnapshot) throws -> NavigationSnapshot {
        try JSONDecoder().decode(NavigationSnapshot.self, from: JSONEncoder().encode(snapshot))
    }

    @Test("the snapshot lists each container's URLs, the selection and the modal styles")
    func snapshotValue() async throws {
        let harness = try await Self.populated()
        let snapshot = harness.navigator.snapshot()
        #expect(
            snapshot
                == NavigationSnapshot(
                    root: [
                        .init(isStack: true, urls: ["shop://profile"], tab: "home"),
                        .init(isStack: true, urls: ["shop://category/shoes", "shop://product/42?color=red"], tab: "shop"),
                    ],
                    selectedTab: "shop",
                    modals: [
                        .init(isStack: true, urls: ["shop://login", "shop://form/1"], style: .fullScreen),
                        .init(isStack: false, urls: ["shop://alert"], style: .sheet),
                    ]))
        #expect(
            snapshot.urls == [
                "shop://profile", "shop://category/shoes", "shop://product/42?color=red",
                "shop://login", "shop://form/1", "shop://alert",
            ])
    }

    @Test("snapshot, JSON, restore on a fresh navigator: the same tree")
    func roundTripTabs() async throws {
        let original = try await Self.populated()
        let snapshot = try Self.roundTrip(original.navigator.snapshot())

        let fresh = try Self.make()
        let outcome = await fresh.navigator.restore(snapshot).outcome
        #expect(outcome.transition != nil, "\(outcome)")
        #expect(NavTest.shape(of: fresh.navigator.state) == NavTest.shape(of: original.navigator.state))
        #expect(fresh.navigator.state.selectedTab == "shop")
        #expect(fresh.navigator.state.modals.map(\.style) == [.fullScreen, .sheet])
        #expect(fresh.navigator.snapshot() == snapshot)
        #expect(fresh.host.displayedState == fresh.navigator.state)
        // Each restored screen knows the match it came from.
        for screen in fresh.navigator.state.allScreens where screen.url != nil {
            #expect(fresh.navigator.request(for: screen.key)?.match?.url == screen.url)
        }
    }

    @Test("a stack root with a single modal and a modal stack restores exactly, and snapshots back the same")
    func roundTripStack() async throws {
        let snapshot = NavigationSnapshot(
            root: [.init(isStack: true, urls: ["shop://home", "shop://product/1", "shop://product/2?ref=mail"])],
            modals: [
                .init(isStack: false, urls: ["shop://alert"], style: .fullScreen),
                .init(isStack: true, urls: ["shop://login", "shop://form/2"], style: .sheet),
            ])
        let harness = try Self.make()
        await harness.navigator.restore(try Self.roundTrip(snapshot))
        #expect(
            harness.tree == """
                stack
                ├─ home #1
                ├─ product #2 id=1
                └─ product #3 id=2 ref=mail
                modal fullScreen
                └─ alert #4
                modal sheet stack
                ├─ login #5
                └─ form #6 step=2
                """)
        #expect(harness.navigator.snapshot() == snapshot)
    }

    @Test("a single root screen restores as a single screen")
    func roundTripSingle() async throws {
        let snapshot = NavigationSnapshot(root: [.init(isStack: false, urls: ["shop://welcome"])])
        let harness = try Self.make()
        await harness.navigator.restore(snapshot)
        #expect(
            harness.tree == """
                single
                └─ welcome #1
                """)
        #expect(harness.navigator.snapshot() == snapshot)
    }

    @Test("URLs that no longer match are skipped; a container left empty is dropped")
    func skipsStaleURLs() async throws {
        let original = try await Self.populated()
        let snapshot = try Self.roundTrip(original.navigator.snapshot())
        let newer = try Self.make(version: 2)
        await newer.navigator.restore(snapshot)
        #expect(
            NavTest.shape(of: newer.navigator.state) == """
                tabs (selected: shop)
                ├─ tab home
                │  ├─ home
                │  └─ profile
                └─ tab shop *
                   ├─ shop
                   ├─ category category=shoes
                   └─ product color=red id=42
                modal fullScreen stack
                └─ login
                """)
    }

    @Test("a stack whose root URL no longer matches keeps the screens that do")
    func staleRoot() async throws {
        let harness = try Self.make(version: 2)
        await harness.navigator.restore(
            NavigationSnapshot(
                root: [.init(isStack: true, urls: ["shop://alert", "shop://gone/1", "shop://product/3", "not a url"])]))
        #expect(
            harness.tree == """
                stack
                └─ product #1 id=3
                """)
    }

    @Test("a selected tab that no longer exists leaves the first tab selected")
    func staleSelection() async throws {
        let harness = try Self.make()
        await harness.navigator.restore(
            NavigationSnapshot(
                root: [
                    .init(isStack: true, urls: [], tab: "home"), .init(isStack: true, urls: ["shop://product/1"], tab: "shop"),
                ],
                selectedTab: "cart"))
        #expect(
            NavTest.shape(of: harness.navigator.state) == """
                tabs (selected: home)
                ├─ tab home *
                │  └─ home
                └─ tab shop
                   ├─ shop
                   └─ product id=1
                """)
    }

    @Test("a snapshot with nothing that opens a screen is rejected and changes nothing")
    func nothingToRestore() async throws {
        let harness = try Self.make()
        await harness.navigator.restore(NavigationSnapshot(root: [.init(isStack: true, urls: ["shop://home"])]))
        let before = harness.navigator.state
        for snapshot in [
            NavigationSnapshot(root: []),
            NavigationSnapshot(
                root: [.init(isStack: true, urls: ["shop://gone"])], modals: [.init(isStack: false, urls: ["shop://alert"])]),
        ] {
            let outcome = await harness.navigator.restore(snapshot).outcome
            NavTest.expectRejected(outcome, .invalidNavigation, message: "the snapshot has no root that opens a screen")
            #expect(harness.navigator.state == before)
        }
    }

    @Test("screens shown without a URL are left out of the snapshot")
    func directScreensLeftOut() async throws {
        let harness = try Self.make()
        await harness.navigator.show("home", presentation: .setRoot)
        await harness.navigator.open("shop://product/1")
        await harness.navigator.show("product", arguments: ["id": "2"])
        #expect(
            harness.navigator.snapshot()
                == NavigationSnapshot(
                    root: [.init(isStack: true, urls: ["shop://product/1"])]))
    }

    @Test("restoring replaces the state: screens that leave hand back nil")
    func restoreReplaces() async throws {
        let harness = try Self.make()
        await harness.navigator.show("home", presentation: .setRoot)
        let waiting = Task { try await harness.navigator.open("shop://alert", expecting: String.self) }
        await NavTest.waitUntil("the alert is awaited") { harness.navigator.store.waitingResultCount == 1 }
        await harness.navigator.restore(NavigationSnapshot(root: [.init(isStack: false, urls: ["shop://welcome"])]))
        #expect(try await waiting.ended("waiting") == nil)
        #expect(
            NavTest.shape(of: harness.navigator.state) == """
                single
                └─ welcome
                """)
    }

    @Test("the snapshot's JSON form")
    func jsonForm() throws {
        let snapshot = NavigationSnapshot(
            root: [.init(isStack: true, urls: ["shop://home"], tab: "home")], selectedTab: "home",
            modals: [.init(isStack: false, urls: ["shop://alert"], style: .fullScreen)])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(snapshot), as: UTF8.self)
        #expect(
            json
                == #"{"modals":[{"isStack":false,"style":"fullScreen","urls":["shop://alert"]}],"root":[{"isStack":true,"tab":"home","urls":["shop://home"]}],"selectedTab":"home"}"#
        )
        #expect(try JSONDecoder().decode(NavigationSnapshot.self, from: Data(json.utf8)) == snapshot)
    }
}

@MainActor
@Suite("Navigator: saved state for scene restoration", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct SavedStateTests {
    @Test("the saved state restores the same shape on a fresh navigator")
    func roundTrip() async throws {
        let saved = try await RestorationTests.populated()
        let data = saved.navigator.savedState()
        let fresh = try RestorationTests.make()
        #expect(await fresh.navigator.restore(savedState: data).isRestored)
        #expect(NavTest.shape(of: fresh.navigator.state) == NavTest.shape(of: saved.navigator.state))
    }

    @Test(
        "no data, damaged data or a state nothing of which opens leaves the state as it was",
        arguments: [
            nil, Data(), Data("not json".utf8), Data(#"{"root":[],"modals":[]}"#.utf8),
            Data(#"{"root":[{"isStack":true,"urls":["shop://gone"]}],"modals":[]}"#.utf8),
        ])
    func nothingToRestore(data: Data?) async throws {
        let harness = try RestorationTests.make()
        await harness.navigator.showTabs()
        let before = harness.navigator.state
        #expect(await harness.navigator.restore(savedState: data).isRestored == false)
        #expect(harness.navigator.state == before)
    }
}
