import Wayfinder

extension HeadlessHost: UserSimulatingHost {
    public func simulateUser(_ action: NavigationAction) -> Bool {
        switch action {
        case .pop(1): simulateSwipeBack()
        case .dismiss(1): simulateInteractiveDismissal()
        case .selectTab(let tab): simulateTabSelection(tab)
        case .restSheet(let detent): simulateSheetDrag(to: detent)
        default: false
        }
    }

    public func simulateWidthChange(compact: Bool) -> Bool {
        simulateWidthChange(to: compact ? .compact : .regular)
        return true
    }
}

/// The promises every ``/Wayfinder/NavigationHost`` keeps, as checks any host can run in its own tests.
///
/// The checks drive a navigator with the screens `home`, `list`, `detail`, `sheet` and
/// `editor`, which have no content of their own: a host under test must show a placeholder
/// for a screen it cannot build, as it would for any screen without a factory. The user's
/// gestures are tried on a host that can act them out (``/Wayfinder/UserSimulatingHost``); a
/// check that cannot run is reported as not run, never passed over.
///
/// ```swift
/// @Test @MainActor func keepsTheHostContract() async {
///     let report = await HostContract.verify { MyHost() }
///     #expect(report.passed, "\(report)")
/// }
/// ```
@MainActor
public enum HostContract {
    /// What the checks found: the promises a host broke, and the checks that could not run.
    public struct Report: Sendable, CustomStringConvertible {
        /// Each broken promise, as a sentence.
        public var violations: [String] = []
        /// Each check that could not run, with why: a host that cannot act out a gesture has not
        /// shown that it reports it.
        public var notRun: [String] = []

        /// Whether every check ran and found nothing.
        public var passed: Bool { violations.isEmpty && notRun.isEmpty }

        /// One line per finding: `violated: ...`, then `not run: ...`; "passed" when there is none.
        public var description: String {
            let lines = violations.map { "violated: \($0)" } + notRun.map { "not run: \($0)" }
            return lines.isEmpty ? "passed" : lines.joined(separator: "\n")
        }
    }

    /// Drives a navigator on fresh hosts through every kind of change, and through the user's
    /// gestures where the host can act them out, and reports what it found.
    public static func verify(makeHost: @MainActor () -> any NavigationHost) async -> Report {
        var report = Report()
        await checkAppliedStates(makeHost(), &report.violations)
        await checkUserReports(makeHost(), &report)
        return report
    }

