#if canImport(UIKit) && !os(watchOS)
import UIKit
import Wayfinder

/// A place for the navigator inside the app's own container: the content of a side menu, a
/// column of a `UISplitViewController`, a card. It embeds the navigation's root view
/// controller as its one child, filling its view, so the app keeps the window's root.
///
/// ```swift
/// let slot = NavigationSlotViewController()
/// sideMenu.setContent(slot)
/// let host = UIKitHost(slot: slot, catalog: catalog, tabs: configuration.tabs)
/// ```
///
/// Presentations still come from UIKit's outermost container (the side menu, the split view),
/// as they would for any child; the host reads them back from there. Two hosts in one window
/// (one per column) share UIKit's one chain of presentations: each reads only its own modals,
/// never takes the other's for the app's own, and presents over whatever is on top. Dismissing
/// a modal takes every presentation above it, the other host's too (UIKit unwinds them all);
/// that host then reports it as its user's dismissal.
///
/// Why one chain and not a presentation context per column: UIKit presents sheets, form and
/// page sheets and popovers from the window's presentation context whatever controller asks,
/// and refuses a second presentation from a controller that already presents. Only the
/// current-context styles stay inside a controller that defines a context, and they cover the
/// column without the sheet's look and gestures. So a host presents from the top of the chain
/// and owns only what it presented.
@MainActor
public final class NavigationSlotViewController: UIViewController, RootContainer {
    package var rootController: (any ContainerController)? { children.first }

    // The navigation inside decides how the status bar and the home indicator look, as it
    // would as the window's root: UIKit asks the slot, which passes the question on.
    #if os(iOS)
    override public var childForStatusBarStyle: UIViewController? { children.first }
    override public var childForStatusBarHidden: UIViewController? { children.first }
    override public var childForHomeIndicatorAutoHidden: UIViewController? { children.first }
    override public var childForScreenEdgesDeferringSystemGestures: UIViewController? { children.first }
    #endif

    package func setRootController(_ controller: (any ContainerController)?) {
        let new = controller as? UIViewController
        for old in children where old !== new {
            old.willMove(toParent: nil)
            old.view.removeFromSuperview()
            old.removeFromParent()
        }
        guard let new, new.parent !== self else { return }
        addChild(new)
        new.view.frame = view.bounds
        new.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(new.view)
        new.didMove(toParent: self)
        #if os(iOS)
        setNeedsStatusBarAppearanceUpdate()
        setNeedsUpdateOfHomeIndicatorAutoHidden()
        setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        #endif
    }
}
#endif
