/// The rules UIKit navigation needs, written against the container protocols: which controller
/// is topmost, where a push lands, which controllers are presented, and how many a dismissal
/// unwinds. Hosts and tests call them on a window's root controller.
///
/// ```swift
/// let root = window.rootController!
/// ContainerTree.topmostController(in: root)   // the screen the user sees
/// ContainerTree.pushTarget(in: root)          // the navigation controller a push lands in
/// ContainerTree.presentationChain(from: root) // the presented controllers, bottom first
/// ```
///
/// The walk from the root to what the user sees goes, at each controller: to the controller
/// it presents, unless that one is transient (an alert) or being dismissed; else to the
/// selected tab of a tab container; else to the top of a stack; else to the visible child of
/// a container that embeds one.
@MainActor
package enum ContainerTree {
    /// How far a walk goes before it stops, against cycles a broken conformance could make.
    static let maximumDepth = 64

    /// One step of a walk: the controller reached, and whether it was reached by presentation.
    package struct Step {
        package let controller: any ContainerController
        package let isPresented: Bool
    }

    /// The controllers from `root` to the topmost routable one, root first.
    ///
    /// - Parameters:
    ///   - root: the window's root controller.
    ///   - includingTransient: whether the walk follows transient presentations (alerts and
    ///     the like) and presentations being dismissed, to reach whatever is physically on top.
    package static func visiblePath(from root: any ContainerController, includingTransient: Bool = false) -> [Step] {
        var path = [Step(controller: root, isPresented: false)]
        var current = root
        while path.count < maximumDepth, let next = nextStep(after: current, includingTransient: includingTransient) {
            path.append(next)
            current = next.controller
        }
        return path
    }

    private static func nextStep(after controller: any ContainerController, includingTransient: Bool) -> Step? {
        if let presented = controller.presentedController, presented !== controller,
            includingTransient || (presented.routingRole == .routable && !presented.isBeingDismissed)
        {
            return Step(controller: presented, isPresented: true)
        }
        let child: (any ContainerController)?
        if let tabs = controller as? any TabContainer {
            child = tabs.selectedTabController
        } else if let stack = controller as? any StackContainer {
            child = stack.stackedControllers.last
        } else {
            child = controller.visibleChildController
        }
        return child.map { Step(controller: $0, isPresented: false) }
    }

    /// The controller the user sees: the end of ``visiblePath(from:includingTransient:)``,
    /// beneath any alert.
    package static func topmostController(in root: any ContainerController) -> any ContainerController {
        visiblePath(from: root).last!.controller
    }

    /// The stack a push lands in: the innermost stack on the way to the topmost controller,
    /// after the last presentation. `nil` when the topmost controller is not in a stack, such
    /// as a modal without a navigation controller; the caller then presents a new stack.
    package static func pushTarget(in root: any ContainerController) -> (any StackContainer)? {
        var target: (any StackContainer)?
        for step in visiblePath(from: root) {
            if step.isPresented { target = nil }
            if let stack = step.controller as? any StackContainer { target = stack }
        }
        return target
    }

    /// The controllers from `root` to whatever is physically on top (alerts and controllers
    /// being dismissed included) that are in a transition: what must end before the window's
    /// controllers say what it shows.
    package static func controllersInTransition(from root: any ContainerController) -> [any ContainerController] {
        visiblePath(from: root, includingTransient: true).flatMap { step -> [any ContainerController] in
            // A split view's stacks move on their own: the path goes from it to the top screen.
            guard let split = step.controller as? any SplitContainer else { return [step.controller] }
            return [split] + split.allStackContainers
        }.filter(\.isInTransition)
    }

    /// The routable presented controllers, bottom first, leaving out presentations being
    /// dismissed and stopping at a transient one.
    package static func presentationChain(from root: any ContainerController) -> [any ContainerController] {
        visiblePath(from: root).filter(\.isPresented).map(\.controller)
    }

    /// Every presented controller, bottom first, alerts and controllers being dismissed included.
    package static func allPresentations(from root: any ContainerController) -> [any ContainerController] {
        visiblePath(from: root, includingTransient: true).filter(\.isPresented).map(\.controller)
    }

    /// The controller a new modal is presented from: the last routable presented controller,
    /// else the root. A transient controller it presents must be dismissed first, as UIKit
    /// refuses to present from a controller that already presents one.
    package static func presentationAnchor(in root: any ContainerController) -> any ContainerController {
        presentationChain(from: root).last ?? root
    }

    /// What dismissing the topmost `count` routable presented controllers takes.
    package struct Dismissal {
        /// The controller to call ``ContainerController/dismissPresentedController(animated:)``
        /// on: it presents the lowest controller that goes.
        package let presenter: any ContainerController
        /// The lowest routable controller that goes.
        package let firstDismissed: any ContainerController
        /// How many presented controllers go, transient ones above included.
        package let unwoundCount: Int
    }

    /// How to dismiss the topmost `count` routable presented controllers: UIKit dismisses
    /// everything above the presenter in one go, alerts included.
    ///
    /// - Returns: `nil` when `count` is not between 1 and the number presented.
    package static func dismissal(ofTopmost count: Int, in root: any ContainerController) -> Dismissal? {
        let chain = presentationChain(from: root)
        guard count > 0, count <= chain.count else { return nil }
        let first = chain[chain.count - count]
        guard let presenter = first.presentingController else { return nil }
        let all = allPresentations(from: root)
        let position = all.firstIndex { $0 === first } ?? all.count
        return Dismissal(presenter: presenter, firstDismissed: first, unwoundCount: all.count - position)
    }

    /// The stack a controller shows: itself for a stack, the selected tab's for a tab container,
    /// the visible child's for a container that embeds one.
    package static func contentStack(of controller: any ContainerController) -> (any StackContainer)? {
        var current: (any ContainerController)? = controller
        for _ in 0..<maximumDepth {
            guard let node = current else { return nil }
            if let stack = node as? any StackContainer { return stack }
            if let tabs = node as? any TabContainer {
                current = tabs.selectedTabController
            } else {
                current = node.visibleChildController
            }
        }
        return nil
    }

    /// The tab container a controller shows, itself or an embedded one.
    package static func contentTabs(of controller: any ContainerController) -> (any TabContainer)? {
        var current: (any ContainerController)? = controller
        for _ in 0..<maximumDepth {
            guard let node = current else { return nil }
            if let tabs = node as? any TabContainer { return tabs }
            if node is any StackContainer { return nil }
            current = node.visibleChildController
        }
        return nil
    }
}
