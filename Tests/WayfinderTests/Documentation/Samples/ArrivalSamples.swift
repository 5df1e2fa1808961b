import Testing
import WayfinderTestSupport
import Wayfinder
import WayfinderTesting

// The samples of arrival policies, run as written.

@MainActor
@Suite("Arrival samples run as written", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ArrivalSamples {
    @Test("ArrivalPolicy: a route's policy and a source's")
    func policies() async throws {
        var shop = try SampleShop()
        let routes = shop.routes
        // sample: ArrivalPolicy
        try routes.register("/product/<int:id>", screen: "product", tab: "catalog", exposure: .everywhere,
                            arrival: .existingOr(.over))
        shop.configuration.arrivals[.notification] = .inTab
        // end sample
        #expect(routes.match("shop://product/1")?.target.arrival?.description == "existing-or-over")
        #expect(shop.configuration.arrivals[.notification]?.description == "in-tab")
    }

    @Test("NavigatorConfiguration.arrivals: links from the web keep the user's work")
    func keepingWork() {
        var configuration = NavigatorConfiguration()
        // sample: NavigatorConfiguration
        configuration.arrivals[.universalLink] = .keepingWork
        // end sample
        #expect(configuration.arrivals[.universalLink]?.description == "keeping-work")
    }

    @Test("TabDefinition: a tab with a title and an SF Symbol")
    func tabWithSymbol() {
        let tab =
        // sample: NavigatorConfiguration
        TabDefinition(id: "cart", screen: "cart", title: "Cart", image: "cart")
        // end sample
        #expect(tab.image == "cart" && tab.title == "Cart")
    }

    @Test("Navigator.arrivalPolicy(for:from:): a web link keeps the user's work by default")
    func arrivalPolicyOfALink() async throws {
        let shop = try SampleShop()
        try shop.routes.register("/product/<int:id>", screen: "product", tab: "catalog", exposure: .everywhere)
        let (navigator, _) = await shop.start()
        // sample: Navigator+Arrival
        let policy = navigator.arrivalPolicy(for: "https://shop.example.com/product/7", from: .universalLink)
        print(policy!)   // keeping-work
        // end sample
        #expect(policy?.description == "keeping-work")
    }

    @Test("Arriving and leaving: a route's policy, a source's, and asking ahead")
    func article() async throws {
        var shop = try SampleShop()
        let routes = shop.routes
        var configuration = shop.configuration
        // sample: ArrivingAndLeaving
        try routes.register("/product/<int:id>", screen: "product", tab: "catalog", exposure: .everywhere,
                            arrival: .existingOr(.over))
        configuration.arrivals[.notification] = .inTab
        // end sample
        shop.configuration = configuration
        try routes.register("/category/<name>", screen: "catalog", tab: "catalog", exposure: .everywhere)
        let (navigator, _) = await shop.start()
        // sample: ArrivingAndLeaving
        let policy = navigator.arrivalPolicy(for: "https://shop.example.com/category/shoes", from: .universalLink)
        print(policy!)   // keeping-work
        // end sample
        #expect(policy?.description == "keeping-work")
        #expect(navigator.arrivalPolicy(for: "https://shop.example.com/product/7", from: .universalLink)?.description == "existing-or-over")
    }
}
