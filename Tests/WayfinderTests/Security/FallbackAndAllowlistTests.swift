import Testing
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

@MainActor
@Suite("Fallbacks and allowlists", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct FallbackAndAllowlistTests {
    nonisolated static let webHosts: Set<String> = ["help.example.com", "*.docs.example.com"]

    /// A shop with a web fallback for `webHosts` and a system opener for `tel` and `mailto`.
    static func shop(
        systemSchemes: Set<String> = ["tel", "mailto"], systemAccepts: Bool = true, notFoundScreen: String? = nil,
        configure: (inout NavigatorConfiguration) -> Void = { _ in }
    ) throws -> NavigatorHarness {
        try NavigatorHarness(
            systemSchemes: systemSchemes, systemAccepts: systemAccepts,
            routes: { routes in
                try routes.register("/product/<int:id>", screen: "product", exposure: .everywhere)
            }
        ) { configuration in
            configuration.webScreen = "web"
            configuration.webHosts = webHosts
            configuration.notFoundScreen = notFoundScreen
            configure(&configuration)
        }
    }

    // MARK: The web screen

    @Test(
        "https URLs on the allowlist that no route takes open the web screen with the URL",
        arguments: [
            "https://help.example.com/faq?q=returns",
            "https://HELP.example.com/faq",
            "https://help.example.com:8443/faq",
            "https://api.docs.example.com/v2",
            "https://a.b.docs.example.com/",
        ])
    func webFallback(url: String) async throws {
        let fixture = try Self.shop()
        await fixture.start()

        let outcome = await fixture.navigator.openExternal(url, from: .universalLink)

        #expect(fallbackTaken(outcome) == .web(url), "\(outcome)")
        let web = try #require(fixture.navigator.topmostScreen)
        #expect(web.id == "web")
        #expect(web.arguments == ["url": url])
        #expect(fixture.navigator.request(for: web.key)?.source == .universalLink)
        #expect(fixture.systemOpened.isEmpty)
    }

    @Test(
        "http, other hosts, user information and backslash tricks never reach the web screen",
        arguments: [
            "http://help.example.com/faq",
            "HTTP://help.example.com/faq",
            "https://evil.example/faq",
            "https://docs.example.com/v2",  // *.docs.example.com is subdomains only
            "https://evildocs.example.com/",
            "https://help.example.com.evil.example/",
            "https://evil.example/?next=https://help.example.com",
            "https://evil.example/help.example.com",
            "https://evil.example#@help.example.com",
            "https://help.example.com@evil.example/",
            "https://good.example@evil.example",
            "https://help.example.com:443@evil.example/",
            "https://user:pass@help.example.com/faq",
            "https://help.example.com\\@evil.example/",
            "https://evil.example\\@help.example.com/",
            "https://evil.example\\.docs.example.com/",
            "https://evil.example\\help.example.com",
            "https:help.example.com/faq",
            "https:/help.example.com/faq",
            "https:///help.example.com/faq",
        ])
    func webFallbackRefuses(url: String) async throws {
        let fixture = try Self.shop()
        await fixture.start()

        let outcome = await fixture.navigator.openExternal(url, from: .universalLink)

        #expect(fallbackTaken(outcome) == nil, "\(url): \(outcome)")
        #expect(fixture.screenIDs == ["home"])
        #expect(fixture.systemOpened.isEmpty)
    }

    @Test("a route that takes an https URL wins over the web fallback")
    func routeBeatsWebFallback() async throws {
        let fixture = try NavigatorHarness(
            router: RouterConfiguration(schemes: ["shop"], universalLinkHosts: ["help.example.com"]),
            routes: { try $0.register("/faq", screen: "help", exposure: .everywhere) }
        ) {
            $0.webScreen = "web"
            $0.webHosts = ["help.example.com"]
        }
        await fixture.start()

        let routed = await fixture.navigator.openExternal("https://help.example.com/faq", from: .universalLink)
        let web = await fixture.navigator.openExternal("https://help.example.com/contact", from: .universalLink)

        #expect(openedScreen(routed)?.id == "help", "\(routed)")
        #expect(fallbackTaken(web) == .web("https://help.example.com/contact"), "\(web)")
    }

    @Test("the web fallback is off when its screen is not registered")
    func webFallbackNeedsItsScreen() async throws {
        let fixture = try NavigatorHarness(
            screens: ["home"],
            configure: { configuration in
                configuration.webScreen = "web"
                configuration.webHosts = Self.webHosts
            })
        await fixture.start()

        #expect(await fixture.navigator.open("https://help.example.com/").isNotFound)
        #expect(
            fixture.navigator.validate().map(\.description).contains(
                "error: the web fallback names the screen 'web', which is not registered"))
    }

    // MARK: The system opener

    @Test(
        "URLs of listed schemes go to the system opener",
        arguments: [
            "tel:+15551234567", "TEL:+15551234567", "mailto:help@example.com", "mailto:help@example.com?subject=Hi",
        ])
    func systemOpener(url: String) async throws {
        let fixture = try Self.shop()
        await fixture.start()

        let outcome = await fixture.navigator.openExternal(url, from: .otherApp())

        #expect(fallbackTaken(outcome) == .system(url), "\(outcome)")
        #expect(outcome.transition == nil)
        #expect(fixture.systemOpened.all == [url])
        #expect(fixture.screenIDs == ["home"])
    }

    @Test(
        "schemes off the list, http and https, and URLs with user information are not handed to the system",
        arguments: [
            "sms:5551234", "facetime:someone", "http://help.example.com", "https://evil.example/",
            "mailto://attacker@evil.example", "otherapp://do/something",
        ])
    func systemOpenerRefuses(url: String) async throws {
        let fixture = try Self.shop()
        await fixture.start()

        let outcome = await fixture.navigator.open(url)

        #expect(outcome.isNotFound, "\(url): \(outcome)")
        #expect(fixture.systemOpened.isEmpty)
    }

    @Test("another app's scheme, when listed, goes to the system whatever its host; web schemes never do without a listed host")
    func systemOpenerCustomSchemes() async throws {
        let fixture = try Self.shop(systemSchemes: ["otherapp", "https", "http"])
        await fixture.start()

        let other = await fixture.navigator.open("otherapp://compose/mail?to=ada")
        let web = await fixture.navigator.open("https://evil.example/")
        let plain = await fixture.navigator.open("http://evil.example/")

        #expect(fallbackTaken(other) == .system("otherapp://compose/mail?to=ada"), "\(other)")
        #expect(web.isNotFound, "\(web)")
        #expect(plain.isNotFound, "\(plain)")
        #expect(fixture.systemOpened.all == ["otherapp://compose/mail?to=ada"])
    }

    @Test("when the system declines a URL, the not-found screen shows instead")
    func systemDeclines() async throws {
        let fixture = try Self.shop(systemAccepts: false, notFoundScreen: "notFound")
        await fixture.start()

        let outcome = await fixture.navigator.open("tel:123")

        #expect(fixture.systemOpened.all == ["tel:123"])
        #expect(fallbackTaken(outcome) == .notFoundScreen, "\(outcome)")
        #expect(fixture.navigator.topmostScreen?.id == "notFound")
    }

    // MARK: Forbidden schemes

    nonisolated static let forbiddenURLs = [
        "javascript:alert(1)", "JavaScript:alert(document.cookie)", "javascript://help.example.com/%0Aalert(1)",
        "data:text/html,<script>alert(1)</script>", "data:text/html;base64,PHNjcmlwdD4=",
        "file:///etc/passwd", "file://help.example.com/etc/passwd", "vbscript:msgbox(1)",
    ]

    @Test(
        "javascript:, data: and file: URLs never go anywhere, even when someone allowlists them",
        arguments: forbiddenURLs)
    func forbiddenSchemes(url: String) async throws {
        let fixture = try NavigatorHarness(
            router: RouterConfiguration(),  // every custom scheme
            systemSchemes: ["javascript", "data", "file", "vbscript", "tel"],
            routes: { routes in
                try routes.register("javascript://<path:rest>", screen: "admin", exposure: .everywhere)
                try routes.register("/<path:rest>", screen: "help", exposure: .everywhere)
            }
        ) { configuration in
            configuration.webScreen = "web"
            configuration.webHosts = ["help.example.com"]
            configuration.webAllowlist = URLAllowlist(
                schemes: ["javascript", "data", "file", "https"], hosts: ["help.example.com"], allowsURLsWithoutHost: true)
            configuration.notFoundScreen = "notFound"
        }
        await fixture.start()

        let external = await fixture.navigator.openExternal(url, from: .otherApp())
        let inApp = await fixture.navigator.open(url)

        NavTest.expectRejected(external, .forbiddenScheme)
        NavTest.expectRejected(inApp, .forbiddenScheme)
        #expect(fixture.screenIDs == ["home"])
        #expect(fixture.systemOpened.isEmpty)
    }

    @Test("a forbidden scheme reached through a redirect is refused too")
    func forbiddenAfterRedirect() async throws {
        let fixture = try Self.shop(systemSchemes: ["javascript", "tel"]) { configuration in
            configuration.intercept("evil") { _ in .redirect(to: "javascript:alert(1)") }
        }
        await fixture.start()

        let outcome = await fixture.navigator.open("shop://product/1")

        NavTest.expectRejected(outcome, .forbiddenScheme)
        #expect(fixture.systemOpened.isEmpty)
    }

    // MARK: Not found

    @Test("without a not-found screen, an unmatched URL is .notFound and nothing changes")
    func notFoundOutcome() async throws {
        let fixture = try Self.shop()
        await fixture.start()
        let before = fixture.navigator.state

        let outcome = await fixture.navigator.open("shop://nowhere/at/all")

        #expect(outcome.isNotFound)
        #expect(outcome.description == "not found")
        #expect(fixture.navigator.state == before)
    }

    @Test("with a not-found screen configured, unmatched URLs show it")
    func notFoundScreen() async throws {
        let fixture = try Self.shop(notFoundScreen: "notFound")
        await fixture.start()

        let outcome = await fixture.navigator.openExternal("shop://nowhere?secret=1", from: .universalLink)

        #expect(fallbackTaken(outcome) == .notFoundScreen, "\(outcome)")
        let screen = try #require(fixture.navigator.topmostScreen)
        #expect(screen.id == "notFound")
        #expect(screen.url == nil)
        #expect(screen.arguments.isEmpty)
        #expect(outcome.transition?.addedScreens == [screen])
    }

    // MARK: URLAllowlist

    @Test(
        "URLAllowlist: exact hosts, subdomain wildcards, schemes and case",
        arguments: [
            ("https://help.example.com/faq", true),
            ("https://Help.Example.COM/faq", true),
            ("HTTPS://help.example.com", true),
            ("https://help.example.com:8443/", true),
            ("https://x.docs.example.com/", true),
            ("https://x.y.docs.example.com/", true),
            ("https://docs.example.com/", false),
            ("https://xdocs.example.com/", false),
            ("https://help.example.com.evil.example/", false),
            ("http://help.example.com/faq", false),
            ("ftp://help.example.com/", false),
            ("https://evil.example/help.example.com", false),
        ])
    func allowlistHosts(url: String, allowed: Bool) {
        let list = URLAllowlist(schemes: ["HTTPS"], hosts: ["Help.Example.com", "*.docs.example.com"])
        #expect(list.allows(url) == allowed)
    }

    @Test(
        "URLAllowlist: user information never passes, however it is spelled",
        arguments: [
            "https://good.example@evil.example",
            "https://good.example:443@evil.example/",
            "https://evil.example@good.example/",
            "https://good.example\\@evil.example/",
            "https://user:password@good.example/",
            "https://@good.example/",
        ])
    func allowlistUserInfo(url: String) {
        let list = URLAllowlist(schemes: ["https"], hosts: ["good.example", "evil.example"])
        #expect(!list.allows(url))
    }

    @Test(
        "URLAllowlist: a backslash cannot smuggle another host past a wildcard",
        arguments: [
            "https://evil.example\\.good.example/",
            "https://evil.example\\x.good.example",
            "https://evil.example%5C.good.example/",
            "https://evil.example/.good.example",
        ])
    func allowlistBackslash(url: String) {
        let list = URLAllowlist(schemes: ["https"], hosts: ["*.good.example"])
        #expect(!list.allows(url))
        #expect(list.allows("https://www.good.example/"))
    }

    @Test("URLAllowlist: URLs without a host pass on their scheme only when allowed to")
    func allowlistWithoutHost() {
        let system = URLAllowlist(schemes: ["tel", "mailto"], allowsURLsWithoutHost: true)
        #expect(system.allows("tel:123"))
        #expect(system.allows("mailto:a@example.com"))
        #expect(!system.allows("sms:123"))
        #expect(!system.allows("tel://attacker@123"))
        let strict = URLAllowlist(schemes: ["https"], hosts: ["good.example"])
        #expect(!strict.allows("https:good.example"))
        #expect(!strict.allows("https:///good.example"))
    }

    @Test(
        "URLAllowlist: forbidden schemes never pass, even when listed",
        arguments: [
            "javascript:alert(1)", "data:text/plain,hi", "file:///etc/passwd", "vbscript:x", "blob:https://good.example/1",
            "about:blank",
        ])
    func allowlistForbidden(url: String) {
        let list = URLAllowlist(
            schemes: URLAllowlist.forbiddenSchemes.union(["https"]), hosts: ["good.example"], allowsURLsWithoutHost: true)
        #expect(!list.allows(url))
    }

    @Test(
        "URLAllowlist: text that is not a URL does not pass",
        arguments: ["", "good.example", "//good.example/x", "/relative", "https://good.example/\u{7}"])
    func allowlistGarbage(url: String) {
        let list = URLAllowlist(schemes: ["https"], hosts: ["good.example"], allowsURLsWithoutHost: true)
        #expect(!list.allows(url))
    }

    @Test(
        "URLAllowlist: a web URL without a host never passes, even where hostless URLs may",
        arguments: [
            "https:evil.example", "https:/evil.example", "https:///evil.example", "http:evil.example", "HTTPS:evil.example",
            "wss:evil.example", "ftp:evil.example",
        ])
    func allowlistWebSchemesNeedHosts(url: String) {
        let list = URLAllowlist(
            schemes: ["https", "http", "wss", "ftp", "tel"], hosts: ["good.example"], allowsURLsWithoutHost: true)
        #expect(!list.allows(url))
        #expect(list.allows("tel:123"))
        #expect(list.allows("https://good.example/"))
    }

    @Test(
        "URLAllowlist: hosts with punctuation a browser reads differently never pass",
        arguments: [
            "https://good.example%2F/", "https://good.example%5C/", "https://good.example;evil.example/",
            "https://good.example:80x/", "https://[evil.example]/",
        ])
    func allowlistHostCharacters(url: String) {
        let list = URLAllowlist(schemes: ["https"], hosts: ["good.example", "*.example"])
        #expect(!list.allows(url))
        #expect(list.allows("https://good.example/"))
    }

    @Test("URLAllowlist: a web URL whose host is an IP address is never allowed, even when listed")
    func allowlistIPLiterals() {
        let list = URLAllowlist(schemes: ["https"], hosts: ["[::1]", "127.0.0.1"])
        #expect(!list.allows("https://[::1]/status"))
        #expect(!list.allows("https://[::1]:8443/status"))
        #expect(!list.allows("https://127.0.0.1/status"))
        #expect(!list.allows("https://[::2]/status"))
    }

    @Test("URLAllowlist: the host * lets any host of other schemes through, never of web schemes")
    func allowlistAnyHost() {
        let list = URLAllowlist(schemes: ["otherapp", "https", "http", "wss"], hosts: ["*"])
        #expect(list.allows("otherapp://anything/at/all"))
        #expect(list.allows("OTHERAPP://Else"))
        #expect(!list.allows("otherapp://user@anything"))
        #expect(!list.allows("otherapp://a\\b/"))
        #expect(!list.allows("https://evil.example/"))
        #expect(!list.allows("http://evil.example/"))
        #expect(!list.allows("wss://evil.example/"))
        #expect(!list.allows("otherapp:no-host"), "hostless URLs still need allowsURLsWithoutHost")
    }

    @Test("URLAllowlist: an empty host list lets no URL with a host through")
    func allowlistEmptyHosts() {
        let list = URLAllowlist(schemes: ["https"])
        #expect(!list.allows("https://good.example/"))
    }
}
