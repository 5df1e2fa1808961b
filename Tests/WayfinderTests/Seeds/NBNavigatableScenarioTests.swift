import Testing
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

/// The Swift navigator NBNavigatable registered view-controller types with their URL patterns;
/// each type built itself from the URL it was opened with; callers passed objects along with
/// the URL; only the configured schemes were handled, and other URLs went to the system. The
/// same scenario, with Wayfinder.
@MainActor
@Suite("Seed: NBNavigatable", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct NBNavigatableScenarioTests {
    /// An object a caller already holds and passes along, rather than writing it into the URL.
    final class Avatar: Sendable {
        let pixels: [UInt8]
        init(pixels: [UInt8]) { self.pixels = pixels }
    }

    /// A closure wrapped in a value, passed along with the URL.
    struct FollowHandler: Sendable {
        let follow: @Sendable (Int) -> Void
    }

    /// A screen type that declares its patterns and builds itself from the request.
    struct UserScreen: RoutableScreen {
        static let screenID: String = "user"
        static let screenDescription: String? = "A user's profile"
        static func registerRoutes(_ routes: inout RouteTableBuilder<RouteDefinition>) throws(RoutingError) {
            try routes.register(
                "/user/<int:id>", to: .screen(screenID, exposure: .everywhere), defaults: ["tab": "posts"],
                description: "A user's profile")
            try routes.register("/me", to: .screen(screenID), defaults: ["id": "1", "tab": "settings"])
        }

        let id: Int
        let tab: String
        let name: String?
        let avatar: Avatar?
        let onFollow: FollowHandler?

        init?(request: ScreenRequest) {
            guard let id = request.get("id", as: Int.self), let tab = request.get("tab") else { return nil }
            self.id = id
            self.tab = tab
            self.name = request.get("name")
            self.avatar = request.get("avatar", as: Avatar.self)
            self.onFollow = request.get("onFollow", as: FollowHandler.self)
        }
    }

    /// A second type, shown as a modal.
    struct ComposeScreen: RoutableScreen {
        static let screenID: String = "compose"
        static func registerRoutes(_ routes: inout RouteTableBuilder<RouteDefinition>) throws(RoutingError) {
            try routes.register("/compose[/<to>]", to: .screen(screenID, presentation: .presentInStack()))
        }
        let to: String?
        init?(request: ScreenRequest) { to = request.get("to") }
    }

    static func make() throws -> NavigatorHarness {
        let fixture = try NavigatorHarness(
            router: RouterConfiguration(schemes: ["nb"], universalLinkHosts: ["nb.example.com"]),
            screens: ["home"], systemSchemes: ["otherapp", "tel", "mailto"])
        try fixture.navigator.register(UserScreen.self)
        try fixture.navigator.register(ComposeScreen.self)
        return fixture
    }

    @Test("a type registered with its patterns builds itself from the URL")
    func typeBuildsItself() async throws {
        let fixture = try Self.make()
        await fixture.start()

        let outcome = await fixture.navigator.open("nb://user/42?name=Ada%20L")

        let screen = try #require(openedScreen(outcome), "\(outcome)")
        #expect(screen.id == "user")
        let user = try #require(fixture.host.content(for: screen.key, as: UserScreen.self))
        #expect(user.id == 42)
        #expect(user.tab == "posts")
        #expect(user.name == "Ada L")
        #expect(user.avatar == nil)
    }

    @Test("one line registers the type's routes, with their metadata, and its screen")
    func registration() throws {
        let fixture = try Self.make()

        #expect(fixture.catalog.contains("user"))
        #expect(fixture.catalog.description(of: "user") == "A user's profile")
        #expect(fixture.routes.routes.map(\.pattern) == ["/user/<int:id>", "/me", "/compose[/<to>]"])
        let user = try #require(fixture.routes.match("nb://user/1"))
        #expect(user.route.description == "A user's profile")
        #expect(user.defaults == ["tab": "posts"])
        #expect(user.target.exposure == .everywhere)
        #expect(fixture.routes.match("nb://me")?.target.exposure == .internalOnly)
        #expect(fixture.navigator.validate().isEmpty)
        // Registering the same type twice conflicts, and changes nothing.
        #expect(throws: RoutingError.self) { try fixture.navigator.register(UserScreen.self) }
        #expect(fixture.routes.routes.count == 3)
    }

    @Test("each of the type's patterns builds it: defaults fill what the URL lacks")
    func secondPattern() async throws {
        let fixture = try Self.make()
        await fixture.start()

        let me = try #require(openedScreen(await fixture.navigator.open("nb://me")))
        let compose = try #require(openedScreen(await fixture.navigator.open("nb://compose/ada")))

        let user = try #require(fixture.host.content(for: me.key, as: UserScreen.self))
        #expect(user.id == 1)
        #expect(user.tab == "settings")
        #expect(fixture.host.content(for: compose.key, as: ComposeScreen.self)?.to == "ada")
        #expect(fixture.navigator.state.modals.count == 1)
    }

    @Test("objects that are not strings travel with the URL, and the context wins over the URL")
    func nonStringObjects() async throws {
        let fixture = try Self.make()
        await fixture.start()
        let avatar = Avatar(pixels: [1, 2, 3])
        let followed = CallRecord()
        let handler = FollowHandler { id in followed.append("followed \(id)") }

        let outcome = await fixture.navigator.open(
            "nb://user/42?name=FromTheURL",
            context: ["avatar": avatar, "onFollow": handler, "name": "FromTheCaller", "id": 7])

        let screen = try #require(openedScreen(outcome), "\(outcome)")
        let user = try #require(fixture.host.content(for: screen.key, as: UserScreen.self))
        #expect(user.avatar === avatar)
        #expect(user.name == "FromTheCaller")
        #expect(user.id == 7, "a caller's value beats the path's")
        user.onFollow?.follow(user.id)
        #expect(followed.all == ["followed 7"])
        // The URL and the screen's text arguments hold no trace of the objects.
        #expect(screen.url == "nb://user/42?name=FromTheURL")
        #expect(screen.arguments == ["id": "42", "name": "FromTheURL", "tab": "posts"])
        #expect(fixture.navigator.request(for: screen.key)?.context.keys.sorted() == ["avatar", "id", "name", "onFollow"])
    }

    @Test("a context value of the wrong type is not taken for the screen's value")
    func contextOfWrongType() async throws {
        let fixture = try Self.make()
        await fixture.start()

        let outcome = await fixture.navigator.open("nb://user/42", context: ["avatar": "not an avatar"])

        let screen = try #require(openedScreen(outcome), "\(outcome)")
        let user = try #require(fixture.host.content(for: screen.key, as: UserScreen.self))
        #expect(user.avatar == nil)
    }

    @Test("only the configured schemes are handled; other schemes go to the system opener")
    func onlyConfiguredSchemes() async throws {
        let fixture = try Self.make()
        await fixture.start()

        let own = await fixture.navigator.openExternal("nb://user/5", from: .otherApp())
        let web = await fixture.navigator.openExternal("https://nb.example.com/user/6", from: .universalLink)
        let other = await fixture.navigator.open("otherapp://user/5")
        let phone = await fixture.navigator.open("tel:+15551234567")
        let unlisted = await fixture.navigator.open("unlisted://user/5")

        #expect(openedScreen(own)?.id == "user", "\(own)")
        #expect(openedScreen(web)?.id == "user", "\(web)")
        #expect(fallbackTaken(other) == .system("otherapp://user/5"), "\(other)")
        #expect(fallbackTaken(phone) == .system("tel:+15551234567"), "\(phone)")
        #expect(unlisted.isNotFound, "\(unlisted)")
        #expect(fixture.systemOpened.all == ["otherapp://user/5", "tel:+15551234567"])
        #expect(fixture.screenIDs == ["home", "user", "user"])
    }

    @Test("a configured scheme with no route for the path is not handed to the system")
    func configuredSchemeNoRoute() async throws {
        let fixture = try Self.make()
        await fixture.start()

        #expect(await fixture.navigator.open("nb://nothing/here").isNotFound)
        #expect(fixture.systemOpened.isEmpty)
    }
}
