import Foundation
import Testing
import WayfinderTestSupport

@testable import Wayfinder

/// Signed links (`SignedLinks`, `RouteDefinition.signed`): checked at the outside door before
/// any interceptor, guard or handler, and refused with a code for every way a link can be
/// forged, reused or stale.
@MainActor
@Suite("Signed links", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct SignedLinkTests {
    nonisolated static let key = [UInt8](0..<32)
    nonisolated static let otherKey = [UInt8](repeating: 7, count: 32)
    /// 2030-03-17: the tests' "now" is fixed, so expiries are too.
    nonisolated static let now = Date(timeIntervalSince1970: 1_900_000_000 - 600)
    nonisolated static let expires = Date(timeIntervalSince1970: 1_900_000_000)

    struct Fixture {
        let harness: NavigatorHarness
        let guarded: CallRecord
        let handled: CallRecord
        var navigator: Navigator { harness.navigator }
    }

    static func make(
        keys: [String: [UInt8]]? = ["2026-11": key], nonces: (any SignedLinks.NonceStore)? = nil,
        nonceTimeout: Duration = .seconds(5)
    ) async throws -> Fixture {
        let guarded = CallRecord()
        let handled = CallRecord()
        let harness = try NavigatorHarness(
            catalog: { catalog in
                catalog.registerAction("confirmPayment") { request in
                    handled.append(request.url)
                    return ActionResult("confirmed")
                }
            },
            routes: { routes in
                try routes.register(
                    "/login/magic", screen: "login", exposure: [.universalLink, .otherApp()], guards: ["watch"],
                    signed: .query(["token", "email"]))
                try routes.register("/invite/<code>", screen: "settings", exposure: .everywhere, signed: .path)
                try routes.register("/files/<path:file>", screen: "help", exposure: .everywhere, signed: .path)
                try routes.register(
                    "/pay/confirm", action: "confirmPayment", exposure: [.universalLink], externalActions: .allowed,
                    signed: .query(["payment"]))
                try routes.register("/old-login", redirectTo: "/login/magic", exposure: [.universalLink])
                try routes.register("/product/<int:id>", screen: "product", exposure: .everywhere)
            }
        ) { configuration in
            configuration.guards["watch"] = RecordingInterceptor(name: "watch", record: guarded)
            configuration.repeatedLinkWindow = .zero
            if let keys {
                let now = Self.now
                var signedLinks = try! SignedLinks(keys: keys, nonces: nonces ?? SignedLinks.MemoryNonces(now: { now }))
                signedLinks.now = { now }
                signedLinks.nonceTimeout = nonceTimeout
                configuration.signedLinks = signedLinks
            }
        }
        await harness.start()
        return Fixture(harness: harness, guarded: guarded, handled: handled)
    }

    nonisolated static func sign(
        _ url: String, _ names: Set<String> = ["token", "email"], key: [UInt8] = key, keyID: String = "2026-11",
        expires: Date = expires, nonce: String = "n-1"
    ) throws -> String {
        try SignedLinks.sign(url, signing: names, key: key, keyID: keyID, expires: expires, nonce: nonce)
    }

    nonisolated static let magic = "https://shop.example.com/login/magic?email=ada%40example.com&utm_source=mail&token=abc"

    // MARK: The canonical form, as another implementation computes it

    @Test("the signature is the one the documented canonical form gives (computed with Python's hmac)")
    func canonicalVector() throws {
        let signed = try Self.sign(Self.magic)
        #expect(
            signed
                == Self.magic
                + "&wf_exp=1900000000&wf_nonce=n-1&wf_kid=2026-11&wf_sig=qH40Vy_0mWUjM6x7nuGBXsxaqrlHLFfgUR_O7MCIO98")
        let path = try SignedLinks.sign(
            "shop://invite/caf%C3%A9", signing: [], key: Self.key, keyID: "k", expires: Self.expires, nonce: "n/2")
        #expect(path.hasSuffix("&wf_sig=3mhwjZxFAi7cZ5zpVXTcUv0BmvyDJfBpaL6QUwqrwVw"), "\(path)")
        let form = try SignedLinkForm.read(Self.magic, signing: ["token", "email"], plusAsSpace: false).get()
        #expect(
            form.canonical(expiry: "1900000000", nonce: "n-1", keyID: "2026-11")
                == "WF-HMAC-SHA256-1\nhttps\nshop.example.com\n/login/magic\nemail=ada%40example.com&token=abc\n1900000000\nn-1\n2026-11"
        )
    }

    // MARK: What passes

    @Test("a signed link opens; the screen gets only what was signed, and no signature reaches anything")
    func validLinkOpens() async throws {
        let fixture = try await Self.make()
        let log = OutcomeRequestTests.EventLog()
        let events = fixture.navigator.events
        let listener = Task { for await event in events { log.append(event) } }
        defer { listener.cancel() }
        let link = try Self.sign(Self.magic) + "&utm_campaign=added-on-the-way#top"
        let outcome = await fixture.navigator.openExternal(link, from: .universalLink)
        let screen = try #require(outcome.screen, "\(outcome)")
        #expect(screen.id == "login")
        #expect(screen.arguments == ["token": "abc", "email": "ada@example.com"])
        #expect(screen.url == "https://shop.example.com/login/magic?email=ada%40example.com&token=abc")
        #expect(fixture.guarded.all == ["watch https://shop.example.com/login/magic?email=ada%40example.com&token=abc"])
        let request = try #require(fixture.navigator.request(for: screen.key))
        #expect(request.match?.query["utm_source"] == nil && request.match?.query["wf_sig"] == nil)

        _ = await NavTest.waitUntil("the request's events") { log.all.contains { $0.kind == .ending(outcome.kind) } }
        let said = log.all.map(\.description).joined(separator: "\n") + "\(outcome)"
        let saved = String(decoding: fixture.navigator.savedState(), as: UTF8.self)
        for secret in ["qH40Vy", "wf_sig", "n-1", "abc", "ada"] {
            #expect(!said.contains(secret), "\(secret) in \(said)")
            #expect(!saved.contains(secret) || secret == "abc" || secret == "ada", "\(secret) saved: \(saved)")
        }
        #expect(!saved.contains("wf_"), "no signature parameter is saved: \(saved)")
    }

    @Test("the query in another order, values encoded another way, and a path-only link open")
    func equivalentSpellingsOpen() async throws {
        let fixture = try await Self.make()
        let signed = try Self.sign(Self.magic, nonce: "reordered")
        // The same items, the signature's first.
        let query = signed.split(separator: "?")[1].split(separator: "&").reversed().joined(separator: "&")
        let reordered = "https://shop.example.com/login/magic?" + query
        #expect(await fixture.navigator.openExternal(reordered, from: .universalLink).screen?.id == "login")
        // `%61` is `a`: the same value as the router reads it.
        let respelled = try Self.sign(Self.magic, nonce: "respelled").replacingOccurrences(of: "token=abc", with: "token=%61bc")
        #expect(await fixture.navigator.openExternal(respelled, from: .universalLink).screen?.id == "login")
        let invite = try Self.sign("shop://invite/x7", [], nonce: "invite")
        #expect(await fixture.navigator.openExternal(invite, from: .notification).screen?.arguments == ["code": "x7"])
    }

    @Test("the app's own open is not checked; a route without a rule takes unsigned links")
    func inAppAndUnsignedRoutes() async throws {
        let fixture = try await Self.make()
        #expect(await fixture.navigator.open("shop://login/magic?token=t").screen?.id == "login")
        #expect(await fixture.navigator.openExternal("shop://product/1", from: .widget).screen?.id == "product")
    }

    // MARK: The hostile corpus

    /// One way to break a signed link, and the code it must end with.
    struct Forgery: CustomTestStringConvertible, Sendable {
        let name: String
        let code: ErrorCode
        let make: @Sendable (String) -> String
        var testDescription: String { name }
    }

    nonisolated static let forgeries: [Forgery] = [
        Forgery(name: "no signature at all", code: .unsignedLink) { _ in SignedLinkTests.magic },
        Forgery(name: "the signature dropped", code: .unsignedLink) { $0.replacing(#/&wf_sig=[^&#]*/#, with: "") },
        Forgery(name: "the nonce dropped", code: .unsignedLink) { $0.replacing(#/&wf_nonce=[^&#]*/#, with: "") },
        Forgery(name: "a signed value changed", code: .badSignature) {
            $0.replacingOccurrences(of: "token=abc", with: "token=abd")
        },
        Forgery(name: "the path changed", code: .badSignature) { _ in
            try! SignedLinkTests.sign("shop://invite/x7", []).replacingOccurrences(of: "x7", with: "x8")
        },
        Forgery(name: "an encoded slash for a real one", code: .badSignature) { _ in
            try! SignedLinkTests.sign("shop://files/a/b", []).replacingOccurrences(of: "files/a/b", with: "files/a%2Fb")
        },
        Forgery(name: "a signed parameter given twice", code: .badSignature) { $0 + "&token=evil" },
        Forgery(name: "a signed parameter added that was not there", code: .badSignature) {
            $0.replacingOccurrences(of: "email=ada%40example.com&", with: "")
        },
        Forgery(name: "the signature given twice", code: .badSignature) {
            $0 + "&wf_sig=qH40Vy_0mWUjM6x7nuGBXsxaqrlHLFfgUR_O7MCIO98"
        },
        Forgery(name: "an encoded separator smuggles a parameter into a value", code: .badSignature) {
            $0.replacingOccurrences(of: "token=abc", with: "token=abc%26email%3Deve%40example.com")
        },
        Forgery(name: "the value in another Unicode normal form", code: .badSignature) {
            $0.replacingOccurrences(of: "ada%40example.com", with: "a%CC%80da%40example.com")
        },
        Forgery(name: "a signed value that holds a separator, split into two items", code: .badSignature) { _ in
            let signed = try! SignedLinkTests.sign("https://shop.example.com/login/magic?email=x%26token%3Dy")
            return signed.replacingOccurrences(of: "email=x%26token%3Dy", with: "email=x&token=y")
        },
        Forgery(name: "the signature's last character spelled with other spare bits", code: .badSignature) {
            // `8` and `9` differ only in the two bits past the 256th: the same bytes, another spelling.
            $0.replacingOccurrences(of: "MCIO98", with: "MCIO99")
        },
        Forgery(name: "the signature truncated", code: .badSignature) {
            $0.replacing(#/wf_sig=([^&#]*)/#) { "wf_sig=" + $0.output.1.dropLast(3) }
        },
        Forgery(name: "the signature padded", code: .badSignature) { $0 + "=" },
        Forgery(name: "the signature in standard base64", code: .badSignature) {
            $0.replacing(#/wf_sig=([^&#]*)/#) {
                "wf_sig=" + $0.output.1.replacingOccurrences(of: "_", with: "%2F").replacingOccurrences(of: "-", with: "%2B")
            }
        },
        Forgery(name: "the signature of another link", code: .badSignature) { link in
            let other = try! SignedLinkTests.sign("https://shop.example.com/login/magic?token=zzz")
            let signature = other.firstMatch(of: #/wf_sig=([^&#]*)/#)!.output.1
            return link.replacing(#/wf_sig=[^&#]*/#, with: "wf_sig=" + signature)
        },
        Forgery(name: "the expiry moved later", code: .badSignature) {
            $0.replacingOccurrences(of: "wf_exp=1900000000", with: "wf_exp=1900000999")
        },
        Forgery(name: "another key id", code: .badSignature) {
            $0.replacingOccurrences(of: "wf_kid=2026-11", with: "wf_kid=2026-10")
        },
        Forgery(name: "signed with a key the app does not have", code: .badSignature) { _ in
            try! SignedLinkTests.sign(SignedLinkTests.magic, key: SignedLinkTests.otherKey)
        },
        Forgery(name: "expired", code: .linkExpired) { _ in
            try! SignedLinkTests.sign(SignedLinkTests.magic, expires: SignedLinkTests.now.addingTimeInterval(-1))
        },
        Forgery(name: "expiring too far ahead", code: .badSignature) { _ in
            try! SignedLinkTests.sign(SignedLinkTests.magic, expires: SignedLinkTests.now.addingTimeInterval(2 * 86_400))
        },
    ]

    @Test("every forgery is refused with its code, before any guard runs", arguments: forgeries)
    func forgeryRefused(_ forgery: Forgery) async throws {
        let fixture = try await Self.make()
        let link = forgery.make(try Self.sign(Self.magic))
        let outcome = await fixture.navigator.openExternal(link, from: .universalLink)
        #expect(outcome.rejection?.code == forgery.code, "\(link) → \(outcome)")
        #expect(fixture.guarded.isEmpty, "no guard saw a forged link")
        #expect(fixture.harness.screenIDs == ["home"])
        if let signature = link.firstMatch(of: #/wf_sig=([^&#]+)/#)?.output.1 {
            #expect(!"\(outcome)".contains(signature), "no signature in the outcome")
        }
    }

    @Test("a link opens once: its replay is refused, also from another source")
    func replayRefused() async throws {
        let fixture = try await Self.make()
        let link = try Self.sign(Self.magic)
        #expect(await fixture.navigator.openExternal(link, from: .universalLink).screen != nil)
        #expect(await fixture.navigator.openExternal(link, from: .universalLink).rejection?.code == .linkReplayed)
        #expect(
            await fixture.navigator.openExternal(link, from: .otherApp(bundleID: "x")).rejection?.code == .linkReplayed)
        #expect(fixture.guarded.all.count == 1)
    }

    @Test("a forged link does not use up the nonce of the real one")
    func forgeryKeepsTheNonce() async throws {
        let fixture = try await Self.make()
        let link = try Self.sign(Self.magic)
        let forged = link.replacingOccurrences(of: "token=abc", with: "token=abd")
        #expect(await fixture.navigator.openExternal(forged, from: .universalLink).rejection?.code == .badSignature)
        #expect(await fixture.navigator.openExternal(link, from: .universalLink).screen != nil)
    }

    @Test("a key rotated out refuses its links; the key beside it still opens its own")
    func keyRotation() async throws {
        let old = try Self.sign(Self.magic, keyID: "2026-10", nonce: "old")
        let new = try Self.sign(Self.magic, key: Self.otherKey, keyID: "2026-11", nonce: "new")
        let both = try await Self.make(keys: ["2026-10": Self.key, "2026-11": Self.otherKey])
        #expect(await both.navigator.openExternal(old, from: .universalLink).screen != nil)
        let rotated = try await Self.make(keys: ["2026-11": Self.otherKey])
        #expect(await rotated.navigator.openExternal(old, from: .universalLink).rejection?.code == .badSignature)
        #expect(await rotated.navigator.openExternal(new, from: .universalLink).screen != nil)
    }

    @Test("a signed action runs only for a signed link, and its handler sees the signed values only")
    func signedAction() async throws {
        let fixture = try await Self.make()
        let unsigned = await fixture.navigator.openExternal(
            "https://shop.example.com/pay/confirm?payment=p1", from: .universalLink)
        #expect(unsigned.rejection?.code == .unsignedLink)
        let link = try Self.sign("https://shop.example.com/pay/confirm?payment=p1&extra=1", ["payment"], nonce: "pay")
        #expect(await fixture.navigator.openExternal(link, from: .universalLink).kind == .handled(ActionResult("confirmed")))
        #expect(fixture.handled.all == ["https://shop.example.com/pay/confirm?payment=p1"])
    }

    @Test("a redirect from outside to a signed route brings no signature: refused")
    func redirectToSignedRoute() async throws {
        let fixture = try await Self.make()
        let outcome = await fixture.navigator.openExternal("https://shop.example.com/old-login", from: .universalLink)
        #expect(outcome.rejection?.code == .unsignedLink, "\(outcome)")
    }

    @Test("without keys a signed route refuses every outside link; a silent nonce store refuses too")
    func failsClosed() async throws {
        let keyless = try await Self.make(keys: nil)
        let outcome = await keyless.navigator.openExternal(try Self.sign(Self.magic), from: .universalLink)
        #expect(outcome.rejection?.code == .badSignature)
        #expect(outcome.rejection?.message.contains("no keys") == true, "\(outcome)")

        let silent = try await Self.make(nonces: NeverAnswers(), nonceTimeout: .milliseconds(50))
        let stalled = await silent.navigator.openExternal(try Self.sign(Self.magic), from: .universalLink)
        #expect(stalled.rejection?.code == .linkReplayed, "\(stalled)")
        #expect(silent.guarded.isEmpty)
    }

    @Test("keys that are too short or unnamed are refused when the configuration is made; keys never print")
    func keys() throws {
        #expect(throws: NavigationError.self) { try SignedLinks(keys: ["k": [UInt8](repeating: 1, count: 31)]) }
        #expect(throws: NavigationError.self) { try SignedLinks(keys: ["": Self.key]) }
        let links = try SignedLinks(keys: ["2026-11": Self.key, "2026-10": Self.otherKey])
        var dumped = ""
        dump(links, to: &dumped)
        for text in [links.description, String(reflecting: links), dumped] {
            #expect(text.contains("2026-10") && !text.contains("7, 7") && !text.contains("31"), "\(text)")
        }
    }

    @Test("signing refuses what it cannot sign: an unreadable URL, a link signed already, a repeated parameter")
    func signingRefusals() throws {
        #expect(throws: NavigationError.self) { try Self.sign("no scheme") }
        #expect(throws: NavigationError.self) { try Self.sign(try Self.sign(Self.magic)) }
        #expect(throws: NavigationError.self) { try Self.sign(Self.magic + "&token=again") }
        #expect(throws: NavigationError.self) { try Self.sign(Self.magic, nonce: "") }
        #expect(throws: NavigationError.self) { try Self.sign(Self.magic, key: [1, 2, 3]) }
    }

    @Test("the in-memory store forgets a nonce when its link expires")
    func memoryNoncesExpire() async {
        let clock = Locked(Date(timeIntervalSince1970: 100))
        let store = SignedLinks.MemoryNonces(now: { clock.withLock { $0 } })
        #expect(await store.claim("a", until: Date(timeIntervalSince1970: 200)))
        #expect(await !store.claim("a", until: Date(timeIntervalSince1970: 200)))
        clock.withLock { $0 = Date(timeIntervalSince1970: 200) }
        #expect(await store.claim("a", until: Date(timeIntervalSince1970: 300)))
    }
}

/// A nonce store that never answers and ignores cancellation.
struct NeverAnswers: SignedLinks.NonceStore {
    func claim(_ nonce: String, until expiry: Date) async -> Bool {
        await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
        return true
    }
}
