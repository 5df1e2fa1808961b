import Foundation
import Testing
import WayfinderTestSupport
import Wayfinder
import WayfinderManifest
import WayfinderTesting
import WayfinderYAML

// The samples in the doc comments of Wayfinder, WayfinderManifest, WayfinderYAML and
// WayfinderTesting, each run as written. The ones that need UIKit or SwiftUI are type-checked
// for iOS in Examples/DocumentationSamples/DocCommentSamples.swift.

/// A model a caller hands a screen through the context.
private struct Product: Sendable, Equatable {
    let id: Int
}

/// The typed route of the navigation doc comments.
private struct ProductRoute: TypedRoute {
    static let pattern = "shop://product/<int:id>"
    var id: Int
}

/// A screen's content, as a SwiftUI view would hold it.
private struct ProductView {
    let id: Int
    init(id: Int) { self.id = id }
    init(_ route: ProductRoute) { self.id = route.id }
}

/// The host a host contract test checks.
private typealias MyHost = HeadlessHost

/// Lines a logger kept, from any thread.
private final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func info(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}

// sample: HostContract
@Test @MainActor func keepsTheHostContract() async {
    let report = await HostContract.verify { MyHost() }
    #expect(report.passed, "\(report)")
}
// end sample

@Test @MainActor func keepsTheSplitViewContract() async {
    // sample: HostContract
    let report = await HostContract.verifySplitView { HeadlessHost() }
    #expect(report.passed, "\(report)")
    // end sample
}

/// An app's own host, here a headless one inside, that can act out two gestures.
@MainActor
private final class AppWindowHost: NavigationHost {
    let inner = HeadlessHost()
    var displayedState: NavigationState { inner.displayedState }
    var userNavigationHandler: (@MainActor (NavigationAction) -> Void)? {
        get { inner.userNavigationHandler }
        set { inner.userNavigationHandler = newValue }
    }
    func apply(_ transition: NavigationTransition, animated: Bool) async {
        await inner.apply(transition, animated: animated)
    }
}

// sample: UserSimulatingHost
extension AppWindowHost: UserSimulatingHost {
    func simulateUser(_ action: NavigationAction) -> Bool {
        switch action {
        case .pop(1): return inner.simulateSwipeBack()
        case .dismiss(1): return inner.simulateInteractiveDismissal()
        default: return false
        }
    }
}
// end sample

@Test("a host that acts out two gestures passes those checks; the others are reported as not run")
@MainActor func userSimulatingHost() async {
    let report = await HostContract.verify { AppWindowHost() }
    #expect(report.violations.isEmpty, "\(report)")
    #expect(report.notRun.map { $0.prefix { $0 != ":" } } == ["sheet dragged to another detent", "tab bar selection"])
    #expect(!report.passed)
}

