#if canImport(UIKit) && !os(watchOS)
import ObjectiveC
import UIKit

/// Stands in front of a screen's own `UIAdaptivePresentationControllerDelegate`: tells the host
/// when the user has swiped the presentation away, and passes every call, asked or told, on to
/// the screen's delegate, so a "discard changes?" confirmation keeps working.
///
/// The host installs it when it presents a controller, after every update, whenever a
/// navigation controller shows another screen and whenever it settles, so a delegate a screen
/// sets as it loads (the presented screen, or one pushed inside a presented stack, whose
/// `presentationController` is the stack's) is put behind a forwarder before the user can
/// swipe. UIKit says nothing when a delegate is set at another moment (on a first edit, say):
/// such a delegate stands until the next of those, and a swipe meanwhile is reported only then.
/// Set it in `viewDidLoad`.
@MainActor
final class PresentationDelegateForwarder: DelegateForwarder, UIAdaptivePresentationControllerDelegate {
    weak var host: UIKitHost?
    /// The screen's own delegate.
    var appDelegate: (any UIAdaptivePresentationControllerDelegate)? {
        appObject as? any UIAdaptivePresentationControllerDelegate
    }

    init(host: UIKitHost, appDelegate: (any UIAdaptivePresentationControllerDelegate)?) {
        self.host = host
        super.init()
        appObject = appDelegate
    }

    /// Puts a forwarder in front of the delegate of `controller`'s presentation controller,
    /// unless the host or a forwarder is already there. The forwarder lives as long as the
    /// presented controller: UIKit holds delegates weakly.
    static func install(on controller: UIViewController, host: UIKitHost) {
        guard let presentation = controller.presentationController else { return }
        let current = presentation.delegate
        if current === host || current is PresentationDelegateForwarder { return }
        let forwarder = PresentationDelegateForwarder(host: host, appDelegate: current)
        objc_setAssociatedObject(controller, &associationKey, forwarder, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        presentation.delegate = forwarder
    }

    /// The address that keys the forwarder on its controller; never read or written.
    nonisolated(unsafe) private static var associationKey: UInt8 = 0

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        appDelegate?.presentationControllerDidDismiss?(presentationController)
        host?.presentationControllerDidDismiss(presentationController)
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        appDelegate?.presentationControllerDidAttemptToDismiss?(presentationController)
        host?.presentationControllerDidAttemptToDismiss(presentationController)
    }

    #if os(iOS) || os(visionOS)
    /// The user dragged the sheet to another detent: the screen's delegate hears of it too.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
        (appDelegate as? any UISheetPresentationControllerDelegate)?
            .sheetPresentationControllerDidChangeSelectedDetentIdentifier?(sheet)
        host?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
    }
    #endif
}
#endif
