#if canImport(SwiftUI)
#if canImport(CoreSpotlight) && !os(tvOS) && !os(watchOS)
import CoreSpotlight
#endif
import SwiftUI
import Wayfinder

/// Opens URLs through the navigator from a view, as SwiftUI's `OpenURLAction` opens them
/// through the system. Read it from the environment that `opensLinks(with:)`
/// fills.
///
/// ```swift
/// struct ProductRow: View {
///     @Environment(\.openRoute) private var openRoute
///     let product: Product
///     var body: some View {
///         Button(product.name) { openRoute("shop://product/\(product.id)") }
///     }
/// }
/// ```
public struct OpenRouteAction: Sendable {
    /// The navigator the action opens URLs with; `nil` outside `opensLinks(with:)`.
    public let navigator: Navigator?

    public init(navigator: Navigator?) {
        self.navigator = navigator
    }

    /// Opens a URL through the in-app door, without waiting for the outcome.
    @MainActor
    public func callAsFunction(_ url: String, context: [String: any Sendable] = [:]) {
        guard let navigator else { return }
        Task { await navigator.open(url, context: context) }
    }

    /// Opens a URL through the in-app door and returns the outcome; `nil` without a navigator.
    @MainActor
    @discardableResult
    public func open(_ url: String, context: [String: any Sendable] = [:]) async -> NavigationOutcome? {
        await navigator?.open(url, context: context)
    }
}

private struct OpenRouteKey: EnvironmentKey {
    static var defaultValue: OpenRouteAction { OpenRouteAction(navigator: nil) }
}

extension EnvironmentValues {
    /// Opens URLs through the navigator; see ``OpenRouteAction``.
    public var openRoute: OpenRouteAction {
        get { self[OpenRouteKey.self] }
        set { self[OpenRouteKey.self] = newValue }
    }
}

extension View {
    /// Routes links through the navigator: links from outside the app through its external
    /// door, links the app's own views open through `ownLinks`, and lets the views inside open
    /// URLs with `@Environment(\.openRoute)`.
    ///
    /// URLs from `onOpenURL` go through the external door (web URLs are
    /// universal links, other schemes another app: SwiftUI does not say which);
    /// browsing-web user activities from `onContinueUserActivity` are universal links,
    /// Spotlight results open their item's identifier as ``/Wayfinder/LinkSource/spotlight``, and
    /// activities of the types the routes declare open as ``/Wayfinder/LinkSource/handoff``. Each
    /// way, the route must be exposed to that source to open.
    ///
    /// A `Link`, a markdown link in `Text` or a call to `openURL` inside opens through the
    /// navigator when a route takes the URL, instead of leaving the app through the system and
    /// coming back through the external door; any other URL goes to the system as before.
    ///
    /// ```swift
    /// NavigatorView(host: host)
    ///     .opensLinks(with: navigator)
    /// ```
    ///
    /// A window that opens links says so to SwiftUI (`handlesExternalEvents(preferring:allowing:)`):
    /// without it, SwiftUI opens a new window for every link from outside, each starting from
    /// nothing. With several windows open, SwiftUI hands a link to a window that prefers it,
    /// else to one that allows it; `preferring` narrows which links this window asks for (SwiftUI
    /// matches each string against the link, `"*"` matching every one).
    ///
    /// - Parameters:
    ///   - navigator: the window's navigator.
    ///   - ownLinks: the source links the views open count as: `.inApp` (the default) for links
    ///     the app wrote, `.otherApp()` where views show links from other people, which then
    ///     meet the outside door's checks.
    ///   - preferring: the links this window would rather take than another window; every link
    ///     by default. Every window still allows every link, so that none opens a new window.
    ///   - inbox: where the app's notification delegate and App Intents leave links
    ///     (``/Wayfinder/LinkInbox``): this window's navigator takes them while it shows and
    ///     whenever its scene becomes active; `nil` takes none.
    public func opensLinks(
        with navigator: Navigator, ownLinks: LinkSource = .inApp, preferring: Set<String> = ["*"],
        inbox: LinkInbox? = .shared
    ) -> some View {
        environment(\.openRoute, OpenRouteAction(navigator: navigator))
            .environment(
                \.openURL,
                OpenURLAction { url in
                    navigator.openOwnLink(url.absoluteString, from: ownLinks) ? .handled : .systemAction
                }
            )
            .onOpenURL { url in
                let link = IncomingLink.openedInSwiftUI(url.absoluteString)
                Task { await navigator.openExternal(link) }
            }
            .onContinueUserActivity(IncomingLink.browsingWebActivityType) { activity in
                guard
                    let link = IncomingLink.userActivity(
                        type: activity.activityType, webpageURL: activity.webpageURL?.absoluteString)
                else { return }
                Task { await navigator.openExternal(link) }
            }
            .modifier(ContinuesActivities(navigator: navigator))
            .modifier(TakesExternalLinks(preferring: preferring))
            .modifier(TakesInboxLinks(navigator: navigator, inbox: inbox))
    }
}

/// Opens the activities the system continues in this window: Spotlight results (the item's
/// identifier is its URL) and activities of the types the routes declare
/// (``/Wayfinder/RouteDefinition/activityType``), handed off from another device.
private struct ContinuesActivities: ViewModifier {
    let navigator: Navigator

    func body(content: Content) -> some View {
        var view = AnyView(content)
        #if canImport(CoreSpotlight) && !os(tvOS) && !os(watchOS)
        view = AnyView(
            view.onContinueUserActivity(CSSearchableItemActionType) { activity in
                guard let url = activity.userInfo?[CSSearchableItemActivityIdentifier] as? String else { return }
                Task { await navigator.openExternal(url, from: .spotlight) }
            })
        #endif
        // The types are the route table's, known when the view is made: one modifier each.
        for type in navigator.activityTypes {
            view = AnyView(
                view.onContinueUserActivity(type) { activity in
                    Task { await navigator.openActivity(activity) }
                })
        }
        return view
    }
}

/// Asks SwiftUI to hand links from outside to this window rather than open a new one
/// (`handlesExternalEvents(preferring:allowing:)`; watchOS has one window and no such modifier).
private struct TakesExternalLinks: ViewModifier {
    let preferring: Set<String>

    func body(content: Content) -> some View {
        #if os(watchOS)
        content
        #else
        content.handlesExternalEvents(preferring: preferring, allowing: ["*"])
        #endif
    }
}

extension ScreenCatalog {
    /// Registers a screen whose content is a SwiftUI view, for ``SwiftUIHost``.
    ///
    /// ```swift
    /// catalog.registerView("product") { request in
    ///     ProductView(id: request.get("id", as: Int.self) ?? 0)
    /// }
    /// ```
    public func registerView<Content: View>(
        _ id: String, description: String? = nil, make: @escaping @MainActor (ScreenRequest) -> Content
    ) {
        register(id, description: description) { request in AnyView(make(request)) }
    }
}
#endif
