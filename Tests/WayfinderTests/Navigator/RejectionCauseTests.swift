import Testing
import WayfinderTestSupport

@testable import Wayfinder

/// A rejection keeps the typed error that caused it, so an app can tell one failure from
/// another without reading messages.
@MainActor
@Suite("Rejections keep their cause", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct RejectionCauseTests {
    struct Expired: Error, Equatable {
        var code: String
    }

    static func make() async throws -> NavigatorHarness {
        let harness = try NavigatorHarness(
            screens: ["home"],
            catalog: { catalog in
                catalog.registerAction("redeem") { request in
                    throw Expired(code: try request.match.require("code"))
                }
            },
            routes: { routes in
                try routes.register("/redeem/<code>", action: "redeem")
            })
        await harness.start()
        return harness
    }

    @Test("an action's thrown error reaches the opener, as the error the handler threw")
    func actionError() async throws {
        let harness = try await Self.make()
        do {
            _ = try await harness.navigator.open("shop://redeem/SPRING", expecting: Int.self)
            Issue.record("the action threw; the open should have thrown")
        } catch let rejection {
            #expect(rejection.code == .actionFailed)
            #expect(rejection.underlyingError as? Expired == Expired(code: "SPRING"))
        }
        let outcome = await harness.navigator.open("shop://redeem/WINTER")
        #expect(outcome.rejection?.underlyingError as? Expired == Expired(code: "WINTER"))
    }

    @Test("a refused URL keeps its reading error; an impossible navigation its navigation error")
    func readingAndNavigationErrors() async throws {
        let harness = try await Self.make()
        let refused = await harness.navigator.open("shop://redeem/%zz")
        let reading = try #require(refused.rejection?.underlyingError as? RoutingError)
        #expect(reading.code == .malformedPercentEncoding && reading.offset == 14)

        let popped = await harness.navigator.pop(3)
        let navigation = try #require(popped.rejection?.underlyingError as? NavigationError)
        #expect(navigation.code == .notEnoughScreens)
    }

    @Test("rejections compare and hash by code, message and interceptor, not by their cause")
    func equality() {
        let first = NavigationError(.actionFailed, "failed", underlyingError: Expired(code: "A"))
        let second = NavigationError(.actionFailed, "failed", underlyingError: Expired(code: "B"))
        #expect(first == second && first.hashValue == second.hashValue)
        #expect(first != NavigationError(.actionFailed, "failed", interceptor: "x"))
    }
}
