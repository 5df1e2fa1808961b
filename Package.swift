// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Wayfinder",
    // The floor apps still support; the SwiftUI adapter needs `@Observable` (iOS 17).
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "WayfinderRouting", targets: ["WayfinderRouting"]),
        .library(name: "Wayfinder", targets: ["Wayfinder"]),
        .library(name: "WayfinderManifest", targets: ["WayfinderManifest"]),
        .library(name: "WayfinderYAML", targets: ["WayfinderYAML"]),
        .library(name: "WayfinderUIKit", targets: ["WayfinderUIKit"]),
        .library(name: "WayfinderSwiftUI", targets: ["WayfinderSwiftUI"]),
        .library(name: "WayfinderTesting", targets: ["WayfinderTesting"]),
        .executable(name: "wayfinder", targets: ["WayfinderTool"]),
        .plugin(name: "WayfinderRoutes", targets: ["WayfinderRoutes"]),
    ],
    // An app that depends on the libraries resolves no other package. YAML manifests need Yams,
    // so they come with a trait: `.package(url: ..., from: "0.1.0", traits: ["YAML"])`.
    traits: [
        .trait(name: "YAML", description: "Read route manifests written in YAML (WayfinderYAML), with Yams.")
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2")
    ],
    targets: [
        // MARK: Core
        // Patterns, URL reading, matching and reverse routing: a fast router on its own, with
        // nothing of navigation in it.
        .target(name: "WayfinderRouting"),
        // Navigation: the model, the navigator, interceptors, security, hosting. Re-exports
        // WayfinderRouting, so that one import serves the common case.
        .target(name: "Wayfinder", dependencies: ["WayfinderRouting"]),

        // MARK: Manifests
        // Route tables from files (JSON, property lists) and what is derived from them (the
        // apple-app-site-association file). Apps that declare routes in code never link it.
        .target(name: "WayfinderManifest", dependencies: ["Wayfinder"]),
        // YAML manifests, apart and behind the YAML trait so that only apps that read YAML
        // fetch and link Yams. Without the trait the module has no reader, only a message.
        .target(
            name: "WayfinderYAML",
            dependencies: [
                "WayfinderManifest", .product(name: "Yams", package: "Yams", condition: .when(traits: ["YAML"])),
            ]
        ),

        // MARK: Adapters
        // Every file is wrapped in `#if canImport(UIKit)` / `#if canImport(SwiftUI)`: on Linux
        // these targets compile to nothing, and CI parses them (`swiftc -parse`). Their logic
        // lives in Wayfinder's Containers/ and is tested on Linux against fakes.
        .target(name: "WayfinderUIKit", dependencies: ["Wayfinder"]),
        .target(name: "WayfinderSwiftUI", dependencies: ["Wayfinder"]),

        // MARK: Testing
        // What apps test their routes and hosts with, as the project does: a host in memory and
        // the host contract. Apps link it from test targets, previews and tools, not from what
        // they ship.
        .target(name: "WayfinderTesting", dependencies: ["Wayfinder"]),

        // MARK: Tooling
        // The product is `wayfinder`; the target name differs from the library's by more than
        // case so that case-insensitive file systems keep their build folders apart.
        .executableTarget(
            name: "WayfinderTool",
            dependencies: [
                "Wayfinder",
                "WayfinderManifest",
                "WayfinderYAML",
                "WayfinderTesting",
            ]
        ),

        // A build-tool plugin: checks a target's route manifests on every build (errors fail it,
        // at the file and line) and generates constants for their names, with the tool above.
        .plugin(name: "WayfinderRoutes", capability: .buildTool(), dependencies: ["WayfinderTool"]),

        // MARK: Tests
        // One test target per library layer: WayfinderRoutingTests sees WayfinderRouting alone, so
        // "the router knows nothing of navigation" holds for its tests too. The suites share
        // their time-limit trait through WayfinderTestSupport, which no product includes.
        .target(name: "WayfinderTestSupport", dependencies: ["WayfinderRouting"], path: "Tests/TestSupport"),
        .testTarget(name: "WayfinderRoutingTests", dependencies: ["WayfinderRouting", "WayfinderTestSupport"]),
        .testTarget(
            name: "WayfinderManifestTests", dependencies: ["WayfinderManifest", "WayfinderYAML", "WayfinderTestSupport"]),
        // The hostile-link corpus is read through #filePath, not bundled.
        .testTarget(
            name: "WayfinderTests",
            dependencies: [
                "WayfinderRouting", "Wayfinder", "WayfinderManifest", "WayfinderYAML", "WayfinderUIKit", "WayfinderTesting",
                "WayfinderTestSupport",
            ], exclude: ["Reliability/Resources", "Containers/Fakes/README.md", "Containers/Fakes/SplitViewFacts.md"]),
        .testTarget(name: "WayfinderToolTests", dependencies: ["WayfinderTool"], exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
