import Testing
import WayfinderTestSupport

@testable import WayfinderRouting

@Suite("Padded copies of a URL's bytes", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct PaddedBytesTests {
    /// Every length from empty to several words, and the lengths around the most a copy of a
    /// constant size holds (248 bytes and the padding), beyond which the copy is sized for the URL.
    @Test("the copy holds the bytes and then eight zeros", arguments: Array(0...41) + [247, 248, 249, 250, 1_000])
    func copiesAndPads(length: Int) {
        // No zero among the bytes, so a missing byte or a misplaced lane cannot pass as padding.
        let source = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) | 1 }
        let (copied, padding) = source.withView { bytes in
            PaddedBytes.withCopy(of: bytes) { copy in
                (Array(copy), (0..<PaddedBytes.padding).map { copy.includingPadding()[length + $0] })
            }
        }
        #expect(copied == source)
        #expect(padding == Array(repeating: 0, count: PaddedBytes.padding))
    }

    @Test("the copy is read from the source's own bytes only, at any alignment")
    func readsOnlyTheSource() {
        // The source sits at the end of a larger buffer whose bytes after it are not zero; a
        // copy that read past its end would carry them over.
        let backing = [UInt8](repeating: 0xEE, count: 64)
        for length in 0...20 {
            for start in 0..<8 {
                var buffer = backing
                for index in 0..<length { buffer[start + index] = UInt8(65 + index) }
                let (copied, padding) = buffer.withView { whole in
                    PaddedBytes.withCopy(of: whole.slice(start..<(start + length))) { copy in
                        (Array(copy), (0..<PaddedBytes.padding).map { copy.includingPadding()[length + $0] })
                    }
                }
                #expect(copied == (0..<length).map { UInt8(65 + $0) })
                #expect(padding.allSatisfy { $0 == 0 })
            }
        }
    }
}
