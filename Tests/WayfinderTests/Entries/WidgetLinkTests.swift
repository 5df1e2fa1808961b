import Foundation
import Testing
import WayfinderTestSupport
@_spi(Internals) import WayfinderTesting

@testable import Wayfinder

/// A widget's URLs carry a mark the adapters read: they open as the widget's, without it.
@MainActor
@Suite("Widget links", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct WidgetLinkTests {
    @Test(
        "the mark goes before the fragment, after any query, and comes off leaving the URL as it was",
        arguments: [
            ("shop://cart", "shop://cart?wf_source=widget"),
            ("shop://product/1?ref=w", "shop://product/1?ref=w&wf_source=widget"),
            ("shop://product/1#reviews", "shop://product/1?wf_source=widget#reviews"),
            ("shop://product/1?a=1&b=#top", "shop://product/1?a=1&b=&wf_source=widget#top"),
            ("https://shop.example.com/cart?", "https://shop.example.com/cart?wf_source=widget"),
        ])
    func markRoundTrip(url: String, marked: String) {
        #expect(LinkSource.widgetURL(url) == marked)
        let unmarked = IncomingLink.withoutWidgetMark(marked)
        #expect(unmarked == (url.hasSuffix("?") ? String(url.dropLast()) : url))
    }

    @Test(
        "only the exact query item is the mark",
        arguments: [
            "shop://cart", "shop://cart?wf_source=widgets", "shop://cart?wf%5Fsource=widget", "shop://cart?xwf_source=widget",
            "shop://cart#wf_source=widget", "shop://cart?wf_source=Widget", "shop://wf_source=widget",
        ])
    func notMarked(url: String) {
        #expect(IncomingLink.withoutWidgetMark(url) == nil)
        #expect(IncomingLink.openedInSwiftUI(url).source == .otherApp())
        #expect(IncomingLink.openedURL(url, sourceApplication: "com.other").source == .otherApp(bundleID: "com.other"))
    }

    @Test("a marked URL the adapters receive opens as the widget's, and reaches only what is exposed to widgets")
    func throughTheDoor() async throws {
        let harness = try NavigatorHarness(routes: { routes in
            try routes.register("/product/<int:id>", screen: "product", exposure: [.widget])
            try routes.register("/orders", screen: "orders", exposure: [.otherApp()])
        })
        await harness.start()
        let navigator = harness.navigator
        let marked = IncomingLink.openedInSwiftUI(LinkSource.widgetURL("shop://product/4?ref=home"))
        #expect(marked == IncomingLink(url: "shop://product/4?ref=home", source: .widget))
        let outcome = await navigator.openExternal(marked)
        #expect(outcome.screen?.arguments == ["id": "4", "ref": "home"])
        #expect(EntryPointTests.topSource(harness) == .widget)
        let fromScheme = IncomingLink.openedURL(LinkSource.widgetURL("shop://orders"), sourceApplication: nil)
        #expect(await navigator.openExternal(fromScheme).kind == .notFound, "a widget's link reaches only widget routes")
        #expect(await navigator.openExternal(IncomingLink.openedInSwiftUI("shop://product/5")).kind == .notFound)
    }
}
