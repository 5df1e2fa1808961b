extension NavigationState: CustomStringConvertible {
    /// The state as a tree, one screen a line, for tests and logs:
    ///
    /// ```
    /// tabs (selected: shop)
    /// ├─ tab home
    /// │  └─ home #1
    /// └─ tab shop *
    ///    ├─ catalog #2
    ///    └─ product #5 id=42
    /// modal sheet stack
    /// └─ login #6
    /// ```
    ///
    /// Arguments are printed sorted by name; the selected tab is marked with `*`.
    public var description: String {
        var lines: [String] = []
        switch root {
        case nil:
            lines.append("(empty)")
        case .single(let screen):
            lines.append("single")
            lines.append("└─ " + Self.line(for: screen))
        case .stack(let stack):
            lines.append("stack")
            lines += Self.tree(stack.screens, indent: "")
        case .tabs(let tabs, let selected):
            lines.append("tabs (selected: \(selected))")
            for (index, tab) in tabs.enumerated() {
                let last = index == tabs.count - 1
                lines.append((last ? "└─ " : "├─ ") + "tab \(tab.id)" + (tab.id == selected ? " *" : ""))
                lines += Self.tree(tab.stack.screens, indent: last ? "   " : "│  ")
            }
        }
        for modal in modals {
            switch modal {
            case .single(let screen, let style):
                lines.append("modal \(style)")
                lines.append("└─ " + Self.line(for: screen))
            case .stack(let stack, let style):
                lines.append("modal \(style) stack")
                lines += Self.tree(stack.screens, indent: "")
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func tree(_ screens: [Screen], indent: String) -> [String] {
        screens.enumerated().map { index, screen in
            indent + (index == screens.count - 1 ? "└─ " : "├─ ") + line(for: screen)
        }
    }

    static func line(for screen: Screen) -> String {
        let arguments = screen.arguments.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return ([screen.description] + arguments).joined(separator: " ")
    }
}
