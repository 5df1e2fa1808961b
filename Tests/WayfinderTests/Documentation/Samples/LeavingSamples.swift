import Testing
import Wayfinder
import WayfinderTesting

// The samples of leave guards, run as written.

/// A form's unsaved state, as a screen's model holds it.
private final class EditForm: Sendable {
    let hasUnsavedChanges: Bool
    init(hasUnsavedChanges: Bool) { self.hasUnsavedChanges = hasUnsavedChanges }
}

@MainActor
@Suite("Leave guard samples run as written", .timeLimit(.minutes(1)))
struct LeavingSamples {
    @Test("Navigator.setLeaveGuard: a form asks before it is discarded")
    func formAsksFirst() async throws {
        let shop = try SampleShop()
        try shop.routes.register("/edit", screen: "checkout", tab: "home")
        shop.catalog.register("confirmDiscard") { request in request }
        try shop.routes.register("/confirm-discard", screen: "confirmDiscard", presentation: .present())
        let (navigator, host) = await shop.start()
        await navigator.open("shop://edit")
        let screen = try #require(navigator.topmostScreen)
        let form = EditForm(hasUnsavedChanges: true)

        // sample: Navigator+LeaveGuards
        navigator.setLeaveGuard(for: screen.key) { departure in
            guard form.hasUnsavedChanges else { return .allow }
            // Ask first: the request that would remove the form waits for the answer.
            let discard = try? await navigator.open("shop://confirm-discard", expecting: Bool.self)
            return discard == true ? .allow : .deny
        }
        // end sample

        let back = Task { await navigator.pop() }
        let confirmation = try await host.request(whenTopmostIs: "confirmDiscard", on: navigator)
        await navigator.finish(confirmation.screen.key, with: false)
        #expect(await back.value.rejection?.code == .leaveDenied)
        #expect(navigator.topmostScreen == screen)

        let again = Task { await navigator.pop() }
        let second = try await host.request(whenTopmostIs: "confirmDiscard", on: navigator)
        await navigator.finish(second.screen.key, with: true)
        #expect(await again.value.rejection == nil)
        #expect(navigator.topmostScreen?.id == "home")
    }
}
