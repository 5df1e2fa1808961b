import Testing
import WayfinderTestSupport
import WayfinderTesting

@testable import Wayfinder
@testable import WayfinderRouting

@MainActor
@Suite(.timeLimit(.minutes(5)), .endsWithin(.seconds(20))) struct HostContractTests {
    @Test("the headless host keeps the host contract")
    func headlessHostKeepsContract() async {
        let report = await HostContract.verify { HeadlessHost() }
        #expect(report.passed, "\(report)")
    }

    /// A host that forgets to update what it shows must be caught.
    final class ForgetfulHost: NavigationHost {
        var displayedState: NavigationState = .empty
        var userNavigationHandler: (@MainActor (NavigationAction) -> Void)?
        func apply(_ transition: NavigationTransition, animated: Bool) async {}
    }

    @Test("the contract catches a host that does not show what it applies")
    func contractCatchesForgetfulHost() async {
        let report = await HostContract.verify { ForgetfulHost() }
        #expect(report.violations.count == 1)
        #expect(
            report.violations.first?.hasPrefix("set tabs as root: after apply returned, the host does not show the change")
                == true)
        // It cannot act out gestures either: those checks are listed, not passed over.
        #expect(report.notRun.count == 4)
        #expect(!report.passed)
        #expect(report.description.hasPrefix("violated: set tabs as root"))
    }

    @Test("the headless host keeps the split view contract: columns read back, widths change no screen")
    func headlessHostKeepsSplitViewContract() async {
        let report = await HostContract.verifySplitView { HeadlessHost() }
        #expect(report.passed, "\(report)")
    }

    /// A host that shows what it applies but keeps no column layout, and cannot change its width.
    final class StackOnlyHost: NavigationHost {
        var displayedState: NavigationState = .empty
        var userNavigationHandler: (@MainActor (NavigationAction) -> Void)?
        func apply(_ transition: NavigationTransition, animated: Bool) async { displayedState = transition.after }
    }

    @Test("the split view contract catches a host that keeps no columns, and says what it could not try")
    func splitViewContractCatchesStackOnlyHost() async {
        let report = await HostContract.verifySplitView { StackOnlyHost() }
        #expect(report.violations == ["the host does not keep the navigator's columnOfScreen, so it cannot lay out columns"])
        #expect(report.notRun.count == 1 && report.notRun[0].hasPrefix("width changes"), "\(report)")
    }

    /// A host that collapses like the headless one, but whose Back in the collapsed stack goes
    /// unreported.
    final class SilentBackHost: UserSimulatingHost {
        let inner = HeadlessHost()
        var displayedState: NavigationState { inner.displayedState }
        var userNavigationHandler: (@MainActor (NavigationAction) -> Void)? {
            get { inner.userNavigationHandler }
            set { inner.userNavigationHandler = newValue }
        }
        var columnOfScreen: (@MainActor (Screen) -> SplitColumn?)? {
            get { inner.columnOfScreen }
            set { inner.columnOfScreen = newValue }
        }
        func apply(_ transition: NavigationTransition, animated: Bool) async {
            await inner.apply(transition, animated: animated)
        }
        func simulateWidthChange(compact: Bool) -> Bool { inner.simulateWidthChange(compact: compact) }
        func simulateUser(_ action: NavigationAction) -> Bool {
            let handler = inner.userNavigationHandler
            inner.userNavigationHandler = nil
            defer { inner.userNavigationHandler = handler }
            return inner.simulateUser(action)
        }
    }

    @Test("the split view contract catches a host whose Back in the collapsed stack goes unreported")
    func splitViewContractCatchesSilentBack() async {
        let report = await HostContract.verifySplitView { SilentBackHost() }
        #expect(report.violations.contains { $0.hasPrefix("Back in the collapsed stack") }, "\(report)")
    }
}
