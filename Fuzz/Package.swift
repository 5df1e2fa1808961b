// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets, in a package of their own so that apps depending on Wayfinder never see
// them. Build them with the fuzzer and address sanitizers (`Scripts/fuzz.sh` does):
//
//     swift build --package-path Fuzz -c release \
//         -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld --product FuzzURLs
//
// Each target exposes `LLVMFuzzerTestOneInput` and starts libFuzzer's driver itself
// (`LLVMFuzzerRunDriver`), since a SwiftPM executable brings its own `main`. The harness runs
// Swift concurrency on the fuzzing thread (FuzzHarness/FuzzExecutors.swift).
let package = Package(
    name: "WayfinderFuzz",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "FuzzPatterns", targets: ["FuzzPatterns"]),
        .executable(name: "FuzzURLs", targets: ["FuzzURLs"]),
        .executable(name: "FuzzOutsideDoor", targets: ["FuzzOutsideDoor"]),
        .executable(name: "FuzzManifest", targets: ["FuzzManifest"]),
        .executable(name: "FuzzManifestYAML", targets: ["FuzzManifestYAML"]),
        .executable(name: "FuzzNavigator", targets: ["FuzzNavigator"]),
    ],
    dependencies: [
        // YAML manifests are measured (and fuzzed) too: the trait brings the reader.
        .package(name: "Wayfinder", path: "..", traits: ["YAML"])
    ],
    targets: [
        // Starts libFuzzer's driver; checks that turn a broken promise into a finding.
        .target(name: "FuzzHarness"),
        .executableTarget(
            name: "FuzzPatterns",
            dependencies: [
                "FuzzHarness", .product(name: "Wayfinder", package: "Wayfinder"),
                .product(name: "WayfinderRouting", package: "Wayfinder"),
                .product(name: "WayfinderManifest", package: "Wayfinder"),
            ]),
        .executableTarget(
            name: "FuzzURLs",
            dependencies: [
                "FuzzHarness", .product(name: "Wayfinder", package: "Wayfinder"),
                .product(name: "WayfinderRouting", package: "Wayfinder"),
            ]),
        .executableTarget(
            name: "FuzzOutsideDoor",
            dependencies: [
                "FuzzHarness", .product(name: "Wayfinder", package: "Wayfinder"),
                .product(name: "WayfinderRouting", package: "Wayfinder"),
                .product(name: "WayfinderTesting", package: "Wayfinder"),
            ]),
        // What every manifest reader promises, for the JSON and YAML targets.
        .target(
            name: "FuzzManifestChecks",
            dependencies: [
                "FuzzHarness", .product(name: "Wayfinder", package: "Wayfinder"),
                .product(name: "WayfinderManifest", package: "Wayfinder"),
            ]),
        .executableTarget(
            name: "FuzzManifest",
            dependencies: [
                "FuzzHarness", "FuzzManifestChecks", .product(name: "Wayfinder", package: "Wayfinder"),
                .product(name: "WayfinderManifest", package: "Wayfinder"),
            ]),
        .executableTarget(
            name: "FuzzManifestYAML",
            dependencies: [
                "FuzzHarness", "FuzzManifestChecks", .product(name: "Wayfinder", package: "Wayfinder"),
                .product(name: "WayfinderManifest", package: "Wayfinder"),
                .product(name: "WayfinderYAML", package: "Wayfinder"),
            ]),
        .executableTarget(
            name: "FuzzNavigator",
            dependencies: [
                "FuzzHarness", .product(name: "Wayfinder", package: "Wayfinder"),
                .product(name: "WayfinderTesting", package: "Wayfinder"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
