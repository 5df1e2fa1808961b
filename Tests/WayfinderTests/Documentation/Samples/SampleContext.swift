import Foundation
import Wayfinder
import WayfinderTesting

// What the articles' samples refer to and leave out: the app's session, its models and services.

/// Whether someone is signed in.
actor Session {
    var isSignedIn = false
    func signIn() { isSignedIn = true }
}

/// Whether the back end is up.
actor ServiceStatus {
    var isDown = false
    func goDown() { isDown = true }
}

struct Address: Sendable, Equatable {
    var line: String
}

struct Order {
    var deliveryAddress: Address?
}

struct Discount: Sendable, Equatable {
    var percent: Int
}

/// The coupon service.
actor Coupons {
    struct UnknownCoupon: Error {}
    struct ExpiredCoupon: Error {}
    func apply(_ code: String) throws -> Discount {
        guard code == "SPRING25" else { throw UnknownCoupon() }
        return Discount(percent: 25)
    }
}

/// A shop for the samples that need a navigator: tabs `home` and `catalog`; products, an address
/// picker, a sign-in screen, orders, a coupon action. Each screen's content is its
/// ``ScreenRequest``, so a test can act as the screen.
@MainActor
struct SampleShop {
    let routes = Router<RouteDefinition>(configuration: RouterConfiguration(
        schemes: ["shop"], universalLinkHosts: ["shop.example.com"]))
    let catalog = ScreenCatalog()
    var configuration = NavigatorConfiguration(tabs: [
        TabDefinition(id: "home", screen: "home"), TabDefinition(id: "catalog", screen: "catalog"),
    ], animated: false)

    init() throws {
        for id in ["home", "catalog", "product", "addressPicker", "login", "orders", "checkout", "web", "offer", "admin"] {
            catalog.register(id) { request in request }
        }
        try routes.register("/address/pick", screen: "addressPicker", presentation: .presentInStack())
        try routes.register("/login", screen: "login", presentation: .present())
    }

    /// A navigator on a headless host, showing its tabs.
    func start() async -> (Navigator, HeadlessHost) {
        let host = HeadlessHost(catalog: catalog)
        let navigator = Navigator(routes: routes, catalog: catalog, host: host, configuration: configuration)
        await navigator.showTabs()
        return (navigator, host)
    }
}

extension HeadlessHost {
    struct ScreenNeverShown: Error, CustomStringConvertible {
        var id: String
        var description: String { "\(id) never became the topmost screen" }
    }

    /// The request of the topmost screen once it is `id` and shown, yielding until it is; throws
    /// when it is not after 10,000 turns, or when the test is cancelled.
    @MainActor
    func request(whenTopmostIs id: String, on navigator: Navigator) async throws -> ScreenRequest {
        for _ in 0..<10_000 {
            try Task.checkCancellation()
            if let top = navigator.topmostScreen, top.id == id, displayedState == navigator.state,
               let request = content(for: top.key, as: ScreenRequest.self) {
                return request
            }
            await Task.yield()
        }
        throw ScreenNeverShown(id: id)
    }
}

extension NavigationOutcome {
    /// Whether the request showed its screen (after any redirects).
    var isNavigated: Bool {
        if case .navigated = final.kind { return true }
        return false
    }
}
