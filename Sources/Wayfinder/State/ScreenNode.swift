/// One screen of a ``Stack`` and the screens beneath it: an immutable linked list, top first.
///
/// A push, a pop or a replacement of the top makes a new stack that shares every node beneath
/// with the stack before it. A transition keeps the states before and after it, so with an
/// array each push copied the whole stack, and opening links onto a deep stack cost time in
/// proportion to its depth; with shared nodes it costs the same at any depth.
/// Nodes never change, so stacks share them across threads.
final class ScreenNode: Sendable {
    let screen: Screen
    /// The screen at the bottom of the stack.
    let root: Screen
    /// How many screens this node and those beneath it hold.
    let count: Int
    let below: ScreenNode?

    init(_ screen: Screen, below: ScreenNode?) {
        self.screen = screen
        self.below = below
        self.root = below?.root ?? screen
        self.count = (below?.count ?? 0) + 1
    }

    /// The screens from the root up to this one.
    var screensRootFirst: [Screen] {
        var screens: [Screen] = []
        screens.reserveCapacity(count)
        var node: ScreenNode? = self
        while let current = node {
            screens.append(current.screen)
            node = current.below
        }
        screens.reverse()
        return screens
    }

    /// The node `count` screens beneath this one (`0` is this node).
    func dropping(_ count: Int) -> ScreenNode? {
        var node: ScreenNode? = self
        for _ in 0..<count { node = node?.below }
        return node
    }

    /// Whether both lists hold equal screens, in order; shared nodes are not compared again.
    static func equal(_ lhs: ScreenNode, _ rhs: ScreenNode) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var left: ScreenNode? = lhs
        var right: ScreenNode? = rhs
        while let l = left, let r = right {
            if l === r { return true }
            guard l.screen == r.screen else { return false }
            left = l.below
            right = r.below
        }
        return true
    }
}
