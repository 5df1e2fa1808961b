/// How a route's screen is shown.
///
/// A route that also names a tab (``RouteDefinition/tab``) selects that tab first, dismissing
/// modals, so its screen lands in that tab's stack.
public enum Presentation: Hashable, Sendable {
    /// Onto the topmost stack; a new stack is presented where there is none.
    case push
    /// As a single modal screen.
    case present(style: ModalStyle = .sheet)
    /// As the root of a new modal stack.
    case presentInStack(style: ModalStyle = .sheet)
    /// In place of the topmost screen when that has the same id; pushed otherwise.
    case replace
    /// As the root of a new stack that replaces everything.
    case setRoot

    /// The navigation action that shows `screen` this way.
    func action(for screen: Screen) -> NavigationAction {
        switch self {
        case .push: .push(screen)
        case .present(let style): .present(screen, style: style)
        case .presentInStack(let style): .presentInStack(screen, style: style)
        case .replace: .replace(screen)
        case .setRoot: .setRoot(.stack(Stack(screen)))
        }
    }
}
