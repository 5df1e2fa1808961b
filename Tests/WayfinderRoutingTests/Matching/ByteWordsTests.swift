import Testing
import WayfinderTestSupport

@testable import WayfinderRouting

@Suite("Word-at-a-time bytes", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ByteWordsTests {
    @Test("lowercasing a word lowercases exactly the ASCII capitals in every lane")
    func lowercasing() {
        for first in stride(from: 0, through: 255, by: 1) {
            let lanes = (0..<8).map { UInt8(truncatingIfNeeded: first &+ $0 &* 37) }
            let word = lanes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
            let expected = lanes.enumerated().reduce(UInt64(0)) {
                $0 | UInt64(ASCII.lowercased($1.element)) << (8 * UInt64($1.offset))
            }
            #expect(ByteWords.lowercasedASCII(word) == expected, "lanes \(lanes)")
        }
    }

    @Test("a load near the end of a buffer reads only what is there, zero-padded")
    func loadNearEnd() {
        let bytes: [UInt8] = Array("abcdefghijk".utf8)
        bytes.withView { buffer in
            #expect(buffer.word(at: 0, readableTo: 11) == UInt64(littleEndian: 0x6867_6665_6463_6261))
            #expect(buffer.word(at: 8, readableTo: 11) == 0x6B_6A69)
            #expect(buffer.word(at: 3, readableTo: 5) == 0x65_64)
            #expect(buffer.word(at: 5, readableTo: 5) == 0)
        }
    }

    @Test("a segment's key taken in place inside a URL equals the key of its bytes alone")
    func keyInPlace() {
        let url = Array("app://accountDetailEditor/Ab/x?q=VeryLongQueryValue".utf8)
        let segments = [(6, 25), (26, 28), (29, 30), (31, 51)]
        url.withView { buffer in
            for (start, end) in segments {
                let alone = Array(url[start..<end])
                let expected = alone.withView { LiteralKey($0, under: 0x1234_5678) }
                let location = KeyBytes(source: buffer, start: start, length: end - start, limit: buffer.count)
                let inPlace = LiteralKey(location, under: 0x1234_5678)
                #expect(inPlace == expected, "\(String(decoding: alone, as: UTF8.self))")
                let padded = PaddedBytes.withCopy(of: buffer) {
                    LiteralKey(paddedIn: $0, from: start, length: end - start, under: 0x1234_5678)
                }
                #expect(padded == expected, "\(String(decoding: alone, as: UTF8.self)) from a padded copy")
            }
        }
    }

    @Test(
        "keys tell apart literals that differ in one byte, in length or in parent; a difference only in case shows in the prefix, not the hash"
    )
    func keysDiffer() {
        func key(_ text: String, under parent: UInt32 = 0x5EED) -> LiteralKey {
            let text = text
            return text.withUTF8View { LiteralKey($0, under: parent) }
        }
        #expect(key("account", under: 1).hash != key("account", under: 2).hash)
        #expect(key("accountDetailEditor", under: 1).hash != key("accountDetailEditor", under: 1 << 31).hash)
        #expect(key("accountDetail").hash != key("accountDetall").hash)
        #expect(key("account").hash != key("accounts").hash)
        #expect(key("Account").hash == key("account").hash)
        #expect(key("Account").prefix != key("account").prefix)
        #expect(key("Account").foldedPrefix == key("account").prefix)
        #expect(key("ACCOUNTDETAIL").hash == key("accountdetail").hash)
        #expect(key("ACCOUNTDETAIL") != key("accountdetail"))
        #expect(key("") == key(""))
        #expect(key("").hash != key("a").hash)
    }

    @Test("folded names match whatever the case, and only whole names")
    func foldedNames() {
        let names = FoldedNames(["app", "Shop.Example.com"])
        func index(_ text: String) -> Int? {
            let text = text
            return text.withUTF8View { names.firstIndex(of: $0) }
        }
        #expect(index("APP") == 0)
        #expect(index("ap") == nil)
        #expect(index("apps") == nil)
        #expect(index("shop.example.COM") == 1)
        #expect(index("shop.example.con") == nil)
        #expect(index("") == nil)
    }
}
