import Foundation
import Testing
import WayfinderTestSupport
import Wayfinder
import WayfinderTesting

/// A product page's content, as the samples' screen factories build it.
struct ProductPage: Equatable {
    var id: Int?
}

/// The samples of the "Navigation" article.
@MainActor
@Suite("Navigation samples run as written", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct NavigationSamples {
    @Test("a navigator, its actions, and a snapshot restored")
    func navigator() async throws {
        // sample: Navigation
        let routes = Router<RouteDefinition>(configuration: RouterConfiguration(
            schemes: ["shop"], universalLinkHosts: ["shop.example.com"]))
        try routes.register("/category/<category>", screen: "category", tab: "catalog", exposure: .everywhere)
        try routes.register("/product/<int:id>", screen: "product", parent: "/category/<category>",
                            tab: "catalog", exposure: .everywhere, defaults: ["category": "all"])
        try routes.register("/address/pick", screen: "addressPicker",
                            presentation: .presentInStack(style: .fullScreen))

        let catalog = ScreenCatalog()
        for id in ["home", "catalog", "cart", "category", "addressPicker"] { catalog.register(id) }
        catalog.register("product") { request in ProductPage(id: request.get("id", as: Int.self)) }

        let navigator = Navigator(
            routes: routes, catalog: catalog, host: HeadlessHost(catalog: catalog),
            configuration: NavigatorConfiguration(tabs: [
                TabDefinition(id: "home", screen: "home"),
                TabDefinition(id: "catalog", screen: "catalog"),
                TabDefinition(id: "cart", screen: "cart"),
            ]))
        await navigator.showTabs()
        await navigator.open("shop://product/42")
        // end sample
        // An in-app open pushes the product alone; a link from outside builds its parent too.
        #expect(navigator.state.topmostStack?.screens.map(\.id) == ["catalog", "product"])

        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }
        // sample: Navigation
        await navigator.show("category", arguments: ["category": "shoes"])
        await navigator.pop()
        let outcome = await navigator.dismiss(3)
        print(outcome.rejection?.message ?? "")   // cannot dismiss 3 modals: 0 are presented
        // end sample
        #expect(printed == ["cannot dismiss 3 modals: 0 are presented"])

        await navigator.selectTab("home")
        printed = []
        // sample: Navigation
        let events = navigator.events          // from here on
        Task {
            for await event in events { print(event) }
        }
        await navigator.open("shop://category/shoes?ref=mail")
        // request 7: received shop://category/<category> from app
        // request 7: matched /category/<category>
        // request 7: navigated: select tab catalog, push category #6 onto tab catalog
        // end sample
        for _ in 0..<1_000 where printed.count < 3 { await Task.yield() }
        #expect(printed == [
            "request 7: received shop://category/<category> from app", "request 7: matched /category/<category>",
            "request 7: navigated: select tab catalog, push category #6 onto tab catalog",
        ])

        await navigator.popToRoot()
        await navigator.open("shop://category/shoes")
        await navigator.open("shop://product/42?category=shoes&ref=partner")
        await navigator.open("shop://address/pick")
        let before = navigator.snapshot()
        // sample: Navigation
        let saved = navigator.savedState()
        // {"modals":[{"isStack":true,"style":"fullScreen","urls":["shop://address/pick"]}],
        //  "root":[{"isStack":true,"tab":"home","urls":[]},
        //          {"isStack":true,"tab":"catalog","urls":["shop://category/shoes","shop://product/42"]},
        //          ...],
        //  "selectedTab":"catalog"}

        // Next launch: each URL passes the checks a link does; what no longer may open is reported.
        let report = await navigator.restore(savedState: saved)
        // end sample
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(before), as: UTF8.self)
        #expect(json.hasPrefix(#"{"modals":[{"isStack":true,"style":"fullScreen","urls":["shop://address/pick"]}],"root":[{"isStack":true,"tab":"home","urls":[]},{"isStack":true,"tab":"catalog","urls":["shop://category/shoes","shop://product/42"]},"#))
        #expect(json.hasSuffix(#""selectedTab":"catalog"}"#))
        #expect(report.isRestored && report.dropped.isEmpty)
        #expect(navigator.snapshot() == before)
    }

    @Test("states: built by hand, printed, and changed by actions")
    func states() throws {
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }
        // sample: Navigation
        let home = Screen(id: "home", key: 1)
        let catalog = Screen(id: "catalog", key: 2)
        let product = Screen(id: "product", key: 3, url: "shop://product/42",
                             arguments: ["id": "42"])
        let login = Screen(id: "login", key: 4)

        var state = NavigationState(
            root: .tabs([
                NavigationState.Tab(id: "home", stack: Stack(home)),
                NavigationState.Tab(id: "shop", stack: Stack(catalog, product)),
            ], selected: "shop"),
            modals: [.stack(Stack(login))])
        print(state)
        // tabs (selected: shop)
        // ├─ tab home
        // │  └─ home #1
        // └─ tab shop *
        //    ├─ catalog #2
        //    └─ product #3 id=42
        // modal sheet stack
        // └─ login #4
        // end sample
        #expect(printed == ["""
            tabs (selected: shop)
            ├─ tab home
            │  └─ home #1
            └─ tab shop *
               ├─ catalog #2
               └─ product #3 id=42
            modal sheet stack
            └─ login #4
            """])

        printed = []
        // sample: Navigation
        do {
            try state.apply(.pop(1))
        } catch {
            print(error.code)      // notEnoughScreens
            print(error.message)   // cannot pop 1 screen: the modal 0 has 0 above its root
        }
        // end sample
        #expect(printed == ["notEnoughScreens", "cannot pop 1 screen: the modal 0 has 0 above its root"])

        printed = []
        do {
            // sample: Navigation
            var state = NavigationState(root: .stack(Stack(home)))
            let transition = try state.apply(.presentInStack(login))
            print(transition.changes)        // [present login #4]
            print(transition.addedScreens)   // [login #4]
            // end sample
            #expect(transition.changes == [.presented(.stack(Stack(login), style: .sheet))])
            #expect(transition.addedScreens == [login])
            #expect(state.modals.count == 1)
        }
        #expect(printed == ["[present login #4]", "[login #4]"])
    }
}
