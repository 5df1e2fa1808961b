import Foundation
import Wayfinder
import WayfinderManifest
import WayfinderTesting
import WayfinderYAML

/// Paths that must stay linear in the size of their input, each timed at n and at 10n: a
/// ratio near 10 is linear, one above 15 is a regression (it was in the thousands for the
/// quadratic paths this section was made for).
///
///   Benchmarks scaling [--n 1000]
enum Scaling {
    struct Case {
        let name: String
        /// Prepares the input of size n, then returns the work to time.
        let prepare: @MainActor (Int) async -> @MainActor () async -> Void
    }

    static let cases: [Case] = [
        Case(name: "manifest: decode one-line JSON of n routes") { n in
            let text = manifestJSON(routes: n, pretty: false)
            return { _ = try? Manifest.decode(json: text) }
        },
        Case(name: "manifest: decode pretty-printed JSON of n routes") { n in
            let text = manifestJSON(routes: n, pretty: true)
            return { _ = try? Manifest.decode(json: text) }
        },
        Case(name: "manifest: decode YAML of n routes") { n in
            let text = manifestYAML(routes: n)
            return { _ = try? Manifest.decode(yaml: text) }
        },
        Case(name: "manifest: route table issues with n shadowed routes") { n in
            let manifest = try! Manifest.decode(json: shadowingJSON(pairs: n))
            return { _ = manifest.routeTableIssues() }
        },
        Case(name: "manifest: route table issues, n rest routes shadowed together") { n in
            let entries = (0..<n).flatMap { index in
                [
                    #"{"pattern": "/s\#(index)/<a>", "screen": "item"}"#, #"{"pattern": "/s\#(index)/<a>/**", "screen": "item"}"#,
                    #"{"pattern": "/s\#(index)/**", "screen": "item"}"#,
                ]
            }
            let manifest = try! Manifest.decode(
                json: #"{"version": 1, "schemes": ["shop"], "routes": ["# + entries.joined(separator: ",") + "]}")
            return { _ = manifest.routeTableIssues() }
        },
        Case(name: "aasa: association components of n routes") { n in
            let manifest = try! Manifest.decode(json: manifestJSON(routes: n, pretty: false))
            return { _ = try? AppSiteAssociation(manifest: manifest) }
        },
        Case(name: "aasa: n exposed and n internal routes under wildcards") { n in
            let entries = (0..<n).flatMap { index in
                [
                    #"{"pattern": "/<x>/item\#(index)", "screen": "item", "exposure": "everywhere"}"#,
                    #"{"pattern": "/<y>/other\#(index)/<int:z>", "screen": "item"}"#,
                ]
            }
            let manifest = try! Manifest.decode(json: #"{"version": 1, "routes": ["# + entries.joined(separator: ",") + "]}")
            return { _ = try? AppSiteAssociation(manifest: manifest) }
        },
        Case(name: "navigator: validate() with chains of n redirects and n guards") { n in
            let routes = Wayfinder.Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["shop"]))
            var configuration = NavigatorConfiguration(animated: false)
            let catalog = ScreenCatalog()
            catalog.register("item")
            for index in 0..<n {
                try! routes.register("/r\(index)", redirectTo: "/r\(index + 1)")
                try! routes.register("/g\(index)", screen: "item", guards: ["g\(index)"])
                configuration.addGuard("g\(index)", sendsTo: "/g\(index + 1)") { _ in .proceed }
            }
            try! routes.register("/r\(n)", screen: "item")
            try! routes.register("/g\(n)", screen: "item")
            let navigator = Navigator(routes: routes, catalog: catalog, host: HeadlessHost(), configuration: configuration)
            return { _ = navigator.validate() }
        },
        Case(name: "navigator: open n links, each pushed onto one stack") { n in
            let navigator = await navigatorWithQuery(items: 1).0
            return {
                for index in 0..<n { await navigator.open("shop://item/\(index)") }
                await navigator.popToRoot()
            }
        },
        Case(name: "navigator: open a URL with n query items") { n in
            let (navigator, url) = await navigatorWithQuery(items: n)
            return {
                await navigator.open(url)
                await navigator.popToRoot()
            }
        },
    ]

