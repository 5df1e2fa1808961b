import Foundation
import Testing
import WayfinderTestSupport
import Wayfinder

/// The samples of the "Getting started" article, in the article's order: each builds on the
/// router the first one makes.
@Suite("Getting started samples run as written", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct GettingStartedSamples {
    @Test("a router, matching, typed parameters and URLs built back")
    func walkThrough() throws {
        // sample: GettingStarted
        enum Page: Sendable { case home, product, search, help, order, cart, account }

        let router = Router<Page>(configuration: RouterConfiguration(
            schemes: ["shop"],
            universalLinkHosts: ["shop.example.com"]))

        try router.register("/", to: .home)
        try router.register("/product/<int:id>", to: .product,
                            defaults: ["tab": "details"], description: "A product page")
        try router.register("/search[/<query>]", to: .search)
        try router.register("/help/<path:topic>", to: .help)
        let orderRoute = try router.register("shop://order/<uuid:order>", to: .order)
        // end sample
        #expect(router.routes.count == 5)

        // sample: GettingStarted
        try router.update { table in
            try table.register("/cart", to: .cart)
            try table.register("/account", to: .account)
        }
        // end sample
        #expect(router.match("shop://account")?.target == .account)

        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }
        // sample: GettingStarted
        if let match = router.match("https://shop.example.com/product/42?ref=home#reviews") {
            print(match.target)               // product
            print(match.pattern)              // /product/<int:id>
            print(match.get("ref") ?? "")     // home
            print(match.fragment ?? "")       // reviews
        }
        // end sample
        #expect(printed == ["product", "/product/<int:id>", "home", "reviews"])

        let link = "shop://product/%zz"
        var seen = ""
        func open(_ match: RouteMatch<Page>) { seen = "matched" }
        func showNotFound() { seen = "not found" }
        func log(_ text: String) { seen = text }
        // sample: GettingStarted
        do {
            if let match = try router.resolve(link) { open(match) } else { showNotFound() }
        } catch {
            log("refused link: \(error)")
        }
        // end sample
        #expect(seen == "refused link: '%' must be followed by two hexadecimal digits (at byte 15)")

        printed = []
        // sample: GettingStarted
        let match = router.match("shop://product/42")!
        let text = match.parameters["id"]      // "42", the decoded text
        let id = match.get("id", as: Int.self) // 42
        let sameID = try match.require("id", as: Int.self) // 42
        do {
            _ = try match.require("id", as: UUID.self)
        } catch {
            print(error)   // parameter 'id' is not a valid UUID
        }

        let help = router.match("shop://help/account/password")!
        let topic = help.parameters["topic"]  // "account/password"
        let segments = help.segments("topic") // ["account", "password"]
        // end sample
        #expect(text == "42" && id == 42 && sameID == 42)
        #expect(printed == ["parameter 'id' is not a valid UUID"])
        #expect(topic == "account/password" && segments == ["account", "password"])

        // sample: GettingStarted
        enum Tab: String, RouteParameterConvertible { case details, reviews }
        // end sample

        // sample: GettingStarted
        let linked = router.match("shop://product/42?id=7&tab=reviews")!
        let linkedID = linked.get("id")                              // "42": the path wins over the query
        let tab = linked.get("tab", as: Tab.self)                    // .reviews: from the query
        let fallback = router.match("shop://product/42")!.get("tab") // "details": from the defaults
        // end sample
        #expect(linkedID == "42" && tab == .reviews && fallback == "details")

        // sample: GettingStarted
        let orderURL = try router.url(for: orderRoute, parameters: ["order": "6F9619FF-8B86-D011-B42D-00C04FC964FF"])
        // "shop://order/6F9619FF-8B86-D011-B42D-00C04FC964FF"
        // end sample
        #expect(orderURL == "shop://order/6F9619FF-8B86-D011-B42D-00C04FC964FF")

        // sample: GettingStarted
        let search = try router.register("/search/top/<int:count>", to: .search)
        let inApp = try router.url(for: search, parameters: ["count": "10"])
        // "shop://search/top/10"
        let universal = try router.url(for: search, parameters: ["count": "10"],
                                       query: ["sort": "price"], scheme: "https")
        // "https://shop.example.com/search/top/10?sort=price"
        // end sample
        #expect(inApp == "shop://search/top/10")
        #expect(universal == "https://shop.example.com/search/top/10?sort=price")

        printed = []
        // sample: GettingStarted
        struct OrderRoute: TypedRoute {
            static let pattern = "shop://order/<uuid:id>"
            var id: UUID
            var tab: String? = nil
        }

        let orders = Router<String>()
        try orders.register(OrderRoute.self, to: "order")
        let orderID = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!
        let orderLink = try orders.url(for: OrderRoute(id: orderID, tab: "items"))
        // "shop://order/6F9619FF-8B86-D011-B42D-00C04FC964FF?tab=items"
        let order = try orders.match(orderLink)!.decode(OrderRoute.self)
        print(order.tab ?? "")   // items
        // end sample
        #expect(orderLink == "shop://order/6F9619FF-8B86-D011-B42D-00C04FC964FF?tab=items")
        #expect(order.id == orderID)
        #expect(printed == ["items"])

        printed = []
        // sample: GettingStarted
        struct CountRoute: TypedRoute {
            static let pattern = "shop://count/<n>"
            var n: Int
        }
        do {
            try orders.register(CountRoute.self, to: "count")
        } catch {
            print(error)   // CountRoute.n is an integer, but '<n>' in 'shop://count/<n>' captures any text; write '<int:n>'
        }
        // end sample
        #expect(printed == ["CountRoute.n is an integer, but '<n>' in 'shop://count/<n>' captures any text; write '<int:n>'"])

        printed = []
        // sample: GettingStarted
        for problem in router.validate() { print(problem) }
        // end sample
        #expect(printed.isEmpty)
    }
}
