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
