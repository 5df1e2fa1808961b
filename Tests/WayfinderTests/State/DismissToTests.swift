import Testing
@testable import Wayfinder
@testable import WayfinderRouting

@Suite("NavigationState: dismissing to a screen")
struct DismissToTests {
    static func screen(_ id: ScreenID, _ key: Int) -> Screen { Screen(id: id, key: ScreenKey(rawValue: key)) }

    static let state = NavigationState(
        root: .stack(Stack(screen("home", 1), screen("list", 2))),
        modals: [
            .stack(Stack(screen("editor", 3), screen("detail", 4))),
            .single(screen("sheet", 5)),
            .stack(Stack(screen("picker", 6))),
        ])

    @Test("dismisses the modals above the one that shows the screen", arguments: [
        (ScreenID("detail"), 1, ["picker", "sheet"]),
        (ScreenID("editor"), 1, ["picker", "sheet"]),
        (ScreenID("sheet"), 2, ["picker"]),
        (ScreenID("list"), 0, ["picker", "sheet", "editor", "detail"]),
        (ScreenID("picker"), 3, []),
    ])
    func dismissTo(id: ScreenID, remainingModals: Int, dismissed: [ScreenID]) throws {
        var state = Self.state
        let transition = try state.apply(.dismissTo(id))
        #expect(state.modals.count == remainingModals)
        #expect(transition.removedScreens.map(\.id).sorted() == dismissed.sorted())
        #expect(state.topmostScreen?.id == (remainingModals == 0 ? "list" : state.modals.last?.visibleScreen.id))
    }

    @Test("a screen that is not on the state is an error and nothing changes")
    func missing() {
        var state = Self.state
        #expect(throws: NavigationError.self) { try state.apply(.dismissTo("nowhere")) }
        #expect(state == Self.state)
        var empty = NavigationState.empty
        #expect((try? empty.apply(.dismissTo("home"))) == nil)
    }
}
