/// `wayfinder`: try patterns, run the demo, and work on route tables from the command line.
@MainActor
enum WayfinderCommand {
    /// The version of the package the tool was built from.
    static let version = "0.1.0"

    static let abstract = "URL routing for apps, from the command line."
    static let discussion = """
        Examples:
          wayfinder demo
          wayfinder match --pattern 'shop://product/<int:id>' 'shop://product/42'
          wayfinder lint Examples/shop.json
          wayfinder explain --manifest Examples/shop.json 'shop://product/42'
        """

    static let commands: [any ToolCommand.Type] = [
        DemoCommand.self, MatchCommand.self, LintCommand.self, ExplainCommand.self, RoutesCommand.self,
        OpenCommand.self, GraphCommand.self, AASACommand.self, GenerateCommand.self, SignCommand.self,
        EntriesCommand.self,
    ]

    /// Reads the command line and runs what it names; returns the exit status.
    static func main(_ arguments: [String]) async -> Int32 {
        guard let first = arguments.first else {
            print(toolHelp, terminator: "")
            return ExitStatus.success
        }
        switch first {
        case "-h", "--help":
            print(toolHelp, terminator: "")
            return ExitStatus.success
        case "--version":
            print(version)
            return ExitStatus.success
        case "help":
            guard let name = arguments.dropFirst().first else {
                print(toolHelp, terminator: "")
                return ExitStatus.success
            }
            guard let command = command(named: name) else { return unknown(name) }
            print(HelpText.help(command.spec), terminator: "")
            return ExitStatus.success
        default:
            guard let command = command(named: first) else { return unknown(first) }
            return await run(command, Array(arguments.dropFirst()))
        }
    }

    private static func run(_ type: any ToolCommand.Type, _ arguments: [String]) async -> Int32 {
        let spec = type.spec
        do throws(UsageError) {
            switch try ParsedArguments.read(arguments, for: spec) {
            case .help:
                print(HelpText.help(spec), terminator: "")
                return ExitStatus.success
            case .run(let parsed):
                let command = try type.init(parsed)
                do {
                    try await command.run()
                    return ExitStatus.success
                } catch let exit as ToolExit {
                    return exit.status
                } catch {
                    StandardError.print("error: \(error)")
                    return ExitStatus.failure
                }
            }
        } catch {
            StandardError.print(HelpText.error(error, usage: HelpText.usage(spec), helpCommand: "wayfinder \(spec.name) --help"))
            return ExitStatus.usage
        }
    }

    private static func command(named name: String) -> (any ToolCommand.Type)? {
        commands.first { $0.spec.name == name }
    }

    private static func unknown(_ name: String) -> Int32 {
        let message = name.hasPrefix("-") ? "Unknown option '\(name)'" : "Unexpected argument '\(name)'"
        StandardError.print(HelpText.error(UsageError(message), usage: "wayfinder <subcommand>", helpCommand: "wayfinder --help"))
        return ExitStatus.usage
    }

    static var toolHelp: String {
        HelpText.toolHelp(abstract: abstract, discussion: discussion, commands: commands.map { $0.spec })
    }
}
