import Foundation
import Testing
import WayfinderTestSupport
@_spi(Internals) import WayfinderTesting

@testable import Wayfinder
@testable import WayfinderRouting

/// `addedScreens` and `removedScreens` answer from the changes when a transition only adds
/// screens or only removes them; whatever the way, they equal the comparison of the states
/// before and after, in the same order.
@Suite("A transition's added and removed screens", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct TransitionScreensTests {
    /// The answer by comparing whole states, as the fast path must give it.
    static func compared(_ transition: NavigationTransition) -> (added: [Int], removed: [Int]) {
        let before = Set(transition.before.allScreens.map(\.key))
        let after = Set(transition.after.allScreens.map(\.key))
        return (
            transition.after.allScreens.filter { !before.contains($0.key) }.map(\.key),
            transition.before.allScreens.filter { !after.contains($0.key) }.map(\.key)
        )
    }

    @Test("random sequences of actions, each transition and their joins checked against the comparison")
    func randomSequences() throws {
        let seeds: [UInt64] =
            ProcessInfo.processInfo.environment["WAYFINDER_TRANSITION_SEED"].flatMap(UInt64.init).map { [$0] }
            ?? Array(1...30)
        var checked = 0
        for seed in seeds {
            var random = SeededRandom(seed: seed)
            var state = NavigationState(
                root: .tabs(
                    [
                        NavigationState.Tab(id: "a", stack: Stack(Screen(id: "a", key: 1))),
                        NavigationState.Tab(id: "b", stack: Stack(Screen(id: "b", key: 2))),
                    ], selected: "a"))
            var nextKey = 3
            var joined: NavigationTransition?
            for _ in 0..<200 {
                func fresh() -> Screen {
                    defer { nextKey += 1 }
                    return Screen(id: "s", key: nextKey)
                }
                let shown = state.allScreens
                let action: NavigationAction =
                    switch Int.random(in: 0..<14, using: &random) {
                    case 0, 1, 2, 3: .push(fresh())
                    case 4: .present(fresh())
                    case 5: .presentInStack(fresh())
                    case 6: .pop(Int.random(in: 1...3, using: &random))
                    case 7: .dismiss(Int.random(in: 1...2, using: &random))
                    case 8: .selectTab(Bool.random(using: &random) ? "a" : "b")
                    case 9: .popToRoot
                    case 10: .dismissAll
                    case 11: .close(shown[Int.random(in: 0..<shown.count, using: &random)].key)
                    case 12: .dismissTo(Bool.random(using: &random) ? "a" : "s")
                    default: .replace(fresh())
                    }
                guard let transition = try? state.apply(action) else { continue }
                for candidate in [transition] + (joined.map { [$0.followed(by: transition)] } ?? []) {
                    let expected = Self.compared(candidate)
                    #expect(
                        candidate.addedScreens.map(\.key) == expected.added,
                        "seed \(seed) (replay: WAYFINDER_TRANSITION_SEED=\(seed)): \(candidate.changes)")
                    #expect(candidate.removedScreens.map(\.key) == expected.removed, "seed \(seed): \(candidate.changes)")
                    checked += 1
                }
                joined = Bool.random(using: &random) ? transition : joined.map { $0.followed(by: transition) } ?? transition
            }
        }
        print("transition screens: \(checked) transitions from seeds \(seeds.first!)…\(seeds.last!)")
    }

    @Test("a transition and a screen request are one reference each, whatever they hold")
    func oneReference() throws {
        // Both ride in every outcome, update and request record; unboxed, copying them at each
        // stage of an open cost about a tenth of it.
        #expect(MemoryLayout<NavigationTransition>.size == MemoryLayout<AnyObject>.size)
        #expect(MemoryLayout<ScreenRequest>.size == MemoryLayout<AnyObject>.size)
        var state = NavigationState()
        let screen = Screen(id: "a", key: 1, url: "shop://a", arguments: ["x": "1"])
        let transition = try state.apply(.push(screen))
        let copy = transition
        #expect(copy == transition && copy.after == state && copy.changes == transition.changes)
        let request = ScreenRequest(screen: screen, context: ["k": 2], source: .universalLink)
        #expect(
            request.screen == screen && request.get("x") == "1" && request.get("k", as: Int.self) == 2
                && request.source == .universalLink)
    }
}
