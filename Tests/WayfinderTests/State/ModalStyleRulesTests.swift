import Foundation
import Testing
import Wayfinder
import WayfinderManifest
import WayfinderTestSupport

/// The rules a modal style keeps: which styles the user can swipe away, and which detents are
/// heights a sheet can rest at, as text, in saved state and in a manifest.
@Suite("Modal style rules", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ModalStyleRulesTests {
    /// Each style, and whether the user can dismiss it.
    static let dismissibleRows: [(ModalStyle, Bool)] = [
        (.sheet, true),
        (.sheet(detents: [.medium, .large]), true),
        (.formSheet, true),
        (.pageSheet, true),
        (.popover(anchor: "cartButton"), true),
        (.fullScreen, false),
    ]

    @Test("every style but full-screen can be dismissed by the user", arguments: dismissibleRows)
    func userDismissible(style: ModalStyle, dismissible: Bool) {
        #expect(style.isUserDismissible == dismissible, "\(style)")
    }

    /// Detent text and what it reads as; `nil` when it is refused.
    static let detentTexts: [(text: String, detent: ModalStyle.Detent?)] = [
        ("1", .fraction(1)),
        ("1.0", .fraction(1)),
        ("0.5", .fraction(0.5)),
        ("0.001", .fraction(0.001)),
        ("0", nil),
        ("0.0", nil),
        ("-0.5", nil),
        ("1.0001", nil),
        ("2", nil),
        ("nan", nil),
        ("inf", nil),
        ("1pt", .height(1)),
        ("0.5pt", .height(0.5)),
        ("240pt", .height(240)),
        ("0pt", nil),
        ("0.0pt", nil),
        ("-0pt", nil),
        ("-1pt", nil),
        ("nanpt", nil),
        ("pt", nil),
    ]

    @Test("a fraction is in (0, 1], 1 included; a height is above 0", arguments: detentTexts.map(\.text))
    func detentText(text: String) throws {
        let row = try #require(Self.detentTexts.first { $0.text == text })
        #expect(ModalStyle.Detent(text) == row.detent)
    }

    @Test(
        "the edge detents read back from their text and from saved state",
        arguments: [ModalStyle.Detent.fraction(1), .height(1), .fraction(0.25), .medium, .large])
    func edgeDetentsRoundTrip(detent: ModalStyle.Detent) throws {
        #expect(ModalStyle.Detent(detent.description) == detent, "\(detent)")
        let style = ModalStyle.sheet(detents: [detent], selected: detent)
        let data = try JSONEncoder().encode(style)
        #expect(
            try JSONDecoder().decode(ModalStyle.self, from: data) == style, "\(String(decoding: data, as: UTF8.self))")
    }

    @Test("a manifest takes a detent of 1 and of 1pt, and refuses 0pt")
    func manifestEdgeDetents() throws {
        let manifest = try Manifest.decode(
            json:
                #"{"version": 1, "routes": [{"pattern": "/a", "screen": "a", "presentation": "present", "detents": ["0.5", "1", "1pt"]}]}"#
        )
        #expect(
            manifest.routes.first?.definition.presentation
                == .present(style: .sheet(detents: [.fraction(0.5), .fraction(1), .height(1)])))
        let error = try #require(throws: ManifestError.self) {
            try Manifest.decode(
                json:
                    #"{"version": 1, "routes": [{"pattern": "/a", "screen": "a", "presentation": "present", "detents": ["0pt"]}]}"#
            )
        }
        #expect(error.issues.count == 1 && error.issues[0].message.hasPrefix("'0pt' is not a detent"), "\(error.issues)")
    }
}
