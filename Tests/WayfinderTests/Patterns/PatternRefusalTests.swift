import Testing
import WayfinderTestSupport

@testable import Wayfinder
@_spi(Internals) @testable import WayfinderRouting

/// What parsing one pattern must give: the canonical text, or a refusal with its column.
enum PatternOutcome: Sendable, CustomTestStringConvertible {
    case parses(String)
    case refused(ErrorCode, column: Int)

    var testDescription: String {
        switch self {
        case .parses(let canonical): "parses as \(canonical)"
        case .refused(let code, let column): "refused with \(code) at column \(column)"
        }
    }

    /// Parses `text` and checks the outcome, recording failures at the caller.
    static func check(_ text: String, _ expected: PatternOutcome, sourceLocation: SourceLocation = #_sourceLocation) {
        let parsed: RoutePattern
        do {
            parsed = try RoutePattern(text)
        } catch {
            switch expected {
            case .parses(let canonical):
                Issue.record(
                    "\(text.debugDescription) should parse as \(canonical) but was refused: \(error)",
                    sourceLocation: sourceLocation)
            case .refused(let code, let column):
                #expect(error.code == code, "\(text.debugDescription): \(error.message)", sourceLocation: sourceLocation)
                #expect(error.column == column, "\(text.debugDescription): \(error.message)", sourceLocation: sourceLocation)
                #expect(error.pattern == text, sourceLocation: sourceLocation)
                #expect(!error.message.isEmpty, sourceLocation: sourceLocation)
            }
            return
        }
        switch expected {
        case .parses(let canonical):
            #expect(parsed.description == canonical, "\(text.debugDescription)", sourceLocation: sourceLocation)
        case .refused(let code, let column):
            Issue.record(
                "\(text.debugDescription) should be refused with \(code) at column \(column) but parsed as \(parsed)",
                sourceLocation: sourceLocation)
        }
    }

