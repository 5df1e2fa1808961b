#if canImport(SwiftUI)
import SwiftUI
import Wayfinder

/// Shows a navigator's state with SwiftUI: the model behind ``NavigatorView``, which binds each
/// stack to a `NavigationStack(path:)`, each modal to a sheet or a full-screen cover, and a tab
/// set to a `TabView(selection:)`.
///
/// ```swift
/// struct ShopWindow: View {                 // in WindowGroup { ShopWindow() }: one per window
///     @State private var shop = Shop()       // owns this window's host and navigator
///     var body: some View {
///         NavigatorView(host: shop.host)
///             .opensLinks(with: shop.navigator)
///             .restoresNavigation(of: shop.navigator, host: shop.host) { await shop.navigator.showTabs() }
///     }
/// }
/// ```
///
/// Give each window its own host and navigator: on iPad, visionOS and the Mac the user opens
/// several windows of one `WindowGroup`, and each navigates on its own.
///
/// The host is `@Observable`: ``displayedState`` is the state SwiftUI shows. The navigator
/// changes it through ``apply(_:animated:)``; the user changes it through the bindings (Back and swipes
/// shorten a path, a swiped sheet sets its item to `nil`, a tab tap sets the selection), and the
/// host names each such change with `UserNavigation` and reports it once.
///
/// Screens come from the catalog's factories as `AnyView` (register them with
/// `registerView(_:description:make:)`); a screen without one shows a
/// placeholder.
@MainActor
@Observable
public final class SwiftUIHost: NavigationHost {
    /// The state SwiftUI shows.
    public private(set) var displayedState: NavigationState = .empty
    @ObservationIgnored public var userNavigationHandler: (@MainActor (NavigationAction) -> Void)?
    /// The screens that hold their place; observed, so that their sheets stop the swipe and
    /// their back buttons ask first (see `HeldScreens.swift`).
    public var heldScreens: Set<Int> = []
    @ObservationIgnored public var userAttemptHandler: (@MainActor (NavigationAction) -> Void)?
    @ObservationIgnored public var columnOfScreen: (@MainActor (Screen) -> SplitColumn?)?
    /// The columns of each tab's split view, so that a split view keeps its columns while the
    /// middle one is empty (switching between two and three columns would rebuild every column).
    @ObservationIgnored public var splitViewColumns: (@MainActor (_ tab: String?) -> [SplitColumn])?
    /// The tabs, for the tab items' titles.
    @ObservationIgnored public let tabs: [TabDefinition]
    @ObservationIgnored private let catalog: ScreenCatalog
    @ObservationIgnored private var contents: [Int: AnyView] = [:]

    /// The scene storage key for this host's saved navigation when the app names none: a
    /// fingerprint of its tabs and screens, saved from `place` in the app's code (see
    /// `restoresNavigation(of:host:key:otherwise:fileID:line:)`).
    func defaultRestorationKey(at place: String) -> String {
        RestorationKey.default(tabs: tabs, screens: catalog.screenIDs, place: place)
    }

    /// Creates a host whose screens come from `catalog`.
    public init(catalog: ScreenCatalog, tabs: [TabDefinition] = []) {
        self.catalog = catalog
        self.tabs = tabs
    }

    /// How long ``apply(_:animated:)`` waits at most for a transition to show before it returns anyway.
    @ObservationIgnored public var transitionTimeout: Duration = .seconds(1)
    /// Which screens SwiftUI has on screen, as their views report it.
    @ObservationIgnored let presence = ScreenPresence()
    /// Whether the window's scene is active (``NavigatorView`` follows its `scenePhase`). A
    /// scene that is not active yet, on a cold start from a link or coming back from the
    /// background, presents its sheets only once it is.
    @ObservationIgnored var sceneIsActive = true
    /// Whether `restoresNavigation` restored this window's navigation or started it: once per
    /// host, so once per window, however often its view appears again (inside the app's own
    /// `TabView`, say).
    @ObservationIgnored var restorationStarted = false
    /// The title of the Back button a screen that holds its place shows in place of the
    /// system's (see ``heldScreens``): the library's own word, which an app localizes here.
    @ObservationIgnored public var backButtonTitle = "Back"

