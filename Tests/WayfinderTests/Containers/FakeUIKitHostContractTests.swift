import Testing
import Wayfinder
import WayfinderTestSupport
import WayfinderTesting

@MainActor
@Suite("A UIKit host over fakes keeps the host contract", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct FakeUIKitHostContractTests {
    @Test("the fake UIKit host passes HostContract.verify")
    func passesTheContract() async {
        var hosts: [FakeUIKitHost] = []
        let report = await HostContract.verify {
            let ui = FakeUIKit()
            ui.finishesAnimationsAtOnce = true
            let host = FakeUIKitHost(ui: ui)
            hosts.append(host)
            return host
        }
        #expect(report.passed, "\(report)")
        #expect(hosts.count == 2)
        for host in hosts {
            #expect(host.ui.complaints.isEmpty, "UIKit would have complained: \(host.ui.complaints)")
            #expect(host.driver.rebuildCount == 0, "the plans did not show what they should have")
            #expect(!host.driver.performedPlans.isEmpty)
        }
    }

    @Test("the contract catches a fake host whose driver is bypassed")
    func contractCatchesABrokenHost() async {
        /// Applies nothing to its containers: the window stays empty.
        final class IdleHost: NavigationHost {
            let inner = FakeUIKitHost()
            var displayedState: NavigationState { inner.displayedState }
            var userNavigationHandler: (@MainActor (NavigationAction) -> Void)?
            func apply(_ transition: NavigationTransition, animated: Bool) async {}
        }
        let report = await HostContract.verify { IdleHost() }
        #expect(!report.violations.isEmpty)
    }
}
