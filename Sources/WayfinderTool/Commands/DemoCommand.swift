import ArgumentParser
import Wayfinder

/// `wayfinder demo`: a walk through matching links against an example shop's route table.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Walk through routing links in an example shop app.",
        discussion: """
            Example:
              wayfinder demo
            """
    )

    func run() throws {
        let example = ExampleShop.makeRouter()
        print("Wayfinder demo: the example shop's route table")
        print("")
        for route in example.routes {
            print("  \(route.pattern)".padding(toLength: 44, withPad: " ", startingAt: 0) + (route.description ?? ""))
        }
        for step in ExampleShop.story {
            print("")
            print("== \(step.title)")
            print(MatchReport(url: step.url, resolution: example.resolve(step.url), configuration: example.configuration).text)
        }
    }
}

/// The example shop: its routes and the links the demo opens.
enum ExampleShop {
    static let routes: [(pattern: String, description: String)] = [
        ("/", "Home"),
        ("/product/<int:id>", "A product page"),
        ("/product/<int:id>/reviews[/<int:page>]", "A product's reviews, optionally a page"),
        ("/category/<slug>", "A category listing"),
        ("/search[/<query>]", "Search, optionally with a query"),
        ("/order/<uuid:order>", "An order's status"),
        ("/help/<path:topic>", "Help articles, nested"),
        ("shop://cart", "The cart; custom scheme only"),
    ]

    static let story: [(title: String, url: String)] = [
        ("A link from another app, through the custom scheme", "shop://product/42?ref=newsletter"),
        ("The same screen from a universal link", "https://shop.example.com/product/42"),
        ("An optional tail, present", "shop://product/42/reviews/3"),
        ("Percent-encoding stays inside one segment", "shop://search/red%2Fblue%20shoes"),
        ("A typed capture that does not convert is not a match", "shop://product/forty-two"),
        ("A rest capture keeps its slashes", "shop://help/account/password/reset#steps"),
        ("A universal link from a host the app does not own", "https://evil.example.net/product/42"),
        ("Hostile input is refused before matching", "shop://product/%ZZ"),
    ]

    static func makeRouter() -> Router<Int> {
        let router = Router<Int>(configuration: RouterConfiguration(
            schemes: ["shop"], universalLinkHosts: ["shop.example.com"]))
        for (index, route) in routes.enumerated() {
            // The table is fixed and known to be valid; a failure here is a bug in the example.
            _ = try? router.register(route.pattern, to: index, description: route.description)
        }
        return router
    }
}
