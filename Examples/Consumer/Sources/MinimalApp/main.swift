import Wayfinder
import WayfinderTesting

// The README's minimal app, as written there (a test in WayfinderTests keeps the two equal).
// sample: README
// Routes: in code, or loaded from a manifest (see Examples/shop.json).
let routes = Router<RouteDefinition>(configuration: RouterConfiguration(
    schemes: ["shop"], universalLinkHosts: ["shop.example.com"]))
try routes.register("/category/<category>", screen: "category", tab: "catalog", exposure: .everywhere)
try routes.register("/product/<int:id>", screen: "product", parent: "/category/<category>",
                    tab: "catalog", exposure: .everywhere)
try routes.register("/cart/count", action: "cartCount")

// Screens register by id in their own modules; the host (UIKit, SwiftUI, or memory) shows them.
let catalog = ScreenCatalog()
for id in ["home", "catalog", "category", "product"] { catalog.register(id) }
catalog.registerAction("cartCount") { _ in ActionResult("2 items in the cart", value: 2) }
let navigator = Navigator(
    routes: routes, catalog: catalog, host: HeadlessHost(catalog: catalog),
    configuration: NavigatorConfiguration(tabs: [
        TabDefinition(id: "home", screen: "home"), TabDefinition(id: "catalog", screen: "catalog"),
    ]))
await navigator.showTabs()                                       // the first screen, at launch

await navigator.open("shop://product/42?ref=home")               // in-app door
await navigator.openExternal("https://shop.example.com/product/7?category=shoes",
                             from: .universalLink)               // links from outside
// A typed result; a screen hands one back the same way when it finishes.
let count = try await navigator.open("shop://cart/count", expecting: Int.self)   // 2
// end sample

print("tab: \(navigator.state.selectedTab ?? "none")")
print("topmost: \(navigator.state.topmostStack?.screens.map(\.id) ?? [])")
print("cart count: \(count.map(String.init) ?? "none")")
