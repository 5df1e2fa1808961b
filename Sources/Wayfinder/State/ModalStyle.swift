@_spi(Internals) import WayfinderRouting

/// How a modal covers what is beneath it: a sheet (with the heights it may rest at), a form
/// or page sheet, a popover anchored to a control, or the whole screen. A value: it is part of
/// the navigation state, of manifests and of saved state, and outcomes print it.
///
/// ```swift
/// try routes.register("/filters", screen: "filters",
///                     presentation: .present(style: .sheet(detents: [.medium, .large])))
/// try routes.register("/cart/peek", screen: "cartPeek",
///                     presentation: .present(style: .popover(anchor: "cartButton")))
/// ```
///
/// On an iPhone, form and page sheets and popovers show as sheets (UIKit adapts them); a host
/// shows a popover at the control the app registered under its anchor's name, and as a sheet
/// when there is none.
public struct ModalStyle: Hashable, Sendable, CustomStringConvertible {
    /// The kinds of presentation.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A card the user can swipe down (UIKit's automatic style).
        case sheet
        /// Covers the whole screen; the user cannot swipe it away.
        case fullScreen
        /// A sheet sized for a form, centred on iPad.
        case formSheet
        /// A sheet covering the content's width on iPad.
        case pageSheet
        /// A bubble pointing at a control (``ModalStyle/anchor``).
        case popover
    }

    /// The kind of presentation.
    public let kind: Kind
    /// The style's detents, resting detent and anchor, as their number in ``StyleDetails``: 0
    /// for none. A number, not the values, so that a style (and every route's presentation,
    /// copied as each request is planned) copies without retaining anything: stored as values
    /// they cost an open 300 instructions (`Scripts/open-cost.sh`, 19,765 against 19,464).
    private let detailsNumber: UInt32

    /// The heights a sheet may rest at, smallest first as the app lists them; empty for the
    /// system's default (large), and for kinds that are not sheets.
    public var detents: [ModalStyle.Detent] { details.detents }
    /// The height the sheet rests at: one of ``detents``; `nil` when there are none.
    public var selectedDetent: ModalStyle.Detent? { details.selectedDetent }
    /// The name of the control a popover points at, as the app registered it with its host.
    public var anchor: String? { details.anchor }

    private var details: StyleDetails.Entry { StyleDetails.entry(detailsNumber) }

    private init(kind: Kind, detents: [ModalStyle.Detent] = [], selectedDetent: ModalStyle.Detent? = nil, anchor: String? = nil) {
        self.kind = kind
        self.detailsNumber = StyleDetails.number(for: .init(detents: detents, selectedDetent: selectedDetent, anchor: anchor))
    }

    /// A card the user can swipe down, at the system's default height.
    public static let sheet = ModalStyle(kind: .sheet)
    /// The whole screen; the user cannot swipe it away.
    public static let fullScreen = ModalStyle(kind: .fullScreen)
    /// A form sheet: centred and sized for a form on iPad, a sheet on iPhone.
    public static let formSheet = ModalStyle(kind: .formSheet)
    /// A page sheet: the content's width on iPad, a sheet on iPhone.
    public static let pageSheet = ModalStyle(kind: .pageSheet)

    /// A sheet that rests at `detents` (`[.medium, .large]`), starting at `selected` (the first
    /// when `nil`, or when `selected` is not among them). Repeated detents count once.
    public static func sheet(detents: [ModalStyle.Detent], selected: ModalStyle.Detent? = nil) -> ModalStyle {
        var unique: [ModalStyle.Detent] = []
        for detent in detents where !unique.contains(detent) { unique.append(detent) }
        guard !unique.isEmpty else { return .sheet }
        let start = selected.flatMap { unique.contains($0) ? $0 : nil } ?? unique[0]
        return ModalStyle(kind: .sheet, detents: unique, selectedDetent: start)
    }

    /// A popover pointing at the control the app registered as `anchor`.
    public static func popover(anchor: String) -> ModalStyle {
        ModalStyle(kind: .popover, anchor: anchor)
    }

    /// The same sheet resting at another of its detents; unchanged when `detent` is not one.
    public func resting(at detent: ModalStyle.Detent) -> ModalStyle {
        guard detents.contains(detent) else { return self }
        return ModalStyle(kind: kind, detents: detents, selectedDetent: detent, anchor: anchor)
    }

    /// Whether the user can dismiss it with a gesture (a swipe, a tap outside a popover):
    /// everything but a full-screen modal.
    public var isUserDismissible: Bool { kind != .fullScreen }

    /// `sheet`, `fullScreen`, `sheet(medium*, large)` (the resting detent starred),
    /// `popover(cartButton)`.
    public var description: String {
        switch kind {
        case .sheet where !detents.isEmpty:
            "sheet(" + detents.map { $0 == selectedDetent ? "\($0)*" : "\($0)" }.joined(separator: ", ") + ")"
        case .popover:
            "popover(\(anchor ?? ""))"
        default:
            kind.rawValue
        }
    }
}

/// The detents, resting detents and anchors of the styles made so far, each kept once under a
/// number: what ``ModalStyle`` stores. Equal details get the same number, so two styles are
/// equal exactly when their kinds and numbers are. The table only grows, by one entry per
/// distinct combination an app makes (its routes' styles and their resting detents): a few.
private enum StyleDetails {
    struct Entry: Hashable {
        var detents: [ModalStyle.Detent] = []
        var selectedDetent: ModalStyle.Detent?
        var anchor: String?
    }

