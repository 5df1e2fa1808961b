import Testing
import Wayfinder
import WayfinderTestSupport

/// The sources the scene, app delegate and SwiftUI glue give links from outside.
@MainActor
@Suite("IncomingLink: links from outside and their sources", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct IncomingLinkTests {
    @Test("a URL another app opened carries that app's bundle identifier")
    func openedURL() {
        let link = IncomingLink.openedURL("shop://product/42", sourceApplication: "com.partner.app")
        #expect(link.source == .otherApp(bundleID: "com.partner.app"))
        #expect(IncomingLink.openedURL("shop://cart", sourceApplication: nil).source == .otherApp())
    }

    @Test("only a browsing-web activity with a URL is a universal link")
    func userActivities() {
        #expect(
            IncomingLink.userActivity(type: "NSUserActivityTypeBrowsingWeb", webpageURL: "https://shop.example.com/cart")
                == IncomingLink(url: "https://shop.example.com/cart", source: .universalLink))
        #expect(IncomingLink.userActivity(type: "NSUserActivityTypeBrowsingWeb", webpageURL: nil) == nil)
        #expect(IncomingLink.userActivity(type: "com.shop.handoff", webpageURL: "https://shop.example.com/cart") == nil)
    }

    @Test("SwiftUI's onOpenURL: web URLs are universal links, other schemes another app")
    func swiftUI() {
        #expect(IncomingLink.openedInSwiftUI("HTTPS://shop.example.com/cart").source == .universalLink)
        #expect(IncomingLink.openedInSwiftUI("http://shop.example.com/cart").source == .universalLink)
        #expect(IncomingLink.openedInSwiftUI("shop://cart").source == .otherApp())
        #expect(IncomingLink.openedInSwiftUI("httpsx://cart").source == .otherApp())
    }

    @Test("a cold start opens URL contexts, then universal links, each sorted, other activities left out")
    func coldStart() {
        let links = IncomingLink.coldStart(
            urlContexts: [("shop://b", "com.b"), ("shop://a", nil)],
            userActivities: [("NSUserActivityTypeBrowsingWeb", "https://shop.example.com/z"), ("com.shop.handoff", nil)])
        #expect(links.map(\.url) == ["shop://a", "shop://b", "https://shop.example.com/z"])
        #expect(links.map(\.source.description) == ["external", "external (com.b)", "universal-link"])
    }

    @Test("logs leave out everything a value can be in: path, query and fragment")
    func description() {
        #expect(
            IncomingLink.openedURL("shop://reset/secret-token?token=secret#x", sourceApplication: nil).description
                == "shop://… [external]")
        #expect(
            IncomingLink.userActivity(
                type: "NSUserActivityTypeBrowsingWeb", webpageURL: "https://shop.example.com/reset/secret-token")?.description
                == "https://shop.example.com/… [universal-link]")
    }

    @Test("a cold-start link goes through the external door and waits for the root")
    func coldStartThroughExternalDoor() async throws {
        let harness = try NavigatorHarness(
            screens: ["home", "product", "admin"],
            routes: { routes in
                try routes.register("/product/<int:id>", screen: "product", exposure: .everywhere)
                try routes.register("/admin", screen: "admin")
            })
        let links = IncomingLink.coldStart(
            urlContexts: [("shop://admin", "com.evil"), ("shop://product/7", "com.partner")], userActivities: [])
        let opening = Task { await harness.navigator.openExternal(links) }
        await NavTest.settle()
        #expect(harness.navigator.state == .empty, "links wait until the app has a root")
        await harness.navigator.show("home", presentation: .setRoot)
        let outcomes = await opening.ended("opening")
        #expect(outcomes.map(\.kindDescription) == ["not found", "navigated"])
        #expect(harness.navigator.topmostScreen?.id == "product")
    }
}
