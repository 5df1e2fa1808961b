import UIKit
import Wayfinder
import WayfinderUIKit

/// What every screen of the shop has: the navigator and the request it was opened with.
///
/// The navigator is held weakly: it keeps the window, which keeps the screens, so a strong
/// reference here would keep a closed scene alive.
class ShopViewController: UIViewController {
    private(set) weak var navigator: Navigator?
    let request: ScreenRequest
    let stack = UIStackView()

    init(navigator: Navigator, request: ScreenRequest) {
        self.navigator = navigator
        self.request = request
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    /// A button that runs `action` with the navigator, while this screen and the navigator
    /// exist. Neither is captured strongly: the button belongs to the screen's view, so a
    /// closure holding the screen would keep it alive after it closed.
    @discardableResult
    func addButton(_ title: String, _ action: @escaping @MainActor (Navigator) async -> Void) -> UIButton {
        let button = UIButton(
            type: .system,
            primaryAction: UIAction(title: title) { [weak self] _ in
                guard let navigator = self?.navigator else { return }
                Task { await action(navigator) }
            })
        stack.addArrangedSubview(button)
        return button
    }

    /// A line of text; returns the label to update it.
    @discardableResult
    func addLabel(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.numberOfLines = 0
        stack.addArrangedSubview(label)
        return label
    }

    /// Closes this screen and hands `value` to whoever opened it with `open(_:expecting:)`.
    func finish(with value: (any Sendable)?, on navigator: Navigator) async {
        await navigator.finish(request.screen.key, with: value)
    }
}

final class HomeViewController: ShopViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        addButton("Shoes") { await $0.open("shop://category/shoes") }
        addButton("Product 42") { await $0.open("shop://product/42") }
        addButton("My orders") { await $0.open("shop://orders") }  // asks to sign in first
    }
}

/// The catalog tab's sidebar: the categories. On an iPad the tab is a split view (shop.json
/// gives the catalog the sidebar column, a category the middle one, a product the detail); on an
/// iPhone, the same screens are the tab's one stack. Choosing opens a URL: the category lands in
/// the middle column, closing the product shown beside it.
final class CatalogViewController: ShopViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shop"
        for category in ["shoes", "hats", "bags"] {
            addButton(category.capitalized) { await $0.open("shop://category/\(category)") }
        }
    }
}

/// A category's products, in the catalog's middle column; a product opens in the detail.
final class CategoryViewController: ShopViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let category = request.get("category") ?? "all"
        title = category.capitalized
        for id in [1, 2, 3] {
            addButton("Product \(id)") { await $0.open("shop://product/\(id)?category=\(category)") }
        }
    }
}

final class ProductViewController: ShopViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let id = (try? request.require("id", as: Int.self)) ?? 0
        title = "Product \(id)"
        addLabel("From the \(request.get("category") ?? "all") category")
        let delivery = addLabel("Delivery address: not chosen")
        addButton("Choose a delivery address") { navigator in
            // The picker hands an address back, or nil when the user closes it.
            let address = try? await navigator.open("shop://address/pick", expecting: Address.self)
            delivery.text = "Delivery address: \(address?.line ?? "not chosen")"
        }
        addButton("Add to cart") { await $0.open("shop://cart") }
    }
}

final class CartViewController: ShopViewController {
    private let host: UIKitHost

    init(navigator: Navigator, request: ScreenRequest, host: UIKitHost) {
        self.host = host
        super.init(navigator: navigator, request: request)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cart"
        let status = addLabel("2 items")
        // The route of the totals is a popover at this button (shop.json: "anchor").
        let summary = addButton("Summary") { navigator in await navigator.open("shop://cart/summary") }
        host.registerPopoverAnchor(summary, named: "cartSummaryButton")
        addButton("Check out") { navigator in
            // Guarded: while signed out, sign-in is presented first; checkout opens after it.
            let outcome = await navigator.open("shop://checkout")
            if let rejection = outcome.rejection { status.text = "Not checked out: \(rejection.message)" }
        }
    }
}

final class LoginViewController: ShopViewController {
    private let session: Session

    init(navigator: Navigator, request: ScreenRequest, session: Session) {
        self.session = session
        super.init(navigator: navigator, request: request)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign in"
        let session = self.session
        addButton("Sign in as Alex") { [weak self] navigator in
            await session.signIn()  // the app's one session: every window is signed in
            await self?.finish(with: true, on: navigator)
        }
        addButton("Cancel") { [weak self] in await self?.finish(with: false, on: $0) }
        // Swiping the sheet down hands back nil, which the guard reads as "cancelled".
    }
}

/// What the address picker hands back.
struct Address: Sendable, Hashable {
    let line: String
}

final class AddressPickerViewController: ShopViewController {
    private let addresses = [Address(line: "1 Infinite Loop"), Address(line: "221B Baker Street")]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Deliver to"
        for address in addresses {
            addButton(address.line) { [weak self] in await self?.finish(with: address, on: $0) }
        }
        // A full-screen cover cannot be swiped away: Close is the way out without a choice.
        addButton("Close") { [weak self] in await self?.finish(with: nil, on: $0) }
    }
}
