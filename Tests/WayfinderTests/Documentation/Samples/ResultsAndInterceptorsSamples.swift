import Foundation
import Testing
import WayfinderTestSupport
import Wayfinder

/// The samples of the "Passing results" and "Interceptors" articles, run on ``SampleShop``.
@MainActor
@Suite("Passing results and interceptors samples run as written", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ResultsAndInterceptorsSamples {
    @Test("passing results: the checkout awaits the address the picker hands back")
    func addressPicked() async throws {
        let (navigator, host) = try await SampleShop().start()
        let checkout = Task { @MainActor in
            var order = Order()
            // sample: PassingResults
            // The checkout screen asks for a delivery address:
            if let address = try await navigator.open("shop://address/pick", expecting: Address.self) {
                order.deliveryAddress = address
            }
            // end sample
            return order
        }
        let request = try await host.request(whenTopmostIs: "addressPicker", on: navigator)
        let pickedAddress = Address(line: "221B Baker Street")
        // sample: PassingResults
        await navigator.finish(request.screen.key, with: pickedAddress)
        // end sample
        #expect(try await checkout.ended("checkout").deliveryAddress == pickedAddress)
        #expect(navigator.topmostScreen?.id == "home")
    }

    @Test("passing results: cancelling the opener leaves a shown picker, withdraws one in line")
    func pickingCancelled() async throws {
        let (navigator, host) = try await SampleShop().start()
        let started = Task { try await navigator.open("shop://address/pick", expecting: Address.self) }
        let shown = try await host.request(whenTopmostIs: "addressPicker", on: navigator)
        await navigator.finish(shown.screen.key, with: Address(line: "1 Main Street"))
        #expect(try await started.ended("started") == Address(line: "1 Main Street"))

        // sample: PassingResults
        let picking = Task { try await navigator.open("shop://address/pick", expecting: Address.self) }
        // Later, with the picker on screen, the checkout is abandoned:
        picking.cancel()     // the opener stops waiting; the picker stays
        // end sample
        // Cancelled at once, the request was still in line: it is withdrawn.
        let pickingError = await #expect(throws: NavigationError.self) { try await picking.ended("picking") }
        #expect(pickingError?.code == .cancelled)
        #expect(navigator.topmostScreen?.id == "home")

        let later = Task { try await navigator.open("shop://address/pick", expecting: Address.self) }
        let picker = try await host.request(whenTopmostIs: "addressPicker", on: navigator)
        later.cancel()
        let laterError = await #expect(throws: NavigationError.self) { try await later.ended("later") }
        #expect(laterError?.code == .cancelled)
        #expect(navigator.topmostScreen?.key == picker.screen.key)
    }

    @Test("passing results: an action hands its value back at once")
    func actionValue() async throws {
        let shop = try SampleShop()
        try shop.routes.register("/coupon/<code>", action: "applyCoupon")
        let (navigator, _) = await shop.start()
        let catalog = shop.catalog
        let coupons = Coupons()
        // sample: PassingResults
        catalog.registerAction("applyCoupon") { request in
            let code = try request.match.require("code")
            let discount = try await coupons.apply(code)
            return ActionResult("applied coupon \(code)", value: discount)
        }

        let discount = try await navigator.open("shop://coupon/SPRING25", expecting: Discount.self)
        // end sample
        #expect(discount == Discount(percent: 25))
        await #expect(throws: NavigationError.self) {
            try await navigator.open("shop://coupon/WINTER", expecting: Discount.self)
        }
    }

    @Test("passing results: the sign-in guard decides from what the sign-in screen hands back")
    func signInResult() async throws {
        // sample: PassingResults
        struct SignedInGuard: NavigationInterceptor {
            let session: Session

            func intercept(_ request: NavigationRequest) async -> InterceptorDecision {
                if await session.isSignedIn { return .proceed }
                return .suspend { navigator in
                    let signedIn = try? await navigator.open("shop://login", expecting: Bool.self)
                    return signedIn == true ? .proceed : .reject(reason: "sign-in was cancelled")
                }
            }
        }
        // end sample
        var shop = try SampleShop()
        shop.configuration.guards["signedIn"] = SignedInGuard(session: Session())
        try shop.routes.register("/orders", screen: "orders", guards: ["signedIn"])
        let (navigator, host) = await shop.start()
        let opening = Task { await navigator.open("shop://orders") }
        let request = try await host.request(whenTopmostIs: "login", on: navigator)
        // sample: PassingResults
        await navigator.finish(request.screen.key, with: true)
        // end sample
        #expect(await opening.ended("opening").isNavigated)
        #expect(navigator.topmostScreen?.id == "orders")
    }

    @Test("interceptors: a maintenance switch and a closure interceptor")
    func interceptors() async throws {
        // sample: Interceptors
        struct MaintenanceMode: NavigationInterceptor {
            let status: ServiceStatus

            func intercept(_ request: NavigationRequest) async -> InterceptorDecision {
                await status.isDown ? .reject(reason: "the service is down for maintenance") : .proceed
            }
        }
        // end sample

        let status = ServiceStatus()
        var shop = try SampleShop()
        try shop.routes.register("/admin/users", screen: "admin")
        try shop.routes.register("/product/<int:id>", screen: "product")
        var configuration = shop.configuration
        // sample: Interceptors
        configuration.intercept("closed-admin") { request in
            request.match.pattern.hasPrefix("/admin") ? .reject(reason: "admin is closed") : .proceed
        }
        // end sample
        configuration.interceptors.append(MaintenanceMode(status: status))
        shop.configuration = configuration
        let (navigator, _) = await shop.start()
        #expect(await navigator.open("shop://admin/users").rejection?.message == "admin is closed")
        #expect(await navigator.open("shop://product/1").isNavigated)
        await status.goDown()
        #expect(await navigator.open("shop://product/2").rejection?.message == "the service is down for maintenance")
    }

    @Test("interceptors: guards by name, a route's own check, and the sign-in guard")
    func guards() async throws {
        var shop = try SampleShop()
        let session = Session()
        let routes = shop.routes
        do {
            // sample: Interceptors
            var configuration = NavigatorConfiguration()
            configuration.guards["signedIn"] = SignedInGuard(session: session)

            try routes.register("/orders", screen: "orders", guards: ["signedIn"])
            try routes.register("/checkout", screen: "checkout", tab: "cart", guards: ["signedIn"])
            // end sample
            #expect(configuration.guards["signedIn"]?.name == "signedIn")
        }

        // sample: Interceptors
        try routes.register("/product/<int:id>", screen: "product", shouldOpen: { request in
            request.get("id", as: Int.self) != 13   // product 13 is withdrawn
        })
        // end sample

        var configuration = shop.configuration
        // sample: Interceptors
        struct SignedInGuard: NavigationInterceptor {
            let session: Session
            var name: String { "signedIn" }

            func intercept(_ request: NavigationRequest) async -> InterceptorDecision {
                if await session.isSignedIn { return .proceed }
                return .suspend { navigator in
                    let signedIn = try? await navigator.open("shop://login", expecting: Bool.self)
                    return signedIn == true ? .proceed : .reject(reason: "sign-in was cancelled")
                }
            }
        }

        configuration.guards["signedIn"] = SignedInGuard(session: session)
        // end sample
        shop.configuration = configuration
        let (navigator, host) = await shop.start()
        #expect(await navigator.open("shop://product/13").rejection?.code == .refusedByRoute)
        #expect(await navigator.open("shop://product/12").isNavigated)

        let opening = Task { await navigator.open("shop://orders") }
        let login = try await host.request(whenTopmostIs: "login", on: navigator)
        await navigator.finish(login.screen.key, with: false)
        #expect(await opening.ended("opening").rejection?.message == "sign-in was cancelled")
        await session.signIn()
        #expect(await navigator.open("shop://orders").isNavigated)
    }
}

/// The sign-in guard of the "Interceptors" article, as the "Guards by name" sample uses it before
/// the article shows it.
private struct SignedInGuard: NavigationInterceptor {
    let session: Session
    var name: String { "signedIn" }

    func intercept(_ request: NavigationRequest) async -> InterceptorDecision {
        await session.isSignedIn ? .proceed : .reject(reason: "not signed in")
    }
}
