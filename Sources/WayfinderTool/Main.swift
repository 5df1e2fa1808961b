import ArgumentParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the tool, mapping argument errors to exit status 2 as documented.
@main
enum Main {
    static func main() async {
        do {
            var command = try WayfinderCommand.parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let toolExit as ToolExit {
            exit(toolExit.status)
        } catch {
            let message = WayfinderCommand.fullMessage(for: error)
            let code = WayfinderCommand.exitCode(for: error)
            if code == .success {
                print(message)
                exit(ExitStatus.success)
            }
            if !message.isEmpty { StandardError.print(message) }
            exit(code == .validationFailure ? ExitStatus.usage : code.rawValue)
        }
    }
}

/// Ends the tool with a status after the command has printed what it had to say.
struct ToolExit: Error {
    let status: Int32
}
