import Foundation
import RoutingKit
import Wayfinder
@_spi(Internals) import WayfinderTesting

/// The benchmark program. Modes:
///   Benchmarks [--sizes 100,1000,10000,100000] [--urls 100000] [--runs 5] [--seed 42]
///   Benchmarks callgrind [--routes 10000] [--matches 100000] [--seed 42]
///   Benchmarks latency   (the machine's dependent-read latency by working-set size)
///   Benchmarks scaling [--n 1000]   (paths that must stay linear, at n and 10n)
/// The callgrind mode builds the table and runs a fixed number of matches with nothing else,
/// so that instruction counts taken with valgrind --tool=callgrind can be divided by it.
struct Options {
    var sizes = [100, 1_000, 10_000, 100_000]
    var urls = 100_000
    var runs = 5
    var seed: UInt64 = 42
    var callgrind = false
    var navigatorOnly = false
    var latencyOnly = false
    var scalingOnly = false
    var accessorsOnly = false
    var scalingN = 1_000
    var routes = 10_000
    var matches = 100_000

    init(_ arguments: [String]) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "callgrind": callgrind = true
            case "navigator": navigatorOnly = true
            case "latency": latencyOnly = true
            case "scaling": scalingOnly = true
            case "accessors": accessorsOnly = true
            case "--n": scalingN = Int(iterator.next()!)!
            case "--sizes": sizes = iterator.next()!.split(separator: ",").map { Int($0)! }
            case "--urls": urls = Int(iterator.next()!)!
            case "--runs": runs = Int(iterator.next()!)!
            case "--seed": seed = UInt64(iterator.next()!)!
            case "--routes": routes = Int(iterator.next()!)!
            case "--matches": matches = Int(iterator.next()!)!
            default:
                FileHandle.standardError.write(Data("unknown argument \(argument)\n".utf8))
                exit(2)
            }
        }
    }
}

let options = Options(Array(CommandLine.arguments.dropFirst()))

if options.latencyOnly {
    MemoryLatency.report()
    exit(0)
}

if options.accessorsOnly {
    Accessors.report(routes: options.routes, urls: options.urls, seed: options.seed, runs: options.runs)
    exit(0)
}

if options.scalingOnly {
    await Scaling.report(n: options.scalingN)
    exit(0)
}

if options.navigatorOnly {
    // Only Navigator.open, for profiling it.
    let workload = RandomRouteTable(routeCount: options.routes, urlCount: options.urls, seed: options.seed)
    let timing = await measureNavigatorOpen(workload, runs: options.runs)
    print("Navigator.open per open: \(Format.timing(timing))")
    if !options.callgrind {
        // Under callgrind (`navigator callgrind`) only the opens above run, so that the
        // difference of two run counts is the cost of open alone.
        await NavigatorStages.report(workload, runs: options.runs)
    }
    exit(0)
}

if options.callgrind {
    let workload = RandomRouteTable(routeCount: options.routes, urlCount: options.urls, seed: options.seed)
    let router = WayfinderSide.build(WayfinderSide.patterns(workload))
    var found = 0
    let urls = TimedInputs(workload.urls).strings
    for index in 0..<options.matches where WayfinderSide.match(router, urls[index % urls.count]) != nil {
        found += 1
    }
    print("matched \(found) of \(options.matches) URLs against \(options.routes) routes")
    exit(0)
}

/// Checks every answer, from the very inputs that are timed, against the expected route
/// before anything is timed.
func verify(
    _ workload: RandomRouteTable, _ inputs: TimedInputs, _ wayfinder: Wayfinder.Router<Int>, _ routingKit: TrieRouter<Int>
) {
    var wrong: [String] = []
    for (index, url) in workload.urls.enumerated() {
        let answers = [
            ("Wayfinder", WayfinderSide.match(wayfinder, inputs.strings[index])),
            ("RoutingKit pre-split", RoutingKitSide.match(routingKit, segments: inputs.splitPaths[index])),
            ("RoutingKit from string", RoutingKitSide.match(routingKit, url: inputs.strings[index])),
        ]
        for (name, answer) in answers where answer != url.expected {
            wrong.append(
                "\(name): \(url.string) gave \(answer.map(String.init) ?? "no match"), expected \(url.expected.map(String.init) ?? "no match")"
            )
        }
    }
    guard wrong.isEmpty else {
        print("WRONG ANSWERS (\(wrong.count)):\n" + wrong.prefix(20).joined(separator: "\n"))
        exit(1)
    }
}

