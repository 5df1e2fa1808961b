// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets, in a package of their own so that apps depending on Wayfinder never see
// them. Build them with the fuzzer and address sanitizers (`Scripts/fuzz.sh` does):
//
//     swift build --package-path Fuzz -c debug \
//         -Xswiftc -sanitize=fuzzer -Xswiftc -sanitize=address --product FuzzURLs
//
// Each target exposes `LLVMFuzzerTestOneInput` and starts libFuzzer's driver itself
// (`LLVMFuzzerRunDriver`), since a SwiftPM executable brings its own `main`.
let package = Package(
    name: "WayfinderFuzz",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "FuzzPatterns", targets: ["FuzzPatterns"]),
        .executable(name: "FuzzURLs", targets: ["FuzzURLs"]),
        .executable(name: "FuzzManifest", targets: ["FuzzManifest"]),
        .executable(name: "FuzzNavigator", targets: ["FuzzNavigator"]),
    ],
    dependencies: [
        .package(name: "Wayfinder", path: ".."),
    ],
    targets: [
        // Starts libFuzzer's driver; checks that turn a broken promise into a finding.
        .target(name: "FuzzHarness"),
        .executableTarget(
            name: "FuzzPatterns",
            dependencies: ["FuzzHarness", .product(name: "Wayfinder", package: "Wayfinder")]),
        .executableTarget(
            name: "FuzzURLs",
            dependencies: ["FuzzHarness", .product(name: "Wayfinder", package: "Wayfinder")]),
        .executableTarget(
            name: "FuzzManifest",
            dependencies: ["FuzzHarness", .product(name: "Wayfinder", package: "Wayfinder")]),
        .executableTarget(
            name: "FuzzNavigator",
            dependencies: ["FuzzHarness", .product(name: "Wayfinder", package: "Wayfinder")]),
    ],
    swiftLanguageModes: [.v6]
)
