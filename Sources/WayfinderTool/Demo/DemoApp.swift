import Wayfinder
import WayfinderManifest
import WayfinderTesting

/// A headless app built from a manifest: every screen it names registered, its actions,
/// a sign-in guard and a system opener that only records, and a navigator on a headless host.
@MainActor
final class DemoApp {
    let manifest: Manifest
    let navigator: Navigator
    let host: HeadlessHost
    let session: DemoSession
    /// What the app did outside the navigator: URLs handed to the system, questions asked.
    let log = DemoLog()

    /// - Parameters:
    ///   - arrivals: where links land by source, over the manifest's (the demo tries one link
    ///     under each policy on copies of the app).
    ///   - session: the customer's session; a relaunched app keeps the one it had.
    init(
        manifest: Manifest, arrivals: [LinkSource: ArrivalPolicy] = [:], session: DemoSession = DemoSession()
    ) throws(ManifestError) {
        self.manifest = manifest
        self.session = session
        let catalog = ScreenCatalog()
        for id in manifest.screenIDs { catalog.register(id) }
        let session = self.session
        for name in manifest.actionNames {
            catalog.registerAction(name) { request in
                switch name {
                case "applyCoupon": return ActionResult("applied coupon \(request.match.parameters["code"] ?? "")")
                case "logout":
                    await session.signOut()
                    return ActionResult("signed out")
                default: return ActionResult("ran \(name)")
                }
            }
        }
        let loginURL = manifest.schemes.first.map { "\($0)://login" } ?? "app://login"
        var base = NavigatorConfiguration(animated: false)
        for name in Set(manifest.routes.flatMap(\.definition.guards)) {
            base.guards[name] =
                name == "signedIn"
                ? SignedInGuard(session: session, loginURL: loginURL) as any NavigationInterceptor
                : ClosureInterceptor(name) { _ in .proceed }
        }
        let log = self.log
        base.openInSystem = { url in
            log.entries.append("handed to the system: \(url)")
            return true
        }
        base.confirmExternalAction = { request in
            // The demo's user always says yes; a real app shows an alert here.
            log.entries.append("asked the user to confirm '\(request.url)': yes")
            return true
        }
        base.notificationLinks = .init(urlKey: "url", actions: ["TRACK": "trackURL"])
        base.signedLinks = try? SignedLinks(keys: [DemoApp.serverKeyID: DemoApp.serverKey])
        let host = HeadlessHost(catalog: catalog)
        self.host = host
        var configuration = manifest.navigatorConfiguration(base: base)
        configuration.arrivals.merge(arrivals) { _, chosen in chosen }
        self.navigator = Navigator(
            routes: try manifest.makeRouter(), catalog: catalog, host: host, configuration: configuration)
    }
}

extension DemoApp {
    /// The key the shop's server signs its links with, as the app holds it: a fixed demo
    /// value; a real app keeps its keys out of its source.
    static let serverKey = [UInt8](repeating: 0x5A, count: 32)
    static let serverKeyID = "2026-11"
}

/// What the app did outside the navigator, for the demo to print.
@MainActor
final class DemoLog {
    var entries: [String] = []

    /// The entries since the last call.
    func drain() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// Whether the demo's customer is signed in.
actor DemoSession {
    private(set) var isSignedIn = false
    /// Whether links that need sign-in wait for it (the app is in the background, say) rather
    /// than interrupt with the sign-in screen.
    private(set) var parksLinks = false
    func signIn() { isSignedIn = true }
    func signOut(parkingLinks: Bool = false) {
        isSignedIn = false
        parksLinks = parkingLinks
    }
}

/// The canonical guard: while signed out, suspend the request, present the sign-in screen,
/// and go on only if it hands back `true`.
struct SignedInGuard: NavigationInterceptor {
    let session: DemoSession
    let loginURL: String
    var name: String { "signedIn" }

    func intercept(_ request: NavigationRequest) async -> InterceptorDecision {
        if await session.isSignedIn { return .proceed }
        if await session.parksLinks, request.source.isExternal { return .park(until: "signedIn") }
        let loginURL = loginURL
        return .suspend { navigator in
            let signedIn = (try? await navigator.open(loginURL, expecting: Bool.self)) ?? nil
            return signedIn == true ? .proceed : .reject(reason: "sign-in was cancelled")
        }
    }
}
