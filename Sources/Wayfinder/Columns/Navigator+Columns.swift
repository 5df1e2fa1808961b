extension Navigator {
    /// The column `screen` shows in when a split view lays its stack out: the column of the
    /// route it was opened by (``RouteDefinition/column``), else of a route that shows the same
    /// screen; `nil` when no route gives it one.
    public func column(of screen: Screen) -> SplitColumn? {
        if let route = store.request(for: screen.key)?.match?.target, route.screen == screen.id {
            return route.column
        }
        return columnsByScreen()[screen.id]
    }

    /// The column the first route with a column gives each screen, worked out once per route
    /// table: a screen shown without a route (a tab's root) is looked up on every layout.
    private func columnsByScreen() -> [String: SplitColumn] {
        let token = routes.tableToken
        if let known = screenColumns, known.table === token { return known.columns }
        var columns: [String: SplitColumn] = [:]
        for route in routes.routes {
            if let id = route.target.screen, let column = route.target.column, columns[id] == nil { columns[id] = column }
        }
        screenColumns = ScreenColumns(table: token, columns: columns)
        return columns
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

/// What ``Navigator/column(of:)`` knows of the routes' columns, and the table it read them from.
struct ScreenColumns {
    let table: AnyObject
    let columns: [String: SplitColumn]
}
