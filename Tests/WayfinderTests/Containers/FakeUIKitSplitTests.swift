import Testing
import Wayfinder
import WayfinderTestSupport
import WayfinderTesting

/// The UIKit host over fakes shows a split view as UIKit's column-style split view controller
/// (``FakeSplitViewController``, modelled from `SplitViewFacts.md`): the columns in their
/// navigation controllers side by side, the same controllers in the compact column's when
/// collapsed, and never a screen made, dropped, duplicated or reported by a width change.
@MainActor
@Suite("The UIKit host over fakes: split views", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct FakeUIKitSplitTests {
    /// A mail app on the fake UIKit host: mailboxes in the sidebar, a mailbox in the middle, a
    /// message in the detail.
    @MainActor
    struct Mail {
        let ui = FakeUIKit()
        let host: FakeUIKitHost
        let navigator: Navigator

        init(traitOrder: FakeUIKit.SplitTraitOrder = .afterDelegate, tabs: [TabDefinition] = [], tab: String? = nil) throws {
            ui.splitTraitOrder = traitOrder
            let routes = Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["mail"]))
            try routes.register("/mail", screen: "mailboxes", presentation: .setRoot, tab: tab, column: .sidebar)
            try routes.register("/mail/<box>", screen: "inbox", parent: "/mail", tab: tab, column: .supplementary)
            try routes.register("/mail/<box>/<int:id>", screen: "message", parent: "/mail/<box>", tab: tab, column: .detail)
            try routes.register("/attachment/<int:id>", screen: "attachment", tab: tab)
            try routes.register("/settings", screen: "settings", tab: tab, column: .sidebar)
            try routes.register("/compose", screen: "compose", presentation: .present())
            try routes.register("/home", screen: "home", presentation: .setRoot)
            // The mailboxes replaced in place, as a sidebar or as a plain screen: a stack whose
            // root becomes a sidebar, or stops being one.
            try routes.register("/sidebar-here", screen: "mailboxes", presentation: .replace, column: .sidebar)
            try routes.register("/plain-here", screen: "mailboxes", presentation: .replace)
            let catalog = ScreenCatalog()
            for id in ["mailboxes", "inbox", "message", "attachment", "settings", "compose", "home"] { catalog.register(id) }
            host = FakeUIKitHost(ui: ui)
            var configuration = NavigatorConfiguration(tabs: tabs, animated: false)
            configuration.transitionTimeout = configuration.transitionTimeout * EndsWithin.scale
            navigator = Navigator(routes: routes, catalog: catalog, host: host, configuration: configuration)
        }

        /// Shows the mailboxes, as the app does at launch: links wait for a root.
        func start(sourceLocation: SourceLocation = #_sourceLocation) async {
            let outcome = await navigator.open("mail://mail")
            #expect(outcome.transition != nil, "\(outcome)", sourceLocation: sourceLocation)
        }

        var split: FakeHostSplitViewController? { host.splitViews.first }

        /// Two screens in the sidebar (the mailboxes, then settings) and an attachment in the
        /// detail: Back in the sidebar takes the detail's screen too.
        func openSettingsWithAttachment() async {
            await navigator.open("mail://mail")
            await navigator.open("mail://settings")
            await navigator.open("mail://attachment/1")
        }

        /// The names of the screens a place shows, the empty column's placeholder as "empty".
        func shown(_ place: SplitPlace) -> [String] {
            guard let split, let navigation = split.navigation(place) else { return [] }
            return navigation.viewControllers.map { controller in
                if case .column(let column) = place, controller === split.emptyColumnController(for: column) { return "empty" }
                return String(controller.name.split(separator: " ")[0])
            }
        }

        /// Each screen's controller, by key.
        var controllers: [Int: ObjectIdentifier] {
            Dictionary(
                uniqueKeysWithValues: navigator.state.allScreens.compactMap { screen in
                    host.controller(for: screen.key).map { (screen.key, ObjectIdentifier($0)) }
                })
        }

        /// Lets animations and the user's reports run, then checks the host shows the state
        /// and UIKit complained of nothing.
        func settle(sourceLocation: SourceLocation = #_sourceLocation) async {
            await ui.finishAnimations()
            await NavTest.settle()
            #expect(host.displayedState == navigator.state, sourceLocation: sourceLocation)
            #expect(ui.complaints.isEmpty, "UIKit would have complained: \(ui.complaints)", sourceLocation: sourceLocation)
        }
    }

    @Test("the fake UIKit host passes HostContract.verifySplitView")
    func passesTheSplitViewContract() async {
        var hosts: [FakeUIKitHost] = []
        let report = await HostContract.verifySplitView {
            let ui = FakeUIKit()
            ui.finishesAnimationsAtOnce = true
            let host = FakeUIKitHost(ui: ui)
            hosts.append(host)
            return host
        }
        #expect(report.passed, "\(report)")
        #expect(report.notRun.isEmpty, "\(report.notRun)")
        for host in hosts {
            #expect(host.ui.complaints.isEmpty, "UIKit would have complained: \(host.ui.complaints)")
            #expect(host.driver.rebuildCount == 0, "the plans did not show what they should have")
            #expect(!host.splitViews.isEmpty, "the host showed no split view")
        }
    }

    @Test("side by side, each column's navigation controller shows its screens; an empty column shows its placeholder")
    func columnsSideBySide() async throws {
        let mail = try Mail()
        await mail.navigator.open("mail://mail")
        #expect(mail.split?.style == .tripleColumn, "a route has the middle column")
        #expect(mail.shown(.column(.sidebar)) == ["mailboxes"])
        #expect(mail.shown(.column(.supplementary)) == ["empty"])
        #expect(mail.shown(.column(.detail)) == ["empty"])
        await mail.navigator.open("mail://mail/inbox/42")
        await mail.navigator.open("mail://attachment/1")
        #expect(mail.shown(.column(.supplementary)) == ["inbox"])
        #expect(mail.shown(.column(.detail)) == ["message", "attachment"])
        #expect(mail.shown(.compact).isEmpty)
        // Another mailbox replaces the middle column and empties the detail.
        await mail.navigator.open("mail://mail/archive")
        #expect(mail.shown(.column(.supplementary)) == ["inbox"])
        #expect(mail.shown(.column(.detail)) == ["empty"])
        await mail.settle()
        #expect(mail.host.reports.isEmpty)
        #expect(mail.host.driver.rebuildCount == 0)
    }

    @Test(
        "collapsing and expanding move the same controllers before the other width shows, and report nothing",
        arguments: FakeUIKit.SplitTraitOrder.allCases)
    func collapseAndExpand(traitOrder: FakeUIKit.SplitTraitOrder) async throws {
        let mail = try Mail(traitOrder: traitOrder)
        await mail.start()
        await mail.navigator.open("mail://mail/inbox/42")
        await mail.navigator.open("mail://attachment/1")
        let controllers = mail.controllers
        let state = mail.navigator.state
        #expect(mail.host.simulateWidthChange(compact: true))
        #expect(mail.split?.isCollapsed == true)
        #expect(mail.shown(.compact) == ["mailboxes", "inbox", "message", "attachment"])
        #expect(mail.shown(.column(.sidebar)).isEmpty)
        #expect(mail.shown(.column(.supplementary)) == ["empty"])
        #expect(mail.shown(.column(.detail)) == ["empty"])
        await mail.settle()
        #expect(mail.controllers == controllers, "a screen was made anew")
        #expect(mail.navigator.state == state)
        #expect(mail.host.simulateWidthChange(compact: false))
        #expect(mail.shown(.compact).isEmpty)
        #expect(mail.shown(.column(.sidebar)) == ["mailboxes"])
        #expect(mail.shown(.column(.supplementary)) == ["inbox"])
        #expect(mail.shown(.column(.detail)) == ["message", "attachment"])
        await mail.settle()
        #expect(mail.controllers == controllers, "a screen was made anew")
        #expect(mail.navigator.state == state)
        // Showing or hiding the sidebar changes the display mode, not navigation.
        mail.split?.userTogglesSidebar()
        await mail.settle()
        #expect(mail.host.reports.isEmpty, "a width change was reported as the user's: \(mail.host.reports)")
        #expect(mail.split?.blankWidths == [], "the other width showed blank: \(mail.split?.blankWidths ?? [])")
    }

    @Test("Back in the collapsed stack to the mailbox, then expanding: the detail column is empty, not the old message")
    func backWhileCollapsedThenExpand() async throws {
        let mail = try Mail()
        await mail.start()
        await mail.navigator.open("mail://mail/inbox/42")
        await mail.navigator.open("mail://attachment/1")
        _ = mail.host.simulateWidthChange(compact: true)
        #expect(mail.host.simulateUser(.pop(1)))
        await mail.settle()
        #expect(mail.host.simulateUser(.pop(1)))
        await mail.settle()
        #expect(mail.host.reports == [.pop(1), .pop(1)])
        #expect(mail.navigator.state.allScreens.map(\.id) == ["mailboxes", "inbox"])
        _ = mail.host.simulateWidthChange(compact: false)
        #expect(mail.shown(.column(.supplementary)) == ["inbox"])
        #expect(mail.shown(.column(.detail)) == ["empty"])
        await mail.settle()
        #expect(mail.host.reports == [.pop(1), .pop(1)], "expanding reported a change")
    }

    @Test("a message opened while collapsed shows in the detail column once expanded")
    func openWhileCollapsed() async throws {
        let mail = try Mail()
        await mail.navigator.open("mail://mail")
        _ = mail.host.simulateWidthChange(compact: true)
        await mail.navigator.open("mail://mail/inbox/7")
        #expect(mail.shown(.compact) == ["mailboxes", "inbox", "message"])
        #expect(mail.shown(.column(.detail)) == ["empty"])
        _ = mail.host.simulateWidthChange(compact: false)
        #expect(mail.shown(.column(.supplementary)) == ["inbox"])
        #expect(mail.shown(.column(.detail)) == ["message"])
        await mail.settle()
        #expect(mail.host.reports.isEmpty)
    }

    @Test("a sheet over the split view stays up while it collapses and expands")
    func sheetOverSplit() async throws {
        let mail = try Mail()
        await mail.start()
        await mail.navigator.open("mail://mail/inbox/42")
        await mail.navigator.open("mail://compose")
        let state = mail.navigator.state
        #expect(state.modals.count == 1)
        for compact in [true, false] {
            _ = mail.host.simulateWidthChange(compact: compact)
            await mail.settle()
            #expect(ContainerTree.presentationChain(from: mail.host.root!).count == 1, "the sheet went")
            #expect(mail.navigator.state == state)
            // Beneath the sheet, the screens moved to where the width shows them.
            #expect(mail.shown(.compact) == (compact ? ["mailboxes", "inbox", "message"] : []))
            #expect(mail.shown(.column(.detail)) == (compact ? ["empty"] : ["message"]))
        }
        #expect(mail.shown(.column(.detail)) == ["message"])
        #expect(mail.host.reports.isEmpty)
    }

    @Test("collapsed, a held message stops the swipe back, and Back asks its guard")
    func heldWhileCollapsed() async throws {
        for decision in [Departure.Decision.deny, .allow] {
            let mail = try Mail()
            await mail.start()
            await mail.navigator.open("mail://mail/inbox/42")
            let message = try #require(mail.navigator.topmostScreen)
            let asked = CallRecord()
            mail.navigator.setLeaveGuard(for: message.key) { departure in
                asked.append("\(departure.screen.id) byUser=\(departure.byUser)")
                return decision
            }
            _ = mail.host.simulateWidthChange(compact: true)
            let compact = try #require(mail.split?.navigation(.compact))
            #expect(compact.interactivePopGestureEnabled == false, "the held message's swipe back was left on")
            #expect(compact.userSwipesBack() == false)
            #expect(compact.userTapsBack() == false, "Back popped a held screen")
            await NavTest.waitUntil("the guard is asked") { !asked.isEmpty }
            await mail.settle()
            #expect(asked.all == ["message byUser=true"])
            #expect(mail.navigator.topmostScreen?.id == (decision == .allow ? "inbox" : "message"), "\(decision)")
        }
    }

    @Test("side by side, Back in an earlier column that would take a held screen asks its guard")
    func heldLaterColumn() async throws {
        for decision in [Departure.Decision.deny, .allow] {
            let mail = try Mail()
            await mail.openSettingsWithAttachment()
            #expect(mail.shown(.column(.sidebar)) == ["mailboxes", "settings"])
            #expect(mail.shown(.column(.detail)) == ["attachment"])
            let attachment = try #require(mail.navigator.topmostScreen)
            let asked = CallRecord()
            mail.navigator.setLeaveGuard(for: attachment.key) { departure in
                asked.append(departure.screen.id)
                return decision
            }
            let sidebar = try #require(mail.split?.navigation(.column(.sidebar)))
            #expect(sidebar.interactivePopGestureEnabled == false, "the sidebar's swipe would take the held attachment")
            #expect(sidebar.userTapsBack() == false, "Back in the sidebar took a held screen")
            await NavTest.waitUntil("the guard is asked") { !asked.isEmpty }
            await mail.settle()
            #expect(asked.all == ["attachment"])
            #expect(
                mail.navigator.state.allScreens.map(\.id)
                    == (decision == .allow ? ["mailboxes"] : ["mailboxes", "settings", "attachment"]))
            if decision == .allow { #expect(mail.shown(.column(.detail)) == ["empty"]) }
        }
    }

    @Test("after the split collapses and expands, Back in the sidebar still asks a held later screen's guard")
    func heldAfterWidthChanges() async throws {
        let mail = try Mail()
        await mail.openSettingsWithAttachment()
        let attachment = try #require(mail.navigator.topmostScreen)
        let asked = CallRecord()
        mail.navigator.setLeaveGuard(for: attachment.key) { departure in
            asked.append(departure.screen.id)
            return .deny
        }
        _ = mail.host.simulateWidthChange(compact: true)
        // Something the containers tell while collapsed (a sheet's detent, a didShow UIKit
        // delivers at its next layout) marks the holds for the collapsed width: the sidebar's
        // Back is no column's now. Expanding must mark them again itself.
        mail.host.containersChanged()
        await mail.settle()
        _ = mail.host.simulateWidthChange(compact: false)
        await mail.settle()
        let sidebar = try #require(mail.split?.navigation(.column(.sidebar)))
        #expect(sidebar.userTapsBack() == false, "Back in the sidebar took a held screen after the width changes")
        await NavTest.waitUntil("the guard is asked") { !asked.isEmpty }
        await mail.settle()
        #expect(mail.navigator.state.allScreens.map(\.id) == ["mailboxes", "settings", "attachment"])
    }

    @Test("side by side, Back in the sidebar takes the later columns too, reported as one pop")
    func backInSidebar() async throws {
        let mail = try Mail()
        await mail.openSettingsWithAttachment()
        let sidebar = try #require(mail.split?.navigation(.column(.sidebar)))
        #expect(sidebar.userTapsBack())
        await mail.settle()
        #expect(mail.host.reports == [.pop(2)])
        #expect(mail.navigator.state.allScreens.map(\.id) == ["mailboxes"])
        #expect(mail.shown(.column(.detail)) == ["empty"], "the detail kept a screen the state no longer has")
    }

    @Test("a width change while the user holds a swipe back moves the screens once it ends", arguments: [false, true])
    func widthChangeDuringSwipe(completes: Bool) async throws {
        let mail = try Mail()
        await mail.start()
        await mail.navigator.open("mail://mail/inbox/42")
        await mail.navigator.open("mail://attachment/1")
        let detail = try #require(mail.split?.navigation(.column(.detail)))
        #expect(detail.userBeginsSwipeBack())
        _ = mail.host.simulateWidthChange(compact: true)
        #expect(mail.shown(.compact).isEmpty, "screens moved in the middle of a transition")
        detail.userEndsSwipeBack(completes: completes)
        await NavTest.waitUntil("the screens move") { !mail.shown(.compact).isEmpty }
        await mail.settle()
        let expected = completes ? ["mailboxes", "inbox", "message"] : ["mailboxes", "inbox", "message", "attachment"]
        #expect(mail.shown(.compact) == expected)
        #expect(mail.navigator.state.allScreens.map(\.id) == expected)
        #expect(mail.host.reports == (completes ? [.pop(1)] : []))
    }

    @Test("a swipe back held in a column is not a pop yet: what the stacks tell meanwhile is not reported")
    func heldSwipeInAColumn() async throws {
        let mail = try Mail()
        await mail.start()
        await mail.navigator.open("mail://mail/inbox/42")
        await mail.navigator.open("mail://attachment/1")
        let state = mail.navigator.state
        let detail = try #require(mail.split?.navigation(.column(.detail)))
        #expect(detail.userBeginsSwipeBack())
        // Another container tells of a change meanwhile (a sheet's detent, a tab): the host reads.
        mail.host.containersChanged()
        await NavTest.settle()
        #expect(mail.host.reports.isEmpty, "a swipe the user still holds was reported: \(mail.host.reports)")
        detail.userEndsSwipeBack(completes: false)
        await mail.settle()
        #expect(mail.host.reports.isEmpty)
        #expect(mail.navigator.state == state)
    }

    @Test("a stack that stops being a split view, or becomes one, gets the container it needs")
    func splitComesAndGoes() async throws {
        let mail = try Mail()
        await mail.start()
        #expect(mail.host.splitViews.count == 1)
        await mail.navigator.open("mail://home")
        #expect(mail.host.splitViews.isEmpty)
        await mail.settle()
        await mail.navigator.open("mail://mail")
        await mail.navigator.open("mail://mail/inbox/1")
        #expect(mail.shown(.column(.detail)) == ["message"])
        // The root screen replaced: the stack changes in place, but it needs another container.
        await mail.navigator.open("mail://mail")
        await mail.navigator.open("mail://plain-here")
        #expect(mail.navigator.state.allScreens.map(\.id) == ["mailboxes"])
        #expect(mail.host.splitViews.isEmpty, "a stack that is no split view shows in a split view")
        await mail.settle()
        await mail.navigator.open("mail://sidebar-here")
        #expect(mail.navigator.state.allScreens.map(\.id) == ["mailboxes"])
        #expect(mail.host.splitViews.count == 1, "a split view's stack shows in a navigation controller")
        #expect(mail.shown(.column(.sidebar)) == ["mailboxes"])
        await mail.settle()
        #expect(mail.host.reports.isEmpty)
    }

    @Test("a tab whose stack is a split view; a second tap on it pops nothing and is never refused")
    func splitInATab() async throws {
        let tabs = [TabDefinition(id: "mail", screen: "mailboxes"), TabDefinition(id: "home", screen: "home")]
        let mail = try Mail(tabs: tabs, tab: "mail")
        await mail.navigator.showTabs(selecting: "mail")
        await mail.navigator.open("mail://mail/inbox/42")
        #expect(mail.shown(.column(.detail)) == ["message"])
        let message = try #require(mail.navigator.topmostScreen)
        let asked = CallRecord()
        mail.navigator.setLeaveGuard(for: message.key) { departure in
            asked.append(departure.screen.id)
            return .allow
        }
        let state = mail.navigator.state
        let bar = try #require(ContainerTree.contentTabs(of: mail.host.root!) as? FakeTabBarController)
        bar.userSelects(0)
        await mail.settle()
        #expect(asked.all.isEmpty, "a tap that pops nothing asked a guard")
        #expect(mail.navigator.state == state)
        _ = mail.host.simulateWidthChange(compact: true)
        #expect(mail.shown(.compact) == ["mailboxes", "inbox", "message"])
        await mail.settle()
        #expect(mail.host.reports.isEmpty, "\(mail.host.reports)")
    }

    @Test(
        "made in a compact window, as on an iPhone at launch, the split view collapses at its first layout and keeps its screens",
        arguments: [false, true], FakeUIKit.SplitLaunch.allCases)
    func madeCompact(inATab: Bool, launch: FakeUIKit.SplitLaunch) async throws {
        let tabs = [TabDefinition(id: "mail", screen: "mailboxes"), TabDefinition(id: "home", screen: "home")]
        let mail = try inATab ? Mail(tabs: tabs, tab: "mail") : Mail()
        mail.ui.splitLaunch = launch
        mail.host.window.isCompact = true
        if inATab { await mail.navigator.showTabs(selecting: "mail") } else { await mail.start() }
        await mail.navigator.open("mail://mail/inbox/42")
        await mail.settle()
        let split = try #require(mail.split)
        #expect(split.isCollapsed, "UIKit collapses a split view laid out in a compact window")
        #expect(mail.shown(.compact) == ["mailboxes", "inbox", "message"])
        #expect(mail.shown(.column(.sidebar)).isEmpty)
        #expect(mail.shown(.column(.detail)) == ["empty"])
        #expect(split.blankWidths.isEmpty, "\(split.blankWidths)")
        let controllers = mail.controllers
        _ = mail.host.simulateWidthChange(compact: false)
        #expect(mail.shown(.column(.sidebar)) == ["mailboxes"])
        #expect(mail.shown(.column(.supplementary)) == ["inbox"])
        #expect(mail.shown(.column(.detail)) == ["message"])
        #expect(mail.controllers == controllers, "the same controllers, moved")
        await mail.settle()
        #expect(mail.host.reports.isEmpty, "\(mail.host.reports)")
        #expect(mail.host.driver.rebuildCount == 0)
    }
}
