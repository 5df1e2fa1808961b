import ArgumentParser

/// `wayfinder`: try patterns, run the demo, and work on route tables from the command line.
struct WayfinderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wayfinder",
        abstract: "URL routing for apps, from the command line.",
        discussion: """
            Examples:
              wayfinder demo
              wayfinder match --pattern 'shop://product/<int:id>' 'shop://product/42'
              wayfinder lint Examples/shop.json
              wayfinder explain --manifest Examples/shop.json 'shop://product/42'
            """,
        subcommands: [
            DemoCommand.self, MatchCommand.self, LintCommand.self, ExplainCommand.self, RoutesCommand.self,
            OpenCommand.self, GraphCommand.self, AASACommand.self,
        ]
    )
}
