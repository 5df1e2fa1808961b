import Foundation
import Testing
import WayfinderTestSupport

/// Every Swift sample in the README and the DocC articles is code that is compiled: the tests in
/// `Documentation/Samples/` run each sample (and check what its comments say it prints), and the
/// samples that need UIKit or SwiftUI are type-checked for iOS in `Examples/DocumentationSamples/`
/// (`apple-typecheck.sh`; parsed by CI on Linux). A sample is the code between
/// `// sample: <article>` and `// end sample`, unindented; `<article>` is the Markdown file's
/// name without its extension (`README`, `GettingStarted`).
///
/// This suite keeps the two sides equal: a block in an article with no identical sample, or a
/// sample whose article no longer shows it, fails with the article's line. A block's leading
/// `import` lines are left out of the comparison (a sample inside a test function cannot import);
/// the sample's file must import the same modules.
@Suite("Documentation samples are compiled code", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct DocumentationSampleTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A package manifest, or a part of one marked `// Package.swift`, is read by SwiftPM, not
    /// compiled into a test.
    static func isExempt(_ block: String) -> Bool {
        block.hasPrefix("// swift-tools-version") || block.hasPrefix("// Package.swift")
    }

    struct Block: CustomStringConvertible {
        var article: String
        var file: String
        var line: Int
        var code: String
        var imports: [String]
        var description: String { "\(file):\(line)" }
    }

    /// The ```swift blocks of a Markdown file.
    static func blocks(in file: URL) throws -> [Block] {
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let article = file.deletingPathExtension().lastPathComponent
        let relative = String(file.path.dropFirst(root.path.count + 1))
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            guard lines[index] == "```swift" else {
                index += 1
                continue
            }
            let start = index + 1
            var end = start
            while end < lines.count, lines[end] != "```" { end += 1 }
            var body = Array(lines[start..<end])
            var imports: [String] = []
            while let first = body.first, first.hasPrefix("import ") || (first.isEmpty && !imports.isEmpty) {
                if first.hasPrefix("import ") { imports.append(String(first.dropFirst(7))) }
                body.removeFirst()
            }
            blocks.append(
                Block(article: article, file: relative, line: start, code: body.joined(separator: "\n"), imports: imports))
            index = end + 1
        }
        return blocks
    }

    /// The ```swift blocks of a source file's doc comments (`/// ```swift` to `/// ````), named
    /// after the file (`Router`, `Router+TypedRoute`).
    static func docCommentBlocks(in file: URL) throws -> [Block] {
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let article = file.deletingPathExtension().lastPathComponent
        let relative = String(file.path.dropFirst(root.path.count + 1))
        func comment(_ line: String) -> String? {
            guard line.hasPrefix("///") else { return nil }
            return line == "///" ? "" : line.hasPrefix("/// ") ? String(line.dropFirst(4)) : nil
        }
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            guard comment(lines[index]) == "```swift" else {
                index += 1
                continue
            }
            let start = index + 1
            var end = start
            while end < lines.count, let text = comment(lines[end]), text != "```" { end += 1 }
            let body = lines[start..<end].compactMap(comment)
            blocks.append(Block(article: article, file: relative, line: start, code: body.joined(separator: "\n"), imports: []))
            index = end + 1
        }
        return blocks
    }

    /// The source files whose doc comments must show compiled samples: every module's public
    /// API, leaving out files that declare nothing public (package internals) and SPI types
    /// that apps never see.
    static func documentedSources() -> [URL] {
        ["WayfinderRouting", "Wayfinder", "WayfinderManifest", "WayfinderYAML", "WayfinderTesting"]
            .flatMap { files(under: "Sources/\($0)", extension: "swift") }
            .filter { file in
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { return false }
                let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                let declaresPublic = lines.contains { $0.hasPrefix("public ") || $0.hasPrefix("nonisolated public ") }
                let isSPI = lines.contains {
                    $0 == "@_spi(Internals)" || $0.hasPrefix("@_spi(Internals) public struct")
                        || $0.hasPrefix("@_spi(Internals) public enum")
                }
                return declaresPublic && !isSPI
            }
    }

    struct Sample {
        var article: String
        var file: String
        var line: Int
        var code: String
        var fileImports: Set<String>
    }

    /// The marked samples of a Swift file.
    static func samples(in file: URL) throws -> [Sample] {
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let relative = String(file.path.dropFirst(root.path.count + 1))
        let fileImports = Set(
            lines.compactMap { line -> String? in
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { return nil }
                return words[..<index].allSatisfy { $0.hasPrefix("@") } ? String(words[index + 1]) : nil
            })
        var samples: [Sample] = []
        var index = 0
        while index < lines.count {
            let marker = lines[index].trimmingCharacters(in: .whitespaces)
            guard marker.hasPrefix("// sample: ") else {
                index += 1
                continue
            }
            let article = String(marker.dropFirst("// sample: ".count))
            var end = index + 1
            while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "// end sample" { end += 1 }
            let body = lines[(index + 1)..<end]
            let indent =
                body.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
                .map { $0.prefix { $0 == " " }.count }.min() ?? 0
            let code = body.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n")
            samples.append(Sample(article: article, file: relative, line: index + 1, code: code, fileImports: fileImports))
            index = end + 1
        }
        return samples
    }

    static func files(under folder: String, extension suffix: String) -> [URL] {
        let url = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == suffix }
            .sorted { $0.path < $1.path }
    }

    static func articles() -> [URL] {
        [root.appendingPathComponent("README.md")]
            + files(under: "Sources", extension: "md").filter { $0.path.contains(".docc/") }
    }

    static func allSamples() throws -> [Sample] {
        try
            (files(under: "Tests/WayfinderTests/Documentation", extension: "swift")
            + files(under: "Examples/DocumentationSamples", extension: "swift")
            // The consumer package CI builds and runs: its app is the README's, as written.
            + files(under: "Examples/Consumer/Sources", extension: "swift"))
            .flatMap { try samples(in: $0) }
    }

    @Test("every Swift block of the README and the DocC articles is a compiled sample")
    func everyBlockIsCompiled() throws {
        let articles = Self.articles()
        #expect(articles.count >= 13, "found only \(articles.count) articles")
        let samples = try Self.allSamples()
        var checked = 0
        for article in articles {
            for block in try Self.blocks(in: article) where !Self.isExempt(block.code) {
                checked += 1
                let candidates = samples.filter { $0.article == block.article }
                guard let sample = candidates.first(where: { $0.code == block.code }) else {
                    Issue.record(
                        """
                        \(block): this sample is not compiled; put it, exactly as the article shows it, \
                        between `// sample: \(block.article)` and `// end sample` in a test under \
                        Tests/WayfinderTests/Documentation/Samples (or Examples/DocumentationSamples \
                        when it needs UIKit or SwiftUI):
                        \(block.code)
                        """)
                    continue
                }
                let missing = Set(block.imports).subtracting(sample.fileImports)
                #expect(missing.isEmpty, "\(block): \(sample.file) does not import \(missing.sorted())")
            }
        }
        #expect(checked >= 60, "found only \(checked) Swift blocks")
    }

    @Test("every Swift block in the public modules' doc comments is a compiled sample")
    func everyDocCommentBlockIsCompiled() throws {
        let samples = try Self.allSamples()
        var checked = 0
        for file in Self.documentedSources() {
            for block in try Self.docCommentBlocks(in: file) {
                checked += 1
                #expect(
                    samples.contains { $0.article == block.article && $0.code == block.code },
                    """
                    \(block): this doc comment's sample is not compiled; put it, exactly as the comment \
                    shows it, between `// sample: \(block.article)` and `// end sample` in a test under \
                    Tests/WayfinderTests/Documentation/Samples:
                    \(block.code)
                    """)
            }
        }
        #expect(checked >= 65, "found only \(checked) Swift blocks in doc comments")
    }

    @Test("every sample is still shown by its article")
    func everySampleIsShown() throws {
        let shown =
            try Self.articles().flatMap { try Self.blocks(in: $0) }
            + Self.documentedSources().flatMap { try Self.docCommentBlocks(in: $0) }
        for sample in try Self.allSamples() {
            #expect(
                shown.contains { $0.article == sample.article && $0.code == sample.code },
                "\(sample.file):\(sample.line): no article named \(sample.article) shows this sample any more")
        }
    }
}
