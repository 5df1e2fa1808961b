#if canImport(UIKit) && !os(watchOS)
import UIKit
import Wayfinder

/// What ``UIKitHost`` shows for a screen the catalog has no view controller factory for: the
/// screen's id and key, so that routes can be tried before their screens exist.
public final class PlaceholderViewController: UIViewController {
    /// The screen shown.
    public let screen: Screen

    public init(screen: Screen) {
        self.screen = screen
        super.init(nibName: nil, bundle: nil)
        title = screen.id
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = screen.description
        label.textColor = .secondaryLabel
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
#endif
