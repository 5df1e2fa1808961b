import Testing
import WayfinderTestSupport

@testable import Wayfinder

/// What a host that cannot read its interface back (SwiftUI) takes as shown when the new
/// topmost screen never appeared: a refused presentation goes; anything else stays.
@Suite("A transition whose new screen never appeared", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct UnconfirmedTransitionTests {
    static func s(_ id: String, _ key: Int) -> Screen { Screen(id: id, key: key) }
    static let base = NavigationState(root: .stack(Stack(s("home", 1), s("list", 2))))

    static func transition(from state: NavigationState, _ actions: [NavigationAction]) throws -> NavigationTransition {
        var state = state
        var transition = NavigationTransition(before: state, after: state, changes: [])
        for action in actions { transition = transition.followed(by: try state.apply(action)) }
        return transition
    }

    @Test("a presentation that never appeared was refused: the state without it")
    func refusedPresentation() throws {
        let transition = try Self.transition(from: Self.base, [.presentInStack(Self.s("editor", 9), style: .sheet)])
        #expect(transition.shownIfTopNeverAppeared == Self.base)
    }

    @Test("two presentations, the lower one new: both go; an older modal stays")
    func refusedFromTheLowestNew() throws {
        let withSheet = try Self.transition(from: Self.base, [.present(Self.s("sheet", 5))]).after
        let transition = try Self.transition(
            from: withSheet,
            [
                .presentInStack(Self.s("a", 9), style: .sheet), .present(Self.s("b", 10)),
            ])
        #expect(transition.shownIfTopNeverAppeared == withSheet)
    }

    @Test("a modal replaced: the new one goes, and the one dismissed stays dismissed")
    func replacedModal() throws {
        let withSheet = try Self.transition(from: Self.base, [.present(Self.s("sheet", 5))]).after
        let transition = try Self.transition(from: withSheet, [.dismiss(1), .present(Self.s("other", 9))])
        #expect(transition.shownIfTopNeverAppeared == Self.base)
    }

    @Test("a push, a pop or a tab switch is taken as shown, only late")
    func otherChangesStay() throws {
        for actions: [NavigationAction] in [[.push(Self.s("detail", 9))], [.pop(1)]] {
            let transition = try Self.transition(from: Self.base, actions)
            #expect(transition.shownIfTopNeverAppeared == transition.after)
        }
        // A push onto a modal that was already up is not a presentation.
        let withFlow = try Self.transition(from: Self.base, [.presentInStack(Self.s("flow", 5), style: .sheet)]).after
        let push = try Self.transition(from: withFlow, [.push(Self.s("step", 9))])
        #expect(push.shownIfTopNeverAppeared == push.after)
    }
}
