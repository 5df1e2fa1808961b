import Testing
import WayfinderTestSupport

@testable import Wayfinder

@Suite(
    "CallbackNames: the lookup every request makes for callback parameters", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct CallbackNamesTests {
    @Test(
        "a name is found whatever its case, and only a listed name",
        arguments: [
            ("next", true), ("NEXT", true), ("Next", true), ("redirect_uri", true), ("REDIRECT_URI", true),
            ("nex", false), ("nexts", false), ("id", false), ("", false), ("redirect-uri", false),
        ])
    func lookup(name: String, found: Bool) {
        let names = CallbackNames(["next", "Redirect_URI"])
        #expect(names.contains(name) == found)
    }

    @Test("names outside ASCII and names of 63 bytes or more are not turned away by their length")
    func unusualNames() {
        let long = String(repeating: "a", count: 70)
        let names = CallbackNames(["zurück", long, "\u{212A}ey"])  // KELVIN SIGN lowercases to "k"
        #expect(names.contains("ZURÜCK"))
        #expect(names.contains(long.uppercased()))
        #expect(!names.contains(String(repeating: "a", count: 64)))
        #expect(names.contains("key"), "a name written with the Kelvin sign is stored lowercased")
        #expect(names.contains("\u{212A}EY"))
    }

    @Test("an empty list finds nothing")
    func empty() {
        let names = CallbackNames([])
        #expect(!names.contains("next") && !names.contains(""))
    }
}
