import Foundation
import Testing

/// A temporary directory with fixture files written into it, for commands that read files.
///
/// ```swift
/// let fixtures = try FixtureDirectory(["bad.json": LintFixtures.wrongVersion])
/// defer { fixtures.remove() }
/// let output = try runTool(["lint", "bad.json"], in: fixtures.url)
/// ```
struct FixtureDirectory {
    let url: URL

    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-fixtures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: url.appendingPathComponent(name))
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// The package's root directory, where `Examples/` is.
enum PackageRoot {
    /// `Tests/WayfinderToolTests/Support/FixtureDirectory.swift` -> the package root.
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
}

/// Runs the tool in a temporary directory holding the command fixtures: `shop.json`,
/// `notes.yaml`, `not-convertible.json`, `internal-only.json` and `no-hosts.json`.
func runWithFixtures(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> ToolOutput {
    let fixtures = try FixtureDirectory([
        "shop.json": CommandFixtures.shop,
        "notes.yaml": CommandFixtures.noTabs,
        "not-convertible.json": CommandFixtures.notConvertible,
        "internal-only.json": CommandFixtures.internalOnly,
        "no-hosts.json": CommandFixtures.noHosts,
        "mail.json": CommandFixtures.mail,
    ])
    defer { fixtures.remove() }
    return try runTool(arguments, in: fixtures.url, sourceLocation: sourceLocation)
}
