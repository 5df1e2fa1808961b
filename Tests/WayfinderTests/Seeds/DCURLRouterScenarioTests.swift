import Foundation
import Testing
import WayfinderManifest
import WayfinderTestSupport
import WayfinderTesting

@testable import Wayfinder
@testable import WayfinderRouting

/// DCURLRouter loaded its routes from a property list (a scheme and a map from host to
/// controller), then pushed, presented, presented inside a new navigation controller, and
/// replaced when the same controller was on top; popped 1, 2, n or to root; dismissed 1, 2, n
/// or all; opened http URLs in its web controller with the URL as a parameter; and told any
/// caller the current controller and navigation controller. The same scenario, with Wayfinder,
/// from a manifest in property-list form.
@MainActor
@Suite("Seed: DCURLRouter", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct DCURLRouterScenarioTests {
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>version</key><integer>1</integer>
            <key>schemes</key><array><string>dc</string></array>
            <key>webFallback</key>
            <dict>
                <key>screen</key><string>web</string>
                <key>hosts</key><array><string>www.example.com</string></array>
            </dict>
            <key>routes</key>
            <array>
                <dict><key>pattern</key><string>/home</string><key>screen</key><string>home</string>
                      <key>presentation</key><string>set-root</string></dict>
                <dict><key>pattern</key><string>/detail/&lt;int:id&gt;</string><key>screen</key><string>detail</string></dict>
                <dict><key>pattern</key><string>/sheet</string><key>screen</key><string>sheet</string>
                      <key>presentation</key><string>present</string></dict>
                <dict><key>pattern</key><string>/editor</string><key>screen</key><string>editor</string>
                      <key>presentation</key><string>present-in-stack</string></dict>
                <dict><key>pattern</key><string>/filter/&lt;kind&gt;</string><key>screen</key><string>filter</string>
                      <key>presentation</key><string>replace</string></dict>
            </array>
        </dict>
        </plist>
        """

    struct App {
        let navigator: Navigator
        let host: HeadlessHost
    }

    static func make() async throws -> App {
        let manifest = try Manifest.decode(propertyList: Data(plist.utf8), file: "DCURLRouter.plist")
        let catalog = ScreenCatalog()
        for id: String in ["home", "detail", "sheet", "editor", "filter", "web"] { catalog.register(id) }
        #expect(manifest.issues(against: catalog).isEmpty)
        let host = HeadlessHost(catalog: catalog)
        let navigator = Navigator(
            routes: try manifest.makeRouter(), catalog: catalog, host: host,
            configuration: manifest.navigatorConfiguration())
        // Links wait for the window to have a root; the app's first screen is set directly.
        await navigator.show("home", presentation: .setRoot)
        return App(navigator: navigator, host: host)
    }

    @Test("routes come from the property-list configuration file")
    func routesFromConfigurationFile() async throws {
        let manifest = try Manifest.decode(propertyList: Data(Self.plist.utf8), file: "DCURLRouter.plist")
        #expect(manifest.schemes == ["dc"])
        #expect(manifest.routes.map(\.pattern) == ["/home", "/detail/<int:id>", "/sheet", "/editor", "/filter/<kind>"])
        let router = try manifest.makeRouter()
        #expect(router.match("dc://detail/7")?.pattern == "/detail/<int:id>")
        #expect(router.match("other://detail/7") == nil)
    }

    @Test("push, present, present inside a new stack, and replace when the same screen is on top")
    func presentations() async throws {
        let app = try await Self.make()
        let navigator = app.navigator
        await navigator.open("dc://detail/1")
        await navigator.open("dc://filter/new")
        await navigator.open("dc://filter/old")
        #expect(
            navigator.state.description == """
                stack
                ├─ home #1
                ├─ detail #2 id=1
                └─ filter #4 kind=old
                """)
        await navigator.open("dc://sheet")
        await navigator.open("dc://editor")
        await navigator.open("dc://detail/2")
        #expect(
            navigator.state.description == """
                stack
                ├─ home #1
                ├─ detail #2 id=1
                └─ filter #4 kind=old
                modal sheet
                └─ sheet #5
                modal sheet stack
                ├─ editor #6
                └─ detail #7 id=2
                """)
        #expect(app.host.displayedState == navigator.state)
    }

    @Test("pop 1, 2, n and to root; popping more than there is fails without changing anything")
    func pops() async throws {
        let app = try await Self.make()
        let navigator = app.navigator
        for id in 1...6 { await navigator.open("dc://detail/\(id)") }
        #expect(navigator.topmostStack?.screens.count == 7)
        await navigator.pop()
        #expect(navigator.topmostScreen?.arguments["id"] == "5")
        await navigator.pop(2)
        #expect(navigator.topmostScreen?.arguments["id"] == "3")
        let before = navigator.state
        let tooMany = await navigator.pop(4)
        #expect(tooMany.rejection?.code == .invalidNavigation)
        #expect(tooMany.rejection?.message == "cannot pop 4 screens: the root stack has 3 above its root")
        #expect(navigator.state == before)
        await navigator.pop(3)
        #expect(navigator.topmostScreen?.id == "home")
        await navigator.open("dc://detail/9")
        await navigator.popToRoot()
        #expect(navigator.topmostStack?.screens.map(\.id) == ["home"])
    }

    @Test("dismiss 1, 2, n and all")
    func dismissals() async throws {
        let app = try await Self.make()
        let navigator = app.navigator
        for _ in 1...5 { await navigator.open("dc://sheet") }
        #expect(navigator.state.modals.count == 5)
        await navigator.dismiss()
        #expect(navigator.state.modals.count == 4)
        await navigator.dismiss(2)
        #expect(navigator.state.modals.count == 2)
        let tooMany = await navigator.dismiss(3)
        #expect(tooMany.rejection?.message == "cannot dismiss 3 modals: 2 are presented")
        for _ in 1...3 { await navigator.open("dc://editor") }
        await navigator.dismiss(4)
        #expect(navigator.state.modals.count == 1)
        await navigator.dismissAll()
        #expect(navigator.state.modals.isEmpty)
        #expect(navigator.topmostScreen?.id == "home")
    }

    @Test("an http URL opens the web screen with the URL as its parameter, on allowed hosts only")
    func webURL() async throws {
        let app = try await Self.make()
        let navigator = app.navigator
        let outcome = await navigator.open("https://www.example.com/docs?page=2")
        guard case .openedInWebScreen(let url, _) = outcome.kind else {
            Issue.record("expected the web screen, got \(outcome)")
            return
        }
        #expect(url == "https://www.example.com/docs?page=2")
        #expect(navigator.topmostScreen?.id == "web")
        #expect(navigator.topmostScreen?.arguments == ["url": "https://www.example.com/docs?page=2"])
        let elsewhere = await navigator.open("https://elsewhere.example/docs")
        #expect(elsewhere.isNotFound)
    }

    @Test("the current screen and current stack are available to any caller")
    func currentScreenAndStack() async throws {
        let app = try await Self.make()
        let navigator = app.navigator
        await navigator.open("dc://detail/3")
        #expect(navigator.topmostScreen?.id == "detail")
        #expect(navigator.topmostStack?.screens.map(\.id) == ["home", "detail"])
        await navigator.open("dc://sheet")
        #expect(navigator.topmostScreen?.id == "sheet")
        #expect(navigator.topmostStack == nil, "a single modal screen is not in a stack")
        await navigator.open("dc://detail/4")
        #expect(navigator.topmostStack?.screens.map(\.id) == ["detail"], "a push on a single modal presents a new stack")
    }
}
