import Foundation
import Testing
import WayfinderTestSupport
import Wayfinder

/// The samples of the "Security" article that run on Linux (the system opener and logging need
/// UIKit and `os`: they are in Examples/DocumentationSamples).
@MainActor
@Suite("Security samples run as written", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct SecuritySamples {
    @Test("exposure: which sources reach which routes")
    func exposure() async throws {
        let shop = try SampleShop()
        let routes = shop.routes
        // sample: Security
        try routes.register("/product/<int:id>", screen: "product",
                            exposure: [.universalLink, .otherApp(), .notification])
        try routes.register("/partner/offer", screen: "offer",
                            exposure: [.otherApp(bundleID: "com.partner.app")])
        try routes.register("/admin/<path:section>", screen: "admin")   // internal-only
        // end sample
        let (navigator, _) = await shop.start()
        #expect(await navigator.openExternal("https://shop.example.com/product/1", from: .universalLink).isNavigated)
        #expect(await navigator.openExternal("shop://partner/offer", from: .otherApp(bundleID: "com.partner.app")).isNavigated)
        #expect(await navigator.openExternal("shop://partner/offer", from: .otherApp(bundleID: "com.other.app")).isNotFound)
        #expect(await navigator.openExternal("shop://admin/users", from: .notification).isNotFound)
        #expect(await navigator.open("shop://admin/users").isNavigated)
    }

    @Test("an action from outside asks the user first")
    func confirmation() async throws {
        var shop = try SampleShop()
        let routes = shop.routes
        var asked: [String] = []
        var answer = false
        func askUser(_ question: String) async -> Bool {
            asked.append(question)
            return answer
        }
        var applied = 0
        shop.catalog.registerAction("applyCoupon") { _ in
            applied += 1
            return ActionResult("applied")
        }
        var configuration = shop.configuration
        // sample: Security
        try routes.register("/coupon/<code>", action: "applyCoupon",
                            exposure: [.otherApp()], externalActions: .requiresConfirmation)

        configuration.confirmExternalAction = { request in
            await askUser("Apply the coupon \(request.match.parameters["code"] ?? "")?")
        }
        // end sample
        // The same link twice within a second: a second tap, not one tap delivered twice.
        configuration.repeatedLinkWindow = .zero
        shop.configuration = configuration
        let (navigator, _) = await shop.start()
        let declined = await navigator.openExternal("shop://coupon/SPRING25", from: .otherApp(bundleID: nil))
        #expect(declined.rejection != nil && applied == 0)
        answer = true
        #expect(await navigator.openExternal("shop://coupon/SPRING25", from: .otherApp(bundleID: nil)).rejection == nil)
        #expect(applied == 1 && asked == ["Apply the coupon SPRING25?", "Apply the coupon SPRING25?"])
        #expect(await navigator.open("shop://coupon/SPRING25").rejection == nil)
        #expect(applied == 2 && asked.count == 2, "an in-app open asks nobody")
    }

    @Test("the path wins over the query, the caller's context over both")
    func precedence() async throws {
        let shop = try SampleShop()
        try shop.routes.register("/product/<int:id>", screen: "product")
        let (navigator, host) = await shop.start()
        // The topmost screen's request, as its factory received it.
        var request: ScreenRequest { host.content(for: navigator.topmostScreen!.key, as: ScreenRequest.self)! }
        // sample: Security
        await navigator.open("shop://product/42?id=7&tab=reviews", context: ["tab": "details"])

        // In the product screen's factory:
        let id = request.get("id", as: Int.self)   // 42: the path wins over the query
        let tab = request.get("tab")               // "details": the caller's context wins over the query
        // end sample
        #expect(id == 42 && tab == "details")
    }

    @Test("web fallback and callback policy")
    func fallbacks() async throws {
        var shop = try SampleShop()
        var configuration = shop.configuration
        // sample: Security
        configuration.webScreen = "web"
        configuration.webHosts = ["help.example.com", "*.example-blog.com"]
        // end sample
        // sample: Security
        configuration.callbackHosts = ["partner.example.com"]
        // end sample
        shop.configuration = configuration
        try shop.routes.register("/checkout", screen: "checkout", exposure: .everywhere)
        let (navigator, _) = await shop.start()
        let help = await navigator.openExternal("https://help.example.com/returns", from: .universalLink)
        #expect(navigator.topmostScreen?.id == "web")
        if case .openedInWebScreen = help.kind.final {} else { Issue.record("expected the web screen, got \(help)") }
        #expect(await navigator.openExternal("https://evil.example.net/x", from: .universalLink).isNotFound)
        let callback = await navigator.openExternal("shop://checkout?callback=https://evil.example.net/steal", from: .otherApp(bundleID: nil))
        #expect(callback.rejection != nil)
        let allowed = await navigator.openExternal("shop://checkout?callback=https://partner.example.com/done", from: .otherApp(bundleID: nil))
        #expect(allowed.isNavigated)
    }
}
