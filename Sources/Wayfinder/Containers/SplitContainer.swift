/// A split view, as the UIKit host makes one: a column-style `UISplitViewController` with a
/// stack container (a navigation controller) per column and one more for the collapsed app
/// (UIKit's `.compact` column), each made and set once. To the driver it is one stack: the
/// screens of a split view are the base stack laid out in columns (``SplitColumns``).
///
/// ```swift
/// // Collapsing: UIKit asks `topColumnForCollapsing` before it shows the compact column.
/// func splitViewController(_ svc: UISplitViewController,
///                          topColumnForCollapsingToProposedTopColumn proposed: UISplitViewController.Column)
///     -> UISplitViewController.Column {
///     split.widthWillChange(collapsed: true)   // `didCollapse` calls widthDidChange(collapsed: true)
///     return proposed
/// }
/// ```
///
/// The screens live in one place at a time, so that no controller has two parents and UIKit
/// never nests one navigation controller in another: side by side, in the column stacks; collapsed,
/// in the compact stack. A width change moves the same controllers from one place to the other
/// (``relayout(collapsed:)``, from the delegate's calls, and from the size class as a backstop
/// that waits them out), once no stack is in a transition; it never makes, drops or reports a
/// screen. An empty middle or detail column shows the split's placeholder, which is no screen.
///
/// The requirements are UIKit's primitives; what a split view does with them (laying out,
/// reading back, moving, reporting the user's Back in a column) is this protocol's extension,
/// the same for UIKit and for the fakes that test it.
@MainActor
package protocol SplitContainer: StackContainer {
    /// Whether the split shows one stack: UIKit's `isCollapsed`.
    var isCollapsed: Bool { get }
    /// The stack container of a place; `nil` for the middle column of a split of two columns.
    func stackContainer(in place: SplitPlace) -> (any StackContainer)?
    /// Sets a place's controllers at once, without animation (UIKit's
    /// `setViewControllers(_:animated: false)` on its navigation controller).
    func setControllersAtOnce(_ controllers: [any ContainerController], in place: SplitPlace)
    /// The controller an empty middle or detail column shows, the same one each time; no screen.
    func emptyColumnController(for column: SplitColumn) -> any ContainerController
    /// Where the split keeps what it laid out.
    var arrangement: SplitArrangement { get }
}

/// A place a split view shows screens in: one of its columns, or the one stack of the
/// collapsed app.
package enum SplitPlace: Hashable, Sendable {
    case column(SplitColumn)
    case compact
}

/// What a ``SplitContainer`` remembers of its layout; its one owner is the split.
@MainActor
package final class SplitArrangement {
    /// The column a screen's controller shows in; `nil` counts as the detail. The driver sets it.
    package var columnOf: (@MainActor (any ContainerController) -> SplitColumn?)?
    /// Whether the split has the middle column, fixed when it is made.
    package let hasSupplementaryColumn: Bool
    /// Where the screens are: `true` in the compact stack, `false` in the columns, `nil` before
    /// the first layout.
    package fileprivate(set) var isLaidOutCollapsed: Bool?
    /// Whether screens are being moved between the columns and the compact stack: what the
    /// stacks tell meanwhile is not the user's doing.
    package fileprivate(set) var isMoving = false
    /// The screens each column was last given, side by side: a column that shows fewer lost
    /// them to the user's Back.
    fileprivate var laidOut: [SplitColumn: [ObjectIdentifier]] = [:]
    /// Whether the user's swipe back pops, on every stack of the split.
    fileprivate var allowsPop = true
    /// Whether a move waits for a transition to end.
    fileprivate var isWaitingToMove = false
    /// How many times in a row a move waited: after ``maximumMoveWaits`` it moves regardless
    /// (a coordinator that refuses alongside work answers at once, mid-transition).
    fileprivate var moveWaits = 0
    /// The width UIKit's delegate is collapsing or expanding to, from its first call
    /// (`topColumnForCollapsing`, `displayModeForExpanding`) to its last (`didCollapse`,
    /// `didExpand`): meanwhile `isCollapsed` still says the old width, and the size class
    /// handler must not move the screens back.
    fileprivate var delegateMove: Bool?
    /// Called after screens moved between the columns and the compact stack: the driver marks
    /// the held screens again, since the Backs that would take one are others now.
    package var didMove: (@MainActor () -> Void)?

    /// How many times in a row a move waits for a transition before it moves regardless.
    package static let maximumMoveWaits = 16

    package init(hasSupplementaryColumn: Bool) {
        self.hasSupplementaryColumn = hasSupplementaryColumn
    }
}

