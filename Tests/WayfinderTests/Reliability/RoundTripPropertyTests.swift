import Testing
@_spi(Internals) import WayfinderRouting
import WayfinderTestSupport
@_spi(Internals) import WayfinderTesting

@testable import Wayfinder
@testable import WayfinderRouting

/// Properties checked over seeded random inputs: reverse routing round-trips, reading is
/// deterministic, and normalising is idempotent. A failure names its seed and input.
@Suite("Round-trip properties", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct RoundTripPropertyTests {
    static let seed: UInt64 = 0xC0FFEE
    static let iterations = 2_000

    static let patterns = [
        "/", "/product/<int:id>", "/product/<int:id>/reviews[/<int:page>]", "/product/<name>",
        "/category/<category>/<uuid:item>", "/price/<double:amount>", "/files/<path:rest>", "/files/readme",
        "/search[/<query>[/<int:page>]]", "/a%2Fb/<x>", "/caf%C3%A9/<y>", "/user/<id>/settings", "/user/me/settings",
        "shop://admin/<path:section>", "app://only/<string:s>", "/tags[/<a>][/<b>]", "/x/<int:n>/<double:d>/<uuid:u>",
    ]

    /// Values a capture of each type may take, hostile ones included.
    static func value(for type: ParameterType?, using random: inout SeededRandom) -> String {
        switch type {
        case .int?: return String(Int.random(in: Int.min...Int.max, using: &random))
        case .double?: return String(Double.random(in: -1e12...1e12, using: &random))
        case .uuid?:
            let hex = Array("0123456789abcdefABCDEF")
            let groups = [8, 4, 4, 4, 12].map { count in String((0..<count).map { _ in hex.randomElement(using: &random)! }) }
            return groups.joined(separator: "-")
        default:
            let alphabet = Array("aZ09 -_.~!$&'()*+,;=:@/?#[]%\\\"<>^`{|}éü漢🙂\u{200B}\t")
            let length = Int.random(in: 1...12, using: &random)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &random)! })
            return text
        }
    }

    @Test("for every route, matching the URL built for it gives it back, with its values")
    func reverseRoutingRoundTrips() throws {
        let router = Router<Int>(
            configuration: RouterConfiguration(schemes: ["shop", "app"], universalLinkHosts: ["shop.example.com"]))
        var ids: [Int] = []
        for (index, pattern) in Self.patterns.enumerated() { ids.append(try router.register(pattern, to: index)) }
        var random = SeededRandom(seed: Self.seed)
        var built = 0
        for iteration in 0..<Self.iterations {
            let index = iteration % ids.count
            let pattern = try RoutePattern(Self.patterns[index])
            let variant = pattern.variants.randomElement(using: &random)!
            var values: [String: String] = [:]
            for segment in variant {
                switch segment {
                case .capture(let name, let type): values[name] = Self.value(for: type, using: &random)
                case .rest(let name):
                    let parts = (0..<Int.random(in: 1...3, using: &random)).map { _ in Self.value(for: nil, using: &random) }
                    values[name] = parts.joined(separator: "/")
                default: break
                }
            }
            let scheme = pattern.scheme == nil ? ["shop", "https"].randomElement(using: &random) : nil
            let url: String
            do {
                url = try router.url(for: ids[index], parameters: values, scheme: scheme)
            } catch {
                // Documented refusals: a value with a control character cannot be in a path; a
                // rest value of slashes only has no segments; a URL that another route (or
                // another variant: `/tags/<b>` reads back as `<a>`) would take first.
                let restOnlySlashes = variant.contains {
                    if case .rest(let name) = $0 { values[name]!.allSatisfy { $0 == "/" } } else { false }
                }
                let control = values.values.contains { $0.unicodeScalars.contains { $0.value < 0x20 } }
                let documented =
                    error.code == .cannotBuildURL
                    && (control && error.message.contains("control character")
                        || error.message.contains("would match") || error.message.contains("would be read back"))
                #expect(
                    restOnlySlashes || documented,
                    "seed \(Self.seed) #\(iteration): \(pattern) with \(values): \(error)")
                continue
            }
            built += 1
            let match = try #require(router.match(url), "seed \(Self.seed) #\(iteration): \(url) does not match")
            #expect(
                match.route.id == ids[index], "seed \(Self.seed) #\(iteration): \(url) matched \(match.pattern), not \(pattern)")
            for (name, value) in values where match.route.id == ids[index] {
                let expected =
                    variant.contains(.rest(name: name))
                    ? value.split(separator: "/", omittingEmptySubsequences: true).joined(separator: "/") : value
                #expect(
                    match.parameters[name] == expected,
                    "seed \(Self.seed) #\(iteration): \(url) gave \(name) = \(String(describing: match.parameters[name])), built from \(value)"
                )
            }
        }
        #expect(built > Self.iterations / 2, "only \(built) URLs could be built")
    }

    /// Random URL-ish text: delimiters, escapes (good and bad), non-ASCII, controls.
    static func urlText(using random: inout SeededRandom) -> String {
        let schemes = [
            "shop://", "https://shop.example.com", "https://", "app:", "shop:/", "x-y+z.1://", "", "1a://", "HTTP://u:p@h:80",
        ]
        let pieces = [
            "a", "b", "42", "/", "//", "?", "&", "=", "#", "%2F", "%41", "%", "%zz", "%C3%A9", "%E2%28", "%00",
            "%0A", "+", " ", "é", "\u{200B}", "\t", "..", ".", "@", ":", "[::1]", "\\", "~", "product", "search",
        ]
        var text = schemes.randomElement(using: &random)!
        for _ in 0..<Int.random(in: 0...14, using: &random) { text += pieces.randomElement(using: &random)! }
        return text
    }

    @Test("reading a URL twice gives the same answer, and the router agrees with RouteURL")
    func readingIsDeterministic() throws {
        let router = Router<Int>(configuration: RouterConfiguration(universalLinkHosts: ["shop.example.com"]))
        for (index, pattern) in Self.patterns.enumerated() { try router.register(pattern, to: index) }
        var random = SeededRandom(seed: Self.seed &+ 1)
        for iteration in 0..<Self.iterations * 5 {
            let text = Self.urlText(using: &random)
            let first = Result { () throws(RoutingError) in try RouteURL(text) }
            let second = Result { () throws(RoutingError) in try RouteURL(text) }
            #expect(first == second, "seed \(Self.seed &+ 1) #\(iteration): \(text.debugDescription)")
            let resolution = router.resolution(text)
            let again = router.resolution(text)
            switch (first, resolution, again) {
            case (.failure(let error), .refused(let refusal), .refused(let refusalAgain)):
                #expect(error == refusal && refusal == refusalAgain, "#\(iteration): \(text.debugDescription)")
            case (.success, .matched(let match), .matched(let matchAgain)):
                #expect(
                    match.route.id == matchAgain.route.id && match.parameters == matchAgain.parameters
                        && match.query == matchAgain.query && match.fragment == matchAgain.fragment,
                    "#\(iteration): \(text.debugDescription)")
            case (.success, .unmatched, .unmatched):
                break
            default:
                Issue.record(
                    "seed \(Self.seed &+ 1) #\(iteration): \(text.debugDescription) read \(first), resolved \(resolution), then \(again)"
                )
            }
        }
    }

    @Test("normalising is idempotent: a URL rebuilt from what was read reads the same")
    func rebuiltURLsReadTheSame() throws {
        var random = SeededRandom(seed: Self.seed &+ 2)
        var checked = 0
        // About a fifth of the random texts read (web URLs with user information, IP addresses or
        // odd hosts are refused), so seven rounds give more than `iterations` to check.
        for iteration in 0..<Self.iterations * 7 {
            let text = Self.urlText(using: &random)
            guard let url = try? RouteURL(text) else { continue }
            let rebuilt = Self.rebuilt(url)
            let again = try #require(
                try? RouteURL(rebuilt),
                "seed \(Self.seed &+ 2) #\(iteration): \(rebuilt.debugDescription), rebuilt from \(text.debugDescription), is refused"
            )
            #expect(
                again.scheme == url.scheme && again.host == url.host && again.segments == url.segments
                    && again.query == url.query && again.fragment == url.fragment,
                "seed \(Self.seed &+ 2) #\(iteration): \(text.debugDescription) -> \(rebuilt.debugDescription)")
            #expect(Self.rebuilt(again) == rebuilt, "#\(iteration): rebuilding twice differs")
            checked += 1
        }
        #expect(checked > Self.iterations, "only \(checked) URLs read")
    }

    @Test("normalising is idempotent: canonical pattern text parses to the same pattern")
    func canonicalPatternsAreFixedPoints() throws {
        var random = SeededRandom(seed: Self.seed &+ 3)
        let pieces = [
            "a", "B", "<x>", ":y", "<int:n>", "<double:d>", "<uuid:u>", "<string:s>", "*", "%41", "%2F", "é", "a b", "%25",
        ]
        var parsed = 0
        for iteration in 0..<Self.iterations * 2 {
            var text = ["", "/", "Shop://", "app://"].randomElement(using: &random)!
            var names = 0
            for index in 0..<Int.random(in: 1...5, using: &random) {
                var piece = pieces.randomElement(using: &random)!
                // Capture names are unique within a pattern.
                piece = piece.replacingOccurrences(of: "<x>", with: "<x\(names)>").replacingOccurrences(
                    of: ":y", with: ":y\(names)")
                piece = piece.replacingOccurrences(of: ":n>", with: ":n\(names)>").replacingOccurrences(
                    of: ":d>", with: ":d\(names)>")
                piece = piece.replacingOccurrences(of: ":u>", with: ":u\(names)>").replacingOccurrences(
                    of: ":s>", with: ":s\(names)>")
                names += 1
                text += (index == 0 ? "" : "/") + piece
            }
            switch Int.random(in: 0..<4, using: &random) {
            case 0: text += "/<path:rest>"
            case 1: text += "/**"
            case 2: text += "[/<opt>[/<int:deeper>]]"
            default: break
            }
            guard let pattern = try? RoutePattern(text) else { continue }
            parsed += 1
            let canonical = pattern.description
            let again = try #require(
                try? RoutePattern(canonical), "seed \(Self.seed &+ 3) #\(iteration): canonical \(canonical) of \(text) is refused"
            )
            #expect(
                again == pattern && again.description == canonical,
                "seed \(Self.seed &+ 3) #\(iteration): \(text) -> \(canonical) -> \(again)")
        }
        #expect(parsed > Self.iterations / 2)
    }

    /// The URL from its parts: every byte but the unreserved ones percent-encoded; a URL
    /// without an authority rebuilt without one.
    static func rebuilt(_ url: RouteURL) -> String {
        func encode(_ text: String) -> String { PercentEncoding.encodeAllButUnreserved(text) }
        var text = url.scheme + ":"
        var segments = url.segments
        if let host = url.host {
            text += "//" + encode(host)
            if !["http", "https"].contains(url.scheme), !segments.isEmpty { segments.removeFirst() }
            for segment in segments { text += "/" + encode(segment) }
        } else {
            text += "/" + segments.map(encode).joined(separator: "/")
        }
        if !url.query.isEmpty {
            text += "?" + url.query.map { encode($0.name) + "=" + encode($0.value) }.joined(separator: "&")
        }
        if let fragment = url.fragment { text += "#" + encode(fragment) }
        return text
    }
}

extension PercentEncoding {
    /// Test helper: every byte outside `A-Z a-z 0-9 - . _ ~` as `%XX`.
    static func encodeAllButUnreserved(_ text: String) -> String {
        var output = ""
        for byte in text.utf8 {
            if ASCII.isLetter(byte) || ASCII.isDigit(byte)
                || [UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~")].contains(byte)
            {
                output.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                output += "%" + String(byte, radix: 16, uppercase: true).leftPadded
            }
        }
        return output
    }
}

extension String {
    fileprivate var leftPadded: String { count == 1 ? "0" + self : self }
}
