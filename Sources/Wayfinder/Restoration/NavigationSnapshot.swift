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
    /// The current state as URLs. Screens opened without a URL are left out.
    package func snapshot() -> NavigationSnapshot {
        func urls(_ screens: [Screen]) -> [String] { screens.compactMap(\.url) }
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

    /// Replaces the state with one rebuilt from a snapshot's URLs. URLs that no longer open a
    /// screen are skipped; a container left with none is dropped. A configured tab's root
    /// screen, which ``showTabs(selecting:)`` shows without a URL, is rebuilt from
    /// ``NavigatorConfiguration/tabs``; a selected tab that is gone leaves the first selected.
    @discardableResult
    package func restore(_ snapshot: NavigationSnapshot) async -> NavigationOutcome {
        await enqueue(isLink: false) { navigator, turn in
            var newRequests = ScreenRequests()
            @MainActor func screens(_ container: NavigationSnapshot.Container) -> [Screen] {
                container.urls.compactMap { url in
                    guard case .matched(let match) = navigator.routes.resolution(url),
                          case .screen(let id, _) = match.target.destination, navigator.catalog.contains(id)
                    else { return nil }
                    let screen = navigator.store.makeScreen(id, url: url, arguments: Self.arguments(of: match))
                    newRequests.add(ScreenRequest(screen: screen, match: match))
                    return screen
                }
            }
            let root: NavigationState.Root?
            if snapshot.root.contains(where: { $0.tab != nil }) {
                let tabs = snapshot.root.compactMap { container -> NavigationState.Tab? in
                    let id = container.tab ?? ""
                    var restored = screens(container)
                    // A tab's root shown without a URL (as `showTabs` shows it) comes back from
                    // the configured tab.
                    if let definition = navigator.configuration.tabs.first(where: { $0.id == id }),
                       restored.first?.id != definition.screen {
                        let tabRoot = navigator.store.makeScreen(definition.screen, url: nil, arguments: [:])
                        newRequests.add(ScreenRequest(screen: tabRoot))
                        restored.insert(tabRoot, at: 0)
                    }
                    return Stack(screens: restored).map { NavigationState.Tab(id: id, stack: $0) }
                }
                // The saved selection when a tab it names came back, else the first tab.
                let selected = tabs.contains { $0.id == snapshot.selectedTab } ? snapshot.selectedTab : tabs.first?.id
                root = selected.map { .tabs(tabs, selected: $0) }
            } else if let container = snapshot.root.first {
                let restored = screens(container)
                root = container.isStack ? Stack(screens: restored).map(NavigationState.Root.stack) : restored.first.map(NavigationState.Root.single)
            } else {
                root = nil
            }
            guard let root else {
                return .rejected(NavigationError(.invalidNavigation, "the snapshot has no root that opens a screen"))
            }
            var actions: [NavigationAction] = [.setRoot(root)]
            for modal in snapshot.modals {
                let restored = screens(modal)
                guard let first = restored.first else { continue }
                if modal.isStack {
                    actions.append(.presentInStack(first, style: modal.style ?? .sheet))
                    actions += restored.dropFirst().map(NavigationAction.push)
                } else {
                    actions.append(.present(first, style: modal.style ?? .sheet))
                }
            }
            return await navigator.store.commit(actions, requests: newRequests, turn: turn)
        }
    }
}
