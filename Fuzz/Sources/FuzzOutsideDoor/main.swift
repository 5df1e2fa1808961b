import FuzzHarness
import Wayfinder
// The URL reader and pattern parts, which apps do not see (SPI), to check them against the router.
@_spi(Internals) import WayfinderRouting
import WayfinderTesting

// Any text through the doors of a navigator on a headless host: from other apps and as a
// universal link, it never runs an action or reaches the internal-only screen; in-app, it ends
// with an outcome; the host always shows what the navigator says.

/// The navigator and its host; each input starts from a root set anew.
@MainActor
enum Shared {
    private static var made = makeNavigator()
    private static var uses = 0

    /// The navigator and its host, made anew every 1,000 inputs: the headless host keeps
    /// every update it applied (for tests to read), which over millions of inputs would fill
    /// the memory.
    static func next() -> (Navigator, HeadlessHost) {
        uses += 1
        if uses % 1_000 == 0 { made = makeNavigator() }
        return made
    }
}

/// The same table for the navigator, with exposure, guards and actions.
@MainActor
func makeNavigator() -> (Navigator, HeadlessHost) {
    let routes = Router<RouteDefinition>(
        configuration: RouterConfiguration(
            schemes: ["shop"], universalLinkHosts: ["shop.example.com"]))
    do {
        try routes.register("/", screen: "home", exposure: .everywhere)
        try routes.register(
            "/product/<int:id>", screen: "product", parent: "/category/<category>", exposure: .everywhere,
            defaults: ["category": "all"])
        try routes.register("/category/<category>", screen: "category", exposure: .everywhere)
        try routes.register("/search[/<query>]", screen: "search", exposure: .everywhere)
        try routes.register("/orders", screen: "orders", exposure: .everywhere, guards: ["signedIn"])
        try routes.register("/admin/<path:section>", screen: "admin")
        try routes.register("/login", screen: "login", presentation: .presentInStack(), exposure: .everywhere)
        try routes.register("/coupon/<code>", action: "coupon", exposure: .everywhere, externalActions: .requiresConfirmation)
        try routes.register("/logout", action: "logout", exposure: .everywhere)
        try routes.register("/p/<int:id>", redirectTo: "/product/<id>", exposure: .everywhere)
        try routes.register("/loop", redirectTo: "/loop", exposure: .everywhere)
    } catch {
        fatalError("fixture: \(error)")
    }
    let catalog = ScreenCatalog()
    for id in ["home", "product", "category", "search", "orders", "admin", "login", "web", "notFound"] {
        catalog.register(id)
    }
    catalog.registerAction("coupon") { _ in ActionResult("applied") }
    catalog.registerAction("logout") { _ in ActionResult("signed out") }
    var configuration = NavigatorConfiguration(animated: false)
    configuration.addGuard("signedIn") { _ in .reject(reason: "signed out") }
    configuration.webScreen = "web"
    configuration.webHosts = ["help.example.com", "*.example.org"]
    configuration.systemSchemes = ["tel", "mailto"]
    configuration.openInSystem = { _ in true }
    configuration.confirmExternalAction = { _ in false }
    configuration.notFoundScreen = "notFound"
    let host = HeadlessHost(catalog: catalog)
    return (Navigator(routes: routes, catalog: catalog, host: host, configuration: configuration), host)
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOutsideDoor(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = text(data, size)
    // Values long enough not to be a word of the route table or of a message by chance.
    let queryValues = ((try? RouteURL(input))?.query.map(\.value) ?? []).filter { $0.count >= 12 }
    runOnMainActor {
        let (navigator, host) = Shared.next()
        await navigator.show("home", presentation: .setRoot)
        for source in [LinkSource.otherApp(bundleID: "com.example.other"), .universalLink] {
            let outcome = await navigator.openExternal(input, from: source)
            let description = outcome.description
            for value in queryValues where description.contains(value) {
                check(false, "the outcome's description carries the query value '\(value)': \(description)")
            }
            if case .handled = outcome.kind.final { check(false, "an outside link ran an action: \(outcome)") }
            check(!navigator.state.allScreens.contains { $0.id == "admin" }, "an outside link reached admin")
            check(host.displayedState == navigator.state, "host and navigator disagree")
        }
        let inside = await navigator.open(input)
        _ = inside.description
        check(host.displayedState == navigator.state, "host and navigator disagree")
    }
    return 0
}

runFuzzer(fuzzOutsideDoor)
