import Testing
import WayfinderTestSupport
import WayfinderTesting

@testable import Wayfinder
@testable import WayfinderRouting

/// A navigator on a headless host, with the pieces a test reaches into: the one harness of the
/// navigator, interceptor, security and scenario suites.
///
/// ```swift
/// let harness = try NavigatorHarness(screens: ["home", "product"], routes: { routes in
///     try routes.register("/product/<int:id>", screen: "product")
/// }) { configuration in
///     configuration.guards["signedIn"] = SignInGuard(isSignedIn: SharedFlag())
/// }
/// await harness.start()      // a root stack with `home`
/// ```
@MainActor
struct NavigatorHarness {
    let navigator: Navigator
    let host: HeadlessHost
    let catalog: ScreenCatalog
    let routes: Router<RouteDefinition>
    /// The URLs the system opener was handed, when `systemSchemes` is given.
    let systemOpened: CallRecord

    /// The screens registered when a test names none.
    static let standardScreens: [String] = [
        "home", "product", "orders", "login", "help", "admin", "web", "notFound", "settings",
    ]

    init(
        router: RouterConfiguration = RouterConfiguration(schemes: ["shop"], universalLinkHosts: ["shop.example.com"]),
        screens: [String] = Self.standardScreens,
        tabs: [TabDefinition] = [],
        systemSchemes: Set<String>? = nil,
        systemAccepts: Bool = true,
        catalog configureCatalog: (ScreenCatalog) -> Void = { _ in },
        routes register: (Router<RouteDefinition>) throws -> Void = { _ in },
        configure: (inout NavigatorConfiguration) -> Void = { _ in }
    ) rethrows {
        let routes = Router<RouteDefinition>(configuration: router)
        try register(routes)
        let catalog = ScreenCatalog()
        for id in screens { catalog.register(id) }
        configureCatalog(catalog)
        let systemOpened = CallRecord()
        var configuration = NavigatorConfiguration(tabs: tabs, animated: false)
        // Links held for a root wait as long as the test takes: on a loaded machine (the whole
        // suite under the thread sanitizer on two cores) a test can take longer than the
        // default limit. The tests of the limit set their own.
        configuration.rootWaitLimit = nil
        // So does a host's transition, and an interceptor's decision (one that opens a screen
        // waits for that open behind a busy main actor): the tests of the limits set their own.
        configuration.transitionTimeout = configuration.transitionTimeout * EndsWithin.scale
        configuration.interceptorTimeout = configuration.interceptorTimeout * EndsWithin.scale
        if let systemSchemes {
            configuration.systemSchemes = systemSchemes
            configuration.openInSystem = { url in
                systemOpened.append(url)
                return systemAccepts
            }
        }
        configure(&configuration)
        let host = HeadlessHost(catalog: catalog)
        self.navigator = Navigator(routes: routes, catalog: catalog, host: host, configuration: configuration)
        self.host = host
        self.catalog = catalog
        self.routes = routes
        self.systemOpened = systemOpened
    }

    /// Gives the window a root: a stack with the `home` screen.
    func start(sourceLocation: SourceLocation = #_sourceLocation) async {
        let outcome = await navigator.show("home", presentation: .setRoot)
        #expect(outcome.transition != nil, "could not set the root: \(outcome)", sourceLocation: sourceLocation)
    }

    /// The ids of every screen on the state, bottom first.
    var screenIDs: [String] { navigator.state.allScreens.map(\.id) }

    /// The navigator's state printed as a tree.
    var tree: String { navigator.state.description }
}

/// Builders and checks shared by the navigation and navigator tests.
enum NavTest {
    /// A screen with a fixed key, for building states by hand.
    static func screen(_ id: String, _ key: Int, _ arguments: [String: String] = [:], url: String? = nil) -> Screen {
        Screen(id: id, key: key, url: url, arguments: arguments)
    }

    /// A tab of a tab bar.
    static func tab(_ id: String, _ root: Screen, _ above: Screen...) -> NavigationState.Tab {
        NavigationState.Tab(id: id, stack: Stack(screens: [root] + above)!)
    }

    /// A tab bar root; the selection must name one of the tabs.
    static func tabs(_ tabs: [NavigationState.Tab], selected: String) -> NavigationState.Root {
        .tabs(tabs, selected: selected)
    }

    /// A state printed without screen keys, so that states rebuilt with new keys compare by shape.
    static func shape(of state: NavigationState) -> String {
        state.description.replacing(#/ #[0-9]+/#, with: "")
    }

    /// Yields until `condition` holds, at most `iterations` times; records an issue at the
    /// caller when it never does.
    @MainActor
    @discardableResult
    static func waitUntil(
        _ what: String, iterations: Int = 100_000, sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: () -> Bool
    ) async -> Bool {
        for _ in 0..<iterations {
            if condition() { return true }
            await Task.yield()
        }
        if condition() { return true }
        Issue.record("gave up waiting until \(what)", sourceLocation: sourceLocation)
        return false
    }

    /// Yields a fixed number of times, to give work that should not happen a chance to.
    @MainActor
    static func settle(_ iterations: Int = 200) async {
        for _ in 0..<iterations { await Task.yield() }
    }

    /// Expects an outcome to be a rejection with this code and, when given, this message and
    /// interceptor; returns the rejection.
    @discardableResult
    static func expectRejected(
        _ outcome: NavigationOutcome, _ code: ErrorCode, message: String? = nil,
        interceptor: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> NavigationError? {
        guard let rejection = outcome.rejection else {
            Issue.record("expected a rejection (\(code)), got: \(outcome)", sourceLocation: sourceLocation)
            return nil
        }
        #expect(rejection.code == code, "\(rejection)", sourceLocation: sourceLocation)
        if let message {
            #expect(rejection.message == message, sourceLocation: sourceLocation)
        }
        if let interceptor {
            #expect(rejection.interceptor == interceptor, sourceLocation: sourceLocation)
        }
        return rejection
    }

    /// The transition and opened screen of a `.navigated` outcome (after redirects); records an
    /// issue at the caller otherwise.
    static func navigated(
        _ outcome: NavigationOutcome, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (transition: NavigationTransition, screen: Screen?)? {
        guard case .navigated(let transition, let screen) = outcome.kind.final else {
            Issue.record("expected a navigation, got: \(outcome)", sourceLocation: sourceLocation)
            return nil
        }
        return (transition, screen)
    }
}
