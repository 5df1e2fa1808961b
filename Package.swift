// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Wayfinder",
    // `Synchronization` (lock-free table publication) sets the Apple floor.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Wayfinder", targets: ["Wayfinder"]),
        .executable(name: "wayfinder", targets: ["wayfinder"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // MARK: Core
        .target(name: "Wayfinder"),

        // MARK: Tooling
        .executableTarget(
            name: "wayfinder",
            dependencies: [
                "Wayfinder",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: Tests
        .testTarget(name: "WayfinderTests", dependencies: ["Wayfinder"]),
        .testTarget(name: "WayfinderToolTests", dependencies: ["wayfinder"]),
    ],
    swiftLanguageModes: [.v6]
)
