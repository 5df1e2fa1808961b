import Foundation
import Testing
import WayfinderTestSupport
import Wayfinder
import WayfinderManifest
import WayfinderTesting

// The samples of the "Testing routes" article: its tests are tests of this suite, as written.

/// The app's own host in the host-contract sample: here, the UIKit host over fake UIKit objects.
typealias AppHost = FakeUIKitHost

/// The window that host shows in: a fake window whose animations end at once.
@MainActor
func TestWindow() -> FakeWindow {
    let ui = FakeUIKit()
    ui.finishesAnimationsAtOnce = true
    return FakeWindow(ui: ui)
}

extension FakeUIKitHost {
    convenience init(window: FakeWindow) {
        self.init(ui: window.ui, window: window)
    }
}

/// The example shop's manifest.
let shopManifestURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/shop.json")

/// The example shop's screens and actions, as its app registers them.
@MainActor
enum AppScreens {
    static func makeCatalog() -> ScreenCatalog {
        let catalog = ScreenCatalog()
        for id in ["home", "catalog", "cart", "account", "category", "product", "search", "checkout",
                             "addressPicker", "login", "orders", "order", "admin", "web", "notFound", "cartSummary", "magicLogin"] {
            catalog.register(id)
        }
        catalog.registerAction("applyCoupon") { _ in ActionResult("applied") }
        catalog.registerAction("logout") { _ in ActionResult("signed out") }
        return catalog
    }
}

/// Cancelled at its time limit, a test waiting in `Task.sleep` ends.
@Suite("Testing routes samples run as written", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct TestingRoutesSamples {
    // sample: TestingRoutes
    @Test("popping more screens than stand above the root is an error")
    func popBeyondTheRoot() throws {
        let home = Screen(id: "home", key: 1)
        let product = Screen(id: "product", key: 2)
        var state = NavigationState(root: .stack(Stack(home, product)))

        #expect(throws: NavigationError.self) { try state.apply(.pop(2)) }
        let transition = try state.apply(.pop(1))
        #expect(transition.changes == [.popped([product], from: .root)])
        #expect(state.description == """
            stack
            └─ home #1
            """)
    }
    // end sample

    // sample: TestingRoutes
    @MainActor
    func makeShop() throws -> (Navigator, HeadlessHost) {
        let routes = Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["shop"]))
        try routes.register("/product/<int:id>", screen: "product", exposure: .everywhere)
        try routes.register("/address/pick", screen: "addressPicker", presentation: .presentInStack())
        let catalog = ScreenCatalog()
        catalog.register("home")
        catalog.register("addressPicker")
        catalog.register("product") { request in ProductPage(id: request.get("id", as: Int.self)) }
        let host = HeadlessHost(catalog: catalog)
        let navigator = Navigator(routes: routes, catalog: catalog, host: host,
                                  configuration: NavigatorConfiguration(animated: false))
        return (navigator, host)
    }

    @Test("a product link pushes the product page")
    @MainActor func productLink() async throws {
        let (navigator, host) = try makeShop()
        await navigator.show("home", presentation: .setRoot)

        let outcome = await navigator.open("shop://product/42?ref=home")

        #expect(outcome.transition?.changes.map(\.summary) == ["push product #2 onto root stack"])
        #expect(navigator.state.description == """
            stack
            ├─ home #1
            └─ product #2 id=42 ref=home
            """)
        let product = try #require(navigator.topmostScreen)
        #expect(host.content(for: product.key, as: ProductPage.self)?.id == 42)
    }

    @Test("the address picker cannot be reached from outside")
    @MainActor func pickerIsInternal() async throws {
        let (navigator, _) = try makeShop()
        await navigator.show("home", presentation: .setRoot)
        #expect(await navigator.openExternal("shop://address/pick", from: .universalLink).isNotFound)
    }
    // end sample

    @Test("a held transition: the state moves at once, the screen when the host has shown it")
    @MainActor func heldTransition() async throws {
        let (navigator, host) = try makeShop()
        await navigator.show("home", presentation: .setRoot)
        // sample: TestingRoutes
        host.holdsTransitions = true
        let opening = Task { await navigator.open("shop://product/1") }
        while !host.isTransitioning { try await Task.sleep(for: .milliseconds(1)) }

        #expect(navigator.topmostScreen?.id == "product")
        #expect(host.displayedState.topmostScreen?.id == "home")
        #expect(!host.simulateSwipeBack())          // no gestures during a transition

        host.finishTransition()
        _ = await opening.value
        #expect(host.displayedState == navigator.state)
        // end sample
    }

    // sample: TestingRoutes
    @Test("swiping the picker away hands back nil")
    @MainActor func pickerSwipedAway() async throws {
        let (navigator, host) = try makeShop()
        await navigator.show("home", presentation: .setRoot)

        let picking = Task { try await navigator.open("shop://address/pick", expecting: String.self) }
        while navigator.topmostScreen?.id != "addressPicker" { try await Task.sleep(for: .milliseconds(1)) }
        #expect(host.simulateInteractiveDismissal())

        #expect(try await picking.value == nil)
    }

    @Test("picking an address hands it back")
    @MainActor func addressPicked() async throws {
        let (navigator, _) = try makeShop()
        await navigator.show("home", presentation: .setRoot)

        let picking = Task { try await navigator.open("shop://address/pick", expecting: String.self) }
        while navigator.topmostScreen?.id != "addressPicker" { try await Task.sleep(for: .milliseconds(1)) }
        await navigator.finish(navigator.topmostScreen!.key, with: "221B Baker Street")

        #expect(try await picking.value == "221B Baker Street")
    }
    // end sample

    // sample: TestingRoutes
    @Test("the app's host keeps the host contract")
    @MainActor func hostContract() async {
        let report = await HostContract.verify { AppHost(window: TestWindow()) }
        #expect(report.passed, "\(report)")
    }
    // end sample

    // sample: TestingRoutes
    @Test("every route builds a URL that leads back to it")
    func routesRoundTrip() throws {
        let routes = try Manifest.load(contentsOf: shopManifestURL).makeRouter()
        let samples = ["id": "42", "category": "shoes", "query": "red shoes", "code": "SPRING25",
                       "order": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "section": "users/list"]
        for route in routes.routes {
            let url = try routes.url(for: route.id, parameters: samples)
            #expect(routes.match(url)?.route.id == route.id, "\(route.pattern) built \(url)")
        }
    }
    // end sample

    // sample: TestingRoutes
    @Test("the manifest matches the app")
    @MainActor func manifestMatchesTheApp() throws {
        let manifest = try Manifest.load(contentsOf: shopManifestURL)
        #expect(manifest.routeTableIssues().isEmpty)
        #expect(manifest.issues(against: AppScreens.makeCatalog()).isEmpty)
    }
    // end sample
}
