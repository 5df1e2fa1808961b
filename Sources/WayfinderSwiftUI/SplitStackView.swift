#if canImport(SwiftUI)
import SwiftUI
import Wayfinder

/// A stack the routes lay out in columns (``/Wayfinder/Stack/columns(_:)``), shown as a
/// `NavigationSplitView`: each column a `NavigationStack` of its screens, with a middle column
/// while the stack has middle-column screens. Collapsed (a compact width), SwiftUI shows the
/// columns as one stack, the last column with a screen on top; the state is the same in either
/// width.
struct SplitStackView: View {
    let host: SwiftUIHost
    let location: Stack.Location
    let columns: SplitColumns
    #if os(iOS) || os(visionOS)
    @Environment(\.horizontalSizeClass) private var sizeClass
    private var isCollapsed: Bool { sizeClass == .compact }
    #else
    // A Mac window's split view hides columns when narrow, but never collapses into one stack.
    private let isCollapsed = false
    #endif
    @State private var visibility = NavigationSplitViewVisibility.automatic

    var body: some View {
        let compactColumn = host.compactColumn(at: location, isCollapsed: isCollapsed)
        if columns.supplementary.isEmpty {
            NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: compactColumn) {
                column(.sidebar)
            } detail: {
                column(.detail)
            }
        } else {
            NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: compactColumn) {
                column(.sidebar)
            } content: {
                column(.supplementary)
            } detail: {
                column(.detail)
            }
        }
    }

    /// A column's screens: the first as the root of its own `NavigationStack`, the ones pushed
    /// from it as the path. Nothing while the column has no screen (nothing chosen yet).
    @MainActor @ViewBuilder private func column(_ column: SplitColumn) -> some View {
        if let first = columns[column].first {
            NavigationStack(path: host.path(in: column, at: location)) {
                host.view(for: first)
                    .navigationDestination(for: Screen.self) { screen in
                        host.view(for: screen).modifier(BackButtonWhileHeld(host: host, key: screen.key))
                    }
            }
        } else {
            Color.clear
        }
    }
}

extension SwiftUIHost {
    /// The stack at `location` laid out in the columns its screens' routes name; `nil` when it
    /// is no split view, or when the navigator has not said where screens go
    /// (``/Wayfinder/NavigationHost/columnOfScreen``).
    public func columns(at location: Stack.Location) -> SplitColumns? {
        guard let columnOfScreen else { return nil }
        return displayedState.stack(at: location)?.columns(columnOfScreen)
    }

    /// The screens of `column` after its first, for the column's `NavigationStack(path:)`.
    /// Setting a shorter path (Back inside the column) reports a pop of the one stack: the
    /// column's screens above the path and every later column's go.
    public func path(in column: SplitColumn, at location: Stack.Location) -> Binding<[Screen]> {
        Binding(
            get: { Array(self.columns(at: location)?[column].dropFirst() ?? []) },
            set: { path in
                guard let stack = self.columns(at: location)?.stack(goingBackIn: column, to: path),
                    let observed = self.displayedState.settingStack(stack, at: location)
                else { return }
                self.userChanged(to: observed)
            })
    }

    /// The column a collapsed split view shows on top: the last with a screen. The user's Back
    /// in a collapsed split view sets an earlier column, reported as a pop of the later columns'
    /// screens. Anything SwiftUI sets while the split view is not collapsed, or a later column, is
    /// ignored: a width change changes no screen.
    func compactColumn(at location: Stack.Location, isCollapsed: Bool) -> Binding<NavigationSplitViewColumn> {
        Binding(
            get: {
                switch self.columns(at: location)?.topColumn {
                case .detail: .detail
                case .supplementary: .content
                case .sidebar, nil: .sidebar
                }
            },
            set: { shown in
                guard isCollapsed, let columns = self.columns(at: location) else { return }
                let kept: [Screen]
                switch shown {
                case .sidebar: kept = columns.stack(backTo: .sidebar)
                case .content: kept = columns.stack(backTo: .supplementary)
                default: return
                }
                guard kept.count < columns.collapsed.count,
                    let observed = self.displayedState.settingStack(kept, at: location)
                else { return }
                self.userChanged(to: observed)
            })
    }
}
#endif
