import Foundation
import Testing
@_spi(Internals) import WayfinderRouting
import WayfinderTestSupport
import WayfinderTesting

@testable import Wayfinder
@testable import WayfinderRouting

/// The hostile-link corpus (`Resources/hostile-links.json`, written by
/// `Scripts/make-hostile-corpus.py`) through the outside door of a navigator on the headless
/// host. Each test takes the rows of one OWASP MASTG test; every row must get the outcome it
/// records, and nothing may reach a screen, an action, the web screen or the system it must not.
@Suite("Hostile links", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
@MainActor
struct HostileLinkTests {
    @Test("MASTG-TEST-0370 missing input validation: malformed, over-long and encoded links get the recorded outcome")
    func inputValidation() async throws {
        try await expectCorpus(check: "MASTG-TEST-0370")
    }

    @Test("MASTG-TEST-0371 missing source validation: outside sources reach only exposed routes and allowed actions")
    func sourceValidation() async throws {
        try await expectCorpus(check: "MASTG-TEST-0371")
    }

    @Test("MASTG-TEST-0070 universal links: only the configured host, the path matched, parameters validated")
    func universalLinks() async throws {
        try await expectCorpus(check: "MASTG-TEST-0070")
    }

    @Test("MASTG-TEST-0076 WebView URL allowlisting: the web screen opens only listed https hosts, no script or file URLs")
    func webViewAllowlist() async throws {
        try await expectCorpus(check: "MASTG-TEST-0076")
    }

    @Test("MASTG-TEST-0075 custom URL schemes: URLs go to other apps only through the system opener's schemes")
    func urlRequestsToOtherApps() async throws {
        try await expectCorpus(check: "MASTG-TEST-0075")
    }

    @Test("the corpus has at least 1,000 rows with unique ids, covering every check and outcome kind")
    func corpusShape() throws {
        let rows = try HostileLink.corpus()
        #expect(rows.count >= 1_000)
        #expect(Set(rows.map(\.id)).count == rows.count)
        #expect(
            Set(rows.map(\.check)) == [
                "MASTG-TEST-0370", "MASTG-TEST-0371", "MASTG-TEST-0070", "MASTG-TEST-0076", "MASTG-TEST-0075",
            ])
        let kinds = Set(rows.map(\.expectedKind))
        #expect(kinds == ["opened", "handled", "rejected", "refused", "not-found", "web", "system"])
        for row in rows {
            #expect(HostileLink.sources[row.source] != nil, "\(row.id): unknown source \(row.source)")
            #expect(["shop", "shop-ci"].contains(row.fixture ?? "shop"), "\(row.id): unknown fixture")
        }
    }

    /// Runs the rows of one check and reports every disagreement at once, with the row's id.
    private func expectCorpus(check: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let rows = try HostileLink.corpus().filter { $0.check == check }
        #expect(!rows.isEmpty, sourceLocation: sourceLocation)
        let routers = try [
            "shop": HostileLinkFixture.router(caseInsensitivePaths: false),
            "shop-ci": HostileLinkFixture.router(caseInsensitivePaths: true),
        ]
        var problems: [String] = []
        var outcomes: [String: Int] = [:]
        for row in rows {
            let fixture = HostileLinkFixture(routes: routers[row.fixture ?? "shop"]!)
            let found = await fixture.problems(opening: row)
            problems += found.map { "\(row.id) [\(row.source)] \(row.displayURL): \($0)" }
            outcomes[row.expectedKind, default: 0] += 1
        }
        print(
            "hostile links \(check): \(rows.count) rows, \(problems.count) problems; expected outcomes "
                + outcomes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        let report = problems.prefix(40).joined(separator: "\n")
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(report)", sourceLocation: sourceLocation)
    }
}

/// One row of the corpus.
struct HostileLink: Decodable, Sendable {
    let id: String
    let check: String
    let source: String
    let expect: String
    let fixture: String?
    let url: String?
    let pieces: [Piece]?
    let args: [String: String]?
    let note: String?

    /// `[text, count]`: the text repeated `count` times.
    struct Piece: Decodable, Sendable {
        let text: String
        let count: Int

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            text = try container.decode(String.self)
            count = try container.decode(Int.self)
        }
    }

    /// The link's text.
    var text: String {
        url ?? (pieces ?? []).map { String(repeating: $0.text, count: $0.count) }.joined()
    }

    /// The text for messages: long links cut, control characters escaped.
    var displayURL: String {
        let full = text
        let cut = full.count > 80 ? String(full.prefix(60)) + "...(\(full.utf8.count) bytes)" : full
        return cut.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0) }
            .joined()
    }

    /// `opened`, `refused`, ...: the part of `expect` before the colon.
    var expectedKind: String { String(expect.prefix { $0 != ":" }) }
    /// The screen, action or code after the colon.
    var expectedDetail: String { String(expect.drop { $0 != ":" }.dropFirst()) }

    static let sources: [String: LinkSource] = [
        "external": .otherApp(bundleID: "com.example.other"),
        "partner": .otherApp(bundleID: "com.partner.app"),
        "anonymous": .otherApp(),
        "universal-link": .universalLink,
        "notification": .notification,
        "widget": .widget,
    ]

    static func corpus() throws -> [HostileLink] {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Resources/hostile-links.json")
        return try JSONDecoder().decode([HostileLink].self, from: Data(contentsOf: file))
    }
}

