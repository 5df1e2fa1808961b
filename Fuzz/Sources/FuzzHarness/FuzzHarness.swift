import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The signature of `LLVMFuzzerTestOneInput`.
public typealias FuzzTestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

// swift-format-ignore: AlwaysUseLowerCamelCase
// libFuzzer's own name for its driver.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: FuzzTestOneInput
) -> CInt

/// Starts libFuzzer with the process's arguments (`-max_total_time=30 Corpus/X`, a crash file
/// to replay, ...) and exits with its status.
///
/// A SwiftPM executable has its own `main`, which takes the place of libFuzzer's, so the
/// target's `main.swift` calls this. The driver runs on the main thread, and Swift concurrency
/// runs on it too, one job at a time (see ``FuzzExecutors``): a target drives `@MainActor`
/// code (the navigator) with ``runOnMainActor(_:)`` without a thread hop, and an input replays
/// in the same order every time.
public func runFuzzer(_ testOneInput: FuzzTestOneInput) -> Never {
    FuzzExecutors.install()
    Watchdog.target = testOneInput
    Watchdog.start(limit: Watchdog.limit(in: CommandLine.arguments))
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, Watchdog.run))
}

/// Makes an input that runs longer than libFuzzer's `-timeout` a finding.
///
/// libFuzzer's own timeout is a SIGALRM that it heeds only when the fuzzing thread takes the
/// signal; any other thread may take it (the watchdog's own, the runtime's), and then a hang
/// goes unseen. The watchdog, a thread of its own, aborts instead: libFuzzer's crash handler
/// then saves the input as a crash, with the message below naming it a hang.
enum Watchdog {
    /// The target's `LLVMFuzzerTestOneInput`; set once, before the driver starts.
    nonisolated(unsafe) static var target: FuzzTestOneInput?
    /// When the input under test started; guarded by `lock`.
    nonisolated(unsafe) private static var started: Date?
    private static let lock = NSLock()

    /// The input under test, timed.
    static let run: FuzzTestOneInput = { data, size in
        Watchdog.lock.withLock { Watchdog.started = Date() }
        defer { Watchdog.lock.withLock { Watchdog.started = nil } }
        return Watchdog.target!(data, size)
    }

    /// The `-timeout=N` argument, in seconds; 10 when none is given.
    static func limit(in arguments: [String]) -> TimeInterval {
        arguments.lazy.compactMap { $0.hasPrefix("-timeout=") ? TimeInterval($0.dropFirst(9)) : nil }.first ?? 10
    }

    static func start(limit: TimeInterval) {
        guard limit > 0 else { return }
        let thread = Thread {
            while true {
                Thread.sleep(forTimeInterval: 0.5)
                let running = lock.withLock { started.map { Date().timeIntervalSince($0) } } ?? 0
                if running > limit {
                    let text =
                        "fuzz watchdog: the input has run for more than \(Int(limit)) s: a hang (every request, every parse must end)\n"
                    FileHandle.standardError.write(Data(text.utf8))
                    abort()
                }
            }
        }
        thread.start()
    }
}

/// The input as text; invalid UTF-8 is repaired, as `String(decoding:)` does.
public func text(_ data: UnsafePointer<UInt8>?, _ size: Int) -> String {
    String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
}

/// Runs `body` on the main actor and waits for it, running every job it starts on this thread;
/// for use from the fuzzing thread only. Then runs what the body left queued (tasks still
/// going, timers), so that inputs do not leak work into each other.
///
/// A wait that nothing can end (every task suspended, no timer left) is a finding at once; a
/// job that never returns is caught by the watchdog (see ``runFuzzer(_:)``).
public func runOnMainActor(_ body: @escaping @MainActor @Sendable () async -> Void) {
    let done = Flag()
    Task { @MainActor in
        await body()
        done.isSet = true
    }
    check(FuzzExecutors.run(until: done), "a wait that nothing can end: every task is suspended and no timer is left")
    let limit = 1_000_000
    check(FuzzExecutors.drain(limit: limit) < limit, "work left behind by the input runs for more than \(limit) jobs")
}

/// Set once the body has run. Written and read only on the fuzzing thread, by jobs the
/// executors run one at a time there, so it needs no lock.
final class Flag: @unchecked Sendable {
    var isSet = false
}

/// A promise the code under test must keep. A broken one stops the run as a crash would, so
/// libFuzzer saves the input.
public func check(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    guard !condition() else { return }
    let text = "fuzz check failed at \(file):\(line): \(message())\n"
    FileHandle.standardError.write(Data(text.utf8))
    abort()
}
