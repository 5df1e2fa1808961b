import AppIntents
import Wayfinder

// The App Intent of the doc comment on `Navigator.openExternal(_:from:)` for typed routes.

/// The product route an intent opens by value.
struct ProductRoute: TypedRoute {
    static let pattern = "shop://product/<int:id>"
    var id: Int
}

/// A product as Shortcuts and Siri show it.
struct ProductEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Product" }
    static let defaultQuery = ProductQuery()
    let id: Int
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "Product \(id)") }
}

struct ProductQuery: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [ProductEntity] { identifiers.map(ProductEntity.init) }
}

/// Opens a product's screen from Siri or Shortcuts.
struct OpenProductIntent: AppIntent {
    static var title: LocalizedStringResource { "Open Product" }
    static let openAppWhenRun = true
    @Parameter(title: "Product") var product: ProductEntity

    @MainActor var navigator: Navigator { AppNavigator.shared }

    // sample: TypedRoute+Navigation
    func perform() async throws -> some IntentResult {
        await navigator.openExternal(ProductRoute(id: product.id), from: .appIntent)
        return .result()
    }
    // end sample
}

/// Where the app keeps its navigator for code outside its views.
@MainActor enum AppNavigator {
    static var shared: Navigator!
}

// The intent of the doc comment on `LinkInbox.post(_:from:)` for typed routes: it may run
// before the app has a window, so it leaves the route in the app's inbox.

/// Opens a product from Siri, Shortcuts or Spotlight, the system's way to open an entity.
struct OpenProduct: OpenIntent {
    static var title: LocalizedStringResource { "Open Product" }
    @Parameter(title: "Product") var target: ProductEntity

    // sample: LinkInbox
    func perform() async throws -> some IntentResult {
        await LinkInbox.shared.post(ProductRoute(id: target.id), from: .appIntent)
        return .result()
    }
    // end sample
}
