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
/// let changes = transition.changes  // [.pushed(product)]
/// let topmost = state.topmostScreen // product
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

    /// Creates a state with a root and the modals above it, bottom first.
    public init(root: Root? = nil, modals: [Modal] = []) {
        self.root = root
        self.modals = modals
    }

    /// The empty window.
    public static let empty = NavigationState()

    /// The root container.
    public enum Root: Hashable, Codable, Sendable {
        /// A tab bar: its tabs in order, each with its own stack, and the id of the selected
        /// one. Tabs are shown only when there is at least one and `selected` names one of
        /// them; a navigator refuses other tab bars, and decoding one fails.
        case tabs([Tab], selected: String)
        case stack(Stack)
        case single(Screen)
    }

    /// One tab of a tab bar: its id and its stack.
    public struct Tab: Hashable, Codable, Sendable {
        /// The tab's id, as routes and `selectTab` name it.
        public var id: String
        /// The tab's stack.
        public var stack: Stack

        /// Creates a tab with its id and stack.
        public init(id: String, stack: Stack) {
            self.id = id
            self.stack = stack
        }
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
        public var visibleScreen: Screen {
            switch self {
            case .stack(let stack, _): stack.top
            case .single(let screen, _): screen
            }
        }

        /// How the modal covers what is beneath it.
        public var style: ModalStyle {
            switch self {
            case .stack(_, let style), .single(_, let style): style
            }
        }

        /// The same modal in another style.
        package func styled(_ style: ModalStyle) -> Modal {
            switch self {
            case .stack(let stack, _): .stack(stack, style: style)
            case .single(let screen, _): .single(screen, style: style)
            }
        }
    }
}

/// A navigation stack: never empty; the first screen is its root.
///
/// Stacks share their screens: a push, a pop or a replacement of the top costs the same at any
/// depth, and so does comparing a stack with the one it was made from.
public struct Stack: Hashable, Codable, Sendable {
    /// The topmost screen and, through it, those beneath.
    private var topNode: ScreenNode

    /// The screens, root first. Builds an array of ``count`` screens.
    public var screens: [Screen] { topNode.screensRootFirst }

    /// Creates a stack with a root and more screens above it.
    public init(_ root: Screen, _ above: Screen...) {
        topNode = above.reduce(ScreenNode(root, below: nil)) { ScreenNode($1, below: $0) }
    }

    /// Creates a stack from screens, root first; `nil` for an empty list.
    public init?(screens: [Screen]) {
        guard let root = screens.first else { return nil }
        topNode = screens.dropFirst().reduce(ScreenNode(root, below: nil)) { ScreenNode($1, below: $0) }
    }

    /// The bottom screen.
    public var root: Screen { topNode.root }
    /// The visible screen.
    public var top: Screen { topNode.screen }
    /// How many screens the stack holds.
    public var count: Int { topNode.count }

    /// The position of the topmost screen that satisfies `predicate` (`0` is the root), looking
    /// from the top down: a screen asked about is most often one near the top.
    func lastIndex(where predicate: (Screen) -> Bool) -> Int? {
        var node: ScreenNode? = topNode
        while let current = node {
            if predicate(current.screen) { return current.count - 1 }
            node = current.below
        }
        return nil
    }

    /// The screen `position` places above the root (`0` is the root).
    subscript(position: Int) -> Screen { topNode.dropping(count - 1 - position)!.screen }

    mutating func push(_ screen: Screen) { topNode = ScreenNode(screen, below: topNode) }

    /// Removes `count` screens from the top; the caller checks that the root remains.
    mutating func pop(_ count: Int) -> [Screen] {
        var removed: [Screen] = []
        removed.reserveCapacity(count)
        var node = topNode
        for _ in 0..<count {
            removed.append(node.screen)
            node = node.below!
        }
        topNode = node
        return removed.reversed()
    }

    mutating func replaceTop(with screen: Screen) { topNode = ScreenNode(screen, below: topNode.below) }

    public static func == (lhs: Stack, rhs: Stack) -> Bool {
        ScreenNode.equal(lhs.topNode, rhs.topNode)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        var node: ScreenNode? = topNode
        while let current = node {
            hasher.combine(current.screen)
            node = current.below
        }
    }

    private enum CodingKeys: String, CodingKey { case screens }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let screens = try container.decode([Screen].self, forKey: .screens)
        guard let stack = Stack(screens: screens) else {
            throw DecodingError.dataCorruptedError(
                forKey: .screens, in: container, debugDescription: "a stack holds at least one screen")
        }
        self = stack
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(screens, forKey: .screens)
    }
}

extension NavigationState {
    // Decoded by hand only to refuse a tab bar that could not be shown; the coded form is the
    // synthesised one.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let root = try container.decodeIfPresent(Root.self, forKey: .root)
        if let problem = root?.tabsProblem {
            throw DecodingError.dataCorruptedError(forKey: .root, in: container, debugDescription: problem.message)
        }
        self.init(root: root, modals: try container.decode([Modal].self, forKey: .modals))
    }
}

extension NavigationState.Root {
    /// Why a tab bar cannot be shown (it has no tabs, or its selection names none of them);
    /// `nil` for a tab bar that can, and for the other roots.
    var tabsProblem: NavigationError? {
        guard case .tabs(let tabs, let selected) = self else { return nil }
        if tabs.isEmpty { return NavigationError(.noTabs, "a tab bar needs at least one tab") }
        guard tabs.contains(where: { $0.id == selected }) else {
            return NavigationError(.unknownTab, "the selected tab '\(selected)' is not one of the tabs \(Self.names(of: tabs))")
        }
        return nil
    }

    /// The index of the selected tab; `nil` when this is not a tab bar or the selection names
    /// none of its tabs.
    var selectedTabIndex: Int? {
        guard case .tabs(let tabs, let selected) = self else { return nil }
        return tabs.firstIndex { $0.id == selected }
    }

    /// Tab ids as errors list them: `'home', 'shop'`.
    static func names(of tabs: [NavigationState.Tab]) -> String {
        tabs.map { "'\($0.id)'" }.joined(separator: ", ")
    }
}