/// The navigator the corpus's outcomes are written for (see `Scripts/make-hostile-corpus.py`).
@MainActor
struct HostileLinkFixture {
    let navigator: Navigator
    let host: HeadlessHost
    let actionsRun: CallRecord
    let confirmationsAsked: CallRecord
    let systemOpened: CallRecord

    static func router(caseInsensitivePaths: Bool) throws -> Router<RouteDefinition> {
        let routes = Router<RouteDefinition>(
            configuration: RouterConfiguration(
                schemes: ["shop"], universalLinkHosts: ["shop.example.com"], caseInsensitivePaths: caseInsensitivePaths))
        try routes.register("/", screen: "home", exposure: .everywhere)
        try routes.register("/product/<int:id>", screen: "product", exposure: .everywhere)
        try routes.register("/category/<category>", screen: "category", exposure: .everywhere)
        try routes.register("/search[/<query>]", screen: "search", exposure: .everywhere)
        try routes.register("/files/<path:rest>", screen: "files", exposure: .everywhere)
        try routes.register("/user/<int:id>", screen: "user", exposure: .everywhere)
        try routes.register("/login", screen: "login", presentation: .presentInStack(), exposure: .everywhere)
        try routes.register("/account", screen: "account", exposure: [.universalLink])
        try routes.register(
            "/partner/offers", screen: "offers",
            exposure: [.otherApp(bundleID: "com.partner.app")])
        try routes.register("/internal/debug", screen: "debug")
        try routes.register("/admin/<path:section>", screen: "admin", exposure: .everywhere, guards: ["staff"])
        try routes.register("/orders", screen: "orders", exposure: .everywhere, guards: ["signedIn"])
        try routes.register("/coupon/<code>", action: "coupon", exposure: .everywhere, externalActions: .requiresConfirmation)
        try routes.register("/logout", action: "logout", exposure: .everywhere)
        try routes.register("/share", action: "share", exposure: .everywhere, externalActions: .allowed)
        try routes.register("/p/<int:id>", redirectTo: "/product/<id>", exposure: .everywhere)
        try routes.register("/old-debug", redirectTo: "/internal/debug", exposure: .everywhere)
        try routes.register("/loop", redirectTo: "/loop", exposure: .everywhere)
        return routes
    }

    init(routes: Router<RouteDefinition>) {
        let actionsRun = CallRecord()
        let confirmationsAsked = CallRecord()
        let systemOpened = CallRecord()
        let catalog = ScreenCatalog()
        for id in [
            "home", "product", "category", "search", "files", "user", "login", "account", "offers",
            "debug", "admin", "orders", "web",
        ] {
            catalog.register(id)
        }
        for name in ["coupon", "logout", "share"] {
            catalog.registerAction(name) { _ in
                actionsRun.append(name)
                return ActionResult("ran \(name)")
            }
        }
        var configuration = NavigatorConfiguration(interceptorTimeout: .seconds(5), animated: false)
        configuration.addGuard("staff") { _ in .reject(reason: "staff only") }
        configuration.addGuard("signedIn") { _ in .reject(reason: "signed out") }
        configuration.webScreen = "web"
        configuration.webHosts = ["help.example.com", "*.docs.example.org"]
        configuration.systemSchemes = ["tel", "mailto"]
        configuration.openInSystem = { url in
            systemOpened.append(url)
            return true
        }
        configuration.callbackHosts = ["partner.example.com"]
        configuration.confirmExternalAction = { request in
            confirmationsAsked.append(request.url)
            return false
        }
        host = HeadlessHost(catalog: catalog)
        navigator = Navigator(routes: routes, catalog: catalog, host: host, configuration: configuration)
        self.actionsRun = actionsRun
        self.confirmationsAsked = confirmationsAsked
        self.systemOpened = systemOpened
    }

