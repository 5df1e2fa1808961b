import Foundation
import Wayfinder
import WayfinderManifest

/// The walk-through `wayfinder demo` prints: every capability, one step at a time.
@MainActor
struct DemoStory {
    private(set) var app: DemoApp
    private var number = 0
    private(set) var lines: [String] = []

    init(app: DemoApp) {
        self.app = app
    }

    /// Runs the shop story and returns the text to print.
    static func shop(_ app: DemoApp) async -> String {
        var story = DemoStory(app: app)
        await story.run()
        return story.lines.joined(separator: "\n")
    }

    private mutating func run() async {
        lines.append("Wayfinder demo: an example shop app, routed by \(ShopManifest.fileName)")
        lines.append("Each step shows the link, where it came from, the outcome, and the screens after it.")

        step("The app starts and shows its tabs")
        await show(app.navigator.showTabs())

        step("A link from another app opens a product; its tab and parent category are built beneath it")
        await open("shop://product/42?category=shoes&ref=partner", from: .otherApp(bundleID: "com.partner.deals"))

        step("A universal link from the web reaches a parameterised screen")
        await open("https://shop.example.com/search/red%20shoes", from: .universalLink)

        step("A short link redirects to the product route")
        await open("https://shop.example.com/p/7", from: .universalLink)

        step("A notification opens an order, which needs sign-in")
        await openGuarded("shop://order/6F9619FF-8B86-D011-B42D-00C04FC964FF", from: .notification)

        step("Checkout asks for a delivery address and gets one back")
        await show(app.navigator.open("shop://checkout"), link: "shop://checkout", source: .inApp, showTree: false)
        await awaitResult("shop://address/pick", answer: "221B Baker Street")

        step("The checkout holds its place with a leave guard: Back asks first, and the user stays")
        holdCheckout()
        await show(app.navigator.pop())

        step("A link from the web arrives mid-checkout: it shows over the checkout, which stays as it was")
        let beforeLink = app.navigator.savedState()
        await open("https://shop.example.com/product/9?category=hats", from: .universalLink)

        step("The same link under each arrival policy, each tried on a copy of the app as it was")
        await compareArrivals("https://shop.example.com/product/9?category=hats", from: .universalLink, before: beforeLink)

        step("Dismissing the link's sheet returns the user to the checkout")
        await show(app.navigator.dismiss())

        step("The order is placed; the checkout lets the user go again")
        releaseCheckout()

        step("A help page on an allowed host opens in the web screen")
        await open("https://help.shop.example.com/returns", from: .inApp)

        step("A web page on a host that is not allowed is not opened; the not-found screen shows")
        await open("https://evil.example.net/login", from: .inApp)

        step("The user swipes back")
        lines.append("    user     swipes back")
        app.host.simulateSwipeBack()
        tree()

        step("A phone number is handed to the system")
        await open("tel:+15550100", from: .inApp, showTree: false)

        step("Staff tools are internal-only: from outside they answer as a link that does not exist")
        await open("shop://admin/users", from: .otherApp(bundleID: "com.unknown.app"))

        step("An outside link may run an action only when its route allows it, after confirmation")
        await open("shop://coupon/SPRING25", from: .otherApp(bundleID: "com.partner.deals"), showTree: false)

        step("Code never runs from a link")
        await open("javascript:alert(document.cookie)", from: .otherApp(), showTree: false)

        step("Back to the root of the cart's stack")
        await show(app.navigator.popToRoot())

        step("A screen opened for a result is dismissed without one; its opener gets nil")
        await awaitResult("shop://address/pick", answer: nil)

        await otherWaysIn()
    }

