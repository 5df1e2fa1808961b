// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Wayfinder",
    // The floor apps still support; the SwiftUI adapter needs `@Observable` (iOS 17).
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "Wayfinder", targets: ["Wayfinder"]),
        .library(name: "WayfinderUIKit", targets: ["WayfinderUIKit"]),
        .library(name: "WayfinderSwiftUI", targets: ["WayfinderSwiftUI"]),
        .executable(name: "wayfinder", targets: ["WayfinderTool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // MARK: Core
        .target(name: "Wayfinder"),

        // MARK: Adapters
        // Every file is wrapped in `#if canImport(UIKit)` / `#if canImport(SwiftUI)`: on Linux
        // these targets compile to nothing, and CI parses them (`swiftc -parse`). Their logic
        // lives in Wayfinder's Containers/ and is tested on Linux against fakes.
        .target(name: "WayfinderUIKit", dependencies: ["Wayfinder"]),
        .target(name: "WayfinderSwiftUI", dependencies: ["Wayfinder"]),

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
        // The hostile-link corpus is read through #filePath, not bundled.
        .testTarget(name: "WayfinderTests", dependencies: ["Wayfinder"], exclude: ["Reliability/Resources"]),
        .testTarget(name: "WayfinderToolTests", dependencies: ["WayfinderTool"], exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
