extension Navigator {
    /// The column `screen` shows in when a split view lays its stack out: the column of the
    /// route it was opened by (``RouteDefinition/column``), else of a route that shows the same
    /// screen; `nil` when no route gives it one.
    public func column(of screen: Screen) -> SplitColumn? {
        if let route = store.request(for: screen.key)?.match?.target, route.screen == screen.id {
            return route.column
        }
        return routeColumns().byScreen[screen.id]
    }

    /// The columns of the split view a tab's stack shows (the root stack's for `nil`): the
    /// sidebar and the detail, with the middle column between them when a route of the tab
    /// gives its screen the supplementary column (a route of no tab counts for every tab).
    /// UIKit fixes a split view's columns when it makes one, so a host asks before it does.
    public func splitViewColumns(inTab tab: String?) -> [SplitColumn] {
        let known = routeColumns()
        let middle =
            known.supplementaryEverywhere || tab.map(known.supplementaryTabs.contains) ?? !known.supplementaryTabs.isEmpty
        return middle ? [.sidebar, .supplementary, .detail] : [.sidebar, .detail]
    }

    /// What the routes say of columns, worked out once per route table: a screen shown without
    /// a route (a tab's root) is looked up on every layout.
    private func routeColumns() -> ScreenColumns {
        let token = routes.tableToken
        if let known = screenColumns, known.table === token { return known }
        var known = ScreenColumns(table: token)
        for route in routes.routes {
            guard let column = route.target.column else { continue }
            if let id = route.target.screen, known.byScreen[id] == nil { known.byScreen[id] = column }
            if column == .supplementary {
                if let tab = route.target.tab {
                    known.supplementaryTabs.insert(tab)
                } else {
                    known.supplementaryEverywhere = true
                }
            }
        }
        screenColumns = known
        return known
    }

    /// The window's base stack laid out in columns, as a split view shows it when the window
    /// has the width: the root stack, or the selected tab's. `nil` when that stack is no split
    /// view: its root screen's route names no sidebar column. Sheets above it are not columns.
    ///
    /// ```swift
    /// await navigator.open("mail://mail/inbox/42")
    /// let detail = navigator.columns?.detail.map(\.id)   // ["message"]
    /// ```
    public var columns: SplitColumns? { layout(of: state)?.columns }

    /// Where `state`'s base stack is, and its columns; `nil` when it is no split view.
    func layout(of state: NavigationState) -> (location: Stack.Location, columns: SplitColumns)? {
        let location: Stack.Location
        switch state.root {
        case .stack: location = .root
        case .tabs(_, let selected): location = .tab(selected)
        case .single, nil: return nil
        }
        guard let columns = state.stack(at: location)?.columns({ column(of: $0) }) else { return nil }
        return (location, columns)
    }
}

/// What the routes' columns are, and the table they were read from: the column the first route
/// with one gives each screen, and where a middle column is used.
struct ScreenColumns {
    let table: AnyObject
    var byScreen: [String: SplitColumn] = [:]
    /// The tabs a route with the supplementary column names.
    var supplementaryTabs: Set<String> = []
    /// Whether a route of no tab has the supplementary column.
    var supplementaryEverywhere = false
}
