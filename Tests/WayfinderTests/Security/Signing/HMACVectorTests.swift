import Testing

@testable import Wayfinder

/// The package's own SHA-256 and HMAC-SHA256 (used where CryptoKit is not, as on Linux),
/// against the published vectors: FIPS 180-4's examples and RFC 4231's test cases.
@Suite("SHA-256 and HMAC-SHA256 match the published vectors")
struct HMACVectorTests {
    static func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }
    static func bytes(_ hex: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            bytes.append(UInt8(hex[index..<next], radix: 16)!)
            index = next
        }
        return bytes
    }

    @Test(
        "SHA-256 of the standard's messages",
        arguments: [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
        ])
    func sha256(message: String, digest: String) {
        #expect(Self.hex(SHA256Software.hash(Array(message.utf8))) == digest)
    }

    @Test("SHA-256 of a million 'a's, fed in uneven pieces")
    func sha256Long() {
        var hasher = SHA256Software()
        var fed = 0
        var piece = 1
        while fed < 1_000_000 {
            let count = min(piece, 1_000_000 - fed)
            hasher.update(repeatElement(UInt8(ascii: "a"), count: count))
            fed += count
            piece = piece * 3 % 997 + 1
        }
        #expect(Self.hex(hasher.finalize()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test(
        "HMAC-SHA256: RFC 4231's test cases 1, 2, 3, 6 and 7",
        arguments: [
            (
                String(repeating: "0b", count: 20), Array("Hi There".utf8),
                "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"
            ),
            (
                hex(Array("Jefe".utf8)), Array("what do ya want for nothing?".utf8),
                "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
            ),
            (
                String(repeating: "aa", count: 20), [UInt8](repeating: 0xdd, count: 50),
                "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"
            ),
            (
                String(repeating: "aa", count: 131), Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
                "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
            ),
            (
                String(repeating: "aa", count: 131),
                Array(
                    "This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm."
                        .utf8),
                "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"
            ),
        ] as [(String, [UInt8], String)])
    func hmac(key: String, message: [UInt8], code: String) {
        #expect(Self.hex(HMACSHA256.software(key: Self.bytes(key), message: message)) == code)
        #expect(Self.hex(HMACSHA256.code(key: Self.bytes(key), message: message)) == code, "the platform's")
    }

    @Test("codes compare equal only when every byte is")
    func comparison() {
        let code = HMACSHA256.code(key: [1, 2, 3], message: [4])
        #expect(HMACSHA256.equal(code, code))
        for index in code.indices {
            var other = code
            other[index] ^= 0x01
            #expect(!HMACSHA256.equal(code, other), "byte \(index)")
        }
        #expect(!HMACSHA256.equal(code, Array(code.dropLast())))
    }
}
