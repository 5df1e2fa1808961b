import Testing
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

@Suite("Cache-aligned array", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct CacheAlignedArrayTests {
    @Test("Elements start on a 64-byte boundary, so no 32-byte slot of a literal table straddles two lines")
    func alignment() {
        for count in [1, 16, 1_000, 70_000] {
            let array = CacheAlignedArray(repeating: LiteralTable.Slot(), count: count)
            let address = array.withView { Int(bitPattern: $0.buffer.baseAddress) }
            #expect(address % 64 == 0, "count \(count)")
            #expect(MemoryLayout<LiteralTable.Slot>.stride == 32)
        }
    }

    @Test("Starts filled with the repeated element and reads back what was written")
    func readsAndWrites() {
        var array = CacheAlignedArray(repeating: -1, count: 5)
        #expect(Array(array) == [-1, -1, -1, -1, -1])
        array[2] = 7
        array.withMutableView { $0[4] = 9 }
        #expect(Array(array) == [-1, -1, 7, -1, 9])
        #expect(array.count == 5)
    }

    @Test("A copy keeps its values when the original changes, and the other way round")
    func copiesOnWrite() {
        var original = CacheAlignedArray(repeating: 0, count: 3)
        var copy = original
        original[0] = 1
        #expect(Array(copy) == [0, 0, 0])
        copy.withMutableView { $0[1] = 2 }
        #expect(Array(original) == [1, 0, 0])
        #expect(Array(copy) == [0, 2, 0])
    }

    @Test("An empty array has no elements")
    func empty() {
        let array = CacheAlignedArray(repeating: 0, count: 0)
        #expect(array.isEmpty)
        #expect(array.withView { $0.count } == 0)
    }
}