    /// Entry 0 is the empty one, so a plain style needs no lookup to be made.
    private static let table = Locked<(entries: [Entry], numbers: [Entry: UInt32])>(([Entry()], [Entry(): 0]))

    static func number(for entry: Entry) -> UInt32 {
        if entry.detents.isEmpty, entry.selectedDetent == nil, entry.anchor == nil { return 0 }
        return table.withLock { table in
            if let number = table.numbers[entry] { return number }
            let number = UInt32(table.entries.count)
            table.entries.append(entry)
            table.numbers[entry] = number
            return number
        }
    }

    static func entry(_ number: UInt32) -> Entry {
        if number == 0 { return Entry() }
        return table.withLock { $0.entries[Int(number)] }
    }
}

extension ModalStyle {
    /// A height a sheet rests at.
    public enum Detent: Hashable, Sendable, CustomStringConvertible {
        /// About half the screen.
        case medium
        /// The full height a sheet takes.
        case large
        /// A fraction of the large height, above 0 and at most 1: `.fraction(0.3)`.
        case fraction(Double)
        /// A height in points, above 0: `.height(240)`.
        case height(Double)

        /// `medium`, `large`, `0.3`, `240pt`: as manifests and outcomes write it.
        public var description: String {
            switch self {
            case .medium: "medium"
            case .large: "large"
            case .fraction(let value): Self.number(value)
            case .height(let value): Self.number(value) + "pt"
            }
        }

        /// Reads a detent as ``description`` writes it; `nil` for anything else, a fraction
        /// outside (0, 1] or a height that is not above 0.
        public init?(_ text: String) {
            switch text {
            case "medium": self = .medium
            case "large": self = .large
            default:
                if text.hasSuffix("pt") {
                    guard let value = Double(text.dropLast(2)), value.isFinite, value > 0 else { return nil }
                    self = .height(value)
                } else {
                    guard let value = Double(text), value.isFinite, value > 0, value <= 1 else { return nil }
                    self = .fraction(value)
                }
            }
        }

        private static func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        }
    }
}

extension ModalStyle: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, detents, selected, anchor
    }

    /// A plain style is its kind's name (`"sheet"`, `"fullScreen"`), as saved states have
    /// always held it; one with detents or an anchor is an object.
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
            guard let kind = Kind(rawValue: name) else {
                throw DecodingError.dataCorruptedError(in: single, debugDescription: "'\(name)' is not a modal style")
            }
            self.init(kind: kind)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .kind)
        guard let kind = Kind(rawValue: name) else {
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "'\(name)' is not a modal style")
        }
        let detents = try (container.decodeIfPresent([String].self, forKey: .detents) ?? []).map { text in
            guard let detent = ModalStyle.Detent(text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .detents, in: container, debugDescription: "'\(text)' is not a detent")
            }
            return detent
        }
        let selected = try container.decodeIfPresent(String.self, forKey: .selected).flatMap(ModalStyle.Detent.init)
        switch kind {
        case .sheet: self = .sheet(detents: detents, selected: selected)
        case .popover: self = .popover(anchor: try container.decodeIfPresent(String.self, forKey: .anchor) ?? "")
        default: self.init(kind: kind)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        if detents.isEmpty, anchor == nil {
            var single = encoder.singleValueContainer()
            try single.encode(kind.rawValue)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind.rawValue, forKey: .kind)
        if !detents.isEmpty { try container.encode(detents.map(\.description), forKey: .detents) }
        try container.encodeIfPresent(selectedDetent?.description, forKey: .selected)
        try container.encodeIfPresent(anchor, forKey: .anchor)
    }
}

extension ModalStyle.Kind {
    /// The kind as a manifest's `style` writes it: `sheet`, `full-screen`, `form-sheet`,
    /// `page-sheet`, `popover`.
    package var manifestName: String {
        switch self {
        case .sheet: "sheet"
        case .fullScreen: "full-screen"
        case .formSheet: "form-sheet"
        case .pageSheet: "page-sheet"
        case .popover: "popover"
        }
    }

    /// The kind a manifest's `style` names; `nil` for any other word.
    package init?(manifestName: String) {
        guard let kind = Self.allCases.first(where: { $0.manifestName == manifestName }) else { return nil }
        self = kind
    }
}

extension ModalStyle {
    /// The style in a sentence of `explain`: `sheet`, `full-screen`, `sheet resting at medium
    /// or large`, `popover at cartButton`.
    package var explained: String {
        if !detents.isEmpty {
            let names = detents.map(\.description)
            let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " or " + names.last!
            return kind.manifestName + " resting at " + list
        }
        if let anchor { return kind.manifestName + " at " + anchor }
        return kind.manifestName
    }

    /// The style as a manifest and the tool write it: the kind's name, then a sheet's detents
    /// or a popover's anchor: `full-screen`, `sheet medium, large`, `popover cartButton`.
    package var manifestDescription: String {
        if !detents.isEmpty { return kind.manifestName + " " + detents.map(\.description).joined(separator: ", ") }
        if let anchor { return kind.manifestName + " " + anchor }
        return kind.manifestName
    }
}
