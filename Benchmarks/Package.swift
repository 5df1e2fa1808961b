// swift-tools-version: 6.1
import PackageDescription

// A package of its own, so that apps depending on Wayfinder never fetch what only the
// benchmarks use (RoutingKit and its dependencies).
let package = Package(
    name: "WayfinderBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        // YAML manifests are measured (and fuzzed) too: the trait brings the reader.
        .package(name: "Wayfinder", path: "..", traits: ["YAML"]),
        .package(url: "https://github.com/vapor/routing-kit", exact: "4.9.3"),
    ],
    targets: [
        // Counts heap allocations by interposing malloc on Linux; nothing on other systems.
        .target(name: "AllocationCounter"),
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                "AllocationCounter",
                .product(name: "Wayfinder", package: "Wayfinder"),
                .product(name: "WayfinderManifest", package: "Wayfinder"),
                .product(name: "WayfinderYAML", package: "Wayfinder"),
                .product(name: "WayfinderTesting", package: "Wayfinder"),
                .product(name: "RoutingKit", package: "routing-kit"),
            ],
            swiftSettings: [.unsafeFlags(["-Ounchecked"], .when(configuration: .release))]
        ),
    ],
    swiftLanguageModes: [.v6]
)
