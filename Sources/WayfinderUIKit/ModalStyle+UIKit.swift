#if canImport(UIKit) && !os(watchOS)
import ObjectiveC
import UIKit
import Wayfinder

/// The controls popovers point at, by the names routes give them
/// (``Wayfinder/ModalStyle/popover(anchor:)``), held weakly: a control that is gone is no anchor.
@MainActor
final class PopoverAnchors {
    private struct Entry {
        weak var view: UIView?
        weak var barItem: UIBarButtonItem?
    }

    private var entries: [String: Entry] = [:]

    func register(_ view: UIView, named name: String) { entries[name] = Entry(view: view) }
    func register(_ item: UIBarButtonItem, named name: String) { entries[name] = Entry(barItem: item) }

    /// Where a popover points: a view in a window, or a bar button item.
    enum Anchor {
        case view(UIView)
        case barItem(UIBarButtonItem)
    }

    /// The control registered as `name`, if it is still there (a view must be in a window).
    func anchor(named name: String) -> Anchor? {
        if let view = entries[name]?.view, view.window != nil { return .view(view) }
        if let item = entries[name]?.barItem { return .barItem(item) }
        return nil
    }

    #if os(iOS) || os(visionOS)
    /// Points `popover` at `anchor`.
    static func point(_ popover: UIPopoverPresentationController, at anchor: Anchor) {
        switch anchor {
        case .view(let view):
            popover.sourceView = view
            popover.sourceRect = view.bounds
        case .barItem(let item):
            popover.sourceItem = item
        }
    }
    #endif
}

extension UIViewController {
    /// The style the host presented this controller with, for reading it back: UIKit's
    /// `modalPresentationStyle` does not hold a sheet's detents or a popover's anchor.
    var presentedStyle: ModalStyle? {
        get { (objc_getAssociatedObject(self, &presentedStyleKey) as? StyleBox)?.style }
        set {
            objc_setAssociatedObject(self, &presentedStyleKey, newValue.map(StyleBox.init), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }

    /// Sets UIKit's presentation style, a sheet's detents and a popover's source from `style`,
    /// before the controller is presented. A popover whose anchor is not registered (or a
    /// platform without popovers) shows as a sheet; a style UIKit has no detents for (tvOS)
    /// shows without them.
    func prepare(for style: ModalStyle, anchors: PopoverAnchors) {
        presentedStyle = style
        switch style.kind {
        case .sheet: modalPresentationStyle = .automatic
        case .fullScreen: modalPresentationStyle = .fullScreen
        #if os(iOS) || os(visionOS)
        case .formSheet: modalPresentationStyle = .formSheet
        case .pageSheet: modalPresentationStyle = .pageSheet
        case .popover:
            // The anchor is looked up before any style is set: reading `popoverPresentationController`
            // (or `presentationController`) makes UIKit create the presentation controller from
            // the style set then, and a later change of style does not replace it (UIKit's docs
            // for both say to set the style first). A popover with no anchor would be presented
            // without a source, which UIKit refuses by raising.
            if let name = style.anchor, let anchor = anchors.anchor(named: name) {
                modalPresentationStyle = .popover
                if let popover = popoverPresentationController { PopoverAnchors.point(popover, at: anchor) }
                return
            }
            modalPresentationStyle = .automatic  // a sheet, with the style's detents
        #else
        case .formSheet, .pageSheet, .popover: modalPresentationStyle = .automatic
        #endif
        }
        #if os(iOS) || os(visionOS)
        guard !style.detents.isEmpty, let sheet = sheetPresentationController else { return }
        sheet.detents = style.detents.map(\.uiKitDetent)
        sheet.selectedDetentIdentifier = style.selectedDetent?.uiKitIdentifier
        #endif
    }
}

/// Keys ``UIViewController/presentedStyle``; never read or written.
nonisolated(unsafe) private var presentedStyleKey: UInt8 = 0

private final class StyleBox {
    let style: ModalStyle
    init(_ style: ModalStyle) { self.style = style }
}

#if os(iOS) || os(visionOS)
extension ModalStyle.Detent {
    /// The identifier UIKit knows the detent by: its own for medium and large, a name of
    /// Wayfinder's for the others.
    var uiKitIdentifier: UISheetPresentationController.Detent.Identifier {
        switch self {
        case .medium: .medium
        case .large: .large
        case .fraction, .height: .init("wayfinder.detent." + description)
        }
    }

    @MainActor var uiKitDetent: UISheetPresentationController.Detent {
        switch self {
        case .medium: .medium()
        case .large: .large()
        case .fraction(let fraction):
            .custom(identifier: uiKitIdentifier) { context in context.maximumDetentValue * fraction }
        case .height(let height):
            .custom(identifier: uiKitIdentifier) { context in min(height, context.maximumDetentValue) }
        }
    }
}
#endif
#endif
