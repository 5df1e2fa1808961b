import Testing
import WayfinderManifest
import WayfinderTestSupport

@testable import WayfinderRouting

/// Diagnostics into a long line (a minified manifest) quote a window around the column.
@Suite("Source lines for diagnostics", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct SourceLinesTests {
    @Test("a short line is quoted whole, the caret under the column")
    func shortLine() {
        let issue = ManifestIssue(file: "a.json", mark: SourceMark(line: 2, column: 5), key: "k", message: "m")
        let text = issue.diagnostic(source: "{\n  \"x\": 1\n}").description
        #expect(text.hasSuffix("\n  \"x\": 1\n    ^"), "\(text)")
    }

    @Test(
        "a long line is quoted as a window around the column, the caret on the same character",
        arguments: [1, 50, 61, 500, 9_990, 10_000])
    func longLine(column: Int) throws {
        // Every character says where it is (its column modulo 10), so the caret can be checked.
        let line = String((1...10_000).map { Character(String($0 % 10)) })
        let issue = ManifestIssue(file: "min.json", mark: SourceMark(line: 1, column: column), key: "k", message: "m")
        let lines = issue.diagnostic(source: line).description.split(separator: "\n", omittingEmptySubsequences: false)
        let quoted = lines[1]
        let caret = lines[2]
        #expect(quoted.count <= SourceLines.windowWidth + 2, "quoted \(quoted.count) characters")
        let caretAt = caret.count - 1
        let under = quoted[quoted.index(quoted.startIndex, offsetBy: caretAt)]
        #expect(under == Character(String(column % 10)), "column \(column): the caret is under '\(under)' in \(quoted)")
        #expect(lines[0].hasPrefix("min.json:1:\(column): "), "the header keeps the real column")
    }
}
