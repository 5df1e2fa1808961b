import Testing
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

/// `router.explain(_:)` and `navigator.explain(_:from:)`: what `wayfinder explain` prints, from
/// the library at run time.
@MainActor
@Suite("Explaining a URL", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ExplanationTests {
    @Test("no match: the scheme is accepted, and the nearest route stops where it differs")
    func nearest() throws {
        let router = Router<String>(configuration: RouterConfiguration(schemes: ["shop"]))
        try router.register("/product/<int:id>", to: "product")
        let explanation = router.explain("shop://product/forty-two")
        #expect(
            explanation == """
                shop://product/forty-two
                  no match   no route takes this URL
                  scheme     'shop' is accepted: patterns without a scheme match it, the host as first segment
                  nearest    the route that lines up furthest:
                    '/product/<int:id>'
                      segment 1  'product'  product  literal
                      stops      at segment 2: 'forty-two' is not an int, as <int:id> needs
                """)
    }

    @Test("a match: segments, values, defaults, the description and a route that ranks lower")
    func matched() throws {
        let router = Router<String>(configuration: RouterConfiguration(schemes: ["shop"]))
        let id = try router.register("/product/<int:id>", to: "product", defaults: ["tab": "details"], description: "A product")
        try router.register("/product/<slug>", to: "slug")
        #expect(router.match("shop://product/42?ref=home")?.routeID == id)
        let explanation = router.explain("shop://product/42?ref=home")
        #expect(
            explanation.split(separator: "\n") == [
                "shop://product/42?ref=home",
                "  matched    '/product/<int:id>'",
                "  scheme     'shop' is one of the router's schemes; the host is the first segment",
                "  segment 1  'product'  product   literal",
                "  segment 2  '42'       <int:id>  typed capture (int)",
                "  param      id = 42",
                "  query      ref = home (not matched; the screen can read it)",
                "  default    tab = details",
                "  about      A product",
                "  also       '/product/<slug>' matches too, but at segment 2 a typed capture (<int:id>) ranks before a string capture (<slug>)",
            ])
    }

    @Test("a refused URL says why, and control characters are escaped")
    func refused() {
        let router = Router<String>()
        let explanation = router.explain("shop://a\u{1}b").split(separator: "\n")
        #expect(explanation.first == "shop://a\\u{1}b")
        #expect(explanation.count == 2)
        #expect(explanation[1].hasPrefix("  refused "))
    }

    @Test("the navigator adds the target, where a link lands, exposure, the source's reach and guards")
    func navigator() async throws {
        let harness = try NavigatorHarness(routes: { routes in
            try routes.register("/orders", screen: "orders", exposure: .everywhere, guards: ["signedIn"])
            try routes.register("/admin", screen: "admin")
        })
        let orders = harness.navigator.explain("shop://orders", from: .universalLink).split(separator: "\n")
        #expect(
            Array(orders.suffix(5)) == [
                "  target     screen orders, pushed onto the topmost stack",
                "  arrival    keeping-work (the default for universal-link)",
                "  exposure   everywhere",
                "  source     universal-link: may reach it",
                "  guards     signedIn (run after the app's interceptors; each must let the route open)",
            ])
        let admin = harness.navigator.explain("shop://admin", from: .notification).split(separator: "\n")
        #expect(
            admin.contains(
                "  source     notification: not exposed to it; the link gets \"not found\", as for a route that does not exist"))
        // A route's own policy, and one the navigator sets for a source.
        let own = try NavigatorHarness(routes: { routes in
            try routes.register("/help", screen: "help", exposure: .everywhere, arrival: .over)
            try routes.register("/orders", screen: "orders", exposure: .everywhere)
        }) { $0.arrivals[.notification] = .onTop }
        #expect(own.navigator.explain("shop://help", from: .notification).contains("  arrival    over (the route's own)"))
        #expect(
            own.navigator.explain("shop://orders", from: .notification).contains(
                "  arrival    on-top (the default for notification)"))
        #expect(own.navigator.arrivalPolicy(for: "shop://orders", from: .notification)?.description == "on-top")
        #expect(own.navigator.arrivalPolicy(for: "shop://orders", from: .inApp)?.description == "in-tab")
        #expect(own.navigator.arrivalPolicy(for: "shop://nowhere", from: .inApp) == nil)
    }
}
