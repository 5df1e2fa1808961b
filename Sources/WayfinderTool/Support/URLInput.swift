import Foundation

/// The URLs a command works on: as arguments, or from a file when there are many (a command
/// line holds only so much, and a file of ten thousand URLs is read in one pass).
struct URLInput {
    static let option = OptionSpec.value(
        "urls-from", valueName: "file",
        help: "Read more URLs from a file, one a line; '-' reads standard input. For thousands of URLs.")
    static let argument = ArgumentSpec(
        name: "urls", help: "The URLs, in order; at least one, here or in --urls-from.", repeats: true, isRequired: false)

    let file: String?
    let urls: [String]

    /// Reads the URLs given as arguments and the file named by `--urls-from`.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        file = arguments.all("urls-from").last
        urls = arguments.positionals
        if urls.isEmpty && file == nil {
            throw UsageError("Missing URLs: give at least one, or --urls-from <file>.")
        }
    }

    /// The arguments, then the file's non-empty lines.
    /// Ends the tool with status 1 when the file cannot be read or is not UTF-8.
    func all() throws -> [String] {
        guard let file else { return urls }
        let data: Data
        do {
            data = file == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            StandardError.print("error: cannot read \(file): \(error.localizedDescription)")
            throw ToolExit(status: ExitStatus.failure)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            StandardError.print("error: \(file) is not UTF-8")
            throw ToolExit(status: ExitStatus.failure)
        }
        var urls = urls
        // \n, \r\n (one Character in Swift) and \r end a line.
        for line in text.split(whereSeparator: \.isNewline) {
            urls.append(String(line))
        }
        return urls
    }
}
