import Testing
import WayfinderTestSupport

@testable import WayfinderRouting

@Suite("Lowercased UTF-8", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct LowercasedUTF8Tests {
    @Test(
        "gives the bytes of String.lowercased(), for ASCII and for text whose lowercase form is longer",
        arguments: [
            "", "a", "Product", "ACCOUNTDETAIL", "a-B_c.D~1", "@[`{", "Café", "ÉTÉ", "İstanbul", "ΣΑΣ", "straße", "Ⅻ",
            String(repeating: "AbC", count: 40),
        ])
    func agreesWithString(_ text: String) {
        let text = text
        let lowered = text.withUTF8View { LowercasedUTF8.with($0) { Array($0) } }
        #expect(lowered == Array(text.lowercased().utf8), "\(text.debugDescription)")
    }

    @Test("every ASCII byte lowercases as String.lowercased() lowercases it")
    func everyASCIIByte() {
        let bytes = (0..<128).map { UInt8($0) }
        let lowered = bytes.withView { LowercasedUTF8.with($0) { Array($0) } }
        #expect(lowered == Array(String(decoding: bytes, as: UTF8.self).lowercased().utf8))
    }
}
