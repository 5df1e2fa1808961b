extension Navigator {
    /// A transition's changes as events tell them: each push, pop or replacement in the stack a
    /// split view lays out names the columns it touched, `push message #4 onto root stack (detail
    /// column)`; every other change, and every change of a window without columns, reads as its
    /// ``NavigationTransition/Change/summary``.
    func summaries(of transition: NavigationTransition) -> [String] {
        let before = layout(of: transition.before)
        let after = layout(of: transition.after)
        guard before != nil || after != nil else { return transition.changes.map(\.summary) }
        return transition.changes.map { change in
            let touched: [SplitColumn?]
            switch change {
            case .pushed(let screens, let location) where after?.location == location:
                touched = screens.map { after?.columns.column(of: $0) }
            case .popped(let screens, let location) where before?.location == location:
                touched = screens.map { before?.columns.column(of: $0) }
            case .replaced(_, let new):
                touched = [after?.columns.column(of: new)]
            default:
                touched = []
            }
            let columns = SplitColumn.allCases.filter(touched.contains)
            guard !columns.isEmpty else { return change.summary }
            let names = columns.map(\.rawValue)
            let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
            return change.summary + " (\(list) column\(names.count == 1 ? "" : "s"))"
        }
    }
}
