/// Columns of text padded to line up, two spaces apart; the last column is not padded.
struct TextTable {
    var header: [String]
    var rows: [[String]] = []

    var text: String {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }
            .joined(separator: "  ")
            .trimmingTrailingSpaces()
        }
        .joined(separator: "\n")
    }
}

/// A GitHub-flavoured Markdown table.
struct MarkdownTable {
    var header: [String]
    var rows: [[String]] = []

    var text: String {
        let lines = [header, header.map { _ in "---" }] + rows
        return lines.map { "| " + $0.joined(separator: " | ") + " |" }.joined(separator: "\n")
    }

    /// Text for a cell: `|` escaped, `<` written as an entity so it is not read as HTML.
    static func text(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "<", with: "&lt;")
    }

    /// Text as code in a cell: in backticks, longer fences when the text has some.
    static func code(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "|", with: "\\|")
        guard escaped.contains("`") else { return "`\(escaped)`" }
        return "`` \(escaped) ``"
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
