import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the tool: 0 done, 1 bad input, 2 a usage error.
@main
enum Main {
    static func main() async {
        let status = await WayfinderCommand.main(Array(CommandLine.arguments.dropFirst()))
        exit(status)
    }
}