extension SplitContainer {
    /// The columns this split has, in order.
    package var columns: [SplitColumn] {
        arrangement.hasSupplementaryColumn ? [.sidebar, .supplementary, .detail] : [.sidebar, .detail]
    }

    /// Every stack container of the split: its columns', then the compact one.
    package var allStackContainers: [any StackContainer] {
        (columns.map(SplitPlace.column) + [.compact]).compactMap { stackContainer(in: $0) }
    }

    /// The screens a place shows, its placeholder left out.
    private func screens(in place: SplitPlace) -> [any ContainerController] {
        guard let stack = stackContainer(in: place) else { return [] }
        guard case .column(let column) = place else { return stack.stackedControllers }
        let empty = emptyColumnController(for: column)
        return stack.stackedControllers.filter { $0 !== empty }
    }

    // MARK: StackContainer

    /// The stack: the compact stack's screens, or the columns' read in order (after the
    /// user's Back in a column, ``stackDidShow()`` has emptied the later ones).
    package var stackedControllers: [any ContainerController] {
        if arrangement.isLaidOutCollapsed == true { return screens(in: .compact) }
        return columns.flatMap { screens(in: .column($0)) }
    }

    /// Lays `controllers` out where the screens are (the compact stack when collapsed, else the
    /// columns) and returns once each stack has taken them. Side by side, the leading sidebar
    /// screens go to the sidebar, the middle column's after them to the middle (to the detail
    /// in a split of two columns), the rest to the detail; only the last column that changes
    /// animates. `false` when a stack refused, or when the first screen is no sidebar screen:
    /// the stack is no split view any more, and the driver builds it anew.
    package func setStackedControllers(_ controllers: [any ContainerController], animated: Bool) async -> Bool {
        guard let first = controllers.first, arrangement.columnOf?(first) == .sidebar else { return false }
        let collapsed = arrangement.isLaidOutCollapsed ?? isCollapsed
        arrangement.isLaidOutCollapsed = collapsed
        if collapsed {
            guard let compact = stackContainer(in: .compact) else { return false }
            return await compact.setStackedControllers(controllers, animated: animated)
        }
        let layout = lay(controllers)
        let changed = columns.filter { column in
            let shown = stackContainer(in: .column(column))?.stackedControllers ?? []
            return filled(layout[column, default: []], column).map(ObjectIdentifier.init) != shown.map(ObjectIdentifier.init)
        }
        var accepted = true
        for column in columns {
            arrangement.laidOut[column] = layout[column, default: []].map(ObjectIdentifier.init)
        }
        // The column where the change is animates: the last that gets a screen, not one that
        // is emptied to its placeholder.
        let animatedColumn = changed.last { !layout[$0, default: []].isEmpty } ?? changed.last
        for column in columns where changed.contains(column) {
            guard let stack = stackContainer(in: .column(column)) else { continue }
            let wanted = filled(layout[column, default: []], column)
            let moves = animated && column == animatedColumn
            if !(await stack.setStackedControllers(wanted, animated: moves)) { accepted = false }
        }
        return accepted && stackedControllers.map(ObjectIdentifier.init) == controllers.map(ObjectIdentifier.init)
    }

    /// Whether the swipe back pops, on every stack of the split: holding a screen stops it on
    /// all of them, since a swipe in an earlier column takes the later columns' screens too.
    package var allowsInteractivePop: Bool {
        get { arrangement.allowsPop }
        set {
            arrangement.allowsPop = newValue
            for stack in allStackContainers { stack.allowsInteractivePop = newValue }
        }
    }

    // MARK: Moving

