import Foundation
import Testing
import WayfinderTestSupport
import Wayfinder
import WayfinderTesting

/// A view controller as URLNavigator apps build them; a plain class here, where UIKit does not exist.
private final class UserViewController {
    let userID: Int?
    init(userID: Int?) { self.userID = userID }
}

/// The alerts an app shows.
@MainActor
private final class Alerts {
    var shown: [String] = []
    func show(title: String) { shown.append(title) }
}

/// The samples of "Migrating from URLNavigator", run as written.
@MainActor
@Suite("Migrating from URLNavigator: the samples run", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct MigrationSamples {
    @Test("register, handle, push, present, open, the delegate and results, in Wayfinder's terms")
    func migration() async throws {
        let routes = Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["myapp"]))
        let catalog = ScreenCatalog()
        for id in ["home", "editUser", "addressPicker", "orders"] { catalog.register(id) { request in request } }
        let alerts = Alerts()
        let session = Session()

        // sample: MigratingFromURLNavigator
        try routes.register("/user/<int:id>", screen: "user")
        catalog.register("user") { request in
            UserViewController(userID: try? request.require("id", as: Int.self))
        }
        // end sample

        // sample: MigratingFromURLNavigator
        try routes.register("/alert", action: "alert")
        catalog.registerAction("alert") { request in
            alerts.show(title: request.match.get("title") ?? "")
            return ActionResult("alert shown")
        }
        // end sample

        var configuration = NavigatorConfiguration(animated: false)
        // sample: MigratingFromURLNavigator
        configuration.addGuard("signedIn") { _ in
            await session.isSignedIn ? .proceed : .reject(reason: "sign in first")
        }
        try routes.register("/orders", screen: "orders", guards: ["signedIn"])
        // end sample
        try routes.register("/user/<int:id>/edit", screen: "editUser", presentation: .presentInStack())
        try routes.register("/address/pick", screen: "addressPicker", presentation: .presentInStack())

        let host = HeadlessHost(catalog: catalog)
        let navigator = Navigator(routes: routes, catalog: catalog, host: host, configuration: configuration)
        await navigator.show("home", presentation: .setRoot)

        // sample: MigratingFromURLNavigator
        await navigator.open("myapp://user/10")                  // pushed: the route says how
        await navigator.open("myapp://user/10/edit")             // presented in a navigation stack
        await navigator.open("myapp://alert?title=Hello")        // runs the action
        // end sample
        #expect(navigator.state.stack(at: .root)?.screens.map(\.id) == ["home", "user"])
        #expect(navigator.topmostScreen?.id == "editUser")
        #expect(alerts.shown == ["Hello"])
        let user = try #require(navigator.state.stack(at: .root)?.screens.last)
        #expect(host.content(for: user.key, as: UserViewController.self)?.userID == 10)

        let refused = await navigator.open("myapp://orders")
        #expect(refused.rejection?.code == .interceptor)

        let picking = Task {
            // sample: MigratingFromURLNavigator
            let address = try await navigator.open("myapp://address/pick", expecting: Address.self)
            // end sample
            return address
        }
        let picker = try await host.request(whenTopmostIs: "addressPicker", on: navigator)
        await navigator.finish(picker.screen.key, with: Address(line: "1 Main Street"))
        #expect(try await picking.ended("picking") == Address(line: "1 Main Street"))
    }
}
