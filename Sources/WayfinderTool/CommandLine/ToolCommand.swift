/// A subcommand of `wayfinder`: what it takes (``spec``), how it reads its arguments, and
/// what it does.
@MainActor
protocol ToolCommand {
    static var spec: CommandSpec { get }
    /// Reads the values the command needs; a ``UsageError`` ends the tool with status 2.
    init(_ arguments: ParsedArguments) throws(UsageError)
    /// Does the work; ``ToolExit`` ends the tool with its status.
    func run() async throws
}

/// Ends the tool with a status after the command has printed what it had to say.
struct ToolExit: Error {
    let status: Int32
}
