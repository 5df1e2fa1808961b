import Foundation
import Testing

/// What one run of the `wayfinder` binary printed and how it ended.
struct ToolOutput: Equatable, CustomStringConvertible {
    var stdout: String
    var stderr: String
    var status: Int32

    init(stdout: String = "", stderr: String = "", status: Int32) {
        self.stdout = stdout
        self.stderr = stderr
        self.status = status
    }

    var description: String {
        "status \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)---"
    }
}

/// Runs the built `wayfinder` binary with `arguments` and collects its whole output.
///
/// The binary is the one SwiftPM built next to the test bundle: the test target depends on
/// the `WayfinderTool` target, so `swift test` builds it first. Standard input is empty and
/// the terminal width is 80 columns. With `directory`, the binary runs there, so that file
/// names in its output are the relative ones the test passed.
///
/// - Throws: when the binary cannot be found or started, or does not end within a minute;
///   the failure is recorded at `sourceLocation`.
func runTool(
    _ arguments: [String], input: String? = nil, in directory: URL? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> ToolOutput {
    let executable = try #require(
        ToolBinary.url,
        """
        the 'wayfinder' binary was not found; build it with 'swift build' (looked at: \
        \(ToolBinary.candidates.map(\.path).joined(separator: ", ")))
        """,
        sourceLocation: sourceLocation)

    let scratch = FileManager.default.temporaryDirectory
        .appendingPathComponent("wayfinder-tool-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    // Files rather than pipes: a child that fills a pipe nobody reads yet would never end.
    let stdoutURL = scratch.appendingPathComponent("stdout")
    let stderrURL = scratch.appendingPathComponent("stderr")
    try Data().write(to: stdoutURL)
    try Data().write(to: stderrURL)
    let stdoutHandle = try FileHandle(forWritingTo: stdoutURL)
    let stderrHandle = try FileHandle(forWritingTo: stderrURL)

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    // Help text wraps at the terminal's width, which `COLUMNS` can set; pin it.
    var environment = ProcessInfo.processInfo.environment
    environment["COLUMNS"] = "80"
    process.environment = environment
    if let input {
        let inputURL = scratch.appendingPathComponent("stdin")
        try Data(input.utf8).write(to: inputURL)
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
    } else {
        process.standardInput = FileHandle.nullDevice
    }
    process.standardOutput = stdoutHandle
    process.standardError = stderrHandle
    try process.run()
    try stdoutHandle.close()
    try stderrHandle.close()

    let deadline = Date().addingTimeInterval(60)
    while process.isRunning && Date() < deadline { usleep(2_000) }
    if process.isRunning {
        process.terminate()
        process.waitUntilExit()
        Issue.record(
            "'wayfinder \(arguments.joined(separator: " "))' did not end within 60 seconds", sourceLocation: sourceLocation)
        throw ToolTimeout()
    }
    process.waitUntilExit()

    return ToolOutput(
        stdout: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
        stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self),
        // A signal reads as a shell reports it, 128 + the signal, so a crash is never a 0, 1 or 2.
        status: process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus)
}

struct ToolTimeout: Error {}

/// Where the `wayfinder` binary is.
enum ToolBinary {
    /// The first candidate that is an executable file.
    static let url: URL? = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// The build products directory holds both the test bundle and the tool, whichever
    /// configuration and platform built them; the package's own `.build/debug` is the fallback.
    static var candidates: [URL] {
        var directories: [URL] = []
        // macOS: the `.xctest` bundle sits in the products directory.
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        // Linux: the test runner is itself an executable in the products directory.
        if let runner = CommandLine.arguments.first {
            directories.append(URL(fileURLWithPath: runner).deletingLastPathComponent())
        }
        directories.append(Bundle.main.bundleURL)
        directories.append(packageRoot.appendingPathComponent(".build/debug"))
        var seen: Set<String> = []
        return
            directories
            .map { $0.appendingPathComponent("wayfinder").standardizedFileURL }
            .filter { seen.insert($0.path).inserted }
    }

    /// `Tests/WayfinderToolTests/Support/RunTool.swift` -> the package root.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
}
