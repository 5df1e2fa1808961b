#if canImport(Synchronization)
import Foundation
import Synchronization
import Testing
import WayfinderTestSupport

@testable import WayfinderRouting

/// An object that knows whether it was freed: a reader that got one after its last release
/// would see `freed` set (and the thread sanitizer would see the race).
private final class Probe: @unchecked Sendable {
    // @unchecked: `generation` is immutable; the record is a Mutex.
    let generation: Int
    let record: FreedRecord

    init(_ generation: Int, record: FreedRecord) {
        self.generation = generation
        self.record = record
    }

    deinit { record.freed(generation) }
}

private final class FreedRecord: Sendable {
    private let freedGenerations = Mutex<Set<Int>>([])
    func freed(_ generation: Int) { freedGenerations.withLock { _ = $0.insert(generation) } }
    func wasFreed(_ generation: Int) -> Bool { freedGenerations.withLock { $0.contains(generation) } }
    var count: Int { freedGenerations.withLock { $0.count } }
}

/// The lock-free publication under the router's table: readers on several threads load while a
/// writer replaces; no reader ever holds an object that was released, and every replaced
/// object is released once.
@Suite("Published reference", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct PublishedReferenceTests {
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    @Test("readers never see a released object while a writer replaces it; each replaced one is released once")
    func readersAndAWriter() async throws {
        let record = FreedRecord()
        let reference = PublishedReference(Probe(0, record: record))
        let stores = 2_000
        let loadsPerReader = 20_000
        try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    var newest = 0
                    for _ in 0..<loadsPerReader {
                        let probe = reference.load()
                        #expect(!record.wasFreed(probe.generation), "a reader got a released object")
                        newest = max(newest, probe.generation)
                    }
                    return newest
                }
            }
            group.addTask {
                for generation in 1...stores { reference.store(Probe(generation, record: record)) }
                return stores
            }
            for try await _ in group {}
        }
        #expect(reference.load().generation == stores)
        #expect(record.count == stores, "every replaced object is released, the published one is not")
    }

    /// The race the stress test above hits only sometimes, made to happen every time: a reader
    /// paused after it read the object's address and before it retained it. A writer that
    /// replaced the object now must not return (and release the old one) until that reader
    /// has left.
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    @Test("a writer waits for a reader that read the old object's address and has not retained it yet")
    func writerWaitsForAPausedReader() throws {
        let record = FreedRecord()
        let paused = DispatchSemaphore(value: 0)
        let resume = DispatchSemaphore(value: 0)
        let armed = Atomic<Bool>(true)
        let old = Probe(0, record: record)  // kept alive here: a writer that does not wait frees nothing
        let reference = PublishedReference(old) {
            guard armed.exchange(false, ordering: .sequentiallyConsistent) else { return }
            paused.signal()
            _ = resume.wait(timeout: .now() + 10)
        }
        let readerDone = DispatchSemaphore(value: 0)
        let loaded = Mutex<Int?>(nil)
        Thread {
            let probe = reference.load()
            loaded.withLock { $0 = probe.generation }
            readerDone.signal()
        }.start()
        // Resumed on every path out of this test, so no thread is left waiting.
        defer { resume.signal() }
        try #require(paused.wait(timeout: .now() + 10) == .success, "the reader never reached the pause")
        let stored = Atomic<Bool>(false)
        let writerDone = DispatchSemaphore(value: 0)
        Thread {
            reference.store(Probe(1, record: record))
            stored.store(true, ordering: .sequentiallyConsistent)
            writerDone.signal()
        }.start()
        // A writer that does not wait returns within microseconds; one that waits spins until the
        // reader leaves.
        Thread.sleep(forTimeInterval: 0.2)
        let returnedEarly = stored.load(ordering: .sequentiallyConsistent)
        #expect(!returnedEarly, "the writer returned while a reader held the old address")
        resume.signal()
        #expect(readerDone.wait(timeout: .now() + 10) == .success)
        #expect(writerDone.wait(timeout: .now() + 10) == .success)
        #expect(loaded.withLock { $0 } == 0, "the paused reader gets the object whose address it read")
        let returned = stored.load(ordering: .sequentiallyConsistent)
        #expect(returned)
        #expect(reference.load().generation == 1)
    }
}
#endif
