import Testing
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

/// Links the app's own views open (a SwiftUI Link, a markdown link, openURL): through the
/// navigator when a route takes them, by the door the app chose.
@MainActor
@Suite("Navigator.openOwnLink: links the app's views open", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct OwnLinkTests {
    let harness: NavigatorHarness

    init() throws {
        harness = try NavigatorHarness(
            screens: ["home", "product", "orders"],
            routes: { routes in
                try routes.register("/product/<int:id>", screen: "product", exposure: .everywhere)
                try routes.register("/orders", screen: "orders")
            })
    }

    private func settle() async {
        await NavTest.waitUntil("the request is applied") { harness.navigator.state.allScreens.count > 1 }
    }

    @Test("a link a route takes opens in the app, internal routes included, through the in-app door")
    func inAppDoor() async {
        await harness.navigator.show("home", presentation: .setRoot)
        #expect(harness.navigator.openOwnLink("shop://orders", from: .inApp))
        await settle()
        #expect(harness.navigator.topmostScreen?.id == "orders")
    }

    @Test("a link no route takes is left to the system", arguments: ["https://example.org/help", "tel:+15550100"])
    func leftToTheSystem(url: String) async {
        await harness.navigator.show("home", presentation: .setRoot)
        #expect(!harness.navigator.openOwnLink(url, from: .inApp))
    }

    @Test("a link in the app's own scheme that no route takes falls back as open does, never to the system")
    func ownSchemeFallsBack() async throws {
        let harness = try NavigatorHarness(screens: ["home", "notFound"], configure: { $0.notFoundScreen = "notFound" })
        await harness.start()
        #expect(harness.navigator.openOwnLink("shop://nowhere", from: .inApp))
        await NavTest.waitUntil("the not-found screen shows") { harness.navigator.topmostScreen?.id == "notFound" }
        // Without a not-found screen it is still the app's: nothing opens, and the system is not asked.
        #expect(self.harness.navigator.openOwnLink("SHOP://nowhere", from: .inApp))
    }

    @Test("a web link no route takes opens in the web screen for its hosts, as open does")
    func webFallback() async throws {
        let harness = try NavigatorHarness(
            screens: ["home", "web"],
            configure: { configuration in
                configuration.webScreen = "web"
                configuration.webHosts = ["help.example.com"]
            })
        await harness.start()
        #expect(!harness.navigator.openOwnLink("https://example.org/help", from: .inApp))
        #expect(harness.navigator.openOwnLink("https://help.example.com/returns", from: .inApp))
        await NavTest.waitUntil("the web screen shows") { harness.navigator.topmostScreen?.id == "web" }
    }

    @Test("through the outside door an internal route answers not found, an exposed one opens")
    func outsideDoor() async {
        await harness.navigator.show("home", presentation: .setRoot)
        #expect(harness.navigator.openOwnLink("shop://orders", from: .otherApp()))
        #expect(harness.navigator.openOwnLink("shop://product/7", from: .otherApp()))
        await settle()
        #expect(harness.navigator.state.allScreens.map(\.id) == ["home", "product"])
    }
}
