import Foundation

/// The navigation state as URLs: what state restoration saves and "share this exact place"
/// sends. Decoding re-opens each URL through the route table, so a snapshot from an older
/// version of the app still restores what it can.
///
/// Its coded form (JSON with each stack's URLs) is what ``Navigator/savedState()`` gives, and
/// is stable across versions.
package struct NavigationSnapshot: Hashable, Codable, Sendable {
    /// One stack, or a single screen, as URLs, root first.
    package struct Container: Hashable, Codable, Sendable {
        /// Whether the URLs form a stack rather than one single screen.
        package var isStack: Bool
        package var urls: [String]
        /// For a tab, its id.
        package var tab: String?
        /// For a modal, its style.
        package var style: ModalStyle?

        package init(isStack: Bool, urls: [String], tab: String? = nil, style: ModalStyle? = nil) {
            self.isStack = isStack
            self.urls = urls
            self.tab = tab
            self.style = style
        }
    }

    /// The root's containers: one for a stack or a single screen, one per tab for tabs.
    package var root: [Container]
    /// The selected tab, when the root is a tab bar.
    package var selectedTab: String?
    package var modals: [Container]

    package init(root: [Container], selectedTab: String? = nil, modals: [Container] = []) {
        self.root = root
        self.selectedTab = selectedTab
        self.modals = modals
    }

    /// Every URL, root first.
    package var urls: [String] { (root + modals).flatMap(\.urls) }
}

extension Navigator {
    /// The current state as URLs, each with only the query items its route keeps
    /// (``RouteDefinition/savedQuery``). Screens opened without a URL are left out.
    package func snapshot() -> NavigationSnapshot {
        func urls(_ screens: [Screen]) -> [String] {
            screens.compactMap { screen in
                guard let url = screen.url else { return nil }
                let route = store.request(for: screen.key)?.match?.target ?? routes.resolution(url).match?.target
                return SavedURL.keeping(route?.savedQuery ?? [], of: url)
            }
        }
        var root: [NavigationSnapshot.Container] = []
        switch state.root {
        case .tabs(let tabs, _):
            root = tabs.map { .init(isStack: true, urls: urls($0.stack.screens), tab: $0.id) }
        case .stack(let stack): root = [.init(isStack: true, urls: urls(stack.screens))]
        case .single(let screen): root = [.init(isStack: false, urls: urls([screen]))]
        case nil: break
        }
        let modals = state.modals.map { modal -> NavigationSnapshot.Container in
            if case .stack(let stack, let style) = modal { return .init(isStack: true, urls: urls(stack.screens), style: style) }
            return .init(isStack: false, urls: urls(modal.screens), style: modal.style)
        }
        return NavigationSnapshot(root: root, selectedTab: state.selectedTab, modals: modals)
    }
}

/// A URL as a saved state keeps it.
enum SavedURL {
    /// `url` without its fragment and without the query items whose names are not in `names`;
    /// the path is kept as it is.
    static func keeping(_ names: Set<String>, of url: String) -> String {
        let withoutFragment = url.firstIndex(of: "#").map { url[..<$0] } ?? url[...]
        guard let mark = withoutFragment.firstIndex(of: "?") else { return String(withoutFragment) }
        let kept = withoutFragment[withoutFragment.index(after: mark)...].split(separator: "&").filter { item in
            let name = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            return names.contains(String(name).removingPercentEncoding ?? String(name))
        }
        return String(withoutFragment[..<mark]) + (kept.isEmpty ? "" : "?" + kept.joined(separator: "&"))
    }
}
