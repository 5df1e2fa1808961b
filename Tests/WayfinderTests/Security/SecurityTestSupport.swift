import Testing
@testable import Wayfinder
@testable import WayfinderRouting

// Fixtures shared by the interceptor, security and seed-scenario suites.

/// What happened, in order, recorded from any thread: interceptors and openers run off the
/// main actor.
final class CallRecord: Sendable {
    private let entries = Locked<[String]>([])

    func append(_ entry: String) {
        entries.withLock { $0.append(entry) }
    }

    var all: [String] { entries.withLock { $0 } }
    var isEmpty: Bool { all.isEmpty }
}

/// A mutable flag shared between a test and the interceptors it configures.
final class SharedFlag: Sendable {
    private let storage: Locked<Bool>

    init(_ value: Bool = false) {
        storage = Locked(value)
    }

    var value: Bool {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}

/// An interceptor that records its name and the URL, then answers as `decide` says.
struct RecordingInterceptor: NavigationInterceptor {
    let name: String
    let record: CallRecord
    var decide: @Sendable (NavigationRequest) async -> InterceptorDecision = { _ in .proceed }

    func intercept(_ request: NavigationRequest) async -> InterceptorDecision {
        record.append("\(name) \(request.url)")
        return await decide(request)
    }
}

/// The canonical sign-in guard: proceeds when signed in; otherwise presents the login screen,
/// waits for its result and goes on or drops the request.
struct SignInGuard: NavigationInterceptor {
    let isSignedIn: SharedFlag
    var loginURL = "shop://login"

    func intercept(_ request: NavigationRequest) async -> InterceptorDecision {
        if isSignedIn.value { return .proceed }
        let loginURL = loginURL
        return .suspend { navigator in
            let signedIn = try? await navigator.open(loginURL, expecting: Bool.self)
            return signedIn == true ? .proceed : .reject(reason: "sign-in was cancelled")
        }
    }
}

/// A navigator on a headless host, with the usual screens of the security suites.
///
/// ```swift
/// let fixture = try NavigatorFixture { routes in
///     try routes.register("/admin", screen: "admin", guards: ["admin"])
/// }
/// await fixture.start()      // a root stack with `home`
/// ```
@MainActor
struct NavigatorFixture {
    let routes: Router<RouteDefinition>
    let catalog: ScreenCatalog
    let host: HeadlessHost
    let navigator: Navigator
    /// The URLs the system opener was handed, when ``systemSchemes`` is set.
    let systemOpened: CallRecord

    static let standardScreens: [ScreenID] = [
        "home", "product", "orders", "login", "help", "admin", "web", "notFound", "settings",
    ]

    init(
        router: RouterConfiguration = RouterConfiguration(schemes: ["shop"], universalLinkHosts: ["shop.example.com"]),
        screens: [ScreenID] = Self.standardScreens,
        systemSchemes: Set<String>? = nil,
        systemAccepts: Bool = true,
        register: (Router<RouteDefinition>) throws -> Void = { _ in },
        configure: (inout NavigatorConfiguration) -> Void = { _ in }
    ) throws {
        routes = Router<RouteDefinition>(configuration: router)
        try register(routes)
        catalog = ScreenCatalog()
        for id in screens { catalog.register(id) }
        let systemOpened = CallRecord()
        self.systemOpened = systemOpened
        var configuration = NavigatorConfiguration()
        if let systemSchemes {
            configuration.systemOpener = SystemOpener(schemes: systemSchemes) { url in
                systemOpened.append(url)
                return systemAccepts
            }
        }
        configure(&configuration)
        host = HeadlessHost(catalog: catalog)
        navigator = Navigator(routes: routes, catalog: catalog, host: host, configuration: configuration)
    }

    /// Gives the window a root: a stack with the `home` screen.
    func start(sourceLocation: SourceLocation = #_sourceLocation) async {
        let outcome = await navigator.show("home", presentation: .setRoot)
        #expect(outcome.transition != nil, "could not set the root: \(outcome)", sourceLocation: sourceLocation)
    }

    /// The ids of every screen on the state, bottom first.
    var screenIDs: [ScreenID] { navigator.state.allScreens.map(\.id) }
}

/// Waits, by yielding, until `condition` holds; records an issue when it never does.
@MainActor
func yieldUntil(
    _ what: String, turns limit: Int = 1_000_000, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
) async {
    var turns = 0
    while !condition() {
        guard turns < limit else {
            Issue.record("gave up waiting until \(what)", sourceLocation: sourceLocation)
            return
        }
        turns += 1
        await Task.yield()
    }
}

/// Expects an outcome to be a rejection with `code` (and, when given, the interceptor named).
@discardableResult
func expectRejection(
    _ outcome: NavigationOutcome, _ code: NavigationRejection.Code, interceptor: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> NavigationRejection? {
    guard let rejection = outcome.rejection else {
        Issue.record("expected a rejection (\(code)), got: \(outcome)", sourceLocation: sourceLocation)
        return nil
    }
    #expect(rejection.code == code, "\(rejection)", sourceLocation: sourceLocation)
    if let interceptor {
        #expect(rejection.interceptor == interceptor, sourceLocation: sourceLocation)
    }
    return rejection
}

/// The screen an outcome opened, after redirects.
func openedScreen(_ outcome: NavigationOutcome) -> Screen? {
    if case .navigated(_, let screen) = outcome.final { return screen }
    return nil
}

/// The fallback an outcome went to, after redirects.
func fallbackTaken(_ outcome: NavigationOutcome) -> NavigationOutcome.Fallback? {
    if case .fallback(let fallback, _) = outcome.final { return fallback }
    return nil
}
