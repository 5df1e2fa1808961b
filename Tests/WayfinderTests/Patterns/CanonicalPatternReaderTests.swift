import Testing
@_spi(Internals) import WayfinderRouting
import WayfinderTestSupport
@_spi(Internals) import WayfinderTesting

@testable import Wayfinder
@testable import WayfinderRouting

/// The one-pass reader registers most patterns without the full parser and keeps their text
/// as the canonical text. These tests hold it to that: where it reads a pattern, the parser
/// reads the same scheme and segments and writes exactly the text given back; where the
/// parser refuses a pattern, the reader gives up, so errors stay the parser's.
@Suite("Canonical pattern reader", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct CanonicalPatternReaderTests {
    static let configuration = CompiledConfiguration(
        RouterConfiguration().with(
            ParameterConverter("slug") { _ in true }, ParameterConverter("sku2") { _ in true }))
    static var knownTypes: Set<String> { configuration.knownTypeNames }

    /// What the reader read, in the parser's terms.
    struct Reading {
        var scheme: String?
        var segments: [PatternSegment]
        var captures: [CanonicalPatternReader.Capture]
    }

    /// Reads `text` with a fresh reader; `nil` when it gives up.
    static func read(_ text: String) -> Reading? {
        var reader = CanonicalPatternReader()
        return read(text, with: &reader)
    }

    /// Reads `text` with `reader`; `nil` when it gives up.
    static func read(_ text: String, with reader: inout CanonicalPatternReader) -> Reading? {
        let text = text
        return text.withUTF8View { bytes in
            guard reader.read(bytes, configuration: configuration) else { return nil }
            return Reading(
                scheme: reader.scheme.map { string(bytes, $0) }, segments: patternSegments(reader, bytes),
                captures: reader.captures)
        }
    }

    /// The reader's segments as pattern segments: literals from their bytes, and captures
    /// with the names the reader recorded for them and the types their edges stand for.
    static func patternSegments(_ reader: CanonicalPatternReader, _ bytes: BufferView<UInt8>) -> [PatternSegment] {
        var captures = reader.captures.makeIterator()
        let segments = reader.segments.enumerated().map { position, segment -> PatternSegment in
            switch segment {
            case .literal(let range): return .literal(string(bytes, range))
            case .edge(.wildcard): return .wildcard
            case .edge(.anyRest): return .anyRest
            case .edge(let kind):
                guard let capture = captures.next() else {
                    Issue.record("segment \(position) captures, but the reader recorded no capture for it")
                    return .wildcard
                }
                #expect(capture.position == position)
                #expect(capture.isRest == (kind == .pathRest))
                let name = string(bytes, capture.name)
                switch kind {
                case .pathRest: return .rest(name: name)
                case .typed(let slot): return .capture(name: name, type: type(ofSlot: slot))
                default: return .capture(name: name, type: .string)
                }
            }
        }
        #expect(captures.next() == nil, "every capture the reader recorded stands for a capturing segment")
        return segments
    }

    static func type(ofSlot slot: Int) -> ParameterType {
        switch slot {
        case CompiledConfiguration.Slot.int: .int
        case CompiledConfiguration.Slot.double: .double
        case CompiledConfiguration.Slot.uuid: .uuid
        default: configuration.custom[slot - CompiledConfiguration.Slot.firstCustom].type
        }
    }

    static func string(_ bytes: BufferView<UInt8>, _ range: Range<Int>) -> String {
        bytes.slice(range).decoded()
    }

    /// Checks that what the reader gives for `text` is what the parser gives, and that `text`
    /// is the parsed pattern's canonical text.
    static func expectAgreesWithParser(
        _ text: String, scheme: String?, segments: [PatternSegment], _ context: String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var parser = PatternParser(text, knownTypes: knownTypes)
        guard let parsed = try? parser.parse() else {
            Issue.record("\(context)\(text.debugDescription) was read, but the parser refuses it", sourceLocation: sourceLocation)
            return
        }
        #expect(parsed.scheme == scheme, "\(context)\(text.debugDescription)", sourceLocation: sourceLocation)
        #expect(parsed.segments == segments, "\(context)\(text.debugDescription)", sourceLocation: sourceLocation)
        #expect(parsed.optionalGroups.isEmpty, "\(context)\(text.debugDescription)", sourceLocation: sourceLocation)
        var writer = CanonicalPatternText()
        writer.write(parsed)
        #expect(writer.string == text, "\(context)canonical text of \(text.debugDescription)", sourceLocation: sourceLocation)
    }

    @Test(
        "reads patterns already in canonical form as the parser does",
        arguments: [
            "/", "shop://", "/product", "/product/<int:id>", "/user/<name>/posts/<int:post>", "/a/*/b", "/static/**",
            "/files/<path:rest>", "shop://product/<int:id>", "http://shop.example.com/<uuid:order>", "my-app.v2+x://home",
            "/price/<double:amount>", "/Product/List", "/café/crème", "/a:b/c:", "/v1.2/~user/a-b_c", "/a b/a+b&c=d;e,f!$'()",
            "/item/<slug:s>", "/x/<sku2:code>", "/<_a.b-c>/<Z9>", "shop://a:b",
            "/" + String(repeating: "segment/", count: 20) + "<n>",
        ])
    func readsCanonicalPatterns(_ text: String) throws {
        let read = try #require(Self.read(text), "\(text.debugDescription) was not read")
        Self.expectAgreesWithParser(text, scheme: read.scheme, segments: read.segments)
    }

    @Test(
        "gives up on patterns the parser writes differently or refuses",
        arguments: [
            // Not canonical: the parser reads them, but writes other text.
            "product", "/a//b", "/a/", "//a", "/:id", "/<string:s>", "/<INT:id>", "/<Path:rest>", "/<Slug:s>",
            "SHOP://x", "sHop://x", "shop:x", "shop:/x", "shop:///x", "shop://Host", "shop://café", "/a%20b", "/caf%C3%A9",
            "/a[/b]", "/a[/<b>[/<c>]]",
            // Refused by the parser, which names the mistake.
            "", "/<a>/<a>", "/**/x", "/<path:a>/b", "/a*", "/*a", "/***", "/<x", "/x>", "/<int:>", "/<>", "/<1x>", "/<a:b:c>",
            "/<unknown:x>", "/<:x>", "/a?b", "/a#b", "/a]", "/a[", "/a\u{01}b", "/a\u{7F}", "1shop://x", "my_app://x",
            "/<a>x", "/x<a>", "/%zz", "/a%2",
        ])
    func givesUp(_ text: String) {
        #expect(Self.read(text) == nil)
    }

    @Test("a reader reused for many patterns keeps nothing of the one before")
    func reuse() throws {
        var reader = CanonicalPatternReader()
        let first = Self.read("shop://a/<int:id>/b", with: &reader)
        let second = Self.read("/a//b", with: &reader)
        let third = try #require(Self.read("/c/<id>", with: &reader))
        #expect(first != nil && second == nil)
        #expect(third.scheme == nil)
        #expect(third.segments == [.literal("c"), .capture(name: "id", type: .string)])
        #expect(third.captures == [CanonicalPatternReader.Capture(position: 1, isRest: false, name: 4..<6)])
    }

    /// Pieces that random patterns are made of: canonical and not, valid and not.
    static let heads = ["/", "", "shop://", "SHOP://", "shop:", "shop:///", "http://", "my_app://", "1x://", "a+b.c-d://"]
    static let pieces = [
        "product", "Product", "a-b_c.d", "v1", "café", "ÉTÉ", "a:b", ":id", ":x", "%41", "%2F", "%zz", "%", "*", "**", "a*",
        "<id>", "<int:id>", "<INT:id>", "<double:d>", "<uuid:u>", "<path:rest>", "<Path:rest>", "<string:s>", "<slug:s>",
        "<Slug:t>", "<bad:s>", "<>", "<int:>", "<1x>", "<id", "id>", "a?b", "a#b", "[", "]", "[/opt]", "[/<opt>]", "",
        " ", "a b", "\t", "<a.b-c>", "<id>x", "x<id>", "<sku2:k>", "<:n>", "<a:b:c>", "~", "a\u{7F}",
    ]

    /// Pieces of canonical patterns, which make up half of the random patterns so that many
    /// are read.
    static let canonicalHeads = ["/", "shop://"]
    static let canonicalPieces = [
        "product", "Product", "a-b_c.d", "v1", "café", "a:b", "*", "**", "<id>", "<int:id>", "<double:d>", "<uuid:u>",
        "<path:rest>", "<slug:s>", "<a.b-c>", "<sku2:k>", "~", "a b",
    ]

    static func randomPattern(using random: inout SeededRandom) -> String {
        let canonical = Bool.random(using: &random)
        let count = Int.random(in: 0...5, using: &random)
        let segments = (0..<count).map { _ in (canonical ? canonicalPieces : pieces).randomElement(using: &random)! }
        var text = (canonical ? canonicalHeads : heads).randomElement(using: &random)! + segments.joined(separator: "/")
        if Int.random(in: 0..<8, using: &random) == 0 { text += "/" }
        return text
    }

    @Test("on random patterns, what the reader reads the parser reads the same, with the same text")
    func randomPatternsAgree() {
        var random = SeededRandom(seed: 0x5EED_CA11)
        var readCount = 0
        for iteration in 0..<5_000 {
            let text = Self.randomPattern(using: &random)
            guard let read = Self.read(text) else { continue }
            readCount += 1
            Self.expectAgreesWithParser(text, scheme: read.scheme, segments: read.segments, "#\(iteration): ")
        }
        // Enough patterns are read for the agreement to mean something.
        #expect(readCount > 1_000)
    }

    @Test("registering through the reader records what registering the parsed pattern records")
    func sameRecords() throws {
        let configuration = Self.configuration
        var read = RouteTableBuilder<Int>(configuration: configuration)
        var parsed = RouteTableBuilder<Int>(configuration: configuration)
        var random = SeededRandom(seed: 0xB0B)
        var registered = 0
        for iteration in 0..<5_000 {
            let text = Self.randomPattern(using: &random)
            let readID = Result { () throws(RoutingError) in try read.register(text, to: iteration) }
            let pattern: RoutePattern
            do {
                var parser = PatternParser(text, knownTypes: configuration.knownTypeNames)
                pattern = try parser.parse()
            } catch {
                // Refused by the parser: registering the text gives the parser's error.
                guard case .failure(let failure) = readID else {
                    Issue.record("#\(iteration): \(text.debugDescription) registered, but the parser refuses it")
                    continue
                }
                #expect(failure == error, "#\(iteration): \(text.debugDescription)")
                #expect(failure.description == error.description)
                continue
            }
            let parsedID = Result { () throws(RoutingError) in try parsed.register(pattern, to: iteration) }
            switch (readID, parsedID) {
            case (.success(let left), .success(let right)):
                registered += 1
                #expect(left == right)
            case (.failure(let left), .failure(let right)):
                // A conflict with an equivalent pattern registered before.
                #expect(left.code == right.code && left.conflictingPatterns == right.conflictingPatterns, "#\(iteration)")
            default:
                Issue.record("#\(iteration): \(text.debugDescription) gave \(readID) and \(parsedID)")
            }
        }
        #expect(registered > 100)
        #expect(read.records.bytes == parsed.records.bytes)
        #expect(read.records.capturingVariants == parsed.records.capturingVariants)
        #expect(read.routes.map(\.pattern) == parsed.routes.map(\.pattern))
    }
}
