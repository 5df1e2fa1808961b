#if canImport(SwiftUI)
import SwiftUI
import Wayfinder

extension View {
    /// Keeps the window's navigation in its scene storage and restores it when the system
    /// recreates the window; a window with nothing to restore runs `start` instead. A link the
    /// window opened before the restoration ran (SwiftUI orders `.onOpenURL` and `.task` as
    /// they come) keeps its screen: the restoration then gives way, and `start` runs.
    ///
    /// ```swift
    /// NavigatorView(host: shop.host)
    ///     .opensLinks(with: shop.navigator)
    ///     .restoresNavigation(of: shop.navigator, host: shop.host) { await shop.navigator.showTabs() }
    /// ```
    ///
    /// Each navigator in a window keeps its own saved navigation: by default the scene storage
    /// key names the host's tabs and screens (a fingerprint of them) and the place in the app's
    /// code this modifier is written (its file and line), so a sidebar's navigator and a
    /// detail's in one window do not restore each other's, even with the same tabs and screens.
    /// Navigators made from one place (in a `ForEach`) need a `key` each, and so does a window
    /// that must restore across an app update that moves this line.
    ///
    /// - Parameters:
    ///   - navigator: the window's navigator.
    ///   - host: its host, whose shown state is saved each time it changes.
    ///   - key: the scene storage key; `nil` for the default described above.
    ///   - start: what shows the first screen when there is nothing to restore.
    ///   - fileID: the file the modifier is written in, for the default key; leave it out.
    ///   - line: the line the modifier is written on, for the default key; leave it out.
    @MainActor
    public func restoresNavigation(
        of navigator: Navigator, host: SwiftUIHost, key: String? = nil,
        otherwise start: @escaping @MainActor () async -> Void,
        fileID: String = #fileID, line: Int = #line
    ) -> some View {
        modifier(
            NavigationRestoration(
                navigator: navigator, host: host, key: key ?? host.defaultRestorationKey(at: "\(fileID):\(line)"),
                start: start))
    }
}

/// Saves the state into `@SceneStorage` and restores it once per window, when the view first
/// appears.
private struct NavigationRestoration: ViewModifier {
    let navigator: Navigator
    let host: SwiftUIHost
    let start: @MainActor () async -> Void
    @SceneStorage private var saved: Data?

    init(navigator: Navigator, host: SwiftUIHost, key: String, start: @escaping @MainActor () async -> Void) {
        self.navigator = navigator
        self.host = host
        self.start = start
        _saved = SceneStorage(key)
    }

    func body(content: Content) -> some View {
        content
            .task {
                // `.task` runs each time the view appears (inside the app's own `TabView`, say):
                // the window's navigation is restored or started once, by its host.
                guard !host.restorationStarted else { return }
                host.restorationStarted = true
                if await !navigator.restore(savedState: saved).isRestored { await start() }
            }
            .onChange(of: host.displayedState) {
                saved = navigator.savedState()
            }
    }
}
#endif