    /// The refusal of a pattern that must not parse, or `nil` after recording an issue.
    static func refusal(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> RoutingError? {
        do {
            let pattern = try RoutePattern(text)
            Issue.record("\(text.debugDescription) should be refused but parsed as \(pattern)", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }
}

@Suite("Pattern errors", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct PatternRefusalTests {
    // MARK: One table per rule: rows that parse and rows that are refused

    @Test(
        "a capture needs a name",
        arguments: [
            ("/<id>", PatternOutcome.parses("/<id>")),
            ("/:id", .parses("/<id>")),
            ("/<int:id>", .parses("/<int:id>")),
            ("/<path:p>", .parses("/<path:p>")),
            ("shop://product/<int:>", .refused(.missingCaptureName, column: 21)),
            ("/<>", .refused(.missingCaptureName, column: 3)),
            ("/<int:>", .refused(.missingCaptureName, column: 7)),
            ("/<string:>", .refused(.missingCaptureName, column: 10)),
            ("/<path:>", .refused(.missingCaptureName, column: 8)),
            ("/user/:", .refused(.missingCaptureName, column: 8)),
            ("/:/x", .refused(.missingCaptureName, column: 3)),
        ])
    func captureNeedsName(text: String, outcome: PatternOutcome) {
        PatternOutcome.check(text, outcome)
    }

    @Test(
        "a capture name starts with a letter or '_' and holds letters, digits, '_', '-', '.'",
        arguments: [
            ("/<_x>", PatternOutcome.parses("/<_x>")),
            ("/<a-b.c_9>", .parses("/<a-b.c_9>")),
            ("/:A1", .parses("/<A1>")),
            ("/<1a>", .refused(.invalidCaptureName, column: 3)),
            ("/<a b>", .refused(.invalidCaptureName, column: 3)),
            ("/:1a", .refused(.invalidCaptureName, column: 3)),
            ("/<int:a:b>", .refused(.invalidCaptureName, column: 7)),
            ("/<int:9>", .refused(.invalidCaptureName, column: 7)),
            ("/<a%20b>", .refused(.invalidCaptureName, column: 3)),
            ("/<-a>", .refused(.invalidCaptureName, column: 3)),
            ("/<é>", .refused(.invalidCaptureName, column: 3)),
        ])
    func captureNameCharacters(text: String, outcome: PatternOutcome) {
        PatternOutcome.check(text, outcome)
    }

    @Test(
        "a type name is made of name characters",
        arguments: [
            ("/<slug:s>", PatternOutcome.parses("/<slug:s>")),
            ("/<hex-color.v2:c>", .parses("/<hex-color.v2:c>")),
            ("/<:x>", .refused(.unknownParameterType, column: 3)),
            ("/<a b:x>", .refused(.unknownParameterType, column: 3)),
            ("/a/<int?:x>", .refused(.unknownParameterType, column: 5)),
        ])
    func typeNameCharacters(text: String, outcome: PatternOutcome) {
        PatternOutcome.check(text, outcome)
    }

    @Test(
        "'<' must be closed by '>' within the segment",
        arguments: [
            ("/<id>/x", PatternOutcome.parses("/<id>/x")),
            ("/<id", .refused(.unterminatedCapture, column: 2)),
            ("/<id/x>", .refused(.unterminatedCapture, column: 2)),
            ("/a/<int:id", .refused(.unterminatedCapture, column: 4)),
            ("/<id[/x]>", .refused(.unterminatedCapture, column: 2)),
        ])
    func unterminatedCapture(text: String, outcome: PatternOutcome) {
        PatternOutcome.check(text, outcome)
    }

    @Test(
        "a capture is a whole segment",
        arguments: [
            ("/<id>/x", PatternOutcome.parses("/<id>/x")),
            ("/%3Cid%3Ex", .parses("/%3Cid%3Ex")),
            ("/a:b", .parses("/a:b")),
            ("/<id>x", .refused(.captureNotWholeSegment, column: 6)),
            ("/x<id>", .refused(.captureNotWholeSegment, column: 3)),
            ("/:id>", .refused(.captureNotWholeSegment, column: 5)),
            ("/a>b", .refused(.captureNotWholeSegment, column: 3)),
            ("/<a<b>", .refused(.captureNotWholeSegment, column: 4)),
            ("/<int:id>.json", .refused(.captureNotWholeSegment, column: 10)),
            ("/:a<b", .refused(.captureNotWholeSegment, column: 4)),
            ("/a/x:<y>", .refused(.captureNotWholeSegment, column: 6)),
        ])
    func captureWholeSegment(text: String, outcome: PatternOutcome) {
        PatternOutcome.check(text, outcome)
    }

    @Test(
        "'*' and '**' are whole segments",
        arguments: [
            ("/*/x", PatternOutcome.parses("/*/x")),
            ("/a/**", .parses("/a/**")),
            ("/a%2A", .parses("/a%2A")),
            ("/a*", .refused(.wildcardNotWholeSegment, column: 3)),
            ("/*a", .refused(.wildcardNotWholeSegment, column: 2)),
            ("/***", .refused(.wildcardNotWholeSegment, column: 2)),
            ("/files/**.txt", .refused(.wildcardNotWholeSegment, column: 8)),
        ])
    func wildcardWholeSegment(text: String, outcome: PatternOutcome) {
        PatternOutcome.check(text, outcome)
    }

    @Test(
        "a rest capture or '**' stands only last",
        arguments: [
            ("/files/<path:p>", PatternOutcome.parses("/files/<path:p>")),
            ("/files/**", .parses("/files/**")),
            ("/files/**/", .parses("/files/**")),
            ("/a[/**]", .parses("/a[/**]")),
            ("/a[/b/<path:p>]", .parses("/a[/b/<path:p>]")),
            ("/**/x", .refused(.restNotLast, column: 2)),
            ("/a/**/b", .refused(.restNotLast, column: 4)),
            ("/<path:p>/x", .refused(.restNotLast, column: 2)),
            ("/**/<path:p>", .refused(.restNotLast, column: 2)),
            ("/<path:p>[/x]", .refused(.restNotLast, column: 10)),
            ("/a[/**/b]", .refused(.restNotLast, column: 5)),
            ("/a[/**[/b]]", .refused(.restNotLast, column: 7)),
            ("/files[/<path:rest>][/x]", .refused(.restNotLast, column: 21)),
            ("/a[/b[/**]][/c]", .refused(.restNotLast, column: 12)),
        ])
    func restLast(text: String, outcome: PatternOutcome) {
        PatternOutcome.check(text, outcome)
    }

    @Test(
        "brackets balance",
        arguments: [
            ("/a[/b]", PatternOutcome.parses("/a[/b]")),
            ("/a[/b[/c]]", .parses("/a[/b[/c]]")),
            ("/a[/b", .refused(.unbalancedBracket, column: 3)),
            ("/a[", .refused(.unbalancedBracket, column: 3)),
            ("/a/b]", .refused(.unbalancedBracket, column: 5)),
            ("/a[/b]]", .refused(.unbalancedBracket, column: 7)),
            ("/a[/b[/c]", .refused(.unbalancedBracket, column: 3)),
            ("]", .refused(.unbalancedBracket, column: 1)),
        ])
    func bracketsBalance(text: String, outcome: PatternOutcome) {
        PatternOutcome.check(text, outcome)
    }

    @Test(
        "an optional tail starts with '/'",
        arguments: [
            ("/search[/<query>]", PatternOutcome.parses("/search[/<query>]")),
            ("/a[b]", .refused(.optionalGroupWithoutSlash, column: 4)),
            ("/a[]", .refused(.optionalGroupWithoutSlash, column: 4)),
            ("/search[<query>]", .refused(.optionalGroupWithoutSlash, column: 9)),
            ("/a[/b][c]", .refused(.optionalGroupWithoutSlash, column: 8)),
        ])
    func groupStartsWithSlash(text: String, outcome: PatternOutcome) {
        PatternOutcome.check(text, outcome)
    }

    @Test(
        "an optional tail holds at least one segment",
        arguments: [
            ("/a[/b]", PatternOutcome.parses("/a[/b]")),
            ("/a[/]", .refused(.emptyOptionalGroup, column: 3)),
            ("/a[//]", .refused(.emptyOptionalGroup, column: 3)),
            ("/a[/b][/]", .refused(.emptyOptionalGroup, column: 7)),
            ("/a[/b[/]]", .refused(.emptyOptionalGroup, column: 6)),
        ])
    func groupNotEmpty(text: String, outcome: PatternOutcome) {
        PatternOutcome.check(text, outcome)
    }

    @Test(
        "optional tails stand only at the end",
        arguments: [
            ("/a[/b][/c]", PatternOutcome.parses("/a[/b][/c]")),
            ("/a[/b[/c]]", .parses("/a[/b[/c]]")),
            ("/a[/b]/c", .refused(.optionalGroupNotAtEnd, column: 7)),
            ("/a[/b]c", .refused(.optionalGroupNotAtEnd, column: 7)),
            ("/a[/b[/c]/d]", .refused(.optionalGroupNotAtEnd, column: 10)),
            ("[/a]/b", .refused(.optionalGroupNotAtEnd, column: 5)),
            ("/a[/b] ", .refused(.optionalGroupNotAtEnd, column: 7)),
        ])
    func groupAtEnd(text: String, outcome: PatternOutcome) {
        PatternOutcome.check(text, outcome)
    }

    @Test(
        "'?' and '#' are not part of a pattern, except percent-encoded",
        arguments: [
            ("/a%3Fb", PatternOutcome.parses("/a%3Fb")),
            ("/a%23b", .parses("/a%23b")),
            ("/a?b", .refused(.reservedCharacter, column: 3)),
            ("/a#b", .refused(.reservedCharacter, column: 3)),
            ("/search?q=<q>", .refused(.reservedCharacter, column: 8)),
            ("/?", .refused(.reservedCharacter, column: 2)),
            ("/page#top", .refused(.reservedCharacter, column: 6)),
        ])
    func reservedCharacters(text: String, outcome: PatternOutcome) {
        PatternOutcome.check(text, outcome)
    }

    @Test(
        "percent-encoding is two hex digits that decode to UTF-8",
        arguments: [
            ("/a%2Fb", PatternOutcome.parses("/a%2Fb")),
            ("/%C3%A9", .parses("/é")),
            ("/%e2%9c%93", .parses("/✓")),
            ("/a%", .refused(.malformedPercentEncoding, column: 3)),
            ("/a%4", .refused(.malformedPercentEncoding, column: 3)),
            ("/a%zz", .refused(.malformedPercentEncoding, column: 3)),
            ("/ok/x%g1", .refused(.malformedPercentEncoding, column: 6)),
            ("/%E2%28", .refused(.malformedPercentEncoding, column: 2)),
            ("/%80", .refused(.malformedPercentEncoding, column: 2)),
            ("/ab%C3%A9%FF", .refused(.malformedPercentEncoding, column: 10)),
            ("/é%A9", .refused(.malformedPercentEncoding, column: 3)),
        ])
    func percentEncoding(text: String, outcome: PatternOutcome) {
        PatternOutcome.check(text, outcome)
    }

    @Test(
        "capture names are unique across the pattern and its tails",
        arguments: [
            ("/<a>/<b>", PatternOutcome.parses("/<a>/<b>")),
            ("/<id>/<ID>", .parses("/<id>/<ID>")),
            ("/<a>[/<b>][/<c>]", .parses("/<a>[/<b>][/<c>]")),
            ("/<a>/<a>", .refused(.duplicateCaptureName, column: 7)),
            ("/<a>/:a", .refused(.duplicateCaptureName, column: 7)),
            ("/<a>/<int:a>", .refused(.duplicateCaptureName, column: 11)),
            ("/<a>[/<a>]", .refused(.duplicateCaptureName, column: 8)),
            ("/<a>/<path:a>", .refused(.duplicateCaptureName, column: 12)),
            ("/x[/<a>][/<a>]", .refused(.duplicateCaptureName, column: 12)),
        ])
    func uniqueNames(text: String, outcome: PatternOutcome) {
        PatternOutcome.check(text, outcome)
    }

    @Test(
        "control characters are refused, raw anywhere; columns count characters",
        arguments: [
            ("/a%0Ab", PatternOutcome.parses("/a%0Ab")),
            ("/a b", .parses("/a b")),
            ("/a\nb", .refused(.controlCharacter, column: 3)),
            ("\t/a", .refused(.controlCharacter, column: 1)),
            ("/a\u{7F}", .refused(.controlCharacter, column: 3)),
            ("/a\u{0}", .refused(.controlCharacter, column: 3)),
            ("/é\n", .refused(.controlCharacter, column: 3)),
            ("shop://a\r/b", .refused(.controlCharacter, column: 9)),
        ])
    func controlCharacters(text: String, outcome: PatternOutcome) {
        PatternOutcome.check(text, outcome)
    }

    @Test(
        "an empty pattern is refused; the root is '/'",
        arguments: [
            ("/", PatternOutcome.parses("/")),
            ("", .refused(.emptyPattern, column: 1)),
        ])
    func emptyPattern(text: String, outcome: PatternOutcome) {
        PatternOutcome.check(text, outcome)
    }

    @Test(
        "a scheme starts with a letter and holds letters, digits, '+', '-', '.'",
        arguments: [
            ("shop://x", PatternOutcome.parses("shop://x")),
            ("a+b.c-d://x", .parses("a+b.c-d://x")),
            ("/a://b", .parses("/a:/b")),
            ("1shop://x", .refused(.invalidScheme, column: 1)),
            ("my_app://x", .refused(.invalidScheme, column: 3)),
            ("sh op://x", .refused(.invalidScheme, column: 3)),
            ("://x", .refused(.invalidScheme, column: 1)),
        ])
    func schemeCharacters(text: String, outcome: PatternOutcome) {
        PatternOutcome.check(text, outcome)
    }

    @Test(
        "optional tails expand to at most 64 variants",
        arguments: [
            ("/a" + String(repeating: "[/b]", count: 6), PatternOutcome.parses("/a" + String(repeating: "[/b]", count: 6))),
            ("/a" + String(repeating: "[/b]", count: 7), .refused(.tooManyVariants, column: 3)),
            (
                "/a" + String(repeating: "[/b", count: 63) + String(repeating: "]", count: 63),
                .parses("/a" + String(repeating: "[/b", count: 63) + String(repeating: "]", count: 63))
            ),
            (
                "/a" + String(repeating: "[/b", count: 64) + String(repeating: "]", count: 64),
                .refused(.tooManyVariants, column: 3)
            ),
            ("/a/<x>" + String(repeating: "[/b][/c]", count: 4), .refused(.tooManyVariants, column: 7)),
        ])
    func variantLimit(text: String, outcome: PatternOutcome) {
        PatternOutcome.check(text, outcome)
    }

    // MARK: Unknown converters

    @Test("a router refuses a type it has no converter for, with the column")
    func unknownConverter() throws {
        let router = Router<Int>()
        do {
            try router.register("shop://item/<sku:code>", to: 1)
            Issue.record("an unknown type was registered")
        } catch {
            let patternError = error
            #expect(patternError.code == .unknownParameterType)
            #expect(patternError.column == 14)
            #expect(patternError.message == "unknown parameter type 'sku'; register a converter with that name")
        }

        let known = Router<Int>(configuration: RouterConfiguration().with(ParameterConverter("SKU") { $0.count == 3 }))
        try known.register("shop://item/<sku:code>", to: 1)
        try known.register("shop://other/<Sku:code>", to: 2)
        #expect(known.match("shop://item/abc")?.target == 1)
        #expect(known.match("shop://item/abcd") == nil)
    }

    @Test("built-in types need no converter", arguments: ["int", "double", "uuid", "string", "path", "INT"])
    func builtInTypesKnown(type: String) throws {
        let router = Router<Int>()
        try router.register("/x/<\(type):value>", to: 1)
        #expect(router.routes.count == 1)
    }

    // MARK: Diagnostics

    @Test(
        "diagnostics read like a compiler's, with a caret under the column",
        arguments: [
            (
                "shop://product/<int:>", "<pattern 1>", 1,
                """
                <pattern 1>:1:21: error: a capture needs a name after 'int:'
                shop://product/<int:>
                                    ^
                """
            ),
            (
                "/<>", "<pattern 1>", 1,
                """
                <pattern 1>:1:3: error: a capture needs a name between '<' and '>'
                /<>
                  ^
                """
            ),
            (
                "/user/:", "<pattern 1>", 1,
                """
                <pattern 1>:1:8: error: a capture needs a name after ':'
                /user/:
                       ^
                """
            ),
            (
                "/files/**/more", "routes.txt", 12,
                """
                routes.txt:12:8: error: a rest capture ('**') must be the last segment
                /files/**/more
                       ^
                """
            ),
            (
                "/files/<path:p>/x", "routes.txt", 3,
                """
                routes.txt:3:8: error: a rest capture ('<path:p>') must be the last segment
                /files/<path:p>/x
                       ^
                """
            ),
            (
                "/files/<path:p>[/x]", "<pattern>", 1,
                """
                <pattern>:1:16: error: a rest capture must be the last segment; no optional tail may follow it
                /files/<path:p>[/x]
                               ^
                """
            ),
            (
                "/search[/<q>", "<pattern>", 1,
                """
                <pattern>:1:8: error: '[' is never closed
                /search[/<q>
                       ^
                """
            ),
            (
                "/search/<q>]", "<pattern>", 1,
                """
                <pattern>:1:12: error: ']' has no matching '['
                /search/<q>]
                           ^
                """
            ),
            (
                "/search[<q>]", "<pattern>", 1,
                """
                <pattern>:1:9: error: an optional tail starts with '/', as in '[/<name>]'
                /search[<q>]
                        ^
                """
            ),
            (
                "/a[/]", "<pattern>", 1,
                """
                <pattern>:1:3: error: an optional tail needs at least one segment
                /a[/]
                  ^
                """
            ),
            (
                "/a[/b]/c", "<pattern>", 1,
                """
                <pattern>:1:7: error: optional tails stand only at the end of a pattern
                /a[/b]/c
                      ^
                """
            ),
            (
                "/<id>.json", "<pattern>", 1,
                """
                <pattern>:1:6: error: a capture must be a whole segment; nothing may follow '>' before '/'
                /<id>.json
                     ^
                """
            ),
            (
                "/file*", "<pattern>", 1,
                """
                <pattern>:1:6: error: '*' and '**' must be whole segments
                /file*
                     ^
                """
            ),
            (
                "/a?b", "<pattern>", 1,
                """
                <pattern>:1:3: error: a pattern matches the path only; write '%3F' or '%23' for a literal '?' or '#'
                /a?b
                  ^
                """
            ),
            (
                "/a%zz", "<pattern>", 1,
                """
                <pattern>:1:3: error: '%' must be followed by two hexadecimal digits
                /a%zz
                  ^
                """
            ),
            (
                "/ok%E2%28", "<pattern>", 1,
                """
                <pattern>:1:4: error: percent-encoded bytes do not form valid UTF-8
                /ok%E2%28
                   ^
                """
            ),
            (
                "/<id>/<int:id>", "<pattern>", 1,
                """
                <pattern>:1:12: error: the capture name 'id' is used twice
                /<id>/<int:id>
                           ^
                """
            ),
            (
                "/<a b:x>", "<pattern>", 1,
                """
                <pattern>:1:3: error: 'a b' is not a parameter type name; write '<int:name>' or '<name>'
                /<a b:x>
                  ^
                """
            ),
            (
                "/<1st>", "<pattern>", 1,
                """
                <pattern>:1:3: error: a capture name starts with a letter or '_' and holds only letters, digits, '_', '-' and '.'
                /<1st>
                  ^
                """
            ),
            (
                "/<id", "<pattern>", 1,
                """
                <pattern>:1:2: error: '<' is never closed by '>'
                /<id
                 ^
                """
            ),
            (
                "my_app://x", "<pattern>", 1,
                """
                <pattern>:1:3: error: a scheme starts with a letter and holds only letters, digits, '+', '-' and '.'
                my_app://x
                  ^
                """
            ),
            (
                "/café/<int:>", "<pattern>", 1,
                """
                <pattern>:1:12: error: a capture needs a name after 'int:'
                /café/<int:>
                           ^
                """
            ),
            (
                "/a" + String(repeating: "[/b]", count: 7), "<pattern>", 1,
                """
                <pattern>:1:3: error: the optional tails expand to more than 64 variants
                /a[/b][/b][/b][/b][/b][/b][/b]
                  ^
                """
            ),
            (
                "", "<pattern>", 1,
                """
                <pattern>:1:1: error: a pattern cannot be empty; write '/' for the root

                ^
                """
            ),
        ])
    func diagnostic(text: String, file: String, line: Int, expected: String) {
        guard let error = PatternOutcome.refusal(text) else { return }
        #expect(error.diagnostic(file: file, line: line).description == expected)
    }

    @Test("a control character is shown as a visible symbol so the caret stays on its line")
    func controlCharacterDiagnostic() {
        guard let error = PatternOutcome.refusal("/a\nb\t") else { return }
        #expect(
            error.diagnostic().description == """
                <pattern>:1:3: error: a pattern cannot contain control characters
                /a\u{240A}b\u{2409}
                  ^
                """)
        #expect(error.pattern == "/a\nb\t")
    }

    @Test("the diagnostic carries the location and message as values")
    func diagnosticValues() {
        guard let error = PatternOutcome.refusal("/a[/b") else { return }
        let diagnostic = error.diagnostic(file: "Routes.swift", line: 40)
        #expect(diagnostic.file == "Routes.swift")
        #expect(diagnostic.line == 40)
        #expect(diagnostic.column == 3)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == "'[' is never closed")
        #expect(diagnostic.sourceLine == "/a[/b")
    }

    @Test("the error describes itself with the pattern and column")
    func errorDescription() {
        guard let error = PatternOutcome.refusal("/a?b") else { return }
        #expect(error.code == .reservedCharacter)
        #expect(error.code.description == "reservedCharacter")
        #expect(error.pattern == "/a?b")
        #expect(error.message == "a pattern matches the path only; write '%3F' or '%23' for a literal '?' or '#'")
        #expect(
            error.description
                == "invalid pattern '/a?b' at column 3: a pattern matches the path only; write '%3F' or '%23' for a literal '?' or '#'"
        )
    }
}
