import SwiftUI
import UIKit
import Wayfinder
import WayfinderUIKit

// The samples in Wayfinder's doc comments that need UIKit or SwiftUI. The rest run in
// Tests/WayfinderTests/Documentation/Samples/NavigationDocCommentSamples.swift.

struct OwnLinksView: View {
    let navigator: Navigator
    var body: some View {
        Text("[Product](shop://product/42)")
            // sample: Navigator+OwnLinks
            .environment(\.openURL, OpenURLAction { url in
                navigator.openOwnLink(url.absoluteString) ? .handled : .systemAction
            })
            // end sample
    }
}

@MainActor func makeNavigatorConfiguration() -> NavigatorConfiguration {
    // sample: NavigatorConfiguration
    var configuration = NavigatorConfiguration()
    configuration.guards["signedIn"] = SignedInGuard(session: session)
    configuration.webScreen = "web"
    configuration.webHosts = ["help.example.com"]
    configuration.openInSystem = { url in await UIApplication.shared.open(URL(string: url)!) }
    configuration.tabs = [TabDefinition(id: "home", screen: "home"), TabDefinition(id: "cart", screen: "cart")]
    // end sample
    return configuration
}

final class RestoringSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var navigator: Navigator!

    // sample: Navigator+SavedState
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        navigator.restorationActivity(type: "com.example.shop.navigation")
    }
    // end sample

    func restore(_ session: UISceneSession) async {
        // sample: Navigator+SavedState
        if await !navigator.restore(savedState: session.stateRestorationActivity?.navigationState).isRestored {
            await navigator.showTabs()
        }
        // end sample
    }
}

@MainActor func registerShopScreens() {
    // sample: ScreenCatalog
    let catalog = ScreenCatalog()
    catalog.register("product") { request in ProductViewController(id: try? request.require("id", as: Int.self)) }
    catalog.register("cart")                         // id only: the host knows how to show it
    catalog.registerAction("logout") { request in
        await session.signOut()
        return ActionResult("signed out")
    }
    // end sample
}

/// A host of the app's own, as ``NavigationTransition`` describes one.
@MainActor final class ViewStore {
    let catalog = ScreenCatalog()
    var contents: [Int: AnyView?] = [:]

    func build(_ transition: NavigationTransition) {
        // sample: NavigationAction
        for screen in transition.addedScreens {
            contents[screen.key] = catalog.makeContent(for: transition.request(for: screen), as: AnyView.self)
        }
        // end sample
    }
}

/// A screen's view controller that advertises the screen for Handoff.
@MainActor func advertise(_ screen: Screen, on viewController: UIViewController, navigator: Navigator) {
    // sample: Navigator+UserActivity
    viewController.userActivity = navigator.userActivity(for: screen)
    // end sample
}

final class ContinuingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var navigator: Navigator!

    func scene(_ scene: UIScene, continue activity: NSUserActivity) {
        Task {
            // sample: Navigator+Activities
            await navigator.openActivity(type: activity.activityType, url: activity.userInfo?["url"] as? String)
            // end sample
        }
    }
}
