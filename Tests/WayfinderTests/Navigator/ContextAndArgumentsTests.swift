import Testing
import WayfinderTestSupport

@testable import Wayfinder
@testable import WayfinderRouting

/// Values reach a screen by one fixed precedence: caller context > path > query > defaults.
@MainActor
@Suite("Caller context and arguments", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ContextAndArgumentsTests {
    struct Product: Sendable, Equatable {
        let id: Int
        let name: String
    }

    /// A closure passed along with a URL, wrapped in a type.
    struct OnSelect: Sendable {
        let call: @MainActor @Sendable (String) -> Void
    }

    @MainActor
    final class Selections {
        var values: [String] = []
    }

    /// What a screen's factory builds from its request.
    struct ProductView {
        let id: Int
        let product: Product?
        let onSelect: OnSelect?
    }

    nonisolated static func router() throws -> Router<RouteDefinition> {
        let routes = Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["shop"]))
        try routes.register(
            "/p/<a>/<b>", screen: "p",
            defaults: ["a": "default-a", "b": "default-b", "c": "default-c", "d": "default-d"])
        try routes.register("/product/<int:id>", screen: "product", defaults: ["id": "0", "tab": "details"])
        return routes
    }

    /// A request as the navigator builds it for a URL, without a navigator.
    static func request(
        _ url: String, context: [String: any Sendable] = [:], sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ScreenRequest {
        let match = try #require(router().resolution(url).match, sourceLocation: sourceLocation)
        let screen = Screen(id: "p", key: 1, url: url, arguments: Navigator.arguments(of: match))
        return ScreenRequest(screen: screen, match: match, context: context)
    }

    static let everySource = "shop://p/path-a/path-b?a=query-a&b=query-b&c=query-c"

    nonisolated static let precedenceRows: [(String, String?)] = [
        ("a", "context-a"),  // context, path, query and default all have it
        ("b", "path-b"),  // path, query and default
        ("c", "query-c"),  // query and default
        ("d", "default-d"),  // default only
        ("e", nil),  // nowhere
    ]

    @Test("context > path > query > defaults, through get and require", arguments: precedenceRows)
    func precedence(name: String, expected: String?) throws {
        let request = try Self.request(Self.everySource, context: ["a": "context-a"])
        #expect(request.get(name) == expected)
        #expect(request.get(name, as: String.self) == expected)
        if let expected {
            #expect(try request.require(name, as: String.self) == expected)
        } else {
            let error = #expect(throws: RoutingError.self) { try request.require(name, as: String.self) }
            #expect(error?.code == .missingParameter)
            #expect(error?.description == "missing parameter '\(name)' (expected String)")
        }
    }

    @Test("a screen's text arguments merge path over query over defaults, without the context")
    func screenArguments() throws {
        let request = try Self.request(Self.everySource, context: ["a": "context-a"])
        #expect(request.screen.arguments == ["a": "path-a", "b": "path-b", "c": "query-c", "d": "default-d"])
    }

    @Test("a query can never overwrite a path value")
    func queryNeverOverwritesPath() throws {
        let request = try Self.request("shop://product/42?id=99&tab=reviews")
        #expect(request.get("id", as: Int.self) == 42)
        #expect(try request.require("id", as: Int.self) == 42)
        #expect(request.get("id") == "42")
        #expect(request.screen.arguments["id"] == "42")
        #expect(request.match?.get("id") == "42")
        // A query value does fill in for a default.
        #expect(request.get("tab") == "reviews")
        #expect(try Self.request("shop://product/42").get("tab") == "details")
    }

    @Test("typed values: context values of the asked type, context text that converts, path text that converts")
    func typedValues() throws {
        #expect(try Self.request(Self.everySource, context: ["count": 5]).get("count", as: Int.self) == 5)
        #expect(try Self.request(Self.everySource, context: ["count": "12"]).require("count", as: Int.self) == 12)
        #expect(try Self.request(Self.everySource, context: ["ratio": 0.5]).get("ratio", as: Double.self) == 0.5)
        #expect(try Self.request("shop://product/7").get("id", as: Int.self) == 7)

        let invalid = #expect(throws: RoutingError.self) {
            try Self.request(Self.everySource).require("a", as: Int.self)
        }
        #expect(invalid?.description == "parameter 'a' is not a valid Int")
        #expect(invalid?.value == "path-a", "the value stays available to code, out of the description")
        let missing = #expect(throws: RoutingError.self) {
            try Self.request(Self.everySource).require("zzz", as: Int.self)
        }
        #expect(missing?.description == "missing parameter 'zzz' (expected Int)")
    }

    @Test("a context value wins even when it is not of the asked type: the URL's value does not stand in")
    func contextWinsOverPathWhateverItsType() throws {
        let request = try Self.request(Self.everySource, context: ["a": 7, "b": Product(id: 1, name: "Shoe")])
        #expect(request.get("a", as: Int.self) == 7)
        #expect(request.get("a", as: String.self) == nil)
        #expect(request.get("a") == nil)
        #expect(request.get("b") == nil)
        let error = #expect(throws: RoutingError.self) { try request.require("b", as: String.self) }
        #expect(error?.code == .invalidParameter)
        #expect(error?.parameter == "b")
        #expect(error?.expectedType == "String")
    }

    @Test("a model and a closure wrapper travel as themselves; a query of the same name cannot replace them")
    func nonStringValues() throws {
        let selections = Selections()
        let model = Product(id: 42, name: "Shoe")
        let request = try Self.request(
            "shop://p/x/y?product=evil&onSelect=evil",
            context: ["product": model, "onSelect": OnSelect { selections.values.append($0) }])
        #expect(request.get("product", as: Product.self) == model)
        #expect(request.get("product") == nil)
        request.get("onSelect", as: OnSelect.self)?.call("size 42")
        #expect(selections.values == ["size 42"])
        #expect(request.get("missing", as: Product.self) == nil)
    }

    @Test("the navigator hands the caller's context to the screen's request and factory, next to the URL's values")
    func throughTheNavigator() async throws {
        let selections = Selections()
        let model = Product(id: 42, name: "Shoe")
        let harness = try NavigatorHarness(
            screens: ["home"],
            catalog: { catalog in
                catalog.register("product") { request in
                    ProductView(
                        id: request.get("id", as: Int.self) ?? -1,
                        product: request.get("product", as: Product.self),
                        onSelect: request.get("onSelect", as: OnSelect.self))
                }
            },
            routes: { routes in
                try routes.register("/product/<int:id>", screen: "product", defaults: ["tab": "details"])
                try routes.register("/old/<id>", redirectTo: "/product/<id>")
            })
        await harness.navigator.show("home", presentation: .setRoot)

        let context: [String: any Sendable] = ["product": model, "onSelect": OnSelect { selections.values.append($0) }]
        let outcome = await harness.navigator.open("shop://old/42?id=99", context: context)
        let key = try #require(NavTest.navigated(outcome)?.screen?.key)
        let request = try #require(harness.navigator.request(for: key))
        #expect(request.get("id", as: Int.self) == 42)
        #expect(request.get("tab") == "details")
        #expect(request.get("product", as: Product.self) == model)
        #expect(request.context.keys.sorted() == ["onSelect", "product"])
        #expect(request.source == .inApp)
        // Only text goes on the state: the context stays out of arguments and restoration.
        #expect(request.screen.arguments == ["id": "42", "tab": "details"])
        // The outcome's transition carries the same request.
        let opened = try #require(outcome.screen)
        #expect(outcome.transition?.request(for: opened).get("product", as: Product.self) == model)

        let view = try #require(harness.host.content(for: key, as: ProductView.self))
        #expect(view.id == 42)
        #expect(view.product == model)
        view.onSelect?.call("added")
        #expect(selections.values == ["added"])
        let transition = try #require(harness.host.appliedTransitions.last)
        #expect(transition.addedScreens.map(\.key) == [key])
        #expect(transition.request(for: transition.addedScreens[0]).get("product", as: Product.self) == model)
        // A screen the transition holds no request for gets one that holds only the screen.
        let stranger = Screen(id: "other", key: key + 100)
        #expect(transition.request(for: stranger).screen == stranger && transition.request(for: stranger).match == nil)
    }

    @Test("a screen shown directly reads its arguments, with its context first")
    func directShow() async throws {
        let harness = try NavigatorHarness(screens: ["home", "product"])
        await harness.navigator.show("home", presentation: .setRoot)
        let outcome = await harness.navigator.show(
            "product", arguments: ["id": "5", "color": "red"], context: ["color": "blue", "count": 2])
        let key = try #require(NavTest.navigated(outcome)?.screen?.key)
        let request = try #require(harness.navigator.request(for: key))
        #expect(request.match == nil)
        #expect(request.get("id", as: Int.self) == 5)
        #expect(request.get("color") == "blue")
        #expect(request.get("count", as: Int.self) == 2)
        #expect(request.get("size") == nil)
    }
}
