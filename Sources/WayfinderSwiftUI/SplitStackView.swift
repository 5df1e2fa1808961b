#if canImport(SwiftUI)
import SwiftUI
import Wayfinder

/// A stack the routes lay out in columns (``/Wayfinder/Stack/columns(_:)``), shown as a
/// `NavigationSplitView`: each column a `NavigationStack` of its screens, with a middle column
/// when the routes give one (``/Wayfinder/NavigationHost/splitViewColumns``), kept while it is
/// empty. Collapsed (a compact width), SwiftUI shows the columns as one stack, the last column
/// with a screen on top; the state is the same in either width.
struct SplitStackView: View {
    let host: SwiftUIHost
    let location: Stack.Location
    let columns: SplitColumns
    #if os(iOS) || os(visionOS)
    @Environment(\.horizontalSizeClass) private var sizeClass
    private var isCollapsed: Bool { sizeClass == .compact }
    #elseif os(macOS)
    // A Mac window's split view hides columns when narrow, but never collapses into one stack.
    private let isCollapsed = false
    #else
    // tvOS and watchOS show a split view as one stack.
    private let isCollapsed = true
    #endif
    /// The columns shown: the app's binding (`splitViewVisibility(_:)`),
    /// else the split view's own.
    @Environment(\.splitViewVisibility) private var boundVisibility
    @State private var ownVisibility = NavigationSplitViewVisibility.automatic
    private var visibility: Binding<NavigationSplitViewVisibility> { boundVisibility ?? $ownVisibility }

    /// Whether the split view has the middle column: fixed by the routes, so that choosing a
    /// detail without one does not rebuild every column.
    @MainActor private var hasMiddleColumn: Bool {
        let tab: String? = if case .tab(let id) = location { id } else { nil }
        return host.splitViewColumns?(tab).contains(.supplementary) ?? !columns.supplementary.isEmpty
    }

    var body: some View {
        let compactColumn = host.compactColumn(at: location, isCollapsed: isCollapsed, hasMiddleColumn: hasMiddleColumn)
        if hasMiddleColumn {
            NavigationSplitView(columnVisibility: visibility, preferredCompactColumn: compactColumn) {
                column(.sidebar)
            } content: {
                column(.supplementary)
            } detail: {
                column(.detail)
            }
        } else {
            NavigationSplitView(columnVisibility: visibility, preferredCompactColumn: compactColumn) {
                column(.sidebar)
            } detail: {
                column(.detail)
            }
        }
    }

    /// A column's screens: the first as the root of its own `NavigationStack`, the ones pushed
    /// from it as the path. An empty view while the column has no screen (nothing chosen yet).
    @MainActor @ViewBuilder private func column(_ column: SplitColumn) -> some View {
        if let first = columns[column].first {
            NavigationStack(path: host.path(in: column, at: location)) {
                // Collapsed, a later column's first screen has a back button to the earlier column.
                held(host.view(for: first), first, hasBackButton: isCollapsed && column != .sidebar)
                    .navigationDestination(for: Screen.self) { screen in
                        held(host.view(for: screen), screen, hasBackButton: true)
                    }
            }
        } else {
            Color.clear
        }
    }

    /// A screen with the library's Back while its Back would take a screen that holds its place:
    /// its own, or side by side, a later column's (the Back of an earlier column takes them all).
    @MainActor private func held(_ view: AnyView, _ screen: Screen, hasBackButton: Bool) -> some View {
        let stack = columns.collapsed
        let index = stack.firstIndex { $0.key == screen.key }
        let later = index.map { stack[($0 + 1)...] } ?? []
        let takesHeld = !isCollapsed && later.contains { host.heldScreens.contains($0.key) }
        let attempt: NavigationAction = later.isEmpty ? .pop(1) : .close(screen.key)
        return view.modifier(
            BackButtonWhileHeld(
                host: host, key: screen.key, hasBackButton: hasBackButton, takesHeldScreens: takesHeld, attempt: attempt))
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
                // Only a shorter start of the column's path is the user's Back: SwiftUI also
                // writes the path it was handed, which must not pop the later columns.
                guard let stack = self.columns(at: location)?.stack(afterWriting: path, in: column),
                    let observed = self.displayedState.settingStack(stack, at: location)
                else { return }
                self.userChanged(to: observed)
            })
    }

    /// The column a collapsed split view shows on top: the last with a screen. The user's Back
    /// from the first screen of the top column, collapsed, shows the column before it: reported
    /// as a pop of the top column's screen. Anything else SwiftUI sets (while side by side, a
    /// later column, a jump over a column with screens, the middle column of a split view that
    /// has none) is ignored: a width change changes no screen. The change is read on the next
    /// turn of the main actor, against the columns then, so that a write made while SwiftUI
    /// updates the view for a new state is not taken for the user's.
    func compactColumn(
        at location: Stack.Location, isCollapsed: Bool, hasMiddleColumn: Bool
    ) -> Binding<NavigationSplitViewColumn> {
        Binding(
            get: {
                switch self.columns(at: location)?.topColumn {
                case .detail: .detail
                case .supplementary: hasMiddleColumn ? .content : .detail
                case .sidebar, nil: .sidebar
                }
            },
            set: { shown in
                guard isCollapsed, let seen = self.columns(at: location) else { return }
                let column: SplitColumn
                switch shown {
                case .sidebar: column = .sidebar
                case .content where hasMiddleColumn: column = .supplementary
                default: return
                }
                Task { @MainActor in
                    guard let columns = self.columns(at: location), columns == seen,
                        let kept = columns.stack(showingOnTop: column),
                        let observed = self.displayedState.settingStack(kept, at: location)
                    else { return }
                    self.userChanged(to: observed)
                }
            })
    }
}
#endif
