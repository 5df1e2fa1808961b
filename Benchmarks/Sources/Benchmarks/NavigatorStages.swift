import Foundation
import Wayfinder
@_spi(Internals) import WayfinderTesting

/// Where an open's time goes, stage by stage, and whether it grows with the stack: the same
/// links matched alone, opened to an action route (the line, matching, the pipeline and the
/// handler, but no change of state), their heap allocations, and pushed onto one ever deeper
/// stack.
enum NavigatorStages {
    @MainActor
    static func report(_ workload: RandomRouteTable, runs: Int) async {
        let routes = Wayfinder.Router<RouteDefinition>(configuration: RouterConfiguration(schemes: [RandomRouteTable.scheme]))
        try! routes.update { table in
            for route in workload.routes { try table.register(route.pattern, to: .screen("screen")) }
            try table.register("/-/count/<int:n>", to: .action("count"))
        }
        let catalog = ScreenCatalog()
        catalog.register("screen")
        catalog.register("root")
        catalog.registerAction("count") { _ in ActionResult("counted") }
        let navigator = Navigator(
            routes: routes, catalog: catalog, host: HeadlessHost(), configuration: NavigatorConfiguration(animated: false))
        await navigator.show("root", presentation: .setRoot)
        let hits = Array(workload.urls.filter { $0.expected != nil }.prefix(2_000).map(\.string))
        let actions = (0..<hits.count).map { "\(RandomRouteTable.scheme)://-/count/\($0)" }

        var found = 0
        let match = Measure.time(runs: runs) {
            for url in hits where routes.match(url) != nil { found += 1 }
        }
        var actionSamples: [Double] = []
        for _ in 0...runs {
            let start = ContinuousClock.now
            for url in actions { await navigator.open(url) }
            actionSamples.append(Measure.nanoseconds(ContinuousClock.now - start))
        }
        // Depth: every link pushed onto the one stack, the first and the last hundred timed.
        var shallow: [Double] = []
        var deep: [Double] = []
        for _ in 0..<runs {
            await navigator.popToRoot()
            for (index, url) in hits.enumerated() {
                let start = ContinuousClock.now
                await navigator.open(url)
                let spent = Measure.nanoseconds(ContinuousClock.now - start)
                if index < 100 { shallow.append(spent) } else if index >= hits.count - 100 { deep.append(spent) }
            }
        }
        await navigator.popToRoot()
        // Allocations, counted over the same opens as the time per open: a pop to root every
        // 32 opens is part of it.
        let allocations = await Measure.allocations {
            for (index, url) in hits.enumerated() {
                await navigator.open(url)
                if index % 32 == 31 { await navigator.popToRoot() }
            }
        }
        await navigator.popToRoot()
        let perLink = Double(hits.count)
        print(
            "  the match alone: \(Format.duration(match.median / perLink)) per link (\(found / max(1, runs + 1)) of \(hits.count) matched)"
        )
        print(
            "  an action route (line, match, interceptors, handler; no state change): \(Format.duration(Timing(Array(actionSamples.dropFirst())).median / perLink)) per open"
        )
        if let allocations {
            print(
                "  heap allocations per open (a pop to root every 32 opens included): \(String(format: "%.1f", Double(allocations) / perLink))"
            )
        }
        print(
            "  a push at depth 1–100: \(Format.duration(Timing(shallow).median)); at depth \(Format.grouped(hits.count - 99))–\(Format.grouped(hits.count)): \(Format.duration(Timing(deep).median)) (median per open)"
        )
    }
}
