#if canImport(SwiftUI)
import SwiftUI

extension View {
    /// Binds which columns the navigator's split views show (SwiftUI's
    /// `NavigationSplitViewVisibility`): set it to show or hide the sidebar from the app's own
    /// code, read it to know what the user chose once they showed or hid a column (it keeps
    /// the value it was given until then). Every split view the navigator shows, one per tab,
    /// follows this one value. Without it, each split view keeps its own, starting at
    /// `.automatic`.
    ///
    /// ```swift
    /// @MainActor struct FocusedMailWindow: View {
    ///     @State private var mail = MailWindowModel()
    ///     @State private var columns = NavigationSplitViewVisibility.all   // every column at first
    ///
    ///     var body: some View {
    ///         NavigatorView(host: mail.host)
    ///             .splitViewVisibility($columns)
    ///             .onChange(of: columns) { print("columns shown:", $1) }
    ///     }
    /// }
    /// ```
    ///
    /// Which columns show is not navigation: it is no part of the navigation state, is not
    /// restored with it, and hiding a column closes no screen. It applies side by side only: a
    /// collapsed split view (a compact width, tvOS, watchOS) shows one stack whatever it says,
    /// and macOS always shows the middle column.
    public func splitViewVisibility(_ visibility: Binding<NavigationSplitViewVisibility>) -> some View {
        environment(\.splitViewVisibility, visibility)
    }
}

private struct SplitViewVisibilityKey: EnvironmentKey {
    static var defaultValue: Binding<NavigationSplitViewVisibility>? { nil }
}

extension EnvironmentValues {
    /// The columns the app binds with `splitViewVisibility(_:)`; `nil` when it binds none.
    var splitViewVisibility: Binding<NavigationSplitViewVisibility>? {
        get { self[SplitViewVisibilityKey.self] }
        set { self[SplitViewVisibilityKey.self] = newValue }
    }
}
#endif