    /// The promises of a host that shows split views, apart from ``verify(makeHost:)`` because
    /// most hosts show none: it keeps the navigator's
    /// ``/Wayfinder/NavigationHost/columnOfScreen``; a column chosen, replaced or pushed into shows
    /// as the navigator's state says, with nothing reported as the user's; and, where the host can
    /// change its width (``/Wayfinder/UserSimulatingHost/simulateWidthChange(compact:)``),
    /// collapsing and expanding change no screen and report nothing, and Back in the collapsed
    /// stack is reported once.
    ///
    /// ```swift
    /// let report = await HostContract.verifySplitView { HeadlessHost() }
    /// #expect(report.passed, "\(report)")
    /// ```
    public static func verifySplitView(makeHost: @MainActor () -> any NavigationHost) async -> Report {
        var report = Report()
        let host = makeHost()
        let catalog = ScreenCatalog()
        for id in ["home", "list", "detail", "editor"] { catalog.register(id) }
        let routes = Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["contract"]))
        _ = try? routes.register("/home", screen: "home", presentation: .setRoot, column: .sidebar)
        _ = try? routes.register("/list/<name>", screen: "list", parent: "/home", column: .supplementary)
        _ = try? routes.register("/list/<name>/<int:id>", screen: "detail", parent: "/list/<name>", column: .detail)
        let navigator = Navigator(
            routes: routes, catalog: catalog, host: host, configuration: NavigatorConfiguration(animated: false))
        if host.columnOfScreen == nil {
            report.violations.append("the host does not keep the navigator's columnOfScreen, so it cannot lay out columns")
        }
        let reports = ReportedActions(by: host)
        let steps: [(String, @MainActor () async -> NavigationOutcome)] = [
            ("show the sidebar", { await navigator.open("contract://home") }),
            ("choose an item: its list and its detail", { await navigator.open("contract://list/a/1") }),
            ("choose another list", { await navigator.open("contract://list/b") }),
            ("choose a detail in it", { await navigator.open("contract://list/b/2") }),
            ("push inside the detail", { await navigator.show("editor") }),
            ("replace the detail", { await navigator.open("contract://list/b/3") }),
        ]
        for (name, step) in steps {
            let outcome = await step()
            if outcome.transition == nil {
                report.violations.append("\(name): the navigator could not apply it (\(outcome))")
            } else if host.displayedState != navigator.state {
                report.violations.append(
                    "\(name): after apply returned, the host shows\n\(host.displayedState)\ninstead of\n\(navigator.state)")
            }
        }
        if !reports.actions.isEmpty {
            report.violations.append(
                "the split view host reported \(reports.actions.count) change(s) made by apply as the user's")
        }
        reports.stop()
        await checkWidths(host, navigator, &report)
        return report
    }

    /// Collapsing and expanding change no screen and report nothing; Back in the collapsed
    /// stack is reported once.
    private static func checkWidths(_ host: any NavigationHost, _ navigator: Navigator, _ report: inout Report) async {
        let reported = ReportedActions(by: host)
        defer { reported.stop() }
        let before = navigator.state
        guard let user = host as? any UserSimulatingHost, user.simulateWidthChange(compact: true) else {
            report.notRun.append("width changes: the host cannot change its width (UserSimulatingHost.simulateWidthChange)")
            return
        }
        if navigator.state != before || host.displayedState != before || !reported.actions.isEmpty {
            report.violations.append("collapsing changed the screens or reported a change")
        }
        let expected = try? before.applying(.pop(1)).after
        if user.simulateUser(.pop(1)) {
            if reported.actions.count != 1 || navigator.state != expected || host.displayedState != expected {
                report.violations.append(
                    "Back in the collapsed stack: reported \(reported.actions.count) times, or the state disagrees")
            }
        } else {
            report.notRun.append("Back in the collapsed stack: the host could not act it out")
        }
        reported.clear()
        let collapsed = navigator.state
        _ = user.simulateWidthChange(compact: false)
        if navigator.state != collapsed || host.displayedState != collapsed || !reported.actions.isEmpty {
            report.violations.append("expanding changed the screens or reported a change")
        }
    }

    private static func fixture(_ host: any NavigationHost) -> Navigator {
        let catalog = ScreenCatalog()
        for id in ["home", "list", "detail", "sheet", "editor"] { catalog.register(id) }
        let routes = Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["contract"]))
        _ = try? routes.register("/detail/<int:id>", screen: "detail")
        let configuration = NavigatorConfiguration(
            tabs: [TabDefinition(id: "first", screen: "home"), TabDefinition(id: "second", screen: "list")],
            animated: false)
        return Navigator(routes: routes, catalog: catalog, host: host, configuration: configuration)
    }

    /// Every change a navigator makes shows on the host, and none is reported back as the user's.
    private static func checkAppliedStates(_ host: any NavigationHost, _ violations: inout [String]) async {
        let navigator = fixture(host)
        let reports = ReportedActions(by: host)
        defer { reports.stop() }
        let steps: [(String, @MainActor () async -> NavigationOutcome)] = [
            ("set tabs as root", { await navigator.showTabs() }),
            ("push", { await navigator.open("contract://detail/1") }),
            ("push again", { await navigator.open("contract://detail/2") }),
            ("replace the same screen", { await navigator.show("detail", presentation: .replace, arguments: ["id": "3"]) }),
            ("pop", { await navigator.pop() }),
            ("select a tab", { await navigator.selectTab("second") }),
            ("present a single screen", { await navigator.show("sheet", presentation: .present()) }),
            ("push onto a single modal, which presents a stack", { await navigator.show("editor") }),
            (
                "present a full-screen stack",
                { await navigator.show("editor", presentation: .presentInStack(style: .fullScreen)) }
            ),
            ("push inside a modal stack", { await navigator.show("detail") }),
            ("dismiss one", { await navigator.dismiss(1) }),
            ("dismiss all", { await navigator.dismissAll() }),
            ("pop to root", { await navigator.popToRoot() }),
            ("set a stack as root", { await navigator.show("home", presentation: .setRoot) }),
        ]
        for (name, step) in steps {
            let expected = navigator.state
            let outcome = await step()
            if outcome.rejection?.code == .hostRefused {
                // The navigator took what the host shows as the truth; later steps build on a
                // state the host never showed, so they would only repeat this.
                violations.append(
                    "\(name): after apply returned, the host does not show the change (\(outcome.rejection!.message)); it shows\n\(host.displayedState)\nwhere the state before it was\n\(expected)"
                )
                break
            } else if outcome.transition == nil {
                violations.append("\(name): the navigator could not apply it (\(outcome)); the contract's fixture expects it to")
            } else if host.displayedState != navigator.state {
                violations.append(
                    "\(name): after apply returned, the host shows\n\(host.displayedState)\ninstead of\n\(navigator.state)")
            }
        }
        let count = reports.actions.count
        if count > 0 {
            violations.append("the host reported \(count) change\(count == 1 ? "" : "s") made by apply as the user's")
        }
    }

    /// Changes the user makes are reported once each, and the navigator's state follows them.
    private static func checkUserReports(_ host: any NavigationHost, _ report: inout Report) async {
        let gestures = [
            "sheet dragged to another detent", "interactive dismissal", "swipe back", "tab bar selection",
        ]
        guard let user = host as? any UserSimulatingHost else {
            report.notRun += gestures.map {
                "\($0): the host cannot act out the user's gestures (it does not conform to UserSimulatingHost)"
            }
            return
        }
        let navigator = fixture(host)
        var setup = await navigator.showTabs()
        if setup.rejection == nil { setup = await navigator.open("contract://detail/1") }
        if setup.rejection == nil {
            setup = await navigator.show("sheet", presentation: .present(style: .sheet(detents: [.medium, .large])))
        }
        if let rejection = setup.rejection {
            report.violations.append(
                "user reports: the navigator could not set up the screens to act on (\(rejection))")
            report.notRun += gestures.map { "\($0): the screens to act on could not be set up" }
            return
        }
        let actions: [NavigationAction] = [.restSheet(at: .large), .dismiss(1), .pop(1), .selectTab("second")]
        let checks = Array(zip(gestures, actions))
        for (name, action) in checks {
            let reported = ReportedActions(by: host)
            defer { reported.stop() }
            let expected = try? navigator.state.applying(action).after
            guard user.simulateUser(action) else {
                report.notRun.append("\(name): the host could not act it out")
                continue
            }
            if reported.actions.count != 1 {
                report.violations.append("\(name): reported \(reported.actions.count) times instead of once")
            }
            if host.displayedState != expected || navigator.state != expected {
                report.violations.append("\(name): host and navigator disagree with the expected state after it")
            }
        }
    }
}

/// What a host reports as the user's while a check runs: the check listens in front of the
/// navigator's handler, which still hears every action, and ``stop()`` puts that handler back.
@MainActor
private final class ReportedActions {
    private(set) var actions: [NavigationAction] = []
    private let host: any NavigationHost
    private let handler: (@MainActor (NavigationAction) -> Void)?

    init(by host: any NavigationHost) {
        self.host = host
        let handler = host.userNavigationHandler
        self.handler = handler
        host.userNavigationHandler = { [weak self] action in
            self?.actions.append(action)
            handler?(action)
        }
    }

    func clear() { actions = [] }

    func stop() { host.userNavigationHandler = handler }
}
