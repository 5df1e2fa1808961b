/// Where a ``ContainerDriver`` puts the navigation's root controller: a window (UIKit's
/// `UIWindow`, as ``WindowContainer``), or a slot inside the app's own container, such as the
/// content of a side menu or the detail column of a split view, so that the navigator does not
/// have to own the whole window.
///
/// ## Contract
/// - ``rootController`` is the controller the slot shows, `nil` when empty.
/// - ``setRootController(_:)`` shows a controller in place of the current one, at once and
///   without animation; for a slot inside a container, as an embedded child. Controllers
///   presented over the old root are already dismissed when the driver calls it.
/// - The root controller sits in the window's hierarchy (or will when the slot does), so UIKit
///   presents from it, and from the outermost container around it.
@MainActor
package protocol RootContainer: AnyObject {
    /// The root controller.
    var rootController: (any ContainerController)? { get }
    /// Replaces the root controller.
    func setRootController(_ controller: (any ContainerController)?)
}
