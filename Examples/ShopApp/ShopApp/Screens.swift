import UIKit
import Wayfinder

/// What every screen of the shop has: the navigator and the request it was opened with.
class ShopViewController: UIViewController {
    let navigator: Navigator
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

    /// A button that runs `action`.
    func addButton(_ title: String, _ action: @escaping @MainActor () async -> Void) {
        let button = UIButton(type: .system, primaryAction: UIAction(title: title) { _ in Task { await action() } })
        stack.addArrangedSubview(button)
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
    func finish(with value: (any Sendable)?) async {
        await navigator.finish(request.screen.key, with: value)
    }
}

final class HomeViewController: ShopViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        addButton("Shoes") { await self.navigator.open("shop://category/shoes") }
        addButton("Product 42") { await self.navigator.open("shop://product/42") }
        addButton("My orders") { await self.navigator.open("shop://orders") }   // asks to sign in first
    }
}

final class ProductViewController: ShopViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let id = (try? request.require("id", as: Int.self)) ?? 0
        title = "Product \(id)"
        addLabel("From the \(request.get("category") ?? "all") category")
        let delivery = addLabel("Delivery address: not chosen")
        addButton("Choose a delivery address") {
            // The picker hands an address back, or nil when the user closes it.
            let address = try? await self.navigator.open("shop://address/pick", expecting: Address.self)
            delivery.text = "Delivery address: \(address?.line ?? "not chosen")"
        }
        addButton("Add to cart") { await self.navigator.open("shop://cart") }
    }
}

final class CartViewController: ShopViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cart"
        let status = addLabel("2 items")
        addButton("Check out") {
            // Guarded: while signed out, sign-in is presented first; checkout opens after it.
            let outcome = await self.navigator.open("shop://checkout")
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
        addButton("Sign in as Alex") {
            await self.session.signIn()
            await self.finish(with: true)
        }
        addButton("Cancel") { await self.finish(with: false) }
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
            addButton(address.line) { await self.finish(with: address) }
        }
        addButton("Close") { await self.finish(with: nil) }
    }
}