    /// Builds the added screens' views, then shows the new state, animated when the update is;
    /// returns once SwiftUI shows it: the new topmost screen has appeared and the old one, if
    /// it left, has gone, or after ``transitionTimeout``.
    ///
    /// What "appeared" means depends on the platform. On iOS, iPadOS, tvOS and visionOS each
    /// screen embeds a probe whose `viewDidAppear` and `viewDidDisappear` UIKit calls once a
    /// push, a pop or a presentation has finished. On macOS and watchOS SwiftUI's `onAppear`
    /// and `onDisappear` stand in; `onAppear` comes before the first frame, so there `apply`
    /// returns when the screen is in the view tree, not when it is drawn.
    ///
    /// When the new topmost screen has not appeared by ``transitionTimeout``, while the scene
    /// is active, and it is in a modal this transition presented, SwiftUI refused the presentation (it presents one sheet
    /// at a time, and none while the app's own sheet or alert is up): the host takes it back
    /// out of ``displayedState``, and the navigator ends the request with
    /// ``ErrorCode/hostRefused``, as for UIKit. Any other change is taken as
    /// shown, only late: a navigation stack bound to a path shows what the path holds, and a
    /// tab view the selection it is given, so a probe that reports late means a slow frame, not
    /// a refusal.
    ///
    /// SwiftUI's own animation completion cannot serve: it fires at once when a change creates
    /// no SwiftUI animation, which is the case for a push or a sheet.
    public func apply(_ transition: NavigationTransition, animated: Bool) async {
        for screen in transition.addedScreens {
            contents[screen.key] =
                catalog.makeContent(for: transition.request(for: screen), as: AnyView.self)
                ?? AnyView(PlaceholderView(screen: screen))
        }
        let after = transition.after
        if animated {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                withAnimation(.default, completionCriteria: .logicallyComplete) {
                    displayedState = after
                } completion: {
                    continuation.resume()
                }
            }
        } else {
            var transaction = Transaction()
            transaction.disablesAnimations = true
            withTransaction(transaction) { displayedState = after }
        }
        // Timed out, not cancelled: a cancelled request's change stands, and SwiftUI shows it.
        // A scene that is not active yet has not presented anything: its sheet is late, not
        // refused, and shows when the scene becomes active.
        if await !waitUntilShown(transition), !Task.isCancelled, sceneIsActive {
            let shown = transition.shownIfTopNeverAppeared
            if shown != after {
                var transaction = Transaction()
                transaction.disablesAnimations = true
                withTransaction(transaction) { displayedState = shown }
            }
        }
        let keys = Set(displayedState.allScreens.map(\.key))
        contents = contents.filter { keys.contains($0.key) }
    }

    /// Waits until the transition's new topmost screen has appeared and the old one has gone,
    /// for at most ``transitionTimeout``; `false` when the time ran out (or the task was
    /// cancelled) first.
    private func waitUntilShown(_ transition: NavigationTransition) async -> Bool {
        let newTop = transition.after.topmostScreen?.key
        let oldTop = transition.before.topmostScreen?.key
        guard newTop != oldTop else { return true }
        let appearing: Set<Int> = newTop.map { [$0] } ?? []
        let leaving: Set<Int> = oldTop.map { transition.after.contains($0) ? [] : [$0] } ?? []
        return await presence.waitUntil(visible: appearing, gone: leaving, timeout: transitionTimeout)
    }

    /// The view of a screen on display, reporting when it appears and goes. Each screen is its
    /// own view identity (`.id(screen.key)`): a screen that replaces another in the same place
    /// (a single root, a stack's only screen) starts with fresh `@State` and its own probe.
    public func view(for screen: Screen) -> AnyView {
        let content = contents[screen.key] ?? AnyView(PlaceholderView(screen: screen))
        return AnyView(content.modifier(PresenceReporting(key: screen.key, presence: presence)).id(screen.key))
    }

    /// A tab's title: its definition's, else its id.
    public func title(of tab: String) -> String {
        tabs.first { $0.id == tab }?.title ?? tab
    }

    /// A tab's SF Symbol, if its definition names one.
    public func image(of tab: String) -> String? {
        tabs.first { $0.id == tab }?.image
    }

    /// Takes a state the user brought about through a binding: shows it and reports the action
    /// it amounts to, once. A change no single user action explains is ignored.
    func userChanged(to observed: NavigationState) {
        guard let action = UserNavigation.action(from: displayedState, to: observed) else { return }
        displayedState = observed
        userNavigationHandler?(action)
    }
}