@MainActor
func measureNavigatorOpen(_ workload: RandomRouteTable, runs: Int) async -> Timing {
    let routes = Wayfinder.Router<RouteDefinition>(configuration: RouterConfiguration(schemes: [RandomRouteTable.scheme]))
    try! routes.update { table in
        for route in workload.routes { try table.register(route.pattern, to: .screen("screen")) }
    }
    let catalog = ScreenCatalog()
    catalog.register("screen")
    catalog.register("root")
    let host = HeadlessHost()
    let navigator = Navigator(
        routes: routes, catalog: catalog, host: host, configuration: NavigatorConfiguration(animated: false))
    await navigator.show("root", presentation: .setRoot)
    let hits = workload.urls.filter { $0.expected != nil }.prefix(2_000).map(\.string)
    var samples: [Double] = []
    for run in 0...runs {
        let start = ContinuousClock.now
        for (index, url) in hits.enumerated() {
            await navigator.open(url)
            if index % 32 == 31 { await navigator.popToRoot() }
        }
        // popToRoot runs every 32 opens and is part of the cost measured.
        if run > 0 { samples.append(Measure.nanoseconds(ContinuousClock.now - start) / Double(hits.count)) }
        await navigator.popToRoot()
    }
    return Timing(samples)
}

var machine = ProcessInfo.processInfo.operatingSystemVersionString
machine += ", \(ProcessInfo.processInfo.activeProcessorCount) cores"
print("Wayfinder vs RoutingKit 4.9.3 (TrieRouter), same workload, same process")
print("machine: \(machine)")
print("each figure: median of \(options.runs) runs after a warm-up (min–max); ratio = RoutingKit / Wayfinder")
print("workload: seed \(options.seed); \(Format.grouped(options.urls)) URLs: 80% hits, 10% hits with a query, 10% misses")

var reports: [SizeReport] = []
for size in options.sizes {
    let workload = RandomRouteTable(routeCount: size, urlCount: options.urls, seed: options.seed &+ UInt64(size))
    let wayfinderPatterns = WayfinderSide.patterns(workload)
    let wayfinder = WayfinderSide.build(wayfinderPatterns)
    let routingKitPaths = RoutingKitSide.paths(workload)
    let routingKit = RoutingKitSide.build(routingKitPaths)
    let inputs = TimedInputs(workload.urls)
    verify(workload, inputs, wayfinder, routingKit)

    let count = Double(inputs.strings.count)
    var sink = 0
    let registration = (
        wayfinder: Measure.timeBuilds(runs: options.runs) { WayfinderSide.build(wayfinderPatterns) },
        routingKit: Measure.timeBuilds(runs: options.runs) { RoutingKitSide.build(routingKitPaths) }
    )
    let fromString = Measure.time(runs: options.runs) {
        for url in inputs.strings { sink &+= WayfinderSide.match(wayfinder, url) ?? 0 }
    }.scaled(by: count)
    let preSplit = Measure.time(runs: options.runs) {
        for path in inputs.splitPaths { sink &+= RoutingKitSide.match(routingKit, segments: path) ?? 0 }
    }.scaled(by: count)
    let routingKitString = Measure.time(runs: options.runs) {
        for url in inputs.strings { sink &+= RoutingKitSide.match(routingKit, url: url) ?? 0 }
    }.scaled(by: count)
    let reading = (
        strings: Measure.time(runs: options.runs) { for url in inputs.strings { sink &+= TimedInputs.read(url) } }.scaled(
            by: count),
        splitPaths: Measure.time(runs: options.runs) { for path in inputs.splitPaths { sink &+= TimedInputs.read(path) } }.scaled(
            by: count)
    )
    let bytes = (
        wayfinder: Measure.heapBytes { WayfinderSide.build(wayfinderPatterns) }.map { Double($0) / Double(size) },
        routingKit: Measure.heapBytes { RoutingKitSide.build(routingKitPaths) }.map { Double($0) / Double(size) }
    )
    let allocations = (
        wayfinder: Measure.allocations { for url in inputs.strings { sink &+= WayfinderSide.match(wayfinder, url) ?? 0 } }.map {
            Double($0) / count
        },
        routingKit: Measure.allocations {
            for path in inputs.splitPaths { sink &+= RoutingKitSide.match(routingKit, segments: path) ?? 0 }
        }.map { Double($0) / count }
    )
    let open = await measureNavigatorOpen(workload, runs: options.runs)
    let report = SizeReport(
        routes: size, urls: inputs.strings.count, registration: registration, matchFromString: fromString,
        routingKitPreSplit: preSplit, routingKitFromString: routingKitString, reading: reading, bytesPerRoute: bytes,
        allocationsPerMatch: allocations, navigatorOpen: open)
    reports.append(report)
    print("")
    print("N = \(Format.grouped(size)) routes (every answer checked: \(Format.grouped(inputs.strings.count)) URLs)")
    print(Format.table(report))
    if sink == 42 { print("") }
}

if let small = reports.first(where: { $0.routes == 1_000 }), let large = reports.first(where: { $0.routes == 100_000 }) {
    print("")
    print(
        String(
            format: "flatness: match per URL at 100,000 routes / at 1,000 routes = %.2f",
            large.matchFromString.median / small.matchFromString.median))
}
