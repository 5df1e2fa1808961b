import Testing
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

/// DeepLinkKit's example app routed `dpl://` links and `https://dpl.io` universal links to a
/// product page (`/product/:sku`) and a message (`/say/:title/:message`), read route and query
/// parameters, pushed onto the current navigation controller when there was one and presented
/// otherwise, and handed data back to the opener. The same scenario, with Wayfinder.
@MainActor
@Suite("Seed: DeepLinkKit example app", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct DeepLinkKitScenarioTests {
    /// What the product page hands back: a value, not a reference to any object.
    struct Purchase: Hashable, Sendable {
        var sku: String
        var quantity: Int
    }

    static func make() throws -> NavigatorHarness {
        try NavigatorHarness(
            router: RouterConfiguration(schemes: ["dpl"], universalLinkHosts: ["dpl.io", "www.dpl.io"]),
            screens: ["home", "product", "say"],
            routes: { routes in
                try routes.register("/product/<sku>", screen: "product", exposure: [.otherApp(), .universalLink])
                try routes.register("/say/<title>/<message>", screen: "say", presentation: .present(), exposure: .everywhere)
            })
    }

    @Test("route parameters and query parameters reach the screen, decoded")
    func routeAndQueryParameters() async throws {
        let fixture = try Self.make()
        await fixture.start()

        let product = await fixture.navigator.openExternal("dpl://product/93598?color=blue&size=M", from: .otherApp())
        let say = await fixture.navigator.open("dpl://say/Hello%20there/From%20DeepLinkKit%21?tone=warm")

        #expect(openedScreen(product)?.arguments == ["sku": "93598", "color": "blue", "size": "M"], "\(product)")
        let sayScreen = try #require(openedScreen(say), "\(say)")
        #expect(sayScreen.arguments == ["title": "Hello there", "message": "From DeepLinkKit!", "tone": "warm"])
        let request = try #require(fixture.navigator.request(for: sayScreen.key))
        #expect(request.get("title") == "Hello there")
        #expect(request.get("tone") == "warm")
        #expect(request.match?.get("message") == "From DeepLinkKit!")
    }

    @Test(
        "a universal link and a custom-scheme link reach the same screen with the same arguments",
        arguments: [
            ("dpl://product/93598?ref=mail", LinkSource.otherApp(bundleID: "com.apple.mobilemail")),
            ("https://dpl.io/product/93598?ref=mail", LinkSource.universalLink),
            ("https://www.dpl.io/product/93598/?ref=mail", LinkSource.universalLink),
            ("HTTPS://DPL.IO:443/product/93598?ref=mail", LinkSource.universalLink),
        ])
    func universalAndCustomScheme(url: String, source: LinkSource) async throws {
        let fixture = try Self.make()
        await fixture.start()

        let outcome = await fixture.navigator.openExternal(url, from: source)

        let screen = try #require(openedScreen(outcome), "\(outcome)")
        #expect(screen.id == "product")
        #expect(screen.arguments == ["sku": "93598", "ref": "mail"])
        #expect(screen.url == url)
        #expect(fixture.navigator.request(for: screen.key)?.source == source)
    }

    @Test("a universal link of another host is not taken")
    func otherHost() async throws {
        let fixture = try Self.make()
        await fixture.start()

        #expect(await fixture.navigator.openExternal("https://evil.example/product/93598", from: .universalLink).isNotFound)
    }

    @Test("a link is pushed when the topmost screen is in a stack")
    func pushOntoStack() async throws {
        let fixture = try Self.make()
        await fixture.start()
        let home = try #require(fixture.navigator.topmostScreen)

        let outcome = await fixture.navigator.openExternal("dpl://product/1", from: .otherApp())

        let product = try #require(openedScreen(outcome), "\(outcome)")
        #expect(outcome.transition?.changes == [.pushed([product], onto: .root)])
        #expect(fixture.navigator.topmostStack?.screens == [home, product])
        #expect(fixture.navigator.state.modals.isEmpty)
    }

    @Test("a link is presented in a new stack when the topmost screen is not in one, and later links push onto it")
    func presentWhenNoStack() async throws {
        let fixture = try Self.make()
        let navigator = fixture.navigator
        // The window's root is a single screen, outside any navigation stack.
        await navigator.show("home", presentation: .present())
        #expect(navigator.state.description == "single\n└─ home #1")
        #expect(navigator.topmostStack == nil)

        let first = await navigator.openExternal("dpl://product/1", from: .otherApp())
        let product = try #require(openedScreen(first), "\(first)")
        #expect(first.transition?.changes == [.presented(.stack(Stack(product)))])

        let second = await navigator.openExternal("https://dpl.io/product/2", from: .universalLink)
        let next = try #require(openedScreen(second), "\(second)")
        #expect(second.transition?.changes == [.pushed([next], onto: .modal(0))])
        #expect(
            navigator.state.description == """
                single
                └─ home #1
                modal sheet stack
                ├─ product #2 sku=1
                └─ product #3 sku=2
                """)
        #expect(fixture.host.displayedState == navigator.state)
    }

    @Test("data is handed back to the opener without any object reference in the URL")
    func dataHandedBack() async throws {
        let fixture = try Self.make()
        let navigator = fixture.navigator
        await fixture.start()

        async let purchase = navigator.open("dpl://product/93598", expecting: Purchase.self)
        await NavTest.waitUntil("the product shows") { navigator.topmostScreen?.id == "product" }
        let product = try #require(navigator.topmostScreen)
        // All the screen got is the SKU in the URL: no pointer, no class name, no callback.
        #expect(product.url == "dpl://product/93598")
        #expect(product.arguments == ["sku": "93598"])
        #expect(navigator.request(for: product.key)?.context.isEmpty == true)

        await navigator.finish(product.key, with: Purchase(sku: "93598", quantity: 2))

        #expect(try await purchase == Purchase(sku: "93598", quantity: 2))
        #expect(fixture.screenIDs == ["home"])
    }

    @Test("a presented message hands back nil when the user swipes it away")
    func swipedAway() async throws {
        let fixture = try Self.make()
        let navigator = fixture.navigator
        await fixture.start()

        async let answer = navigator.open("dpl://say/Hi/There", expecting: String.self)
        await NavTest.waitUntil("the message shows") { navigator.topmostScreen?.id == "say" }
        #expect(fixture.host.simulateInteractiveDismissal())

        #expect(try await answer == nil)
        #expect(fixture.screenIDs == ["home"])
    }
}
