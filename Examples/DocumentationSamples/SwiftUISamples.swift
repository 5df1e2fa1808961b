import SwiftUI
import Wayfinder
import WayfinderSwiftUI

// The SwiftUI sample of "Using Wayfinder with UIKit and SwiftUI": an app with one navigator per
// window.

// sample: UsingWithUIKitAndSwiftUI
@main
struct ShopApp: App {
    var body: some Scene {
        WindowGroup { ShopWindow() }          // each window gets its own ShopWindow
    }
}

/// One window: its own host, navigator and state. On iPad, visionOS and the Mac the user opens
/// several windows, and each navigates on its own; share what is app-wide (who is signed in)
/// through a model both windows read, never the navigator. `opensLinks` tells SwiftUI this
/// window takes links from outside, so a link opens in a window already open, not a new one.
@MainActor struct ShopWindow: View {
    @State private var shop = Shop()           // makes the catalog, the host and the navigator

    var body: some View {
        NavigatorView(host: shop.host)
            .opensLinks(with: shop.navigator)
            .restoresNavigation(of: shop.navigator, host: shop.host) {
                await shop.navigator.showTabs()
            }
    }
}

@MainActor @Observable
final class Shop {
    let host: SwiftUIHost
    let navigator: Navigator

    init() {
        let catalog = ScreenCatalog()
        catalog.registerView("product") { request in ProductView(id: request.get("id", as: Int.self) ?? 0) }
        host = SwiftUIHost(catalog: catalog, tabs: configuration.tabs)
        navigator = Navigator(routes: routes, catalog: catalog, host: host, configuration: configuration)
    }
}

struct ProductRow: View {
    @Environment(\.openRoute) private var openRoute
    let id: Int
    var body: some View {
        Button("Product \(id)") { openRoute("shop://product/\(id)") }
    }
}
// end sample

// The sample of "Columns and screen sizes": a Mac (or iPad) window that is a split view.

let mailRoutes = Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["mail"]))

struct MessageList: View {
    let box: String
    var body: some View { Text(box) }
}

struct MessageView: View {
    let id: Int
    var body: some View { Text("Message \(id)") }
}

// sample: ColumnsAndScreenSizes
/// A window of mailboxes, a mailbox's messages and a message, side by side: the routes above,
/// no tabs. On a Mac it stays a split view however narrow; on an iPhone it is one stack.
@MainActor struct MailWindow: View {
    @State private var mail = MailWindowModel()

    var body: some View {
        NavigatorView(host: mail.host)
            .opensLinks(with: mail.navigator)
            .task { await mail.navigator.open("mail://mail") }   // the sidebar first
    }
}

@MainActor @Observable
final class MailWindowModel {
    let host: SwiftUIHost
    let navigator: Navigator

    init() {
        let catalog = ScreenCatalog()
        catalog.registerView("mailboxes") { _ in MailboxList() }
        catalog.registerView("inbox") { request in MessageList(box: request.get("box") ?? "inbox") }
        catalog.registerView("message") { request in MessageView(id: request.get("id", as: Int.self) ?? 0) }
        host = SwiftUIHost(catalog: catalog)
        navigator = Navigator(routes: mailRoutes, catalog: catalog, host: host)
    }
}

struct MailboxList: View {
    @Environment(\.openRoute) private var openRoute
    var body: some View {
        List(["inbox", "work", "archive"], id: \.self) { box in
            Button(box.capitalized) { openRoute("mail://mail/\(box)") }
        }
    }
}
// end sample

// sample: ColumnsAndScreenSizes
@MainActor struct FocusedMailWindow: View {
    @State private var mail = MailWindowModel()
    @State private var columns = NavigationSplitViewVisibility.all   // every column at first

    var body: some View {
        NavigatorView(host: mail.host)
            .splitViewVisibility($columns)
            .onChange(of: columns) { print("columns shown:", $1) }
    }
}
// end sample
