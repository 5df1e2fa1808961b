import UIKit
import Wayfinder
import WayfinderUIKit

/// One shop per scene: a window, a UIKit host, a navigator. Every link from outside — the
/// ones that launch the app, the ones that arrive while it runs, universal links — goes through
/// the navigator's external door, which opens only routes exposed to the link's source. When
/// the system recreates a scene, it comes back where the user left it.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The activity type that carries a scene's navigation; listed under `NSUserActivityTypes`
    /// in Info.plist.
    static let restorationActivityType = "com.example.shop.navigation"

    var window: UIWindow?
    private var shop: Shop?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        self.window = window
        let appSession = (UIApplication.shared.delegate as? AppDelegate)?.session ?? Session()
        do {
            let shop = try Shop(window: window, session: appSession)
            self.shop = shop
            window.makeKeyAndVisible()
            let saved = session.stateRestorationActivity?.navigationState
            Task {
                if await !shop.navigator.restore(savedState: saved).isRestored { await shop.navigator.showTabs() }
            }
            // A cold start's links wait until the tabs are shown, then open in order.
            shop.navigator.handleConnection(connectionOptions)
        } catch {
            // The manifest ships inside the app: say what is wrong on screen rather than crash.
            window.rootViewController = SetupFailedViewController(message: "\(error)")
            window.makeKeyAndVisible()
        }
    }

    /// Another app opened `shop://...`: its bundle identifier comes along as the link's source.
    func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
        shop?.navigator.handle(contexts)
    }

    /// A universal link, `https://shop.example.com/...`.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        shop?.navigator.handle(userActivity)
    }

    /// What the system keeps to bring this scene back as it was.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        shop?.navigator.restorationActivity(type: Self.restorationActivityType)
    }

    /// The scene is gone: so are its window, host and navigator.
    func sceneDidDisconnect(_ scene: UIScene) {
        shop = nil
        window = nil
    }
}

/// Shown instead of the shop when it could not be built.
private final class SetupFailedViewController: UIViewController {
    private let message: String

    init(message: String) {
        self.message = message
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = message
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