    /// Moves the screens to where a split of this width shows them: into the compact stack when
    /// `collapsed`, else into the columns. Nothing is made, dropped or reported; the same
    /// controllers move. When a stack is in a transition (a push, a swipe the user holds), the
    /// move waits for it to end and then follows the split's width at that moment. Calling it
    /// again changes nothing.
    package func relayout(collapsed: Bool) {
        guard let laidOut = arrangement.isLaidOutCollapsed, laidOut != collapsed, !arrangement.isWaitingToMove else { return }
        if arrangement.moveWaits < SplitArrangement.maximumMoveWaits,
            let moving = allStackContainers.first(where: \.isInTransition)
        {
            arrangement.isWaitingToMove = true
            arrangement.moveWaits += 1
            Task { @MainActor in
                await moving.waitForTransitionToEnd()
                self.arrangement.isWaitingToMove = false
                self.relayout(collapsed: self.arrangement.delegateMove ?? self.isCollapsed)
            }
            return
        }
        arrangement.moveWaits = 0
        let stack = stackedControllers
        arrangement.isMoving = true
        defer { arrangement.isMoving = false }
        // Out of their old places first, so that no controller has two parents meanwhile.
        if collapsed {
            for column in columns { setControllersAtOnce(column == .sidebar ? [] : filled([], column), in: .column(column)) }
            arrangement.laidOut = [:]
            setControllersAtOnce(stack, in: .compact)
        } else {
            setControllersAtOnce([], in: .compact)
            let layout = lay(stack)
            for column in columns {
                arrangement.laidOut[column] = layout[column, default: []].map(ObjectIdentifier.init)
                setControllersAtOnce(filled(layout[column, default: []], column), in: .column(column))
            }
        }
        arrangement.isLaidOutCollapsed = collapsed
        for container in allStackContainers { container.allowsInteractivePop = arrangement.allowsPop }
        arrangement.didMove?()
    }

    /// UIKit's delegate begins collapsing (`topColumnForCollapsing`, `collapsed`) or expanding
    /// (`displayModeForExpanding`): the screens move now, before the other width shows.
    package func widthWillChange(collapsed: Bool) {
        arrangement.delegateMove = collapsed
        relayout(collapsed: collapsed)
    }

    /// UIKit's delegate has collapsed (`didCollapse`) or expanded (`didExpand`).
    package func widthDidChange(collapsed: Bool) {
        arrangement.delegateMove = nil
        relayout(collapsed: collapsed)
    }

    /// The horizontal size class changed: a backstop for a width change the delegate did not
    /// tell. While the delegate's calls are under way, `isCollapsed` still says the old width,
    /// so nothing moves.
    package func sizeClassChanged() {
        guard arrangement.delegateMove == nil else { return }
        relayout(collapsed: isCollapsed)
    }

    /// Call when one of the split's stacks has shown another screen (UIKit's `didShow`);
    /// returns whether the host reports it. While screens move between places, nothing is.
    /// Side by side, when the user went back in a column, the later columns' screens went with
    /// it (they were above it in the stack): their columns are emptied before the host reports,
    /// so what UIKit shows and what the driver reads agree.
    package func stackDidShow() -> Bool {
        guard !arrangement.isMoving else { return false }
        guard arrangement.isLaidOutCollapsed == false else { return true }
        guard let backIn = columns.first(where: { screens(in: .column($0)).count < (arrangement.laidOut[$0]?.count ?? 0) })
        else { return true }
        arrangement.isMoving = true
        defer { arrangement.isMoving = false }
        for column in columns {
            arrangement.laidOut[column] = screens(in: .column(column)).map(ObjectIdentifier.init)
            guard SplitColumn.allCases.firstIndex(of: column)! > SplitColumn.allCases.firstIndex(of: backIn)! else { continue }
            arrangement.laidOut[column] = []
            setControllersAtOnce(filled([], column), in: .column(column))
        }
        return true
    }

    /// The top screen of each column that has more than one, side by side: the screens whose
    /// Back the user can tap or swipe. Empty while collapsed.
    package var columnTops: [any ContainerController] {
        guard arrangement.isLaidOutCollapsed == false else { return [] }
        return columns.compactMap { column in
            let shown = screens(in: .column(column))
            return shown.count > 1 ? shown.last : nil
        }
    }

    // MARK: Laying out

    /// `controllers` laid out in this split's columns, as ``SplitColumns`` lays out screens.
    private func lay(_ controllers: [any ContainerController]) -> [SplitColumn: [any ContainerController]] {
        let column = { (controller: any ContainerController) in self.arrangement.columnOf?(controller) }
        let sidebar = controllers.prefix { column($0) == .sidebar }.count
        let middle =
            arrangement.hasSupplementaryColumn
            ? controllers.dropFirst(sidebar).prefix { column($0) == .supplementary }.count : 0
        return [
            .sidebar: Array(controllers.prefix(sidebar)),
            .supplementary: Array(controllers.dropFirst(sidebar).prefix(middle)),
            .detail: Array(controllers.dropFirst(sidebar + middle)),
        ]
    }

    /// A column's controllers, its placeholder when it has none (the sidebar has none).
    private func filled(_ controllers: [any ContainerController], _ column: SplitColumn) -> [any ContainerController] {
        controllers.isEmpty && column != .sidebar ? [emptyColumnController(for: column)] : controllers
    }
}
