import SwiftUI
import UIKit
import Wayfinder
import WayfinderManifest

// What the samples refer to and the articles leave out: the app's routes, catalog and
// configuration, its session and screens.

let routes = Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["shop"]))

@MainActor let catalog = ScreenCatalog()

@MainActor let configuration = NavigatorConfiguration(tabs: [
    TabDefinition(id: "home", screen: "home"), TabDefinition(id: "catalog", screen: "catalog"),
])

actor Session {
    var isSignedIn = false
    func signOut() { isSignedIn = false }
}

let session = Session()

/// Asks the user a yes-or-no question.
@MainActor func askUser(_ question: String) async -> Bool { false }

final class ProductViewController: UIViewController {
    init(id: Int?) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

/// A screen of the app's own that the app presents itself, with a draft to keep.
final class NoteEditorViewController: UIViewController {
    func saveDraft() {}
}

struct ProductView: View {
    let id: Int
    var body: some View { Text("Product \(id)") }
}

/// The sign-in guard of the "Interceptors" article.
struct SignedInGuard: NavigationInterceptor {
    let session: Session
    var name: String { "signedIn" }

    func intercept(_ request: NavigationRequest) async -> InterceptorDecision {
        await session.isSignedIn ? .proceed : .reject(reason: "not signed in")
    }
}
