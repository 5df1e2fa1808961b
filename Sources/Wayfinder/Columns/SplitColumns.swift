/// A stack laid out in the columns of a split view: what a window with the width for columns
/// shows of the screens a narrow window shows as one stack.
///
/// The layout reads the stack from its root: the leading screens of the sidebar column go to
/// the sidebar, the supplementary screens after them to the middle column, and every screen
/// from the first other one on to the detail column, pushes inside the detail included. Reading
/// the columns in order gives the stack back, so collapsing and expanding change where screens
/// show, never which screens there are.
///
/// ```swift
/// if let columns = navigator.columns {
///     print(columns.sidebar.map(\.id), columns.supplementary.map(\.id), columns.detail.map(\.id))
///     // ["mailboxes"] ["inbox"] ["message", "attachment"]
/// }
/// ```
public struct SplitColumns: Hashable, Sendable {
    /// The sidebar's screens, its root first.
    public let sidebar: [Screen]
    /// The middle column's screens; empty in a split view of two columns.
    public let supplementary: [Screen]
    /// The detail column's screens, the chosen item first and what was pushed from it after.
    public let detail: [Screen]

    /// The screens of `column`.
    public subscript(column: SplitColumn) -> [Screen] {
        switch column {
        case .sidebar: sidebar
        case .supplementary: supplementary
        case .detail: detail
        }
    }

    /// The screens as a collapsed app shows them: the columns read in order, which is the
    /// stack they were laid out from.
    public var collapsed: [Screen] { sidebar + supplementary + detail }

    /// The column `screen` shows in; `nil` when it is not in these columns.
    public func column(of screen: Screen) -> SplitColumn? {
        SplitColumn.allCases.first { self[$0].contains { $0.key == screen.key } }
    }

    /// The last column that shows a screen: what a collapsed split view shows on top.
    package var topColumn: SplitColumn {
        SplitColumn.allCases.last { !self[$0].isEmpty } ?? .sidebar
    }

    /// The stack after the user went back inside `column` to `path` (the screens above the
    /// column's first): the columns before it, its first screen, `path`; the later columns go,
    /// being above it in the stack. `nil` when the column shows no screen.
    package func stack(goingBackIn column: SplitColumn, to path: [Screen]) -> [Screen]? {
        guard let first = self[column].first else { return nil }
        return SplitColumn.allCases.prefix { $0 != column }.flatMap { self[$0] } + [first] + path
    }

    /// The stack a collapsed split view keeps when the user goes back to `column`: its screens
    /// and the earlier columns'.
    package func stack(backTo column: SplitColumn) -> [Screen] {
        SplitColumn.allCases.prefix { $0 != column }.flatMap { self[$0] } + self[column]
    }

    /// The stack after a column's stack was handed `path` (SwiftUI's `NavigationStack(path:)`
    /// writing its binding): the user went back inside `column` when `path` is a shorter start
    /// of the column's screens after its first. `nil` for any other write (the same path again,
    /// a longer or a different one), which no Back makes.
    package func stack(afterWriting path: [Screen], in column: SplitColumn) -> [Screen]? {
        let current = self[column].dropFirst()
        guard path.count < current.count, zip(path, current).allSatisfy({ $0.key == $1.key }) else { return nil }
        return stack(goingBackIn: column, to: path)
    }

    /// The stack after a collapsed split view put `column` on top, as its Back from the first
    /// screen of the top column does: one step back, to the last column before the top one that
    /// shows a screen (an empty middle column counts as the sidebar). `nil` for anything else
    /// (the top column again, a later one, a step over a column with screens, or a top column
    /// with screens pushed above its first, whose Back pops those instead).
    package func stack(showingOnTop column: SplitColumn) -> [Screen]? {
        let order = SplitColumn.allCases
        let top = topColumn
        guard let wanted = order.firstIndex(of: column), let current = order.firstIndex(of: top), wanted < current,
            self[top].count == 1,
            let target = order[...wanted].last(where: { !self[$0].isEmpty }),
            order[(order.firstIndex(of: target)! + 1)..<current].allSatisfy({ self[$0].isEmpty })
        else { return nil }
        return stack(backTo: target)
    }

    /// Lays `screens` out, each screen's column given by `column` (`nil` counts as the detail).
    init(laying screens: [Screen], _ column: (Screen) -> SplitColumn?) {
        let sidebarCount = screens.prefix { column($0) == .sidebar }.count
        let supplementaryCount = screens.dropFirst(sidebarCount).prefix { column($0) == .supplementary }.count
        sidebar = Array(screens.prefix(sidebarCount))
        supplementary = Array(screens.dropFirst(sidebarCount).prefix(supplementaryCount))
        detail = Array(screens.dropFirst(sidebarCount + supplementaryCount))
    }
}

extension Stack {
    /// The stack laid out in columns, each screen's column given by `column` (`nil` counts as the
    /// detail); `nil` when the stack's root is not a sidebar screen, so that it is no split view.
    public func columns(_ column: (Screen) -> SplitColumn?) -> SplitColumns? {
        guard column(root) == .sidebar else { return nil }
        return SplitColumns(laying: screens, column)
    }
}
