import Testing
import WayfinderTestSupport
import WayfinderTesting

@testable import Wayfinder
@testable import WayfinderRouting

/// Security promises checked a second time, with inputs of their own: none of these shares a
/// host, a route or a limit with the first test of the same promise, so a fixture that happens
/// to let a broken check pass in one does not in both.
@MainActor
@Suite("Security, checked again with inputs of their own", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct SecondLineSecurityTests {
    /// Hosts that a check keeping `*.example.com` as the suffix `example.com` (without its dot),
    /// or comparing prefixes, or allowing the apex, would let through.
    nonisolated static let nearMisses = [
        "evilexample.com", "example.com", "xexample.com", "a-example.com", "example.com.evil.test",
        "a.example.com.evil.test", "a.example.co", "a.example.comm", "aexample.com",
    ]
    nonisolated static let subdomains = ["a.example.com", "deep.a.example.com", "A.Example.COM"]

    @Test("a wildcard web-fallback host allows subdomains only", arguments: nearMisses + subdomains)
    func allowlistWildcard(host: String) {
        let list = URLAllowlist(schemes: ["https"], hosts: ["*.example.com"])
        #expect(list.allows("https://\(host)/page") == Self.subdomains.contains(host), "\(host)")
    }

    @Test("a wildcard universal-link host matches subdomains only", arguments: nearMisses + subdomains)
    func universalLinkWildcard(host: String) throws {
        let router = Router<String>(configuration: RouterConfiguration(universalLinkHosts: ["*.example.com"]))
        try router.register("/orders/<int:id>", to: "orders")
        #expect((router.match("https://\(host)/orders/7") != nil) == Self.subdomains.contains(host), "\(host)")
    }

    @Test("a wildcard callback host allows subdomains only", arguments: nearMisses + subdomains)
    func callbackWildcard(host: String) async throws {
        let harness = try NavigatorHarness(
            router: RouterConfiguration(schemes: ["bank"]), screens: ["home", "consent"],
            routes: { routes in try routes.register("/consent", screen: "consent", exposure: .everywhere) }
        ) { configuration in
            configuration.callbackHosts = ["*.example.com"]
        }
        await harness.start()
        let callback = PercentEncoding.encodeQueryComponent("https://\(host)/done")
        let outcome = await harness.navigator.openExternal("bank://consent?return_to=\(callback)", from: .otherApp())
        if Self.subdomains.contains(host) {
            #expect(openedScreen(outcome)?.id == "consent", "\(host): \(outcome)")
        } else {
            #expect(outcome.rejection?.code == .disallowedCallback, "\(host): \(outcome)")
        }
    }

    @Test("a callback carried in the path is checked as one in the query is")
    func callbackInThePath() async throws {
        let harness = try NavigatorHarness(
            router: RouterConfiguration(schemes: ["bank"]), screens: ["home", "resume"],
            routes: { routes in
                try routes.register("/resume/<path:continue>", screen: "resume", exposure: .everywhere)
            }
        ) { configuration in
            configuration.callbackHosts = ["*.example.com"]
        }
        await harness.start()
        for (target, allowed) in [
            ("https://evilexample.com/x", false), ("javascript:alert(1)", false), ("https://a.example.com/x", true),
            ("bank://home", true),
        ] {
            let outcome = await harness.navigator.openExternal(
                "bank://resume/\(PercentEncoding.encodePathSegment(target))", from: .otherApp())
            if allowed {
                #expect(openedScreen(outcome)?.id == "resume", "\(target): \(outcome)")
            } else {
                #expect(outcome.rejection?.code == .disallowedCallback, "\(target): \(outcome)")
                #expect(!outcome.description.contains("evilexample"), "the outcome repeats the callback")
            }
        }
    }

    @Test("a chain of route redirects is followed up to maximumRedirects and cut one after", arguments: 0...6)
    func redirectChain(start: Int) async throws {
        // /hop0 -> /hop1 -> ... -> /hop6 -> /landing: from /hopN, 7 - N redirects.
        let harness = try NavigatorHarness(
            router: RouterConfiguration(schemes: ["bank"]), screens: ["home", "landing"],
            routes: { routes in
                for hop in 0...6 {
                    let next = hop == 6 ? "bank://landing" : "bank://hop\(hop + 1)"
                    try routes.register("/hop\(hop)", redirectTo: next)
                }
                try routes.register("/landing", screen: "landing")
            }
        ) { configuration in
            configuration.maximumRedirects = 4
        }
        await harness.start()
        let outcome = await harness.navigator.open("bank://hop\(start)")
        if 7 - start <= 4 {
            #expect(openedScreen(outcome)?.id == "landing", "from hop\(start): \(outcome)")
        } else {
            #expect(outcome.rejection?.code == .tooManyRedirects, "from hop\(start): \(outcome)")
            #expect(harness.screenIDs == ["home"])
        }
    }

    @Test("an interceptor that redirects every link somewhere new is cut after maximumRedirects, having run that often")
    func endlessInterceptorRedirects() async throws {
        let ran = CallRecord()
        let harness = try NavigatorHarness(
            router: RouterConfiguration(schemes: ["bank"]), screens: ["home", "step"],
            routes: { routes in try routes.register("/step/<int:n>", screen: "step") }
        ) { configuration in
            configuration.maximumRedirects = 5
            configuration.interceptors = [
                RecordingInterceptor(name: "onward", record: ran) { request in
                    let n = (try? request.match.require("n", as: Int.self)) ?? 0
                    return .redirect(to: "bank://step/\(n + 1)")
                }
            ]
        }
        await harness.start()
        let outcome = await harness.navigator.open("bank://step/0")
        #expect(outcome.rejection?.code == .tooManyRedirects, "\(outcome)")
        #expect(ran.all.count == 6, "the first request and five redirects: \(ran.all)")
        #expect(harness.screenIDs == ["home"])
    }
}
