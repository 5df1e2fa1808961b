#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation

/// The signature of `LLVMFuzzerTestOneInput`.
public typealias FuzzTestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

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
/// target's `main.swift` calls this. The driver runs on a thread of its own while the main
/// thread serves the main actor, so a target may drive `@MainActor` code (the navigator) with
/// ``runOnMainActor(_:)``.
public func runFuzzer(_ testOneInput: FuzzTestOneInput) -> Never {
    let driver = Thread {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
    }
    driver.stackSize = 64 << 20
    driver.start()
    dispatchMain()
}

/// The input as text; invalid UTF-8 is repaired, as `String(decoding:)` does.
public func text(_ data: UnsafePointer<UInt8>?, _ size: Int) -> String {
    String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
}

/// Runs `body` on the main actor and waits for it; for use from the fuzzing thread only.
///
/// With `limit`, work that has not ended by then is a finding: the promise that every request
/// ends is broken. (libFuzzer's own -timeout cannot see it: its alarm is ignored unless the
/// fuzzing thread takes it, and the main thread, parked in libdispatch, takes it instead.)
public func runOnMainActor(within limit: DispatchTimeInterval? = nil, _ body: @escaping @MainActor @Sendable () async -> Void) {
    let done = DispatchSemaphore(value: 0)
    Task { @MainActor in
        await body()
        done.signal()
    }
    guard let limit else {
        done.wait()
        return
    }
    check(done.wait(timeout: .now() + limit) == .success, "the input's work did not end within \(limit): a request never ended")
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