    /// The ways into the app besides links, links that wait, and signed links.
    private mutating func otherWaysIn() async {
        let navigator = app.navigator
        step("A notification's Track button opens the order history, its own link")
        lines.append("    from     a notification: the Track button")
        let tracked = await navigator.openNotification(
            action: "TRACK", isTap: false,
            userInfo: ["url": "shop://order/6F9619FF-8B86-D011-B42D-00C04FC964FF", "trackURL": "shop://orders"])
        await show(tracked ?? NavigationOutcome(.notFound))

        step("A Spotlight result opens the product it indexed (the item's identifier is its URL)")
        await open("shop://product/42", from: .spotlight)

        step("The product screen advertises itself for Handoff; the activity opens it on the user's iPad")
        if let product = navigator.topmostScreen, let activity = navigator.activity(for: product),
            let iPad = try? DemoApp(manifest: app.manifest)
        {
            lines.append("    activity \(activity.type) \(activity.url)")
            await iPad.navigator.showTabs()
            let outcome = await iPad.navigator.openActivity(type: activity.type, url: activity.url)
            lines.append("    on iPad  \(outcome.map(\.description) ?? "not opened")")
            lines += iPad.navigator.state.description.split(separator: "\n").map { "      " + $0 }
        }

        step("Siri opens the cart through an App Intent")
        await open("shop://cart", from: .appIntent)

        step("The user signs out; an order notification that needs sign-in now waits for it")
        await app.session.signOut(parkingLinks: true)
        await open("shop://order/0E984725-C51C-4BF4-9960-E1C80E27ABA0", from: .notification, showTree: false)
        for link in navigator.pendingLinks { lines.append("    waiting  \(link)") }

        step("The app is relaunched: the waiting link is saved, and waits again in the new launch")
        let saved = navigator.savedPendingLinks()
        let session = app.session
        guard let relaunched = try? DemoApp(manifest: app.manifest, session: session) else { return }
        app = relaunched
        await show(app.navigator.showTabs(), showTree: false)
        lines.append("    restored \(app.navigator.restorePendingLinks(saved)) waiting link")
        for link in app.navigator.pendingLinks { lines.append("    waiting  \(link)") }

        step("The user signs in: the link that waited opens, once, through its guard")
        await session.signIn()
        await show(app.navigator.ready("signedIn") ?? NavigationOutcome(.notFound))
        let again = await app.navigator.ready("signedIn")
        lines.append("    again    \(again.map(\.description) ?? "nothing waits any more")")

        step("A magic sign-in link the shop's server signed opens; the same link with its token changed does not")
        let signed =
            (try? SignedLinks.sign(
                "https://shop.example.com/login/magic?token=ab12", signing: ["token"], key: DemoApp.serverKey,
                keyID: DemoApp.serverKeyID, expires: Date().addingTimeInterval(600), nonce: "demo-nonce-1")) ?? ""
        let tampered = signed.replacingOccurrences(of: "token=ab12", with: "token=ab13")
        await open(tampered, from: .universalLink, showTree: false, label: "the same link, token changed")
        await open(signed, from: .universalLink, showTree: false, label: "signed by the server")

        step("A widget's URL carries its mark: the app opens it as the widget's, without the mark")
        let widget = IncomingLink.openedInSwiftUI(LinkSource.widgetURL("shop://cart"))
        lines.append("    widget   \(LinkSource.widgetURL("shop://cart"))")
        await open(widget.url, from: widget.source, showTree: false)

        await beforeTheWindow()
        await splitView()
    }

    /// The catalog tab is a split view on an iPad, and one stack on an iPhone.
    private mutating func splitView() async {
        step("On an iPad the catalog is a split view; choosing another category replaces the product beside it")
        await app.navigator.dismissAll()
        await show(app.navigator.open("shop://product/42?category=shoes"), link: "shop://product/42?category=shoes")
        await show(app.navigator.open("shop://category/hats"), link: "shop://category/hats")
        step("The window is made narrow: the columns become one stack, with the same screens")
        let before = app.navigator.state
        app.host.simulateWidthChange(to: .compact)
        lines.append(
            "    width    compact: \(app.navigator.state == before ? "no screen added, dropped or re-created" : "the state changed")"
        )
        lines.append(
            "    shows    " + (app.host.displayedState.topmostStack?.screens.map(\.description).joined(separator: ", ") ?? "-"))
        app.host.simulateWidthChange(to: .regular)
    }

    /// A notification tap that comes before the window: the app's inbox holds it.
    private mutating func beforeTheWindow() async {
        step("A notification tap that comes before any window waits in the app's inbox; the window that attaches opens it")
        let inbox = LinkInbox()
        let delivery = inbox.postNotification(action: "", isTap: true, userInfo: ["url": "shop://orders"], id: "order-shipped")
        lines.append(
            "    inbox    \(delivery == .held ? "held" : "delivered"): \(inbox.waiting.map(\.description).joined(separator: ", "))"
        )
        inbox.attach(app.navigator)
        if await waitForTopmost("orders") {
            lines += app.navigator.state.description.split(separator: "\n").map { "      " + $0 }
        } else {
            lines.append("    (the order history never opened)")
        }
        let again = await app.navigator.openNotification(
            action: "", isTap: true, userInfo: ["url": "shop://orders"], id: "order-shipped")
        lines.append("    again    the scene's copy of the same tap: \(again.map(\.description) ?? "nothing")")
    }

    private mutating func step(_ title: String) {
        number += 1
        lines.append("")
        lines.append(String(format: "%2d. ", number) + title)
    }

    /// Opens `url` from `source` and shows what became of it; `label` stands for a link too
    /// long or too secret to print.
    private mutating func open(_ url: String, from source: LinkSource, showTree: Bool = true, label: String? = nil) async {
        let arrival = source.isExternal ? app.navigator.arrivalPolicy(for: url, from: source) : nil
        let outcome =
            source.isExternal
            ? await app.navigator.openExternal(url, from: source)
            : await app.navigator.open(url)
        await show(outcome, link: label ?? url, source: source, arrival: arrival, showTree: showTree)
    }

    private mutating func openGuarded(_ url: String, from source: LinkSource) async {
        lines.append("    link     \(url)")
        lines.append("    from     \(Self.describe(source))")
        let navigator = app.navigator
        let opening = Task { await navigator.openExternal(url, from: source) }
        guard await waitForTopmost("login") else {
            lines.append("    (the sign-in screen never appeared)")
            return
        }
        lines.append("    guard    signedIn suspends the link and presents sign-in:")
        tree()
        lines.append("    user     signs in; the sign-in screen hands back true")
        await app.session.signIn()
        if let login = navigator.topmostScreen { await navigator.finish(login.key, with: true) }
        await show(await opening.value)
    }

    /// What `url` does under each arrival policy: each tried on a copy of the app restored from
    /// `before`, signed in, its checkout holding its place as the app's does.
    private mutating func compareArrivals(_ url: String, from source: LinkSource, before: Data) async {
        let policies: [ArrivalPolicy] = [.inTab, .onTop, .over, .existingOr(.inTab), .keepingWork]
        for policy in policies {
            guard let copy = try? DemoApp(manifest: app.manifest, arrivals: [source: policy]) else { continue }
            await copy.session.signIn()
            guard await copy.navigator.restore(savedState: before).isRestored else {
                lines.append("    \(Self.padded(policy))could not restore the app's state")
                continue
            }
            if let checkout = copy.navigator.state.allScreens.last(where: { $0.id == "checkout" }) {
                copy.navigator.setLeaveGuard(for: checkout.key) { _ in .deny }
            }
            let outcome = await copy.navigator.openExternal(url, from: source)
            let what: String =
                if let changes = outcome.transition?.changes, !changes.isEmpty {
                    changes.map(\.summary).joined(separator: ", ")
                } else {
                    "\(outcome)"
                }
            lines.append("    \(Self.padded(policy))\(what)")
        }
    }

    /// A policy's name, padded to line up what follows.
    private static func padded(_ policy: ArrivalPolicy) -> String {
        let name = policy.description
        return name + String(repeating: " ", count: max(1, 19 - name.count))
    }

    /// Gives the checkout on screen a leave guard whose user, asked, keeps the order.
    private mutating func holdCheckout() {
        guard let checkout = app.navigator.state.allScreens.last(where: { $0.id == "checkout" }) else { return }
        let log = app.log
        app.navigator.setLeaveGuard(for: checkout.key) { departure in
            // A real app presents a confirmation here and awaits the user's answer.
            log.entries.append("asked the user to discard the order in \(departure.screen): no")
            return .deny
        }
        lines.append("    app      the checkout sets a leave guard")
    }

    private mutating func releaseCheckout() {
        guard let checkout = app.navigator.state.allScreens.last(where: { $0.id == "checkout" }) else { return }
        app.navigator.removeLeaveGuard(for: checkout.key)
        lines.append("    app      the checkout removes its leave guard")
    }

    /// Opens a screen for a result; the user picks `answer`, or with `nil` the app dismisses it.
    private mutating func awaitResult(_ url: String, answer: String?) async {
        lines.append("    link     \(url), awaiting a String")
        let navigator = app.navigator
        let picking = Task { try await navigator.open(url, expecting: String.self) }
        guard await waitForTopmost("addressPicker") else { return }
        tree()
        if let answer {
            lines.append("    user     picks \"\(answer)\"")
            if let picker = navigator.topmostScreen { await navigator.finish(picker.key, with: answer) }
        } else {
            lines.append("    app      dismisses every modal")
            await navigator.dismissAll()
        }
        switch await picking.result {
        case .success(let value): lines.append("    result   \(value.map { "\"\($0)\"" } ?? "nil") handed back to the opener")
        case .failure(let error): lines.append("    result   failed: \(error)")
        }
        tree()
    }

