import Testing
import WayfinderTestSupport
import Wayfinder
import WayfinderTesting

// The samples of leave guards, run as written.

/// A form's unsaved state, as a screen's model holds it.
final class EditForm: Sendable {
    let hasUnsavedChanges: Bool
    init(hasUnsavedChanges: Bool) { self.hasUnsavedChanges = hasUnsavedChanges }
}

@MainActor
@Suite("Leave guard samples run as written", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct LeavingSamples {
    /// A shop with an editing screen on top and a confirmation route; `setGuard` sets the
    /// sample's guard on it. Then checks that Back asks and the user's answer decides.
    static func formAsksFirst(
        _ setGuard: @MainActor (Navigator, Screen, EditForm) -> Void
    ) async throws {
        let shop = try SampleShop()
        try shop.routes.register("/edit", screen: "checkout", tab: "home")
        shop.catalog.register("confirmDiscard") { request in request }
        try shop.routes.register("/confirm-discard", screen: "confirmDiscard", presentation: .present())
        let (navigator, host) = await shop.start()
        await navigator.open("shop://edit")
        let screen = try #require(navigator.topmostScreen)
        setGuard(navigator, screen, EditForm(hasUnsavedChanges: true))

        let back = Task { await navigator.pop() }
        let confirmation = try await host.request(whenTopmostIs: "confirmDiscard", on: navigator)
        await navigator.finish(confirmation.screen.key, with: false)
        #expect(await back.ended("back").rejection?.code == .leaveDenied)
        #expect(navigator.topmostScreen == screen)

        let again = Task { await navigator.pop() }
        let second = try await host.request(whenTopmostIs: "confirmDiscard", on: navigator)
        await navigator.finish(second.screen.key, with: true)
        #expect(await again.ended("again").rejection == nil)
        #expect(navigator.topmostScreen?.id == "home")
    }

    @Test("Navigator.setLeaveGuard: a form asks before it is discarded")
    func formAsksFirst() async throws {
        try await Self.formAsksFirst { navigator, screen, form in
            // sample: Navigator+LeaveGuards
            navigator.setLeaveGuard(for: screen.key) { departure in
                guard form.hasUnsavedChanges else { return .allow }
                // Ask first: the request that would remove the form waits for the answer.
                let discard = try? await navigator.open("shop://confirm-discard", expecting: Bool.self)
                return discard == true ? .allow : .deny
            }
            // end sample
        }
    }

    @Test("Arriving and leaving: holding a place")
    func article() async throws {
        try await Self.formAsksFirst { navigator, screen, form in
            // sample: ArrivingAndLeaving
            navigator.setLeaveGuard(for: screen.key) { departure in
                guard form.hasUnsavedChanges else { return .allow }
                // Ask first: the request that would remove the form waits for the answer.
                let discard = try? await navigator.open("shop://confirm-discard", expecting: Bool.self)
                return discard == true ? .allow : .deny
            }
            // end sample
        }
    }
}
