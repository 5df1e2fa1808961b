/// The help and usage texts of the tool and its subcommands, wrapped at 80 columns.
enum HelpText {
    static let width = 80
    /// Where an option's help starts: two spaces, then 24 columns for its name.
    private static let helpColumn = 26

    /// `wayfinder NAME [options] <arguments>`.
    static func usage(_ spec: CommandSpec) -> String {
        (["wayfinder", spec.name] + spec.options.map(\.usage) + spec.arguments.map(\.usage)).joined(separator: " ")
    }

    /// A subcommand's full help: overview, discussion, usage, arguments and options.
    static func help(_ spec: CommandSpec) -> String {
        var sections = [wrap("OVERVIEW: " + spec.abstract, indent: 0)]
        if !spec.discussion.isEmpty { sections.append(paragraphs(spec.discussion)) }
        sections.append(wrapUsage(usage(spec)))
        if !spec.arguments.isEmpty {
            sections.append("ARGUMENTS:\n" + spec.arguments.map { entry("<\($0.name)>", $0.help) }.joined(separator: "\n"))
        }
        let options = spec.options.map { entry($0.synopsis, optionHelp($0)) } + [entry("-h, --help", "Show help information.")]
        sections.append("OPTIONS:\n" + options.joined(separator: "\n"))
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// The tool's own help: what it is, its options and its subcommands.
    static func toolHelp(abstract: String, discussion: String, commands: [CommandSpec]) -> String {
        [
            wrap("OVERVIEW: " + abstract, indent: 0),
            paragraphs(discussion),
            "USAGE: wayfinder <subcommand>",
            "OPTIONS:\n"
                + [entry("--version", "Show the version."), entry("-h, --help", "Show help information.")].joined(separator: "\n"),
            "SUBCOMMANDS:\n" + commands.map { entry($0.name, $0.abstract) }.joined(separator: "\n"),
            "  See 'wayfinder help <subcommand>' for detailed help.",
        ].joined(separator: "\n\n") + "\n"
    }

    /// What a usage error prints on standard error.
    static func error(_ error: UsageError, usage: String, helpCommand: String) -> String {
        var lines = ["Error: " + error.message]
        if let help = error.help { lines.append("Help:  " + help) }
        lines.append("Usage: " + usage)
        lines.append("  See '\(helpCommand)' for more information.")
        return lines.joined(separator: "\n")
    }

    private static func optionHelp(_ option: OptionSpec) -> String {
        guard !option.choices.isEmpty else { return option.help }
        let defaultText = option.defaultValue.map { "; default: \($0)" } ?? ""
        return option.help + " (values: " + option.choices.joined(separator: ", ") + defaultText + ")"
    }

    /// `  name                    help`, the help wrapped in its column; a name too long for
    /// the column puts the help on the next line.
    private static func entry(_ name: String, _ help: String) -> String {
        let lead = "  " + name
        let pad = String(repeating: " ", count: helpColumn)
        let body = wrap(help, indent: helpColumn)
        if lead.count < helpColumn { return lead + String(repeating: " ", count: helpColumn - lead.count) + body }
        return lead + "\n" + pad + body
    }

    /// Paragraphs wrapped; a line that starts with a space is an example and stays as written.
    private static func paragraphs(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix(" ") || line.isEmpty ? String(line) : wrap(String(line), indent: 0)
        }.joined(separator: "\n")
    }

    /// `USAGE: ` and the usage, wrapped between options with a trailing backslash.
    private static func wrapUsage(_ usage: String) -> String {
        var lines: [String] = []
        var line = "USAGE:"
        for piece in usagePieces(usage) {
            if line.count > "USAGE:".count, line.count + 1 + piece.count > width - 2 {
                lines.append(line + " \\")
                line = " "
            }
            line += " " + piece
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    /// The usage's words, keeping each bracketed option whole.
    private static func usagePieces(_ usage: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var depth = 0
        for character in usage {
            if character == " ", depth == 0 {
                if !current.isEmpty { pieces.append(current) }
                current = ""
                continue
            }
            if character == "[" || character == "<" { depth += 1 }
            if character == "]" || character == ">" { depth -= 1 }
            current.append(character)
        }
        if !current.isEmpty { pieces.append(current) }
        // `...` belongs to the piece before it.
        return pieces.reduce(into: []) { joined, piece in
            if piece == "...", let last = joined.popLast() { joined.append(last + " ...") } else { joined.append(piece) }
        }
    }

    /// Words wrapped to the width, continuation lines indented by `indent`; the first line
    /// starts at that column too.
    static func wrap(_ text: String, indent: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, indent + line.count + 1 + word.count > width {
                lines.append(line)
                line = String(word)
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
    }
}
