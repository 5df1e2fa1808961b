import Foundation
import Testing
import WayfinderTestSupport
@_spi(Internals) import WayfinderTesting

@testable import Wayfinder

/// Columns are a layout of the one state: a stack laid out in a split view's columns, from the
/// routes' columns.
@MainActor
@Suite("Split columns", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct SplitColumnsTests {
    static func mail(start: Bool = true, inboxArrival: ArrivalPolicy? = nil, holdsLinks: Bool = true) async throws
        -> NavigatorHarness
    {
        let harness = try NavigatorHarness(
            router: RouterConfiguration(schemes: ["mail"]),
            screens: ["mailboxes", "inbox", "message", "attachment", "compose", "settings"],
            routes: { routes in
                try routes.register(
                    "/mail", screen: "mailboxes", presentation: .setRoot, exposure: .everywhere, column: .sidebar)
                try routes.register(
                    "/mail/<box>", screen: "inbox", parent: "/mail", exposure: .everywhere, arrival: inboxArrival,
                    column: .supplementary)
                try routes.register(
                    "/mail/<box>/<int:id>", screen: "message", parent: "/mail/<box>", exposure: .everywhere,
                    column: .detail)
                try routes.register("/attachment/<int:id>", screen: "attachment", exposure: .everywhere)
                try routes.register("/settings", screen: "settings", column: .sidebar)
                // The same screen in another column: a pinned message, in the middle column.
                try routes.register("/pinned/<int:id>", screen: "message", column: .supplementary)
            }, configure: { $0.holdsLinksUntilRoot = holdsLinks })
        // The sidebar by its URL, so that a saved state keeps it.
        if start { _ = await harness.navigator.open("mail://mail") }
        return harness
    }

    @Test("a link to a detail builds its parents, and the columns show them: sidebar, middle, detail")
    func linkToDetail() async throws {
        let harness = try await Self.mail()
        let navigator = harness.navigator
        let outcome = await navigator.openExternal("mail://mail/inbox/42", from: .notification)
        #expect(outcome.screen?.id == "message", "\(outcome)")
        let columns = try #require(navigator.columns)
        #expect(columns.sidebar.map(\.id) == ["mailboxes"])
        #expect(columns.supplementary.map(\.id) == ["inbox"])
        #expect(columns.detail.map(\.id) == ["message"])
        // A screen pushed from the detail stays in the detail column; one with no column counts as detail.
        await navigator.open("mail://attachment/1")
        #expect(navigator.columns?.detail.map(\.id) == ["message", "attachment"])
        #expect(navigator.columns?.collapsed == navigator.topmostStack?.screens, "the columns read in order are the stack")
    }

    @Test(
        "a screen shown without a route takes the column of a route that shows it; a stack whose root is no sidebar is no split view"
    )
    func columnsWithoutRoutes() async throws {
        let harness = try await Self.mail()
        let navigator = harness.navigator
        await navigator.show("inbox", arguments: ["box": "work"])
        #expect(navigator.columns?.supplementary.map(\.id) == ["inbox"])
        #expect(navigator.column(of: try #require(navigator.topmostScreen)) == .supplementary)
        // A screen opened by a route takes that route's column, not another route's for the same screen.
        let pinned = try #require(await navigator.open("mail://pinned/3").screen)
        #expect(navigator.column(of: pinned) == .supplementary)
        let shown = try #require(await navigator.show("message", arguments: ["box": "work", "id": "4"]).screen)
        #expect(navigator.column(of: shown) == .detail, "without a route, the first route that shows it")
        await navigator.show("compose", presentation: .setRoot)
        #expect(navigator.columns == nil, "compose names no column: no split view")
    }

    @Test(
        "a column's screen opened first from inside the app, when links need not wait for a root, builds its parents"
    )
    func firstOpenBuildsColumns() async throws {
        let harness = try await Self.mail(start: false, holdsLinks: false)
        let navigator = harness.navigator
        let message = try #require(await navigator.open("mail://mail/inbox/42").screen)
        #expect(navigator.columns?.sidebar.map(\.id) == ["mailboxes"])
        #expect(navigator.columns?.supplementary.map(\.id) == ["inbox"])
        #expect(navigator.columns?.detail == [message])
        // A screen with no column opened first is the root alone, as before.
        let plain = try await Self.mail(start: false, holdsLinks: false)
        await plain.navigator.open("mail://attachment/1")
        #expect(plain.navigator.topmostStack?.screens.map(\.id) == ["attachment"])
    }

    @Test("a column's route with no parents lands in its column too: what showed there and after it goes")
    func columnRouteWithoutParents() async throws {
        let harness = try await Self.mail()
        let navigator = harness.navigator
        await navigator.open("mail://mail/inbox/42")
        let pinned = try #require(await navigator.open("mail://pinned/3").screen)
        #expect(navigator.columns?.supplementary == [pinned], "the pinned message replaces the inbox")
        #expect(navigator.columns?.detail.isEmpty == true, "and the inbox's message goes with it")
        await navigator.open("mail://mail/inbox/42")
        let settings = try #require(await navigator.open("mail://settings").screen)
        #expect(navigator.columns?.sidebar.map(\.id) == ["mailboxes", "settings"], "pushed inside the sidebar")
        #expect(navigator.topmostScreen == settings)
        #expect(navigator.columns?.supplementary.isEmpty == true && navigator.columns?.detail.isEmpty == true)
    }

    @Test("what an interface reports when the user goes back inside a column, or to an earlier column collapsed")
    func goingBack() async throws {
        let harness = try await Self.mail()
        let navigator = harness.navigator
        await navigator.open("mail://mail/inbox/42")
        await navigator.open("mail://attachment/1")
        let columns = try #require(navigator.columns)
        let ids = { (screens: [Screen]?) in screens?.map(\.id) }
        #expect(columns.topColumn == .detail)
        #expect(ids(columns.stack(goingBackIn: .detail, to: [])) == ["mailboxes", "inbox", "message"])
        #expect(ids(columns.stack(goingBackIn: .supplementary, to: [])) == ["mailboxes", "inbox"])
        #expect(ids(columns.stack(goingBackIn: .detail, to: columns.detail.dropFirst().map { $0 })) == ids(columns.collapsed))
        #expect(ids(columns.stack(backTo: .supplementary)) == ["mailboxes", "inbox"])
        #expect(ids(columns.stack(backTo: .sidebar)) == ["mailboxes"])
        await navigator.open("mail://mail/work")
        let chosen = try #require(navigator.columns)
        #expect(chosen.topColumn == .supplementary)
        #expect(chosen.stack(goingBackIn: .detail, to: []) == nil, "the detail shows nothing to go back in")
        await navigator.popToRoot()
        #expect(navigator.columns?.topColumn == .sidebar)
    }

    @Test("a column's path written by SwiftUI is a Back only when it is a shorter start of the column's path")
    func pathWrites() async throws {
        let harness = try await Self.mail()
        let navigator = harness.navigator
        await navigator.open("mail://mail/inbox/42")
        await navigator.open("mail://attachment/1")
        await navigator.open("mail://attachment/2")
        let columns = try #require(navigator.columns)
        let ids = { (screens: [Screen]?) in screens?.map(\.id) }
        let path = Array(columns.detail.dropFirst())
        #expect(
            ids(columns.stack(afterWriting: Array(path.prefix(1)), in: .detail)) == [
                "mailboxes", "inbox", "message", "attachment",
            ])
        #expect(ids(columns.stack(afterWriting: [], in: .detail)) == ["mailboxes", "inbox", "message"])
        #expect(columns.stack(afterWriting: path, in: .detail) == nil, "the same path written again is no Back")
        #expect(columns.stack(afterWriting: [path[1]], in: .detail) == nil, "a path that is no start of the column's")
        #expect(columns.stack(afterWriting: path + path, in: .detail) == nil, "a longer path")
        #expect(columns.stack(afterWriting: [], in: .supplementary) == nil, "the middle column has nothing pushed")
    }

    @Test("a collapsed split view's column change is a Back only one step back from a top column with one screen")
    func compactColumnWrites() async throws {
        let harness = try await Self.mail()
        let navigator = harness.navigator
        await navigator.open("mail://mail/inbox/42")
        let columns = try #require(navigator.columns)
        let ids = { (screens: [Screen]?) in screens?.map(\.id) }
        #expect(ids(columns.stack(showingOnTop: .supplementary)) == ["mailboxes", "inbox"])
        #expect(columns.stack(showingOnTop: .sidebar) == nil, "two steps back at once")
        #expect(columns.stack(showingOnTop: .detail) == nil, "the top column again")
        await navigator.open("mail://attachment/1")
        #expect(try #require(navigator.columns).stack(showingOnTop: .supplementary) == nil, "Back pops inside the detail first")
        await navigator.open("mail://mail/work")
        let chosen = try #require(navigator.columns)
        #expect(ids(chosen.stack(showingOnTop: .sidebar)) == ["mailboxes"])
        #expect(chosen.stack(showingOnTop: .detail) == nil, "a later column")
        // Without a middle column, Back from the detail's first screen goes to the sidebar.
        await navigator.popToRoot()
        await navigator.open("mail://attachment/3")
        let twoColumns = try #require(navigator.columns)
        #expect(twoColumns.supplementary.isEmpty)
        #expect(
            ids(twoColumns.stack(showingOnTop: .supplementary)) == ["mailboxes"], "an empty middle column counts as the sidebar")
        #expect(ids(twoColumns.stack(showingOnTop: .sidebar)) == ["mailboxes"])
    }

    @Test("a tab's split view has the middle column when a route of the tab, or of no tab, names it")
    func splitViewColumnsPerTab() throws {
        let harness = try NavigatorHarness(
            screens: ["list", "middle", "detail"],
            routes: { routes in
                try routes.register("/a", screen: "list", tab: "a", column: .sidebar)
                try routes.register("/a/<id>", screen: "middle", tab: "a", column: .supplementary)
                try routes.register("/b", screen: "list", tab: "b", column: .sidebar)
                try routes.register("/b/<id>", screen: "detail", tab: "b", column: .detail)
            })
        let navigator = harness.navigator
        #expect(navigator.splitViewColumns(inTab: "a") == [.sidebar, .supplementary, .detail])
        #expect(navigator.splitViewColumns(inTab: "b") == [.sidebar, .detail])
        #expect(navigator.splitViewColumns(inTab: nil) == [.sidebar, .supplementary, .detail], "the root stack: any route")
        try harness.routes.register("/any/<id>", screen: "middle", column: .supplementary)
        #expect(
            navigator.splitViewColumns(inTab: "b") == [.sidebar, .supplementary, .detail],
            "a route of no tab counts for every tab")
        let plain = try NavigatorHarness(
            screens: ["list"],
            routes: { routes in
                try routes.register("/l", screen: "list", column: .sidebar)
            })
        #expect(plain.navigator.splitViewColumns(inTab: nil) == [.sidebar, .detail])
    }

    @Test("a screen shown without a route takes its column from the routes as they are now")
    func columnsFollowTheRoutes() async throws {
        let harness = try await Self.mail()
        let navigator = harness.navigator
        let settings = try #require(await navigator.show("settings").screen)
        let compose = try #require(await navigator.show("compose").screen)
        #expect(navigator.column(of: settings) == .sidebar)
        #expect(navigator.column(of: compose) == nil)
        try harness.routes.register("/compose", screen: "compose", column: .detail)
        #expect(navigator.column(of: compose) == .detail, "a route registered later counts")
        try harness.routes.update { table in _ = try table.remove(pattern: "/settings") }
        #expect(navigator.column(of: settings) == nil, "and a route removed no longer does")
    }

    @Test("a restoration taken from one state lays out the same columns")
    func restoration() async throws {
        let first = try await Self.mail()
        await first.navigator.openExternal("mail://mail/work/7", from: .universalLink)
        await first.navigator.open("mail://attachment/2")
        let saved = first.navigator.savedState()
        let second = try await Self.mail(start: false)
        #expect(await second.navigator.restore(savedState: saved).isRestored)
        func ids(_ columns: SplitColumns?) -> [[String]] {
            SplitColumn.allCases.map { column in columns?[column].map(\.id) ?? [] }
        }
        #expect(ids(second.navigator.columns) == ids(first.navigator.columns), "\(second.tree)")
        #expect(ids(second.navigator.columns) == [["mailboxes"], ["inbox"], ["message", "attachment"]])
    }

    nonisolated static let seeds = ModelSeeds.seeds(3, 17)

    @Test(
        "random stacks and columns: every screen shows in exactly one column, and the columns read in order are the stack",
        arguments: seeds)
    func randomLayouts(seed: UInt64) throws {
        print("split columns: seed \(seed) (WAYFINDER_MODEL_SEED=\(seed) replays it)")
        var random = SeededRandom(seed: seed)
        let choices: [SplitColumn?] = [.sidebar, .supplementary, .detail, nil]
        for trial in 0..<500 {
            let count = Int(random.next() % 8) + 1
            let screens = (0..<count).map { NavTest.screen("s\($0)", $0 + 1) }
            let columnOf = Dictionary(uniqueKeysWithValues: screens.map { ($0.key, choices[Int(random.next() % 4)]) })
            let stack = try #require(Stack(screens: screens))
            guard let columns = stack.columns({ columnOf[$0.key] ?? nil }) else {
                #expect(columnOf[screens[0].key] != .sidebar, "seed \(seed), trial \(trial): a sidebar root is a split view")
                continue
            }
            #expect(columns.collapsed == screens, "seed \(seed), trial \(trial)")
            #expect(!columns.sidebar.isEmpty, "seed \(seed), trial \(trial)")
            #expect(columns.sidebar.allSatisfy { columnOf[$0.key] == .sidebar }, "seed \(seed), trial \(trial)")
            #expect(columns.supplementary.allSatisfy { columnOf[$0.key] == .supplementary }, "seed \(seed), trial \(trial)")
            // The leading runs are as long as they go: the detail starts where they end.
            if let first = columns.detail.first {
                let ended: Set<SplitColumn?> = columns.supplementary.isEmpty ? [.sidebar, .supplementary] : [.supplementary]
                #expect(
                    !ended.contains(columnOf[first.key] ?? nil),
                    "seed \(seed), trial \(trial): the detail starts where the leading columns end")
            }
            for screen in screens {
                #expect(
                    SplitColumn.allCases.filter { columns[$0].contains(screen) }.count == 1,
                    "seed \(seed), trial \(trial): \(screen) shows once")
            }
        }
    }
}