    private func waitForTopmost(_ id: String) async -> Bool {
        for _ in 0..<10_000 {
            if app.navigator.topmostScreen?.id == id { return true }
            await Task.yield()
        }
        return false
    }

    private mutating func show(
        _ outcome: NavigationOutcome, link: String? = nil, source: LinkSource = .inApp, arrival: ArrivalPolicy? = nil,
        showTree: Bool = true
    ) async {
        if let link {
            lines.append("    link     \(link)")
            lines.append("    from     \(Self.describe(source))")
        }
        if let arrival, case .navigated = outcome.kind.final { lines.append("    lands    \(arrival)") }
        lines.append("    outcome  \(outcome)")
        for entry in app.log.drain() { lines.append("    app      \(entry)") }
        if showTree { tree() }
    }

    private mutating func tree() {
        lines += app.navigator.state.description.split(separator: "\n").map { "      " + $0 }
        // What a window wide enough for a split view shows of the selected tab.
        if let columns = app.navigator.columns {
            let shown = SplitColumn.allCases.filter { !columns[$0].isEmpty }.map { column in
                "\(column) " + columns[column].map(\.description).joined(separator: ", ")
            }
            lines.append("    columns  " + shown.joined(separator: " | "))
        }
    }

    static func describe(_ source: LinkSource) -> String {
        switch source {
        case .inApp: "inside the app"
        case .otherApp(let bundleID): bundleID.map { "another app (\($0))" } ?? "another app"
        case .universalLink: "a universal link"
        case .notification: "a notification"
        case .widget: "a widget"
        case .spotlight: "a Spotlight result"
        case .handoff: "Handoff"
        case .appIntent: "an App Intent"
        }
    }
}
