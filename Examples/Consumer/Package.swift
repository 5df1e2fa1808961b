// swift-tools-version: 6.0
import PackageDescription

// An app's package as a team would write it on the first day: Wayfinder by path here (by URL and
// version in an app: `.package(url: "https://github.com/wayfinder-swift/wayfinder", from: "0.1.0")`).
// CI resolves it from a clean state and checks that it fetches no other package, then runs the
// README's minimal app on a headless host.
let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(name: "Wayfinder", path: "../..")],
    targets: [
        .executableTarget(
            name: "MinimalApp",
            dependencies: [
                .product(name: "Wayfinder", package: "Wayfinder"),
                .product(name: "WayfinderTesting", package: "Wayfinder"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