@MainActor
@Suite("Navigation doc comment samples run as written", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct NavigationDocCommentSamples {
    /// A shop on a headless host with a public product route, showing its tabs.
    static func shop() async throws -> (Navigator, HeadlessHost, SampleShop) {
        let shop = try SampleShop()
        try shop.routes.register("/product/<int:id>", screen: "product", exposure: .everywhere)
        let (navigator, host) = await shop.start()
        return (navigator, host, shop)
    }

    @Test("Navigator: the doors, and awaiting a result")
    func navigator() async throws {
        let shop = try SampleShop()
        try shop.routes.register("/product/<int:id>", screen: "product", exposure: .everywhere)
        let (routes, catalog, configuration) = (shop.routes, shop.catalog, shop.configuration)
        let host = HeadlessHost(catalog: catalog)
        let product = Product(id: 42)
        let url = "shop://product/7"
        let sourceApplication: String? = "com.partner.app"
        let run = Task { @MainActor () throws -> (NavigationOutcome, Address?) in
            // sample: Navigator
            let navigator = Navigator(routes: routes, catalog: catalog, host: host, configuration: configuration)
            await navigator.showTabs()

            // In-app door:
            let outcome = await navigator.open("shop://product/42", context: ["product": product])
            // Results:
            let address = try await navigator.open("shop://address/pick", expecting: Address.self)
            // Outside door, with the source recorded and the security policy applied:
            await navigator.openExternal(url, from: .otherApp(bundleID: sourceApplication))
            // end sample
            return (outcome, address)
        }
        // The user swipes the address picker away: the awaited result is nil.
        while host.displayedState.topmostScreen?.id != "addressPicker" { await Task.yield() }
        #expect(host.simulateInteractiveDismissal())
        let (outcome, address) = try await run.ended("run")
        #expect(outcome.isNavigated && address == nil)
        #expect(host.displayedState.topmostScreen?.url == "shop://product/7")

        let (navigator, host2, _) = try await Self.shop()
        var used: [Address] = []
        func use(_ address: Address) { used.append(address) }
        let picking = Task { @MainActor in
            // sample: Navigator
            if let address = try await navigator.open("shop://address/pick", expecting: Address.self) {
                use(address)
            }
            // end sample
        }
        let picker = try await host2.request(whenTopmostIs: "addressPicker", on: navigator)
        await navigator.finish(picker.screen.key, with: Address(line: "1 Main St"))
        try await picking.ended("picking")
        #expect(used == [Address(line: "1 Main St")])
    }

    @Test("NavigationOutcome: what became of a request; a rejection's cause")
    func outcomes() async throws {
        let (navigator, _, shop) = try await Self.shop()
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        func showToast(_ text: String) { printed.append("toast: \(text)") }
        let logger = LogLines()
        // sample: NavigationOutcome
        let outcome = await navigator.open("shop://product/42")
        switch outcome.kind {
        case .navigated(let transition, let screen): print("opened", screen?.id ?? "-", transition.changes)
        case .rejected(let rejection): print("refused:", rejection)
        case .notFound: showToast("That link is not valid")
        default: break
        }
        logger.info("\(outcome.request?.description ?? "-") ended: \(outcome)")   // the number its events carry
        // end sample
        #expect(printed.count == 1 && printed[0].hasPrefix("opened product "))
        #expect(logger.all.first?.hasPrefix("request \(outcome.request?.number ?? 0) ended: opened product ") == true)
        #expect(outcome.request != nil)

        let coupons = Coupons()
        try shop.routes.register("/coupon/<code>", action: "applyCoupon")
        shop.catalog.registerAction("applyCoupon") { request in
            let code = try request.match.require("code")
            if code == "WINTER" { throw Coupons.ExpiredCoupon() }
            return ActionResult("applied", value: try await coupons.apply(code))
        }
        var expired = 0
        var discounts: [Discount] = []
        func showExpired() { expired += 1 }
        func use(_ discount: Discount?) { discount.map { discounts.append($0) } }
        for link in ["shop://coupon/WINTER", "shop://coupon/SPRING25"] {
            // sample: NavigationError
            do {
                let discount = try await navigator.open(link, expecting: Discount.self)
                use(discount)
            } catch {
                // `open(_:expecting:)` throws only `NavigationError`.
                if error.underlyingError is Coupons.ExpiredCoupon { showExpired() }
            }
            // end sample
        }
        #expect(expired == 1 && discounts == [Discount(percent: 25)])
    }

    @Test("NavigationError: a rejection names its code and the guard")
    func rejection() async throws {
        var shop = try SampleShop()
        try shop.routes.register("/admin", screen: "admin", guards: ["signedIn"])
        shop.configuration.addGuard("signedIn") { _ in .reject(reason: "signed out") }
        let (navigator, _) = await shop.start()
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }
        // sample: NavigationError
        let outcome = await navigator.open("shop://admin")
        if let rejection = outcome.rejection {
            print(rejection.code)          // interceptor
            print(rejection.interceptor!)  // signedIn
        }
        // end sample
        #expect(printed == ["interceptor", "signedIn"])
        var signInShown = false
        func showSignIn() { signInShown = true }
        // sample: ErrorCode
        if outcome.rejection?.code == .interceptor { showSignIn() }
        // end sample
        #expect(signInShown)
    }

    @Test("NavigationEvent: a stream of what the navigator does")
    func events() async throws {
        let (navigator, _, _) = try await Self.shop()
        let logger = LogLines()
        // sample: NavigationEvent
        let events = navigator.events    // listens from here on
        Task {
            for await event in events {
                logger.info("\(event)")   // request 3: received shop://product/<id> from universal-link ...
            }
        }
        // end sample
        await navigator.openExternal("shop://product/42", from: .universalLink)
        for _ in 0..<10_000 where !logger.all.contains(where: { $0.contains("navigated") }) { await Task.yield() }
        #expect(logger.all.first?.hasSuffix(": received shop://product/<id> from universal-link") == true, "\(logger.all)")
        #expect(logger.all.first?.hasPrefix("request ") == true, "\(logger.all)")
    }

    @Test("NavigationRequest.ID: the events of each request, grouped")
    func requestIDs() async throws {
        let (navigator, _, _) = try await Self.shop()
        let timeline = Timeline()
        let reading = Task { @MainActor in
            // The stream is made in the same step, before the task first waits.
            timeline.isListening = true
// sample: RequestID
for await event in navigator.events {
    guard let request = event.request else { continue }   // the user's own gestures have none
    timeline[request, default: []].append(event.kind)
}
// end sample
        }
        await NavTest.waitUntil("the reader listens") { timeline.isListening }
        await navigator.open("shop://product/42")
        await navigator.open("shop://nowhere")
        await NavTest.waitUntil("both requests' events are read") { timeline.byRequest.values.contains { $0.contains(.notFound) } }
        reading.cancel()
        #expect(timeline.byRequest.count == 2, "\(timeline.byRequest)")
        #expect(timeline.byRequest.values.allSatisfy { $0.first.map { if case .received = $0 { true } else { false } } == true })
    }

    /// Events by request, as the NavigationRequest.ID sample keeps them.
    @MainActor
    final class Timeline {
        var byRequest: [NavigationRequest.ID: [NavigationEvent.Kind]] = [:]
        var isListening = false
        subscript(request: NavigationRequest.ID, default empty: [NavigationEvent.Kind]) -> [NavigationEvent.Kind] {
            get { byRequest[request] ?? empty }
            set { byRequest[request] = newValue }
        }
    }

    @Test("Navigator: explain, register a routable screen, validate, open a URL value")
    func explainRegisterValidate() async throws {
        let (navigator, _, _) = try await Self.shop()
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }
        // sample: Navigator+Explain
        print(navigator.explain("shop://product/42?ref=home", from: .universalLink))
        // shop://product/42?ref=home
        //   matched    '/product/<int:id>'
        //   ...
        //   target     screen product, pushed onto the topmost stack
        //   exposure   everywhere
        //   source     universal-link: may reach it
        // end sample
        let lines = printed.first?.split(separator: "\n").map(String.init) ?? []
        #expect(lines.first == "shop://product/42?ref=home")
        for line in ["  matched    '/product/<int:id>'", "  target     screen product, pushed onto the topmost stack",
                     "  exposure   everywhere", "  source     universal-link: may reach it"] {
            #expect(lines.contains(line), "missing: \(line)")
        }

        // sample: ScreenCatalog
        struct ProductScreen: RoutableScreen {
            static let screenID: String = "product"
            static func registerRoutes(_ routes: inout RouteTableBuilder<RouteDefinition>) throws(RoutingError) {
                try routes.register("/product/<int:id>", to: .screen(screenID, exposure: .everywhere))
                try routes.register(ProductRoute.self, to: .screen(screenID, presentation: .present()))
            }
            let id: Int
            init?(request: ScreenRequest) {
                guard let id = request.get("id", as: Int.self) else { return nil }
                self.id = id
            }
        }
        // end sample
        let catalog = ScreenCatalog()
        let screens = Navigator(
            routes: Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["shop"])),
            catalog: catalog, host: HeadlessHost(catalog: catalog))
        do {
            let navigator = screens
            // sample: Navigator+Registration
            try navigator.register(ProductScreen.self)
            // end sample
            await navigator.show("product", presentation: .setRoot, arguments: ["id": "7"])
            #expect(navigator.routes.match("shop://product/7") != nil && navigator.topmostScreen?.id == "product")
        }

        let unregistered = Navigator(
            routes: Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["shop"])),
            catalog: ScreenCatalog(), host: HeadlessHost())
        try unregistered.routes.register("/product/<int:id>", screen: "product")
        printed = []
        do {
            let navigator = unregistered
            // sample: Navigator+Registration
            for problem in navigator.validate() { print(problem) }
            // error: route '/product/<int:id>' names the screen 'product', which is not registered
            // end sample
        }
        #expect(printed == ["error: route '/product/<int:id>' names the screen 'product', which is not registered"])

        // sample: Navigator+URL
        await navigator.open(URL(string: "shop://product/42")!)
        // end sample
        #expect(navigator.topmostScreen?.url == "shop://product/42")
    }

    @Test("a saved state restores in another navigator, as URLs")
    func snapshots() async throws {
        let (original, _, _) = try await Self.shop()
        await original.open("shop://product/42")
        let (restored, _, _) = try await Self.shop()
        let data = original.savedState()
        #expect(await restored.restore(savedState: data).isRestored)
        #expect(restored.snapshot() == original.snapshot() && original.snapshot().urls.contains("shop://product/42"))
        #expect(restored.topmostScreen?.url == "shop://product/42")
    }

    @Test("ScreenRequest: the caller's context beside the URL")
    func context() async throws {
        let (navigator, host, _) = try await Self.shop()
        let product = Product(id: 42)
        // sample: ScreenRequest
        await navigator.open("shop://product/42", context: ["product": product, "source": "carousel"])
        // end sample
        let request = try await host.request(whenTopmostIs: "product", on: navigator)
        // sample: ScreenRequest
        let shown = request.get("product", as: Product.self)
        // end sample
        #expect(shown == product)
        do {
            // sample: ScreenRequest
            let id = try request.require("id", as: Int.self)          // from the path
            let product = request.get("product", as: Product.self)    // from the caller's context
            // end sample
            #expect(id == 42 && product == Product(id: 42))
        }
    }

    @Test("RouteDefinition: a route's target and metadata; named routes")
    func definitions() throws {
        // sample: RouteDefinition
        let routes = Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["shop"]))
        try routes.register("/product/<int:id>", to: .screen(
            "product", parent: "/category/<category>", tab: "shop",
            exposure: [.universalLink, .otherApp()], guards: ["signedIn"]))
        try routes.register("/logout", to: .action("logout"))
        try routes.register("/p/<id>", to: .redirect("shop://product/<id>"))
        let opens = routes.match("shop://product/42")?.target.screen   // "product"
        // end sample
        #expect(opens == "product")
        #expect(routes.match("shop://product/1")?.target.guards == ["signedIn"])
        #expect(routes.match("shop://product/1")?.target.presentation == .push)
        #expect(routes.match("shop://logout")?.target.action == "logout")
        #expect(routes.match("shop://logout")?.target.screen == nil)
        #expect(routes.match("shop://p/7")?.target.redirect == "shop://product/<id>")
        #expect(routes.match("shop://p/7")?.target.presentation == nil)
        do {
            let routes = Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["shop"]))
            // sample: Router+Definitions
            try routes.register("/product/<int:id>", screen: "product", name: "product", exposure: .everywhere)
            let url = try routes.url(named: "product", parameters: ["id": "42"])   // "shop://product/42"
            // end sample
            #expect(url == "shop://product/42")
        }
        do {
            let json = """
                {"version": 1, "schemes": ["shop"], "routes": [{"pattern": "shop://product/<int:id>", "screen": "product"}]}
                """
            // sample: Router+Definitions
            let routes = try Manifest.decode(json: json, file: "routes.json").makeRouter()
            try routes.bind(ProductRoute.self)
            // end sample
            #expect(try routes.url(for: ProductRoute(id: 42)) == "shop://product/42")
            #expect(routes.match("shop://product/42")?.target.typedRoute == ProductRoute.self)
        }
    }

    @Test("typed routes on a navigator: register, build screens, open")
    func typedRoutes() async throws {
        let (navigator, host, shop) = try await Self.shop()
        try navigator.routes.remove(pattern: "/product/<int:id>")
        // sample: Router+Definitions
        try navigator.routes.register(ProductRoute.self, screen: "product", exposure: .everywhere)
        // end sample
        let catalog = shop.catalog
        // sample: TypedRoute+Navigation
        catalog.register("product", for: ProductRoute.self) { route, request in
            ProductView(id: route.id)
        }
        // end sample
        // sample: TypedRoute+Navigation
        await navigator.open(ProductRoute(id: 42))
        // end sample
        let top = try #require(navigator.topmostScreen)
        #expect(host.content(for: top.key, as: ProductView.self)?.id == 42)

        // sample: TypedRoute+Navigation
        catalog.register("product") { request in
            (try? request.decode(ProductRoute.self)).map(ProductView.init)
        }
        // end sample
        await navigator.open(ProductRoute(id: 7))
        let next = try #require(navigator.topmostScreen)
        #expect(host.content(for: next.key, as: ProductView.self)?.id == 7)
    }

    @Test("LinkSource, exposures and URLAllowlist: the outside door")
    func outsideDoor() async throws {
        let (navigator, _, _) = try await Self.shop()
        let url = "shop://product/42"
        // sample: LinkSource
        await navigator.openExternal(url, from: .otherApp(bundleID: "com.partner.app"))
        await navigator.openExternal(url, from: .universalLink)
        // end sample
        #expect(navigator.topmostScreen?.url == url)

        // sample: LinkSource
        let internalOnly: Set<LinkSource> = .internalOnly                  // the default, []
        let webAndApps: Set<LinkSource> = [.universalLink, .otherApp()]    // the web and any app
        let partner: Set<LinkSource> = [.otherApp(bundleID: "com.partner.app")]
        // end sample
        #expect(!internalOnly.allows(.universalLink) && webAndApps.allows(.universalLink))
        #expect(partner.allows(.otherApp(bundleID: "com.partner.app")) && !partner.allows(.otherApp(bundleID: "com.other")))
        #expect(!partner.allows(.otherApp()) && webAndApps.allows(.otherApp()) && webAndApps.allows(.otherApp(bundleID: "com.other")))

        let web = URLAllowlist(schemes: ["https"], hosts: ["help.example.com", "*.example.org"])
        let help = web.allows("https://help.example.com/faq")            // true
        let plain = web.allows("http://help.example.com/faq")            // false: http is not listed
        let evil = web.allows("https://evil.example/?help.example.com")  // false
        #expect(help && !plain && !evil)

        let contexts: [(url: String, sourceApplication: String?)] = [("shop://product/9", "com.partner.app")]
        let activities: [(type: String, webpageURL: String?)] = [
            (IncomingLink.browsingWebActivityType, "https://shop.example.com/product/10"),
        ]
        // What the adapters' cold-start helper does with a scene's links.
        for link in IncomingLink.coldStart(urlContexts: contexts, userActivities: activities) {
            await navigator.openExternal(link)
        }
        #expect(navigator.topmostScreen?.url == "https://shop.example.com/product/10")
    }

    @Test("interceptors: a guard that suspends for sign-in, a closure interceptor")
    func interceptors() async throws {
        // sample: NavigationInterceptor
        struct SignedInGuard: NavigationInterceptor {
            let session: Session
            func intercept(_ request: NavigationRequest) async -> InterceptorDecision {
                if await session.isSignedIn { return .proceed }
                return .suspend { navigator in
                    let signedIn = try? await navigator.open("shop://login", expecting: Bool.self)
                    return signedIn == true ? .proceed : .reject(reason: "sign-in was cancelled")
                }
            }
        }
        // end sample
        var shop = try SampleShop()
        try shop.routes.register("/orders", screen: "orders", guards: ["signedIn"])
        try shop.routes.register("/admin/users", screen: "admin")
        shop.configuration.guards["signedIn"] = SignedInGuard(session: Session())
        var configuration = shop.configuration
        // sample: NavigatorConfiguration+Closures
        configuration.intercept("block-admin") { request in
            request.match.pattern.hasPrefix("/admin") ? .reject(reason: "admin is closed") : .proceed
        }
        // end sample
        shop.configuration = configuration
        let (navigator, host) = await shop.start()
        #expect(await navigator.open("shop://admin/users").rejection?.message.contains("admin is closed") == true)
        let orders = Task { await navigator.open("shop://orders") }
        let login = try await host.request(whenTopmostIs: "login", on: navigator)
        await navigator.finish(login.screen.key, with: true)
        #expect(await orders.ended("orders").isNavigated)
        #expect(navigator.topmostScreen?.id == "orders")
    }

    @Test("a guard from a closure stops the routes that name it")
    func closureGuard() async throws {
        var shop = try SampleShop()
        try shop.routes.register("/orders", screen: "orders", guards: ["signedIn"])
        let session = Session()
        var configuration = shop.configuration
        // sample: NavigatorConfiguration+Closures
        configuration.addGuard("signedIn") { request in
            await session.isSignedIn ? .proceed : .reject(reason: "sign in first")
        }
        // end sample
        shop.configuration = configuration
        let (navigator, _) = await shop.start()
        let refused = await navigator.open("shop://orders")
        #expect(refused.rejection?.message == "sign in first" && refused.rejection?.interceptor == "signedIn")
        await session.signIn()
        #expect(await navigator.open("shop://orders").isNavigated)
    }

    @Test("NavigationRequest: an action reads its values as a screen does")
    func actionRequest() async throws {
        let shop = try SampleShop()
        try shop.routes.register("/cart/add/<id>", action: "addToCart")
        let catalog = shop.catalog
        // sample: NavigationInterceptor
        catalog.registerAction("addToCart") { request in
            let id = try request.require("id", as: Int.self)
            return ActionResult("added \(id)")
        }
        // end sample
        let (navigator, _) = await shop.start()
        #expect(await navigator.open("shop://cart/add/42").kind == .handled(ActionResult("added 42")))
        #expect(await navigator.open("shop://cart/add/7", context: ["id": 9]).kind == .handled(ActionResult("added 9")))
        let refused = await navigator.open("shop://cart/add/x")
        #expect(refused.rejection?.code == .actionFailed)
        #expect((refused.rejection?.underlyingError as? RoutingError)?.code == .invalidParameter)
    }

    @Test("the navigation model: screens, actions, state")
    func model() throws {
        // sample: Screen
        let screen = Screen(id: "product", key: 4, url: "shop://product/42",
                            arguments: ["id": "42"])
        // end sample
        #expect(screen.arguments["id"] == "42")

        do {
            let home = Screen(id: "home", key: 1)
            let product = Screen(id: "product", key: 2)
            var printed: [String] = []
            func print(_ value: Any) { printed.append("\(value)") }
            // sample: NavigationState
            var state = NavigationState(root: .stack(Stack(home)))
            let transition = try state.apply(.push(product))
            let changes = transition.changes  // [.pushed(product)]
            let topmost = state.topmostScreen // product
            print(state)
            // stack
            // ├─ home #1
            // └─ product #2
            // end sample
            #expect(changes.count == 1 && topmost == product)
            #expect(printed == ["stack\n├─ home #1\n└─ product #2"])
        }

        do {
            let screens = (1...6).map { Screen(id: "s\($0)", key: $0) }
            let product = Screen(id: "product", key: 7)
            var state = NavigationState(
                root: .stack(Stack(screens[0], screens[1], screens[2])),
                modals: [.stack(Stack(screens[3], screens[4], screens[5]))])
            // sample: NavigationAction
            try state.apply(.push(product))    // onto the topmost stack; a new stack where there is none
            try state.apply(.pop(2))           // two screens off the topmost stack
            try state.apply(.dismiss(1))       // the topmost modal
            // end sample
            #expect(state.modals.isEmpty && state.topmostScreen == screens[2])
        }
    }

    @Test("manifests: association, diagnostics, loading, issues, limits, YAML")
    func manifests() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-doc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("routes.json")
        try """
            {"version": 1, "schemes": ["shop"], "universalLinkHosts": ["shop.example.com"],
             "routes": [{"pattern": "/product/<int:id>", "screen": "product", "name": "product",
                         "exposure": "everywhere"}]}
            """.write(to: url, atomically: true, encoding: .utf8)
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }
        do {
            let manifest = try Manifest.load(contentsOf: url)
            // sample: AppSiteAssociation
            let association = try AppSiteAssociation(manifest: manifest)
            for component in association.components { print(component.path) }   // /product/?*
            // end sample
            #expect(printed == ["/product/?*"])
        }

        printed = []
        // sample: SourceDiagnostic
        let diagnostic = SourceDiagnostic(
            file: "<pattern 1>", line: 1, column: 21, severity: .error,
            message: "a capture needs a name", sourceLine: "shop://product/<int:>")
        print(diagnostic)
        // <pattern 1>:1:21: error: a capture needs a name
        // shop://product/<int:>
        //                     ^
        // end sample
        #expect(printed == ["<pattern 1>:1:21: error: a capture needs a name\nshop://product/<int:>\n                    ^"])

        do {
            // sample: Manifest+Building
            let manifest = try Manifest.load(contentsOf: url)
            let routes = try manifest.makeRouter()
            let link = try routes.url(named: "product", parameters: ["id": "42"])   // a route with "name": "product"
            // end sample
            #expect(link == "shop://product/42" && manifest.routes.count == 1)
        }

        printed = []
        let text = """
            {"version": 1, "routes": [
              {"pattern": "/a", "screen": "a"},
              {"pattern": "/b", "screen": "b"},
              {"pattern": "/c", "screen": "c", "presentation": "sheet"}]}
            """
        // sample: ManifestIssue
        do {
            _ = try Manifest.decode(json: text, file: "routes.json")
        } catch {
            for issue in error.issues { print(issue.diagnostic(source: text)) }
            // routes.json:12:23: error: routes[2].presentation: 'sheet' is not a presentation; ...
        }
        // end sample
        #expect(printed.count == 1 && printed[0].contains("routes[2].presentation"))

        do {
            let app = try Manifest.decode(
                json: #"{"version": 1, "schemes": ["shop"], "tabs": [{"id": "home", "screen": "home"}], "routes": []}"#,
                file: "app.json")
            let shop = try Manifest.decode(
                json: #"{"version": 1, "fragment": true, "routes": [{"pattern": "/cart", "screen": "cart", "tab": "home"}]}"#,
                file: "shop.json")
            let account = try Manifest.decode(
                json: #"{"version": 1, "fragment": true, "routes": [{"pattern": "/orders", "screen": "orders"}]}"#,
                file: "account.json")
            // sample: Manifest+Fragments
            let manifest = try Manifest.merging([app, shop, account], file: "routes")
            let routes = try manifest.makeRouter()
            // end sample
            #expect(routes.match("shop://cart")?.target.tab == "home" && routes.routes.count == 2)
            do {
                // sample: ManifestFormat
                let manifest = try Manifest.merging([app, shop, account], file: "routes")
                let routes = try manifest.makeRouter()
                // end sample
                #expect(routes.routes.count == 2)
            }
        }

        do {
            // sample: ManifestLimits
            let manifest = try Manifest.load(contentsOf: url, limits: ManifestLimits(maximumBytes: 1 << 20))
            // end sample
            #expect(manifest.routes.count == 1)
        }

        #if YAML
        // sample: Manifest+YAML
        let manifest = try Manifest.decode(yaml: """
            version: 1
            routes:
              - pattern: /product/<int:id>
                screen: product
            """, file: "routes.yaml")
        // end sample
        #expect(manifest.routes.first?.pattern == "/product/<int:id>")
        #endif
    }

    @Test("HeadlessHost: holding a transition, a user's swipe")
    func headlessHost() async throws {
        let shop = try SampleShop()
        try shop.routes.register("/product/<int:id>", screen: "product")
        let (routes, catalog) = (shop.routes, shop.catalog)
        // sample: HeadlessHost
        let host = HeadlessHost(catalog: catalog)
        let navigator = Navigator(routes: routes, catalog: catalog, host: host)
        await navigator.show("home", presentation: .setRoot)
        host.holdsTransitions = true
        let opening = Task { await navigator.open("shop://product/42") }
        while !host.isTransitioning { await Task.yield() }   // the push is mid-animation; later requests wait
        host.finishTransition()
        _ = await opening.value
        host.simulateSwipeBack()      // the user swipes the product away; its result becomes nil
        // end sample
        #expect(host.displayedState.topmostScreen?.id == "home")
    }
}