/// A presented modal and its position in the chain, for `sheet(item:)` and `fullScreenCover(item:)`.
public struct ModalItem: Identifiable, Hashable, Sendable {
    /// The modal's position in the chain, 0 at the bottom.
    public let index: Int
    public let modal: NavigationState.Modal
    /// The key of the modal's first screen: a new modal is a new item.
    public var id: Int { modal.screens[0].key }
}

extension SwiftUIHost {
    /// The path of the stack at `location`, without its root, for `NavigationStack(path:)`.
    /// Setting a shorter path (Back, a swipe) reports a pop.
    public func path(at location: Stack.Location) -> Binding<[Screen]> {
        Binding(
            get: { Array(self.displayedState.stack(at: location)?.screens.dropFirst() ?? []) },
            set: { path in
                guard let root = self.displayedState.stack(at: location)?.root,
                    let observed = self.displayedState.settingStack([root] + path, at: location)
                else { return }
                self.userChanged(to: observed)
            })
    }

    /// The modal at `index` when it is any kind of sheet: with detents, a form or page sheet,
    /// a popover (shown as a sheet: see ``NavigatorView``). Setting `nil` (a swipe) reports a
    /// dismissal.
    public func sheet(at index: Int) -> Binding<ModalItem?> { modal(at: index, fullScreen: false) }

    /// The modal at `index` when it covers the full screen.
    public func fullScreenCover(at index: Int) -> Binding<ModalItem?> { modal(at: index, fullScreen: true) }

    /// The modal at `index` whatever its style: macOS has no full-screen cover, so there every
    /// modal is a sheet.
    func anyModal(at index: Int) -> Binding<ModalItem?> { modal(at: index, fullScreen: nil) }

    private func modal(at index: Int, fullScreen: Bool?) -> Binding<ModalItem?> {
        Binding(
            get: {
                let modals = self.displayedState.modals
                guard modals.indices.contains(index),
                    fullScreen == nil || (modals[index].style.kind == .fullScreen) == fullScreen
                else { return nil }
                return ModalItem(index: index, modal: modals[index])
            },
            set: { item in
                guard item == nil, self.displayedState.modals.count > index else { return }
                self.userChanged(to: self.displayedState.keepingModals(index))
            })
    }

    /// The detent the sheet at `index` rests at. Setting another (the user's drag) reports
    /// `.restSheet(at:)`.
    func detent(at index: Int) -> Binding<PresentationDetent> {
        Binding(
            get: {
                let modals = self.displayedState.modals
                guard modals.indices.contains(index), let detent = modals[index].style.selectedDetent else { return .large }
                return detent.swiftUI
            },
            set: { chosen in
                var observed = self.displayedState
                guard observed.modals.indices.contains(index),
                    let detent = observed.modals[index].style.detents.first(where: { $0.swiftUI == chosen })
                else { return }
                observed.modals[index] = observed.modals[index].styled(observed.modals[index].style.resting(at: detent))
                self.userChanged(to: observed)
            })
    }

    /// The selected tab. Setting another (a tap in the tab bar) reports a tab selection.
    public var selectedTab: Binding<String> {
        Binding(
            get: { self.displayedState.selectedTab ?? "" },
            set: { tab in
                guard let observed = self.displayedState.selectingTab(tab) else { return }
                self.userChanged(to: observed)
            })
    }
}

extension SwiftUIHost: UserSimulatingHost {
    /// Acts out Back, a sheet swiped away or a tab tapped through the bindings SwiftUI uses, so
    /// an app's own tests can run `HostContract` on this host.
    public func simulateUser(_ action: NavigationAction) -> Bool {
        switch action {
        case .pop(1):
            guard let location = displayedState.topmostStackLocation else { return false }
            let path = self.path(at: location)
            guard !path.wrappedValue.isEmpty else { return false }
            path.wrappedValue.removeLast()
            return true
        case .dismiss(1):
            let index = displayedState.modals.count - 1
            guard index >= 0 else { return false }
            let sheet = self.sheet(at: index)
            guard sheet.wrappedValue != nil else { return false }
            sheet.wrappedValue = nil
            return true
        case .selectTab(let tab):
            guard displayedState.selectingTab(tab) != nil, displayedState.selectedTab != tab else { return false }
            selectedTab.wrappedValue = tab
            return true
        case .restSheet(let detent):
            guard let index = displayedState.modals.indices.last,
                displayedState.modals[index].style.detents.contains(detent),
                displayedState.modals[index].style.selectedDetent != detent
            else { return false }
            self.detent(at: index).wrappedValue = detent.swiftUI
            return true
        default:
            return false
        }
    }
}
#endif
