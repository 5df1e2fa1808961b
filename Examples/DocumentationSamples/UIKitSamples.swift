import UIKit
import Wayfinder
import WayfinderManifest
import WayfinderUIKit

// The UIKit samples of "Using Wayfinder with UIKit and SwiftUI".

// sample: UsingWithUIKitAndSwiftUI
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var navigator: Navigator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        let host = UIKitHost(window: window, catalog: catalog, tabs: configuration.tabs)
        let navigator = Navigator(routes: routes, catalog: catalog, host: host, configuration: configuration)
        self.window = window
        self.navigator = navigator
        window.makeKeyAndVisible()
        Task {
            // A scene the system recreates comes back where the user left it.
            if await !navigator.restore(savedState: session.stateRestorationActivity?.navigationState).isRestored {
                await navigator.showTabs()
            }
        }
        navigator.handleConnection(connectionOptions)   // links that launched the app
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        navigator?.restorationActivity(type: "com.example.shop.navigation")  // listed in NSUserActivityTypes
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        navigator?.handle(URLContexts)                    // with each link's sourceApplication
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        navigator?.handle(userActivity)                   // universal links
    }
}
// end sample

@MainActor func registerProductScreen() {
    // sample: UsingWithUIKitAndSwiftUI
    catalog.register("product") { request in
        ProductViewController(id: try? request.require("id", as: Int.self))
    }
    // end sample
}

// The samples of other articles that need UIKit.

/// A scene delegate that opens custom-scheme links by hand ("Navigation").
final class LinkSceneDelegate: UIResponder, UIWindowSceneDelegate {
    let navigator: Navigator

    init(navigator: Navigator) {
        self.navigator = navigator
    }

    // sample: Navigation
    // A custom-scheme link, in a UIKit scene delegate:
    func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
        for context in contexts {
            let source = LinkSource.otherApp(bundleID: context.options.sourceApplication)
            Task { await navigator.openExternal(context.url.absoluteString, from: source) }
        }
    }
    // end sample
}

/// The system opener ("Security").
@MainActor func openSystemURLs() {
    var configuration = NavigatorConfiguration()
    // sample: Security
    configuration.systemSchemes = ["tel", "mailto"]
    configuration.openInSystem = { url in
        guard let url = URL(string: url) else { return false }
        return await UIApplication.shared.open(url)
    }
    // end sample
    _ = configuration
}

/// A navigator from a manifest bundled with the app ("Manifest format").
@MainActor func makeNavigator(host: some NavigationHost) throws -> Navigator {
    // sample: ManifestFormat
    let manifest = try Manifest.load(contentsOf: Bundle.main.url(forResource: "routes", withExtension: "json")!)

    var base = NavigatorConfiguration()
    base.guards["signedIn"] = SignedInGuard(session: session)
    base.openInSystem = { url in
        guard let url = URL(string: url) else { return false }
        return await UIApplication.shared.open(url)
    }
    base.confirmExternalAction = { request in await askUser("Open \(request.match.pattern)?") }

    let navigator = Navigator(
        routes: try manifest.makeRouter(), catalog: catalog, host: host,
        configuration: manifest.navigatorConfiguration(base: base))
    // end sample
    return navigator
}

/// The sample of `AppPresentationPolicy` and `UIKitHost.appPresentationPolicy`.
@MainActor func waitForTheAppsEditor(_ host: UIKitHost) {
    host.appPresentationPolicy = .waitThenDismiss(limit: .seconds(30))
    host.willDismissAppPresentation = { controller in
        // A system composer cannot be saved by the app; the app's own editor keeps its draft.
        (controller as? NoteEditorViewController)?.saveDraft()
    }
}

/// A split view's display mode ("Columns and screen sizes"; `UIKitHost.configureSplitView` shows the same).
@MainActor func configureSplitViews(_ host: UIKitHost) {
    // sample: ColumnsAndScreenSizes
    host.configureSplitView = { split in
        split.preferredDisplayMode = .oneBesideSecondary
        split.preferredSplitBehavior = .tile
    }
    // end sample
}
