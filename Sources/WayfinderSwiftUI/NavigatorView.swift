#if canImport(SwiftUI)
import SwiftUI
import Wayfinder

/// Shows a ``SwiftUIHost``'s state: the root (a `TabView` of `NavigationStack`s, one
/// `NavigationStack`, or a single screen) and each modal as a sheet or a full-screen cover
/// presented by the layer beneath it. A stack whose routes name split view columns shows as a
/// `NavigationSplitView` (see the article "Columns and screen sizes").
///
/// ```swift
/// NavigatorView(host: host)
///     .opensLinks(with: navigator)
/// ```
public struct NavigatorView: View {
    let host: SwiftUIHost
    @Environment(\.scenePhase) private var scenePhase

    public init(host: SwiftUIHost) {
        self.host = host
    }

    public var body: some View {
        RootContent(host: host)
            .modifier(ModalLayer(host: host, index: 0))
            .onChange(of: scenePhase, initial: true) { host.sceneIsActive = scenePhase == .active }
    }
}

/// The root container.
struct RootContent: View {
    let host: SwiftUIHost

    var body: some View {
        switch host.displayedState.root {
        case .tabs(let tabs, _):
            TabView(selection: host.selectedTab) {
                ForEach(tabs, id: \.id) { tab in
                    StackView(host: host, location: .tab(tab.id))
                        .tabItem { TabLabel(title: host.title(of: tab.id), image: host.image(of: tab.id)) }
                        .tag(tab.id)
                }
            }
        case .stack:
            StackView(host: host, location: .root)
        case .single(let screen):
            host.view(for: screen)
        case nil:
            Color.clear
        }
    }
}

/// A tab's item: its title, with its SF Symbol when it has one.
struct TabLabel: View {
    let title: String
    let image: String?

    var body: some View {
        if let image {
            Label(title, systemImage: image)
        } else {
            Text(title)
        }
    }
}

/// A stack bound to `NavigationStack(path:)`: its root as the stack's root view, the screens
/// above it as the path.
struct StackView: View {
    let host: SwiftUIHost
    let location: Stack.Location
    /// For a modal's stack, the stack as it was presented: shown, as it was, while the
    /// navigator dismisses the modal, when the host's state has it no more. Reading only the
    /// live state, the sheet would go blank as it slides away.
    var presented: Stack?

    var body: some View {
        if presented == nil, let columns = host.columns(at: location) {
            // The routes lay this stack out as a split view.
            SplitStackView(host: host, location: location, columns: columns)
        } else if let stack = host.displayedState.stack(at: location),
            presented.map({ $0.root.key == stack.root.key }) ?? true
        {
            NavigationStack(path: host.path(at: location)) { content(root: stack.root) }
        } else if let presented {
            NavigationStack(path: .constant(Array(presented.screens.dropFirst()))) { content(root: presented.root) }
        }
    }

    @MainActor private func content(root: Screen) -> some View {
        host.view(for: root)
            .navigationDestination(for: Screen.self) { screen in
                host.view(for: screen).modifier(BackButtonWhileHeld(host: host, key: screen.key))
            }
    }
}

/// Presents the modal at `index`, as a sheet or a full-screen cover, over the content.
struct ModalLayer: ViewModifier {
    let host: SwiftUIHost
    let index: Int

    func body(content: Content) -> some View {
        #if os(macOS)
        // macOS has no full-screen cover (`fullScreenCover` is unavailable there): a full-screen
        // modal shows as a sheet, so every modal of the state is on screen.
        content.sheet(item: host.anyModal(at: index)) { item in
            ModalContent(host: host, item: item)
        }
        #else
        content
            .sheet(item: host.sheet(at: index)) { item in ModalContent(host: host, item: item) }
            .fullScreenCover(item: host.fullScreenCover(at: index)) { item in ModalContent(host: host, item: item) }
        #endif
    }
}

/// One modal's content, which presents the next modal.
struct ModalContent: View {
    let host: SwiftUIHost
    let item: ModalItem

    var body: some View {
        Group {
            switch item.modal {
            case .single(let screen, _):
                host.view(for: screen)
            case .stack(let stack, _):
                StackView(host: host, location: .modal(item.index), presented: stack)
            }
        }
        .modifier(SheetDetents(host: host, index: item.index, style: item.modal.style))
        // A sheet with a screen that holds its place is not swiped away.
        .interactiveDismissDisabled(item.modal.screens.contains { host.heldScreens.contains($0.key) })
        .modifier(ModalLayer(host: host, index: item.index + 1))
    }
}

/// A sheet's detents (`presentationDetents`), bound to the host's state: the navigator's
/// `.restSheet(at:)` moves the sheet, and the user's drag is reported as one.
///
/// SwiftUI on iOS 17 has no form or page sizing and anchors popovers to the view that declares
/// them, so form sheets, page sheets and popovers show as sheets here; the UIKit host shows them
/// as such.
struct SheetDetents: ViewModifier {
    let host: SwiftUIHost
    let index: Int
    let style: ModalStyle

    func body(content: Content) -> some View {
        if style.detents.isEmpty {
            content
        } else {
            content.presentationDetents(Set(style.detents.map(\.swiftUI)), selection: host.detent(at: index))
        }
    }
}

extension ModalStyle.Detent {
    var swiftUI: PresentationDetent {
        switch self {
        case .medium: .medium
        case .large: .large
        case .fraction(let value): .fraction(value)
        case .height(let value): .height(value)
        }
    }
}

/// What a screen without a view factory shows: its id and key.
struct PlaceholderView: View {
    let screen: Screen

    var body: some View {
        Text(screen.description)
            .foregroundStyle(.secondary)
            .navigationTitle(screen.id)
    }
}
#endif
