/// What the app shows, as a value: a root (tabs, a stack, or a single screen) and a chain of
/// modals, each presented by the visible screen beneath it.
///
/// The state mirrors UIKit's containers: a tab bar controller of navigation controllers, a
/// navigation controller, or a single view controller at the root; each presented controller
/// a navigation controller (``Modal/stack(_:style:)``) or a single controller. Tests build,
/// compare and print states directly:
///
/// ```swift
/// var state = NavigationState(root: .stack(Stack(home)))
/// let transition = try state.apply(.push(product))
/// transition.changes      // [.pushed(product)]
/// state.topmostScreen     // product
/// print(state)
/// // stack
/// // ├─ home #1
/// // └─ product #2
/// ```
public struct NavigationState: Hashable, Codable, Sendable {
    /// The root container, or `nil` while the window is empty.
    public var root: Root?
    /// Presented modals, bottom first.
    public var modals: [Modal]

    public init(root: Root? = nil, modals: [Modal] = []) {
        self.root = root
        self.modals = modals
    }

    /// The empty window.
    public static let empty = NavigationState()

    /// The root container.
    public enum Root: Hashable, Codable, Sendable {
        case tabs(TabSet)
        case stack(Stack)
        case single(Screen)
    }

    /// A presented modal: a stack (a navigation controller) or a single screen.
    public enum Modal: Hashable, Codable, Sendable {
        case stack(Stack, style: ModalStyle = .sheet)
        case single(Screen, style: ModalStyle = .sheet)

        /// The screens of the modal, bottom first.
        public var screens: [Screen] {
            switch self {
            case .stack(let stack, _): stack.screens
            case .single(let screen, _): [screen]
            }
        }

        /// The visible screen.
        public var visibleScreen: Screen { screens[screens.count - 1] }

        public var style: ModalStyle {
            switch self {
            case .stack(_, let style), .single(_, let style): style
            }
        }
    }
}

/// How a modal covers what is beneath it.
public enum ModalStyle: String, Hashable, Codable, Sendable {
    /// A card the user can swipe down.
    case sheet
    /// Covers the whole screen; the user cannot swipe it away.
    case fullScreen
}

/// A navigation stack: never empty; the first screen is its root.
public struct Stack: Hashable, Codable, Sendable {
    /// The screens, root first.
    public private(set) var screens: [Screen]

    /// Creates a stack with a root and more screens above it.
    public init(_ root: Screen, _ above: Screen...) {
        self.screens = [root] + above
    }

    /// Creates a stack from screens, root first; `nil` for an empty list.
    public init?(screens: [Screen]) {
        guard !screens.isEmpty else { return nil }
        self.screens = screens
    }

    public var root: Screen { screens[0] }
    public var top: Screen { screens[screens.count - 1] }

    mutating func push(_ screen: Screen) { screens.append(screen) }

    /// Removes `count` screens from the top; the caller checks that the root remains.
    mutating func pop(_ count: Int) -> [Screen] {
        let removed = Array(screens.suffix(count))
        screens.removeLast(count)
        return removed
    }

    mutating func replaceTop(with screen: Screen) { screens[screens.count - 1] = screen }
}

/// A tab bar: tabs in order, each with its own stack, and the selected one.
public struct TabSet: Hashable, Codable, Sendable {
    public struct Tab: Hashable, Codable, Sendable {
        public var id: TabID
        public var stack: Stack

        public init(id: TabID, stack: Stack) {
            self.id = id
            self.stack = stack
        }
    }

    public var tabs: [Tab]
    public var selected: TabID

    /// Creates a tab set; `selected` defaults to the first tab. `nil` for no tabs or a
    /// selection that names no tab.
    public init?(tabs: [Tab], selected: TabID? = nil) {
        guard let first = tabs.first else { return nil }
        let selection = selected ?? first.id
        guard tabs.contains(where: { $0.id == selection }) else { return nil }
        self.tabs = tabs
        self.selected = selection
    }

    var selectedIndex: Int { tabs.firstIndex { $0.id == selected }! }
}
