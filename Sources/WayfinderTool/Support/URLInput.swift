import ArgumentParser
import Foundation

/// The URLs a command works on: as arguments, or from a file when there are many.
///
/// ArgumentParser collects a repeated positional argument in time that grows with the square of
/// the number of values (2.4 s for 10,000 URLs), so thousands of URLs come through
/// `--urls-from`, which reads them in one pass.
struct URLInput: ParsableArguments {
    @Option(name: .customLong("urls-from"),
            help: ArgumentHelp("Read more URLs from a file, one a line; '-' reads standard input. For thousands of URLs, where arguments are slow to parse.", valueName: "file"))
    var file: String?

    @Argument(help: "The URLs, in order; at least one, here or in --urls-from.")
    var urls: [String] = []

    func validate() throws {
        if urls.isEmpty && file == nil {
            throw ValidationError("Missing URLs: give at least one, or --urls-from <file>.")
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
