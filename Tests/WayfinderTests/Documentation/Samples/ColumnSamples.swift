import Foundation
import Testing
import WayfinderTestSupport
import WayfinderTesting

@testable import Wayfinder

/// The samples of the doc comments on split columns: each runs as the comment shows it.
@MainActor
@Suite("Column samples run as written", .timeLimit(.minutes(5)), .endsWithin(.seconds(20)))
struct ColumnSamples {
    static func mailRoutes() throws -> Router<RouteDefinition> {
        let routes = Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["mail"]))
        // sample: SplitColumn
        try routes.register("/mail", screen: "mailboxes", column: .sidebar)
        try routes.register("/mail/<box>", screen: "inbox", parent: "/mail", column: .supplementary)
        try routes.register("/mail/<box>/<int:id>", screen: "message", parent: "/mail/<box>", column: .detail)
        // end sample
        try routes.register("/attachment/<int:id>", screen: "attachment", exposure: .everywhere)
        return routes
    }

    static func navigator() async throws -> Navigator {
        let catalog = ScreenCatalog()
        for id in ["mailboxes", "inbox", "message", "attachment"] { catalog.register(id) }
        let navigator = Navigator(
            routes: try mailRoutes(), catalog: catalog, host: HeadlessHost(catalog: catalog),
            configuration: NavigatorConfiguration(animated: false))
        await navigator.show("mailboxes", presentation: .setRoot)
        return navigator
    }

    @Test("SplitColumn: a mail app's routes name their columns")
    func routes() throws {
        let routes = try Self.mailRoutes()
        #expect(routes.routes.prefix(3).map(\.target.column) == [.sidebar, .supplementary, .detail])
    }

    @Test("SplitColumns: the columns of a message and its attachment")
    func columns() async throws {
        let navigator = try await Self.navigator()
        await navigator.open("mail://mail/inbox")
        await navigator.open("mail://mail/inbox/42")
        await navigator.open("mail://attachment/1")
        var printed = ""
        // sample: SplitColumns
        if let columns = navigator.columns {
            print(columns.sidebar.map(\.id), columns.supplementary.map(\.id), columns.detail.map(\.id))
            // ["mailboxes"] ["inbox"] ["message", "attachment"]
        }
        // end sample
        if let columns = navigator.columns {
            print(columns.sidebar.map(\.id), columns.supplementary.map(\.id), columns.detail.map(\.id), to: &printed)
        }
        #expect(printed == #"["mailboxes"] ["inbox"] ["message", "attachment"]"# + "\n")
    }

    @Test("Navigator.columns: the detail a link shows")
    func detail() async throws {
        let navigator = try await Self.navigator()
        // sample: Navigator+Columns
        await navigator.open("mail://mail/inbox/42")
        let detail = navigator.columns?.detail.map(\.id)   // ["message"]
        // end sample
        #expect(detail == ["message"])
    }

    @Test("Columns and screen sizes: the article's blocks")
    func article() async throws {
        let routes = Router<RouteDefinition>(configuration: RouterConfiguration(schemes: ["mail"]))
        // sample: ColumnsAndScreenSizes
        try routes.register("/mail", screen: "mailboxes", presentation: .setRoot, exposure: .everywhere, column: .sidebar)
        try routes.register("/mail/<box>", screen: "inbox", parent: "/mail", exposure: .everywhere, column: .supplementary)
        try routes.register("/mail/<box>/<int:id>", screen: "message", parent: "/mail/<box>", exposure: .everywhere,
                            column: .detail)
        try routes.register("/attachment/<int:id>", screen: "attachment", exposure: .everywhere)
        // end sample
        let catalog = ScreenCatalog()
        for id in ["mailboxes", "inbox", "message", "attachment"] { catalog.register(id) }
        let host = HeadlessHost(catalog: catalog)
        let navigator = Navigator(
            routes: routes, catalog: catalog, host: host, configuration: NavigatorConfiguration(animated: false))
        await navigator.open("mail://mail")
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        // sample: ColumnsAndScreenSizes
        await navigator.open("mail://mail/inbox/42")
        await navigator.open("mail://attachment/1")
        if let columns = navigator.columns {
            print(columns.sidebar.map(\.id), columns.supplementary.map(\.id), columns.detail.map(\.id))
            // ["mailboxes"] ["inbox"] ["message", "attachment"]
        }
        // end sample
        #expect(printed == [#"["mailboxes"] ["inbox"] ["message", "attachment"]"#])
        await navigator.pop()
        // sample: ColumnsAndScreenSizes
        host.simulateWidthChange(to: .compact)
        let stack = host.displayedState.topmostStack?.screens.map(\.id)   // ["mailboxes", "inbox", "message"]
        host.simulateWidthChange(to: .regular)
        let detail = host.displayedColumns?.detail.map(\.id)   // ["message"]
        // end sample
        #expect(stack == ["mailboxes", "inbox", "message"])
        #expect(detail == ["message"])
    }
}
