import Testing
import WayfinderTesting

@testable import Wayfinder
@testable import WayfinderRouting

@MainActor
@Suite(.timeLimit(.minutes(2)), .endsWithin(.seconds(20))) struct HostContractTests {
    @Test("the headless host keeps the host contract")
    func headlessHostKeepsContract() async {
        let violations = await HostContract.verify { HeadlessHost() }
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }

    /// A host that forgets to update what it shows must be caught.
    final class ForgetfulHost: NavigationHost {
        var displayedState: NavigationState = .empty
        var userNavigationHandler: (@MainActor (NavigationAction) -> Void)?
        func apply(_ transition: NavigationTransition, animated: Bool) async {}
    }

    @Test("the contract catches a host that does not show what it applies")
    func contractCatchesForgetfulHost() async {
        let violations = await HostContract.verify { ForgetfulHost() }
        #expect(violations.count == 1)
        #expect(violations.first?.hasPrefix("set tabs as root: after apply returned, the host does not show the change") == true)
    }
}
