import Testing
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

@Suite("NavigationState: dismissing to a screen", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct DismissToTests {
    static func screen(_ id: String, _ key: Int) -> Screen { Screen(id: id, key: key) }

    static let state = NavigationState(
        root: .stack(Stack(screen("home", 1), screen("list", 2))),
        modals: [
            .stack(Stack(screen("editor", 3), screen("detail", 4))),
            .single(screen("sheet", 5)),
            .stack(Stack(screen("picker", 6))),
        ])

    @Test(
        "dismisses the modals above the one that shows the screen",
        arguments: [
            ("detail", 1, ["picker", "sheet"]),
            ("editor", 1, ["picker", "sheet"]),
            ("sheet", 2, ["picker"]),
            ("list", 0, ["picker", "sheet", "editor", "detail"]),
            ("picker", 3, []),
        ])
    func dismissTo(id: String, remainingModals: Int, dismissed: [String]) throws {
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
