// swift-tools-version: 6.1
import PackageDescription

// A package that uses the WayfinderRoutes build plugin, for Scripts/plugin-fixture.sh (CI):
// GoodApp's manifest is clean and its code uses the generated constants; BadRoutes' manifest
// has an error, so building it must fail at the manifest's line.
let package = Package(
    name: "PluginFixture",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(name: "Wayfinder", path: "../..")],
    targets: [
        .executableTarget(
            name: "GoodApp",
            dependencies: [.product(name: "Wayfinder", package: "Wayfinder")],
            plugins: [.plugin(name: "WayfinderRoutes", package: "Wayfinder")]
        ),
        .target(
            name: "BadRoutes",
            dependencies: [.product(name: "Wayfinder", package: "Wayfinder")],
            plugins: [.plugin(name: "WayfinderRoutes", package: "Wayfinder")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
