import Testing
import Wayfinder
import WayfinderTestSupport

/// Bindings when the allocator gives a deallocated controller's address to a new one, as it
/// does for the next object of the same size: the old binding must not lead to the new object.
@MainActor
@Suite("ScreenBindings: an address reused by a new controller", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ScreenBindingsTests {
    let ui = FakeUIKit()
    let bindings = ScreenBindings()
    let gone = NavTest.screen("shop", 2)
    let next = NavTest.screen("home", 1)

    /// Binds a controller made by `make` to `gone`, lets it go, and returns another from `make`
    /// at its address (same class, so the same size class of the allocator). The search keeps every miss alive so each try gets a fresh address; nothing
    /// runs between the release and the allocations, so the result does not depend on timing.
    func successorOfAControllerBoundToGone<Controller: FakeViewController>(
        _ make: () -> Controller, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (successor: Controller, misses: [Controller])? {
        var doomed: Controller? = make()
        bindings.bind(doomed!, to: gone)
        let address = ObjectIdentifier(doomed!)
        doomed = nil
        var misses: [Controller] = []
        var successor: Controller?
        while successor == nil, misses.count < 1_000 {
            let candidate = make()
            if ObjectIdentifier(candidate) == address { successor = candidate } else { misses.append(candidate) }
        }
        guard let successor else {
            // Other tests allocate on other threads meanwhile; now and then the address goes
            // to one of them. What this test checks needs the reuse, so such a run checks nothing.
            withKnownIssue("the allocator did not reuse the address in this run", isIntermittent: true) {
                Issue.record("no controller was made at the gone controller's address", sourceLocation: sourceLocation)
            }
            return nil
        }
        return (successor, misses)
    }

    @Test("a new controller bound to another screen at a gone controller's address is not the gone screen's")
    func reusedByAScreen() throws {
        guard let (successor, misses) = successorOfAControllerBoundToGone({ ui.controller("home #1") }) else { return }
        bindings.bind(successor, to: next)
        #expect(bindings.controller(for: gone.key) == nil)
        #expect(bindings.controller(for: next.key) === successor)
        // The driver forgets the gone screen after an update: the new binding must stay.
        bindings.forgetScreens(notIn: [next.key])
        #expect(bindings.screen(of: successor) == next)
        #expect(bindings.controller(for: next.key) === successor)
        withExtendedLifetime(misses) {}
    }

    @Test("a new container bound to a tab at a gone controller's address is not the gone screen's")
    func reusedByATabContainer() throws {
        guard let (successor, misses) = successorOfAControllerBoundToGone({ ui.navigation("nav home") }) else { return }
        bindings.bind(successor, toTab: "home")
        #expect(bindings.controller(for: gone.key) == nil)
        #expect(bindings.tab(of: successor) == "home")
        withExtendedLifetime(misses) {}
    }
}
