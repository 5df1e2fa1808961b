/// A source's lines, split once, for rendering many diagnostics into one file.
///
/// A diagnostic quotes its line with a caret under the column. A minified manifest is one
/// line of megabytes: quoting all of it for each of thousands of issues, or counting to each
/// column from the line's start, would grow with the square of the file. A line longer than
/// ``windowWidth`` characters is quoted as a window around the column, `…` marking the cuts, and
/// its characters' positions are found once, on first use.
package final class SourceLines {
    /// How much of a long line a diagnostic quotes, around its column.
    package static let windowWidth = 120

    private let lines: [Substring]
    /// Each long line's character positions, by line index, found on first use.
    private var positions: [Int: [String.Index]] = [:]

    package init(_ source: String) {
        lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The text of 1-based line `line` as a diagnostic quotes it, and the column of `column`
    /// within that text; nil when the source has no such line.
    package func excerpt(line: Int, column: Int?) -> (text: String, column: Int?)? {
        guard line >= 1, line <= lines.count else { return nil }
        let text = lines[line - 1]
        guard let column, text.utf8.count > Self.windowWidth else { return (String(text), column) }
        if positions[line - 1] == nil { positions[line - 1] = Array(text.indices) + [text.endIndex] }
        let characters = positions[line - 1]!
        let count = characters.count - 1
        guard count > Self.windowWidth else { return (String(text), column) }
        let half = Self.windowWidth / 2
        let at = min(max(column - 1, 0), count)
        let start = max(0, min(at - half, count - Self.windowWidth))
        let end = min(count, start + Self.windowWidth)
        let lead = start > 0 ? "…" : ""
        let tail = end < count ? "…" : ""
        return (lead + String(text[characters[start]..<characters[end]]) + tail, at - start + 1 + (lead.isEmpty ? 0 : 1))
    }
}
