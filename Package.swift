// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Wayfinder",
    // `Synchronization` (lock-free table publication) sets the Apple floor.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Wayfinder", targets: ["Wayfinder"]),
        .executable(name: "wayfinder", targets: ["WayfinderTool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // MARK: Core
        .target(name: "Wayfinder"),

        // MARK: Tooling
        // The product is `wayfinder`; the target name differs from the library's by more than
        // case so that case-insensitive file systems keep their build folders apart.
        .executableTarget(
            name: "WayfinderTool",
            dependencies: [
                "Wayfinder",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),

        // MARK: Tests
        .testTarget(name: "WayfinderTests", dependencies: ["Wayfinder"]),
        .testTarget(name: "WayfinderToolTests", dependencies: ["WayfinderTool"], exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
