#if canImport(UIKit) && !os(watchOS)
import UIKit
import Wayfinder

/// Marks a view controller of the app's that is shown over navigation and is not part of it,
/// as an alert is: a toast, a rating prompt, a paywall sheet. The rules look beneath it for the
/// topmost screen, and the host dismisses it before it shows a navigator's change.
///
/// ```swift
/// final class RatingPromptViewController: UIViewController, TransientPresentation {}
/// ```
public protocol TransientPresentation: UIViewController {}

/// A container view controller of the app's that embeds several children and knows which one
/// the user sees: a side menu, a pager, a card stack. Without it, the last child counts as the
/// visible one.
///
/// ```swift
/// final class SideMenuController: UIViewController, EmbeddingContainer {
///     var visibleChild: UIViewController? { isMenuOpen ? menu : content }
/// }
/// ```
@MainActor
public protocol EmbeddingContainer: UIViewController {
    /// The embedded child the user sees.
    var visibleChild: UIViewController? { get }
}
#endif
