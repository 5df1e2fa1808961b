import Testing

/// `wayfinder demo`: the README's first command.
@Suite("wayfinder demo")
struct DemoCommandTests {
    @Test("walks through every story step: the link, then what the router made of it; exit 0")
    func demo() throws {
        let output = try runTool(["demo"])
        #expect(output == ToolOutput(stdout: """
            Wayfinder demo: the example shop's route table

              /                                         Home
              /product/<int:id>                         A product page
              /product/<int:id>/reviews[/<int:page>]    A product's reviews, optionally a page
              /category/<slug>                          A category listing
              /search[/<query>]                         Search, optionally with a query
              /order/<uuid:order>                       An order's status
              /help/<path:topic>                        Help articles, nested
              shop://cart                               The cart; custom scheme only

            == A link from another app, through the custom scheme
            shop://product/42?ref=newsletter
              matched   pattern 1: /product/<int:id>
              param     id = 42
              query     ref = newsletter

            == The same screen from a universal link
            https://shop.example.com/product/42
              matched   pattern 1: /product/<int:id>
              param     id = 42

            == An optional tail, present
            shop://product/42/reviews/3
              matched   pattern 2: /product/<int:id>/reviews[/<int:page>]
              param     id = 42
              param     page = 3

            == Percent-encoding stays inside one segment
            shop://search/red%2Fblue%20shoes
              matched   pattern 4: /search[/<query>]
              param     query = red/blue shoes

            == A typed capture that does not convert is not a match
            shop://product/forty-two
              no match

            == A rest capture keeps its slashes
            shop://help/account/password/reset#steps
              matched   pattern 6: /help/<path:topic>
              param     topic = account/password/reset
              fragment  steps

            == A universal link from a host the app does not own
            https://evil.example.net/product/42
              no match

            == Hostile input is refused before matching
            shop://product/%ZZ
              refused   '%' must be followed by two hexadecimal digits (at byte 15)

            """, status: 0))
    }

    @Test("an argument demo does not take is a usage error: exit 2")
    func extraArgument() throws {
        let output = try runTool(["demo", "extra"])
        #expect(output == ToolOutput(stderr: """
            Error: Unexpected argument 'extra'
            Usage: wayfinder demo
              See 'wayfinder demo --help' for more information.

            """, status: 2))
    }
}
