import Testing
@testable import Wayfinder
@testable import WayfinderRouting

/// Links the app's own views open (a SwiftUI Link, a markdown link, openURL): through the
/// navigator when a route takes them, by the door the app chose.
@MainActor
@Suite("Navigator.openOwnLink: links the app's views open", .timeLimit(.minutes(2)), .endsWithin(.seconds(20)))
struct OwnLinkTests {
    let harness: NavigatorHarness

    init() throws {
        harness = try NavigatorHarness(screens: ["home", "product", "orders"], routes: { routes in
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

    @Test("a link no route takes is left to the system", arguments: ["https://example.org/help", "tel:+15550100", "shop://nowhere"])
    func leftToTheSystem(url: String) async {
        await harness.navigator.show("home", presentation: .setRoot)
        #expect(!harness.navigator.openOwnLink(url, from: .inApp))
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
