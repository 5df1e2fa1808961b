import Foundation
import Wayfinder

/// `wayfinder demo --interactive`: a prompt where a person types URLs and commands and sees
/// the screen tree change. Ends on `quit` or when input closes.
///
/// Input is read on a thread of its own, so the main actor stays free while the prompt waits:
/// a link a guard suspended goes on as soon as it can (after `signin`, say), and every outcome
/// is printed when it comes, tagged with the URL it answers.
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
          signin         sign the customer in, and finish a sign-in screen that waits for it
          tree           print the screen tree
          routes         list the routes
          help           show this
          quit           leave
        """

    /// The commands `help` lists, by their first word.
    static let commands: Set<String> = [
        "external", "universal", "back", "dismiss", "finish", "signin", "tree", "routes", "help", "quit", "exit",
    ]

    func run() async {
        print("Wayfinder demo, interactive. Type 'help' for commands, 'quit' to leave.")
        print(await app.navigator.showTabs())
        print(app.navigator.state)
        for await line in Self.lines() {
            guard await handle(line) else { return }
            await settle()
            printPrompt()
        }
        print("")
    }

    private func printPrompt() {
        print("wayfinder> ", terminator: "")
        fflush(nil)  // every stream: naming `stdout` is not concurrency-safe
    }

    /// Standard input's lines, read on a thread of their own so the main actor never blocks
    /// in `readLine`. The prompt is printed before the first.
    private static func lines() -> AsyncStream<String> {
        print("wayfinder> ", terminator: "")
        fflush(nil)  // every stream: naming `stdout` is not concurrency-safe
        return AsyncStream { continuation in
            let reader = Thread {
                while let line = readLine() { continuation.yield(line) }
                continuation.finish()
            }
            reader.start()
        }
    }

    /// Runs one line; `false` to leave.
    private func handle(_ line: String) async -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        let words = trimmed.split(separator: " ", maxSplits: 1).map(String.init)
        guard let command = words.first else { return true }
        let argument = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
        switch command {
        case "quit", "exit": return false
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
            // A link waiting on the sign-in screen goes on once it hands back `true`.
            if let login = app.navigator.state.allScreens.last(where: { $0.id == "login" }) {
                print(await app.navigator.finish(login.key, with: true))
            }
        case "finish":
            guard let top = app.navigator.topmostScreen else {
                print("no screen")
                return true
            }
            let value: any Sendable = Bool(argument).map { $0 as any Sendable } ?? argument
            print(await app.navigator.finish(top.key, with: value))
            print(app.navigator.state)
        case "external", "universal":
            guard !argument.isEmpty else {
                print("usage: \(command) URL")
                return true
            }
            open(argument, from: command == "external" ? .otherApp() : .universalLink)
        default:
            // A URL has a scheme; anything else is a command the prompt does not know.
            guard trimmed.contains(":") else {
                print("unknown command '\(command)'")
                print(Self.help)
                return true
            }
            open(trimmed, from: .inApp)
        }
        return true
    }

    /// Opens without waiting: a link a guard suspends must not hold the prompt. Its outcome
    /// is printed when it comes, with the tree after it.
    private func open(_ url: String, from source: LinkSource) {
        let navigator = app.navigator
        let app = self.app
        let opening = Opening(url: url)
        openings.append(opening)
        Task {
            let outcome = source.isExternal ? await navigator.openExternal(url, from: source) : await navigator.open(url)
            opening.hasEnded = true
            print("[\(url)] \(outcome)")
            for entry in app.log.drain() { print(entry) }
            print(navigator.state)
        }
    }

    /// A link the prompt opened, and whether its outcome came.
    private final class Opening {
        let url: String
        var hasEnded = false
        var saidItWaits = false
        init(url: String) { self.url = url }
    }

    /// The links opened and not yet ended.
    private let openings = Openings()

    private final class Openings {
        private var items: [Opening] = []
        func append(_ opening: Opening) { items.append(opening) }
        /// Those still waiting, once each; forgets those that ended.
        func newlyWaiting() -> [Opening] {
            items.removeAll { $0.hasEnded }
            let waiting = items.filter { !$0.saidItWaits }
            for opening in waiting { opening.saidItWaits = true }
            return waiting
        }
    }

    /// Lets what the line started run as far as it can before the next prompt, so a script's
    /// transcript reads in order; a link that waits (on sign-in) says so.
    private func settle() async {
        for _ in 0..<200 { await Task.yield() }
        for entry in app.log.drain() { print(entry) }
        for opening in openings.newlyWaiting() {
            print("[\(opening.url)] waiting: a guard suspended it ('signin' signs in; 'dismiss' closes the sign-in screen)")
            print(app.navigator.state)
        }
    }
}
