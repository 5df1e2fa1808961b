import Testing
import WayfinderTestSupport
import WayfinderTesting

@testable import Wayfinder
@testable import WayfinderRouting

@MainActor
@Suite(.timeLimit(.minutes(5)), .endsWithin(.seconds(20))) struct NavigatorSmokeTests {
    struct SignIn: NavigationInterceptor {
        let isSignedIn: @Sendable () async -> Bool
        func intercept(_ request: NavigationRequest) async -> InterceptorDecision {
            if await isSignedIn() { return .proceed }
            return .suspend { navigator in
                let ok = try? await navigator.open("shop://login", expecting: Bool.self)
                return ok == true ? .proceed : .reject(reason: "not signed in")
            }
        }
    }

    func make(_ configure: (inout NavigatorConfiguration) -> Void = { _ in }) throws -> (Navigator, HeadlessHost) {
        let routes = Router<RouteDefinition>(configuration: .init(schemes: ["shop"], universalLinkHosts: ["shop.example.com"]))
        try routes.register(
            "/product/<int:id>", screen: "product", parent: "/category/<category>", tab: "shop", exposure: .everywhere)
        try routes.register("/category/<category>", screen: "category", tab: "shop")
        try routes.register("/orders", screen: "orders", guards: ["signedIn"])
        try routes.register("/login", screen: "login", presentation: .presentInStack())
        try routes.register("/address/pick", screen: "address", presentation: .present())
        let catalog = ScreenCatalog()
        for id in ["home", "shop", "product", "category", "orders", "login", "address"] { catalog.register(id) }
        var configuration = NavigatorConfiguration(tabs: [.init(id: "home", screen: "home"), .init(id: "shop", screen: "shop")])
        configure(&configuration)
        let host = HeadlessHost(catalog: catalog)
        return (Navigator(routes: routes, catalog: catalog, host: host, configuration: configuration), host)
    }

    @Test func opensWithParentChainAndTab() async throws {
        let (navigator, host) = try make()
        await navigator.showTabs()
        let outcome = await navigator.openExternal("https://shop.example.com/product/42?category=shoes", from: .universalLink)
        #expect(outcome.transition != nil, "\(outcome)")
        #expect(
            navigator.state.description == """
                tabs (selected: shop)
                ├─ tab home
                │  └─ home #1
                └─ tab shop *
                   ├─ shop #2
                   ├─ category #4 category=shoes
                   └─ product #3 category=shoes id=42
                """)
        #expect(host.displayedState == navigator.state)
    }

    @Test func resultsAndSwipe() async throws {
        let (navigator, host) = try make()
        await navigator.showTabs()
        async let picked = navigator.open("shop://address/pick", expecting: String.self)
        while navigator.topmostScreen?.id != "address" { await Task.yield() }
        let key = try #require(navigator.topmostScreen?.key)
        await navigator.finish(key, with: "Main St")
        #expect(try await picked == "Main St")

        async let second = navigator.open("shop://address/pick", expecting: String.self)
        while navigator.topmostScreen?.id != "address" { await Task.yield() }
        #expect(host.simulateInteractiveDismissal())
        #expect(try await second == nil)
        #expect(navigator.state == host.displayedState)
    }

    @Test func guardSuspendsForLoginThenResumes() async throws {
        let signedIn = SignedInFlag()
        let (navigator, _) = try make { $0.guards["signedIn"] = SignIn(isSignedIn: { await signedIn.value }) }
        await navigator.showTabs()
        async let opening = navigator.open("shop://orders")
        while navigator.topmostScreen?.id != "login" { await Task.yield() }
        await signedIn.set(true)
        await navigator.finish(navigator.topmostScreen!.key, with: true)
        let outcome = await opening
        #expect(navigator.topmostScreen?.id == "orders", "\(outcome)")
    }

    @Test func linksWaitForRoot() async throws {
        let (navigator, _) = try make()
        async let early = navigator.open("shop://address/pick")  // no tab: it waits for a root
        await Task.yield()
        #expect(navigator.state.root == nil)
        await navigator.showTabs()
        _ = await early
        #expect(navigator.topmostScreen?.id == "address")
    }

    @Test func linkIntoATabShowsTheTabsItselfAndShowTabsKeepsIt() async throws {
        let (navigator, _) = try make()
        let outcome = await navigator.openExternal("shop://product/7?category=shoes", from: .otherApp(bundleID: "com.other"))
        #expect(outcome.rejection == nil)
        #expect(navigator.state.selectedTab == "shop")
        #expect(navigator.state.topmostStack?.screens.map(\.id) == ["shop", "category", "product"])
        await navigator.showTabs()  // what the app calls at launch, after the link came in
        #expect(navigator.topmostScreen?.id == "product")
    }
}

actor SignedInFlag {
    var value = false
    func set(_ newValue: Bool) { value = newValue }
}
