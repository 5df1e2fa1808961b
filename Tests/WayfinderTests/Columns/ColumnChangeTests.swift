import Foundation
import Testing
import WayfinderTestSupport
@_spi(Internals) import WayfinderTesting

@testable import Wayfinder

/// Changes in a split view are the stack's changes: events name the columns they touch, leave
/// guards and arrival policies see every column, and the window's width changes no screen.
@MainActor
@Suite("Column changes", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ColumnChangeTests {
    typealias EventLog = OutcomeRequestTests.EventLog

    /// Collects the navigator's events from now on.
    static func listen(_ navigator: Navigator) -> (EventLog, Task<Void, Never>) {
        let log = EventLog()
        let events = navigator.events
        let task = Task { for await event in events { log.append(event) } }
        return (log, task)
    }

    /// The changes the events of `log` told, in order.
    static func told(_ log: EventLog) -> [String] {
        log.all.flatMap { event -> [String] in
            switch event.kind {
            case .navigated(let changes), .userNavigated(let changes): changes
            default: []
            }
        }
    }

    @Test("a link, a new selection and the user's Back each name the columns they change")
    func eventsNameColumns() async throws {
        let harness = try await SplitColumnsTests.mail()
        let navigator = harness.navigator
        let (log, task) = Self.listen(navigator)
        defer { task.cancel() }
        await navigator.openExternal("mail://mail/inbox/42", from: .universalLink)
        await navigator.open("mail://attachment/1")
        #expect(harness.host.simulateSwipeBack())
        await navigator.open("mail://mail/work")
        await navigator.show("compose")
        let expected = [
            "(supplementary column)",  // the link builds the inbox beneath the message
            "(detail column)",  // and shows the message
            "(detail column)",  // the attachment is pushed inside the detail
            "(detail column)",  // the user's Back pops it
            "(supplementary and detail columns)",  // choosing another mailbox pops the inbox and the message
            "(supplementary column)",  // and shows the mailbox
            "(detail column)",  // a screen with no column of its own shows in the detail
        ]
        let seen = await NavTest.waitUntil("the events of seven changes") { Self.told(log).count >= expected.count }
        #expect(seen, "\(Self.told(log))")
        let told = Self.told(log)
        #expect(told.count == expected.count, "\(told)")
        for (change, suffix) in zip(told, expected) {
            #expect(change.hasSuffix(suffix), "\(change) should end with \(suffix); all: \(told)")
        }
        #expect(told.first?.hasPrefix("push inbox") == true, "\(told)")
    }

    @Test("a window without columns tells its changes as before")
    func noColumnsNoNames() async throws {
        let harness = try await SplitColumnsTests.mail()
        let navigator = harness.navigator
        await navigator.show("compose", presentation: .setRoot)
        let (log, task) = Self.listen(navigator)
        defer { task.cancel() }
        await navigator.show("message", arguments: ["box": "a", "id": "1"])
        let seen = await NavTest.waitUntil("the push's event") { !Self.told(log).isEmpty }
        #expect(seen)
        #expect(Self.told(log).allSatisfy { !$0.contains("column") }, "\(Self.told(log))")
    }

    @Test("choosing another mailbox asks the open message's leave guard, and keeps every column when it refuses")
    func selectionAsksLeaveGuard() async throws {
        let harness = try await SplitColumnsTests.mail()
        let navigator = harness.navigator
        let message = try #require(await navigator.open("mail://mail/inbox/42").screen)
        let asked = CallRecord()
        let answer = SharedFlag()
        navigator.setLeaveGuard(for: message.key) { departure in
            asked.append(departure.screen.id)
            return answer.value ? .allow : .deny
        }
        let before = navigator.state
        let refused = await navigator.open("mail://mail/work")
        #expect(refused.rejection?.code == .leaveDenied, "\(refused)")
        #expect(navigator.state == before)
        #expect(navigator.columns?.detail.map(\.id) == ["message"])
        answer.value = true
        let allowed = await navigator.open("mail://mail/work")
        #expect(allowed.rejection == nil, "\(allowed)")
        #expect(asked.all == ["message", "message"])
        #expect(navigator.columns?.supplementary.first?.arguments["box"] == "work")
        #expect(navigator.columns?.detail.isEmpty == true)
    }

    @Test("keeping-work does not replace a detail the user went into; existing finds a screen in any column")
    func arrivalAcrossColumns() async throws {
        let harness = try await SplitColumnsTests.mail()
        let navigator = harness.navigator
        await navigator.open("mail://mail/inbox/42")
        await navigator.open("mail://attachment/1")
        let columns = navigator.columns
        let outcome = await navigator.openExternal("mail://mail/inbox/43", from: .universalLink)
        #expect(outcome.screen?.id == "message", "\(outcome)")
        #expect(navigator.columns == columns, "the columns the user worked in stay")
        #expect(navigator.state.modals.count == 1, "the link's message is presented over them")
        await navigator.dismissAll()

    }

    @Test("existing finds the screen a link asks for in any column, and goes back to it")
    func existingInAnyColumn() async throws {
        let harness = try await SplitColumnsTests.mail(inboxArrival: .existingOr(.keepingWork))
        let navigator = harness.navigator
        await navigator.open("mail://mail/inbox/42")
        let inbox = try #require(navigator.columns?.supplementary.first)
        let outcome = await navigator.openExternal("mail://mail/inbox", from: .universalLink)
        #expect(outcome.rejection == nil, "\(outcome)")
        #expect(navigator.columns?.supplementary == [inbox], "the same inbox, not a new one")
        #expect(navigator.columns?.detail.isEmpty == true, "the message above it is closed")
        #expect(navigator.state.modals.isEmpty)
    }

    @Test("a column's screen opened from a sheet lands in the columns beneath, and the sheet goes")
    func landsBeneathSheet() async throws {
        let harness = try await SplitColumnsTests.mail()
        let navigator = harness.navigator
        await navigator.open("mail://mail/work")
        await navigator.show("compose", presentation: .present())
        #expect(navigator.state.modals.count == 1)
        let outcome = await navigator.open("mail://mail/work/7")
        #expect(outcome.rejection == nil, "\(outcome)")
        #expect(navigator.state.modals.isEmpty, "the sheet went")
        #expect(navigator.columns?.detail.map(\.arguments["id"]) == ["7"])
        #expect(navigator.columns?.supplementary.map(\.arguments["box"]) == ["work"])
    }

    @Test("side by side, Back pops only inside a column that shows more than one screen; collapsed, it pops the stack")
    func backByWidth() async throws {
        let harness = try await SplitColumnsTests.mail()
        let navigator = harness.navigator
        let host = harness.host
        await navigator.open("mail://mail/inbox/42")
        #expect(host.displayedColumns?.detail.map(\.id) == ["message"])
        #expect(!host.simulateSwipeBack(), "the chosen message has no Back beside its list")
        await navigator.open("mail://attachment/1")
        #expect(host.simulateSwipeBack(), "the attachment pushed inside the detail has one")
        #expect(navigator.columns?.detail.map(\.id) == ["message"])
        let state = navigator.state
        host.simulateWidthChange(to: .compact)
        #expect(navigator.state == state, "collapsing changes no screen")
        #expect(host.displayedColumns == nil)
        #expect(host.simulateSwipeBack(), "collapsed, the message pops back to the inbox")
        #expect(navigator.topmostScreen?.id == "inbox")
        host.simulateWidthChange(to: .regular)
        #expect(host.displayedColumns == navigator.columns)
        #expect(host.displayedColumns?.detail.isEmpty == true)
    }

    @Test("explain names a route's column and what opening it closes there")
    func explainNamesColumn() async throws {
        let harness = try await SplitColumnsTests.mail()
        let detail = harness.navigator.explain("mail://mail/inbox/42")
        #expect(detail.contains("column"), "\(detail)")
        #expect(detail.contains("detail: when the window's stack is a split view, the detail column closes"), "\(detail)")
        let middle = harness.navigator.explain("mail://mail/inbox")
        #expect(middle.contains("supplementary: when the window's stack is a split view, the middle and detail"), "\(middle)")
        let attachment = harness.navigator.explain("mail://attachment/1")
        #expect(!attachment.contains("split view"), "a route without a column says nothing of one: \(attachment)")
    }

    @Test("a tab whose stack is a split view: a column's screen opened from another tab lands in that tab's columns")
    func splitViewInTab() async throws {
        let harness = try NavigatorHarness(
            router: RouterConfiguration(schemes: ["shop"]), screens: ["home", "catalog", "category", "product"],
            tabs: [TabDefinition(id: "home", screen: "home"), TabDefinition(id: "catalog", screen: "catalog")],
            routes: { routes in
                try routes.register("/catalog", screen: "catalog", tab: "catalog", column: .sidebar)
                try routes.register(
                    "/category/<name>", screen: "category", parent: "/catalog", tab: "catalog", column: .supplementary)
                try routes.register(
                    "/product/<int:id>", screen: "product", parent: "/category/<name>", tab: "catalog", column: .detail)
            })
        let navigator = harness.navigator
        await navigator.showTabs(selecting: "home")
        #expect(navigator.columns == nil, "the home tab is no split view")
        let outcome = await navigator.open("shop://product/4?name=hats")
        #expect(outcome.rejection == nil, "\(outcome)")
        #expect(navigator.state.selectedTab == "catalog")
        #expect(navigator.columns?.supplementary.map(\.arguments["name"]) == ["hats"], "the category was built beneath it")
        #expect(navigator.columns?.detail.map(\.id) == ["product"])
        await navigator.open("shop://category/shoes")
        #expect(navigator.columns?.supplementary.map(\.arguments["name"]) == ["shoes"])
        #expect(navigator.columns?.detail.isEmpty == true, "a new category replaces the product beside the old one")
    }
}
