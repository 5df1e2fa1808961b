import Foundation
import Testing
import WayfinderTestSupport
import WayfinderRouting

/// The screens the doc comments' samples route to.
private enum Screen: Sendable, Equatable { case product, cart, item, profile, search }

/// A tab a custom parameter type converts to.
private enum Tab: String, RouteParameterConvertible { case home, search, cart }

/// The typed route the doc comments of `TypedRoute` and `Router+TypedRoute` show.
private struct ProductRoute: TypedRoute, Equatable {
    static let pattern = "shop://product/<int:id>"
    var id: Int
    var ref: String? = nil
}

/// The samples in WayfinderRouting's doc comments, each run as written and checked against what
/// its comments say. `DocumentationSampleTests` keeps them equal to the comments.
@Suite("Routing doc comment samples run as written", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct RoutingDocCommentSamples {
    @Test("Router: register, match, read; resolve; update; reverse routing")
    func router() throws {
        do {
            // sample: Router
            let router = Router<Int>()
            try router.register("shop://product/<int:id>", to: 7)
            let match = router.match("shop://product/42?ref=home")
            let target = match?.target              // 7
            let id = match?.get("id", as: Int.self) // 42
            let ref = match?.get("ref")             // "home"
            // end sample
            #expect(target == 7 && id == 42 && ref == "home")
        }
        let router = Router<Screen>()
        // sample: Router
        try router.register("shop://product/<int:id>", to: .product,
                            defaults: ["tab": "details"], description: "A product page")
        // end sample
        #expect(router.routes.first?.description == "A product page")

        let manifest: KeyValuePairs<String, Screen> = ["shop://cart": .cart, "shop://search": .search]
        // sample: Router
        try router.update { table in
            for (pattern, screen) in manifest { try table.register(pattern, to: screen) }
        }
        // end sample
        #expect(router.routes.count == 3)

        var shown: [String] = []
        func show(_ match: RouteMatch<Screen>) { shown.append("\(match.target)") }
        func showNotFound() { shown.append("not found") }
        func log(_ text: String) { shown.append(text) }
        for link in ["shop://cart", "shop://nowhere", "shop://product/%zz"] {
            // sample: Router
            do {
                if let match = try router.resolve(link) { show(match) } else { showNotFound() }
            } catch {
                log("refused link: \(error)")
            }
            // end sample
        }
        #expect(shown.count == 3 && shown[0] == "cart" && shown[1] == "not found")
        #expect(shown[2].hasPrefix("refused link: "))

        do {
            let router = Router<Screen>()
            // sample: Router
            let id = try router.register("shop://product/<int:id>[/<tab>]", to: .product)
            let short = try router.url(for: id, parameters: ["id": "42"])               // "shop://product/42"
            let long = try router.url(for: id, parameters: ["id": "42", "tab": "a b"])  // "shop://product/42/a%20b"
            // end sample
            #expect(short == "shop://product/42" && long == "shop://product/42/a%20b")
        }
        do {
            let router = Router<Screen>()
            // sample: Router
            try router.register("shop://product/<int:id>", to: .product, name: "product")
            let url = try router.url(named: "product", parameters: ["id": "42"])   // "shop://product/42"
            // end sample
            #expect(url == "shop://product/42")
        }
    }

    @Test("RouteMatch and Route: what a match and a route hold")
    func matchAndRoute() throws {
        do {
            // sample: RouteMatch
            let router = Router<Int>()
            try router.register("shop://product/<int:id>", to: 7, defaults: ["tab": "details"])
            let match = router.match("shop://product/42?ref=home#reviews")!
            let target = match.target                      // 7
            let id = try match.require("id", as: Int.self) // 42
            let ref = match.get("ref")                     // "home", from the query
            let fragment = match.fragment                  // "reviews"
            let tab = match.get("tab")                     // "details", from the defaults
            // end sample
            #expect(target == 7 && id == 42 && ref == "home" && fragment == "reviews" && tab == "details")
        }
        let router = Router<Screen>()
        // sample: Route
        let id = try router.register("shop://product/<int:id>", to: .product,
                                     defaults: ["tab": "details"], description: "A product page")
        let pattern = router.route(id)?.pattern   // "shop://product/<int:id>"
        // end sample
        #expect(pattern == "shop://product/<int:id>")
    }

    @Test("RouteTableBuilder: changes publish together")
    func tableBuilder() throws {
        let router = Router<Screen>()
        // sample: RouteTableBuilder
        try router.update { table in
            try table.register("shop://product/<int:id>", to: .product)
            try table.register("shop://cart", to: .cart)
        }
        // end sample
        #expect(router.match("shop://cart")?.target == .cart)
    }

    @Test("RouterConfiguration: schemes and universal-link hosts")
    func configuration() throws {
        // sample: RouterConfiguration
        let router = Router<Screen>(configuration: RouterConfiguration(
            schemes: ["shop"],
            universalLinkHosts: ["shop.example.com", "*.shop.example.com"]))
        try router.register("/product/<int:id>", to: .product)
        let custom = router.match("shop://product/42")                      // matches
        let universal = router.match("https://shop.example.com/product/42") // matches: the host is dropped
        let other = router.match("https://elsewhere.example/product/42")    // nil: not a universal-link host
        // end sample
        #expect(custom?.target == .product && universal?.target == .product && other == nil)
    }

    @Test("RoutingError: a conflicting registration")
    func routerError() throws {
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }
        let router = Router<Screen>()
        try router.register("/user/<id>", to: .profile)
        // sample: RoutingError
        do {
            try router.register("/user/:name", to: .profile)   // "/user/<id>" is already there
        } catch {
            print(error.code)                  // conflict
            print(error.conflictingPatterns)   // ["/user/<id>"]
        }
        // end sample
        #expect(printed == ["conflict", #"["/user/<id>"]"#])
    }

    @Test("RoutingError: a pattern that does not parse")
    func patterns() throws {
        let router = Router<Screen>()
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }
        // sample: RoutingError
        do {
            try router.register("shop://product/<int:>", to: .product)
        } catch {
            print(error.code)      // missingCaptureName
            print(error.column!)   // 21
            print(error.message)   // a capture needs a name after 'int:'
        }
        // end sample
        #expect(printed == ["missingCaptureName", "21", "a capture needs a name after 'int:'"])
    }

    @Test("parameters: reading, converting, custom types and their errors")
    func parameters() throws {
        let router = Router<Screen>()
        try router.register("shop://product/<int:id>/<path:rest>", to: .product)
        let match = try #require(router.match("shop://product/42/a/b%20c"))
        let parameters = match.parameters
        let text = parameters["id"]
        let id = match.get("id", as: Int.self)
        let required = try match.require("id", as: Int.self)
        let rest = parameters["rest"]
        let segments = match.segments("rest")
        #expect(text == "42" && id == 42 && required == 42 && rest == "a/b c" && segments == ["a", "b c"])

        let tabs = Router<Screen>()
        try tabs.register("shop://item/<int:id>/<tab>", to: .item)
        let tabbed = try #require(tabs.match("shop://item/7/cart"))
        do {
            let match = tabbed
            // sample: RouteParameterConvertible
            let id = try match.require("id", as: Int.self)

            enum Tab: String, RouteParameterConvertible { case home, search, cart }
            let tab = match.get("tab", as: Tab.self)
            // end sample
            #expect(id == 7 && tab == .cart)
        }

        let words = Router<Screen>()
        try words.register("shop://item/<id>", to: .item)
        let wordy = try #require(words.match("shop://item/abc"))
        var printed: [String] = []
        do {
            let match = wordy
            func print(_ value: Any) { printed.append("\(value)") }
            // sample: RoutingError
            do {
                let id = try match.require("id", as: Int.self)
                print(id)
            } catch {
                print(error)             // parameter 'id' is not a valid Int (no value: descriptions go to logs)
                print(error.value ?? "") // abc
            }
            // end sample
        }
        #expect(printed == ["parameter 'id' is not a valid Int", "abc"])
    }

    @Test("RouterConfiguration.addParameterType: types an app adds")
    func converters() throws {
        // sample: RouterConfiguration
        var configuration = RouterConfiguration()
        configuration.addParameterType("sku") { $0.count == 8 && $0.allSatisfy(\.isLetter) }
        configuration.addParameterType("tab", as: Tab.self)
        let router = Router<Screen>(configuration: configuration)
        try router.register("shop://item/<sku:code>", to: .item)
        // end sample
        #expect(router.match("shop://item/abcdefgh")?.target == .item)
        #expect(router.match("shop://item/abc") == nil)
    }

    @Test("a match's query, URLLimits and RoutingError: reading the rest of a URL")
    func reading() throws {
        let router = Router<Screen>()
        try router.register("shop://search", to: .search)
        // sample: RouteMatch
        let query = router.match("shop://search?tag=red&tag=blue&flag")!.query
        let tags = query["tag"]         // ["red", "blue"]
        let flag = query["flag"]        // [""], present and empty
        let missing = query["missing"]  // nil
        // end sample
        #expect(tags == ["red", "blue"] && flag == [""] && missing == nil)
        #expect(query.count == 2)

        var configuration = RouterConfiguration()
        configuration.maximumURLLength = 2_048
        configuration.maximumSegments = 32
        #expect(configuration.maximumURLLength == 2_048 && configuration.maximumSegments == 32)
        configuration.maximumQueryItems = -1
        #expect(configuration.maximumQueryItems == 0, "a limit below its minimum is raised to it")

        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }
        let products = Router<Screen>()
        try products.register("shop://product/<id>", to: .product)
        do {
            let router = products
            // sample: RoutingError
            do {
                _ = try router.resolve("shop://product/%E2%28")
            } catch {
                print(error.code)      // invalidUTF8: %E2 must be followed by a continuation byte
                print(error.offset!)   // 15, the byte where the bad escape starts
            }
            // end sample
        }
        #expect(printed == ["invalidUTF8", "15"])
    }

    @Test("TypedRoute: register the type, build its URL, decode a match")
    func typedRoutes() throws {
        do {
            // sample: TypedRoute
            struct ProductRoute: TypedRoute {
                static let pattern = "shop://product/<int:id>"
                var id: Int
                var ref: String? = nil          // not captured: read from the query, and optional
            }

            let router = Router<String>()
            try router.register(ProductRoute.self, to: "product")
            let url = try router.url(for: ProductRoute(id: 42, ref: "home"))   // "shop://product/42?ref=home"
            let match = router.match("shop://product/42?ref=home")!
            let product = try match.decode(ProductRoute.self)    // ProductRoute(id: 42, ref: "home")
            // end sample
            #expect(url == "shop://product/42?ref=home" && product.id == 42 && product.ref == "home")
        }
        let router = Router<String>()
        // sample: Router+TypedRoute
        try router.register(ProductRoute.self, to: "product")
        // end sample
        // sample: Router+TypedRoute
        let url = try router.url(for: ProductRoute(id: 42, ref: "home"))   // "shop://product/42?ref=home"
        // end sample
        // sample: Router+TypedRoute
        let product = try router.match("shop://product/42?ref=home")!.decode(ProductRoute.self)
        // end sample
        #expect(url == "shop://product/42?ref=home" && product == ProductRoute(id: 42, ref: "home"))
        do {
            let router = Router<String>()
            // sample: Router+TypedRoute
            try router.register("shop://product/<int:id>", to: "product")   // read from a manifest
            try router.bind(ProductRoute.self)
            let url = try router.url(for: ProductRoute(id: 42))             // "shop://product/42"
            // end sample
            #expect(url == "shop://product/42")
        }
        do {
            let router = Router<String>(configuration: RouterConfiguration(schemes: ["shop"]))
            // sample: Router+TypedRoute
            // ProductRoute.pattern is "shop://product/<int:id>"; the manifest declares "/product/<int:id>".
            try router.register("/product/<int:id>", to: "product", name: "product")
            try router.bind(ProductRoute.self, toRouteNamed: "product")
            let url = try router.url(for: ProductRoute(id: 42))   // "shop://product/42"
            // end sample
            #expect(url == "shop://product/42")
            #expect(router.routes.count == 1)
        }
    }

    @Test("RouteDiagnostic and explain: what validation and explanation report")
    func diagnostics() throws {
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }
        // sample: RouteDiagnostic
        let problems = Router<Void>.validate(patterns: ["/x/<name>", "/x/*", "/user/<id>", "/user/:name"])
        for problem in problems { print(problem) }
        // warning: '/x/*' is never matched: '/x/<name>' matches every URL it matches and is tried first
        // error: '/user/:name' is equivalent to '/user/<id>'
        // end sample
        #expect(printed == [
            "warning: '/x/*' is never matched: '/x/<name>' matches every URL it matches and is tried first",
            "error: '/user/:name' is equivalent to '/user/<id>'",
        ])

        printed = []
        // sample: Router+Explain
        let router = Router<String>(configuration: RouterConfiguration(schemes: ["shop"]))
        try router.register("/product/<int:id>", to: "product")
        print(router.explain("shop://product/forty-two"))
        // shop://product/forty-two
        //   no match   no route takes this URL
        //   scheme     'shop' is accepted: patterns without a scheme match it, the host as first segment
        //   nearest    the route that lines up furthest:
        //     '/product/<int:id>'
        //       segment 1  'product'  product  literal
        //       stops      at segment 2: 'forty-two' is not an int, as <int:id> needs
        // end sample
        #expect(printed == ["""
            shop://product/forty-two
              no match   no route takes this URL
              scheme     'shop' is accepted: patterns without a scheme match it, the host as first segment
              nearest    the route that lines up furthest:
                '/product/<int:id>'
                  segment 1  'product'  product  literal
                  stops      at segment 2: 'forty-two' is not an int, as <int:id> needs
            """])
    }
}
