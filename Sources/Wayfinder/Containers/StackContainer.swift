/// A navigation stack, as UIKit's `UINavigationController`: controllers bottom first, the
/// last one on top.
///
/// ```swift
/// if let stack = ContainerTree.pushTarget(in: root) {
///     await stack.setStackedControllers(stack.stackedControllers + [product], animated: true)
/// }
/// ```
///
/// ## Contract
/// - ``stackedControllers`` is UIKit's `viewControllers`, bottom first.
/// - ``setStackedControllers(_:animated:)`` is `setViewControllers(_:animated:)`: UIKit
///   animates a push when the new top is new and a pop when it was already on the stack. It
///   returns once the transition has finished: `true` when the stack took the controllers,
///   `false` when UIKit refused them (read right after the call, before any animation).
/// - ``allowsInteractivePop`` reads and sets the swipe back, and nothing else.
@MainActor
package protocol StackContainer: ContainerController {
    /// The stacked controllers, bottom first.
    var stackedControllers: [any ContainerController] { get }
    /// Replaces the stack; returns once the transition has finished, `false` when UIKit
    /// refused the controllers.
    @discardableResult
    func setStackedControllers(_ controllers: [any ContainerController], animated: Bool) async -> Bool
    /// Whether the user's swipe from the screen's edge pops the top controller: UIKit's
    /// `interactivePopGestureRecognizer?.isEnabled`. A back action on the top screen does not
    /// stop that swipe; only this does. Always `false` where the platform has no such gesture
    /// (tvOS), and setting it does nothing there.
    var allowsInteractivePop: Bool { get set }
}

/// A tab bar, as UIKit's `UITabBarController`: one child per tab and the selected one.
///
/// ## Contract
/// - ``tabControllers`` is UIKit's `viewControllers`, in tab order (the user's order, after
///   More ▸ Edit); ``selectedTabIndex`` its `selectedIndex`, `nil` when there are no tabs or
///   when no tab is selected in the bar because the More list shows (`NSNotFound`).
/// - ``setTabControllers(_:selectedIndex:)`` sets both; ``selectTab(at:)`` selects as the
///   app would in code (UIKit tells no delegate about it).
@MainActor
package protocol TabContainer: ContainerController {
    /// The tabs' controllers, in order.
    var tabControllers: [any ContainerController] { get }
    /// The selected tab's index; `nil` when there are no tabs.
    var selectedTabIndex: Int? { get }
    /// Replaces the tabs and selects one.
    func setTabControllers(_ controllers: [any ContainerController], selectedIndex: Int)
    /// Selects a tab.
    func selectTab(at index: Int)
}

extension TabContainer {
    /// The selected tab's controller.
    package var selectedTabController: (any ContainerController)? {
        guard let index = selectedTabIndex, tabControllers.indices.contains(index) else { return nil }
        return tabControllers[index]
    }
}
