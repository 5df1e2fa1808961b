import UIKit

/// The app delegate names the scene delegate and owns what every window shares: the session.
/// Links arrive at the scene.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    /// Who is signed in, for every window: signing in once signs in everywhere.
    let session = Session()

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}
