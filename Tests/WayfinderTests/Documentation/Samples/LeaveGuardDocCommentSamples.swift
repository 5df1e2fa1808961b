import Testing
import WayfinderTestSupport

@testable import Wayfinder

/// The samples of the leave guard's doc comments.
@MainActor
@Suite("Leave guard doc comment samples", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct LeaveGuardDocCommentSamples {
    @Test("Departure: a guard that keeps the form for links and asks the user otherwise")
    func sample() async throws {
        var asked: [String] = []
        func askUser(_ question: String) async -> Bool {
            asked.append(question)
            return true
        }
        let fixture = try await LeaveGuardTests.make(configure: { $0.arrivals[.universalLink] = .inTab }) { _, _ in .allow }
        let navigator = fixture.navigator
        let screen = fixture.editor
// sample: LeaveGuard
navigator.setLeaveGuard(for: screen.key) { departure in
    switch departure.cause {
    case .link, .restoration: return .deny          // keep the form; the link lands over it
    case .app, .userGesture: return await askUser("Discard your changes?") ? .allow : .deny
    }
}
// end sample
        #expect(await navigator.openExternal("shop://other", from: .universalLink).rejection?.code == .leaveDenied)
        #expect(asked.isEmpty)
        #expect(await navigator.pop().rejection == nil)
        #expect(asked == ["Discard your changes?"])
        _ = try? await fixture.editorResult.ended("the editor's result")
    }
}
