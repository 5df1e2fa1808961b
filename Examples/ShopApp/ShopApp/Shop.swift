import UIKit
import Wayfinder
import WayfinderUIKit

/// The app's composition: the route table from `shop.json`, the screens, the sign-in guard and
/// the navigator on a UIKit host. Screens never import each other; they open URLs.
@MainActor
final class Shop {
    let navigator: Navigator
    let session: Session

    init(window: UIWindow) throws {
        let session = Session()
        self.session = session
        let url = Bundle.main.url(forResource: "shop", withExtension: "json")!
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
        base.systemOpener = SystemOpener { url in
            guard let url = URL(string: url) else { return false }
            return await UIApplication.shared.open(url)
        }
        base.confirmExternalAction = { request in
            await Confirmation.ask("Open \(request.url)?")
        }
        let configuration = manifest.navigatorConfiguration(base: base)
        let host = UIKitHost(window: window, catalog: catalog, tabs: configuration.tabs)
        navigator = Navigator(routes: try manifest.makeRouter(), catalog: catalog, host: host, configuration: configuration)

        // The screens that have view controllers; each gets the navigator and its request.
        let navigator = self.navigator
        catalog.register("home") { request in HomeViewController(navigator: navigator, request: request) }
        catalog.register("product") { request in ProductViewController(navigator: navigator, request: request) }
        catalog.register("cart") { request in CartViewController(navigator: navigator, request: request) }
        catalog.register("login") { request in LoginViewController(navigator: navigator, request: request, session: session) }
        catalog.register("addressPicker") { request in AddressPickerViewController(navigator: navigator, request: request) }

        precondition(manifest.issues(against: catalog).isEmpty, "shop.json names screens the app does not have")
    }
}

/// Whether the customer is signed in.
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

/// Asks the user a yes-or-no question over whatever is on screen.
@MainActor
enum Confirmation {
    static func ask(_ question: String) async -> Bool {
        guard let scene = UIApplication.shared.connectedScenes.first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene,
              let window = WindowSelection.navigationWindow(among: scene.windows) as? UIWindow,
              let root = window.rootViewController else { return false }
        let presenter = ContainerTree.topmostController(in: root) as? UIViewController ?? root
        return await withCheckedContinuation { continuation in
            let alert = UIAlertController(title: question, message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in continuation.resume(returning: false) })
            alert.addAction(UIAlertAction(title: "Open", style: .default) { _ in continuation.resume(returning: true) })
            presenter.present(alert, animated: true)
        }
    }
}