    /// Opens the row's link from its source on a window showing `home`, and says everything
    /// that differs from what the row records.
    func problems(opening row: HostileLink) async -> [String] {
        var problems: [String] = []
        let url = row.text
        guard await navigator.show("home", presentation: .setRoot).transition != nil,
            let source = HostileLink.sources[row.source]
        else { return ["the fixture could not start"] }

        let outcome = await navigator.openExternal(url, from: source)
        let final = outcome.kind.final
        let expected = row.expectedDetail
        var screensAfter: [String] = ["home"]

        switch (row.expectedKind, final) {
        case ("opened", .navigated(_, let screen?)):
            if screen.id != expected { problems.append("opened \(screen.id), expected \(expected)") }
            if navigator.topmostScreen?.key != screen.key { problems.append("the opened screen is not on top") }
            for (name, value) in row.args ?? [:] where screen.arguments[name] != value {
                problems.append(
                    "argument \(name) is \(String(reflecting: screen.arguments[name])), expected \(String(reflecting: value))")
            }
            screensAfter.append(expected)
        case ("handled", .handled):
            if actionsRun.all != [expected] { problems.append("actions run: \(actionsRun.all), expected [\(expected)]") }
        case ("rejected", .rejected(let rejection)):
            if rejection.code.name != expected {
                problems.append("rejected with \(rejection.code), expected \(expected): \(rejection)")
            }
        case ("refused", .rejected(let rejection)) where rejection.code == .invalidURL:
            if case .refused(let error) = navigator.routes.resolution(url) {
                if error.code.name != expected { problems.append("refused with \(error.code), expected \(expected)") }
            } else {
                problems.append("rejected as invalid, but the router does not refuse it")
            }
        case ("not-found", .notFound):
            break
        case ("web", .openedInWebScreen(let opened, _)):
            if opened != url { problems.append("the web screen got \(opened)") }
            if navigator.topmostScreen?.id != "web" || navigator.topmostScreen?.arguments["url"] != url {
                problems.append("the web screen is not on top with the URL")
            }
            screensAfter.append("web")
        case ("system", .handedToSystem(let handed)):
            if handed != url || systemOpened.all != [url] { problems.append("handed \(systemOpened.all) to the system") }
        default:
            problems.append("got \(outcome.kindDescription): \(outcome), expected \(row.expect)")
        }

        // Nothing beyond what the row allows happened.
        let screens = navigator.state.allScreens.map(\.id)
        if screens != screensAfter { problems.append("screens after: \(screens), expected \(screensAfter)") }
        if row.expectedKind != "handled", !actionsRun.isEmpty { problems.append("actions ran: \(actionsRun.all)") }
        if row.expectedKind != "system", !systemOpened.isEmpty { problems.append("handed to the system: \(systemOpened.all)") }
        let asked = row.expect == "rejected:confirmationDeclined" ? [url] : []
        if confirmationsAsked.all != asked { problems.append("confirmations asked: \(confirmationsAsked.all)") }
        if host.displayedState != navigator.state { problems.append("the host shows another state than the navigator") }

        // Outcomes never carry a value taken from the URL: no query value, no captured path
        // value, nothing past a fallback URL's host. Words the route table itself spells
        // (literals such as "product") may appear, as patterns do.
        let description = outcome.description
        for value in Self.values(in: url, matchedBy: navigator.routes) where description.contains(value) {
            problems.append("the outcome's description carries '\(value)' from the URL: \(description)")
        }
        return problems
    }

    /// The values a URL carries that an outcome must not show: query values, captured path
    /// values, and for a URL no route takes, its path segments; each at least four
    /// characters long and not a word of the route table.
    static func values(in url: String, matchedBy routes: Router<RouteDefinition>) -> [String] {
        guard let read = try? RouteURL(url) else { return [] }
        var values = read.query.map(\.value)
        if let match = routes.match(url) {
            values += match.parameters.map(\.value)
        } else {
            values += read.segments.dropFirst(read.host == nil || read.scheme == "https" || read.scheme == "http" ? 0 : 1)
        }
        let words: Set<String> = [
            "product", "category", "search", "files", "user", "login", "account", "offers",
            "internal", "debug", "admin", "orders", "coupon", "logout", "share", "loop", "old-debug",
            "home", "settings", "https", "shop",
        ]
        return values.filter { $0.count >= 4 && !words.contains($0.lowercased()) }
    }
}
