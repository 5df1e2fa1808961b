import Foundation
import Testing
import WayfinderTestSupport
@_spi(Internals) import WayfinderTesting

@testable import Wayfinder

/// The split view model of `ColumnModelTests`, on the UIKit host over fakes: random links,
/// in-app opens that wait for a result, pops, the user's Back in the collapsed stack and in any
/// column, finished screens, leave guards, width changes in either order of UIKit's calls (also
/// while the user holds a swipe back), split views made in a narrow window, told or not. After every step: the window shows the state, UIKit
/// complained of nothing, each screen keeps its one controller, the screens are where the width
/// says (the compact column's stack collapsed, the columns' side by side, never both), a width
/// change changes no screen, and every opener's result comes once, when its screen leaves.
@MainActor
@Suite("Split view model on the UIKit host over fakes", .timeLimit(.minutes(5)), .endsWithin(.seconds(60)))
struct FakeUIKitSplitModelTests {
    nonisolated static let seeds = ModelSeeds.seeds(2, 13, 40)

    @Test("random links, Backs, guards, results and width changes keep UIKit's split view whole", arguments: seeds)
    func randomSplitView(seed: UInt64) async throws {
        print("UIKit split view model: seed \(seed) (WAYFINDER_MODEL_SEED=\(seed) replays it)")
        var random = SeededRandom(seed: seed)
        let mail = try FakeUIKitSplitTests.Mail()
        // Whether a split view made in a narrow window tells its delegate it collapses: by the
        // seed, so that the random steps stay as they were.
        mail.ui.splitLaunch = seed % 2 == 0 ? .tellsDelegate : .silently
        await mail.start()
        let navigator = mail.navigator
        let openers = OpenerLedger(navigator)
        var compact = false

        for step in 0..<ColumnModelTests.steps {
            let context = "seed \(seed), step \(step)"
            let before = navigator.state
            let controllers = mail.controllers
            var widthChanged = false
            mail.ui.splitTraitOrder = FakeUIKit.SplitTraitOrder.allCases.randomElement(using: &random)!
            switch Int.random(in: 0..<11, using: &random) {
            case 0, 1:
                await navigator.openExternal(ColumnModelTests.url(&random), from: .universalLink)
            case 2, 3:
                await openers.open(ColumnModelTests.url(&random), context: context)
            case 4:
                await navigator.pop()
            case 5:
                _ = mail.host.simulateUser(.pop(1))
            case 6:
                // Back in any column with more than one screen, side by side.
                let columns = (mail.split?.columns ?? []).compactMap { mail.split?.navigation(.column($0)) }
                if !compact, let navigation = columns.filter({ $0.viewControllers.count > 1 }).randomElement(using: &random) {
                    navigation.userTapsBack()
                }
            case 7:
                await openers.finishTop()
            case 8:
                openers.guardTop(allowing: Bool.random(using: &random))
            case 9:
                compact.toggle()
                _ = mail.host.simulateWidthChange(compact: compact)
                widthChanged = true
            default:
                // A width change while the user holds a swipe back, let go of either way.
                if let navigation = mail.split?.navigationForBack, navigation.userBeginsSwipeBack() {
                    compact.toggle()
                    _ = mail.host.simulateWidthChange(compact: compact)
                    navigation.userEndsSwipeBack(completes: Bool.random(using: &random))
                }
            }
            await mail.ui.finishAnimations()
            await NavTest.settle()
            if widthChanged { #expect(navigator.state == before, "\(context): a width change changed the state") }

            #expect(mail.host.displayedState == navigator.state, "\(context)")
            #expect(mail.ui.complaints.isEmpty, "\(context): UIKit would have complained: \(mail.ui.complaints)")
            let screens = navigator.state.allScreens
            #expect(Set(screens.map(\.key)).count == screens.count, "\(context): a screen shows twice")
            for (key, controller) in mail.controllers where controllers[key].map({ $0 != controller }) ?? false {
                #expect(Bool(false), "\(context): screen \(key) was made anew")
            }
            if let split = mail.split, let columns = navigator.columns {
                let shown = { (place: SplitPlace) in
                    (split.navigation(place)?.viewControllers ?? []).compactMap { mail.host.driver.bindings.screen(of: $0)?.key }
                }
                if split.isCollapsed {
                    #expect(shown(.compact) == columns.collapsed.map(\.key), "\(context): the compact column")
                    #expect(split.columns.allSatisfy { shown(.column($0)).isEmpty }, "\(context): a column kept a screen")
                } else {
                    #expect(shown(.compact).isEmpty, "\(context): the compact column kept a screen")
                    #expect(
                        split.columns.flatMap { shown(.column($0)) } == columns.collapsed.map(\.key), "\(context): the columns")
                }
                #expect(split.isCollapsed == compact, "\(context)")
            }

            await openers.check(context)
        }
        await openers.closeAll("seed \(seed)", expectingAtLeast: ColumnModelTests.steps / 24)
        print("UIKit split view model: seed \(seed): \(openers.counts.results) results, \(openers.counts.finished) finished")
    }
}
