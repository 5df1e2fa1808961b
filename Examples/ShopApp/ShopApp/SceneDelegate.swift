import UIKit
import Wayfinder
import WayfinderUIKit

/// One shop per scene: a window, a UIKit host, a navigator. Every link from outside — the
/// ones that launch the app, the ones that arrive while it runs, universal links — goes through
/// the navigator's external door, which opens only routes exposed to the link's source.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var shop: Shop?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let shop: Shop
        do {
            shop = try Shop(window: window)
        } catch {
            // The manifest ships inside the app: a broken one is a bug to fix before release.
            fatalError("shop.json: \(error)")
        }
        self.window = window
        self.shop = shop
        window.makeKeyAndVisible()
        Task { await shop.navigator.showTabs() }
        // A cold start's links wait until the tabs are shown, then open in order.
        shop.navigator.handleConnection(connectionOptions)
    }

    /// Another app opened `shop://...`: its bundle identifier comes along as the link's source.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        shop?.navigator.handle(URLContexts)
    }

    /// A universal link, `https://shop.example.com/...`.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        shop?.navigator.handle(userActivity)
    }
}
