import Foundation
import Wayfinder

/// `wayfinder demo --interactive`: a prompt where a person types URLs and commands and sees
/// the screen tree change. Ends on `quit` or when input closes.
@MainActor
struct DemoPrompt {
    let app: DemoApp

    static let help = """
        Type a URL to open it inside the app, or one of:
          external URL   open a URL as a link from another app
          universal URL  open a URL as a universal link
          back           the user swipes back
          dismiss        the user dismisses the topmost modal
          finish VALUE   the topmost screen hands VALUE back and closes
          signin         sign the customer in (for routes with the signedIn guard)
          tree           print the screen tree
          routes         list the routes
          help           show this
          quit           leave
        """

    func run() async {
        print("Wayfinder demo, interactive. Type 'help' for commands, 'quit' to leave.")
        print(await app.navigator.showTabs())
        print(app.navigator.state)
        while true {
            print("wayfinder> ", terminator: "")
            guard let line = readLine() else {
                print("")
                return
            }
            let words = line.split(separator: " ", maxSplits: 1).map(String.init)
            guard let command = words.first else { continue }
            let argument = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
            switch command {
            case "quit", "exit": return
            case "help": print(Self.help)
            case "tree": print(app.navigator.state)
            case "routes":
                for route in app.navigator.routes.routes {
                    print("  \(route.pattern)" + (route.description.map { "  — \($0)" } ?? ""))
                }
            case "back":
                print(app.host.simulateSwipeBack() ? app.navigator.state.description : "nothing to go back to")
            case "dismiss":
                print(app.host.simulateInteractiveDismissal() ? app.navigator.state.description : "no modal the user can swipe away")
            case "signin":
                await app.session.signIn()
                print("signed in")
            case "finish":
                guard let top = app.navigator.topmostScreen else {
                    print("no screen")
                    continue
                }
                let value: any Sendable = Bool(argument).map { $0 as any Sendable } ?? argument
                print(await app.navigator.finish(top.key, with: value))
                print(app.navigator.state)
            case "external", "universal":
                guard !argument.isEmpty else {
                    print("usage: \(command) URL")
                    continue
                }
                await open(argument, from: command == "external" ? .otherApp() : .universalLink)
            default:
                await open(line.trimmingCharacters(in: .whitespaces), from: .inApp)
            }
        }
    }

    /// Opens without waiting on screens that suspend (sign-in): the prompt stays usable.
    private func open(_ url: String, from source: LinkSource) async {
        let navigator = app.navigator
        let task = Task { source.isExternal ? await navigator.openExternal(url, from: source) : await navigator.open(url) }
        for _ in 0..<1_000 {
            await Task.yield()
        }
        if let outcome = await Self.finished(task) {
            print(outcome)
        } else {
            print("waiting: the link is suspended (type 'finish true' on the sign-in screen, or 'dismiss')")
        }
        for entry in app.log.drain() { print(entry) }
        print(app.navigator.state)
    }

    private static func finished(_ task: Task<NavigationOutcome, Never>) async -> NavigationOutcome? {
        let box = OutcomeBox()
        Task { box.outcome = await task.value }
        for _ in 0..<1_000 { await Task.yield() }
        return box.outcome
    }
}

@MainActor
private final class OutcomeBox {
    var outcome: NavigationOutcome?
}