    static func report(n: Int) async {
        print("scaling: each case at n = \(n) and 10n, best of 3 runs; ratio ~10 is linear, above 15 a regression")
        let rows = await cases.asyncMap { scalingCase -> [String] in
            let small = await best(of: 3, await scalingCase.prepare(n))
            let large = await best(of: 3, await scalingCase.prepare(10 * n))
            let ratio = large / max(small, 1)
            return [
                scalingCase.name, Format.duration(small), Format.duration(large),
                String(format: "%.1f×%@", ratio, ratio > 15 ? "  REGRESSION" : ""),
            ]
        }
        Format.table(["case", "n", "10n", "ratio"], rows).forEach { print($0) }
    }

    /// The fastest of `runs` timings of `work`, in nanoseconds.
    @MainActor
    static func best(of runs: Int, _ work: @MainActor () async -> Void) async -> Double {
        var fastest = Double.infinity
        for _ in 0..<runs {
            let start = ContinuousClock.now
            await work()
            fastest = min(fastest, Measure.nanoseconds(ContinuousClock.now - start))
        }
        return fastest
    }

    // MARK: Inputs

    static func manifestJSON(routes: Int, pretty: Bool) -> String {
        let entries = (0..<routes).map { index in
            #"{"pattern": "/section\#(index % 97)/item\#(index)/<int:id>", "screen": "item", "exposure": "everywhere"}"#
        }
        let separator = pretty ? ",\n    " : ","
        let open =
            pretty
            ? "{\n  \"version\": 1,\n  \"schemes\": [\"shop\"],\n  \"routes\": [\n    "
            : #"{"version":1,"schemes":["shop"],"routes":["#
        let close = pretty ? "\n  ]\n}\n" : "]}"
        return open + entries.joined(separator: separator) + close
    }

    static func manifestYAML(routes: Int) -> String {
        "version: 1\nschemes: [shop]\nroutes:\n"
            + (0..<routes).map { index in
                "  - pattern: /section\(index % 97)/item\(index)/<int:id>\n    screen: item\n    exposure: everywhere\n"
            }.joined()
    }

    /// Pairs of routes in which the second never matches: one warning each.
    static func shadowingJSON(pairs: Int) -> String {
        let entries = (0..<pairs).flatMap { index in
            [#"{"pattern": "/x\#(index)/<a>", "screen": "item"}"#, #"{"pattern": "/x\#(index)/*", "screen": "item"}"#]
        }
        return #"{"version": 1, "schemes": ["shop"], "routes": ["# + entries.joined(separator: ",\n") + "]}"
    }

    @MainActor
    static func navigatorWithQuery(items: Int) async -> (Navigator, String) {
        let configuration = RouterConfiguration(
            schemes: ["shop"], maximumURLLength: 64 * items + 64, maximumQueryItems: items)
        let routes = Wayfinder.Router<RouteDefinition>(configuration: configuration)
        try! routes.register("/item/<int:id>", screen: "item")
        let catalog = ScreenCatalog()
        catalog.register("item")
        catalog.register("root")
        let navigator = Navigator(
            routes: routes, catalog: catalog, host: HeadlessHost(), configuration: NavigatorConfiguration(animated: false))
        await navigator.show("root", presentation: .setRoot)
        let query = (0..<items).map { "key\($0)=value\($0)" }.joined(separator: "&")
        return (navigator, "shop://item/42?" + query)
    }
}

extension Array {
    func asyncMap<T>(_ transform: (Element) async -> T) async -> [T] {
        var results: [T] = []
        for element in self { results.append(await transform(element)) }
        return results
    }
}
