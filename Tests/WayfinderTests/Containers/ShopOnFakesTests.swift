import Foundation
import Testing
import Wayfinder
import WayfinderManifest
import WayfinderTestSupport

/// The example app's story (Examples/ShopApp) on the UIKit host over fakes, with the same
/// manifest: a cold-start universal link, the sign-in guard, a result handed back.
@MainActor
@Suite("Examples/ShopApp's story on the UIKit host over fakes", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ShopOnFakesTests {
    /// Whether the customer is signed in, as the example's `Session`.
    actor Session {
        private(set) var isSignedIn = false
        func signIn() { isSignedIn = true }
    }

    /// The example's guard: present sign-in, go on only if it hands back `true`.
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

    struct Address: Sendable, Equatable { let line: String }

    let ui = FakeUIKit()
    let host: FakeUIKitHost
    let navigator: Navigator
    let session = Session()

    init() throws {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/shop.json")
        let manifest = try Manifest.load(contentsOf: url)
        let catalog = ScreenCatalog()
        for id in manifest.screenIDs { catalog.register(id) }
        for name in manifest.actionNames { catalog.registerAction(name) { _ in ActionResult("ran \(name)") } }
        var base = NavigatorConfiguration()
        base.guards["signedIn"] = SignedInGuard(session: session)
        let configuration = manifest.navigatorConfiguration(base: base)
        host = FakeUIKitHost(ui: ui, catalog: catalog)
        navigator = Navigator(routes: try manifest.makeRouter(), catalog: catalog, host: host, configuration: configuration)
        #expect(manifest.issues(against: catalog).isEmpty)
    }

    func names(_ tab: String) -> [String] {
        // A tab's stack, or the screens of its split view read in column order.
        (ContainerTree.stackContainer(at: .tab(tab), in: host.root!, bindings: host.driver.bindings)?.stackedControllers ?? [])
            .compactMap { ($0 as? FakeViewController)?.name }
    }

    func settle(sourceLocation: SourceLocation = #_sourceLocation) async {
        await ui.finishAnimations()
        #expect(host.displayedState == navigator.state, sourceLocation: sourceLocation)
        #expect(ui.complaints.isEmpty, "\(ui.complaints)", sourceLocation: sourceLocation)
    }

    @Test("a universal link that launched the app opens its product, with its category beneath, once the tabs show")
    func coldStartUniversalLink() async {
        let links = [
            IncomingLink.userActivity(
                type: IncomingLink.browsingWebActivityType,
                webpageURL: "https://shop.example.com/product/42?category=shoes")!
        ]
        // The link names a tab: it shows the tabs itself, and the app's showTabs() at launch
        // keeps what it opened.
        let opening = Task { await navigator.openExternal(links) }
        await navigator.showTabs()
        _ = await opening.ended("opening")
        #expect(navigator.state.selectedTab == "catalog")
        #expect(names("catalog").map { $0.split(separator: " ")[0] } == ["catalog", "category", "product"])
        // The catalog tab is a split view: categories, a category's products, the product.
        let split = host.splitViews.first
        #expect(split?.style == .tripleColumn)
        for (place, screen) in [
            (SplitPlace.column(.sidebar), "catalog"), (.column(.supplementary), "category"), (.column(.detail), "product"),
        ] {
            #expect(split?.navigation(place)?.viewControllers.map { String($0.name.split(separator: " ")[0]) } == [screen])
        }
        await settle()
    }

    @Test("checkout while signed out presents sign-in; signing in hands back true and checkout opens")
    func guardedCheckout() async throws {
        await navigator.showTabs()
        let checkout = Task { await navigator.open("shop://checkout") }
        await NavTest.waitUntil("sign-in is presented") { navigator.topmostScreen?.id == "login" }
        await ui.finishAnimations()
        #expect(ContainerTree.presentationChain(from: host.root!).count == 1)
        await session.signIn()
        await navigator.finish(navigator.topmostScreen!.key, with: true)
        let outcome = await checkout.ended("checkout")
        #expect(outcome.rejection == nil, "\(outcome)")
        #expect(navigator.state.selectedTab == "cart")
        #expect(names("cart").map { $0.split(separator: " ")[0] } == ["cart", "checkout"])
        await settle()
    }

    @Test("swiping sign-in away cancels the guarded link")
    func signInSwipedAway() async throws {
        await navigator.showTabs()
        let orders = Task { await navigator.open("shop://orders") }
        await NavTest.waitUntil("sign-in is presented") { navigator.topmostScreen?.id == "login" }
        await ui.finishAnimations()
        let sheet = try #require(ContainerTree.presentationChain(from: host.root!).last as? FakeViewController)
        #expect(sheet.userSwipesDown())
        let outcome = await orders.ended("orders")
        #expect(outcome.rejection?.code == .interceptor)
        #expect(host.reports == [.dismiss(1)])
        await settle()
    }

    @Test("the address picker hands its address back and closes")
    func addressPicker() async throws {
        await navigator.showTabs()
        let picking = Task { try await navigator.open("shop://address/pick", expecting: Address.self) }
        await NavTest.waitUntil("the picker is presented") { navigator.topmostScreen?.id == "addressPicker" }
        #expect(navigator.state.modals.first?.style == .fullScreen)
        await navigator.finish(navigator.topmostScreen!.key, with: Address(line: "221B Baker Street"))
        #expect(try await picking.ended("picking") == Address(line: "221B Baker Street"))
        #expect(ContainerTree.presentationChain(from: host.root!).isEmpty)
        await settle()
    }
}
