import Testing
import WayfinderTestSupport

@testable import WayfinderRouting

@Suite("VarInt: route records' small numbers", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct VarIntTests {
    @Test(
        "a value reads back as written, in as few bytes as it needs",
        arguments: [(0, 1), (1, 1), (127, 1), (128, 2), (16_383, 2), (16_384, 3), (Int(UInt32.max), 5), (Int.max, 9)])
    func roundTrip(_ value: Int, _ size: Int) {
        var bytes: [UInt8] = [0xAA]
        VarInt.append(value, to: &bytes)
        bytes.append(0xBB)
        #expect(bytes.count == size + 2)
        var offset = 1
        let read = bytes.withView { VarInt.read($0, at: &offset) }
        #expect(read == value)
        #expect(offset == size + 1)
    }

    @Test(
        "writing to memory gives the bytes appending gives",
        arguments: [0, 1, 127, 128, 16_383, 16_384, Int(UInt32.max), Int.max])
    func writeMatchesAppend(_ value: Int) {
        var appended: [UInt8] = []
        VarInt.append(value, to: &appended)
        let written = [UInt8](capacity: VarInt.maximumLength) { VarInt.write(value, to: $0) }
        #expect(written == appended)
    }
}
