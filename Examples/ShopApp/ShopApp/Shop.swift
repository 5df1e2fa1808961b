import UIKit
import Wayfinder
import WayfinderManifest
import WayfinderUIKit

/// One window's composition: the route table from `shop.json`, the screens, the sign-in guard
/// and the navigator on a UIKit host. Screens never import each other; they open URLs. The
/// session (who is signed in) is the app's, shared by every window.
@MainActor
final class Shop {
    let navigator: Navigator

    /// Why a shop could not be built: the bundled manifest is missing or does not fit the app.
    struct SetupError: Error, CustomStringConvertible {
        let description: String
    }

    init(window: UIWindow, session: Session) throws {
        guard let url = Bundle.main.url(forResource: "shop", withExtension: "json") else {
            throw SetupError(description: "shop.json is not in the app bundle; add it to the target as a resource")
        }
        let manifest = try Manifest.load(contentsOf: url)

        let catalog = ScreenCatalog()
        // Every screen the manifest names: those below have view controllers, the others show
        // the host's placeholder until they are written.
        for id in manifest.screenIDs { catalog.register(id) }
        catalog.registerAction("applyCoupon") { request in
            ActionResult("applied coupon \(request.match.parameters["code"] ?? "")")
        }
        catalog.registerAction("logout") { _ in
            await session.signOut()
            return ActionResult("signed out")
        }

        var base = NavigatorConfiguration()
        base.guards["signedIn"] = SignedInGuard(session: session)
        base.openInSystem = { url in
            guard let url = URL(string: url) else { return false }
            return await UIApplication.shared.open(url)
        }
        base.confirmExternalAction = { [weak window] request in
            guard let window else { return false }
            return await Confirmation.ask("Open \(request.url)?", in: window)
        }
        let configuration = manifest.navigatorConfiguration(base: base)
        let host = UIKitHost(window: window, catalog: catalog, tabs: configuration.tabs)
        // The catalog tab is a split view on an iPad: categories, products and a product side by side.
        host.configureSplitView = { split in
            split.preferredDisplayMode = .twoBesideSecondary
            split.preferredSplitBehavior = .tile
        }
        navigator = Navigator(routes: try manifest.makeRouter(), catalog: catalog, host: host, configuration: configuration)

        // The screens that have view controllers; each gets the navigator and its request.
        // The catalog belongs to the navigator, so its factories hold the navigator weakly.
        let navigator = self.navigator
        catalog.register("home") { [weak navigator] request in
            navigator.map { HomeViewController(navigator: $0, request: request) }
        }
        catalog.register("catalog") { [weak navigator] request in
            navigator.map { CatalogViewController(navigator: $0, request: request) }
        }
        catalog.register("category") { [weak navigator] request in
            navigator.map { CategoryViewController(navigator: $0, request: request) }
        }
        catalog.register("product") { [weak navigator] request in
            navigator.map { ProductViewController(navigator: $0, request: request) }
        }
        catalog.register("cart") { [weak navigator, weak host] request -> CartViewController? in
            guard let navigator, let host else { return nil }
            return CartViewController(navigator: navigator, request: request, host: host)
        }
        catalog.register("login") { [weak navigator] request in
            navigator.map { LoginViewController(navigator: $0, request: request, session: session) }
        }
        catalog.register("addressPicker") { [weak navigator] request in
            navigator.map { AddressPickerViewController(navigator: $0, request: request) }
        }

        let issues = manifest.issues(against: catalog)
        guard issues.isEmpty else {
            throw SetupError(description: "shop.json does not fit the app:\n" + issues.map { "\($0)" }.joined(separator: "\n"))
        }
    }
}

/// Whether the customer is signed in: one for the app, so every window sees the same answer.
actor Session {
    private(set) var isSignedIn = false
    func signIn() { isSignedIn = true }
    func signOut() { isSignedIn = false }
}

/// While signed out, a guarded route suspends: the guard presents the sign-in screen, waits for
/// the result it hands back, and lets the original link go on only when it is `true`.
struct SignedInGuard: NavigationInterceptor {
    let session: Session
    var name: String { "signedIn" }

    func intercept(_ request: NavigationRequest) async -> InterceptorDecision {
        if await session.isSignedIn { return .proceed }
        return .suspend { navigator in
            let signedIn = (try? await navigator.open("shop://login", expecting: Bool.self)) ?? nil
            return signedIn == true ? .proceed : .reject(reason: "sign-in was cancelled")
        }
    }
}
