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
@Suite("Published reference", .timeLimit(.minutes(2)), .endsWithin(.seconds(20)))
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
}
#endif
