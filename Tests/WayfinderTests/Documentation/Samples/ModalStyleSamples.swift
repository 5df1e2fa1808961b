import Foundation
import Testing
import WayfinderTestSupport
import Wayfinder

/// The samples of `ModalStyle`'s doc comment, and what a style does in the state, saved state
/// and outcomes.
@MainActor
@Suite("Modal styles: sheets with detents, form and page sheets, popovers", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ModalStyleSamples {
    @Test("ModalStyle: routes that present with detents and as a popover")
    func registered() async throws {
        let shop = try SampleShop()
        for id in ["filters", "cartPeek"] { shop.catalog.register(id) }
        let routes = shop.routes
        // sample: ModalStyle
        try routes.register("/filters", screen: "filters",
                            presentation: .present(style: .sheet(detents: [.medium, .large])))
        try routes.register("/cart/peek", screen: "cartPeek",
                            presentation: .present(style: .popover(anchor: "cartButton")))
        // end sample
        let (navigator, _) = await shop.start()
        let outcome = await navigator.open("shop://filters")
        #expect(navigator.state.modals.last?.style == .sheet(detents: [.medium, .large], selected: .medium))
        #expect("\(outcome)".contains("sheet(medium*, large)"), "\(outcome)")
        await navigator.dismiss()
        await navigator.open("shop://cart/peek")
        #expect(navigator.state.modals.last?.style.anchor == "cartButton")
        #expect(navigator.state.description.contains("modal popover(cartButton)"), "\(navigator.state)")
    }

    @Test("a style round-trips through saved state; a plain one is saved as before")
    func savedState() throws {
        let styles: [ModalStyle] = [
            .sheet, .fullScreen, .formSheet, .pageSheet, .popover(anchor: "cartButton"),
            .sheet(detents: [.fraction(0.25), .height(240), .large], selected: .large),
        ]
        for style in styles {
            let data = try JSONEncoder().encode(style)
            #expect(try JSONDecoder().decode(ModalStyle.self, from: data) == style, "\(String(decoding: data, as: UTF8.self))")
        }
        #expect(String(decoding: try JSONEncoder().encode(ModalStyle.fullScreen), as: UTF8.self) == #""fullScreen""#)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ModalStyle.self, from: Data(#""drawer""#.utf8)) }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ModalStyle.self, from: Data(#"{"kind":"sheet","detents":["half"]}"#.utf8))
        }
    }

    @Test("detents: repeated ones count once, the resting one is among them, and fractions stay in (0, 1]")
    func detents() {
        let style = ModalStyle.sheet(detents: [.medium, .medium, .large], selected: .height(10))
        #expect(style.detents == [.medium, .large])
        #expect(style.selectedDetent == .medium)
        #expect(style.resting(at: .large).selectedDetent == .large)
        #expect(style.resting(at: .fraction(0.5)) == style)
        #expect(ModalStyle.sheet(detents: []) == .sheet)
        #expect(ModalStyle.Detent("0.3") == .fraction(0.3) && ModalStyle.Detent("240pt") == .height(240))
        for bad in ["0", "1.5", "-2pt", "nan", "infpt", "half", ""] { #expect(ModalStyle.Detent(bad) == nil, "\(bad)") }
        #expect(!ModalStyle.fullScreen.isUserDismissible && ModalStyle.popover(anchor: "x").isUserDismissible)
    }
}
