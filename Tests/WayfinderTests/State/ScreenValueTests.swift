import Foundation
import Testing
import WayfinderTestSupport

@testable import Wayfinder

/// `Screen` keeps its id, URL and arguments in one shared box; it must still behave as the
/// plain value it was: compared and hashed by its four values, coded by name, set field by field.
@Suite("A screen is a value", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ScreenValueTests {
    @Test("two screens made apart with the same values are equal and hash alike; any field tells them apart")
    func equality() {
        let screen = Screen(id: "product", key: 4, url: "shop://product/42", arguments: ["id": "42"])
        let same = Screen(id: "product", key: 4, url: "shop://product/42", arguments: ["id": "42"])
        #expect(screen == same)
        #expect(screen.hashValue == same.hashValue)
        #expect(Set([screen, same]).count == 1)
        #expect(screen != Screen(id: "item", key: 4, url: "shop://product/42", arguments: ["id": "42"]))
        #expect(screen != Screen(id: "product", key: 5, url: "shop://product/42", arguments: ["id": "42"]))
        #expect(screen != Screen(id: "product", key: 4, url: nil, arguments: ["id": "42"]))
        #expect(screen != Screen(id: "product", key: 4, url: "shop://product/42", arguments: ["id": "7"]))
    }

    @Test("setting one field changes that field only, and never the copy it was made from")
    func setters() {
        let original = Screen(id: "product", key: 4, url: "shop://product/42", arguments: ["id": "42"])
        var changed = original
        changed.arguments["tab"] = "reviews"
        changed.url = nil
        #expect(changed.id == "product" && changed.key == 4 && changed.url == nil)
        #expect(changed.arguments == ["id": "42", "tab": "reviews"])
        #expect(original.url == "shop://product/42" && original.arguments == ["id": "42"])
        changed.id = "item"
        changed.key = 9
        #expect(changed.description == "item #9")
        #expect(original.description == "product #4")
    }

    @Test("the coded form names the four values, the URL only when there is one")
    func coding() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let screen = Screen(id: "product", key: 4, url: "shop://product/42", arguments: ["id": "42"])
        let text = String(decoding: try encoder.encode(screen), as: UTF8.self)
        #expect(text == #"{"arguments":{"id":"42"},"id":"product","key":4,"url":"shop:\/\/product\/42"}"#)
        #expect(try JSONDecoder().decode(Screen.self, from: Data(text.utf8)) == screen)
        let direct = Screen(id: "home", key: 1)
        #expect(String(decoding: try encoder.encode(direct), as: UTF8.self) == #"{"arguments":{},"id":"home","key":1}"#)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Screen.self, from: Data(#"{"id":"home"}"#.utf8)) }
    }
}
