import Testing
import WayfinderTestSupport

@testable import Wayfinder

/// The default key a window's saved navigation goes under: the same for the same navigator on
/// every launch, different for two navigators of one window.
@Suite("The default restoration key", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct RestorationKeyTests {
    static let tabs = [TabDefinition(id: "home", screen: "home"), TabDefinition(id: "shop", screen: "shop")]

    @Test("the key is the same on every launch: a fixed fingerprint of the tabs and screens")
    func stableAcrossLaunches() {
        // Written out: a fingerprint that changed between launches (Hasher is seeded anew in each
        // process) would lose every window's saved navigation. The value is FNV-1a 64 of
        // "tabs:home,shop;screens:home,product,shop", computed apart from this code.
        let key = RestorationKey.default(tabs: Self.tabs, screens: ["home", "shop", "product"])
        #expect(key == "wayfinder.navigation.6c1b0d02a9966136")
        #expect(
            RestorationKey.default(tabs: Self.tabs, screens: ["product", "shop", "home"])
                == RestorationKey.default(tabs: Self.tabs, screens: ["home", "shop", "product"]),
            "the screens' order is the catalog's business, not the key's")
    }

    @Test("two navigators of one window with other tabs or screens get other keys")
    func distinctNavigators() {
        let sidebar = RestorationKey.default(tabs: [], screens: ["categories"])
        let detail = RestorationKey.default(tabs: [], screens: ["product", "reviews"])
        let tabbed = RestorationKey.default(tabs: Self.tabs, screens: ["categories"])
        let reordered = RestorationKey.default(tabs: Self.tabs.reversed(), screens: ["categories"])
        #expect(Set([sidebar, detail, tabbed, reordered]).count == 4)
        #expect([sidebar, detail, tabbed].allSatisfy { $0.hasPrefix(RestorationKey.prefix) })
    }

    @Test("two navigators with the same tabs and screens, saved from two places in the app's code, get two keys")
    func samePlaceSameKey() {
        let sidebar = RestorationKey.default(tabs: [], screens: ["mail"], place: "MailApp/Window.swift:12")
        let detail = RestorationKey.default(tabs: [], screens: ["mail"], place: "MailApp/Window.swift:14")
        #expect(sidebar != detail)
        #expect(
            sidebar == RestorationKey.default(tabs: [], screens: ["mail"], place: "MailApp/Window.swift:12"), "on every launch")
        #expect(sidebar != RestorationKey.default(tabs: [], screens: ["mail"]))
        #expect(sidebar.hasPrefix(RestorationKey.prefix))
    }
}
